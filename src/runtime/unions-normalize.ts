// Union normalization: runs on every create/update, before validation (both KEPs).
//
// KEP-1027 ("always respect the discriminator"): when the discriminator changed, clear every
// member but the one it selects; otherwise change nothing (validation reports leftovers).
// Legacy (2019 KEP): a changed discriminator works the same; otherwise, with exactly one member
// set, write its value into the discriminator; else compare the members set before and after:
// exactly one added → keep it, clear the others, set the discriminator; more added → leave it to
// validation.
//
// "Changed" means the new object has the discriminator set (present, not null) to a value other
// than the old one. Removing the discriminator is not a change (a client that does not know the
// field must not wipe the union). On create the old object is empty.

import type { UnionError } from "./errors.js";
import { guardEntry } from "./guard.js";
import { copyObject, deepEqual, hasOwn, isObject, isSet, own, put, type Obj } from "./json.js";
import { fieldPath, indexPath, keyPath } from "./path.js";
import { definition, mayNest, shapeOf } from "./schema.js";
import type { DefinitionTable, ElementTable, FieldTable, Tables, UnionTable } from "./tables.js";
import {
  discriminatorValue, identityKeys, memberNames, memberValue, oldItems, select, setMembers, unknownValue,
} from "./unions-common.js";

export interface NormalizeResult<T> {
  /** The normalized object: the input itself when nothing changed, else a copy sharing untouched subtrees. */
  readonly value: T;
  /** Unions that could not be normalized (a KEP-1027 discriminator changed to an unknown value). */
  readonly errors: readonly UnionError[];
}

interface Context {
  readonly tables: Tables;
  readonly errors: UnionError[];
}

/**
 * Normalizes every union of `newObject` (a value of definition `type`), recursively through
 * struct fields, list items and map values. `oldObject` is the stored object (undefined on
 * create). A list item's old version is the first old item with the same `+listMapKey` values
 * (`+listType=map`), else the same recommended (or default) patch merge key values (`merge`
 * lists), else the old item at the same index; a map value's is the old value under its key.
 * Inputs are never mutated. The two objects may have different static types (a typed
 * stored object and an untyped request body); the result has the new object's type.
 */
export function normalizeUnions<New, Old = New>(tables: Tables, type: string, oldObject: Old | undefined, newObject: New): NormalizeResult<New> {
  guardEntry(tables, [["old", oldObject], ["new", newObject]]);
  const ctx: Context = { tables, errors: [] };
  const def = definition(tables, type, "");
  const value = isObject(newObject) ? normalizeStruct(ctx, def, isObject(oldObject) ? oldObject : undefined, newObject, "") : newObject;
  return { value: value as New, errors: ctx.errors };
}

function normalizeValue(ctx: Context, element: ElementTable, field: FieldTable | undefined, old: unknown, value: unknown, path: string): unknown {
  const shape = shapeOf(ctx.tables, element, path);
  if (shape.kind === "struct" && isObject(value)) return normalizeStruct(ctx, shape.def, isObject(old) ? old : undefined, value, path);
  if (shape.kind === "map" && isObject(value) && shape.values !== undefined) return normalizeMap(ctx, shape.values, old, value, path);
  if (shape.kind === "list" && Array.isArray(value) && shape.items !== undefined) return normalizeList(ctx, shape.items, field, old, value, path);
  return value;
}

function normalizeStruct(ctx: Context, def: DefinitionTable, old: Obj | undefined, value: Obj, path: string): Obj {
  let out = value;
  for (const union of def.unions) out = normalizeUnion(ctx, def, union, old ?? {}, out, path);
  for (const [name, field] of Object.entries(def.fields)) {
    if (!hasOwn(out, name) || !mayNest(field)) continue;
    const next = normalizeValue(ctx, field, field, old === undefined ? undefined : own(old, name), out[name], fieldPath(path, name));
    if (next !== out[name]) out = withKey(out, value, name, next);
  }
  return out;
}

function normalizeMap(ctx: Context, values: ElementTable, old: unknown, value: Obj, path: string): Obj {
  if (!mayNest(values)) return value;
  let out = value;
  for (const [key, item] of Object.entries(value)) {
    const next = normalizeValue(ctx, values, undefined, isObject(old) ? own(old, key) : undefined, item, keyPath(path, key));
    if (next !== item) out = withKey(out, value, key, next);
  }
  return out;
}

function normalizeList(ctx: Context, items: ElementTable, field: FieldTable | undefined, old: unknown, value: unknown[], path: string): unknown[] {
  if (!mayNest(items)) return value;
  const oldList = Array.isArray(old) ? old : [];
  const oldItem = oldItems(identityKeys(field), oldList);
  let out = value;
  value.forEach((item, index) => {
    const next = normalizeValue(ctx, items, undefined, oldItem(item, index), item, indexPath(path, index));
    if (next === item) return;
    if (out === value) out = value.slice();
    out[index] = next;
  });
  return out;
}

function normalizeUnion(ctx: Context, def: DefinitionTable, union: UnionTable, old: Obj, value: Obj, path: string): Obj {
  const now = discriminatorValue(union, value);
  if (now !== undefined && !deepEqual(now, discriminatorValue(union, old))) return onDiscriminatorChange(ctx, def, union, value, now, path);
  return union.origin === "legacy" ? normalizeLegacy(union, old, value) : value;
}

function onDiscriminatorChange(ctx: Context, def: DefinitionTable, union: UnionTable, value: Obj, now: unknown, path: string): Obj {
  const selection = select(union, def, now);
  if (selection.kind === "unknown") {
    ctx.errors.push(unknownValue(union, def, now, path));
    return value; // fail loudly: never clear members on a value we do not understand
  }
  return keepOnly(union, value, selection.kind === "member" ? selection.member : undefined);
}

function normalizeLegacy(union: UnionTable, old: Obj, value: Obj): Obj {
  const set = setMembers(union, value);
  if (set.length === 1) return withDiscriminator(union, value, set[0]!);
  const added = set.filter((member) => !isSet(old, member));
  if (added.length !== 1) return value; // nothing to infer; validation reports several members
  return withDiscriminator(union, keepOnly(union, value, added[0]), added[0]!);
}

/** Clears every member of the union except `keep` (all of them when undefined). */
function keepOnly(union: UnionTable, value: Obj, keep: string | undefined): Obj {
  const clear = memberNames(union).filter((member) => member !== keep && hasOwn(value, member));
  if (clear.length === 0) return value;
  const out = copyObject(value);
  for (const member of clear) delete out[member];
  return out;
}

function withDiscriminator(union: UnionTable, value: Obj, member: string): Obj {
  const discriminator = union.discriminator;
  const wanted = memberValue(union, member);
  if (discriminator === null || wanted === undefined || own(value, discriminator) === wanted) return value;
  return withKey(value, value, discriminator, wanted);
}

/** Sets `key` on `out`, copying it first when it is still the caller's `original` object. */
function withKey(out: Obj, original: Obj, key: string, next: unknown): Obj {
  const target = out === original ? copyObject(original) : out;
  put(target, key, next);
  return target;
}
