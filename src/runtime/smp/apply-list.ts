// Merging one list value (upstream's mergeSliceHandler and mergeSlice). A `merge` list merges
// by its items' JSON type: objects by merge key (`$patch: delete` items delete every match,
// `$patch: replace` makes the list the other items as they are, new items are appended as
// they are), scalars as a union without duplicates; other strategies take the patch list as it
// is. The deletions of `$deleteFromPrimitiveList` go through here too.
//
// upstream merges in place, in the live list's memory, and later orders the result against
// that memory (order.ts): deletions shift the items left, appended items fill the freed
// slots. `view` is that memory for the live list's length, so that the order matches.

import { StrategicMergePatchError } from "../errors.js";
import { hasOwn, isObject, put, type Obj } from "../json.js";
import { fieldPath, indexPath } from "../path.js";
import { mergeMap } from "./apply.js";
import { PATCH, PATCH_MERGE_KEY, unknownDirective } from "./directives.js";
import { decodedCapacity, dedupeInPlace, elementKind, goIdentity, type GoKey } from "./go.js";
import { identityOf, missingMergeKey, selectorOf, type Selector } from "./merge-key.js";
import { ListIndex, findMatch, rankBySelectors } from "./list-index.js";
import { noMergeKey, type ListMeta, type PatchMeta } from "./meta.js";
import { normalizeElementOrder, rankIn } from "./order.js";
import type { Tables } from "../tables.js";

export interface Merged {
  readonly merged: unknown[];
  /** The live list's memory after merging, for its original length (what later ordering compares against). */
  readonly view: readonly unknown[];
}

export function mergeSliceHandler(tables: Tables, meta: ListMeta, live: unknown[], patch: unknown[], isDeleteList: boolean, path: string): Merged {
  if (meta.strategy !== "merge" && !isDeleteList) return { merged: patch, view: live };
  if (live.length === 0 && patch.length === 0) return { merged: live, view: live };
  if (elementKind([live, patch], path) === "scalar") {
    return isDeleteList ? { merged: deleteFromSlice(live, patch), view: live } : mergeScalars(live, patch);
  }
  if (meta.mergeKey === "") throw noMergeKey(path);
  return mergeObjects(tables, meta, live, patch as Obj[], path);
}

function deleteFromSlice(live: unknown[], deletions: unknown[]): unknown[] {
  const deleted = new Set(deletions.map(goIdentity));
  return live.filter((item) => !deleted.has(goIdentity(item)));
}

/** Union without duplicates. The live list's memory is shared with the union when it has the room (`append`). */
function mergeScalars(live: unknown[], patch: unknown[]): Merged {
  const all = [...live, ...patch];
  const length = dedupeInPlace(all, all.length);
  const shared = live.length + patch.length <= decodedCapacity(live.length);
  const view = shared ? all.slice(0, live.length) : live;
  const merged = all.slice(0, length);
  const inPatch = new Set(patch.map(goIdentity));
  const patchItems = merged.filter((item) => inPatch.has(goIdentity(item)));
  const serverOnly = merged.filter((item) => !inPatch.has(goIdentity(item)));
  return { merged: normalizeElementOrder(patchItems, serverOnly, rankIn(patch, goIdentity), rankIn(view, goIdentity), false), view };
}

interface PatchItem {
  readonly selector: Selector;
  readonly body: Obj;
  readonly path: string;
}

function mergeObjects(tables: Tables, meta: ListMeta, live: unknown[], patch: Obj[], path: string): Merged {
  const index = new ListIndex(live);
  const memory = new ShiftedMemory(live);
  const items: PatchItem[] = [];
  let replace = false;
  patch.forEach((item, at) => {
    const itemPath = indexPath(path, at);
    if (!hasOwn(item, PATCH)) items.push({ selector: selectorOf(meta, item, itemPath), body: withoutMergeKeys(item), path: itemPath });
    else if (item[PATCH] === "delete") {
      for (const slot of index.take(selectorOf(meta, item, itemPath))) {
        memory.delete(slot);
        index.remove(slot);
      }
    } else if (item[PATCH] === "replace") replace = true;
    else if (item[PATCH] === "merge") throw new StrategicMergePatchError("smp.listMergeDirective", fieldPath(itemPath, PATCH), "merging lists cannot yet be specified in the patch");
    else unknownDirective(item[PATCH], fieldPath(itemPath, PATCH));
  });
  if (replace) {
    const kept = index.items();
    return { merged: replaced(meta, items.map((item) => item.body), path), view: memory.view(kept) };
  }
  const kept = memory.length;
  for (const item of items) {
    const found = findMatch(item.selector, index, item.path);
    if (found >= 0) index.set(found, mergeMap(tables, meta.items, index.value(found) as Obj, item.body, item.path));
    else index.push(item.body);
  }
  const merged = index.items();
  requireMergeKeys(meta, merged, path);
  const patchRank = rankBySelectors(items.map((item) => item.selector));
  const ranks = merged.map(patchRank);
  const ordered = normalizeElementOrder(merged.filter((_, at) => ranks[at]! >= 0), merged.filter((_, at) => ranks[at]! < 0), patchRank,
    rankIn(merged.slice(0, kept), (value) => identityOf(meta, value)), true);
  return { merged: ordered, view: memory.view(merged) };
}

/**
 * The live list's memory as upstream's deletions leave it: each deletion
 * (`append(s[:k], s[k+1:]...)`) shifts the items after it left, and the slot it frees at the
 * end keeps the item that was last. Items kept or appended later fill the memory from the
 * start; the freed slots beyond them keep what the deletions left.
 */
class ShiftedMemory {
  private readonly deleted: boolean[] = [];
  private readonly freed: unknown[] = [];
  private last: number;
  length: number;

  constructor(private readonly live: readonly unknown[]) {
    this.last = live.length - 1;
    this.length = live.length;
  }

  /** Deletes the live item `slot` (one that is still there). */
  delete(slot: number): void {
    this.freed[this.length - 1] = this.live[this.last];
    this.deleted[slot] = true;
    this.length--;
    while (this.last >= 0 && this.deleted[this.last] === true) this.last--;
  }

  /** The memory for the live list's length once `items` fill it from the start. */
  view(items: readonly unknown[]): unknown[] {
    const view = items.slice(0, this.live.length);
    for (let at = view.length; at < this.live.length; at++) view.push(this.freed[at]);
    return view;
  }
}

/** `$patch: replace`: the other items as they are, with items of equal merge key grouped (upstream sorts them by first occurrence). */
function replaced(meta: ListMeta, items: Obj[], path: string): unknown[] {
  requireMergeKeys(meta, items, path);
  const identity = (value: unknown): GoKey => identityOf(meta, value);
  return normalizeElementOrder([], items, () => -1, rankIn(items, identity), true);
}

/** Every item upstream orders must be an object with the default merge key. */
export function requireMergeKeys(meta: PatchMeta, items: readonly unknown[], path: string): void {
  items.forEach((item, index) => {
    if (!isObject(item)) throw new StrategicMergePatchError("smp.invalidListItem", indexPath(path, index), "an item of a merge list of objects must be an object");
    if (!hasOwn(item, meta.mergeKey)) throw missingMergeKey(meta, indexPath(path, index));
  });
}

/** A patch item without our `$patchMergeKey` directive (it selects; it is not data). */
function withoutMergeKeys(item: Obj): Obj {
  if (!hasOwn(item, PATCH_MERGE_KEY)) return item;
  const out: Obj = {};
  for (const [key, value] of Object.entries(item)) if (key !== PATCH_MERGE_KEY) put(out, key, value);
  return out;
}
