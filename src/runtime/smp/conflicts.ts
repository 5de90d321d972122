// Whether two patches of one object disagree (upstream's MergingMapsHaveConflicts): the
// three-way patch against the changes made from original to current. Two values conflict when
// one is an object and the other not, one replaces or deletes an object (`$patch`) and the other
// does not or does something else, scalars differ, non-merge lists differ (lists of scalars as
// sets, lists of objects item by item), or items of a merge list of objects with the same key
// conflict. Merge lists of scalars never conflict, nor do keys only one patch has. Only keys
// both patches have are looked up, as upstream does (so an unknown field is only an error there).

import { StrategicMergePatchError } from "../errors.js";
import { hasOwn, isObject, type Obj } from "../json.js";
import { fieldPath, indexPath, keyPath } from "../path.js";
import { PATCH, RETAIN_KEYS } from "./directives.js";
import { dedupeInPlace, elementKind, goEqual, goSortByKey, goString } from "./go.js";
import { lookupSlice, lookupStruct, type Schema } from "./meta.js";
import type { Tables } from "../tables.js";

interface Strategy {
  readonly strategy: string;
  readonly mergeKey: string;
}

const NONE: Strategy = { strategy: "", mergeKey: "" };

/** The path of the first conflict between two patches of an object with schema `schema`, or undefined. */
export function firstConflict(tables: Tables, schema: Schema, left: Obj, right: Obj): string | undefined {
  return valuesConflict(tables, schema, left, right, NONE, "");
}

function valuesConflict(tables: Tables, schema: Schema, left: unknown, right: unknown, how: Strategy, path: string): string | undefined {
  if (isObject(left)) {
    if (!isObject(right)) return path;
    const markers = [hasOwn(left, PATCH), hasOwn(right, PATCH)];
    // a directive acts on the whole object: one side replacing or deleting it while the other does something else conflicts
    if ((markers[0] || markers[1]) && (markers[0] !== markers[1] || !goEqual(left[PATCH], right[PATCH]))) return path;
    return how.strategy === "replace" ? undefined : mapsConflict(tables, schema, left, right, path);
  }
  if (Array.isArray(left)) {
    if (!Array.isArray(right)) return path;
    return listsConflict(tables, schema, left, right, how, path);
  }
  return goEqual(left, right) ? undefined : path;
}

function mapsConflict(tables: Tables, schema: Schema, left: Obj, right: Obj, path: string): string | undefined {
  for (const [key, value] of Object.entries(left)) {
    if (key === PATCH || key === RETAIN_KEYS || !hasOwn(right, key)) continue;
    const at = schema === undefined ? keyPath(path, key) : fieldPath(path, key);
    let found: string | undefined;
    if (Array.isArray(value)) {
      const meta = lookupSlice(tables, schema, key, at);
      found = valuesConflict(tables, meta.items, value, right[key], meta, at);
    } else if (isObject(value)) {
      const meta = lookupStruct(tables, schema, key, at);
      found = valuesConflict(tables, meta.schema, value, right[key], meta, at);
    } else {
      found = valuesConflict(tables, undefined, value, right[key], NONE, at);
    }
    if (found !== undefined) return found;
  }
  return undefined;
}

function listsConflict(tables: Tables, schema: Schema, left: unknown[], right: unknown[], how: Strategy, path: string): string | undefined {
  // upstream errors on two empty lists ("no elements in any of the given slices"); they cannot disagree
  const kind = elementKind([left, right], path);
  if (kind === undefined) return undefined;
  if (how.strategy === "merge") {
    if (kind === "scalar") return undefined;
    const before = byMergeKey(left as Obj[], how.mergeKey, path);
    const after = byMergeKey(right as Obj[], how.mergeKey, path);
    for (const [key, item] of before) {
      const other = after.get(key);
      if (other === undefined) continue;
      const found = valuesConflict(tables, schema, item.value, other.value, NONE, indexPath(path, item.index));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (left.length !== right.length) return path;
  const [l, r] = kind === "scalar" ? [dedupeAndSort(left), dedupeAndSort(right)] : [left, right];
  for (let i = 0; i < l.length; i++) {
    const found = valuesConflict(tables, schema, l[i], r[i], NONE, indexPath(path, i));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** upstream's sliceOfMapsToMapOfMaps: items by the `%s` of their merge key (a later item wins). */
function byMergeKey(items: Obj[], mergeKey: string, path: string): Map<string, { readonly value: Obj; readonly index: number }> {
  const out = new Map<string, { readonly value: Obj; readonly index: number }>();
  items.forEach((item, index) => {
    if (!isObject(item) || !hasOwn(item, mergeKey)) {
      throw new StrategicMergePatchError("smp.missingMergeKey", indexPath(path, index), `cannot find merge key \`${mergeKey}\` in merging list element`);
    }
    out.set(goString(item[mergeKey]), { value: item, index });
  });
  return out;
}

function dedupeAndSort(items: unknown[]): unknown[] {
  const copy = [...items];
  copy.length = dedupeInPlace(copy, copy.length);
  return goSortByKey(copy, goString);
}
