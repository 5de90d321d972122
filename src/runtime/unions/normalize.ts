// Union normalization: runs on every create/update, before validation.
//
// KEP-1027 ("always respect the discriminator"), with the last rules Kubernetes implemented
// (structured-merge-diff, 2019-05 until its removal): when the discriminator changed to a
// non-empty value, one newly set member that the new value does not select, or several newly
// set members, is an error and nothing is cleared; otherwise clear every member but the one it
// selects (a value that selects none, such as "", clears them all). When the discriminator did
// not change, nothing changes (validation reports leftovers).
// Legacy (2019 KEP): Kubernetes never ran this normalization, so by default nothing is deduced
// or cleared — a client's data is never lost. `{legacy: "2019"}` turns on the rules
// structured-merge-diff ran for them (2019-05 until their removal), errors included, so that
// nothing the client sent is dropped where those rules refused the object: a discriminator
// changed to a non-empty value clears as above, unless one newly set member is not the one it
// selects (`SeccompProfile` created with `type: Localhost` and its `localhostProfile`, whose
// member value is "LocalhostProfile") or several were newly set; otherwise several members set
// is an error (`union.multipleMembers`), and exactly one set writes its value into the
// discriminator.
//
// "Changed" means the new object has the discriminator set (present, not null) to a value other
// than the old one. Removing the discriminator is not a change (a client that does not know the
// field must not wipe the union). On create the old object is empty.

import { UnionError } from "../errors.js";
import { guardEntry } from "../guard.js";
import { copyObject, deepEqual, hasOwn, isObject, isSet, own, put, type Obj } from "../json.js";
import { fieldPath, indexPath, keyPath } from "../path.js";
import { definition, mayNest, shapeOf } from "../schema.js";
import type { DefinitionName, DefinitionTable, ElementTable, FieldTable, Tables, TypedTables, UnionTable, UntypedDefinitions } from "../tables.js";
import {
  discriminatorValue, identityKeys, memberNames, memberValue, oldItems, select, setMembers, unknownValue,
} from "./common.js";

export interface NormalizeResult<T> {
  /** The normalized object: the input itself when nothing changed, else a copy sharing untouched subtrees. */
  readonly value: T;
  /** Unions that could not be normalized (a discriminator changed to an unknown value, members that disagree with it; with `legacy: "2019"`, several members set). */
  readonly errors: readonly UnionError[];
}

export interface NormalizeUnionsOptions {
  /**
   * 2019 (`+union`) unions: `"preserve"` (default) changes nothing, as Kubernetes never normalized
   * them; `"2019"` deduces the discriminator and clears other members as the 2019 KEP describes.
   */
  readonly legacy?: "preserve" | "2019";
}

interface Context {
  readonly tables: Tables;
  readonly errors: UnionError[];
  readonly legacy2019: boolean;
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
export function normalizeUnions<New, Old = New, D = UntypedDefinitions>(tables: TypedTables<D>, type: NoInfer<DefinitionName<D>>, oldObject: Old | undefined, newObject: New, options: NormalizeUnionsOptions = {}): NormalizeResult<New> {
  guardEntry(tables, [["old", oldObject], ["new", newObject]]);
  const ctx: Context = { tables, errors: [], legacy2019: options.legacy === "2019" };
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
  if (union.origin === "legacy" && !ctx.legacy2019) return value;
  const now = discriminatorValue(union, value);
  const changed = now !== undefined && !deepEqual(now, discriminatorValue(union, old));
  if (union.origin === "kep-1027") return changed ? onDiscriminatorChange(ctx, def, union, old, value, now, path) : value;
  // structured-merge-diff read a change to "" as no change
  return changed && now !== "" ? onDiscriminatorChange(ctx, def, union, old, value, now, path) : normalizeLegacy(ctx, union, value, path);
}

function onDiscriminatorChange(ctx: Context, def: DefinitionTable, union: UnionTable, old: Obj, value: Obj, now: unknown, path: string): Obj {
  const selection = select(union, def, now);
  if (selection.kind === "unknown") {
    ctx.errors.push(unknownValue(union, def, now, path));
    return value; // fail loudly: never clear members on a value we do not understand
  }
  const selected = selection.kind === "member" ? selection.member : undefined;
  if (now !== "") {
    const added = setMembers(union, value).filter((member) => !isSet(old, member));
    const conflict = newMemberConflict(union, added, selected, now, path);
    if (conflict !== undefined) {
      ctx.errors.push(conflict);
      return value; // never a silent drop: the client asked for two things at once
    }
  }
  return keepOnly(union, value, selected);
}

/** structured-merge-diff's last rules: members newly set together with a discriminator change must agree with it. */
function newMemberConflict(union: UnionTable, added: readonly string[], selected: string | undefined, now: unknown, path: string): UnionError | undefined {
  const discriminator = union.discriminator ?? "";
  if (added.length > 1) {
    return new UnionError("union.multipleNewMembers", path, `${added.join(", ")} are all newly set while ${discriminator} changes to ${JSON.stringify(now)}: set only the member it selects`);
  }
  if (added.length === 1 && added[0] !== selected) {
    return new UnionError("union.memberConflictsWithDiscriminator", fieldPath(path, added[0]!),
      `${added[0]} is newly set, but ${discriminator} changes to ${JSON.stringify(now)}, which ${selected === undefined ? "selects no member" : `selects ${selected}`}`);
  }
  return undefined;
}

/** The discriminator did not change: several members set is an error, one set is written into the discriminator. */
function normalizeLegacy(ctx: Context, union: UnionTable, value: Obj, path: string): Obj {
  const set = setMembers(union, value);
  if (set.length === 1) return withDiscriminator(union, value, set[0]!);
  if (set.length > 1) {
    const why = union.discriminator === null ? "" : ` while ${union.discriminator} does not change`;
    ctx.errors.push(new UnionError("union.multipleMembers", path, `${set.join(", ")} are all set${why}: set only one`));
  }
  return value;
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
