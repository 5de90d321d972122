// `+k8s:listType=set|map` and `+k8s:unique=set|map`: apimachinery's validate.Unique — every item
// that matches an earlier one (a set: the whole item; a map: its `+k8s:listMapKey` values) is a
// Duplicate, in index order; `+k8s:customUnique` leaves it to hand-written code. One pass with canonical keys instead of upstream's pairwise loop.

import { canonical, isObject, own } from "../json.js";
import { indexPath } from "../path.js";
import type { ValidationRuleTable } from "../tables.js";
import { FieldError } from "../unions/k8s-errors.js";

/** The list's identity: "set", the map keys, or undefined (atomic / no tag). */
export function listIdentity(tags: readonly ValidationRuleTable[]): "set" | readonly string[] | undefined {
  const kind = semanticTag(tags)?.value;
  if (kind === "set") return "set";
  if (kind !== "map") return undefined;
  const keys = tags.filter((t) => t.name === "listMapKey" && t.each === undefined).map((t) => String(t.value));
  return keys.length > 0 ? keys : undefined;
}

/** The `listType`/`unique` tag that gives the list set or map semantics: its level marks the Duplicate errors. */
function semanticTag(tags: readonly ValidationRuleTable[]): ValidationRuleTable | undefined {
  return tags.find((t) => (t.name === "listType" || t.name === "unique") && (t.value === "set" || t.value === "map"));
}

export function itemIdentity(identity: "set" | readonly string[], item: unknown): string {
  if (identity === "set") return canonical(item);
  return canonical(identity.map((key) => (isObject(item) ? own(item, key) ?? null : null)));
}

export function duplicateErrors(tags: readonly ValidationRuleTable[], list: unknown, path: string): FieldError[] {
  const identity = listIdentity(tags);
  if (identity === undefined || !Array.isArray(list) || tags.some((t) => t.name === "customUnique")) return [];
  const stability = semanticTag(tags)?.stability;
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  list.forEach((item, i) => {
    const key = itemIdentity(identity, item);
    if (seen.has(key)) errors.push(new FieldError(indexPath(path, i), item, "", "", stability, "FieldValueDuplicate"));
    seen.add(key);
  });
  return errors;
}
