// +listType is atomic, set or map, and only describes lists.

import { findMarkers } from "../../markers/comment-tags.js";
import type { Rule } from "../rule.js";
import { describeShape, hasUnknown, shapeOf } from "../shapes.js";

const listTypes = new Set(["atomic", "set", "map"]);

export const listType: Rule = {
  id: "list-type",
  checkField(field, _owner, ctx) {
    for (const marker of findMarkers(field.markers, "listType")) {
      if (!listTypes.has(marker.value)) ctx.report("OM3040", marker.span, JSON.stringify(marker.value));
      const shape = shapeOf(ctx.universe, field.type);
      if (shape.kind !== "list" && !hasUnknown(shape)) ctx.report("OM3041", marker.span, "listType", field.name, describeShape(shape));
    }
  },
};
