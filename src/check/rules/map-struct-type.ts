// +mapType describes maps and +structType structs; both are granular or atomic.

import type { Rule } from "../rule.js";
import { describeShape, hasUnknown, shapeOf } from "../shapes.js";

const values = new Set(["granular", "atomic"]);
const wants = { mapType: "map", structType: "struct" } as const;

export const mapStructType: Rule = {
  id: "map-struct-type",
  checkField(field, _owner, ctx) {
    for (const marker of field.markers) {
      if (marker.key !== "mapType" && marker.key !== "structType") continue;
      if (!values.has(marker.value)) ctx.report("OM3046", marker.span, marker.key, JSON.stringify(marker.value));
      const shape = shapeOf(ctx.universe, field.type);
      if (shape.kind !== wants[marker.key] && !hasUnknown(shape)) ctx.report("OM3047", marker.span, marker.key, wants[marker.key], field.name, describeShape(shape));
    }
  },
  checkType(decl, ctx) {
    for (const marker of decl.markers) {
      if ((marker.key === "mapType" || marker.key === "structType") && !values.has(marker.value)) {
        ctx.report("OM3046", marker.span, marker.key, JSON.stringify(marker.value));
      }
    }
  },
};
