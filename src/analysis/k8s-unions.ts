// Unions declared with validation-gen's tags (the third family, beside KEP-1027 and 2019),
// grouped exactly as validation-gen groups them: by where the union is validated and by
// family and union name (`+k8s:unionMember` and `+k8s:zeroOrOneOfMember` never share one).
//
// - A struct type holds the unions of its fields' `+k8s:unionMember` / `+k8s:zeroOrOneOfMember`
//   / `+k8s:unionDiscriminator` tags (inlined structs' too: their fields are the same JSON
//   object). They are validated wherever the type is used.
// - A field holds the unions of its own `+k8s:subfield(f)=` tags (members are fields of its
//   struct value) and `+k8s:item(k: v)=` tags (members are items of its listType=map list),
//   and those of `+k8s:item` tags on its named list type.
//
// Member names (what errors print) are JSON names, or `<list>[{"key": value}]` for items;
// the discriminator value (`memberName`) defaults to the Go field name.

import type { Marker } from "../markers/comment-tags.js";
import { k8sListMeta, k8sUnionTags, type ItemCriterion, type K8sTagProblem, type K8sUnionTag, type OptionCondition, type Stability } from "../markers/k8s-union-tags.js";
import { inlinedStruct } from "../model/fields.js";
import type { Field, TypeDecl, TypeRef, Universe } from "../model/ir.js";
import { declKind, declOf, structFields, typeText } from "../model/types.js";
import { goIntValue } from "../parse/go-int.js";
import { goShape, isStringType, sliceElem, type GoShape } from "./go-shape.js";

export type K8sUnionFamily = "union" | "zeroOrOneOf";

export interface K8sUnionMember {
  /** The name errors print: the JSON name, or `tasks[{"name": "a"}]` for an item. */
  readonly name: string;
  /** The discriminator value that selects it. */
  readonly memberName: string;
  /** JSON name of a field member. */
  readonly field?: string;
  readonly shape?: GoShape;
  /** Criteria of an item member, in listMapKey order. */
  readonly item?: readonly ItemCriterion[];
  readonly tag: K8sUnionTag;
}

export interface K8sUnion {
  readonly family: K8sUnionFamily;
  readonly name: string;
  /** JSON name of the discriminator (union family only). */
  readonly discriminator: string | undefined;
  readonly members: readonly K8sUnionMember[];
  readonly stability: Stability | undefined;
  readonly since: string | undefined;
  readonly conditions: readonly OptionCondition[];
  readonly tags: readonly K8sUnionTag[];
}

/** Something validation-gen refuses to generate, or one of our lints about this family. */
export interface K8sUnionProblem {
  readonly marker: Marker;
  readonly kind: K8sTagProblem["kind"] | "discriminatorType" | "memberType" | "noJsonName" | "condition";
  readonly args: readonly string[];
}

export interface K8sHolderUnions {
  readonly unions: readonly K8sUnion[];
  readonly problems: readonly K8sUnionProblem[];
}

interface Builder {
  readonly family: K8sUnionFamily;
  readonly name: string;
  discriminator: string | undefined;
  readonly members: K8sUnionMember[];
  readonly tags: K8sUnionTag[];
  stability: Stability | undefined;
  since: string | undefined;
}

class Grouping {
  private readonly byKey = new Map<string, Builder>();
  readonly problems: K8sUnionProblem[] = [];

  get(tag: K8sUnionTag): Builder {
    const family: K8sUnionFamily = tag.name === "k8s:zeroOrOneOfMember" ? "zeroOrOneOf" : "union";
    const key = `${family}\u0000${tag.union}`;
    let builder = this.byKey.get(key);
    if (builder === undefined) {
      builder = { family, name: tag.union, discriminator: undefined, members: [], tags: [], stability: undefined, since: undefined };
      this.byKey.set(key, builder);
    }
    builder.tags.push(tag);
    if (tag.stability !== undefined) {
      builder.stability = tag.stability;
      builder.since = tag.since;
    }
    if (tag.conditions.length > 0) this.problems.push({ marker: tag.marker, kind: "condition", args: [`+${tag.name}`] });
    return builder;
  }

