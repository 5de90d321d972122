// A list map (+listType=map) has struct items, and its +listMapKey fields are JSON
// fields of the item that are always present: required, or defaulted (+default or
// +kubebuilder:default).

import { findMarkers, hasMarker, markerValues } from "../../markers/comment-tags.js";
import type { Rule } from "../rule.js";
import { describeItems, hasUnknown, shapeOf } from "../shapes.js";
import { resolvedStruct } from "../../resolved/struct-members.js";

export const listMapKeys: Rule = {
  id: "list-map-keys",
  checkField(field, _owner, ctx) {
    const keys = findMarkers(field.markers, "listMapKey");
    const isMap = markerValues(field.markers, "listType").includes("map");
    if (!isMap) {
      if (keys.length > 0) ctx.report("OM3042", keys[0]!.span, field.name);
      return;
    }
    if (keys.length === 0) ctx.report("OM3049", findMarkers(field.markers, "listType")[0]!.span, field.name);
    const shape = shapeOf(ctx.universe, field.type);
    if (shape.kind !== "list" || hasUnknown(shape)) return;
    if (shape.items.kind !== "struct") {
      ctx.report("OM3048", findMarkers(field.markers, "listType")[0]!.span, field.name, describeItems(shape.items));
      return;
    }
    const itemFields = resolvedStruct(ctx.universe, shape.items.decl, ctx.reading).properties;
    for (const key of keys) {
      const keyField = itemFields.get(key.value);
      if (keyField === undefined) ctx.report("OM3043", key.span, JSON.stringify(key.value), shape.items.decl.name);
      else if (keyField.optional && !hasMarker(keyField.field.markers, "default") && !hasMarker(keyField.field.markers, "kubebuilder:default")) {
        ctx.report("OM3044", key.span, JSON.stringify(key.value), shape.items.decl.name);
      }
    }
  },
};
