// +kubebuilder:validation:XValidation with optionalOldSelf (true or false) on a rule that never
// reads oldSelf: the API server refuses the CRD ("may not be set if oldSelf is not used in
// rule"), controller-gen writes it and exits 0. We warn at the marker (OM5475), in check and in
// controller-gen (src/emit/crd/server-refused-markers.ts), an error with --warnings-as-errors.

import { isUnusedOptionalOldSelf } from "../../markers/optional-old-self.js";
import type { Marker } from "../../markers/comment-tags.js";
import type { TypeRef } from "../../model/ir.js";
import { lookupControllerGenMarker, parseControllerGenMarker } from "../../markers/controller-gen-registry.js";
import type { Rule, RuleContext } from "../rule.js";
import { listElem } from "./unique-items.js";

export const optionalOldSelf: Rule = {
  id: "optional-old-self",
  checkType(decl, ctx) {
    check(decl.markers, decl.type, ctx);
  },
  checkField(field, _owner, ctx) {
    check([...field.markersAbove, ...field.markers], field.type, ctx);
  },
};

function check(markers: readonly Marker[], type: TypeRef, ctx: RuleContext): void {
  for (const marker of markers) {
    if (marker.block === true) continue;
    const lookup = lookupControllerGenMarker(marker);
    if (lookup === undefined) continue;
    const parsed = parseControllerGenMarker(lookup);
    if (!parsed.ok || !isUnusedOptionalOldSelf(lookup.definition.name, parsed.fields)) continue;
    // items: on what is not a list is an error of its own (OM5010), not written
    if (lookup.definition.name.includes(":items:") && listElem(type, ctx) === undefined) continue;
    ctx.report("OM5475", marker.span, lookup.definition.name);
  }
}
