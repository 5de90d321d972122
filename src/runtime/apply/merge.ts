// Server-side apply's merge of an applied configuration into a live object, as
// structured-merge-diff's typed merge (`lhs.Merge(rhs)`) computes it, without field ownership:
// - scalars, atomic lists (`listType` atomic or absent) and atomic maps and structs (`mapType`
//   atomic on the field or the struct) are taken from `applied` whenever it has the key, even
//   as null; free-form values (`object` without `ref`) too, since the tables cannot tell a
//   granular one from an atomic one;
// - structs and maps merge key by key; a null or empty one on one side is the other side's
//   content (an empty or null value on both sides is `applied`'s);
// - `listType: map` and `set` lists merge item by item (list.ts);
// - keys only `live` has are kept as they are.
// Inputs are never mutated; the result may share subtrees with them.

import { ApplyError } from "../errors.js";
import { datesAsText } from "../dates.js";
import { guardEntry } from "../guard.js";
import { hasOwn, isObject, own, put, type Obj } from "../json.js";
import { fieldPath, keyPath } from "../path.js";
import { definition, shapeOf } from "../schema.js";
import type { DefinitionName, ElementTable, FieldTable, Tables, TypedTables, UntypedDefinitions } from "../tables.js";
import { mergeListItems } from "./list.js";

/** The object server-side apply makes of `live` (a value of definition `type`; undefined or null: empty) and `applied`. */
export function mergeApplied<D = UntypedDefinitions, N extends DefinitionName<D> = DefinitionName<D>>(tables: TypedTables<D>, type: N, live: object | null | undefined, applied: object): D[N] {
  guardEntry(tables, [["live", live], ["applied", applied]]);
  definition(tables, type, "");
  if ((live !== undefined && live !== null && !isObject(live)) || !isObject(applied)) {
    throw new ApplyError("apply.invalidDocument", isObject(applied) ? "live" : "applied", "", "the live and applied values must be JSON objects");
  }
  return mergeValue(tables, { kind: "object", ref: type }, datesAsText(live ?? undefined), datesAsText(applied), "") as unknown as D[N];
}

/** Absent values are undefined (JSON has none). */
export function mergeValue(tables: Tables, element: ElementTable | FieldTable, live: unknown, applied: unknown, path: string): unknown {
  if (applied === undefined) return live;
  const shape = shapeOf(tables, element, path);
  switch (shape.kind) {
    case "struct":
      if (atomicMap(element) || shape.def.mapType === "atomic") return applied;
      return mergeMaps(live, applied, path, (key) => (hasOwn(shape.def.fields, key) ? shape.def.fields[key] : undefined), tables, true);
    case "map":
      if (atomicMap(element)) return applied;
      return mergeMaps(live, applied, path, () => shape.values, tables, false);
    case "list":
      if (!("listType" in element) || (element.listType !== "map" && element.listType !== "set")) return applied;
      if (isEmptyList(live) && isEmptyList(applied)) return applied;
      if (!Array.isArray(applied) && applied !== null) return applied;
      return mergeListItems(tables, element, Array.isArray(live) ? live : [], applied ?? [], path);
    default:
      return applied;
  }
}

function atomicMap(element: ElementTable | FieldTable): boolean {
  return "mapType" in element && element.mapType === "atomic";
}

/** Key by key; a value only `live` has stays, one only `applied` has is merged with nothing. */
function mergeMaps(live: unknown, applied: unknown, path: string, schemaOf: (key: string) => ElementTable | undefined, tables: Tables, struct: boolean): unknown {
  if (isEmptyMap(live) && isEmptyMap(applied)) return applied;
  if (!isObject(applied) && applied !== null) return applied;
  const before = isObject(live) ? live : {};
  const after = isObject(applied) ? applied : {};
  const out: Obj = {};
  for (const [key, value] of Object.entries(before)) put(out, key, value);
  for (const [key, value] of Object.entries(after)) {
    const at = struct ? fieldPath(path, key) : keyPath(path, key);
    const schema = schemaOf(key);
    put(out, key, schema === undefined ? value : mergeValue(tables, schema, own(before, key), value, at));
  }
  return out;
}

function isEmptyMap(value: unknown): boolean {
  return value === undefined || value === null || (isObject(value) && Object.keys(value).length === 0);
}

function isEmptyList(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}
