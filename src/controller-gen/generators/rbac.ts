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
  // REGISTRATION POINT (branch rbacwebhook): set `generate` to the rbac emitter, a pure
  // function of GeneratorInput (options.roleName, options.fileName, …) to GeneratorResult
  // (files placed "config", path "role.yaml" or fileName); remove `unsupported`.
  unsupported: "the rbac generator is not in this build of openapi-markers yet",
};
