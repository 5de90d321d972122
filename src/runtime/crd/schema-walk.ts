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
// list-map items by their keys; other list items do not correlate (their list does, as a whole).
//
// The recursion is one level per level of the input, bounded by guardEntry's MAX_DEPTH.

import { canonical, deepEqual, hasOwn, isObject, own, type Obj } from "../json.js";
import type { SchemaTable, Tables } from "../tables.js";
import { FieldError, type FieldErrorType } from "../unions/k8s-errors.js";
import { goFloat, goQuote, isGoInt, jsonTypeName, runeCount } from "./go-text.js";
import { effectiveFormat, hasFormat } from "./formats.js";
import { compilePattern } from "./pattern.js";

/** No correlated old value (a create, or a value with nothing to correlate with). */
export const NO_OLD: unique symbol = Symbol("no old value");
export type Old = unknown;

export interface SchemaWalk {
  readonly tables: Tables;
  readonly errors: FieldError[];
  /**
   * Validate the object as given, as kube-openapi's validator alone does (its unit tests):
   * no pruning of unknown fields or nulls, no defaults. Off for custom resources, which the
   * server decodes first.
   */
  readonly asGiven?: boolean;
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
  // Ratcheting: an unchanged value is not validated again. Never the root: an update always
  // changes the object's metadata (generation, resourceVersion), so the root never equals its old self.
  // (asGiven: the object is any value, its root ratchets like the rest, as in kube-openapi's own use)
  if (old !== NO_OLD && (path !== "" || walk.asGiven === true) && decodedEqual(walk.tables, schema, value, old, 0)) return;
  if (value === null || value === undefined) {
    checkType(walk, schema, null, path);
    checkEnum(walk, schema, null, path);
    return;
  }
  // where the walk will not descend, what the checks see (and print) is the pruned value
  if (walk.asGiven !== true && ((isObject(value) && (!appliesTo(schema, "object") || Array.isArray(schema.enum))) || (Array.isArray(value) && !appliesTo(schema, "array")))) {
    value = decodedValue(walk.tables, schema, value, 0);
  }
  checkType(walk, schema, value, path);
  checkComposition(walk, schema, hasComposition(schema) && walk.asGiven !== true ? decodedValue(walk.tables, schema, value, 0, true) : value, old, path);
  if (typeof value === "string") {
    checkString(walk, schema, value, path);
    const format = effectiveFormat(schema);
    if (format !== "" && !hasFormat(format, value)) {
      push(walk, "FieldValueTypeInvalid", path, value, `${at(path)} must be of type ${format}: ${goQuote(value)}`, "format");
    }
  }
  if (typeof value === "number") checkNumber(walk, schema, value, path);
  if (Array.isArray(value) && appliesTo(schema, "array")) checkList(walk, schema, value, old, path);
  checkEnum(walk, schema, value, path);
  if (isObject(value) && appliesTo(schema, "object")) checkObject(walk, schema, value, isObject(old) ? old : undefined, path);
}

/**
 * Whether the new value equals the stored old value, both as the decoder leaves them
 * (decodedEntries): what the server's ratcheting compares. List-map items compare with the
 * old item of the same keys; an item without its keys equals nothing.
 */
function decodedEqual(tables: Tables, schema: SchemaTable, value: unknown, old: unknown, depth: number): boolean {
  if (depth > 600) return false;
  if (Array.isArray(value)) {
    if (!Array.isArray(old) || old.length !== value.length) return false;
    const items = resolveSchema(tables, schema.items);
    if (schema["x-kubernetes-list-type"] !== "map") return value.every((item, i) => decodedEqual(tables, items, item, old[i], depth + 1));
    const olds = correlateItems(schema, old);
    return value.every((item) => {
      const before = olds(item);
      return before !== NO_OLD && decodedEqual(tables, items, item, before, depth + 1);
    });
  }
  if (!isObject(value) || !isObject(old)) return deepEqual(value, old);
  const now = decodedEntries(tables, schema, value);
  const before = new Map(decodedEntries(tables, schema, old).map(([key, v]) => [key, v]));
  if (now.length !== before.size) return false;
  return now.every(([key, v, sub]) => before.has(key) && decodedEqual(tables, sub, v, before.get(key), depth + 1));
}

