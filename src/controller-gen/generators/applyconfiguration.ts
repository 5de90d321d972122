// controller-gen's applyconfiguration generator (v0.18.0 on): Go apply configurations for the
// kinds of each package marked +kubebuilder:ac:generate=true. It takes no output rule:
// controller-gen writes beside each package, in the +kubebuilder:ac:output:package directory
// (default applyconfiguration/), whatever output:applyconfiguration:… says.

import { type ControllerGenGenerator, headerFileOption } from "../generator.js";

export const applyconfigurationGenerator: ControllerGenGenerator = {
  name: "applyconfiguration",
  since: "v0.18.0",
  options: [
    headerFileOption,
    { name: "externalApplyConfigurations", type: "strings", optional: true, since: "v0.21.0" },
  ],
  // REGISTRATION POINT (branch applyconf): set `generate` and remove `unsupported`, e.g.
  //   generate: (input) => {
  //     const result = buildApplyConfigurations(input.universe, { header: input.header, externalApplyConfigurations: input.options.externalApplyConfigurations, era: input.era, … }, silentEraReport(input.era));
  //     return { files: result.files.map((f) => ({ placement: "fixed", path: f.path, contents: f.content })), diagnostics: result.diagnostics };
  //   },
  // ("fixed": paths relative to the working directory, <package dir>/applyconfiguration/…, whatever the output rule.)
  unsupported: "the applyconfiguration generator is not in this build of openapi-markers yet",
};
