// Multi-field merge keys (the seed's rules): tag and marker agree; the list starts with
// the default merge key (patchMergeKey) and names every key once.

import { patchValue, recommendedMergeKeys } from "../../markers/merge-keys.js";
import type { Rule } from "../rule.js";

export const recommendedMergeKeysRule: Rule = {
  id: "recommended-merge-keys",
  checkField(field, _owner, ctx) {
    const recommended = recommendedMergeKeys(field);
    if (recommended === undefined) return;
    if (recommended.fromMarker !== undefined && recommended.fromTag !== undefined && recommended.fromMarker.value !== recommended.fromTag) {
      ctx.report("OM3036", recommended.fromMarker.span, JSON.stringify(recommended.fromTag), JSON.stringify(recommended.fromMarker.value));
    }
    const defaultKey = patchValue(field, "patchMergeKey")?.value;
    if (recommended.keys[0] !== defaultKey) {
      ctx.report("OM3032", recommended.span, JSON.stringify(recommended.value), defaultKey === undefined ? "(no patchMergeKey)" : JSON.stringify(defaultKey));
    }
    const seen = new Set<string>();
    for (const key of recommended.keys) {
      if (seen.has(key)) ctx.report("OM3033", recommended.span, JSON.stringify(recommended.value), JSON.stringify(key));
      seen.add(key);
    }
  },
};
