// controller-gen's applyconfiguration generator (v0.18.0 on): Go apply configurations for the
// kinds of each package marked +kubebuilder:ac:generate=true (src/emit/applyconfiguration).
// It takes no output rule: controller-gen writes beside each package, in the
// +kubebuilder:ac:output:package directory (default applyconfiguration/), whatever
// output:applyconfiguration:… says.

import { silentEraReport } from "../../emit/crd/apply-markers.js";
import { buildApplyConfigurations } from "../../emit/applyconfiguration/index.js";
import { type ControllerGenGenerator, type GeneratorInput, type GeneratorResult, headerFileOption } from "../generator.js";

export const applyconfigurationGenerator: ControllerGenGenerator = {
  name: "applyconfiguration",
  since: "v0.18.0",
  options: [
    headerFileOption,
    { name: "externalApplyConfigurations", type: "strings", optional: true, since: "v0.21.0" },
  ],
  generate,
};

function generate(input: GeneratorInput): GeneratorResult {
  const external = input.options.externalApplyConfigurations;
  const result = buildApplyConfigurations(
    input.universe,
    {
      header: input.header,
      // gengo replaces YEAR in the header with the year it runs in.
      year: new Date().getUTCFullYear(),
      externalApplyConfigurations: Array.isArray(external) ? external.map(String) : [],
      era: input.era,
      missingModules: input.missingModules,
    },
    silentEraReport(input.era),
  );
  return { files: result.files.map((f) => ({ placement: "fixed", path: f.path, contents: f.content })), diagnostics: result.diagnostics };
}
