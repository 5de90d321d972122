// What a discriminator value selects, shared by normalization and validation.

import { UnionError } from "../errors.js";
import { canonical, hasOwn, isObject, isSet, own } from "../json.js";
import { fieldPath } from "../path.js";
import type { DefinitionTable, FieldTable, UnionTable } from "../tables.js";

export type Selection =
  | { readonly kind: "member"; readonly member: string }
  /** A value that selects no member: an empty union member, or a legacy "Nothing" value. */
  | { readonly kind: "none" }
  | { readonly kind: "unknown" };

/**
 * Resolves a discriminator value. A value in `values` selects what it maps to; a value that is
 * only in the field's `enum` selects nothing. A legacy discriminator without an enum accepts any
 * string as a "Nothing" value (2019 KEP: "each API could decide to have their own Nothing value").
 */
export function select(union: UnionTable, def: DefinitionTable, value: unknown): Selection {
  if (typeof value !== "string") return { kind: "unknown" };
  if (hasOwn(union.values, value)) {
    const member = union.values[value];
    return member === null || member === undefined ? { kind: "none" } : { kind: "member", member };
  }
  const enumValues = discriminatorField(union, def)?.enum;
  if (enumValues !== undefined) return enumValues.includes(value) ? { kind: "none" } : { kind: "unknown" };
  return union.origin === "legacy" ? { kind: "none" } : { kind: "unknown" };
}

export function discriminatorField(union: UnionTable, def: DefinitionTable): FieldTable | undefined {
  const name = union.discriminator;
  return name !== null && hasOwn(def.fields, name) ? def.fields[name] : undefined;
}

export function memberNames(union: UnionTable): string[] {
  return Object.keys(union.members);
}

export function setMembers(union: UnionTable, object: object): string[] {
  return memberNames(union).filter((member) => isSet(object, member));
}

/**
 * validation-gen's "set", by the member's Go shape (tables from before Go shapes were
 * recorded: present and not null): pointer non-null, slice/map non-empty, builtin non-zero.
 */
export function goIsSet(def: DefinitionTable, object: object, member: string): boolean {
  return isSetByShape(hasOwn(def.fields, member) ? def.fields[member]!.goShape : undefined, own(object, member));
}

/** validation-gen's "set" for a value of this Go shape (undefined: present and not null). */
export function isSetByShape(shape: FieldTable["goShape"], value: unknown): boolean {
  if (value === null || value === undefined) return false;
  switch (shape) {
    case "slice":
      return !Array.isArray(value) || value.length > 0;
    case "map":
      return !isObject(value) || Object.keys(value).length > 0;
    case "value":
      return value !== "" && value !== 0 && value !== false;
    default:
      return true;
  }
}

/** The discriminator's value when set (present and not null), else undefined. */
export function discriminatorValue(union: UnionTable, object: object | undefined): unknown {
  if (union.discriminator === null || object === undefined) return undefined;
  const value = own(object, union.discriminator);
  return value === null ? undefined : value;
}

/** The discriminator value that selects `member` (from the members table). */
export function memberValue(union: UnionTable, member: string): string | undefined {
  return hasOwn(union.members, member) ? union.members[member]!.value : undefined;
}

export function isOptionalMember(union: UnionTable, member: string): boolean {
  return hasOwn(union.members, member) && union.members[member]!.optional;
}

/**
 * The keys that identify an item of a list of structs, to find an item's old version:
 * `+listMapKey`s of a `+listType=map` list, else the recommended (or default) patch merge keys of
 * a `merge` list; undefined means "match by position".
 */
export function identityKeys(field: FieldTable | undefined): readonly string[] | undefined {
  if (field === undefined) return undefined;
  if (field.listType === "map" && field.listMapKeys !== undefined && field.listMapKeys.length > 0) return field.listMapKeys;
  if (field.patchMergeKey === undefined || !(field.patchStrategy ?? "").split(",").some((s) => s.trim() === "merge")) return undefined;
  const recommended = field.recommendedMergeKeys;
  return recommended !== undefined && recommended.length > 0 ? recommended : [field.patchMergeKey];
}

/**
 * Finds the old version of each item of a list: the first old item with the same key values
 * (a key unset on both sides is the same, set on one side only is not), or the old item at the
 * same index when there are no keys or the item is not an object. The old list is indexed once.
 */
export function oldItems(keys: readonly string[] | undefined, oldList: readonly unknown[]): (item: unknown, index: number) => unknown {
  if (keys === undefined) return (_item, index) => oldList[index];
  const first = new Map<string, unknown>();
  for (const candidate of oldList) {
    if (!isObject(candidate)) continue;
    const id = keyIdentity(keys, candidate);
    if (!first.has(id)) first.set(id, candidate);
  }
  return (item, index) => (isObject(item) ? first.get(keyIdentity(keys, item)) : oldList[index]);
}

/** Equal for two objects exactly when every key is unset in both or set to deep-equal values in both. */
function keyIdentity(keys: readonly string[], object: object): string {
  return canonical(keys.map((key) => (isSet(object, key) ? [own(object, key)] : [])));
}

export function unknownValue(union: UnionTable, def: DefinitionTable, value: unknown, path: string): UnionError {
  const expected = new Set([...Object.keys(union.values), ...(discriminatorField(union, def)?.enum ?? [])]);
  return new UnionError(
    "union.unknownDiscriminatorValue",
    fieldPath(path, union.discriminator ?? ""),
    `unknown discriminator value ${JSON.stringify(value)}; expected one of ${[...expected].map((v) => JSON.stringify(v)).join(", ")}`,
  );
}
