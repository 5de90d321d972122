// Which live item a patch item of a merge list of objects refers to.
// - Without `$patchMergeKey` (upstream): the item must have the default merge key (null is a
//   value) and names the live items whose key is Go-equal (`==`) to it.
// - With `$patchMergeKey` (multi-field merge key design; upstream never had it): the listed
//   keys, the default one included and set. A listed key absent from the patch item must be
//   absent (or null) in the live item; a listed key null in the patch item ("delete this merge
//   key") matches any live item that has it set, the first such item is used; otherwise a
//   patch item matching several live items is rejected.

import { StrategicMergePatchError } from "../errors.js";
import { canonical, deepEqual, hasOwn, isObject, isSet, own, type Obj } from "../json.js";
import { fieldPath } from "../path.js";
import { PATCH_MERGE_KEY } from "./directives.js";
import { goEqual, goIdentity, type GoKey } from "./go.js";
import type { PatchMeta } from "./meta.js";

export interface Selector {
  readonly keys: readonly string[];
  /** Keys came from `$patchMergeKey`. */
  readonly explicit: boolean;
  /** The patch item or `$setElementOrder` entry holding the key values. */
  readonly source: Obj;
}

/** Reads and checks the keys of a patch item or order entry (its `$patchMergeKey`, else the default merge key). */
export function selectorOf(meta: PatchMeta, item: unknown, path: string): Selector {
  if (!isObject(item)) throw new StrategicMergePatchError("smp.invalidListItem", path, "an item of a merge list of objects must be an object");
  const listed = own(item, PATCH_MERGE_KEY);
  const explicit = listed !== undefined;
  const keys = explicit ? checkListed(meta, listed, fieldPath(path, PATCH_MERGE_KEY)) : [meta.mergeKey];
  if (explicit ? !isSet(item, meta.mergeKey) : !hasOwn(item, meta.mergeKey)) throw missingMergeKey(meta, path);
  return { keys, explicit, source: item };
}

export function missingMergeKey(meta: PatchMeta, path: string): StrategicMergePatchError {
  return new StrategicMergePatchError("smp.missingMergeKey", path, `item does not contain the merge key ${JSON.stringify(meta.mergeKey)}`);
}

function checkListed(meta: PatchMeta, listed: unknown, path: string): string[] {
  const fail = (message: string): never => {
    throw new StrategicMergePatchError("smp.invalidPatchMergeKey", path, message);
  };
  if (!Array.isArray(listed) || listed.length === 0 || !listed.every((key) => typeof key === "string")) {
    return fail("$patchMergeKey must be a non-empty list of strings");
  }
  const keys = listed as string[];
  if (new Set(keys).size !== keys.length) fail("$patchMergeKey lists a key twice");
  const allowed = meta.recommended.length > 0 ? meta.recommended : [meta.mergeKey];
  const unknown = keys.find((key) => !allowed.includes(key));
  if (unknown !== undefined) fail(`${JSON.stringify(unknown)} is not a merge key of this list (${allowed.join(", ")})`);
  if (!keys.includes(meta.mergeKey)) fail(`$patchMergeKey must contain the default merge key ${JSON.stringify(meta.mergeKey)}`);
  return keys;
}

/**
 * What a selector names, as a lookup: the live items whose `id` equals `wanted`.
 * Selectors with the same `kind` share `id`, so one index per kind serves every patch item of
 * a list (kinds: the default key, or per `$patchMergeKey` key set which keys must be equal,
 * unset or merely set).
 */
export interface SelectorKey {
  readonly kind: string;
  /** The identity of a live item for this kind; undefined when no selector of the kind can name it. */
  readonly id: (live: unknown) => GoKey | undefined;
  readonly wanted: GoKey;
}

type Mode = "equal" | "unset" | "set";

export function selectorKey(selector: Selector): SelectorKey {
  if (!selector.explicit) {
    const key = selector.keys[0]!;
    const id = (live: unknown): GoKey | undefined => (isObject(live) && hasOwn(live, key) ? goIdentity(live[key]) : undefined);
    return { kind: `default\u0000${key}`, id, wanted: goIdentity(own(selector.source, key)) };
  }
  const modes = [...selector.keys].sort().map((key): [string, Mode] => {
    const wanted = own(selector.source, key);
    return [key, wanted === undefined ? "unset" : wanted === null ? "set" : "equal"];
  });
  const id = (live: unknown): string | undefined => {
    if (!isObject(live)) return undefined;
    const parts: string[] = [];
    for (const [key, mode] of modes) {
      if (isSet(live, key) !== (mode !== "unset")) return undefined;
      parts.push(mode === "equal" ? canonical(own(live, key)) : "");
    }
    return parts.join("\u0000");
  };
  const wanted = modes.map(([key, mode]) => (mode === "equal" ? canonical(own(selector.source, key)) : "")).join("\u0000");
  return { kind: JSON.stringify(modes), id, wanted };
}

/**
 * How upstream tells list items apart when ordering them (index by merge key value, `==`, a
 * missing key reading as null); with recommended keys, the values of all of them.
 */
export function identityOf(meta: PatchMeta, item: unknown): GoKey {
  if (!isObject(item)) return goIdentity(null);
  if (meta.recommended.length === 0) return goIdentity(own(item, meta.mergeKey) ?? null);
  return canonical(meta.recommended.map((key) => (isSet(item, key) ? [own(item, key)] : [])));
}

/** Whether two `$setElementOrder` entries or patch items name the same item. */
export function sameSelector(a: Selector, b: Selector): boolean {
  if (!a.explicit && !b.explicit) return goEqual(own(a.source, a.keys[0]!), own(b.source, b.keys[0]!));
  const keys = new Set([...a.keys, ...b.keys]);
  const value = (selector: Selector, key: string): unknown => (isSet(selector.source, key) ? own(selector.source, key) : undefined);
  return [...keys].every((key) => deepEqual(value(a, key), value(b, key)));
}
