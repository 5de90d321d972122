// Strategic merge patch application: kubernetes/apimachinery's StrategicMergePatch (mergeMap
// in pkg/util/strategicpatch/patch.go), driven by our tables instead of Go struct tags, and
// extended with the multi-field merge key directive `$patchMergeKey`. Like upstream:
// - a field the live object lacks (or holds with another JSON type) takes the patch value as
//   it is, minus null fields and objects holding `$patch` (directives.ts newValue);
// - `$patch` on an object: `replace` gives the rest of the patch object as it is, `delete`
//   gives {}, anything else (`merge` included) is an error;
// - an object field with `patchStrategy: replace` takes the patch value as it is;
// - objects and lists can only be merged where the tables give a schema (meta.ts);
// - `mapType`/`structType` atomic is ignored, as upstream SMP ignores it.
// One choice where upstream depends on Go's random map order: `$deleteFromPrimitiveList/x`
// runs after `x` is merged (as it does whenever `$setElementOrder/x` is present).
// Where our tables cannot say what upstream knows:
// - upstream's struct lookup treats a pointer-to-struct field tagged with a merge key as a merge
//   list when it holds a list; our generator rejects such tags (OM3030), so the tables say a
//   struct, and a list there takes the patch list as it is;
// - field names match exactly (upstream's struct lookup also tries a case-insensitive match;
//   its OpenAPI lookups do not);
// - the live document is taken to be freshly decoded from JSON, as the API server does, for
//   the slice capacity that decides in-place merging (go.ts).

import { StrategicMergePatchError } from "../errors.js";
import { copyObject, hasOwn, isObject, put, type Obj } from "../json.js";
import { fieldPath, keyPath } from "../path.js";
import { definition } from "../schema.js";
import { mergeSliceHandler } from "./apply-list.js";
import { mergeOrderedLists } from "./apply-order.js";
import { DELETE_FROM_PRIMITIVE_LIST, PATCH, RETAIN_KEYS, SET_ELEMENT_ORDER, directiveTarget, newValue, objectDirective } from "./directives.js";
import { datesAsText } from "../dates.js";
import { guardEntry } from "../guard.js";
import { goType } from "./go.js";
import { lookupSlice, lookupStruct, type Schema } from "./meta.js";
import type { DefinitionName, Tables, TypedTables, UntypedDefinitions } from "../tables.js";

/**
 * Applies a strategic merge patch to `original` (a value of definition `type`; undefined or null
 * means empty) and returns the new object. Inputs are never mutated; the result may share
 * subtrees with them. Throws StrategicMergePatchError on a bad patch, InputError on inputs nested
 * deeper than MAX_DEPTH (or cyclic), TablesError on broken tables.
 */
export function applyStrategicMergePatch<D = UntypedDefinitions, N extends DefinitionName<D> = DefinitionName<D>>(tables: TypedTables<D>, type: N, original: object | null | undefined, patch: object): D[N] {
  guardEntry(tables, [["original", original], ["patch", patch]]);
  original = datesAsText(original);
  patch = datesAsText(patch);
  const def = definition(tables, type, "");
  if (original !== undefined && original !== null && !isObject(original)) {
    throw new StrategicMergePatchError("smp.invalidDocument", "", "the original document must be a JSON object");
  }
  if (!isObject(patch)) throw new StrategicMergePatchError("smp.invalidPatch", "", "the patch must be a JSON object");
  return mergeMap(tables, def.scalar === true ? undefined : def, original ?? {}, patch, "") as unknown as D[N];
}

/** Merges a patch object into an object value whose keys have the schema `schema`. */
export function mergeMap(tables: Tables, schema: Schema, original: Obj, patch: Obj, path: string): Obj {
  if (hasOwn(patch, PATCH)) return objectDirective(patch, path);
  const out = copyObject(original);
  const rest = copyObject(patch);
  applyRetainKeys(out, rest, path);
  mergeOrderedLists(tables, schema, out, rest, path);
  const deletions: string[] = [];
  for (const [key, value] of Object.entries(rest)) {
    if (key.startsWith(DELETE_FROM_PRIMITIVE_LIST)) deletions.push(key);
    else mergeField(tables, schema, out, key, value, false, childPath(schema, path, key));
  }
  for (const key of deletions) {
    const target = directiveTarget(key, DELETE_FROM_PRIMITIVE_LIST, fieldPath(path, key));
    mergeField(tables, schema, out, target, rest[key], true, childPath(schema, path, target));
  }
  return out;
}

function childPath(schema: Schema, path: string, key: string): string {
  return schema === undefined ? keyPath(path, key) : fieldPath(path, key);
}

/** One key of the patch (`isDeleteList`: the deletions of `$deleteFromPrimitiveList/<key>`). */
function mergeField(tables: Tables, schema: Schema, out: Obj, key: string, value: unknown, isDeleteList: boolean, path: string): void {
  if (value === null) {
    delete out[key];
    return;
  }
  const current = out[key];
  if (!hasOwn(out, key) || goType(current) !== goType(value)) {
    if (!isDeleteList) setOrDrop(out, key, newValue(value));
    return;
  }
  if (isObject(current)) {
    const meta = lookupStruct(tables, schema, key, path);
    put(out, key, meta.strategy === "replace" ? value : mergeMap(tables, meta.schema, current, value as Obj, path));
  } else if (Array.isArray(current)) {
    put(out, key, mergeSliceHandler(tables, lookupSlice(tables, schema, key, path), current, value as unknown[], isDeleteList, path).merged);
  } else {
    put(out, key, value);
  }
}

function setOrDrop(out: Obj, key: string, value: unknown): void {
  if (value === undefined) delete out[key];
  else put(out, key, value);
}

/** `$retainKeys`: the patch may only set listed fields (directive lists aside); unlisted fields are cleared. */
function applyRetainKeys(out: Obj, rest: Obj, path: string): void {
  if (!hasOwn(rest, RETAIN_KEYS)) return;
  const retain = rest[RETAIN_KEYS];
  delete rest[RETAIN_KEYS];
  if (!Array.isArray(retain)) {
    throw new StrategicMergePatchError("smp.invalidRetainKeys", fieldPath(path, RETAIN_KEYS), "$retainKeys must be a list");
  }
  const keys = new Set(retain.filter((key): key is string => typeof key === "string"));
  for (const [key, value] of Object.entries(rest)) {
    if (value === null || key.startsWith(DELETE_FROM_PRIMITIVE_LIST) || key.startsWith(SET_ELEMENT_ORDER)) continue;
    if (!keys.has(key)) {
      throw new StrategicMergePatchError("smp.retainKeysMismatch", fieldPath(path, key), `${key} is set by the patch but not listed in $retainKeys`);
    }
  }
  for (const key of Object.keys(out)) {
    if (!keys.has(key)) delete out[key];
  }
}
