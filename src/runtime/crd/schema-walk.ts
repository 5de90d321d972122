// The OpenAPI schema validation of a custom resource, as the API server runs it
// (kube-openapi's validate package over the CRD's structural schema): at each node, in
// this order, the type, allOf/anyOf/oneOf/not, the string checks (the first failing one of
// maxLength, minLength, pattern), the format, the number checks (multipleOf, minimum,
// maximum), the list (items, then minItems, maxItems, uniqueItems), enum, then the object
// (minProperties, maxProperties, map values, properties, required). Messages and error
// types are those the server's conversion to field errors gives.
//
// What the decoder does before validation is folded in: unknown fields are pruned (never
// validated) unless the schema preserves them, a missing property with a default gets it,
// and a null in a non-nullable property is defaulted or pruned.
//
// On update (ratcheting, on by default since Kubernetes 1.30) a node whose value equals its
// correlated old value is not validated: properties and map values correlate by name,
// list-map items by their keys, list-set items by value; atomic list items do not correlate.
//
// The recursion is one level per level of the input, bounded by guardEntry's MAX_DEPTH.

import { canonical, deepEqual, hasOwn, isObject, own, type Obj } from "../json.js";
import type { SchemaTable, Tables } from "../tables.js";
import { FieldError, type FieldErrorType } from "../unions/k8s-errors.js";
import { goFloat, jsonTypeName, runeCount } from "./go-text.js";
import { hasFormat } from "./formats.js";
import { compilePattern } from "./pattern.js";

/** No correlated old value (a create, or a value with nothing to correlate with). */
export const NO_OLD: unique symbol = Symbol("no old value");
export type Old = unknown;

export interface SchemaWalk {
  readonly tables: Tables;
  readonly errors: FieldError[];
}

const MAX_REF_HOPS = 64;

/** A node with its `$ref` followed to the definition's schema (an unknown name: no constraint). */
export function resolveSchema(tables: Tables, node: SchemaTable | undefined): SchemaTable {
  let schema: SchemaTable | undefined = node;
  for (let hops = 0; schema !== undefined && typeof schema.$ref === "string"; hops++) {
    if (hops > MAX_REF_HOPS) return {};
    const def = own(tables, schema.$ref);
    schema = isObject(def) ? (own(def, "schema") as SchemaTable | undefined) : undefined;
  }
  return isObject(schema) ? schema : {};
}

function push(walk: SchemaWalk, type: FieldErrorType, path: string, value: unknown, detail: string, origin: string): void {
  walk.errors.push(new FieldError(path === "" ? "<nil>" : path, value, detail, origin, undefined, type));
}

/** `in body`: kube-openapi's messages name the path and where the value is. */
function at(path: string): string {
  return `${path === "" ? "." : path} in body`;
}

export function validateNode(walk: SchemaWalk, node: SchemaTable | undefined, value: unknown, old: Old, path: string): void {
  const schema = resolveSchema(walk.tables, node);
  if (old !== NO_OLD && deepEqual(value, old)) return; // ratcheting: an unchanged value is not validated again
  if (value === null || value === undefined) {
    checkType(walk, schema, null, path);
    checkEnum(walk, schema, null, path);
    return;
  }
  checkType(walk, schema, value, path);
  checkComposition(walk, schema, value, old, path);
  if (typeof value === "string") {
    checkString(walk, schema, value, path);
    if (typeof schema.format === "string" && schema.format !== "" && !hasFormat(schema.format, value)) {
      push(walk, "FieldValueTypeInvalid", path, value, `${at(path)} must be of type ${schema.format}: ${JSON.stringify(value)}`, "format");
    }
  }
  if (typeof value === "number") checkNumber(walk, schema, value, path);
  if (Array.isArray(value) && appliesTo(schema, "array")) checkList(walk, schema, value, old, path);
  checkEnum(walk, schema, value, path);
  if (isObject(value) && appliesTo(schema, "object")) checkObject(walk, schema, value, isObject(old) ? old : undefined, path);
}

function appliesTo(schema: SchemaTable, type: string): boolean {
  return schema.type === undefined || schema.type === "" || schema.type === type;
}

function expectedType(schema: SchemaTable): string | undefined {
  if (schema["x-kubernetes-int-or-string"] === true) return "integer,string";
  return typeof schema.type === "string" && schema.type !== "" ? schema.type : undefined;
}

function checkType(walk: SchemaWalk, schema: SchemaTable, value: unknown, path: string): void {
  const expected = expectedType(schema);
  if (expected === undefined) return;
  const actual = jsonTypeName(value);
  if (actual === "null") {
    if (schema.nullable !== true) push(walk, "FieldValueTypeInvalid", path, actual, `${at(path)} must be of type ${expected}: "null"`, "type");
    return;
  }
  const types = expected.split(",");
  if (types.includes(actual) || (actual === "integer" && types.includes("number"))) return;
  push(walk, "FieldValueTypeInvalid", path, actual, `${at(path)} must be of type ${expected}: ${JSON.stringify(actual)}`, "type");
}

