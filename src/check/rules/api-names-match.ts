// API rule names_match (openapi-gen's report): "Go field names must be CamelCase. JSON
// field names must be camelCase. Other than capitalization of the initial letter, the two
// should almost always match." A member needs a json tag; its JSON name is the Go name with
// its initial capital, or its leading acronym, in lower case (PodSpec podSpec, JSONSpec
// jsonSpec); `json:"-"` is exempt. Since kube-openapi #504 an empty name is for a struct
// (or pointer to one) only, and metav1.ObjectMeta and ListMeta are named "metadata";
// before it, the JSON names "" and "metadata" were accepted on any member.

import { hasChange } from "../../era/openapi-gen.js";
import type { Field } from "../../model/ir.js";
import { declOf } from "../../model/types.js";
import { isStructKind, tagSpan, type ApiRule, type ApiRuleFinding, type LintedType } from "../api-rule.js";
import { equalFold } from "../go-strings.js";

const metaV1 = "k8s.io/apimachinery/pkg/apis/meta/v1";

export const apiNamesMatch: ApiRule = {
  id: "api-names-match",
  name: "names_match",
  checkType(type) {
    const findings: ApiRuleFinding[] = [];
    for (const member of type.members) {
      const reason = violation(type, member);
      if (reason !== undefined) {
        findings.push({ field: member.name, code: "OM3070", span: tagSpan(member), args: [member.name, type.decl.name, reason] });
      }
    }
    return findings;
  },
};

/** Why a member breaks the rule, or undefined when it keeps it. */
function violation(type: LintedType, member: Field): string | undefined {
  const tag = member.tag.get("json");
  if (tag === undefined) return `it has no json tag${suggestion(member.name, "; the rule accepts json:")}`;
  if (tag === "-") return undefined;
  const jsonName = tag.split(",")[0]!;
  if (!hasChange(type.era, "names-match-strict")) {
    return jsonName === "" || jsonName === "metadata" || namesMatch(member.name, jsonName) ? undefined : mismatch(member.name, jsonName);
  }
  if (jsonName === "") return emptyNameFits(type, member) ? undefined : "its JSON name is empty, which only a struct (or pointer to one) may have";
  const meta = metaType(member);
  if (meta !== undefined) return jsonName === "metadata" ? undefined : `a ${meta} must have the JSON name "metadata", not ${JSON.stringify(jsonName)}`;
  return namesMatch(member.name, jsonName) ? undefined : mismatch(member.name, jsonName);
}

function emptyNameFits(type: LintedType, member: Field): boolean {
  const t = member.type.kind === "pointer" ? member.type.elem : member.type;
  // A type the loader did not find (its module is missing: OM1015) is not judged.
  return isStructKind(type.universe, t) || (t.kind === "named" && declOf(type.universe, t) === undefined);
}

/** metav1.ObjectMeta or ListMeta as the member's own type (a pointer to one is not). */
function metaType(member: Field): string | undefined {
  const t = member.type;
  return t.kind === "named" && t.pkg === metaV1 && (t.name === "ObjectMeta" || t.name === "ListMeta") ? `metav1.${t.name}` : undefined;
}

function mismatch(goName: string, jsonName: string): string {
  return `its JSON name ${JSON.stringify(jsonName)} does not match the Go name${suggestion(goName, "; the rule accepts ")}`;
}

/** The rule's own answer for a Go name, when there is one: its leading capitals lowered. */
function suggestion(goName: string, lead: string): string {
  const capitals = /^[A-Z]+/.exec(goName)?.[0].length ?? 0;
  // Of a run of capitals followed by a lower-case letter, the last one starts the next word.
  const lowered = capitals > 1 && capitals < goName.length && /[a-z]/.test(goName[capitals]!) ? capitals - 1 : capitals;
  const name = goName.slice(0, lowered).toLowerCase() + goName.slice(lowered);
  return capitals > 0 && namesMatch(goName, name) ? `${lead}${JSON.stringify(name)}` : "";
}

/** kube-openapi's namesMatch, over UTF-8 bytes as Go indexes strings. */
export function namesMatch(goName: string, jsonName: string): boolean {
  if (/[_-]/.test(goName) || /[_-]/.test(jsonName) || !equalFold(goName, jsonName)) return false;
  const go = Buffer.from(goName, "utf8");
  const json = Buffer.from(jsonName, "utf8");
  // Folded equal but of other byte lengths (non-ASCII letters): openapi-gen would index
  // past the JSON name and crash; here it is simply no match.
  if (go.length !== json.length || go.length === 0) return false;
  if (!isCapital(go[0]!) || isCapital(json[0]!)) return false;
  for (let i = 0; i < go.length; i++) {
    if (go[i] === json[i]) return go.subarray(i).equals(json.subarray(i)) && (i === 1 || isCapital(go[i]!));
  }
  return true;
}

function isCapital(byte: number): boolean {
  return byte >= 0x41 && byte <= 0x5a;
}