  unions(): K8sUnion[] {
    // validation-gen emits the unions of one place sorted by name, `union` before `zeroOrOneOf`.
    return [...this.byKey.values()]
      .filter((b) => b.members.length > 0 || b.discriminator !== undefined)
      .sort((a, b) => (a.family === b.family ? (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) : a.family === "union" ? -1 : 1))
      .map((b) => ({
        family: b.family, name: b.name, discriminator: b.discriminator, members: b.members,
        stability: b.stability, since: b.since, conditions: distinctConditions(b.tags), tags: b.tags,
      }));
  }
}

function tagProblem(problem: K8sTagProblem): K8sUnionProblem {
  return { marker: problem.marker, kind: problem.kind, args: problem.kind === "syntax" ? [problem.marker.text, problem.message] : [problem.message] };
}

function distinctConditions(tags: readonly K8sUnionTag[]): OptionCondition[] {
  const out: OptionCondition[] = [];
  for (const c of tags.flatMap((t) => t.conditions)) {
    if (!out.some((o) => o.option === c.option && o.enabled === c.enabled)) out.push(c);
  }
  return out;
}

/** What most holders hold: shared, since every type and field of the input gets an entry in the caches below. */
const noUnions: K8sHolderUnions = Object.freeze({ unions: Object.freeze([]), problems: Object.freeze([]) });

function holderUnions(unions: readonly K8sUnion[], problems: readonly K8sUnionProblem[]): K8sHolderUnions {
  return unions.length === 0 && problems.length === 0 ? noUnions : { unions, problems };
}

const typeCache = new WeakMap<TypeDecl, K8sHolderUnions>();

/** The unions a struct type holds (through its own fields and inlined structs). */
export function k8sTypeUnions(universe: Universe, decl: TypeDecl): K8sHolderUnions {
  const cached = typeCache.get(decl);
  if (cached !== undefined) return cached;
  const grouping = new Grouping();
  const visit = (current: TypeDecl, seen: Set<TypeDecl>): void => {
    for (const field of structFields(universe, current)) {
      const inlined = inlinedStruct(field, universe);
      if (inlined !== undefined && !seen.has(inlined)) visit(inlined, new Set([...seen, inlined]));
      const read = k8sUnionTags(field.markers);
      grouping.problems.push(...read.problems.map(tagProblem));
      for (const tag of read.tags) if (tag.subfields.length === 0 && tag.item === undefined) addFieldTag(universe, grouping, field, tag);
    }
  };
  if (decl.type.kind === "struct") visit(decl, new Set([decl]));
  const result = holderUnions(grouping.unions(), grouping.problems);
  typeCache.set(decl, result);
  return result;
}

const fieldCache = new WeakMap<Field, K8sHolderUnions>();

/** The unions a field holds: its subfield and item tags, and item tags of its named list type. */
export function k8sFieldUnions(universe: Universe, field: Field, listOwnerName: string): K8sHolderUnions {
  const cached = fieldCache.get(field);
  if (cached !== undefined) return cached;
  const own = new Grouping();
  for (const tag of k8sUnionTags(field.markers).tags) {
    if (tag.subfields.length > 0) addSubfieldTag(universe, own, field, tag);
    else if (tag.item !== undefined) addItemTag(universe, own, field.type, field.markers, listOwnerName, tag);
  }
  const unions = own.unions();
  const problems = [...own.problems];
  const typedef = namedListDecl(universe, field.type);
  if (typedef !== undefined) {
    const fromType = k8sListTypeUnions(universe, typedef);
    unions.push(...fromType.unions);
  }
  const result = holderUnions(unions, problems);
  fieldCache.set(field, result);
  return result;
}

const listTypeCache = new WeakMap<TypeDecl, K8sHolderUnions>();

/** The item unions declared on a named list type (`type TaskList []Task` with `+k8s:item` tags). */
export function k8sListTypeUnions(universe: Universe, decl: TypeDecl): K8sHolderUnions {
  const cached = listTypeCache.get(decl);
  if (cached !== undefined) return cached;
  const grouping = new Grouping();
  const read = k8sUnionTags(decl.markers);
  grouping.problems.push(...read.problems.map(tagProblem));
  for (const tag of read.tags) {
    if (tag.item !== undefined && tag.subfields.length === 0) addItemTag(universe, grouping, decl.type, decl.markers, decl.name, tag);
  }
  const result = holderUnions(grouping.unions(), grouping.problems);
  listTypeCache.set(decl, result);
  return result;
}

