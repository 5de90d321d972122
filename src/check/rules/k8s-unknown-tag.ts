// A misspelt tag of the +k8s: union family (`+k8s:unionMemebr`) is silently ignored by
// validation-gen, and the field silently leaves its union: say "did you mean". Names that
// validation-gen or another Kubernetes generator knows are never reported.

import type { Marker } from "../../markers/comment-tags.js";
import { parseCodeTag, type CodeTag } from "../../markers/codetags.js";
import { editDistance } from "../../markers/registry.js";
import type { Rule, RuleContext } from "../rule.js";

const family = [
  "k8s:unionMember", "k8s:zeroOrOneOfMember", "k8s:unionDiscriminator", "k8s:item", "k8s:subfield",
  "k8s:alpha", "k8s:beta", "k8s:ifEnabled", "k8s:ifDisabled", "k8s:listType", "k8s:listMapKey",
];

/** validation-gen's tags (v0.36 and 1.37) and the k8s: names of the other generators. */
const known = new Set([
  ...family, "k8s:customUnique", "k8s:discriminator", "k8s:eachKey", "k8s:eachVal", "k8s:enum", "k8s:enumExclude",
  "k8s:forbidden", "k8s:format", "k8s:immutable", "k8s:maxBytes", "k8s:maxItems", "k8s:maxLength", "k8s:maximum",
  "k8s:member", "k8s:modeDiscriminator", "k8s:ifMode", "k8s:minItems", "k8s:minLength", "k8s:minimum", "k8s:neq", "k8s:opaqueType", "k8s:optional",
  "k8s:required", "k8s:unique", "k8s:update", "k8s:validateError", "k8s:validateFalse", "k8s:validateTrue",
  "k8s:deepcopy-gen", "k8s:conversion-gen", "k8s:conversion-fn", "k8s:defaulter-gen", "k8s:protobuf-gen",
  "k8s:openapi-gen", "k8s:openapi-model-package", "k8s:validation-gen", "k8s:deprecated", "k8s:isSubresource",
  "k8s:supportsSubresource", "k8s:nullable", "k8s:listMapKeys",
  // validation-gen 1.37
  "k8s:monotonic", "k8s:minProperties", "k8s:maxProperties", "k8s:dependentRequired", "k8s:dependentForbidden",
]);

function check(markers: readonly Marker[], ctx: RuleContext): void {
  for (const marker of markers) {
    if (!marker.key.startsWith("k8s:")) continue;
    const parsed = parseCodeTag(marker.text);
    if (!parsed.ok) continue;
    for (let tag: CodeTag | undefined = parsed.tag; tag !== undefined; tag = tag.valueTag) {
      if (known.has(tag.name) || tag.name.startsWith("k8s:prerelease-lifecycle-gen") || tag.name.startsWith("k8s:validation:") || tag.name.startsWith("k8s:openapi")) continue;
      const suggestion = family.map((name) => [editDistance(tag!.name, name, 2), name] as const).filter(([d]) => d <= 2).sort((a, b) => a[0] - b[0])[0];
      if (suggestion !== undefined) ctx.report("OM3069", marker.span, tag.name, suggestion[1]);
    }
  }
}

export const k8sUnknownTag: Rule = {
  id: "k8s-unknown-tag",
  checkType(decl, ctx) {
    check(decl.markers, ctx);
  },
  checkField(field, _owner, ctx) {
    check(field.markers, ctx);
  },
};
