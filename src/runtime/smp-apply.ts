// Strategic merge patch application (kubernetes/apimachinery `strategicpatch` semantics, driven
// by our tables instead of Go struct tags). Documented differences from upstream:
// - a field the tables do not know (or a free-form `object`) merges as an RFC 7386 JSON merge
//   patch instead of failing the lookup;
// - a missing field is merged as if it were empty, so directives inside it still apply
//   (upstream copies the value and drops maps that hold `$patch`);
// - `$patch: merge` on a map is accepted (explicit default); upstream rejects it;
// - `mapType`/`structType` atomic is ignored, as upstream SMP ignores it; use
//   `patchStrategy: replace` (or `$patch: replace`) to replace a map wholesale.

import { StrategicMergePatchError } from "./errors.js";
import { applyMergePatch } from "./json-merge-patch.js";
import { copyObject, hasOwn, isObject, own, put, type JsonObject, type Obj } from "./json.js";
import { fieldPath, keyPath } from "./path.js";
import { childElement, definition, shapeOf, type Shape } from "./schema.js";
import { mergeListChange, type ListChange } from "./smp-apply-list.js";
import {
  ABSENT, DELETE_FROM_PRIMITIVE_LIST, PATCH, PATCH_MERGE_KEY, RETAIN_KEYS, SET_ELEMENT_ORDER, directiveTarget, isDirectiveKey,
  strategyOf, strip,
} from "./smp-directives.js";
import type { FieldTable, Tables } from "./tables.js";

/**
 * Applies a strategic merge patch to `original` (a value of definition `type`; undefined or null
 * means empty) and returns the new object. Inputs are never mutated; the result may share
 * untouched subtrees with them. Throws StrategicMergePatchError on a bad patch.
 */
export function applyStrategicMergePatch(tables: Tables, type: string, original: object | null | undefined, patch: object): JsonObject {
  const def = definition(tables, type, "");
  if (original !== undefined && original !== null && !isObject(original)) {
    throw new StrategicMergePatchError("smp.invalidDocument", "", "the original document must be a JSON object");
  }
  if (!isObject(patch)) throw new StrategicMergePatchError("smp.invalidPatch", "", "the patch must be a JSON object");
  return mergeObject(tables, { kind: "struct", def }, original ?? {}, patch, "") as JsonObject;
}

/** Merges a patch map into a struct or map value. */
export function mergeObject(tables: Tables, shape: Shape, original: Obj, patch: Obj, path: string): Obj {
  const directive = own(patch, PATCH);
  if (directive === "replace") return strip(patch) as Obj;
  if (directive === "delete") return {};
  if (directive !== undefined && directive !== "merge") {
    throw new StrategicMergePatchError("smp.unknownPatchDirective", fieldPath(path, PATCH), `unknown $patch directive ${JSON.stringify(directive)}`);
  }
  const out = copyObject(original);
  applyRetainKeys(out, patch, path);
  for (const [name, change] of fieldChanges(patch, path)) {
    const childPath = shape.kind === "map" ? keyPath(path, name) : fieldPath(path, name);
    const next = mergeChild(tables, shape, name, hasOwn(out, name) ? out[name] : ABSENT, change, childPath);
    if (next === ABSENT) delete out[name];
    else put(out, name, next);
  }
  return out;
}

function mergeChild(tables: Tables, parent: Shape, name: string, current: unknown, change: ListChange, path: string): unknown {
  const element = childElement(parent, name);
  const field = parent.kind === "struct" ? element : undefined;
  const shape = shapeOf(tables, element, path);
  if (change.order !== undefined || change.deletions !== undefined || shape.kind === "list") {
    return mergeListChange(tables, field, shape, current, change, path);
  }
  return mergeValue(tables, field, shape, current, change.patch, path);
}

/** Merges one patch value (not a list) into the current value (ABSENT when missing). */
function mergeValue(tables: Tables, field: FieldTable | undefined, shape: Shape, current: unknown, patch: unknown, path: string): unknown {
  if (patch === null) return ABSENT;
  switch (shape.kind) {
    case "struct":
    case "map":
      if (!isObject(patch) || strategyOf(field).replace) return strip(patch);
      // upstream: `$patch: delete` empties an existing map, and a missing one stays missing
      if (!isObject(current) && own(patch, PATCH) === "delete") return ABSENT;
      return mergeObject(tables, shape, isObject(current) ? current : {}, patch, path);
    case "free":
      return applyMergePatch(current === ABSENT ? undefined : current, patch);
    case "list":
      return mergeListChange(tables, field, shape, current, { patch }, path);
    case "scalar":
      return patch;
  }
}

/** `$retainKeys`: fields it does not list are cleared; the patch may only set listed fields. */
function applyRetainKeys(out: Obj, patch: Obj, path: string): void {
  if (!hasOwn(patch, RETAIN_KEYS)) return;
  const retain = patch[RETAIN_KEYS];
  if (!Array.isArray(retain) || !retain.every((key) => typeof key === "string")) {
    throw new StrategicMergePatchError("smp.invalidRetainKeys", fieldPath(path, RETAIN_KEYS), "$retainKeys must be a list of strings");
  }
  const keys = new Set<string>(retain as string[]);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || isDirectiveKey(key)) continue;
    if (!keys.has(key)) {
      throw new StrategicMergePatchError("smp.retainKeysMismatch", fieldPath(path, key), `${key} is set by the patch but not listed in $retainKeys`);
    }
  }
  for (const key of Object.keys(out)) {
    if (!keys.has(key)) delete out[key];
  }
}

/** Groups the patch keys by the field they change: its value and its parallel directive lists. */
function fieldChanges(patch: Obj, path: string): Map<string, ListChange> {
  const changes = new Map<string, ListChange>();
  const change = (name: string): Record<string, unknown> => {
    if (!changes.has(name)) changes.set(name, {});
    return changes.get(name) as Record<string, unknown>;
  };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || key === PATCH || key === RETAIN_KEYS || key === PATCH_MERGE_KEY) continue;
    const at = fieldPath(path, key);
    if (key.startsWith(SET_ELEMENT_ORDER)) change(directiveTarget(key, SET_ELEMENT_ORDER, at)).order = { value, path: at };
    else if (key.startsWith(DELETE_FROM_PRIMITIVE_LIST)) change(directiveTarget(key, DELETE_FROM_PRIMITIVE_LIST, at)).deletions = { value, path: at };
    else change(key).patch = value;
  }
  return changes;
}
