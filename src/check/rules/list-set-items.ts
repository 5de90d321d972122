// A set (+listType=set) compares whole items, so its items are scalars or atomic: a
// struct marked +structType=atomic (or +mapType=atomic) on its type, or a list (lists
// are atomic unless they say otherwise, and an item list cannot carry a +listType).
// Maps and other structs are granular.

import { markerValues } from "../../markers/comment-tags.js";
import type { Rule } from "../rule.js";
import { describeItems, hasUnknown, shapeOf, type Shape } from "../shapes.js";

export const listSetItems: Rule = {
  id: "list-set-items",
  checkField(field, _owner, ctx) {
    const marker = field.markers.find((m) => m.key === "listType" && m.value === "set");
    if (marker === undefined) return;
    const shape = shapeOf(ctx.universe, field.type);
    if (shape.kind === "list" && !hasUnknown(shape) && !isAtomic(shape.items)) ctx.report("OM3045", marker.span, field.name, describeItems(shape.items));
  },
};

function isAtomic(shape: Shape): boolean {
  if (shape.kind === "scalar" || shape.kind === "list") return true;
  if (shape.kind === "struct") {
    return [...markerValues(shape.decl.markers, "structType"), ...markerValues(shape.decl.markers, "mapType")].includes("atomic");
  }
  return false;
}
