// `$setElementOrder/<field>` (upstream's mergePatchIntoOriginal): the list field is merged
// first (whatever its patch strategy), then ordered: the items the order list names follow
// it, the others keep their live places (order.ts). The patch list must follow the order
// list's relative order. An order list for a field the live object and the patch both lack
// does nothing.

import { StrategicMergePatchError } from "../errors.js";
import { hasOwn, isObject, put, type Obj } from "../json.js";
import { fieldPath, indexPath } from "../path.js";
import { mergeSliceHandler, requireMergeKeys, type Merged } from "./apply-list.js";
import { PATCH, SET_ELEMENT_ORDER, directiveTarget, removeDirectives } from "./directives.js";
import { elementKind, goEqual, goIdentity } from "./go.js";
import { identityOf, sameSelector, selectorOf, type Selector } from "./merge-key.js";
import { rankBySelectors } from "./list-index.js";
import { lookupSlice, type ListMeta, type Schema } from "./meta.js";
import { normalizeElementOrder, rankIn } from "./order.js";
import type { Tables } from "../tables.js";

/** Merges and orders every list that has a `$setElementOrder` in `rest`, removing both from `rest`. */
export function mergeOrderedLists(tables: Tables, schema: Schema, out: Obj, rest: Obj, path: string): void {
  for (const key of Object.keys(rest)) {
    if (!key.startsWith(SET_ELEMENT_ORDER)) continue;
    const at = fieldPath(path, key);
    const order = rest[key];
    delete rest[key];
    if (!Array.isArray(order)) throw invalid(at, "$setElementOrder must be a list");
    const field = directiveTarget(key, SET_ELEMENT_ORDER, at);
    const fieldAt = fieldPath(path, field);
    const live = listOf(out, field, at);
    const patch = listOf(rest, field, at);
    const meta = lookupSlice(tables, schema, field, fieldAt);
    if (meta.field.kind !== "array") throw invalid(at, "$setElementOrder must target a list field");
    checkOrder(meta, patch ?? [], order, at, fieldAt);
    const merged = mergedList(tables, meta, live, patch, fieldAt);
    if (merged === undefined) continue;
    if (elementKind([live ?? [], patch ?? []], fieldAt) === undefined) throw invalid(at, "$setElementOrder of a list without items");
    put(out, field, ordered(meta, merged, order, at));
    delete rest[field];
  }
}

function invalid(path: string, message: string): StrategicMergePatchError {
  return new StrategicMergePatchError("smp.invalidSetElementOrder", path, message);
}

function listOf(object: Obj, field: string, path: string): unknown[] | undefined {
  if (!hasOwn(object, field)) return undefined;
  const value = object[field];
  if (!Array.isArray(value)) throw invalid(path, `$setElementOrder targets ${field}, which is not a list here`);
  return value;
}

function mergedList(tables: Tables, meta: ListMeta, live: unknown[] | undefined, patch: unknown[] | undefined, path: string): Merged | undefined {
  if (live !== undefined && patch === undefined) return { merged: live, view: live };
  if (live === undefined && patch !== undefined) return { merged: removeDirectives(patch) as unknown[], view: [] };
  if (live !== undefined && patch !== undefined) return mergeSliceHandler(tables, meta, live, patch, false, path);
  return undefined;
}

/** Items the order list names follow it; the others are ordered and placed by the live memory. */
function ordered(meta: ListMeta, { merged, view }: Merged, order: unknown[], path: string): unknown[] {
  if (meta.mergeKey === "") {
    if (merged.some(isObject)) throw new StrategicMergePatchError("smp.noMergeKey", path, "cannot order a list of objects without a patchMergeKey");
    const named = new Set(order.map(goIdentity));
    return normalizeElementOrder(merged.filter((item) => named.has(goIdentity(item))), merged.filter((item) => !named.has(goIdentity(item))),
      rankIn(order, goIdentity), rankIn(view, goIdentity), false);
  }
  const entries = order.map((entry, index) => entrySelector(meta, entry, indexPath(path, index)));
  requireMergeKeys(meta, merged, path);
  requireMergeKeys(meta, view, path);
  const rank = rankBySelectors(entries);
  const ranks = merged.map(rank);
  return normalizeElementOrder(merged.filter((_, at) => ranks[at]! >= 0), merged.filter((_, at) => ranks[at]! < 0), rank,
    rankIn(view, (item) => identityOf(meta, item)), true);
}

/**
 * upstream's validatePatchWithSetOrderList: walking both lists, every patch item (deletions
 * and other directives aside) must be found in the order list after the previous one.
 */
function checkOrder(meta: ListMeta, patch: unknown[], order: unknown[], path: string, listPath: string): void {
  if (patch.length === 0 || order.length === 0) return;
  const keyed = meta.mergeKey !== "";
  if (keyed) requireObjects(patch, listPath);
  // each patch item with its index in the patch (for error paths)
  const items = patch.map((item, index) => [item, index] as const).filter(([item]) => !keyed || (item as Obj)[PATCH] !== "delete");
  const same = ([item, at]: readonly [unknown, number], entry: unknown, index: number): boolean => (keyed
    ? sameSelector(selectorOf(meta, item, indexPath(listPath, at)), entrySelector(meta, entry, indexPath(path, index)))
    : goEqual(item, entry));
  let i = 0;
  let j = 0;
  while (i < items.length && j < order.length) {
    const item = items[i]![0];
    if (isObject(item) && hasOwn(item, PATCH)) i++;
    else {
      if (same(items[i]!, order[j], j)) i++;
      j++;
    }
  }
  if (i < items.length) {
    throw new StrategicMergePatchError("smp.setElementOrderMismatch", path, "the patch list does not match the order of $setElementOrder");
  }
}

function entrySelector(meta: ListMeta, entry: unknown, path: string): Selector {
  if (!isObject(entry)) throw invalid(path, "an entry of a list of objects must be an object");
  return selectorOf(meta, entry, path);
}

function requireObjects(items: unknown[], path: string): void {
  items.forEach((item, index) => {
    if (!isObject(item)) throw new StrategicMergePatchError("smp.invalidListItem", indexPath(path, index), "an item of a merge list of objects must be an object");
  });
}