function namedListDecl(universe: Universe, ref: TypeRef): TypeDecl | undefined {
  if (ref.kind !== "named") return undefined;
  const decl = declOf(universe, ref);
  return decl !== undefined && sliceElem(universe, decl.type) !== undefined ? decl : undefined;
}

/** A member or discriminator tag directly on a struct field. */
function addFieldTag(universe: Universe, grouping: Grouping, field: Field, tag: K8sUnionTag): void {
  const json = field.json?.name;
  if (tag.name === "k8s:unionDiscriminator") {
    if (!isStringType(universe, field.type)) {
      grouping.problems.push({ marker: tag.marker, kind: "discriminatorType", args: [field.name, typeText(field.type)] });
      return;
    }
    const builder = grouping.get(tag);
    if (json !== undefined && json !== "" && json !== "-") builder.discriminator = json;
    return;
  }
  const shape = goShape(universe, field.type);
  if (shape === "struct" || shape === "other") {
    grouping.problems.push({ marker: tag.marker, kind: "memberType", args: [`+${tag.name}`, field.name, typeText(field.type)] });
    return;
  }
  if (json === undefined || json === "" || json === "-") {
    grouping.problems.push({ marker: tag.marker, kind: "noJsonName", args: [`+${tag.name}`, field.name] });
    return;
  }
  grouping.get(tag).members.push({ name: json, memberName: tag.memberName ?? field.name, field: json, shape, tag });
}

/** `+k8s:subfield(f)=+k8s:unionMember` on a struct-valued field: f is a member of a union of this field. */
function addSubfieldTag(universe: Universe, grouping: Grouping, field: Field, tag: K8sUnionTag): void {
  if (tag.subfields.length > 1 || tag.item !== undefined) return; // nested subfields: validated deeper, not modelled
  const target = structDecl(universe, field.type);
  const sub = tag.subfields[0]!;
  if (target === undefined) {
    grouping.problems.push({ marker: tag.marker, kind: "subfield", args: [`+k8s:subfield: can only be used on struct types`] });
    return;
  }
  const member = structFields(universe, target).find((f) => f.json?.name === sub);
  if (member === undefined) {
    grouping.problems.push({ marker: tag.marker, kind: "subfield", args: [`+k8s:subfield: no field for json name ${JSON.stringify(sub)}`] });
    return;
  }
  addFieldTag(universe, grouping, member, tag);
}

/** The struct a type is, behind pointers (a named struct type), or undefined. */
export function structDecl(universe: Universe, ref: TypeRef): TypeDecl | undefined {
  let current = ref;
  while (current.kind === "pointer") current = current.elem;
  if (current.kind !== "named") return undefined;
  const decl = declOf(universe, current);
  return decl !== undefined && declKind(universe, decl) === "struct" ? decl : undefined;
}

/** `+k8s:item(k: v)=+k8s:unionMember` on a list (a field, or a named list type). */
function addItemTag(universe: Universe, grouping: Grouping, listType: TypeRef, markers: readonly Marker[], listName: string, tag: K8sUnionTag): void {
  const problem = (message: string): void => void grouping.problems.push({ marker: tag.marker, kind: "item", args: [`+k8s:item: ${message}`] });
  if (tag.name === "k8s:unionDiscriminator") return problem("a list item cannot be a union discriminator");
  const selected = itemSelection(universe, listType, markers, tag.item!);
  if ("problem" in selected) return problem(selected.problem);
  const sorted = selected.criteria;
  const name = itemMemberName(listName, sorted);
  const builder = grouping.get(tag);
  if (builder.members.some((m) => m.name === name)) return problem(`list-item union member ${JSON.stringify(name)} already exists`);
  builder.members.push({ name, memberName: tag.memberName ?? "", item: sorted, tag });
}

