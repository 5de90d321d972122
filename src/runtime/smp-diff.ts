// Two-way strategic merge patch: the patch that turns `original` into `modified`, such that
// applyStrategicMergePatch(original, patch) deep-equals modified. Like upstream, it emits null
// for removed fields, `$deleteFromPrimitiveList` + `$setElementOrder` for merge lists of scalars,
// `$patch: delete` + `$setElementOrder` for merge lists of structs, and `$retainKeys` for
// `retainKeys` fields. Lists of structs with recommended merge keys carry `$patchMergeKey` (all
// recommended keys) on every item and order entry. A merge list whose items cannot be told
// apart (duplicate keys, missing default merge key, non-object items, duplicate scalars) is
// replaced with `$patch: replace` instead of being diffed.
//
// JSON null cannot be represented (it means "delete"): a null-valued field of `modified` is
// treated as absent, so the round trip holds for documents without null values.

import { StrategicMergePatchError } from "./errors.js";
import { diffMergePatch } from "./json-merge-patch.js";
import { deepEqual, hasOwn, isObject, isSet, put, type JsonObject, type Obj } from "./json.js";
import { fieldPath, keyPath } from "./path.js";
import { childElement, definition, shapeOf, type Shape } from "./schema.js";
import { diffList } from "./smp-diff-list.js";
import { ABSENT, RETAIN_KEYS, strategyOf } from "./smp-directives.js";
import type { Tables } from "./tables.js";

/** The strategic merge patch from `original` (undefined or null: empty) to `modified`, both values of definition `type`. */
export function createTwoWayMergePatch(tables: Tables, type: string, original: object | null | undefined, modified: object): JsonObject {
  const def = definition(tables, type, "");
  if ((original !== undefined && original !== null && !isObject(original)) || !isObject(modified)) {
    throw new StrategicMergePatchError("smp.invalidDocument", "", "the original and modified documents must be JSON objects");
  }
  return diffObject(tables, { kind: "struct", def }, original ?? {}, modified, false, "") as JsonObject;
}

/** The patch of a struct or map value (empty when nothing changed). */
export function diffObject(tables: Tables, shape: Shape, original: Obj, modified: Obj, retainKeys: boolean, path: string): Obj {
  const patch: Obj = {};
  for (const [key, value] of Object.entries(modified)) {
    if (value === null || value === undefined) continue;
    const before = isSet(original, key) ? original[key] : ABSENT;
    const childPath = shape.kind === "map" ? keyPath(path, key) : fieldPath(path, key);
    diffChild(tables, shape, key, before, value, patch, childPath);
  }
  for (const key of Object.keys(original)) {
    const removed = !hasOwn(modified, key) || (isSet(original, key) && !isSet(modified, key));
    if (removed) put(patch, key, null);
  }
  if (retainKeys && Object.keys(patch).length > 0) {
    put(patch, RETAIN_KEYS, Object.keys(modified).filter((key) => isSet(modified, key)).sort());
  }
  return patch;
}

function diffChild(tables: Tables, parent: Shape, key: string, before: unknown, after: unknown, patch: Obj, path: string): void {
  const element = childElement(parent, key);
  const field = parent.kind === "struct" ? element : undefined;
  const shape = shapeOf(tables, element, path);
  switch (shape.kind) {
    case "struct":
    case "map": {
      const strategy = strategyOf(field);
      if (!isObject(after) || strategy.replace) {
        if (!deepEqual(before, after)) put(patch, key, after);
        return;
      }
      // $retainKeys only matters against an existing value (upstream sends new values as they are)
      const change = diffObject(tables, shape, isObject(before) ? before : {}, after, strategy.retainKeys && isObject(before), path);
      if (!isObject(before) || Object.keys(change).length > 0) put(patch, key, change);
      return;
    }
    case "free": {
      const change = diffMergePatch(before === ABSENT ? undefined : before, after);
      if (change !== undefined) put(patch, key, change);
      return;
    }
    case "list":
      diffList(tables, field, shape, key, before, after, patch, path);
      return;
    case "scalar":
      if (!deepEqual(before, after)) put(patch, key, after);
  }
}
