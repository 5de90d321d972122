// API rule omitempty_match_case (openapi-gen's report): `omitempty` is written in lower
// case. encoding/json compares its options exactly, so `json:"name,omitEmpty"` is not
// omitempty at all. One violation per misspelt option, as openapi-gen counts them.

import { tagSpan, type ApiRule, type ApiRuleFinding } from "../api-rule.js";
import { equalFold } from "../go-strings.js";

export const apiOmitemptyMatchCase: ApiRule = {
  id: "api-omitempty-match-case",
  name: "omitempty_match_case",
  checkType(type) {
    const findings: ApiRuleFinding[] = [];
    for (const member of type.members) {
      const [name, ...options] = member.tag.get("json")?.split(",") ?? [];
      if (name === "-") continue;
      for (const option of options) {
        if (option !== "omitempty" && equalFold(option, "omitempty")) {
          findings.push({ field: member.name, code: "OM3071", span: tagSpan(member), args: [JSON.stringify(option), member.name, type.decl.name] });
        }
      }
    }
    return findings;
  },
};
