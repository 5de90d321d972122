// API rule streaming_list_type_field_order (openapi-gen's report, since kube-openapi #531):
// a List type (members TypeMeta, ListMeta and Items, and no others) declares them in this
// order, which the API server's streaming encoders of lists rely on.

import { hasChange } from "../../era/openapi-gen.js";
import { isStreamingListType, type ApiRule, type ApiRuleFinding } from "../api-rule.js";

const order = ["TypeMeta", "ListMeta", "Items"] as const;

export const apiStreamingListFieldOrder: ApiRule = {
  id: "api-streaming-list-field-order",
  name: "streaming_list_type_field_order",
  checkType(type) {
    if (!hasChange(type.era, "streaming-list-rules") || !isStreamingListType(type)) return [];
    const findings: ApiRuleFinding[] = [];
    order.forEach((name, i) => {
      if (type.members[i]!.name === name) return;
      const member = type.members.find((m) => m.name === name)!;
      findings.push({ field: name, code: "OM3074", span: member.span, args: [name, type.decl.name, String(i + 1)] });
    });
    return findings;
  },
};
