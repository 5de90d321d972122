// The wrappers around union tags: +k8s:subfield needs a struct and one of its JSON names,
// +k8s:alpha/+k8s:beta take at most a `1.<minor>` version, +k8s:ifEnabled/+k8s:ifDisabled
// need an option name — and, around a union tag, have no effect in validation-gen (the
// member only joins the union; the union's check is generated unconditionally): a warning.

import { k8sUnionProblems, type K8sUnionProblem } from "../../analysis/k8s-unions.js";
import type { Rule, RuleContext } from "../rule.js";

function report(problems: readonly K8sUnionProblem[], ctx: RuleContext): void {
  for (const p of problems) {
    if (p.kind === "subfield") ctx.report("OM3065", p.marker.span, p.args[0]!);
    if (p.kind === "level") ctx.report("OM3066", p.marker.span, p.args[0]!);
    if (p.kind === "option") ctx.report("OM3067", p.marker.span, p.args[0]!);
    if (p.kind === "condition") ctx.report("OM3068", p.marker.span, p.args[0]!);
  }
}

export const k8sUnionWrappers: Rule = {
  id: "k8s-union-wrappers",
  checkType(decl, ctx) {
    report(k8sUnionProblems(ctx.universe, { decl }), ctx);
  },
  checkField(field, _owner, ctx) {
    report(k8sUnionProblems(ctx.universe, { field }), ctx);
  },
};
