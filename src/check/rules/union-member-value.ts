// The value that selects a member must be one of the discriminator's enum values, no
// two members share one, and it should match the member's JSON name ignoring case.

import { ownUnions } from "../../analysis/unions.js";
import type { Rule } from "../rule.js";

export const unionMemberValue: Rule = {
  id: "union-member-value",
  checkType(decl, ctx) {
    for (const union of ownUnions(ctx.universe, decl).unions) {
      const enumType = ctx.enums.enumOf(union.discriminator.type);
      const values = enumType?.values.map((v) => v.value);
      const seen = new Map<string, string>();
      for (const member of union.members) {
        const span = member.marker.marker.span;
        if (values !== undefined && !values.includes(member.value)) {
          ctx.report("OM3011", span, member.field.name, JSON.stringify(member.value), enumType!.decl.name, values.map((v) => JSON.stringify(v)).join(", "));
        }
        const previous = seen.get(member.value);
        if (previous !== undefined) ctx.report("OM3012", span, previous, member.field.name, JSON.stringify(member.value));
        else seen.set(member.value, member.field.name);
        if (member.value.toLowerCase() !== member.jsonName.toLowerCase()) {
          ctx.report("OM3013", span, JSON.stringify(member.value), JSON.stringify(member.jsonName));
        }
      }
    }
  },
};
