// API rule list_type_missing (openapi-gen's report): every list member says what kind of
// list it is with +listType, so that server-side apply can merge it — except []byte (a
// string in JSON; exempt since kube-openapi #437) and the Items of
// a List type (a struct with a ListMeta member), whose list type is implied and which
// must not have one.
// Only a slice written as such counts (`[]T`, not a named slice type nor a pointer to one),
// as gengo's member kind tells.

import { hasChange } from "../../era/openapi-gen.js";
import { hasMarker } from "../../markers/comment-tags.js";
import type { Field } from "../../model/ir.js";
import { followGoAliases } from "../../model/types.js";
import { hasMember, type ApiRule, type ApiRuleFinding, type LintedType } from "../api-rule.js";

export const apiListTypeMissing: ApiRule = {
  id: "api-list-type-missing",
  name: "list_type_missing",
  checkType(type) {
    const findings: ApiRuleFinding[] = [];
    for (const member of type.members) {
      if (member.type.kind !== "slice") continue;
      const hasListType = hasMarker(member.markers, "listType");
      if (member.name === "Items" && hasMember(type, "ListMeta")) {
        if (hasListType) findings.push({ field: member.name, code: "OM3073", span: listTypeSpan(member), args: [type.decl.name] });
      } else if (!hasListType && !isExemptBytes(type, member)) {
        findings.push({ field: member.name, code: "OM3072", span: member.span, args: [member.name, type.decl.name] });
      }
    }
    return findings;
  },
};

function isExemptBytes(type: LintedType, member: Field): boolean {
  if (member.type.kind !== "slice" || !hasChange(type.era, "list-type-bytes")) return false;
  // The rule compares the element with gengo's Byte, which its universe also hands out for
  // uint8 and int8, and which a Go alias (type B = byte) resolves to; a named type does not.
  const elem = followGoAliases(type.universe, member.type.elem);
  return elem.kind === "builtin" && byteLike.has(elem.name);
}

const byteLike: ReadonlySet<string> = new Set(["byte", "uint8", "int8"]);

function listTypeSpan(member: Field): Field["span"] {
  return member.markers.find((m) => m.key === "listType")?.span ?? member.span;
}
