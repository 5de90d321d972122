// controller-gen's rbac generator: a ClusterRole (and Roles per namespace) from
// +kubebuilder:rbac markers, written as role.yaml (fileName since v0.18.0; default rule config/rbac).

import { generateRbac } from "../../emit/rbac/rbac.js";
import { packageMarkerLists } from "../../emit/shared/package-markers.js";
import { type ControllerGenGenerator, headerFileOption, headerWithYear, yamlArtifact, yearOption } from "../generator.js";

export const rbacGenerator: ControllerGenGenerator = {
  name: "rbac",
  options: [
    { name: "roleName", type: "string", optional: false },
    { name: "fileName", type: "string", optional: true, since: "v0.18.0" },
    headerFileOption,
    yearOption,
  ],
  generate: (input) => {
    const rbac = generateRbac(packageMarkerLists(input.universe, input.rootOrder), { roleName: String(input.options.roleName ?? ""), era: input.era });
    // fileName= (empty) is role.yaml too, as in controller-gen.
    const file = typeof input.options.fileName === "string" && input.options.fileName !== "" ? input.options.fileName : "role.yaml";
    return { files: yamlArtifact(file, headerWithYear(input.header, input.options.year), rbac.objects), diagnostics: rbac.diagnostics };
  },
};
