// validation-gen refuses the package: +k8s:update, +k8s:neq, +k8s:dependentRequired/
// dependentForbidden, +k8s:monotonic and +k8s:minProperties/maxProperties where they cannot
// apply (src/analysis/k8s-update-tags.ts says why, OM3085–OM3089).

import { updateTagProblems, type TagScope } from "../../analysis/k8s-update-tags.js";
import type { Rule, RuleContext } from "../rule.js";

function report(ctx: RuleContext, scope: TagScope): void {
  for (const p of updateTagProblems(ctx.universe, scope)) ctx.report(p.code, p.marker.span, ...p.args);
}

export const k8sUpdateTags: Rule = {
  id: "k8s-update-tags",
  checkType(decl, ctx) {
    report(ctx, { decl });
  },
  checkField(field, owner, ctx) {
    report(ctx, { field, owner });
  },
};
