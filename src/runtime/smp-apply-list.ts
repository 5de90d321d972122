// Merging one list field: the patch list plus its parallel `$setElementOrder/<field>` and
// `$deleteFromPrimitiveList/<field>` directives. Deletions run first, then the patch list,
// then the ordering (smp-order.ts). Choices where upstream is silent or accidental:
// - `$setElementOrder` only orders `merge` lists; lists that are replaced keep the patch order;
// - `$patch: replace` in a list keeps the other items as they are, in patch order (no
//   `$setElementOrder`, duplicates kept); it is also accepted in lists of scalars, where upstream
//   has no way to replace a merge list of scalars;
// - `$setElementOrder` entries of lists of structs may carry `$patchMergeKey`, read like patch items.

import { StrategicMergePatchError } from "./errors.js";
import { applyMergePatch } from "./json-merge-patch.js";
import { canonical, copyObject, deepEqual, isObject, own, type Obj } from "./json.js";
import { fieldPath, indexPath } from "./path.js";
import { shapeOf, type Shape } from "./schema.js";
import { mergeObject } from "./smp-apply.js";
import { ABSENT, PATCH, PATCH_MERGE_KEY, listMode, strip } from "./smp-directives.js";
import { findMatch, matches, sameSelector, selectorOf, type Selector } from "./smp-merge-key.js";
import { arrange, type Placed } from "./smp-order.js";
import type { FieldTable, Tables } from "./tables.js";

/** A directive value and where it sits in the patch (for errors). */
export interface Located {
  readonly value: unknown;
  readonly path: string;
}

/** Everything a patch says about one field. `patch` is undefined when the patch has no value for it. */
export interface ListChange {
  readonly patch?: unknown;
  readonly order?: Located;
  readonly deletions?: Located;
}

const FREE: Shape = { kind: "free" };

export function mergeListChange(tables: Tables, field: FieldTable | undefined, shape: Shape, current: unknown, change: ListChange, path: string): unknown {
  checkTarget(shape, change);
  const itemShape = shape.kind === "list" ? shapeOf(tables, shape.items, path) : FREE;
  const mode = shape.kind === "list" ? listMode(field, itemShape) : "replace";
  let live = Array.isArray(current) ? current : undefined;
  if (change.deletions !== undefined) live = deleteValues(live, change.deletions, itemShape);
  if (change.patch === null) return ABSENT;
  if (change.patch === undefined && live === undefined) return current;
  if (mode === "replace") return change.patch === undefined ? live : strip(change.patch);
  if (change.patch === undefined) {
    return change.order === undefined ? live : mergeItems(tables, field!, itemShape, mode, live!, [], change.order, path);
  }
  if (!Array.isArray(change.patch)) return strip(change.patch);
  return mergeItems(tables, field!, itemShape, mode, live ?? [], change.patch, change.order, path);
}

function checkTarget(shape: Shape, change: ListChange): void {
  const isList = shape.kind === "list" || shape.kind === "free";
  const { order, deletions } = change;
  if (order !== undefined && (!isList || !Array.isArray(order.value))) {
    throw new StrategicMergePatchError("smp.invalidSetElementOrder", order.path, "$setElementOrder must be a list and target a list field");
  }
  if (deletions !== undefined && (!isList || !Array.isArray(deletions.value))) {
    throw new StrategicMergePatchError("smp.invalidDeleteFromPrimitiveList", deletions.path, "$deleteFromPrimitiveList must be a list and target a list field");
  }
}

/** `$deleteFromPrimitiveList`: removes every occurrence of the listed scalars (any patch strategy, like upstream). */
function deleteValues(live: unknown[] | undefined, deletions: Located, itemShape: Shape): unknown[] | undefined {
  const values = deletions.value as unknown[];
  if (itemShape.kind === "struct" || itemShape.kind === "map" || values.some((value) => isObject(value) || Array.isArray(value))) {
    throw new StrategicMergePatchError("smp.invalidDeleteFromPrimitiveList", deletions.path, "$deleteFromPrimitiveList only deletes scalars from a list of scalars");
  }
  return live?.filter((item) => !values.some((value) => deepEqual(value, item)));
}

function mergeItems(tables: Tables, field: FieldTable, itemShape: Shape, mode: "keyed" | "set", live: unknown[], patch: unknown[], order: Located | undefined, path: string): unknown[] {
  return mode === "keyed"
    ? mergeKeyed(tables, field, itemShape, live, patch, order, path)
    : mergeSet(live, patch, order, path);
}

interface PatchItem {
  readonly selector: Selector;
  readonly item: Obj;
  readonly path: string;
}

