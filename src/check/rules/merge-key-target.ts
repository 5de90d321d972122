// Merge keys identify the items of a list of structs, so they only go on such lists and
// must name JSON fields of the item struct.

import { patchValue, recommendedMergeKeys } from "../../markers/merge-keys.js";
import type { Rule } from "../rule.js";
import { describeShape, hasUnknown, shapeOf } from "../shapes.js";
import { resolvedStruct } from "../../resolved/struct-members.js";

export const mergeKeyTarget: Rule = {
  id: "merge-key-target",
  checkField(field, _owner, ctx) {
    const single = patchValue(field, "patchMergeKey");
    const recommended = recommendedMergeKeys(field);
    const uses: { label: string; keys: readonly string[]; span: typeof field.span }[] = [];
    if (single !== undefined) uses.push({ label: "patchMergeKey", keys: [single.value], span: single.span });
    if (recommended !== undefined) uses.push({ label: "recommendedPatchMergeKey", keys: recommended.keys, span: recommended.span });
    if (uses.length === 0) return;
    const shape = shapeOf(ctx.universe, field.type);
    if (hasUnknown(shape)) return;
    if (shape.kind !== "list" || shape.items.kind !== "struct") {
      for (const use of uses) ctx.report("OM3030", use.span, use.label, field.name, describeShape(shape));
      return;
    }
    const fields = resolvedStruct(ctx.universe, shape.items.decl, ctx.reading).properties;
    const reported = new Set<string>();
    for (const use of uses) {
      for (const key of use.keys) {
        if (fields.has(key) || reported.has(key)) continue;
        reported.add(key);
        ctx.report("OM3031", use.span, JSON.stringify(key), shape.items.decl.name);
      }
    }
  },
};
