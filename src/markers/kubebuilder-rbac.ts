// +kubebuilder:rbac: one RBAC policy rule of the generated ClusterRole (or, with
// namespace=, of a Role in that namespace). controller-tools pkg/rbac's Rule.

import { optional, required, type GeneratorMarker } from "./generator-markers.js";

export const rbacMarker: GeneratorMarker = {
  name: "kubebuilder:rbac",
  args: {
    kind: "fields",
    fields: [
      optional("groups", "strings"),
      optional("resources", "strings"),
      optional("resourceNames", "strings"),
      required("verbs", "strings"),
      optional("urls", "strings"),
      optional("namespace"),
      optional("roleName"),
    ],
  },
  help: "an RBAC rule: groups, resources, resourceNames, verbs, urls; namespace= for a Role",
};
