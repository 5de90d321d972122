// The CEL rules of validation-gen's unions for a schema builder: the rules a struct type's
// node carries (its fields' `+k8s:unionMember` / `+k8s:zeroOrOneOfMember` /
// `+k8s:unionDiscriminator`) and those a field's value carries (`+k8s:subfield(f)=`,
// `+k8s:item(k: v)=`), from the same analysis and tables as the TypeScript runtime.

import { fieldGoShape, k8sFieldUnions, k8sTypeUnions, structDecl } from "../../analysis/k8s-unions.js";
import { dict } from "../../json/dict.js";
import type { K8sUnion } from "../../analysis/k8s-unions.js";
import { inlinedStruct } from "../../model/fields.js";
import type { Field, TypeDecl, TypeRef, Universe } from "../../model/ir.js";
import { declOf, structFields } from "../../model/types.js";
import type { Span } from "../../parse/syntax.js";
import type { FieldTable, GoShape, ValueKind } from "../../runtime/tables.js";
import { k8sUnionTable } from "../ts-tables.js";
import { k8sUnionRules, type CelRule } from "./k8s-union-rules.js";

/** The rules of one union, and where its first member's tag is (cost diagnostics point there). */
export interface UnionRuleGroup {
  readonly span: Span | undefined;
  readonly rules: readonly CelRule[];
}

/** The rules on a struct type's node. */
export function typeUnionRules(universe: Universe, decl: TypeDecl): CelRule[] {
  return typeUnionRuleGroups(universe, decl).flatMap((g) => g.rules);
}

export function typeUnionRuleGroups(universe: Universe, decl: TypeDecl): UnionRuleGroup[] {
  if (decl.type.kind !== "struct") return [];
  return rulesOf(k8sTypeUnions(universe, decl).unions, memberFields(universe, decl));
}

/** The rules on a field's value (`jsonName` names the list in item members' names). */
export function fieldUnionRules(universe: Universe, field: Field, jsonName: string): CelRule[] {
  return fieldUnionRuleGroups(universe, field, jsonName).flatMap((g) => g.rules);
}

export function fieldUnionRuleGroups(universe: Universe, field: Field, jsonName: string): UnionRuleGroup[] {
  const unions = k8sFieldUnions(universe, field, jsonName).unions;
  if (unions.length === 0) return [];
  const target = structDecl(universe, field.type);
  return rulesOf(unions, target === undefined ? {} : memberFields(universe, target));
}

function rulesOf(unions: readonly K8sUnion[], fields: Readonly<Record<string, FieldTable>>): UnionRuleGroup[] {
  return unions.map((union) => ({ span: union.members[0]?.tag.marker.span, rules: k8sUnionRules(k8sUnionTable(union), fields) }));
}

/** What the rules need of a struct's fields (its inlined structs' too): Go shape and JSON kind. */
function memberFields(universe: Universe, decl: TypeDecl): Record<string, FieldTable> {
  const out = dict<FieldTable>();
  const visit = (current: TypeDecl, depth: number): void => {
    for (const field of structFields(universe, current)) {
      const inlined = inlinedStruct(field, universe);
      if (inlined !== undefined && depth < 16) visit(inlined, depth + 1);
      const name = field.json?.name;
      if (name === undefined || name === "" || name === "-") continue;
      const shape = fieldGoShape(universe, field);
      out[name] = { kind: valueKind(universe, field.type), ...(shape === "other" ? {} : { goShape: shape as GoShape }) };
    }
  };
  visit(decl, 0);
  return out;
}

/** The JSON kind of a builtin-valued field (what a non-zero test compares with); "object" otherwise. */
function valueKind(universe: Universe, ref: TypeRef): ValueKind {
  let current = ref;
  for (let hops = 0; hops < 32 && current.kind === "named"; hops++) {
    const decl = declOf(universe, current);
    if (decl === undefined) break;
    current = decl.type;
  }
  if (current.kind !== "builtin") return "object";
  if (current.name === "string") return "string";
  if (current.name === "bool") return "boolean";
  return /^float/.test(current.name) ? "number" : "integer";
}
