// Which live item a patch item of a list of structs refers to: the default merge key, or the
// keys its `$patchMergeKey` directive lists (multi-field merge key proposal):
// - a listed key absent from the patch item must be absent from the live item;
// - a listed key that is null in the patch item ("delete this merge key") matches any live item
//   that has it set, and the first such item is used (the proposal's "delete a field" example);
// - otherwise an explicit `$patchMergeKey` that matches several live items is rejected, while an
//   item without the directive merges into the first match, as upstream always did.

import { StrategicMergePatchError } from "./errors.js";
import { deepEqual, isSet, own, type Obj } from "./json.js";
import { fieldPath } from "./path.js";
import { PATCH_MERGE_KEY } from "./smp-directives.js";
import type { FieldTable } from "./tables.js";

export interface Selector {
  readonly keys: readonly string[];
  /** Keys came from `$patchMergeKey`. */
  readonly explicit: boolean;
  /** The patch item or `$setElementOrder` entry holding the key values. */
  readonly source: Obj;
}

/** Reads and checks the keys of a patch item (its `$patchMergeKey`, else the default merge key). */
export function selectorOf(field: FieldTable, item: Obj, path: string): Selector {
  const defaultKey = field.patchMergeKey!;
  const listed = own(item, PATCH_MERGE_KEY);
  const keys = listed === undefined ? [defaultKey] : checkListed(field, defaultKey, listed, fieldPath(path, PATCH_MERGE_KEY));
  if (!isSet(item, defaultKey)) {
    throw new StrategicMergePatchError("smp.missingMergeKey", path, `item does not contain the merge key ${JSON.stringify(defaultKey)}`);
  }
  return { keys, explicit: listed !== undefined, source: item };
}

function checkListed(field: FieldTable, defaultKey: string, listed: unknown, path: string): string[] {
  const fail = (message: string): never => {
    throw new StrategicMergePatchError("smp.invalidPatchMergeKey", path, message);
  };
  if (!Array.isArray(listed) || listed.length === 0 || !listed.every((key) => typeof key === "string")) {
    return fail("$patchMergeKey must be a non-empty list of strings");
  }
  const keys = listed as string[];
  if (new Set(keys).size !== keys.length) fail("$patchMergeKey lists a key twice");
  const allowed = field.recommendedMergeKeys !== undefined && field.recommendedMergeKeys.length > 0 ? field.recommendedMergeKeys : [defaultKey];
  const unknown = keys.find((key) => !allowed.includes(key));
  if (unknown !== undefined) fail(`${JSON.stringify(unknown)} is not a merge key of this list (${allowed.join(", ")})`);
  if (!keys.includes(defaultKey)) fail(`$patchMergeKey must contain the default merge key ${JSON.stringify(defaultKey)}`);
  return keys;
}

export function matches(selector: Selector, live: Obj): boolean {
  return selector.keys.every((key) => {
    const wanted = own(selector.source, key);
    if (wanted === undefined) return !isSet(live, key);
    if (wanted === null) return isSet(live, key);
    return isSet(live, key) && deepEqual(own(live, key), wanted);
  });
}

/** Index of the live item the patch item merges into, or -1 (then it is appended). */
export function findMatch(selector: Selector, live: readonly Obj[], path: string): number {
  const found: number[] = [];
  live.forEach((item, index) => {
    if (matches(selector, item)) found.push(index);
  });
  const deletesAKey = selector.keys.some((key) => own(selector.source, key) === null);
  if (found.length > 1 && selector.explicit && !deletesAKey) {
    throw new StrategicMergePatchError("smp.ambiguousMergeKey", path,
      `$patchMergeKey ${selector.keys.join(", ")} matches ${found.length} items of the list`);
  }
  return found[0] ?? -1;
}

/** Whether a patch item and a `$setElementOrder` entry name the same item (same values for all their keys). */
export function sameSelector(a: Selector, b: Selector): boolean {
  const keys = new Set([...a.keys, ...b.keys]);
  return [...keys].every((key) => deepEqual(own(a.source, key), own(b.source, key)));
}
