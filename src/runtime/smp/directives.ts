// Strategic merge patch vocabulary: directive keys, and what becomes of a patch value that
// is taken as it is (a field the live object does not have).

import { StrategicMergePatchError } from "../errors.js";
import { copyObject, hasOwn, isObject, own, put, type Obj } from "../json.js";
import { fieldPath } from "../path.js";

export const PATCH = "$patch";
export const RETAIN_KEYS = "$retainKeys";
export const PATCH_MERGE_KEY = "$patchMergeKey";
export const SET_ELEMENT_ORDER = "$setElementOrder";
export const DELETE_FROM_PRIMITIVE_LIST = "$deleteFromPrimitiveList";

/**
 * A patch value for a field the live object lacks (or holds with another JSON type), as
 * upstream takes it (discardNullValuesFromPatch, then removeDirectives): null fields are
 * dropped at every depth, and every object holding `$patch` is dropped, with its key or list
 * slot. Other directives inside (`$retainKeys`, `$setElementOrder/…`) stay, as upstream
 * leaves them; our own `$patchMergeKey`, which upstream does not know, is dropped (it only ever
 * names list items). Undefined: the value itself is dropped.
 */
export function newValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(newValue).filter((item) => item !== undefined);
  if (!isObject(value)) return value;
  if (own(value, PATCH) !== undefined && own(value, PATCH) !== null) return undefined;
  const out: Obj = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === null || item === undefined || key === PATCH_MERGE_KEY) continue;
    const kept = newValue(item);
    if (kept !== undefined) put(out, key, kept);
  }
  return out;
}

/** upstream's removeDirectives alone (a list for a field the live object lacks, under `$setElementOrder`), and `$patchMergeKey`. */
export function removeDirectives(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(removeDirectives).filter((item) => item !== undefined);
  if (!isObject(value)) return value;
  if (hasOwn(value, PATCH)) return undefined;
  const out: Obj = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === PATCH_MERGE_KEY) continue;
    const kept = removeDirectives(item);
    if (kept !== undefined) put(out, key, kept);
  }
  return out;
}

/** The field a `$setElementOrder/<field>` or `$deleteFromPrimitiveList/<field>` key targets. */
export function directiveTarget(key: string, prefix: string, path: string): string {
  const field = key.slice(prefix.length + 1);
  if (key[prefix.length] !== "/" || field === "") {
    const code = prefix === SET_ELEMENT_ORDER ? "smp.invalidSetElementOrder" : "smp.invalidDeleteFromPrimitiveList";
    throw new StrategicMergePatchError(code, path, `${JSON.stringify(key)} must be ${prefix}/<field>`);
  }
  return field;
}

export function unknownDirective(directive: unknown, path: string): never {
  throw new StrategicMergePatchError("smp.unknownPatchDirective", path, `unknown $patch directive ${JSON.stringify(directive)}`);
}

/** `$patch` on an object (upstream's handleDirectiveInMergeMap): `delete` gives {}, `replace` the rest of the object, anything else is an error. */
export function objectDirective(patch: Obj, path: string): Obj {
  const directive = patch[PATCH];
  if (directive === "delete") return {};
  if (directive !== "replace") return unknownDirective(directive, fieldPath(path, PATCH));
  const out = copyObject(patch);
  delete out[PATCH];
  return out;
}
