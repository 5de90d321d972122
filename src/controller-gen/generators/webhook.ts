// controller-gen's webhook generator: {Mutating,Validating}WebhookConfiguration objects from
// +kubebuilder:webhook markers, written as manifests.yaml (default rule config/webhook).

import { type ControllerGenGenerator, headerFileOption, yearOption } from "../generator.js";

export const webhookGenerator: ControllerGenGenerator = {
  name: "webhook",
  options: [
    headerFileOption,
    yearOption,
  ],
  // REGISTRATION POINT (branch rbacwebhook): set `generate` and remove `unsupported`, e.g.
  //   generate: (input) => {
  //     const webhook = generateWebhooks(packageMarkerLists(input.universe), input.era);
  //     return { files: yamlArtifact("manifests.yaml", headerWithYear(input.header, input.options.year), webhook.objects), diagnostics: webhook.diagnostics };
  //   },
  unsupported: "the webhook generator is not in this build of openapi-markers yet",
};