/** A `merge` list of structs: items are found by merge key and merged, or appended. */
function mergeKeyed(tables: Tables, field: FieldTable, itemShape: Shape, live: unknown[], patch: unknown[], order: Located | undefined, path: string): unknown[] {
  const directives = patch.map((item, index) => (isObject(item) ? listDirective(item, indexPath(path, index)) : undefined));
  if (directives.includes("replace")) return replaced(patch, directives);
  let working: Placed[] = live.map((value, index) => {
    if (!isObject(value)) throw new StrategicMergePatchError("smp.invalidListItem", indexPath(path, index), "the live list item is not an object");
    return { value, origin: index };
  });
  const items: PatchItem[] = [];
  patch.forEach((item, index) => {
    const at = indexPath(path, index);
    if (!isObject(item)) throw new StrategicMergePatchError("smp.invalidListItem", at, "a merge list item must be an object");
    const selector = selectorOf(field, item, at);
    if (directives[index] === undefined) items.push({ selector, item, path: at });
    else working = working.filter((entry) => !matches(selector, entry.value as Obj)); // deletes every match
  });
  const entries = order === undefined ? items.map((item) => item.selector) : orderSelectors(field, order);
  if (order !== undefined) checkOrder(items.map((item) => item.selector), entries, sameSelector, order.path);
  for (const item of items) working = mergeItem(tables, itemShape, working, item);
  return arrange(working, (value) => entries.findIndex((entry) => matches(entry, value as Obj)));
}

/**
 * `$patch: replace` in a list: the list becomes the other non-directive items, as they are and
 * in patch order (`$setElementOrder` is not consulted; duplicates are kept).
 */
function replaced(patch: unknown[], directives: readonly (string | undefined)[]): unknown[] {
  return patch.filter((_, index) => directives[index] === undefined).map(strip);
}

function mergeItem(tables: Tables, itemShape: Shape, working: Placed[], { selector, item, path }: PatchItem): Placed[] {
  const at = findMatch(selector, working.map((entry) => entry.value as Obj), path);
  const body = copyObject(item);
  delete body[PATCH_MERGE_KEY];
  const current = at >= 0 ? working[at]!.value : undefined;
  const value = itemShape.kind === "struct" || itemShape.kind === "map"
    ? mergeObject(tables, itemShape, isObject(current) ? current : {}, body, path)
    : applyMergePatch(current, body);
  if (at < 0) return [...working, { value, origin: -1 }];
  const out = working.slice();
  out[at] = { value, origin: working[at]!.origin };
  return out;
}

/** A `merge` list of scalars: the union of live and patch values, without duplicates (like upstream). */
function mergeSet(live: unknown[], patch: unknown[], order: Located | undefined, path: string): unknown[] {
  const directives = patch.map((item, index) => (isObject(item) ? listDirective(item, indexPath(path, index)) : undefined));
  const deleteAt = directives.indexOf("delete");
  if (deleteAt >= 0) {
    throw new StrategicMergePatchError("smp.invalidListItem", fieldPath(indexPath(path, deleteAt), PATCH), "use $deleteFromPrimitiveList to delete from a list of scalars");
  }
  if (directives.includes("replace")) return replaced(patch, directives);
  const entries = order === undefined ? patch : (order.value as unknown[]);
  if (order !== undefined) checkOrder(patch, entries, deepEqual, order.path);
  const working = unique([...live.map((value, origin) => ({ value, origin })), ...patch.map((value) => ({ value, origin: -1 }))]);
  return arrange(working, (value) => entries.findIndex((entry) => deepEqual(entry, value)));
}

function unique(items: Placed[]): Placed[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = canonical(item.value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The `$patch` directive of a list item; `merge` and unknown values are rejected. */
function listDirective(item: Obj, path: string): "delete" | "replace" | undefined {
  const directive = own(item, PATCH);
  if (directive === undefined || directive === "delete" || directive === "replace") return directive;
  if (directive === "merge") {
    throw new StrategicMergePatchError("smp.listMergeDirective", fieldPath(path, PATCH), "merging lists cannot yet be specified in the patch");
  }
  throw new StrategicMergePatchError("smp.unknownPatchDirective", fieldPath(path, PATCH), `unknown $patch directive ${JSON.stringify(directive)}`);
}

function orderSelectors(field: FieldTable, order: Located): Selector[] {
  return (order.value as unknown[]).map((entry, index) => {
    const at = indexPath(order.path, index);
    if (!isObject(entry)) throw new StrategicMergePatchError("smp.invalidSetElementOrder", at, "an entry of a list of structs must be an object");
    return selectorOf(field, entry, at);
  });
}

/** Upstream's consistency check: the patch items must appear in the order list, in the same relative order. */
function checkOrder<T>(items: readonly T[], entries: readonly T[], same: (a: T, b: T) => boolean, path: string): void {
  let position = 0;
  for (const item of items) {
    while (position < entries.length && !same(item, entries[position]!)) position++;
    if (position === entries.length) {
      throw new StrategicMergePatchError("smp.setElementOrderMismatch", path, "the patch list does not match the order of $setElementOrder");
    }
    position++;
  }
}
