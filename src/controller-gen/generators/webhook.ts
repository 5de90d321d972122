// controller-gen's webhook generator: {Mutating,Validating}WebhookConfiguration objects from
// +kubebuilder:webhook markers, written as manifests.yaml (default rule config/webhook).

import type { ControllerGenGenerator } from "../generator.js";

export const webhookGenerator: ControllerGenGenerator = {
  name: "webhook",
  options: [
    { name: "headerFile", type: "string", optional: true },
    { name: "year", type: "string", optional: true },
  ],
  // REGISTRATION POINT (branch rbacwebhook): set `generate` to the webhook emitter, a pure
  // function of GeneratorInput to GeneratorResult (files placed "config", path
  // "manifests.yaml"); remove `unsupported`.
  unsupported: "the webhook generator is not in this build of openapi-markers yet",
};
