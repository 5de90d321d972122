// A KEP-1027 member can be unset: it is optional (or omitzero), and a struct member is a
// pointer (or omitzero) so that "unset" and "empty" differ.

import { ownUnions } from "../../analysis/unions.js";
import { hasOmitZero, mayBeUnset } from "../../model/fields.js";
import type { Rule } from "../rule.js";
import { isStructValue } from "../shapes.js";

export const unionMemberOptional: Rule = {
  id: "union-member-optional",
  checkType(decl, ctx) {
    for (const member of ownUnions(ctx.universe, decl).members) {
      const field = member.field;
      if (!mayBeUnset(field)) ctx.report("OM3009", field.span, field.name);
      if (isStructValue(ctx.universe, field.type) && !hasOmitZero(field)) ctx.report("OM3010", field.span, field.name);
    }
  },
};
