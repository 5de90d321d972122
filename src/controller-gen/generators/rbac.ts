// controller-gen's rbac generator: a ClusterRole (and Roles per namespace) from
// +kubebuilder:rbac markers, written as role.yaml (fileName since v0.18.0; default rule config/rbac).

import { type ControllerGenGenerator, headerFileOption, yearOption } from "../generator.js";

export const rbacGenerator: ControllerGenGenerator = {
  name: "rbac",
  options: [
    { name: "roleName", type: "string", optional: false },
    { name: "fileName", type: "string", optional: true, since: "v0.18.0" },
    headerFileOption,
    yearOption,
  ],
  // REGISTRATION POINT (branch rbacwebhook): set `generate` and remove `unsupported`, e.g.
  //   generate: (input) => {
  //     const rbac = generateRbac(packageMarkerLists(input.universe), { roleName: input.options.roleName as string, era: input.era });
  //     const file = typeof input.options.fileName === "string" ? input.options.fileName : "role.yaml";
  //     return { files: yamlArtifact(file, headerWithYear(input.header, input.options.year), rbac.objects), diagnostics: rbac.diagnostics };
  //   },
  unsupported: "the rbac generator is not in this build of openapi-markers yet",
};
