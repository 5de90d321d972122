// The items of a `listType: map` or `set` list under server-side apply (structured-merge-diff's
// typed merge). Items are named by all their list-map keys (those present), or by their value
// in a set. The applied list may not name an item twice; the live list may, and an item it
// names twice is replaced by the applied one, not merged (when the applied list names it).
// Order: the applied list's, with each item only the live list has kept at its place
// relative to the items around it. Walking both lists: a live-only item is emitted when the
// walk reaches it; a live item the applied list also has waits until the applied walk emits
// it, unless the applied list will emit another shared item first, in which case it is passed
// over (it comes later, in the applied order).

import { ApplyError } from "../errors.js";
import { canonical, hasOwn, isObject, own } from "../json.js";
import { indexPath } from "../path.js";
import type { FieldTable, Tables } from "../tables.js";
import { mergeValue } from "./merge.js";

export function mergeListItems(tables: Tables, field: FieldTable, live: readonly unknown[], applied: readonly unknown[], path: string): unknown[] {
  const name = naming(field, path);
  const liveNames = live.map((item, index) => name(item, index, "live"));
  const appliedNames = applied.map((item, index) => name(item, index, "applied"));
  // a name the live list has twice reads as null: the applied item replaces both
  const liveByName = new Map<string, unknown>();
  liveNames.forEach((key, index) => liveByName.set(key, liveByName.has(key) ? null : live[index]));
  const appliedAt = new Map<string, number>();
  appliedNames.forEach((key, index) => {
    if (appliedAt.has(key)) throw new ApplyError("apply.duplicateEntries", "applied", indexPath(path, index), `duplicate entries for key ${key}`);
    appliedAt.set(key, index);
  });
  const shared = appliedNames.filter((key) => liveByName.has(key));
  const items = field.items ?? { kind: "object" as const };
  const out: unknown[] = [];
  const emitted = new Set<string>();
  let next = 0;
  const emitApplied = (j: number): void => {
    const key = appliedNames[j]!;
    if (liveByName.has(key)) next++;
    emitted.add(key);
    out.push(mergeValue(tables, items, liveByName.get(key), applied[j], indexPath(path, j)));
  };
  let i = 0;
  let j = 0;
  while (i < live.length || j < applied.length) {
    const left = i < live.length ? liveNames[i] : undefined;
    const right = j < applied.length ? appliedNames[j] : undefined;
    if (left !== undefined && left === right) {
      emitApplied(j++);
      i++;
      continue;
    }
    if (left !== undefined) {
      if (!appliedAt.has(left)) {
        out.push(live[i++]);
        continue;
      }
      if (right !== undefined && next < shared.length && shared[next] !== left) {
        i++;
        continue;
      }
      if (emitted.has(left)) i++;
    }
    if (right !== undefined) emitApplied(j++);
    else if (left !== undefined && !emitted.has(left)) i++; // unreachable: a shared item the applied walk has passed was emitted
  }
  return out;
}

/** How items are named: their list-map keys (those present, in key order) or, in a set, their value. */
function naming(field: FieldTable, path: string): (item: unknown, index: number, input: string) => string {
  if (field.listType === "set") {
    return (item, index, input) => {
      if (item !== null && typeof item === "object") {
        throw new ApplyError("apply.invalidListItem", input, indexPath(path, index), "an item of a set must be a scalar");
      }
      return canonical(item);
    };
  }
  const keys = [...(field.listMapKeys ?? [])].sort();
  return (item, index, input) => {
    if (!isObject(item)) {
      throw new ApplyError("apply.invalidListItem", input, indexPath(path, index), "an item of a listType=map list must be an object");
    }
    const present = keys.filter((key) => hasOwn(item, key));
    if (present.length === 0) {
      throw new ApplyError("apply.missingListMapKeys", input, indexPath(path, index), `the item has none of the list's keys (${keys.join(", ")})`);
    }
    return canonical(present.map((key) => [key, own(item, key)]));
  };
}
