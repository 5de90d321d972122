// A marker we read on a declaration where it has no effect (e.g. +enum on a field,
// +optional on a type) is a silent mistake: warn.

import type { Marker } from "../../markers/comment-tags.js";
import { markerDefinition, type MarkerTarget } from "../../markers/registry.js";
import type { Rule, RuleContext } from "../rule.js";
import { baseName } from "./unknown-marker.js";

export const misplacedMarker: Rule = {
  id: "misplaced-marker",
  checkType(decl, ctx) {
    check(decl.markers, "type", ctx);
  },
  checkField(field, _owner, ctx) {
    check(field.markers, "field", ctx);
  },
};

function check(markers: readonly Marker[], target: MarkerTarget, ctx: RuleContext): void {
  for (const marker of markers) {
    const name = baseName(marker.key);
    if (name === "union") continue; // +union on a field has its own error (OM3024)
    const definition = markerDefinition(name);
    if (definition === undefined || definition.targets.includes(target)) continue;
    ctx.report("OM3051", marker.span, name, target, definition.targets.join(" or "));
  }
}
