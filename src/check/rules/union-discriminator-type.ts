// A KEP-1027 discriminator is a string type marked +enum (not a pointer): its values are
// the union's vocabulary.

import { ownUnions } from "../../analysis/unions.js";
import { typeText } from "../../model/types.js";
import type { Rule } from "../rule.js";

export const unionDiscriminatorType: Rule = {
  id: "union-discriminator-type",
  checkType(decl, ctx) {
    for (const union of ownUnions(ctx.universe, decl).unions) {
      const field = union.discriminator;
      if (field.type.kind !== "named" || ctx.enums.enumOf(field.type) === undefined) {
        ctx.report("OM3004", field.span, field.name, typeText(field.type));
      }
    }
  },
};
