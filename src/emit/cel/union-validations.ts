// The union constraints of a schema builder, from the same analysis and tables as the
// TypeScript runtime: on a struct type's node, its validation-gen unions (its fields'
// `+k8s:unionMember` / `+k8s:zeroOrOneOfMember` / `+k8s:unionDiscriminator`) and its KEP-1027
// unions (`+unionDiscriminator` / `+unionMember`); on a field's value, its validation-gen
// subfield and item unions (`+k8s:subfield(f)=`, `+k8s:item(k: v)=`). Each union is CEL rules,
// or in the structural form a `oneOf`/`anyOf`/`allOf` schema where that can say it (CEL
// otherwise, with the reason for a note).

import { fieldGoShape, k8sFieldUnions, k8sTypeUnions, structDecl, type K8sUnion } from "../../analysis/k8s-unions.js";
import { ownUnions } from "../../analysis/unions.js";
import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { dict } from "../../json/dict.js";
import { buildEnumIndex } from "../../model/enums.js";
import { inlinedStruct } from "../../model/fields.js";
import type { Field, TypeDecl, TypeRef, Universe } from "../../model/ir.js";
import { declOf, structFields } from "../../model/types.js";
import type { Span } from "../../parse/syntax.js";
import type { FieldTable, GoShape, K8sUnionTable, ValueKind } from "../../runtime/tables.js";
import { k8sUnionTable, unionTable } from "../ts/ts-tables.js";
import { kepUnionEntry } from "../openapi/unions-kep.js";
import { kepUnionRules, kepUnionRulesWithoutRatchet } from "./kep-union-rules.js";
import { k8sUnionRules, k8sUnionRulesWithoutRatchet, ratchetsOnlyUnchanged, type CelRule } from "./k8s-union-rules.js";
import { countSchema, discriminatorIn, either, goSetSchema, kepStructural, not, type StructuralSchema, type UnionRulesForm } from "./structural.js";

/** What a node gets for its unions. */
export interface UnionConstraints {
  readonly rules: CelRule[];
  readonly structural: StructuralSchema[];
  /** Unions written as CEL although the structural form was asked for: why, one per union. */
  readonly celFallbacks: string[];
  /** Where a validation-gen union's rules come from: its first member's tag (cost diagnostics point there). */
  readonly origins: Map<CelRule, Span>;
  /** Unions whose CEL rules ratchet otherwise than validation-gen (OM5090), at their first member's tag. */
  readonly ratchetNotes: Diagnostic[];
  /** A rule that ratchets through oldSelf, and the same rule without (for where the API server refuses oldSelf). */
  readonly withoutRatchet: Map<CelRule, CelRule>;
}

export interface UnionOptions {
  readonly form: UnionRulesForm;
  /** Also the KEP-1027 unions of inlined embedded structs (a schema that is not flattened, as OpenAPI 3 definitions). */
  readonly inlinedKep: boolean;
}

/** The constraints on a struct type's node. */
export function typeUnionConstraints(universe: Universe, decl: TypeDecl, options: UnionOptions): UnionConstraints {
  const out: UnionConstraints = { rules: [], structural: [], celFallbacks: [], origins: new Map(), ratchetNotes: [], withoutRatchet: new Map() };
  if (decl.type.kind !== "struct") return out;
  const fields = memberFields(universe, decl);
  for (const union of k8sTypeUnions(universe, decl).unions) addK8sUnion(out, union, fields, options.form);
  for (const owner of kepOwners(universe, decl, options.inlinedKep)) {
    const unions = ownUnions(universe, owner).unions;
    if (unions.length === 0) continue;
    const ownerFields = owner === decl ? fields : memberFields(universe, owner);
    for (const union of unions) {
      const table = unionTable(kepUnionEntry(union, buildEnumIndex(universe)));
      const structural = options.form === "structural" ? kepStructural(table, ownerFields) : undefined;
      if (structural !== undefined) out.structural.push(structural);
      else addPaired(out, kepUnionRules(table, ownerFields), kepUnionRulesWithoutRatchet(table, ownerFields));
      if (options.form === "structural" && structural === undefined) out.celFallbacks.push(`the KEP-1027 union of \`${union.discriminatorJson}\`: a member's "set" test or the discriminator cannot be written under allOf/anyOf`);
    }
  }
  return out;
}

