// The value that selects a member must be one of the discriminator's enum values, no
// two members share one, and it should match the member's JSON name ignoring case.

import { ownUnions } from "../../analysis/unions.js";
import { evaluateString } from "../../model/enums.js";
import type { TypeDecl } from "../../model/ir.js";
import type { Rule, RuleContext } from "../rule.js";

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
          const hint = untypedConstantHint(ctx, enumType!.decl, member.value);
          ctx.report("OM3011", span, member.field.name, JSON.stringify(member.value), enumType!.decl.name, values.map((v) => JSON.stringify(v)).join(", "), hint);
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

/** An untyped constant with the value is the usual cause: `Beta = "BETA"` in a typed block. */
function untypedConstantHint(ctx: RuleContext, enumDecl: TypeDecl, value: string): string {
  const consts = ctx.universe.packages.get(enumDecl.pkg)?.consts ?? [];
  const untyped = consts.find((c) => c.type === undefined && c.value !== undefined && evaluateString(ctx.universe, c.value) === value);
  return untyped === undefined ? "" : `; the constant ${untyped.name} has this value but no type: declare it as ${untyped.name} ${enumDecl.name} = ${JSON.stringify(value)}`;
}
