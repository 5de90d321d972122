// What validation-gen refuses in the tags of k8s-update-tags.ts (the package does not
// generate), for `check`: an unknown +k8s:update constraint (OM3085), +k8s:update where it
// cannot apply (OM3086), +k8s:neq on a type it cannot compare or with a payload of another
// type (OM3087), +k8s:dependentRequired/dependentForbidden naming no usable sibling (OM3088),
// +k8s:monotonic on a non-integer and +k8s:minProperties/maxProperties off a map or out of
// range (OM3089). Tags behind +k8s:eachVal/eachKey apply to elements and are not looked at.

import type { Code } from "../diag/codes.js";
import type { Marker } from "../markers/comment-tags.js";
import { parseCodeTag, type CodeTag } from "../markers/codetags.js";
import { UPDATE_CONSTRAINTS } from "../markers/k8s-update-tags.js";
import type { Field, TypeDecl, TypeRef, Universe } from "../model/ir.js";
import { structFields, typeText } from "../model/types.js";
import { goIntValue } from "../parse/go-int.js";
import { builtinBehind, goShape } from "./go-shape.js";

export interface UpdateTagProblem {
  readonly code: Extract<Code, "OM3085" | "OM3086" | "OM3087" | "OM3088" | "OM3089">;
  readonly marker: Marker;
  readonly args: readonly string[];
}

/** Where the tags are: a field of a struct, or a type declaration. */
export type TagScope = { readonly field: Field; readonly owner: TypeDecl } | { readonly decl: TypeDecl };

const WRAPPERS: ReadonlySet<string> = new Set(["k8s:alpha", "k8s:beta", "k8s:ifEnabled", "k8s:ifDisabled"]);
const INTEGERS: ReadonlySet<string> = new Set(["int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "byte", "rune", "uintptr"]);
const MAX_PROPERTIES = 100000;

export function updateTagProblems(universe: Universe, scope: TagScope): UpdateTagProblem[] {
  const markers = "field" in scope ? scope.field.markers : scope.decl.markers;
  const type = "field" in scope ? scope.field.type : scope.decl.type;
  const where = "field" in scope ? scope.field.name : scope.decl.name;
  const out: UpdateTagProblem[] = [];
  for (const marker of markers) {
    if (!marker.text.startsWith("k8s:")) continue;
    const parsed = parseCodeTag(marker.text);
    const tag = parsed.ok ? terminal(parsed.tag) : undefined;
    if (tag === undefined) continue;
    const name = tag.name.slice("k8s:".length);
    const problem = (code: UpdateTagProblem["code"], ...args: string[]): void => void out.push({ code, marker, args });
    if (name === "update" && "field" in scope) updateProblem(universe, tag, type, where, problem);
    else if (name === "neq") neqProblem(universe, tag, type, where, problem);
    else if ((name === "dependentRequired" || name === "dependentForbidden") && "field" in scope) dependencyProblem(universe, tag, name, scope.field, scope.owner, problem);
    else if (name === "monotonic" && !INTEGERS.has(builtinBehind(universe, type) ?? "")) problem("OM3089", name, where, `must be an integer type, and ${where} is ${typeText(type)}`);
    else if (name === "minProperties" || name === "maxProperties") propertiesProblem(universe, tag, name, type, where, problem);
  }
  return out;
}

type Report = (code: UpdateTagProblem["code"], ...args: string[]) => void;

/** The tag a chain of level and option wrappers ends in; undefined behind eachVal/eachKey. */
function terminal(first: CodeTag): CodeTag | undefined {
  let tag: CodeTag | undefined = first;
  while (tag !== undefined && WRAPPERS.has(tag.name)) tag = tag.valueTag;
  return tag;
}

function updateProblem(universe: Universe, tag: CodeTag, type: TypeRef, where: string, problem: Report): void {
  const value = tag.value?.text ?? "";
  if (!(UPDATE_CONSTRAINTS as readonly string[]).includes(value)) {
    problem("OM3085", value);
    return;
  }
  const shape = goShape(universe, type);
  const collection = shape === "slice" || shape === "map";
  if ((value === "NoAddItem" || value === "NoRemoveItem") && !collection) problem("OM3086", value, where, "it can only be used on list or map fields");
  else if (value === "NoModify" && collection) problem("OM3086", value, where, "it is not supported on list or map fields: +k8s:eachVal=+k8s:update=NoModify makes each item immutable");
  else if (shape === "struct" && value !== "NoModify") problem("OM3086", value, where, "a struct value cannot be unset: only NoModify applies");
}

function neqProblem(universe: Universe, tag: CodeTag, type: TypeRef, where: string, problem: Report): void {
  const builtin = builtinBehind(universe, type);
  const kind = builtin === "string" ? "string" : builtin === "bool" ? "bool" : INTEGERS.has(builtin ?? "") ? "int" : undefined;
  if (kind === undefined) problem("OM3087", where, `can only be used on string, integer and bool types, and ${where} is ${typeText(type)}`);
  else if (tag.value === undefined) problem("OM3087", where, "a value is required: +k8s:neq=<value>");
  else if (tag.value.type !== kind) problem("OM3087", where, `${where} is ${typeText(type)}, but the value ${tag.value.text} is ${tag.value.type === "int" ? "an integer" : `a ${tag.value.type}`}`);
}

function dependencyProblem(universe: Universe, tag: CodeTag, name: string, field: Field, owner: TypeDecl, problem: Report): void {
  const spelled = `${name}(…)`;
  if (tag.args.length !== 1 || tag.args[0]!.type !== "string") {
    problem("OM3088", spelled, field.name, "exactly one argument names the dependent field: +k8s:" + name + '("sibling")');
    return;
  }
  const sibling = tag.args[0]!.value;
  const dependent = structFields(universe, owner).find((f) => f.json?.name === sibling);
  if (dependent === undefined) problem("OM3088", spelled, field.name, `${owner.name} has no field with JSON name ${JSON.stringify(sibling)}`);
  else if (dependent === field) problem("OM3088", spelled, field.name, "the field and its dependent must be different fields");
  else {
    for (const [role, member] of [["the field", field], ["the dependent", dependent]] as const) {
      const shape = goShape(universe, member.type);
      if (shape === "struct" || shape === "other") problem("OM3088", spelled, field.name, `${role} ${member.name} is ${typeText(member.type)}: only pointers, lists, maps and builtins can be set or unset`);
    }
  }
}

function propertiesProblem(universe: Universe, tag: CodeTag, name: string, type: TypeRef, where: string, problem: Report): void {
  if (type.kind === "pointer" || goShape(universe, type) !== "map") problem("OM3089", name, where, `can only be used on map types, and ${where} is ${typeText(type)}`);
  else if (tag.value?.type !== "int") problem("OM3089", name, where, "the value must be an integer");
  else {
    const n = goIntValue(tag.value.text);
    if (!(n >= 0 && n <= MAX_PROPERTIES)) problem("OM3089", name, where, `the value must be between 0 and ${MAX_PROPERTIES}`);
  }
}
