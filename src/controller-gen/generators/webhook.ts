// controller-gen's webhook generator: {Mutating,Validating}WebhookConfiguration objects from
// +kubebuilder:webhook markers, written as manifests.yaml (default rule config/webhook).

import { type ControllerGenGenerator, headerFileOption, yearOption } from "../generator.js";

export const webhookGenerator: ControllerGenGenerator = {
  name: "webhook",
  options: [
    headerFileOption,
    yearOption,
  ],
  // REGISTRATION POINT (branch rbacwebhook): set `generate` to the webhook emitter, a pure
  // function of GeneratorInput to GeneratorResult (files placed "config", path
  // "manifests.yaml"); remove `unsupported`.
  unsupported: "the webhook generator is not in this build of openapi-markers yet",
};
