// Merging one patch into another (upstream's mergeMap with MergeOptions{}: no parallel lists,
// nulls kept), which is how the three-way patch joins its deletions with its changes. Unlike
// applying a patch:
// - a null in the second patch stays a null (it still has to delete in the live object);
// - `$deleteFromPrimitiveList/<field>` is copied as it is, never applied;
// - `$retainKeys` and `$setElementOrder/<field>` of the second patch are copied unless the first
//   has them: both patches are diffs to the same `modified`, so those directives are equal when
//   both have them (upstream checks it, an error it says "should never happen");
// - a list under `$setElementOrder` is merged, then ordered by it (order.ts), as when applying.

import { StrategicMergePatchError } from "../errors.js";
import { copyObject, hasOwn, isObject, put, type Obj } from "../json.js";
import { fieldPath, keyPath } from "../path.js";
import { DELETE_FROM_PRIMITIVE_LIST, PATCH, RETAIN_KEYS, SET_ELEMENT_ORDER, directiveTarget, objectDirective, removeDirectives, unknownDirective } from "./directives.js";
import { dedupeInPlace, elementKind, goIdentity, type GoKey } from "./go.js";
import { identityOf, missingMergeKey } from "./merge-key.js";
import { lookupSlice, lookupStruct, noMergeKey, type ListMeta, type Schema } from "./meta.js";
import { normalizeElementOrder, rankIn } from "./order.js";
import type { Tables } from "../tables.js";

/** `second` merged into `first`, both patches of an object whose keys have the schema `schema`. */
export function combinePatches(tables: Tables, schema: Schema, first: Obj, second: Obj, path: string): Obj {
  if (hasOwn(second, PATCH)) return objectDirective(second, path);
  const out = copyObject(first);
  const rest = copyObject(second);
  if (hasOwn(rest, RETAIN_KEYS)) {
    if (!hasOwn(out, RETAIN_KEYS)) put(out, RETAIN_KEYS, rest[RETAIN_KEYS]);
    delete rest[RETAIN_KEYS];
  }
  for (const key of Object.keys(rest)) {
    if (key.startsWith(SET_ELEMENT_ORDER)) combineOrderedList(tables, schema, out, rest, key, path);
  }
  for (const [key, value] of Object.entries(rest)) {
    const at = schema === undefined ? keyPath(path, key) : fieldPath(path, key);
    if (key.startsWith(DELETE_FROM_PRIMITIVE_LIST) || value === null) put(out, key, value);
    else combineField(tables, schema, out, key, value, at);
  }
  return out;
}

function combineField(tables: Tables, schema: Schema, out: Obj, key: string, value: unknown, path: string): void {
  const current = out[key];
  if (!hasOwn(out, key) || Array.isArray(current) !== Array.isArray(value) || isObject(current) !== isObject(value)) {
    takeAsItIs(out, key, value);
  } else if (isObject(current)) {
    const meta = lookupStruct(tables, schema, key, path);
    put(out, key, meta.strategy === "replace" ? value : combinePatches(tables, meta.schema, current, value as Obj, path));
  } else if (Array.isArray(current)) {
    const meta = lookupSlice(tables, schema, key, path);
    put(out, key, meta.strategy === "merge" ? combineLists(tables, meta, current, value as unknown[], path) : value);
  } else {
    put(out, key, value);
  }
}

/** upstream's removeDirectives: an object holding `$patch` is dropped (a key or a list slot). */
function takeAsItIs(out: Obj, key: string, value: unknown): void {
  const kept = removeDirectives(value);
  if (kept === undefined) delete out[key];
  else put(out, key, kept);
}

