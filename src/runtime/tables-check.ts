// Checks that a tables object has the shape tables.ts describes, once per object (on first use
// by any entry point), so that a broken generated module fails with TablesError instead of a
// TypeError deep inside a walker. Only what the runtime reads is checked; unknown properties
// are allowed (newer generators may add some). Definitions named by `ref` are checked where the
// data needs them (schema.ts `definition`), so a dangling ref only fails data that reaches it.

import { TablesError } from "./errors.js";
import { isObject, own } from "./json.js";
import { fieldPath } from "./path.js";
import type { Tables } from "./tables.js";

const checked = new WeakSet<object>();

const VALUE_KINDS = new Set(["string", "integer", "number", "boolean", "object", "array", "map"]);
const LIST_TYPES = new Set(["atomic", "set", "map"]);
const MAP_TYPES = new Set(["atomic", "granular"]);
const ORIGINS = new Set(["kep-1027", "legacy"]);

export function checkTables(tables: Tables): void {
  if (isObject(tables) && checked.has(tables)) return;
  if (!isObject(tables)) fail("", "the tables must be an object of definitions");
  for (const [name, def] of Object.entries(tables)) checkDefinition(def, name);
  checked.add(tables);
}

function fail(path: string, message: string): never {
  throw new TablesError("tables.malformed", path, message);
}

function checkDefinition(def: unknown, path: string): void {
  if (!isObject(def)) fail(path, "a definition must be an object");
  const fields = own(def, "fields");
  if (!isObject(fields)) fail(fieldPath(path, "fields"), "must be an object of fields");
  for (const [name, field] of Object.entries(fields)) checkField(field, fieldPath(fieldPath(path, "fields"), name));
  const unions = own(def, "unions");
  if (!Array.isArray(unions)) fail(fieldPath(path, "unions"), "must be a list of unions");
  unions.forEach((union, index) => checkUnion(union, `${fieldPath(path, "unions")}[${index}]`));
  optional(def, "mapType", path, (v) => MAP_TYPES.has(v as string), "atomic or granular");
  optional(def, "scalar", path, (v) => typeof v === "boolean", "a boolean");
  optional(def, "validations", path, isRuleList, "a list of validation rules ({name, value?})");
  optional(def, "subresources", path, isStringList, "a list of strings");
  optional(def, "schema", path, isObject, "a schema object (apiextensions JSONSchemaProps)");
  optional(def, "discriminated", path, isDiscriminatedList, "a list of modal members ({field, discriminator, rules: [{value, validations}]})");
}

function checkField(field: unknown, path: string): void {
  checkElement(field, path);
  const f = field as Record<string, unknown>;
  optional(f, "required", path, (v) => typeof v === "boolean", "a boolean");
  optional(f, "listType", path, (v) => LIST_TYPES.has(v as string), "atomic, set or map");
  optional(f, "listMapKeys", path, isStringList, "a list of strings");
  optional(f, "patchStrategy", path, (v) => typeof v === "string", "a string");
  optional(f, "patchMergeKey", path, (v) => typeof v === "string", "a string");
  optional(f, "recommendedMergeKeys", path, isStringList, "a list of strings");
  optional(f, "mapType", path, (v) => MAP_TYPES.has(v as string), "atomic or granular");
  optional(f, "validations", path, isRuleList, "a list of validation rules ({name, value?})");
  optional(f, "errorPath", path, (v) => typeof v === "string", "a string");
}

/** validateDeclarative's rules: a name, a number, string or boolean value, a trigger field's name; subfield/item chain one rule each. */
function isRuleList(value: unknown): boolean {
  return Array.isArray(value) && value.every(isRuleChain);
}

/** Chains longer than this are no tag anyone writes (and a cyclic chain). */
const MAX_RULE_CHAIN = 32;

function isRuleChain(first: unknown): boolean {
  let rule = first;
  for (let depth = 0; rule !== undefined; depth++) {
    if (depth > MAX_RULE_CHAIN || !isRule(rule)) return false;
    rule = own(rule as Record<string, unknown>, "tag");
  }
  return true;
}

