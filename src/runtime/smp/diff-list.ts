// Two-way diff of a `merge` list (upstream's diffLists): both lists are sorted by the `%v`
// string of their merge key (scalars: of their value) and walked side by side, so items are
// paired by key; duplicates pair up in sorted order, as upstream pairs them. A new list is
// sent as it is. Lists with recommended merge keys are named by all of them, and every item
// and order entry carries `$patchMergeKey` (multi-field merge key design).

import { StrategicMergePatchError } from "../errors.js";
import { canonical, deepEqual, hasOwn, isObject, isSet, own, put, type Obj } from "../json.js";
import { indexPath } from "../path.js";
import { diffMaps, type DiffOptions } from "./diff.js";
import { PATCH, PATCH_MERGE_KEY } from "./directives.js";
import { dedupeInPlace, elementKind, goIdentity, goSortByKey, goString, type GoKey } from "./go.js";
import { identityOf, missingMergeKey } from "./merge-key.js";
import { noMergeKey, type ListMeta } from "./meta.js";
import { normalizeSliceOrder, rankIn } from "./order.js";
import type { Tables } from "../tables.js";

export interface ListDiff {
  /** The patch list: additions (scalars), or changed and new items then deletions (objects). */
  readonly additions: unknown[];
  /** `$deleteFromPrimitiveList` (scalars). */
  readonly deletions: unknown[];
  /** `$setElementOrder`. */
  readonly order: unknown[];
}

export function diffLists(tables: Tables, meta: ListMeta, original: unknown[], modified: unknown[], path: string, options: DiffOptions): ListDiff {
  if (original.length === 0) {
    const additions = options.ignoreChangesAndAdditions ? [] : sentAsItIs(meta, modified, path);
    return { additions, deletions: [], order: [] };
  }
  return elementKind([original, modified], path) === "map"
    ? diffObjectLists(tables, meta, original as Obj[], modified as Obj[], path, options)
    : diffScalarLists(original, modified, options);
}

/**
 * A list for an empty live list goes as it is (upstream). With recommended merge keys its items
 * carry `$patchMergeKey`, or items sharing the default key would merge into one.
 */
function sentAsItIs(meta: ListMeta, modified: unknown[], path: string): unknown[] {
  if (meta.recommended.length === 0 || elementKind([modified], path) !== "map") return modified;
  const name = naming(meta, path);
  return (modified as Obj[]).map((item, index) => name.added(item, index));
}

function diffScalarLists(original: unknown[], modified: unknown[], options: DiffOptions): ListDiff {
  const before = goSortByKey(original, goString);
  const after = goSortByKey(modified, goString);
  const additions: unknown[] = [];
  const deletions: unknown[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const left = i < before.length ? goString(before[i]) : undefined;
    const right = j < after.length ? goString(after[j]) : undefined;
    if (left !== undefined && left === right) {
      i++;
      j++;
    } else if (left === undefined || (right !== undefined && left > right)) {
      if (!options.ignoreChangesAndAdditions) additions.push(after[j]);
      j++;
    } else {
      if (!options.ignoreDeletions) deletions.push(before[i]);
      i++;
    }
  }
  deletions.length = dedupeInPlace(deletions, deletions.length);
  // upstream compares the sorted original with modified: an unsorted list gets an order even when unchanged
  const ordered = options.setElementOrder && (deletions.length > 0 || (!options.ignoreChangesAndAdditions && !deepEqual(before, modified)));
  const order = ordered ? modified : [];
  return { additions: normalizeSliceOrder(additions, rankIn(modified, goIdentity), false), deletions, order };
}

function diffObjectLists(tables: Tables, meta: ListMeta, original: Obj[], modified: Obj[], path: string, options: DiffOptions): ListDiff {
  if (meta.mergeKey === "") throw noMergeKey(path);
  const name = naming(meta, path);
  const before = goSortByKey(original, name.key);
  const after = goSortByKey(modified, name.key);
  const items: Obj[] = [];
  const deletions: Obj[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const left = i < before.length ? name.key(before[i]!) : undefined;
    const right = j < after.length ? name.key(after[j]!) : undefined;
    if (left !== undefined && left === right) {
      const change = name.unnull(diffMaps(tables, meta.items, before[i++]!, after[j]!, meta.retainKeys, path, options));
      if (Object.keys(change).length > 0) items.push(assign(change, name.fields(after[j]!)));
      j++;
    } else if (left === undefined || (right !== undefined && left > right)) {
      const added = name.added(after[j++]!);
      if (!options.ignoreChangesAndAdditions) items.push(added);
    } else {
      const gone = before[i++]!;
      if (!options.ignoreDeletions) deletions.push(assign({ [PATCH]: "delete" }, name.fields(gone)));
    }
  }
  const identity = (item: unknown): GoKey => identityOf(meta, item);
  const sameOrder = original.length === modified.length && original.every((item, index) => identity(item) === identity(modified[index]));
  const patchList = [...normalizeSliceOrder(items, rankIn(modified, identity), true), ...deletions];
  const changed = (!options.ignoreChangesAndAdditions && (patchList.length > 0 || !sameOrder)) || (!options.ignoreDeletions && patchList.length > 0);
  const order = options.setElementOrder && changed ? modified.map((item) => name.fields(item)) : [];
  return { additions: patchList, deletions: [], order };
}

/** How the items of a list of objects are named: the `%v` of their merge key, or all recommended keys. */
function naming(meta: ListMeta, path: string): {
  key: (item: Obj, index?: number) => string;
  fields: (item: Obj) => Obj;
  added: (item: Obj, index?: number) => Obj;
  unnull: (change: Obj) => Obj;
} {
  const keys = meta.recommended.length > 0 ? meta.recommended : undefined;
  const key = (item: Obj, index = 0): string => {
    if (!isObject(item)) throw new StrategicMergePatchError("smp.invalidListItem", indexPath(path, index), "an item of a merge list of objects must be an object");
    if (keys === undefined ? !hasOwn(item, meta.mergeKey) : !isSet(item, meta.mergeKey)) throw missingMergeKey(meta, indexPath(path, index));
    return keys === undefined ? goString(item[meta.mergeKey]) : canonical(keys.map((k) => (isSet(item, k) ? [own(item, k)] : [])));
  };
  const fields = (item: Obj): Obj => {
    if (keys === undefined) return { [meta.mergeKey]: item[meta.mergeKey] };
    const out: Obj = { [PATCH_MERGE_KEY]: [...keys] };
    for (const k of keys) if (isSet(item, k)) put(out, k, item[k]);
    return out;
  };
  const added = (item: Obj, index = 0): Obj => {
    key(item, index);
    return keys === undefined ? item : assign({ [PATCH_MERGE_KEY]: [...keys] }, item);
  };
  // a recommended key set to null in a patch item means "delete this merge key" (it names a live
  // item that has it): a key that was null before and is absent now is not sent
  const unnull = (change: Obj): Obj => {
    if (keys === undefined) return change;
    for (const k of keys) if (change[k] === null) delete change[k];
    return change;
  };
  return { key, fields, added, unnull };
}

/** Object.assign without the `__proto__` setter. */
function assign(out: Obj, from: Obj): Obj {
  for (const [key, value] of Object.entries(from)) put(out, key, value);
  return out;
}
