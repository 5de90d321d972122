// RFC 7386 JSON merge patch, for free-form values (`object` without `ref`): objects merge
// recursively, null deletes, everything else (arrays included) replaces. No SMP directives.

import { copyObject, deepEqual, hasOwn, isObject, own, put, type Obj } from "./json.js";

export function applyMergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out = isObject(target) ? copyObject(target) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (value !== undefined) put(out, key, applyMergePatch(own(out, key), value));
  }
  return out;
}

/** The merge patch from `original` to `modified`, or undefined when they are equal. */
export function diffMergePatch(original: unknown, modified: unknown): unknown {
  if (deepEqual(original, modified)) return undefined;
  if (!isObject(original) || !isObject(modified)) return modified;
  const patch: Obj = {};
  for (const [key, value] of Object.entries(modified)) {
    const change = hasOwn(original, key) ? diffMergePatch(original[key], value) : value;
    if (change !== undefined) put(patch, key, change);
  }
  for (const key of Object.keys(original)) {
    if (!hasOwn(modified, key)) put(patch, key, null);
  }
  return patch;
}
