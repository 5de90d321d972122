// A definition that refers to a struct of an input package tagged `+k8s:openapi-gen=false`:
// openapi-gen writes the reference but no definition for it, and no other run will (the
// package is this run's), so kube-openapi's builders fail on it ("cannot find model
// definition") as soon as an API server serves the referring type. A document that defined
// it anyway would not be what a server serves: generate refuses (OM2110, an error); the Go
// output, which openapi-gen writes all the same and which fails only if the type is served,
// gets the same diagnostic as a warning.

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { markerValues } from "../../markers/comment-tags.js";
import type { TypeDecl, Universe } from "../../model/ir.js";
import { declKind } from "../../model/types.js";
import { refsIn, type Definition } from "./definitions.js";
import { referenceSpan } from "./reference-position.js";

/** One OM2110 per definition and excluded type it refers to, at the reference. */
export function excludedTypeReferences(universe: Universe, definitions: readonly Definition[]): Diagnostic[] {
  const defined = new Set(definitions.map((d) => d.decl));
  const out: Diagnostic[] = [];
  for (const definition of definitions) {
    const reported = new Set<TypeDecl>();
    for (const ref of refsIn(definition.v2)) {
      if (defined.has(ref.decl) || reported.has(ref.decl) || !excluded(universe, ref.decl)) continue;
      reported.add(ref.decl);
      out.push(diagnose("OM2110", referenceSpan(universe, definition.decl, ref.decl), `${definition.decl.name}`, `${ref.decl.pkg}.${ref.decl.name}`));
    }
  }
  return out;
}

/** A struct of an input package that its own tag keeps out of openapi-gen's definitions. */
function excluded(universe: Universe, decl: TypeDecl): boolean {
  return universe.packages.get(decl.pkg)?.isInput === true && declKind(universe, decl) === "struct" &&
    markerValues(decl.markers, "k8s:openapi-gen").includes("false");
}
