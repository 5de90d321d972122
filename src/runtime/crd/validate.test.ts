// validateCustomResource, one constraint class at a time, exact error lists (as the API
// server prints them: `(*field.Error).Error()`), on small hand-written tables.

import test from "ava";
import { validateCustomResource, type Tables } from "../index.js";
import type { SchemaTable } from "../tables.js";
import { deepFreeze } from "../test-support.js";
import { compilePattern } from "./pattern.js";

const NOT_CHECKED = "<nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation";

function tablesOf(spec: SchemaTable, extra: Record<string, SchemaTable> = {}): Tables {
  const kind: SchemaTable = { type: "object", properties: { apiVersion: { type: "string" }, kind: { type: "string" }, metadata: { type: "object" }, spec } };
  const tables: Record<string, { fields: object; unions: []; schema: SchemaTable }> = { Kind: { fields: {}, unions: [], schema: kind } };
  for (const [name, schema] of Object.entries(extra)) tables[name] = { fields: {}, unions: [], schema };
  return deepFreeze(tables) as unknown as Tables;
}

function errors(tables: Tables, spec: unknown, old?: unknown): string[] {
  const object = { apiVersion: "g/v1", kind: "Kind", metadata: { name: "x" }, spec };
  const options = old === undefined ? {} : { old: { apiVersion: "g/v1", kind: "Kind", metadata: { name: "x" }, spec: old } };
  return validateCustomResource(tables, "Kind", object, options).map((e) => e.toString());
}

const obj = (properties: Record<string, SchemaTable>, more: Partial<SchemaTable> = {}): SchemaTable => ({ type: "object", properties, ...more });

test("enum: Unsupported value, the supported values quoted; blocks CEL", (t) => {
  const tables = tablesOf(obj({ policy: { type: "string", enum: ["Allow", "Forbid", "Replace"] } }));
  t.deepEqual(errors(tables, { policy: "Sometimes" }), ['spec.policy: Unsupported value: "Sometimes": supported values: "Allow", "Forbid", "Replace"', NOT_CHECKED]);
  t.deepEqual(errors(tables, { policy: "Forbid" }), []);
});

test("type: the value's JSON type named; an integral number is an integer, an integer fits number; a fraction in an integer also fails its range check", (t) => {
  const tables = tablesOf(obj({ b: { type: "boolean" }, i: { type: "integer" }, n: { type: "number" }, l: { type: "array", items: { type: "string" } } }));
  t.deepEqual(errors(tables, { b: "yes", i: 1.5, n: 2, l: { a: 1 } }), [
    'spec.b: Invalid value: "string": spec.b in body must be of type boolean: "string"',
    'spec.i: Invalid value: "number": spec.i in body must be of type integer: "number"',
    '<nil>: Invalid value: "": Checked value must be of type integer (default format) in spec.i',
    'spec.l: Invalid value: "object": spec.l in body must be of type array: "object"',
    NOT_CHECKED,
  ]);
});

test("bounds: minimum/maximum, exclusive, multipleOf (multipleOf, minimum, maximum order)", (t) => {
  const tables = tablesOf(obj({ r: { type: "integer", minimum: 0, maximum: 100, exclusiveMaximum: true, multipleOf: 5 }, x: { type: "number", minimum: 1, exclusiveMinimum: true } }));
  t.deepEqual(errors(tables, { r: 101, x: 1 }), [
    "spec.r: Invalid value: 101: spec.r in body should be a multiple of 5",
    "spec.r: Invalid value: 101: spec.r in body should be less than 100",
    "spec.x: Invalid value: 1: spec.x in body should be greater than 1",
  ]);
  t.deepEqual(errors(tables, { r: -5 }), ["spec.r: Invalid value: -5: spec.r in body should be greater than or equal to 0"]);
});

test("strings: the first failing of maxLength (Too long, runes), minLength, pattern", (t) => {
  const tables = tablesOf(obj({ s: { type: "string", minLength: 3, maxLength: 4, pattern: "^[a-z]+$" } }));
  t.deepEqual(errors(tables, { s: "abcde" }), ["spec.s: Too long: may not be more than 4 bytes", NOT_CHECKED]);
  t.deepEqual(errors(tables, { s: "éééé" }), ["spec.s: Invalid value: \"éééé\": spec.s in body should match '^[a-z]+$'"]);
  t.deepEqual(errors(tables, { s: "a" }), ['spec.s: Invalid value: "a": spec.s in body should be at least 3 chars long']);
});

