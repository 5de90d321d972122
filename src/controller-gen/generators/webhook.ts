// controller-gen's webhook generator: {Mutating,Validating}WebhookConfiguration objects from
// +kubebuilder:webhook markers, written as manifests.yaml (default rule config/webhook).

import { packageMarkerLists } from "../../emit/shared/package-markers.js";
import { generateWebhooks } from "../../emit/webhook/webhook.js";
import { type ControllerGenGenerator, headerFileOption, headerWithYear, yamlArtifact, yearOption } from "../generator.js";

export const webhookGenerator: ControllerGenGenerator = {
  name: "webhook",
  options: [
    headerFileOption,
    yearOption,
  ],
  generate: (input) => {
    const webhook = generateWebhooks(packageMarkerLists(input.universe, input.rootOrder), input.era);
    return { files: yamlArtifact("manifests.yaml", headerWithYear(input.header, input.options.year), webhook.objects), diagnostics: webhook.diagnostics };
  },
};