/** allOf: every branch's errors; anyOf/oneOf/not as kube-openapi's schemaPropsValidator. */
function checkComposition(walk: SchemaWalk, schema: SchemaTable, value: unknown, old: Old, path: string): void {
  for (const branch of Array.isArray(schema.allOf) ? schema.allOf : []) validateNode(walk, branch, value, old, path);
  if (Array.isArray(schema.anyOf) && schema.anyOf.length > 0) {
    const results = schema.anyOf.map((branch) => branchErrors(walk, branch, value, path));
    if (!results.some((errors) => errors.length === 0)) {
      push(walk, "FieldValueInvalid", path, "", `${at(path)} must validate at least one schema (anyOf)`, "anyOf");
      for (const errors of results) walk.errors.push(...errors);
    }
  }
  if (Array.isArray(schema.oneOf) && schema.oneOf.length > 0) {
    const results = schema.oneOf.map((branch) => branchErrors(walk, branch, value, path));
    const passing = results.filter((errors) => errors.length === 0).length;
    if (passing === 0) {
      push(walk, "FieldValueInvalid", path, "", `${at(path)} must validate one and only one schema (oneOf)`, "oneOf");
      for (const errors of results) walk.errors.push(...errors);
    } else if (passing > 1) {
      push(walk, "FieldValueInvalid", path, "", `${at(path)} must validate one and only one schema (oneOf)`, "oneOf");
    }
  }
  if (isObject(schema.not) && branchErrors(walk, schema.not, value, path).length === 0) {
    push(walk, "FieldValueInvalid", path, "", `${at(path)} must not validate the schema (not)`, "not");
  }
}

function branchErrors(walk: SchemaWalk, branch: SchemaTable, value: unknown, path: string): FieldError[] {
  const inner: SchemaWalk = { tables: walk.tables, errors: [] };
  validateNode(inner, branch, value, NO_OLD, path);
  return inner.errors;
}

function checkString(walk: SchemaWalk, schema: SchemaTable, value: string, path: string): void {
  if (typeof schema.maxLength === "number" && runeCount(value) > schema.maxLength) {
    const max = schema.maxLength;
    push(walk, "FieldValueTooLong", path, "<value omitted>", `may not be more than ${max} ${max === 1 ? "byte" : "bytes"}`, "maxLength");
    return;
  }
  if (typeof schema.minLength === "number" && runeCount(value) < schema.minLength) {
    push(walk, "FieldValueInvalid", path, value, `${at(path)} should be at least ${schema.minLength} chars long`, "minLength");
    return;
  }
  if (typeof schema.pattern === "string" && schema.pattern !== "") {
    const re = compilePattern(schema.pattern);
    if (re === undefined) push(walk, "InternalError", path, value, `pattern '${schema.pattern}' cannot be checked here (it has no JavaScript equivalent)`, "pattern");
    else if (!re.test(value)) push(walk, "FieldValueInvalid", path, value, `${at(path)} should match '${schema.pattern}'`, "pattern");
  }
}

function checkNumber(walk: SchemaWalk, schema: SchemaTable, value: number, path: string): void {
  const factor = schema.multipleOf;
  if (typeof factor === "number" && factor > 0 && !isMultiple(value, factor)) {
    push(walk, "FieldValueInvalid", path, value, `${at(path)} should be a multiple of ${goFloat(factor)}`, "multipleOf");
  }
  if (typeof schema.minimum === "number") {
    const exclusive = schema.exclusiveMinimum === true;
    if (exclusive ? value <= schema.minimum : value < schema.minimum) {
      push(walk, "FieldValueInvalid", path, value, `${at(path)} should be greater than ${exclusive ? "" : "or equal to "}${goFloat(schema.minimum)}`, "minimum");
    }
  }
  if (typeof schema.maximum === "number") {
    const exclusive = schema.exclusiveMaximum === true;
    if (exclusive ? value >= schema.maximum : value > schema.maximum) {
      push(walk, "FieldValueInvalid", path, value, `${at(path)} should be less than ${exclusive ? "" : "or equal to "}${goFloat(schema.maximum)}`, "maximum");
    }
  }
}

/** Integers divide exactly; other numbers as kube-openapi does (the quotient is an integer). */
function isMultiple(value: number, factor: number): boolean {
  if (Number.isInteger(value) && Number.isInteger(factor)) return value % factor === 0;
  const quotient = value / factor;
  return Number.isFinite(quotient) && quotient === Math.trunc(quotient);
}

