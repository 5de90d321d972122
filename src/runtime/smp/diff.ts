// Two-way strategic merge patch: kubernetes/apimachinery's CreateTwoWayMergePatch (diffMaps in
// pkg/util/strategicpatch/patch.go) on our tables, byte for byte the patch upstream computes,
// plus `$patchMergeKey` on the items of lists with recommended merge keys. Like upstream:
// - a key `modified` adds (or whose JSON type changes) is sent as `modified` has it, nulls
//   and all; a removed key is sent as null;
// - an object field with `patchStrategy: replace` is always sent whole, changed or not;
// - merge lists send changed and new items, `$patch: delete` items and `$setElementOrder`
//   (objects), or additions, `$deleteFromPrimitiveList` and `$setElementOrder` (scalars);
// - `retainKeys` objects carry `$retainKeys` when anything changed;
// - objects or lists that differ where the tables give no schema are an error (meta.ts).

import { StrategicMergePatchError } from "../errors.js";
import { deepEqual, hasOwn, isObject, put, type JsonObject, type Obj } from "../json.js";
import { fieldPath, keyPath } from "../path.js";
import { definition } from "../schema.js";
import { datesAsText } from "../dates.js";
import { guardEntry } from "../guard.js";
import { diffLists } from "./diff-list.js";
import { DELETE_FROM_PRIMITIVE_LIST, PATCH, RETAIN_KEYS, SET_ELEMENT_ORDER } from "./directives.js";
import { goSortByKey, goType } from "./go.js";
import { lookupSlice, lookupStruct, type Schema } from "./meta.js";
import type { DefinitionName, Tables, TypedTables, UntypedDefinitions } from "../tables.js";

/**
 * What a diff keeps (upstream's DiffOptions): a two-way patch keeps everything and orders its
 * lists; the three-way patch is built from a diff without deletions and one with only them.
 */
export interface DiffOptions {
  readonly ignoreChangesAndAdditions: boolean;
  readonly ignoreDeletions: boolean;
  readonly setElementOrder: boolean;
}

export const TWO_WAY: DiffOptions = { ignoreChangesAndAdditions: false, ignoreDeletions: false, setElementOrder: true };

/** The strategic merge patch from `original` (undefined or null: empty) to `modified`, both values of definition `type`. */
export function createTwoWayMergePatch<D = UntypedDefinitions>(tables: TypedTables<D>, type: NoInfer<DefinitionName<D>>, original: object | null | undefined, modified: object): JsonObject {
  guardEntry(tables, [["original", original], ["modified", modified]]);
  original = datesAsText(original);
  modified = datesAsText(modified);
  const def = definition(tables, type, "");
  if ((original !== undefined && original !== null && !isObject(original)) || !isObject(modified)) {
    throw new StrategicMergePatchError("smp.invalidDocument", "", "the original and modified documents must be JSON objects");
  }
  return diffMaps(tables, def.scalar === true ? undefined : def, original ?? {}, modified, false, "", TWO_WAY) as JsonObject;
}

/** The patch of an object value whose keys have the schema `schema` (empty when nothing changed). */
export function diffMaps(tables: Tables, schema: Schema, original: Obj, modified: Obj, retainKeys: boolean, path: string, options: DiffOptions): Obj {
  const patch: Obj = {};
  const retained: string[] = [];
  const changes = !options.ignoreChangesAndAdditions;
  for (const [key, after] of Object.entries(modified)) {
    if (retainKeys && after !== null) retained.push(key);
    const at = schema === undefined ? keyPath(path, key) : fieldPath(path, key);
    const before = original[key];
    if (!hasOwn(original, key) || (key !== PATCH && goType(before) !== goType(after))) {
      if (changes) put(patch, key, after);
    } else if (key === PATCH) diffDirective(before, after, patch, at);
    else if (isObject(before)) diffObjectField(tables, schema, key, before, after as Obj, patch, at, options);
    else if (Array.isArray(before)) diffListField(tables, schema, key, before, after as unknown[], patch, at, options);
    else if (changes && before !== after) put(patch, key, after);
  }
  if (!options.ignoreDeletions) {
    for (const key of Object.keys(original)) {
      if (!hasOwn(modified, key)) put(patch, key, null);
    }
  }
  const cleared = Object.entries(original).some(([key, value]) => value !== null && !hasOwn(modified, key));
  if (retained.length > 0 && (Object.keys(patch).length > 0 || cleared)) put(patch, RETAIN_KEYS, goSortByKey(retained, (key) => key));
  return patch;
}

/** A `$patch` key in the documents themselves: sent when it changes (upstream's handleDirectiveMarker). */
function diffDirective(before: unknown, after: unknown, patch: Obj, path: string): void {
  if (typeof before !== "string" || typeof after !== "string") {
    throw new StrategicMergePatchError("smp.unknownPatchDirective", path, "a $patch value in a document must be a string");
  }
  if (before !== after) put(patch, PATCH, after);
}

/** A lookup that fails only matters when the values differ (upstream ignores it for equal values). */
function lookup<T>(find: () => T, before: unknown, after: unknown): T | undefined {
  try {
    return find();
  } catch (error) {
    if (error instanceof StrategicMergePatchError && error.code === "smp.unknownField" && deepEqual(before, after)) return undefined;
    throw error;
  }
}

function diffObjectField(tables: Tables, schema: Schema, key: string, before: Obj, after: Obj, patch: Obj, path: string, options: DiffOptions): void {
  const meta = lookup(() => lookupStruct(tables, schema, key, path), before, after);
  if (meta === undefined) return;
  if (meta.strategy === "replace") {
    if (!options.ignoreChangesAndAdditions) put(patch, key, after);
    return;
  }
  const change = diffMaps(tables, meta.schema, before, after, meta.retainKeys, path, options);
  if (Object.keys(change).length > 0) put(patch, key, change);
}

function diffListField(tables: Tables, schema: Schema, key: string, before: unknown[], after: unknown[], patch: Obj, path: string, options: DiffOptions): void {
  const meta = lookup(() => lookupSlice(tables, schema, key, path), before, after);
  if (meta === undefined) return;
  if (meta.strategy !== "merge") {
    if (!options.ignoreChangesAndAdditions && !deepEqual(before, after)) put(patch, key, after);
    return;
  }
  const { additions, deletions, order } = diffLists(tables, meta, before, after, path, options);
  if (additions.length > 0) put(patch, key, additions);
  if (deletions.length > 0) put(patch, `${DELETE_FROM_PRIMITIVE_LIST}/${key}`, deletions);
  if (order.length > 0) put(patch, `${SET_ELEMENT_ORDER}/${key}`, order);
}