test("formats: a string that is not one, and a non-string value of a formatted field", (t) => {
  const tables = tablesOf(obj({ at: { type: "string", format: "date-time" }, ip: { type: "string", format: "ipv4" }, n: { type: "integer", format: "int32" } }));
  t.deepEqual(errors(tables, { at: "yesterday", ip: true, n: 3.5 }), [
    'spec.at: Invalid value: "yesterday": spec.at in body must be of type date-time: "yesterday"',
    'spec.ip: Invalid value: "": spec.ip in body must be of type ipv4: ""',
    'spec.n: Invalid value: "float64": spec.n in body must be of type int32: "float64"',
    '<nil>: Invalid value: "": Checked value must be of type integer with format int32 in spec.n',
    NOT_CHECKED,
  ]);
  t.deepEqual(errors(tables, { at: "2024-02-29T10:00:00Z", ip: "10.1.2.3", n: 7 }), []);
});

test("lists: items first, then minItems, maxItems (Too many)", (t) => {
  const tables = tablesOf(obj({ l: { type: "array", minItems: 2, maxItems: 3, items: { type: "integer", minimum: 0 } } }));
  t.deepEqual(errors(tables, { l: [-1] }), ["spec.l[0]: Invalid value: -1: spec.l[0] in body should be greater than or equal to 0", "spec.l: Invalid value: 1: spec.l in body should have at least 2 items"]);
  t.deepEqual(errors(tables, { l: [1, 2, 3, 4] }), ["spec.l: Too many: 4: must have at most 3 items", NOT_CHECKED]);
});

test("objects: min/maxProperties after pruning, map values at `path.key`, required after properties", (t) => {
  const tables = tablesOf(obj({ m: { type: "object", minProperties: 1, maxProperties: 2, additionalProperties: { type: "string", maxLength: 2 } }, name: { type: "string" } }, { required: ["name"] }));
  t.deepEqual(errors(tables, { m: { a: "abc", b: null } }), ["spec.m.a: Too long: may not be more than 2 bytes", "spec.name: Required value", NOT_CHECKED]);
  t.deepEqual(errors(tables, { m: { a: null }, name: "n" }), ["spec.m: Invalid value: 0: spec.m in body should have at least 1 properties"]);
  t.deepEqual(errors(tables, { m: { a: "1", b: "2", c: "3" }, name: "n" }), ["spec.m: Too many: 3: must have at most 2 items", NOT_CHECKED]);
});

test("nullable, defaults and pruning: null kept or pruned, a default fills a required field, unknown fields never validated", (t) => {
  const tables = tablesOf(obj({ note: { type: "string", nullable: true }, mode: { type: "string", default: "Fast" }, name: { type: "string" } }, { required: ["mode", "name"] }));
  t.deepEqual(errors(tables, { note: null, name: null, unknown: { deep: true } }), ["spec.name: Required value", NOT_CHECKED]);
  t.deepEqual(errors(tables, { name: "n" }), []);
});

test("int-or-string: the anyOf error without a field, then the best branch's", (t) => {
  const tables = tablesOf(obj({ size: { "x-kubernetes-int-or-string": true, anyOf: [{ type: "integer" }, { type: "string" }] } }));
  t.deepEqual(errors(tables, { size: true }), [
    'spec.size: Invalid value: "boolean": spec.size in body must be of type integer,string: "boolean"',
    '<nil>: Invalid value: "": "spec.size" must validate at least one schema (anyOf)',
    'spec.size: Invalid value: "boolean": spec.size in body must be of type integer: "boolean"',
    NOT_CHECKED,
  ]);
  t.deepEqual(errors(tables, { size: "50%" }), []);
});

test("list-type set and map: each repeat once, at its second occurrence; map keys in the value", (t) => {
  const port: SchemaTable = obj({ name: { type: "string" }, protocol: { type: "string" } });
  const tables = tablesOf(obj({
    tags: { type: "array", "x-kubernetes-list-type": "set", items: { type: "string" } },
    one: { type: "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"], items: { $ref: "Port" } },
    two: { type: "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name", "protocol"], items: { $ref: "Port" } },
  }), { Port: port });
  t.deepEqual(errors(tables, {
    tags: ["a", "b", "a", "a", "b"],
    one: [{ name: "x" }, { name: "x", protocol: "UDP" }, {}, {}],
    two: [{ name: "x", protocol: "TCP" }, { name: "x", protocol: "UDP" }, { protocol: "TCP", name: "x" }],
  }), [
    'spec.tags[2]: Duplicate value: "a"',
    'spec.tags[4]: Duplicate value: "b"',
    'spec.one[1]: Duplicate value: {"name":"x"}',
    "spec.one[3]: Duplicate value: {}",
    'spec.two[2]: Duplicate value: {"name":"x","protocol":"TCP"}',
  ]);
});