/**
 * An object's entries as the API server's decoder leaves them: unknown fields pruned (unless
 * the schema preserves them, or they are an embedded resource's apiVersion, kind and
 * metadata), a null in a non-nullable property or map value defaulted, else pruned. Each
 * entry with its (resolved) schema.
 */
function decodedEntries(tables: Tables, schema: SchemaTable, object: Obj): [string, unknown, SchemaTable][] {
  const properties = isObject(schema.properties) ? (schema.properties as Readonly<Record<string, SchemaTable>>) : undefined;
  const values = isObject(schema.additionalProperties) ? (schema.additionalProperties as SchemaTable) : undefined;
  const keepsUnknown = schema["x-kubernetes-preserve-unknown-fields"] === true || schema.additionalProperties === true;
  const embedded = schema["x-kubernetes-embedded-resource"] === true;
  const out: [string, unknown, SchemaTable][] = [];
  for (const key of Object.keys(object)) {
    const node = properties !== undefined && hasOwn(properties, key) ? properties[key] : values;
    if (node === undefined) {
      if (keepsUnknown || (embedded && (key === "apiVersion" || key === "kind" || key === "metadata"))) out.push([key, object[key], KEPT]);
      continue;
    }
    const sub = resolveSchema(tables, node);
    const v = object[key];
    if (v === null && sub.nullable !== true) {
      if (sub.default !== undefined) out.push([key, sub.default, sub]);
      continue;
    }
    out.push([key, v, sub]);
  }
  return out;
}

/** Every entry of an object with its schema (none for an unknown field): asGiven's view. */
function givenEntries(tables: Tables, schema: SchemaTable, object: Obj): [string, unknown, SchemaTable][] {
  const properties = isObject(schema.properties) ? (schema.properties as Readonly<Record<string, SchemaTable>>) : undefined;
  const values = isObject(schema.additionalProperties) ? (schema.additionalProperties as SchemaTable) : undefined;
  return Object.keys(object).map((key) => {
    const node = properties !== undefined && hasOwn(properties, key) ? properties[key] : values;
    return [key, object[key], node === undefined ? {} : resolveSchema(tables, node)];
  });
}

/** The schema of a field kept without one (preserved unknown fields): its whole value is kept. */
const KEPT: SchemaTable = { "x-kubernetes-preserve-unknown-fields": true };

/**
 * A value as the decoder leaves it under `schema`: unknown fields pruned all the way down
 * (an object under a string schema becomes `{}`), nulls pruned or defaulted. Used where the
 * walk does not descend (a value of the wrong type, an enum of objects), so each subtree is
 * decoded at most once. `withDefaults`: also every missing property with a default given it,
 * as the server validates the value — it defaults the whole object first, so an
 * anyOf/oneOf/allOf/not branch (with no defaults of its own in a structural schema) sees the
 * parent's defaults, where the walk itself defaults property by property.
 */
function decodedValue(tables: Tables, schema: SchemaTable, value: unknown, depth: number, withDefaults = false): unknown {
  if (depth > 600) return value;
  if (Array.isArray(value)) {
    const items = resolveSchema(tables, schema.items);
    return value.map((item) => decodedValue(tables, items, item, depth + 1, withDefaults));
  }
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, v, sub] of decodedEntries(tables, schema, value)) out[key] = sub === KEPT ? v : decodedValue(tables, sub, v, depth + 1, withDefaults);
  const properties = withDefaults && isObject(schema.properties) ? (schema.properties as Readonly<Record<string, SchemaTable>>) : {};
  for (const name of Object.keys(properties)) {
    if (hasOwn(out, name)) continue;
    const sub = resolveSchema(tables, properties[name]);
    if (sub.default !== undefined) out[name] = decodedValue(tables, sub, sub.default, depth + 1, true);
  }
  return { ...out };
}

