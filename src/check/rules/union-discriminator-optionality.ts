// KEP-1027: a discriminator with a +default is optional and omitempty (whatever its
// enum); otherwise it is required, unless its enum has the empty value (then it may be
// optional, and is then omitempty).

import { ownUnions } from "../../analysis/unions.js";
import { hasMarker } from "../../markers/comment-tags.js";
import { hasOmitEmpty, isOptionalField } from "../../model/fields.js";
import type { Rule } from "../rule.js";

export const unionDiscriminatorOptionality: Rule = {
  id: "union-discriminator-optionality",
  checkType(decl, ctx) {
    for (const union of ownUnions(ctx.universe, decl).unions) {
      const field = union.discriminator;
      const enumType = ctx.enums.enumOf(field.type);
      if (enumType === undefined) continue;
      const omitEmpty = hasOmitEmpty(field);
      if (hasMarker(field.markers, "default")) {
        if (!omitEmpty || !isOptionalField(field)) ctx.report("OM3007", field.span, field.name);
      } else if (enumType.values.some((v) => v.value === "")) {
        if (isOptionalField(field) && !omitEmpty) ctx.report("OM3006", field.span, field.name);
      } else if (isOptionalField(field)) {
        ctx.report("OM3005", field.span, field.name);
      }
    }
  },
};

