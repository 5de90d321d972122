// A +groupName or +kubebuilder:resource:path= that would make a CRD's file name a path
// leading out of output:crd:dir= (OM5401), or that only the API server refuses (OM5484), as
// controller-gen reports them (src/analysis/crd-names.ts); a singular, shortName or category
// the API server refuses (OM5485).

import { crdNameProblem, resourceNameProblems, type CrdName } from "../../analysis/crd-names.js";
import type { Marker } from "../../markers/comment-tags.js";
import { lookupControllerGenMarker, parseControllerGenMarker } from "../../markers/controller-gen-registry.js";
import type { Rule, RuleContext } from "../rule.js";

export const crdNames: Rule = {
  id: "crd-names",
  checkPackage(pkg, ctx) {
    const seen = new Set<string>();
    for (const marker of [...pkg.docMarkers, ...pkg.clauseMarkers]) {
      const at = `${marker.span.file}:${marker.span.line}:${marker.span.col}`;
      if (!seen.has(at)) check(marker, "groupName", "group", ctx);
      seen.add(at);
    }
  },
  checkType(decl, ctx) {
    // The group above a type may hold the package's +groupName too (controller-gen moves it there).
    for (const marker of decl.markersAbove) check(marker, "groupName", "group", ctx);
    for (const marker of [...decl.markersAbove, ...decl.markers]) check(marker, "kubebuilder:resource", "plural", ctx);
  },
};

function check(marker: Marker, name: string, what: CrdName, ctx: RuleContext): void {
  if (marker.block === true) return;
  const lookup = lookupControllerGenMarker(marker);
  if (lookup?.definition.name !== name) return;
  const parsed = parseControllerGenMarker(lookup);
  if (!parsed.ok) return; // OM5003
  const value = what === "group" ? parsed.value : parsed.fields.path;
  const problem = typeof value === "string" ? crdNameProblem(what, value) : undefined;
  if (problem !== undefined) ctx.report(problem.code, marker.span, ...problem.args);
  if (what === "plural") for (const p of resourceNameProblems(parsed.fields)) ctx.report("OM5485", marker.span, p.argument, JSON.stringify(p.value), p.field);
}