function hasComposition(schema: SchemaTable): boolean {
  return Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf) || Array.isArray(schema.allOf) || isObject(schema.not);
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
  const format = effectiveFormat(schema);
  if (format !== "" && typeof value !== "string" && !Array.isArray(value)) {
    // kube-openapi checks a formatted schema's non-string values against the format first
    const valueFormat = typeof value === "number" ? (isGoInt(value) ? "int64" : "float64") : "";
    const fits = types.includes(actual) || valueFormat === format || (actual === "integer" && types.includes("number"));
    if (!fits) {
      push(walk, "FieldValueTypeInvalid", path, valueFormat, `${at(path)} must be of type ${format}: ${JSON.stringify(valueFormat)}`, "type");
      return;
    }
  }
  // a formatted string schema takes any string or list without a type error
  if (format !== "" && (typeof value === "string" || Array.isArray(value)) && !types.includes("number") && !types.includes("integer")) return;
  if (types.includes(actual) || (actual === "integer" && types.includes("number"))) return;
  push(walk, "FieldValueTypeInvalid", path, actual, `${at(path)} must be of type ${expected}: ${JSON.stringify(actual)}`, "type");
}

/**
 * anyOf, oneOf, allOf, not, as kube-openapi's schemaPropsValidator: a failed anyOf/oneOf
 * reports its own error and the errors of its best failing branch (the first with the
 * highest MatchCount, see matchCount), allOf every branch's errors
 * then its own. Their own errors have no field (`<nil>`) and name the path quoted.
 */
function checkComposition(walk: SchemaWalk, schema: SchemaTable, value: unknown, old: Old, path: string): void {
  const quoted = JSON.stringify(path);
  const own = (detail: string, origin: string): void => push(walk, "FieldValueInvalid", "", "", detail, origin);
  if (Array.isArray(schema.anyOf) && schema.anyOf.length > 0) {
    const results = schema.anyOf.map((branch) => branchErrors(walk, branch, value, path));
    if (!results.some((errors) => errors.length === 0)) {
      own(`${quoted} must validate at least one schema (anyOf)`, "anyOf");
      walk.errors.push(...best(walk, schema.anyOf, value, results));
    }
  }
  if (Array.isArray(schema.oneOf) && schema.oneOf.length > 0) {
    const results = schema.oneOf.map((branch) => branchErrors(walk, branch, value, path));
    const passing = results.filter((errors) => errors.length === 0).length;
    if (passing !== 1) {
      own(`${quoted} must validate one and only one schema (oneOf). ${passing === 0 ? "Found none valid" : `Found ${passing} valid alternatives`}`, "oneOf");
      if (passing === 0) walk.errors.push(...best(walk, schema.oneOf, value, results));
    }
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    let passing = 0;
    for (const branch of schema.allOf) {
      const before = walk.errors.length;
      validateNode(walk, branch, value, old, path);
      if (walk.errors.length === before) passing++;
    }
    if (passing !== schema.allOf.length) own(`${quoted} must validate all the schemas (allOf)${passing === 0 ? ". None validated" : ""}`, "allOf");
  }
  if (isObject(schema.not) && branchErrors(walk, schema.not, value, path).length === 0) own(`${quoted} must not validate the schema (not)`, "not");
}

/** The errors of the branch kube-openapi reports: the first with the most checks run (its MatchCount). */
function best(walk: SchemaWalk, branches: readonly SchemaTable[], value: unknown, results: readonly FieldError[][]): FieldError[] {
  let chosen = 0;
  let most = -1;
  branches.forEach((branch, i) => {
    const n = matchCount(walk, branch, value, 0);
    if (n > most) [chosen, most] = [i, n];
  });
  return results[chosen]!;
}

/**
 * kube-openapi's MatchCount of a schema against a value, which picks the reported branch:
 * one per validator that applies (type when the schema has a type or format, and two when
 * the type fits; the composition and common validators always; string and format for a
 * string; two for a number; list and object validators with their items' and properties'
 * counts), plus one.
 */