function checkList(walk: SchemaWalk, schema: SchemaTable, value: readonly unknown[], old: Old, path: string): void {
  if (isObject(schema.items)) {
    const olds = correlateItems(walk.tables, schema, Array.isArray(old) ? old : undefined);
    for (let i = 0; i < value.length; i++) validateNode(walk, schema.items, value[i], olds(value[i]), `${path}[${i}]`);
  }
  if (typeof schema.minItems === "number" && value.length < schema.minItems) {
    push(walk, "FieldValueInvalid", path, value.length, `${at(path)} should have at least ${schema.minItems} items`, "minItems");
  }
  if (typeof schema.maxItems === "number" && value.length > schema.maxItems) {
    const max = schema.maxItems;
    push(walk, "FieldValueTooMany", path, value.length, `must have at most ${max} ${max === 1 ? "item" : "items"}`, "maxItems");
  }
  if (schema.uniqueItems === true && new Set(value.map(canonical)).size !== value.length) {
    push(walk, "FieldValueInvalid", path, value, `${at(path)} shouldn't contain duplicates`, "uniqueItems");
  }
}

/** The old item each new item correlates with, for ratcheting (a Map: linear in the list). */
function correlateItems(tables: Tables, schema: SchemaTable, old: readonly unknown[] | undefined): (item: unknown) => Old {
  if (old === undefined) return () => NO_OLD;
  const listType = schema["x-kubernetes-list-type"];
  if (listType === "set") {
    const present = new Set(old.map(canonical));
    return (item) => (present.has(canonical(item)) ? item : NO_OLD);
  }
  const keys = schema["x-kubernetes-list-map-keys"];
  if (listType !== "map" || !Array.isArray(keys) || keys.length === 0) return () => NO_OLD;
  const itemSchema = resolveSchema(tables, schema.items);
  const byKey = new Map<string, unknown>();
  for (const item of old) if (isObject(item)) byKey.set(mapKey(item, keys, itemSchema), item);
  return (item) => (isObject(item) ? (byKey.has(mapKey(item, keys, itemSchema)) ? byKey.get(mapKey(item, keys, itemSchema)) : NO_OLD) : NO_OLD);
}

/** A list-map item's identity: its key fields (a missing key with a default counts as the default). */
function mapKey(item: Obj, keys: readonly string[], itemSchema: SchemaTable): string {
  return canonical(keys.map((key) => (hasOwn(item, key) ? item[key] : own(itemSchema.properties ?? {}, key) === undefined ? undefined : (own(itemSchema.properties!, key) as SchemaTable).default)));
}

function checkEnum(walk: SchemaWalk, schema: SchemaTable, value: unknown, path: string): void {
  if (!Array.isArray(schema.enum) || schema.enum.length === 0) return;
  if (schema.enum.some((allowed) => deepEqual(allowed, value))) return;
  const values = schema.enum.map((allowed) => (typeof allowed === "string" ? allowed : JSON.stringify(allowed)));
  push(walk, "FieldValueNotSupported", path, value, `supported values: ${values.map((v) => JSON.stringify(v)).join(", ")}`, "enum");
}

function checkObject(walk: SchemaWalk, schema: SchemaTable, value: Obj, old: Obj | undefined, path: string): void {
  const keys = Object.keys(value);
  if (typeof schema.minProperties === "number" && keys.length < schema.minProperties) {
    push(walk, "FieldValueInvalid", path, keys.length, `${at(path)} should have at least ${schema.minProperties} properties`, "minProperties");
  }
  if (typeof schema.maxProperties === "number" && keys.length > schema.maxProperties) {
    const max = schema.maxProperties;
    push(walk, "FieldValueTooMany", path, keys.length, `must have at most ${max} ${max === 1 ? "item" : "items"}`, "maxProperties");
  }
  const properties = isObject(schema.properties) ? (schema.properties as Readonly<Record<string, SchemaTable>>) : undefined;
  const values = isObject(schema.additionalProperties) ? (schema.additionalProperties as SchemaTable) : undefined;
  if (values !== undefined) {
    for (const key of keys) {
      if (properties !== undefined && hasOwn(properties, key)) continue;
      validateNode(walk, values, value[key], old !== undefined && hasOwn(old, key) ? old[key] : NO_OLD, `${path === "" ? "" : `${path}.`}${key}`);
    }
  }
  const present = new Set<string>();
  if (properties !== undefined) {
    for (const name of Object.keys(properties).sort()) {
      const child = effectiveValue(walk.tables, properties[name]!, value, name);
      if (child === ABSENT) continue;
      present.add(name);
      const before = old !== undefined ? effectiveValue(walk.tables, properties[name]!, old, name) : ABSENT;
      validateNode(walk, properties[name], child, before === ABSENT ? NO_OLD : before, path === "" ? name : `${path}.${name}`);
    }
  }
  for (const name of Array.isArray(schema.required) ? schema.required : []) {
    if (typeof name !== "string" || present.has(name)) continue;
    push(walk, "FieldValueRequired", path === "" ? name : `${path}.${name}`, "", "", "required");
  }
}

const ABSENT: unique symbol = Symbol("absent");

/** A property's value after defaulting and null pruning, or ABSENT. */
function effectiveValue(tables: Tables, node: SchemaTable, object: Obj, name: string): unknown {
  const schema = resolveSchema(tables, node);
  const raw = hasOwn(object, name) ? object[name] : ABSENT;
  if (raw === ABSENT || (raw === null && schema.nullable !== true)) return schema.default !== undefined ? schema.default : ABSENT;
  return raw;
}
