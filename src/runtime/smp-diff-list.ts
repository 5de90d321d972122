// Two-way diff of one list field (see smp-diff.ts for the contract).

import { diffMergePatch } from "./json-merge-patch.js";
import { canonical, deepEqual, isObject, isSet, own, put, type Obj } from "./json.js";
import { shapeOf, type Shape } from "./schema.js";
import { diffObject } from "./smp-diff.js";
import {
  DELETE_FROM_PRIMITIVE_LIST, PATCH, PATCH_MERGE_KEY, SET_ELEMENT_ORDER, listMode, strategyOf,
} from "./smp-directives.js";
import type { FieldTable, Tables } from "./tables.js";

export function diffList(tables: Tables, field: FieldTable | undefined, shape: Shape & { kind: "list" }, key: string, before: unknown, after: unknown, patch: Obj, path: string): void {
  if (deepEqual(before, after)) return;
  const old = Array.isArray(before) ? before : undefined;
  if (!Array.isArray(after)) {
    put(patch, key, after);
    return;
  }
  const itemShape = shapeOf(tables, shape.items, path);
  const mode = listMode(field, itemShape);
  if (mode === "replace") put(patch, key, after);
  else if (mode === "set") diffSet(old, after, key, patch);
  else diffKeyed(tables, field!, itemShape, old, after, key, patch, path);
}

/** `$patch: replace` as the first item: the list becomes exactly the other items. */
function replaceList(after: unknown[], key: string, patch: Obj): void {
  put(patch, key, [{ [PATCH]: "replace" }, ...after]);
}

function hasDuplicates(ids: readonly unknown[]): boolean {
  return new Set(ids).size !== ids.length;
}

function diffSet(old: unknown[] | undefined, after: unknown[], key: string, patch: Obj): void {
  const oldIds = (old ?? []).map(canonical);
  const newIds = after.map(canonical);
  const all = [...(old ?? []), ...after];
  if (all.some((value) => isObject(value) || Array.isArray(value)) || hasDuplicates(newIds) || hasDuplicates(oldIds)) {
    replaceList(after, key, patch);
    return;
  }
  if (old === undefined) {
    put(patch, key, after.slice());
    return;
  }
  const kept = new Set(newIds);
  const present = new Set(oldIds);
  const additions = after.filter((_, index) => !present.has(newIds[index]!));
  const deletions = old.filter((_, index) => !kept.has(oldIds[index]!));
  if (additions.length > 0) put(patch, key, additions);
  if (deletions.length > 0) put(patch, `${DELETE_FROM_PRIMITIVE_LIST}/${key}`, deletions);
  put(patch, `${SET_ELEMENT_ORDER}/${key}`, after.slice());
}

/** How items of a list of structs are named in the patch: their merge key values, plus `$patchMergeKey`. */
class Identity {
  readonly keys: readonly string[];
  private readonly explicit: boolean;
  private readonly defaultKey: string;

  constructor(field: FieldTable) {
    const recommended = field.recommendedMergeKeys;
    this.defaultKey = field.patchMergeKey!;
    this.explicit = recommended !== undefined && recommended.length > 0;
    this.keys = this.explicit ? recommended! : [this.defaultKey];
  }

  /** A string naming the item, or undefined when it cannot be named (then the list is replaced). */
  id(item: unknown): string | undefined {
    if (!isObject(item) || !isSet(item, this.defaultKey)) return undefined;
    // a null merge key in a patch item reads as "delete this key" (smp-merge-key.ts): unnameable
    if (this.keys.some((key) => own(item, key) === null)) return undefined;
    return canonical(this.keys.map((key) => (isSet(item, key) ? [own(item, key)] : [])));
  }

  /** `$patchMergeKey` (when the list has recommended keys) and the item's key values. */
  fields(item: Obj): Obj {
    const out: Obj = {};
    if (this.explicit) put(out, PATCH_MERGE_KEY, [...this.keys]);
    for (const key of this.keys) {
      if (isSet(item, key)) put(out, key, item[key]);
    }
    return out;
  }
}

function diffKeyed(tables: Tables, field: FieldTable, itemShape: Shape, old: unknown[] | undefined, after: unknown[], key: string, patch: Obj, path: string): void {
  const identity = new Identity(field);
  const oldIds = (old ?? []).map((item) => identity.id(item));
  const newIds = after.map((item) => identity.id(item));
  if (oldIds.includes(undefined) || newIds.includes(undefined) || hasDuplicates(oldIds) || hasDuplicates(newIds)) {
    replaceList(after, key, patch);
    return;
  }
  const oldById = new Map(oldIds.map((id, index) => [id, old![index] as Obj]));
  const retainKeys = strategyOf(field).retainKeys;
  const items: Obj[] = [];
  after.forEach((item, index) => {
    const before = oldById.get(newIds[index]);
    const change = diffItem(tables, itemShape, before, item as Obj, retainKeys && before !== undefined, path);
    if (before !== undefined && Object.keys(change).length === 0) return;
    items.push(assign(identity.fields(item as Obj), change));
  });
  if (old === undefined) {
    put(patch, key, items);
    return;
  }
  const kept = new Set(newIds);
  const deletions = old.filter((_, index) => !kept.has(oldIds[index]))
    .map((item) => assign({ [PATCH]: "delete" }, identity.fields(item as Obj)));
  const sameOrder = oldIds.length === newIds.length && oldIds.every((id, index) => id === newIds[index]);
  if (items.length + deletions.length > 0) put(patch, key, [...items, ...deletions]);
  if (items.length + deletions.length > 0 || !sameOrder) {
    put(patch, `${SET_ELEMENT_ORDER}/${key}`, after.map((item) => identity.fields(item as Obj)));
  }
}

function diffItem(tables: Tables, itemShape: Shape, before: Obj | undefined, after: Obj, retainKeys: boolean, path: string): Obj {
  if (itemShape.kind === "struct" || itemShape.kind === "map") return diffObject(tables, itemShape, before ?? {}, after, retainKeys, path);
  const change = diffMergePatch(before, after);
  return isObject(change) ? change : {};
}

/** Object.assign without the `__proto__` setter. */
function assign(out: Obj, from: Obj): Obj {
  for (const [key, value] of Object.entries(from)) put(out, key, value);
  return out;
}