function matchCount(walk: SchemaWalk, node: SchemaTable | undefined, value: unknown, depth: number): number {
  const schema = resolveSchema(walk.tables, node);
  const scratch: SchemaWalk = { tables: walk.tables, errors: [], asGiven: true };
  checkType(scratch, schema, value ?? null, "");
  const typeFits = scratch.errors.length === 0 ? 1 : 0;
  const typed = typeof schema.type === "string" && schema.type !== "" || (typeof schema.format === "string" && schema.format !== "");
  if (value === null || value === undefined) return typed ? typeFits : 0;
  let n = 1 + (typed ? 1 + typeFits : 0) + 1 + 1; // itself, type, composition, common
  if (typeof value === "string") n += 1 + (effectiveFormat(schema) !== "" ? 1 : 0);
  if (typeof value === "number") n += 2;
  if (depth > 50) return n;
  if (Array.isArray(value)) n += 1 + (isObject(schema.items) ? value.reduce<number>((sum, item) => sum + matchCount(walk, schema.items, item, depth + 1), 0) : 0);
  if (isObject(value)) {
    n += 1;
    const properties = isObject(schema.properties) ? (schema.properties as Readonly<Record<string, SchemaTable>>) : undefined;
    for (const key of Object.keys(value)) {
      const sub = properties !== undefined && hasOwn(properties, key) ? properties[key] : isObject(schema.additionalProperties) ? (schema.additionalProperties as SchemaTable) : undefined;
      if (sub !== undefined) n += matchCount(walk, sub, value[key], depth + 1);
    }
  }
  return n;
}

