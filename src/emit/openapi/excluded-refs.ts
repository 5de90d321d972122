// A definition that refers to a struct of an input package tagged `+k8s:openapi-gen=false`:
// openapi-gen writes the reference but no definition for it, and no other run will (the
// package is this run's), so kube-openapi's builders fail on it ("cannot find model
// definition") as soon as an API server serves the referring type. A document that defined
// it anyway would not be what a server serves: generate refuses (OM2110, an error); the Go
// output, which openapi-gen writes all the same and which fails only if the type is served,
// gets the same diagnostic as a warning.
//
// Since kube-openapi 88dc462 an unexported struct is in the same case (OM2112): openapi-gen
// writes its schema function but no definition for it. One with a model name cannot even
// be named in the Go output (OM2111, private-model-refs.ts).

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { markerValues } from "../../markers/comment-tags.js";
import type { TypeDecl, Universe } from "../../model/ir.js";
import { declKind } from "../../model/types.js";
import { hasChange, type Era } from "../../era/openapi-gen.js";
import { isExported, refsIn, type Definition } from "./definitions.js";
import { usesModelName } from "./names.js";
import { referenceSpan } from "./reference-position.js";

/**
 * One OM2110 (or OM2112) per definition and excluded type it refers to, at the reference.
 * `definitions`: those that have an entry in openapi-gen's GetOpenAPIDefinitions.
 */
export function excludedTypeReferences(ctx: { readonly universe: Universe; readonly era: Era }, definitions: readonly Definition[]): Diagnostic[] {
  const defined = new Set(definitions.map((d) => d.decl));
  const out: Diagnostic[] = [];
  for (const definition of definitions) {
    const reported = new Set<TypeDecl>();
    for (const ref of refsIn(definition.v2)) {
      if (defined.has(ref.decl) || reported.has(ref.decl)) continue;
      const code = exclusion(ctx, ref.decl);
      if (code === undefined) continue;
      reported.add(ref.decl);
      out.push(diagnose(code, referenceSpan(ctx.universe, definition.decl, ref.decl), `${definition.decl.name}`, `${ref.decl.pkg}.${ref.decl.name}`));
    }
  }
  return out;
}

/** Why openapi-gen gives a struct of an input package no definition, if it does not. */
function exclusion(ctx: { readonly universe: Universe; readonly era: Era }, decl: TypeDecl): "OM2110" | "OM2112" | undefined {
  if (ctx.universe.packages.get(decl.pkg)?.isInput !== true || declKind(ctx.universe, decl) !== "struct") return undefined;
  if (markerValues(decl.markers, "k8s:openapi-gen").includes("false")) return "OM2110";
  const unexported = !isExported(decl.name) && hasChange(ctx.era, "private-types") && !usesModelName(ctx, decl);
  return unexported && !decl.name.startsWith("codecSelfer") ? "OM2112" : undefined;
}
