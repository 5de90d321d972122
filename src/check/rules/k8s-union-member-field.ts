// validation-gen refuses a union member that is a struct value ("can only be used on nilable
// and primitive types": it could never be unset) or that has no JSON name (errors name
// members by it).

import { k8sUnionProblems, type K8sUnionProblem } from "../../analysis/k8s-unions.js";
import type { Rule, RuleContext } from "../rule.js";

function report(problems: readonly K8sUnionProblem[], ctx: RuleContext): void {
  for (const p of problems) {
    if (p.kind === "memberType") ctx.report("OM3062", p.marker.span, p.args[0]!, p.args[1]!, p.args[2]!);
    if (p.kind === "noJsonName") ctx.report("OM3063", p.marker.span, p.args[0]!, p.args[1]!);
  }
}

export const k8sUnionMemberField: Rule = {
  id: "k8s-union-member-field",
  checkType(decl, ctx) {
    report(k8sUnionProblems(ctx.universe, { decl }), ctx);
  },
  checkField(field, _owner, ctx) {
    report(k8sUnionProblems(ctx.universe, { field }), ctx);
  },
};
