// validation-gen's modal validation of a struct (`+k8s:discriminator` / `+k8s:member`), grouped
// as validation-gen groups it: per struct and discriminator group, one entry per member field,
// in its order (groups by name, "default" for the unnamed one; then Go field names), each
// with its rules by discriminator value (sorted as the tags' texts) and the level of the
// implicit `forbidden` for every other value (the members' level when they all share one).
// What validation-gen refuses to generate is a problem here, reported by the check rule
// k8s-modal-tags.

import { compareStrings } from "../diag/diagnostic.js";
import type { Marker } from "../markers/comment-tags.js";
import { k8sModalTags, type K8sDiscriminatorTag, type K8sMemberTag } from "../markers/k8s-modal-tags.js";
import type { OptionCondition, Stability } from "../markers/k8s-union-tags.js";
import type { ValidationTag } from "../markers/k8s-validation-tags.js";
import type { Field, TypeDecl, TypeRef, Universe } from "../model/ir.js";
import { declOf, structFields, typeText } from "../model/types.js";
import { goShape } from "./go-shape.js";

export type DiscriminatorValue = string | number | boolean;

export interface ModalRule {
  readonly value: DiscriminatorValue;
  /** The payload tags of every member tag with this value, each marked with its tag's level. */
  readonly validations: readonly ValidationTag[];
}

export interface ModalMember {
  /** JSON name of the member field. */
  readonly field: string;
  /** JSON name of the discriminator field. */
  readonly discriminator: string;
  readonly rules: readonly ModalRule[];
  /** Level of the implicit forbidden (other discriminator values). */
  readonly stability: Stability | undefined;
  /** Options the member's validation runs under (`+k8s:ifMode` only; see modeConditions). */
  readonly conditions: readonly OptionCondition[];
}

/** `discriminator`: a tag validation-gen refuses; `member`: likewise; `condition`: a wrapper it ignores. */
export type ModalProblemKind = "noDiscriminator" | "discriminator" | "member" | "condition";

export interface ModalProblem {
  readonly marker: Marker;
  readonly kind: ModalProblemKind;
  /** What to say (for noDiscriminator: the group's name). */
  readonly message: string;
}

export interface K8sModal {
  readonly members: readonly ModalMember[];
  readonly problems: readonly ModalProblem[];
}

type DiscriminatorKind = "string" | "bool" | "int";

interface Group {
  discriminator: { readonly field: Field; readonly kind: DiscriminatorKind } | undefined;
  readonly members: Map<string, { readonly field: Field; readonly tags: K8sMemberTag[] }>;
  /** The first member tag, where a missing discriminator is reported. */
  firstMember: Marker | undefined;
  /** A discriminator tag of the group was refused (reported there; its members are not again). */
  refused: boolean;
}

const GROUP_NAME = /^[a-zA-Z][a-zA-Z0-9_]*$/;
const cache = new WeakMap<TypeDecl, K8sModal>();

/** The modal members of a struct type (its own fields), and what validation-gen would refuse. */
export function k8sModal(universe: Universe, decl: TypeDecl): K8sModal {
  const cached = cache.get(decl);
  if (cached !== undefined) return cached;
  const problems: ModalProblem[] = [];
  const groups = new Map<string, Group>();
  const group = (name: string): Group => {
    const key = name === "" ? "default" : name;
    let found = groups.get(key);
    if (found === undefined) groups.set(key, (found = { discriminator: undefined, members: new Map(), firstMember: undefined, refused: false }));
    return found;
  };
  const fields = structFields(universe, decl);
  for (const field of fields) collectField(universe, field, group, problems);
  const conditions = modeConditions(fields);
  const members: ModalMember[] = [];
  for (const name of [...groups.keys()].sort(compareStrings)) {
    const g = groups.get(name)!;
    if (g.discriminator === undefined) {
      if (g.firstMember !== undefined && !g.refused) problems.push({ marker: g.firstMember, kind: "noDiscriminator", message: name });
      continue;
    }
    for (const goName of [...g.members.keys()].sort(compareStrings)) {
      const member = memberOf(universe, g.members.get(goName)!, g.discriminator, problems);
      if (member !== undefined) members.push({ ...member, conditions });
    }
  }
  const result = { members, problems };
  cache.set(decl, result);
  return result;
}

function collectField(universe: Universe, field: Field, group: (name: string) => Group, problems: ModalProblem[]): void {
  const tags = k8sModalTags(field.markers);
  for (const tag of [...tags.discriminators, ...tags.members]) {
    const name = tagName(tag);
    if (tag.conditions.length > 0 && name !== "+k8s:ifMode") problems.push({ marker: tag.marker, kind: "condition", message: name });
  }
  for (const tag of tags.discriminators) {
    if (tag.group === "default" || (tag.group !== "" && !GROUP_NAME.test(tag.group))) {
      problems.push({ marker: tag.marker, kind: "discriminator", message: groupNameMessage(tag.group) });
      continue;
    }
    const kind = discriminatorKind(universe, field.type);
    if (kind === undefined || (kind === "int" && tag.spelling === "mode")) {
      const types = tag.spelling === "mode" ? "string or bool" : "string, bool or integer";
      problems.push({ marker: tag.marker, kind: "discriminator", message: `${tagName(tag)} on ${field.name} can only be used on ${types} types (not pointers), and ${field.name} is ${typeText(field.type)}` });
      group(tag.group).refused = true;
      continue;
    }
    const g = group(tag.group);
    if (g.discriminator !== undefined && g.discriminator.field !== field) {
      problems.push({ marker: tag.marker, kind: "discriminator", message: `duplicate ${tagName(tag)} of group "${tag.group === "" ? "default" : tag.group}": ${g.discriminator.field.name} and ${field.name}` });
      continue;
    }
    g.discriminator = { field, kind };
  }
  for (const tag of tags.members) {
    if (tag.group === "default") {
      problems.push({ marker: tag.marker, kind: "member", message: groupNameMessage(tag.group) });
      continue;
    }
    const g = group(tag.group);
    g.firstMember ??= tag.marker;
    const entry = g.members.get(field.name) ?? { field, tags: [] };
    g.members.set(field.name, entry);
    entry.tags.push(tag);
  }
}

