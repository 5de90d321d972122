// validation-gen: +k8s:unionDiscriminator "can only be used on string types".

import { k8sUnionProblems } from "../../analysis/k8s-unions.js";
import type { Rule } from "../rule.js";

export const k8sUnionDiscriminatorType: Rule = {
  id: "k8s-union-discriminator-type",
  checkType(decl, ctx) {
    for (const p of k8sUnionProblems(ctx.universe, { decl })) if (p.kind === "discriminatorType") ctx.report("OM3061", p.marker.span, p.args[0]!, p.args[1]!);
  },
  checkField(field, _owner, ctx) {
    for (const p of k8sUnionProblems(ctx.universe, { field })) if (p.kind === "discriminatorType") ctx.report("OM3061", p.marker.span, p.args[0]!, p.args[1]!);
  },
};
