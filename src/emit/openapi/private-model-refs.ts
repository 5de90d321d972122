// Since kube-openapi 589584f (model names), openapi-gen's Go output names a type that has an
// OpenAPIModelName() method or a `+k8s:openapi-model-package` by calling the method:
// `pkg.T{}.OpenAPIModelName()`. For an unexported struct of another package that expression
// does not compile, so the output openapi-gen writes for a reference to one (a field of an
// unexported struct type) cannot be built: OM2111 refuses the input, at the reference, in the
// Go output and in generate's documents alike.

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { TypeDecl, Universe } from "../../model/ir.js";
import type { Era } from "../../era/openapi-gen.js";
import { isExported, refsIn, type Definition } from "./definitions.js";
import { usesModelName } from "./names.js";
import { referenceSpan } from "./reference-position.js";

/**
 * One OM2111 per definition and unexported model-named type it refers to. `outputPackage`:
 * the Go output's package, where an unexported type of that same package is fine.
 */
export function unexportedModelNameReferences(ctx: { readonly universe: Universe; readonly era: Era }, definitions: readonly Definition[],
  outputPackage?: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const definition of definitions) {
    const reported = new Set<TypeDecl>();
    for (const ref of refsIn(definition.v2)) {
      const decl = ref.decl;
      if (reported.has(decl) || isExported(decl.name) || decl.pkg === outputPackage || !usesModelName(ctx, decl)) continue;
      reported.add(decl);
      out.push(diagnose("OM2111", referenceSpan(ctx.universe, definition.decl, decl), definition.decl.name, `${decl.pkg}.${decl.name}`));
    }
  }
  return out;
}