test("embedded resources need apiVersion and kind", (t) => {
  const tables = tablesOf(obj({ template: { type: "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true } }));
  t.deepEqual(errors(tables, { template: { kind: "ConfigMap" } }), ["spec.template.apiVersion: Required value", NOT_CHECKED]);
});

test("ratcheting: an unchanged invalid value passes an update, a changed one does not; list-maps correlate by key", (t) => {
  const item: SchemaTable = obj({ name: { type: "string" }, port: { type: "integer", maximum: 10 } });
  const tables = tablesOf(obj({
    policy: { type: "string", enum: ["A"] },
    items: { type: "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"], items: item },
  }));
  const old = { policy: "Z", items: [{ name: "a", port: 99 }, { name: "b", port: 1 }] };
  t.deepEqual(errors(tables, { policy: "Z", items: [{ name: "b", port: 2 }, { name: "a", port: 99 }] }, old), []);
  t.deepEqual(errors(tables, { policy: "Y", items: [{ name: "a", port: 98 }] }, old), [
    'spec.items[0].port: Invalid value: 98: spec.items[0].port in body should be less than or equal to 10',
    'spec.policy: Unsupported value: "Y": supported values: "A"',
    NOT_CHECKED,
  ]);
});

test("list-type errors on update only when the old object had none", (t) => {
  const tables = tablesOf(obj({ tags: { type: "array", "x-kubernetes-list-type": "set", items: { type: "string" } }, n: { type: "integer" } }));
  t.deepEqual(errors(tables, { tags: ["a", "a"], n: 2 }, { tags: ["a", "a"], n: 1 }), []);
  t.deepEqual(errors(tables, { tags: ["a", "a"], n: 2 }, { tags: ["a"], n: 1 }), ['spec.tags[1]: Duplicate value: "a"']);
});

test("patterns: RE2 syntax read as Go reads it", (t) => {
  const cases: [string, string, boolean][] = [
    ["^a.b$", "a\rb", true], // RE2's `.` takes \r
    ["^a.b$", "a\nb", false],
    ["(?s)^a.b$", "a\nb", true],
    ["(?i)^abc\\z", "ABC", true],
    ["^(?P<x>[[:digit:]]+)$", "123", true],
    ["^\\Q1+1\\E$", "1+1", true],
    ["b", "abc", true], // unanchored search
  ];
  for (const [pattern, text, matches] of cases) t.is(compilePattern(pattern)?.test(text), matches, `${pattern} on ${JSON.stringify(text)}`);
  t.is(compilePattern("(?U)a+"), undefined);
});

// Its scaling is measured by npm run bench (runtime scenarios), not timed here: a quadratic
// walk over 100k items would take minutes, past AVA's timeout, a linear one a fraction of a second.
test("a 100k-item list-map: its one duplicate found", (t) => {
  const tables = tablesOf(obj({ items: { type: "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"], items: obj({ name: { type: "string" } }) } }));
  const items = Array.from({ length: 100_000 }, (_, i) => ({ name: `n${i}` }));
  items.push({ name: "n5" });
  t.deepEqual(errors(tables, { items }), ['spec.items[100000]: Duplicate value: {"name":"n5"}']);
});

test("hostile tables and objects: reference cycles, malformed schema parts and deep inputs end, without a stack overflow", (t) => {
  const tables = deepFreeze({
    Kind: { fields: {}, unions: [], schema: { $ref: "Loop" } },
    Loop: { fields: {}, unions: [], schema: { type: "object", properties: { next: { $ref: "Loop" }, bad: { enum: "x", items: 3, required: [1], properties: 7, pattern: 5 } }, required: ["next", 5] } },
    A: { fields: {}, unions: [], schema: { $ref: "B" } },
    B: { fields: {}, unions: [], schema: { $ref: "A" } },
  }) as unknown as Tables;
  let deep: Record<string, unknown> = {};
  const root = deep;
  for (let i = 0; i < 400; i++) deep = (deep.next = {}) as Record<string, unknown>;
  const found = validateCustomResource(tables, "Kind", { ...root, bad: [1] });
  t.is(found.filter((e) => e.type === "FieldValueRequired").length, 1);
  t.deepEqual(validateCustomResource(tables, "A", { x: 1 }), []);
  t.throws(() => validateCustomResource(tables, "Kind", { next: root, deeper: JSON.parse("[".repeat(600) + "]".repeat(600)) as unknown }));
});

test("oneOf/anyOf branches see the parent's defaults, as the server defaults before it validates", (t) => {
  const tables = tablesOf(obj({
    address: obj({ type: { type: "string", default: "IPAddress" }, value: { type: "string" } }, {
      oneOf: [{ properties: { type: { enum: ["IPAddress"] } } }, { properties: { type: { enum: ["Hostname"] } } }],
    }),
  }));
  t.deepEqual(errors(tables, { address: { value: "10.0.0.1" } }), []);
  t.deepEqual(errors(tables, { address: { type: "Hostname", value: "h" } }), []);
  t.deepEqual(errors(tables, { address: { type: "Other", value: "h" } }), [
    '<nil>: Invalid value: "": "spec.address" must validate one and only one schema (oneOf). Found none valid',
    'spec.address.type: Unsupported value: "Other": supported values: "IPAddress"',
    NOT_CHECKED,
  ]);
});