/** The constraints on a field's value (`jsonName` names the list in item members' names). */
export function fieldUnionConstraints(universe: Universe, field: Field, jsonName: string, form: UnionRulesForm): UnionConstraints {
  const out: UnionConstraints = { rules: [], structural: [], celFallbacks: [], origins: new Map(), ratchetNotes: [], withoutRatchet: new Map() };
  const unions = k8sFieldUnions(universe, field, jsonName).unions;
  if (unions.length === 0) return out;
  const target = structDecl(universe, field.type);
  const fields = target === undefined ? {} : memberFields(universe, target);
  for (const union of unions) addK8sUnion(out, union, fields, form);
  return out;
}

function addK8sUnion(out: UnionConstraints, k8sUnion: K8sUnion, fields: Readonly<Record<string, FieldTable>>, form: UnionRulesForm): void {
  const union = k8sUnionTable(k8sUnion);
  const span = k8sUnion.members[0]?.tag.marker.span;
  const before = out.rules.length;
  addK8sUnionConstraints(out, union, fields, form);
  if (span === undefined) return;
  const added = out.rules.slice(before);
  for (const rule of added) out.origins.set(rule, span);
  if (added.length > 0 && ratchetsOnlyUnchanged(union)) out.ratchetNotes.push(diagnose("OM5090", span, unionLabel(union)));
}

/** How a note names a validation-gen union: its name, else its members. */
function unionLabel(union: K8sUnionTable): string {
  return union.name !== "" ? `union "${union.name}"` : `the union of ${union.members.map((m) => `\`${m.name}\``).join(", ")}`;
}

function addK8sUnionConstraints(out: UnionConstraints, union: K8sUnionTable, fields: Readonly<Record<string, FieldTable>>, form: UnionRulesForm): void {
  if (form === "structural") {
    const structural = k8sStructural(union, fields);
    if (typeof structural !== "string") {
      out.structural.push(structural);
      return;
    }
    out.celFallbacks.push(structural);
  }
  addPaired(out, k8sUnionRules(union, fields), k8sUnionRulesWithoutRatchet(union, fields));
}

/** Rules that may ratchet through oldSelf, each paired with its form without (`plain`, same order). */
function addPaired(out: UnionConstraints, rules: readonly CelRule[], plain: readonly CelRule[]): void {
  rules.forEach((rule, i) => {
    if (rule.optionalOldSelf === true && plain[i] !== undefined) out.withoutRatchet.set(rule, plain[i]!);
  });
  out.rules.push(...rules);
}

/** A validation-gen union in the structural form, or why it cannot be. */
export function k8sStructural(union: K8sUnionTable, fields: Readonly<Record<string, FieldTable>>): StructuralSchema | string {
  const label = union.name === "" ? "the union" : `union "${union.name}"`;
  const sets: StructuralSchema[] = [];
  for (const member of union.members) {
    if (member.item !== undefined) return `${label} has list-item members (OpenAPI 3.0 has no \`contains\`)`;
    const set = goSetSchema(member.field ?? "", fields[member.field ?? ""]);
    if (set === undefined) return `${label}: the "set" test of member \`${member.name}\` cannot be written under oneOf`;
    sets.push(set);
  }
  if (union.kind !== "discriminated") return countSchema(union.kind, sets);
  // each member: set only when the discriminator names it, and set when it does (its two CEL rules)
  const d = union.discriminator!;
  const selects = union.members.map((m) => discriminatorIn(d, [m.memberName]));
  if (selects.some((s) => s === undefined)) return `${label}: its discriminator \`${d}\` cannot be tested under allOf/anyOf`;
  const parts = sets.flatMap((set, i) => [either(not(set), selects[i]!), either(set, not(selects[i]!))]);
  return parts.length === 0 ? {} : { allOf: parts }; // draft 4: allOf has at least one schema
}

/** The struct and, when asked, the structs inlined into it (not through pointers), depth-bounded. */
function kepOwners(universe: Universe, decl: TypeDecl, inlined: boolean): TypeDecl[] {
  const owners = [decl];
  if (!inlined) return owners;
  const visit = (current: TypeDecl, depth: number): void => {
    for (const field of structFields(universe, current)) {
      const next = field.type.kind === "named" ? inlinedStruct(field, universe) : undefined;
      if (next === undefined || depth >= 16 || owners.includes(next)) continue;
      owners.push(next);
      visit(next, depth + 1);
    }
  };
  visit(decl, 0);
  return owners;
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