function isRule(rule: unknown): boolean {
  if (!isObject(rule) || typeof own(rule, "name") !== "string") return false;
  const value = own(rule, "value");
  const field = own(rule, "field");
  const item = own(rule, "item");
  const trigger = own(rule, "trigger");
  return (value === undefined || ["number", "string", "boolean"].includes(typeof value)) &&
    (trigger === undefined || typeof trigger === "string") &&
    (field === undefined || typeof field === "string") &&
    (item === undefined || (isObject(item) && Object.values(item).every((v) => ["string", "number", "boolean"].includes(typeof v)))) &&
    (own(rule, "values") === undefined || isStringList(own(rule, "values"))) &&
    (own(rule, "exclusions") === undefined || isExclusionList(own(rule, "exclusions")));
}

/** `+k8s:enum`'s exclusions. */
function isExclusionList(value: unknown): boolean {
  return Array.isArray(value) && value.every((e) => isObject(e) && typeof own(e, "value") === "string" && typeof own(e, "option") === "string" && typeof own(e, "excludeWhen") === "boolean");
}

const DISCRIMINATOR_VALUE_TYPES = new Set(["string", "number", "boolean"]);

/** validateDeclarative's modal members. */
function isDiscriminatedList(value: unknown): boolean {
  return Array.isArray(value) && value.every((m) => isObject(m) && typeof own(m, "field") === "string" && typeof own(m, "discriminator") === "string" &&
    Array.isArray(own(m, "rules")) && (own(m, "rules") as unknown[]).every((r) => isObject(r) && DISCRIMINATOR_VALUE_TYPES.has(typeof own(r, "value")) && isRuleList(own(r, "validations"))) &&
    (own(m, "conditions") === undefined || isConditionList(own(m, "conditions"))));
}

function isConditionList(value: unknown): boolean {
  return Array.isArray(value) && value.every((c) => isObject(c) && typeof own(c, "option") === "string" && typeof own(c, "enabled") === "boolean");
}

/** Nested lists and maps of lists and maps… deeper than any Go type a generator accepts (and a cyclic element). */
const MAX_ELEMENT_DEPTH = 100;

/** An element and its nested `items`/`values`, iteratively. */
function checkElement(element: unknown, path: string): void {
  const pending: [unknown, string, number][] = [[element, path, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, at, depth] = next;
    if (depth > MAX_ELEMENT_DEPTH) fail(at, `items and values are nested more than ${MAX_ELEMENT_DEPTH} levels deep`);
    if (!isObject(value)) fail(at, "a field or element must be an object");
    if (!VALUE_KINDS.has(own(value, "kind") as string)) fail(fieldPath(at, "kind"), `unknown kind ${JSON.stringify(own(value, "kind"))}`);
    optional(value, "ref", at, (v) => typeof v === "string", "a string");
    optional(value, "enum", at, isStringList, "a list of strings");
    for (const nested of ["items", "values"]) if (own(value, nested) !== undefined) pending.push([own(value, nested), fieldPath(at, nested), depth + 1]);
  }
}

function checkUnion(union: unknown, path: string): void {
  if (!isObject(union)) fail(path, "a union must be an object");
  if (!ORIGINS.has(own(union, "origin") as string)) fail(fieldPath(path, "origin"), "must be kep-1027 or legacy");
  const discriminator = own(union, "discriminator");
  if (discriminator !== null && typeof discriminator !== "string") fail(fieldPath(path, "discriminator"), "must be a string or null");
  const values = own(union, "values");
  if (!isObject(values)) fail(fieldPath(path, "values"), "must be an object");
  for (const [value, member] of Object.entries(values)) {
    if (member !== null && typeof member !== "string") fail(fieldPath(fieldPath(path, "values"), value), "must be a member name or null");
  }
  const members = own(union, "members");
  if (!isObject(members)) fail(fieldPath(path, "members"), "must be an object");
  for (const [name, member] of Object.entries(members)) {
    const at = fieldPath(fieldPath(path, "members"), name);
    if (!isObject(member) || typeof own(member, "value") !== "string" || typeof own(member, "optional") !== "boolean") {
      fail(at, "must be { value: string, optional: boolean }");
    }
  }
}

function optional(object: Record<string, unknown>, key: string, path: string, ok: (value: unknown) => boolean, what: string): void {
  const value = own(object, key);
  if (value !== undefined && !ok(value)) fail(fieldPath(path, key), `must be ${what}`);
}

function isStringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((item) => typeof item === "string");
}
