// controller-gen parses every marker it knows in every input package — on the package, on
// each type and each field, reached by a kind or not — and fails on one it cannot parse.
// Reading them all once here reports the failures among those the CRD build itself does
// not reach (an argument newer than the era is one: controller-gen of that era refuses it).

import type { Field, TypeRef, Universe } from "../../model/ir.js";
import { controllerGenMarkers, type EraReport } from "./apply-markers.js";
import { fieldMarkers, typeMarkers } from "./type-schema.js";

/** Struct types nest in fields (`Spec struct{ … }`); deeper than this is not walked. */
const maxNesting = 100;

export function parseEveryMarker(universe: Universe, report: EraReport): void {
  // only failures: what a marker would write (or leave out) matters where a CRD reads it, which the build reports
  const eraReport: EraReport = { era: report.era, newerMarker: () => undefined, newerArgument: report.newerArgument, ...(report.malformed === undefined ? {} : { malformed: report.malformed }) };
  for (const pkg of universe.packages.values()) {
    if (!pkg.isInput) continue;
    controllerGenMarkers([...pkg.docMarkers, ...pkg.clauseMarkers], "package", eraReport);
    for (const decl of pkg.types.values()) {
      typeMarkers(decl, eraReport);
      walkFields(decl.type, eraReport, 0);
    }
  }
}

function walkFields(type: TypeRef, eraReport: EraReport, depth: number): void {
  if (depth > maxNesting) return;
  const struct = structOf(type);
  if (struct === undefined) return;
  for (const field of struct) {
    fieldMarkers(field, eraReport);
    walkFields(field.type, eraReport, depth + 1);
  }
}

function structOf(type: TypeRef): readonly Field[] | undefined {
  let t = type;
  for (let i = 0; i < maxNesting && t.kind !== "struct"; i++) {
    if (t.kind === "pointer" || t.kind === "slice" || t.kind === "array") t = t.elem;
    else if (t.kind === "map") t = t.value;
    else return undefined;
  }
  return t.kind === "struct" ? t.fields : undefined;
}
