// +kubebuilder:webhook: one admission webhook of the generated Mutating- or
// ValidatingWebhookConfiguration; +kubebuilder:webhookconfiguration: that configuration's
// name. controller-tools pkg/webhook's Config and WebhookConfig.

import { optional, required, type GeneratorMarker } from "./generator-markers.js";

export const webhookMarker: GeneratorMarker = {
  name: "kubebuilder:webhook",
  args: {
    kind: "fields",
    fields: [
      required("mutating", "bool"),
      required("failurePolicy"),
      optional("matchPolicy"),
      optional("sideEffects"),
      optional("timeoutSeconds", "int"),
      required("groups", "strings"),
      required("resources", "strings"),
      required("verbs", "strings"),
      required("versions", "strings"),
      required("name"),
      optional("serviceName"),
      optional("serviceNamespace"),
      optional("path"),
      optional("servicePort", "int32"),
      optional("webhookVersions", "strings"),
      required("admissionReviewVersions", "strings"),
      optional("reinvocationPolicy"),
      optional("url"),
    ],
  },
  help: "an admission webhook: its rules, policies and where the API server calls it",
};

export const webhookConfigurationMarker: GeneratorMarker = {
  name: "kubebuilder:webhookconfiguration",
  args: { kind: "fields", fields: [required("mutating", "bool"), optional("name")] },
  help: "the name of the Mutating- or ValidatingWebhookConfiguration",
};