/** The list `$setElementOrder/<field>` orders: merged (or taken from either patch), then ordered by it. */
function combineOrderedList(tables: Tables, schema: Schema, out: Obj, rest: Obj, key: string, path: string): void {
  const at = fieldPath(path, key);
  const order = rest[key];
  delete rest[key];
  if (!hasOwn(out, key)) put(out, key, order);
  const field = directiveTarget(key, SET_ELEMENT_ORDER, at);
  const fieldAt = fieldPath(path, field);
  const first = listAt(out, field, at);
  const second = listAt(rest, field, at);
  if (!Array.isArray(order)) throw new StrategicMergePatchError("smp.invalidSetElementOrder", at, "$setElementOrder must be a list");
  const meta = lookupSlice(tables, schema, field, fieldAt);
  if (first === undefined && second === undefined) return;
  let merged: unknown[];
  if (second === undefined) merged = first!;
  else if (first === undefined) merged = removeDirectives(second) as unknown[];
  else merged = meta.strategy === "merge" ? combineLists(tables, meta, first, second, fieldAt) : second;
  put(out, field, orderBy(meta, merged, order, first ?? []));
  delete rest[field];
}

function listAt(object: Obj, field: string, path: string): unknown[] | undefined {
  if (!hasOwn(object, field)) return undefined;
  const value = object[field];
  if (!Array.isArray(value)) throw new StrategicMergePatchError("smp.invalidSetElementOrder", path, `$setElementOrder targets ${field}, which is not a list here`);
  return value;
}

/** upstream's mergeSlice without parallel lists: a union of scalars, or objects merged by merge key; then ordered by `second`. */
function combineLists(tables: Tables, meta: ListMeta, first: unknown[], second: unknown[], path: string): unknown[] {
  if (first.length === 0 && second.length === 0) return first;
  if (elementKind([first, second], path) === "scalar") {
    const all = [...first, ...second];
    all.length = dedupeInPlace(all, all.length);
    return orderBy(meta, all, second, first);
  }
  if (meta.mergeKey === "") throw noMergeKey(path);
  const identity = (item: unknown): GoKey => identityOf(meta, item);
  let base = first as Obj[];
  const items: Obj[] = [];
  for (const item of second as Obj[]) {
    const directive = isObject(item) ? item[PATCH] : undefined;
    if (directive === undefined) items.push(item);
    else if (directive === "delete") base = base.filter((entry) => identity(entry) !== identity(item));
    else if (directive === "replace") return replaced(meta, second as Obj[]);
    else if (directive === "merge") throw new StrategicMergePatchError("smp.listMergeDirective", path, "merging lists cannot yet be specified in the patch");
    else unknownDirective(directive, path);
  }
  const merged = [...base];
  const at = new Map<GoKey, number>();
  merged.forEach((entry, index) => {
    if (!at.has(identity(entry))) at.set(identity(entry), index);
  });
  for (const item of items) {
    if (!hasOwn(item, meta.mergeKey)) throw missingMergeKey(meta, path);
    const found = at.get(identity(item));
    if (found === undefined) merged.push(item);
    else merged[found] = combinePatches(tables, meta.items, merged[found]!, item, path);
  }
  return orderBy(meta, merged, items, base);
}

/** `$patch: replace` in a list: its other items, ordered by themselves (upstream orders them against the list they replaced it with). */
function replaced(meta: ListMeta, second: Obj[]): unknown[] {
  const items = second.filter((entry) => !hasOwn(entry, PATCH));
  return orderBy(meta, items, [], items);
}

/** Items `order` names follow it; the others keep their places in `server` (order.ts). */
function orderBy(meta: ListMeta, merged: unknown[], order: unknown[], server: unknown[]): unknown[] {
  const maps = merged.some(isObject) || order.some(isObject);
  const identity = maps ? (item: unknown): GoKey => identityOf(meta, item) : goIdentity;
  const named = new Set(order.map(identity));
  const patchItems = merged.filter((item) => named.has(identity(item)));
  const serverOnly = merged.filter((item) => !named.has(identity(item)));
  return normalizeElementOrder(patchItems, serverOnly, rankIn(order, identity), rankIn(server, identity), maps);
}