function branchErrors(walk: SchemaWalk, branch: SchemaTable, value: unknown, path: string): FieldError[] {
  const inner: SchemaWalk = { tables: walk.tables, errors: [], asGiven: walk.asGiven === true };
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

// int32's range; int64's is every Go int (see isGoInt)
const INT32: readonly [number, number] = [-2147483648, 2147483647];
const MAX_FLOAT32 = 3.4028234663852886e38;

function checkNumber(walk: SchemaWalk, schema: SchemaTable, value: number, path: string): void {
  // kube-openapi first checks that the value fits the integer format (an error without a field)
  // (int32 and int64 are the integer formats the server keeps; any other is the default, int64)
  const format = effectiveFormat(schema);
  if (schema.type === "integer" && (!isGoInt(value) || (format === "int32" && (value < INT32[0] || value > INT32[1])))) {
    const which = format === "" ? "(default format)" : `with format ${format}`;
    push(walk, "FieldValueInvalid", "", "", `Checked value must be of type integer ${which} in ${path}`, "format");
  }
  // a float is a float32: what rounds beyond its largest value does not fit
  if (schema.type === "number" && format === "float" && Math.abs(Math.fround(value)) > MAX_FLOAT32) {
    push(walk, "FieldValueInvalid", "", "", `Checked value must be of type number with format float in ${path}`, "format");
  }
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
    const olds = correlateItems(schema, Array.isArray(old) ? old : undefined);
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
function correlateItems(schema: SchemaTable, old: readonly unknown[] | undefined): (item: unknown) => Old {
  if (old === undefined) return () => NO_OLD;
  const listType = schema["x-kubernetes-list-type"];
  const keys = schema["x-kubernetes-list-map-keys"];
  if (listType !== "map" || !Array.isArray(keys) || keys.length === 0) return () => NO_OLD;
  const byKey = new Map<string, unknown>();
  for (const item of old) {
    const key = isObject(item) ? mapKey(item, keys) : undefined;
    if (key !== undefined && !byKey.has(key)) byKey.set(key, item);
  }
  return (item) => {
    const key = isObject(item) ? mapKey(item, keys) : undefined;
    return key !== undefined && byKey.has(key) ? byKey.get(key) : NO_OLD;
  };
}

/** A list-map item's identity: its key fields (a missing key with a default counts as the default). */
function mapKey(item: Obj, keys: readonly string[]): string | undefined {
  if (!keys.every((key) => hasOwn(item, key) && item[key] !== null)) return undefined;
  return canonical(keys.map((key) => item[key]));
}

/**
 * kube-openapi's enum check: the value converted to the enum value's Go type, then compared
 * (reflect's Convert). So a number matches an integer enum value after truncation (3.5 is
 * 3), and an integer matches a string enum value as the character of that code point.
 */
function enumMatches(allowed: unknown, value: unknown): boolean {
  if (typeof allowed === "number" && typeof value === "number") return isGoInt(allowed) ? Math.trunc(value) === allowed : value === allowed;
  if (typeof allowed === "string" && typeof value === "number" && isGoInt(value)) {
    return allowed === (value >= 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : "\ufffd");
  }
  return deepEqual(allowed, value);
}

function checkEnum(walk: SchemaWalk, schema: SchemaTable, value: unknown, path: string): void {
  if (!Array.isArray(schema.enum) || schema.enum.length === 0) return;
  if (schema.enum.some((allowed) => enumMatches(allowed, value))) return;
  const values = schema.enum.map((allowed) => (typeof allowed === "string" ? allowed : JSON.stringify(allowed)));
  push(walk, "FieldValueNotSupported", path, value, `supported values: ${values.map((v) => JSON.stringify(v)).join(", ")}`, "enum");
}

function checkObject(walk: SchemaWalk, schema: SchemaTable, value: Obj, old: Obj | undefined, path: string): void {
  const entries = walk.asGiven === true ? givenEntries(walk.tables, schema, value) : decodedEntries(walk.tables, schema, value);
  const keys = entries.map(([key]) => key);
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
    for (const [key, v] of entries) {
      if (properties !== undefined && hasOwn(properties, key)) continue;
      validateNode(walk, values, v, old !== undefined && hasOwn(old, key) ? old[key] : NO_OLD, `${path === "" ? "" : `${path}.`}${key}`);
    }
  }
  const present = new Set<string>();
  if (properties !== undefined) {
    for (const name of Object.keys(properties).sort()) {
      const child = walk.asGiven === true ? (hasOwn(value, name) ? value[name] : ABSENT) : effectiveValue(walk.tables, properties[name]!, value, name);
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

/**
 * x-kubernetes-embedded-resource: the API server requires the embedded object's apiVersion
 * and kind (after the schema, before the list-type invariants). Its metadata's own checks
 * (name, labels) are not repeated here.
 */
export function embeddedResourceErrors(tables: Tables, node: SchemaTable | undefined, value: unknown, path: string, errors: FieldError[], depth = 0): void {
  if (depth > 600) return;
  const schema = resolveSchema(tables, node);
  if (isObject(value)) {
    if (schema["x-kubernetes-embedded-resource"] === true) {
      for (const name of ["apiVersion", "kind"]) {
        const v = hasOwn(value, name) ? value[name] : undefined;
        if (v === undefined || v === null || v === "") errors.push(new FieldError(path === "" ? name : `${path}.${name}`, "", "", "x-kubernetes-embedded-resource", undefined, "FieldValueRequired"));
      }
    }
    const properties = isObject(schema.properties) ? (schema.properties as Readonly<Record<string, SchemaTable>>) : undefined;
    const values = isObject(schema.additionalProperties) ? (schema.additionalProperties as SchemaTable) : undefined;
    for (const key of Object.keys(value)) {
      const sub = properties !== undefined && hasOwn(properties, key) ? properties[key] : values;
      if (sub !== undefined) embeddedResourceErrors(tables, sub, value[key], path === "" ? key : `${path}.${key}`, errors, depth + 1);
    }
  } else if (Array.isArray(value) && isObject(schema.items)) {
    for (let i = 0; i < value.length; i++) embeddedResourceErrors(tables, schema.items, value[i], `${path}[${i}]`, errors, depth + 1);
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