/**
 * `+k8s:item(criteria)` on a list (whose `+k8s:` list tags are in `markers`), as validation-gen
 * checks it: the criteria in listMapKey order, or what validation-gen says is wrong.
 */
export function itemSelection(universe: Universe, listType: TypeRef, markers: readonly Marker[], criteria: readonly ItemCriterion[]): { readonly criteria: ItemCriterion[] } | { readonly problem: string } {
  const elem = sliceElem(universe, listType);
  if (elem === undefined) return { problem: "can only be used on list types" };
  const itemDecl = structDecl(universe, elem);
  if (itemDecl === undefined) return { problem: "can only be used on lists of structs" };
  const meta = k8sListMeta(markers);
  if (!meta.isMap || meta.keys.length === 0) return { problem: "found items with no list metadata - item tags require listType=map or unique=map with listMapKey" };
  if (criteria.length !== meta.keys.length) return { problem: `number of arguments (${criteria.length}) does not match number of listMapKey fields (${meta.keys.length})` };
  const sorted: ItemCriterion[] = [];
  for (const key of meta.keys) {
    const criterion = criteria.find((c) => c.key === key);
    if (criterion === undefined) return { problem: `missing required listMapKey fields: [${meta.keys.filter((k) => !criteria.some((c) => c.key === k)).join(" ")}]` };
    const keyField = structFields(universe, itemDecl).find((f) => f.json?.name === key);
    if (keyField === undefined) return { problem: `no field with JSON name ${JSON.stringify(key)}` };
    const mismatch = typeMismatch(universe, keyField.type, criterion);
    if (mismatch !== undefined) return { problem: `key ${JSON.stringify(key)}: ${mismatch}` };
    sorted.push(criterion);
  }
  return { criteria: sorted };
}

function typeMismatch(universe: Universe, ref: TypeRef, criterion: ItemCriterion): string | undefined {
  let current = ref;
  while (current.kind === "pointer") current = current.elem;
  for (let hops = 0; current.kind === "named" && hops < 32; hops++) {
    const decl = declOf(universe, current);
    if (decl === undefined) return undefined;
    current = decl.type;
  }
  if (current.kind !== "builtin") return "unsupported field type";
  const expected = current.name === "string" ? "string" : current.name === "bool" ? "bool" : /^u?int(8|16|32|64)?$/.test(current.name) ? "int" : undefined;
  if (expected === undefined) return `unsupported field type: ${current.name}`;
  return expected === criterion.type ? undefined : `expected ${expected === "int" ? "integer" : expected} value`;
}

/**
 * validation-gen's name for an item member: the last `.`-separated element of the list's
 * path with the selector appended (`tasks[{"name": "succeeded"}]`). A `.` inside a selector
 * value therefore cuts the name, as upstream does.
 */
export function itemMemberName(listName: string, criteria: readonly ItemCriterion[]): string {
  const selector = `{${criteria.map((c) => `${JSON.stringify(c.key)}: ${formatCriterion(c)}`).join(", ")}}`;
  const path = `${listName}[${selector}]`;
  return path.slice(path.lastIndexOf(".") + 1);
}

function formatCriterion(criterion: ItemCriterion): string {
  if (criterion.type === "string") return JSON.stringify(criterion.value);
  if (criterion.type === "int") return String(goIntValue(criterion.value));
  return criterion.value;
}

/** The Go shape of a field, for the tables. */
export function fieldGoShape(universe: Universe, field: Field): GoShape {
  return goShape(universe, field.type);
}

/**
 * Every problem of this family found on a declaration (its fields' tags for a struct, its own
 * tags for a named list) or on one field (its subfield and item tags).
 */
export function k8sUnionProblems(universe: Universe, holder: { readonly decl: TypeDecl } | { readonly field: Field }): readonly K8sUnionProblem[] {
  if ("field" in holder) return k8sFieldUnions(universe, holder.field, holder.field.json?.name ?? holder.field.name).problems;
  const decl = holder.decl;
  if (decl.type.kind === "struct") return k8sTypeUnions(universe, decl).problems;
  return sliceElem(universe, decl.type) !== undefined ? k8sListTypeUnions(universe, decl).problems : k8sUnionTags(decl.markers).problems.map(tagProblem);
}
