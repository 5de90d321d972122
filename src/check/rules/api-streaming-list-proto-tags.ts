// API rule streaming_list_type_proto_tags (openapi-gen's report, since kube-openapi #531):
// in a List type, the protobuf field numbers the streaming encoders write: TypeMeta has no
// protobuf tag, ListMeta is field 1 and Items field 2 (or they have no protobuf tag).

import { hasChange } from "../../era/openapi-gen.js";
import { isStreamingListType, tagSpan, tagValue, type ApiRule, type ApiRuleFinding } from "../api-rule.js";

/** The one protobuf tag each member may have besides none (TypeMeta: none at all). */
const wantedTags: ReadonlyMap<string, string> = new Map([
  ["ListMeta", "bytes,1,opt,name=metadata"],
  ["Items", "bytes,2,rep,name=items"],
]);

export const apiStreamingListProtoTags: ApiRule = {
  id: "api-streaming-list-proto-tags",
  name: "streaming_list_type_proto_tags",
  checkType(type) {
    if (!hasChange(type.era, "streaming-list-rules") || !isStreamingListType(type)) return [];
    const findings: ApiRuleFinding[] = [];
    for (const member of type.members) {
      const tag = tagValue(member, "protobuf");
      const wanted = wantedTags.get(member.name);
      if (tag === "" || tag === wanted) continue;
      const what = wanted === undefined ? "no protobuf tag" : `protobuf:${JSON.stringify(wanted)} or no protobuf tag`;
      findings.push({ field: member.name, code: "OM3076", span: tagSpan(member), args: [member.name, type.decl.name, what] });
    }
    return findings;
  },
};