function memberOf(universe: Universe, entry: { readonly field: Field; readonly tags: readonly K8sMemberTag[] }, discriminator: NonNullable<Group["discriminator"]>, problems: ModalProblem[]): Omit<ModalMember, "conditions"> | undefined {
  const { field, tags } = entry;
  if (goShape(universe, field.type) === "struct") {
    problems.push({ marker: tags[0]!.marker, kind: "member", message: `${tagName(tags[0]!)} on ${field.name}: a member of struct type must be a pointer, and ${field.name} is ${typeText(field.type)}` });
    return undefined;
  }
  const byValue = new Map<string, ValidationTag[]>();
  for (const tag of tags) {
    if (tag.value === undefined || tag.payloadText === "") {
      const name = tagName(tag);
      const missing = tag.value === undefined ? `the discriminator value it applies to (${name}("A") or ${tag.spelling === "mode" ? "mode" : "value"}: "A")` : `a payload (${name}("A")=+k8s:required)`;
      problems.push({ marker: tag.marker, kind: "member", message: `${name} on ${field.name} needs ${missing}` });
      return undefined;
    }
    const list = byValue.get(tag.value) ?? [];
    byValue.set(tag.value, list);
    // The member tag's level marks its payload (an inner level too, when the member has none).
    // A payload of another family (subfield, item…) is not carried: the value still has its rule.
    if (tag.payload !== undefined) list.push(tag.stability === undefined ? tag.payload : { ...tag.payload, stability: tag.stability });
  }
  const rules: ModalRule[] = [];
  for (const text of [...byValue.keys()].sort(compareStrings)) {
    const value = discriminatorValue(text, discriminator.kind);
    if (value === undefined) {
      const tag = tags.find((t) => t.value === text)!;
      problems.push({ marker: tag.marker, kind: "member", message: `${tagName(tag)} on ${field.name}: ${JSON.stringify(text)} is not a value of the discriminator ${discriminator.field.name}, ${KIND_NAMES[discriminator.kind]}` });
      return undefined;
    }
    rules.push({ value, validations: byValue.get(text)! });
  }
  const levels = new Set(tags.map((t) => t.stability));
  return {
    field: jsonName(field),
    discriminator: jsonName(discriminator.field),
    rules,
    stability: levels.size === 1 ? tags[0]!.stability : undefined,
  };
}

/** The tag as written: `+k8s:discriminator`, `+k8s:member`, `+k8s:modeDiscriminator`, `+k8s:ifMode`. */
function tagName(tag: K8sDiscriminatorTag | K8sMemberTag): string {
  const member = "value" in tag;
  if (tag.spelling === "mode") return member ? "+k8s:ifMode" : "+k8s:modeDiscriminator";
  return member ? "+k8s:member" : "+k8s:discriminator";
}

/**
 * The options every `+k8s:ifMode` member of the struct runs under: those around the struct's
 * first `+k8s:ifMode` tag (field order, then comment order). validation-gen generates the
 * struct's whole modal validation from that tag's deferred validation, which its wrappers
 * wrap; the deferred validations of the later tags find the struct done. `+k8s:member`
 * (v0.36) generates it from the struct type, unwrapped.
 */
function modeConditions(fields: readonly Field[]): readonly OptionCondition[] {
  for (const field of fields) {
    const first = k8sModalTags(field.markers).members.find((tag) => tag.spelling === "mode");
    if (first !== undefined) return first.conditions;
  }
  return [];
}

function groupNameMessage(name: string): string {
  return name === "default" ? `discriminator group name "default" is reserved` : `discriminator group name ${JSON.stringify(name)} must be an identifier (^[a-zA-Z][a-zA-Z0-9_]*$)`;
}

/** encoding/json's name of a field: the tag's, else the Go name. */
function jsonName(field: Field): string {
  return field.json !== undefined && field.json.name !== "" ? field.json.name : field.name;
}

/** What a discriminator's Go type holds (named types followed, no pointer), or undefined when validation-gen refuses it. */
function discriminatorKind(universe: Universe, ref: TypeRef): DiscriminatorKind | undefined {
  let current = ref;
  for (let hops = 0; current.kind === "named" && hops < 32; hops++) {
    const decl = declOf(universe, current);
    if (decl === undefined) return undefined;
    current = decl.type;
  }
  if (current.kind !== "builtin") return undefined;
  if (current.name === "string") return "string";
  if (current.name === "bool") return "bool";
  return INTEGERS.has(current.name) ? "int" : undefined;
}

const KIND_NAMES: Readonly<Record<DiscriminatorKind, string>> = { string: "a string", bool: "a bool", int: "an integer" };

const INTEGERS = new Set(["int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr", "byte", "rune"]);

/** A member value as the discriminator's type reads it: strictly, as validation-gen's util.ParseBool/ParseInt do. */
function discriminatorValue(text: string, kind: DiscriminatorKind): DiscriminatorValue | undefined {
  if (kind === "string") return text;
  if (kind === "bool") return text === "true" ? true : text === "false" ? false : undefined;
  // strconv.Itoa(strconv.Atoi(text)) must give the text back: no sign "+", no leading zeros.
  if (!/^-?(0|[1-9][0-9]*)$/.test(text) || text === "-0") return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}
