// +kubebuilder:validation:UniqueItems=true (or items:UniqueItems=true) writes `uniqueItems:
// true`, and the API server refuses any CRD whose schema says so (its check is quadratic).
// controller-gen writes it and exits 0; we warn at the marker (OM5460), in check and in
// controller-gen (src/emit/crd/unique-items.ts), an error with --warnings-as-errors.

import { isRefusedUniqueItems } from "../../emit/crd/unique-items.js";
import type { Marker } from "../../markers/comment-tags.js";
import { lookupControllerGenMarker, parseControllerGenMarker } from "../../markers/controller-gen-registry.js";
import type { Rule, RuleContext } from "../rule.js";

export const uniqueItems: Rule = {
  id: "unique-items",
  checkType(decl, ctx) {
    check(decl.markers, ctx);
  },
  checkField(field, _owner, ctx) {
    check([...field.markersAbove, ...field.markers], ctx);
  },
};

function check(markers: readonly Marker[], ctx: RuleContext): void {
  for (const marker of markers) {
    if (marker.block === true) continue;
    const lookup = lookupControllerGenMarker(marker);
    if (lookup === undefined) continue;
    const parsed = parseControllerGenMarker(lookup);
    if (parsed.ok && isRefusedUniqueItems(lookup.definition.name, parsed.value)) ctx.report("OM5460", marker.span, lookup.definition.name);
  }
}
