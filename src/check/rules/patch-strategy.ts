// patchStrategy is one of the strategies strategic merge patch knows, and a merge key
// (patchMergeKey or recommendedPatchMergeKey) only makes sense with `merge`.

import { patchValue, recommendedMergeKeys } from "../../markers/merge-keys.js";
import type { Rule } from "../rule.js";

const strategies = new Set(["merge", "replace", "retainKeys", "merge,retainKeys"]);

export const patchStrategy: Rule = {
  id: "patch-strategy",
  checkField(field, _owner, ctx) {
    const strategy = patchValue(field, "patchStrategy");
    if (strategy !== undefined && !strategies.has(strategy.value)) ctx.report("OM3034", strategy.span, JSON.stringify(strategy.value));
    const mergeKey = patchValue(field, "patchMergeKey") ?? recommendedMergeKeys(field);
    if (mergeKey !== undefined && !(strategy?.value ?? "").split(",").includes("merge")) {
      ctx.report("OM3035", mergeKey.span, field.name, strategy === undefined ? "none" : JSON.stringify(strategy.value));
    }
  },
};
