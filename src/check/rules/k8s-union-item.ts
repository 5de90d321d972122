// +k8s:item(key: value)= members: validation-gen needs a listType=map list of structs with
// listMapKeys, one named argument per key with a value of the key's type, and each item
// selected once.

import { k8sUnionProblems } from "../../analysis/k8s-unions.js";
import type { Rule } from "../rule.js";

export const k8sUnionItem: Rule = {
  id: "k8s-union-item",
  checkType(decl, ctx) {
    for (const p of k8sUnionProblems(ctx.universe, { decl })) if (p.kind === "item") ctx.report("OM3064", p.marker.span, p.args[0]!);
  },
  checkField(field, _owner, ctx) {
    for (const p of k8sUnionProblems(ctx.universe, { field })) if (p.kind === "item") ctx.report("OM3064", p.marker.span, p.args[0]!);
  },
};
