// A +k8s: tag of the union family that gengo's codetags cannot parse: validation-gen stops
// on it, so the union it belongs to would never be generated.

import { k8sUnionProblems } from "../../analysis/k8s-unions.js";
import type { Rule } from "../rule.js";

export const k8sTagSyntax: Rule = {
  id: "k8s-tag-syntax",
  checkType(decl, ctx) {
    for (const p of k8sUnionProblems(ctx.universe, { decl })) if (p.kind === "syntax") ctx.report("OM3060", p.marker.span, p.args[0]!, p.args[1]!);
  },
};
