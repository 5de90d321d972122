// The list-type invariants the API server checks after the schema (x-kubernetes-list-type):
// a set has no item twice, a map no two items with the same keys; each repeat is reported
// once, at its second occurrence, with the duplicated value (a map: its keys). Paths are
// field paths (`spec.items[2]`, map values `spec.m[key]`). Linear: identities go in a Map.

import { canonical, isObject, own, type Obj } from "../json.js";
import type { SchemaTable, Tables } from "../tables.js";
import { FieldError } from "../unions/k8s-errors.js";
import { resolveSchema } from "./schema-walk.js";

export function listTypeErrors(tables: Tables, root: SchemaTable | undefined, object: Obj): FieldError[] {
  const errors: FieldError[] = [];
  walkObject(tables, resolveSchema(tables, root), object, "", errors);
  return errors;
}

function child(path: string, name: string): string {
  return path === "" ? name : `${path}.${name}`;
}

function walkObject(tables: Tables, schema: SchemaTable, object: Obj, path: string, errors: FieldError[]): void {
  const values = isObject(schema.additionalProperties) ? (schema.additionalProperties as SchemaTable) : undefined;
  const properties = isObject(schema.properties) ? (schema.properties as Readonly<Record<string, SchemaTable>>) : undefined;
  for (const key of Object.keys(object)) {
    if (values !== undefined) walkValue(tables, values, object[key], `${path}[${key}]`, errors);
    const property = properties === undefined ? undefined : own(properties, key);
    if (property !== undefined) walkValue(tables, property as SchemaTable, object[key], child(path, key), errors);
  }
}

function walkValue(tables: Tables, node: SchemaTable, value: unknown, path: string, errors: FieldError[]): void {
  const schema = resolveSchema(tables, node);
  if (isObject(value)) walkObject(tables, schema, value, path, errors);
  else if (Array.isArray(value)) walkList(tables, schema, value, path, errors);
}

function walkList(tables: Tables, schema: SchemaTable, list: readonly unknown[], path: string, errors: FieldError[]): void {
  const listType = schema["x-kubernetes-list-type"];
  if (listType === "set") {
    for (const i of repeats(list.map(identity))) errors.push(new FieldError(`${path}[${i}]`, list[i], "", "listType", undefined, "FieldValueDuplicate"));
  } else if (listType === "map") {
    errors.push(...mapErrors(schema, list, path));
  }
  if (isObject(schema.items)) for (let i = 0; i < list.length; i++) walkValue(tables, schema.items, list[i], `${path}[${i}]`, errors);
}

/** A scalar by type and value (Go compares interface values: "1" and 1 differ); a compound by its JSON. */
function identity(value: unknown): string {
  return isObject(value) || Array.isArray(value) ? `j${canonical(value)}` : `${typeof value}:${String(value)}`;
}

/** The index of each value's second occurrence, in list order. */
function repeats(ids: readonly string[]): number[] {
  const seen = new Map<string, number>();
  const out: number[] = [];
  ids.forEach((id, i) => {
    const times = seen.get(id) ?? 0;
    if (times === 1) out.push(i);
    seen.set(id, times + 1);
  });
  return out;
}

function mapErrors(schema: SchemaTable, list: readonly unknown[], path: string): FieldError[] {
  const bad = list.findIndex((item) => item !== null && !isObject(item));
  if (bad !== -1) return [new FieldError(`${path}[${bad}]`, list[bad], "must be an object for an array of list-type map", "listType", undefined, "FieldValueInvalid")];
  if (list.length <= 1) return [];
  const keyFields = Array.isArray(schema["x-kubernetes-list-map-keys"]) ? schema["x-kubernetes-list-map-keys"] : [];
  const keys = list.map((item) => {
    const key = Object.create(null) as Obj;
    for (const field of keyFields) if (isObject(item) && Object.hasOwn(item, field)) key[field] = item[field];
    return key;
  });
  const single = keyFields.length === 1;
  const ids = keys.map((key) => (single ? (Object.hasOwn(key, keyFields[0]!) ? identity(key[keyFields[0]!]) : "unspecified") : identity(key)));
  return repeats(ids).map((i) => new FieldError(`${path}[${i}]`, { ...keys[i] }, "", "listType", undefined, "FieldValueDuplicate"));
}
