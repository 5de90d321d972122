// Which old item an item of a list is validated against on update: validation-gen correlates
// the items of a `listType=map` list by their keys; other lists have no old items.

import { canonical, isObject, own, type Obj } from "../json.js";
import type { FieldTable } from "../tables.js";
import { NIL } from "./go-value.js";

export interface OldItems {
  readonly keys: readonly string[];
  readonly byKey: ReadonlyMap<string, unknown>;
}

/** An index of the old list's items by their map keys (the first of duplicates), or undefined. */
export function oldItems(field: FieldTable, old: unknown): OldItems | undefined {
  const keys = field.listType === "map" ? field.listMapKeys : undefined;
  if (keys === undefined || keys.length === 0 || !Array.isArray(old)) return undefined;
  const byKey = new Map<string, unknown>();
  for (const item of old) {
    if (!isObject(item)) continue;
    const key = keyOf(item, keys);
    if (!byKey.has(key)) byKey.set(key, item);
  }
  return { keys, byKey };
}

export function listItemOld(index: OldItems | undefined, item: unknown): unknown {
  if (index === undefined || !isObject(item)) return NIL;
  return index.byKey.get(keyOf(item, index.keys));
}

function keyOf(item: Obj, keys: readonly string[]): string {
  return canonical(keys.map((key) => own(item, key) ?? null));
}
