// Strategic merge patch vocabulary: directive keys, patch strategies, and how a list merges.

import { StrategicMergePatchError } from "./errors.js";
import { isObject, own, put, type Obj } from "./json.js";
import type { Shape } from "./schema.js";
import type { FieldTable } from "./tables.js";

export const PATCH = "$patch";
export const RETAIN_KEYS = "$retainKeys";
export const PATCH_MERGE_KEY = "$patchMergeKey";
export const SET_ELEMENT_ORDER = "$setElementOrder";
export const DELETE_FROM_PRIMITIVE_LIST = "$deleteFromPrimitiveList";

/** A merge result meaning "the field is removed" (never escapes to callers). */
export const ABSENT: unique symbol = Symbol("absent");

/** Keys that steer the merge and never reach the result. */
export function isDirectiveKey(key: string): boolean {
  return key === PATCH || key === RETAIN_KEYS || key === PATCH_MERGE_KEY
    || key.startsWith(SET_ELEMENT_ORDER) || key.startsWith(DELETE_FROM_PRIMITIVE_LIST);
}

export interface Strategy {
  readonly merge: boolean;
  readonly replace: boolean;
  readonly retainKeys: boolean;
}

/** `patchStrategy` is comma-separated ("merge,retainKeys"), like upstream. */
export function strategyOf(field: FieldTable | undefined): Strategy {
  const parts = (field?.patchStrategy ?? "").split(",").map((part) => part.trim());
  return { merge: parts.includes("merge"), replace: parts.includes("replace"), retainKeys: parts.includes("retainKeys") };
}

/**
 * How a list merges:
 * - `keyed`: `merge` strategy, struct (or free-form object) items and a `patchMergeKey`;
 * - `set`: `merge` strategy and scalar items (union of values);
 * - `replace`: everything else, including `merge` lists of structs whose tables lack a
 *   `patchMergeKey` (upstream rejects those patches; we replace, so diffs still round-trip).
 */
export type ListMode = "keyed" | "set" | "replace";

export function listMode(field: FieldTable | undefined, items: Shape): ListMode {
  if (!strategyOf(field).merge) return "replace";
  if (items.kind === "scalar") return "set";
  if (items.kind === "list") return "replace";
  return field?.patchMergeKey === undefined ? "replace" : "keyed";
}

/**
 * A patch value taken as-is (new value of a replaced field, `$patch: replace` content): directive
 * keys and null values are dropped (null means "delete", so it cannot survive), and list items
 * that are directives (`{$patch: …}`) are dropped, as upstream does for values it copies.
 */
export function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !(isObject(item) && own(item, PATCH) !== undefined)).map(strip);
  if (!isObject(value)) return value;
  const out: Obj = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== null && item !== undefined && !isDirectiveKey(key)) put(out, key, strip(item));
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
