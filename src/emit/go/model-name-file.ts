// zz_generated.model_name.go (openapi-gen --output-model-name-file): in each input package
// with `+k8s:openapi-model-package`, an OpenAPIModelName() method for every exported
// struct the tag names, on the package's own tag or the type's.

import type { Package, Universe } from "../../model/ir.js";
import { declKind } from "../../model/types.js";
import { isExported } from "../openapi/definitions.js";
import { modelPackageOf } from "../openapi/names.js";
import { outputPackageName } from "./header-check.js";
import { goFileHead, type HeaderOptions } from "./header.js";
import { byBytes } from "./literals.js";

/** The file's text, or undefined when no type of the package has a model package. */
export function renderModelNameFile(universe: Universe, pkg: Package, options: HeaderOptions): string | undefined {
  const methods: string[] = [];
  for (const name of [...pkg.types.keys()].sort(byBytes)) {
    const decl = pkg.types.get(name)!;
    if (decl.isAlias || !isExported(name) || declKind(universe, decl) !== "struct") continue;
    const modelPackage = modelPackageOf(universe, decl);
    if (modelPackage === undefined) continue;
    methods.push(
      "// OpenAPIModelName returns the OpenAPI model name for this type.\n" +
      `func (in ${name}) OpenAPIModelName() string {\n\treturn "${modelPackage}.${name}"\n}\n`,
    );
  }
  if (methods.length === 0) return undefined;
  // gengo names the package after the last element of its import path.
  const packageName = outputPackageName(pkg.path).name;
  return goFileHead(options, packageName) + methods.join("\n");
}
