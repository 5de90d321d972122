// Which old item an item of a list is validated against on update: validation-gen correlates
// the items of a map list by their keys and those of a set by equality (`+k8s:listType` or
// `+k8s:unique`, else the OpenAPI `+listType`/`+listMapKey`); other lists have no old items.

import type { FieldTable, ValidationRuleTable } from "../tables.js";
import { NIL } from "./go-value.js";
import { itemIdentity, listIdentity } from "./unique.js";

export interface OldItems {
  readonly identity: "set" | readonly string[];
  readonly byKey: ReadonlyMap<string, unknown>;
}

/** An index of the old list's items by identity (the first of duplicates), or undefined. */
export function oldItems(field: FieldTable, tags: readonly ValidationRuleTable[], old: unknown): OldItems | undefined {
  const identity = listIdentity(tags) ?? openapiIdentity(field);
  if (identity === undefined || !Array.isArray(old)) return undefined;
  const byKey = new Map<string, unknown>();
  for (const item of old) {
    const key = itemIdentity(identity, item);
    if (!byKey.has(key)) byKey.set(key, item);
  }
  return { identity, byKey };
}

function openapiIdentity(field: FieldTable): "set" | readonly string[] | undefined {
  if (field.listType === "set") return "set";
  if (field.listType === "map" && field.listMapKeys !== undefined && field.listMapKeys.length > 0) return field.listMapKeys;
  return undefined;
}

export function listItemOld(index: OldItems | undefined, item: unknown): unknown {
  if (index === undefined) return NIL;
  return index.byKey.get(itemIdentity(index.identity, item));
}
