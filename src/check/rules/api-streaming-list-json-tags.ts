// API rule streaming_list_type_json_tags (openapi-gen's report, since kube-openapi #531):
// the members of a List type are serialized as the streaming encoders expect: TypeMeta
// inlined, ListMeta as "metadata,omitempty", Items as "items". TypeMeta must be tagged
// exactly json:",inline" until kube-openapi #587; since, it must be embedded, with a json
// tag that is empty or ",inline" (the change that also made inlining structural: its era
// is "embedded-omitempty").

import { hasChange } from "../../era/openapi-gen.js";
import type { Field } from "../../model/ir.js";
import { isStreamingListType, tagSpan, tagValue, type ApiRule, type ApiRuleFinding, type LintedType } from "../api-rule.js";

export const apiStreamingListJsonTags: ApiRule = {
  id: "api-streaming-list-json-tags",
  name: "streaming_list_type_json_tags",
  checkType(type) {
    if (!hasChange(type.era, "streaming-list-rules") || !isStreamingListType(type)) return [];
    const findings: ApiRuleFinding[] = [];
    for (const member of type.members) {
      const wanted = expected(type, member);
      if (wanted !== undefined) findings.push({ field: member.name, code: "OM3075", span: tagSpan(member), args: [member.name, type.decl.name, wanted] });
    }
    return findings;
  },
};

/** What the member should be, when it is not. */
function expected(type: LintedType, member: Field): string | undefined {
  switch (member.name) {
    case "TypeMeta":
      return typeMetaInlined(type, member) ? undefined : typeMetaWanted(type);
    case "ListMeta":
      return tagValue(member, "json") === "metadata,omitempty" ? undefined : 'tagged json:"metadata,omitempty"';
    default:
      return tagValue(member, "json") === "items" ? undefined : 'tagged json:"items"';
  }
}

function typeMetaInlined(type: LintedType, member: Field): boolean {
  if (!hasChange(type.era, "embedded-omitempty")) return tagValue(member, "json") === ",inline";
  const tag = member.tag.get("json");
  return member.embedded && (tag === "" || tag === ",inline");
}

function typeMetaWanted(type: LintedType): string {
  return hasChange(type.era, "embedded-omitempty") ? 'embedded and tagged json:"" or json:",inline"' : 'tagged json:",inline"';
}
