// openapi-gen's API rules (kube-openapi pkg/generators/rules): conventions that every type
// openapi-gen looks at is linted against. openapi-gen writes each violation as a line of
// its report (--report-filename), `API rule violation: <rule>,<package>,<type>,<field>`,
// and never fails on them; `check` reports them as diagnostics (api-rule-check.ts).
//
// The rules see a struct as gengo's types.Type does: its direct members in declaration
// order (an embedded member is named after its type, and is not flattened), each with its
// raw struct tag and its own doc comment.

import type { Code } from "../diag/codes.js";
import type { Era } from "../era/openapi-gen.js";
import type { Field, TypeDecl, TypeRef, Universe } from "../model/ir.js";
import { openapiGenSees } from "../model/openapi-gen-filter.js";
import { declKind, declOf, structFields } from "../model/types.js";
import type { Span } from "../parse/syntax.js";

/** A struct type openapi-gen lints, with what its rules read. */
export interface LintedType {
  readonly universe: Universe;
  readonly era: Era;
  readonly decl: TypeDecl;
  readonly members: readonly Field[];
}

/** One violation: the member the report names ("" for the whole type), and its diagnostic. */
export interface ApiRuleFinding {
  readonly field: string;
  readonly code: Code;
  readonly span: Span;
  readonly args: readonly string[];
}

export interface ApiRule {
  /** Stable name of our rule, e.g. "api-names-match". */
  readonly id: string;
  /** The rule's name in openapi-gen's report, e.g. "names_match". */
  readonly name: string;
  checkType(type: LintedType): ApiRuleFinding[];
}

/** The struct types of the input packages that openapi-gen lints (apiTypeFilterFunc), in name order. */
export function lintedTypes(universe: Universe, era: Era): LintedType[] {
  const out: LintedType[] = [];
  for (const pkg of universe.packages.values()) {
    if (!pkg.isInput) continue;
    for (const decl of pkg.types.values()) {
      if (!openapiGenSees(pkg, decl) || declKind(universe, decl) !== "struct") continue;
      out.push({ universe, era, decl, members: structFields(universe, decl) });
    }
  }
  return out;
}

export function hasMember(type: LintedType, name: string): boolean {
  return type.members.some((m) => m.name === name);
}

/** Where a finding about a member's struct tag points: the tag, else the member. */
export function tagSpan(field: Field): Span {
  return field.tagSpan ?? field.span;
}

/** reflect.StructTag.Get: the value of a key, "" when absent. */
export function tagValue(field: Field, key: string): string {
  return field.tag.get(key) ?? "";
}

/** gengo's Kind == Struct for a member's type: a struct, named or not (not through pointers). */
export function isStructKind(universe: Universe, type: TypeRef): boolean {
  if (type.kind === "struct") return true;
  if (type.kind !== "named") return false;
  const decl = declOf(universe, type);
  return decl !== undefined && declKind(universe, decl) === "struct";
}

/**
 * openapi-gen's list type, for the streaming rules: exactly three members, named TypeMeta,
 * ListMeta and Items in any order.
 */
export function isStreamingListType(type: LintedType): boolean {
  return type.members.length === 3 && ["TypeMeta", "ListMeta", "Items"].every((name) => hasMember(type, name));
}
