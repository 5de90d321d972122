// validateDeclarative on our own tables: each value tag's error (type, field, bad value,
// detail, origin), presence short-circuits, named-type tags, wrappers (levels, options),
// ratcheting on update, list items and map values, and the tables' `validations` read from Go.

import test from "ava";
import { validateDeclarative, type Tables } from "../index.js";
import { deepFreeze } from "../test-support.js";

const TABLES: Tables = deepFreeze({
  Pod: {
    fields: {
      name: { kind: "string", goShape: "value", validations: [{ name: "required" }, { name: "maxLength", value: 3 }] },
      note: { kind: "string", goShape: "pointer", validations: [{ name: "optional" }, { name: "minLength", value: 2 }, { name: "maxBytes", value: 4 }] },
      replicas: { kind: "integer", goShape: "value", validations: [{ name: "minimum", value: 1 }, { name: "maximum", value: 5 }] },
      legacy: { kind: "string", goShape: "pointer", validations: [{ name: "forbidden" }] },
      ports: { kind: "array", goShape: "slice", items: { kind: "object", ref: "Port" }, listType: "map", listMapKeys: ["port"], validations: [{ name: "minItems", value: 1 }, { name: "maxItems", value: 2 }] },
      gated: { kind: "integer", goShape: "pointer", validations: [{ name: "minimum", value: 10, conditions: [{ option: "Gate", enabled: true }] }] },
      early: { kind: "integer", goShape: "pointer", validations: [{ name: "maximum", value: 0, stability: "alpha" }] },
      labels: { kind: "map", goShape: "map", values: { kind: "object", ref: "Port" } },
    },
    unions: [],
  },
  Port: {
    fields: { port: { kind: "integer", goShape: "value", validations: [{ name: "maximum", value: 100 }] } },
    unions: [],
  },
});

const VALID = { name: "web", replicas: 1, ports: [{ port: 80 }] };

const plain = (errors: ReturnType<typeof validateDeclarative>): string[] =>
  errors.map((e) => `${e.type} ${e.field} ${JSON.stringify(e.badValue)} ${JSON.stringify(e.detail)} ${e.origin}${e.validationStabilityLevel === undefined ? "" : ` ${e.validationStabilityLevel}`}`);

test("a valid object has no error", (t) => {
  t.deepEqual(validateDeclarative(TABLES, "Pod", VALID), []);
});

test("each tag's error, as apimachinery's validators word it", (t) => {
  const errors = validateDeclarative(TABLES, "Pod", { name: "webby", note: "x", replicas: 7, legacy: "", ports: [{ port: 1 }, { port: 2 }, { port: 300 }] });
  t.deepEqual(plain(errors), [
    'FieldValueTooLong name "<value omitted>" "may not be more than 3 characters" maxLength',
    'FieldValueTooShort note "x" "must be at least 2 characters" minLength',
    'FieldValueInvalid replicas 7 "must be less than or equal to 5" maximum',
    'FieldValueForbidden legacy "" "" ',
    'FieldValueTooMany ports 3 "must have at most 2 items" maxItems',
    'FieldValueInvalid ports[2].port 300 "must be less than or equal to 100" maximum',
  ]);
});

test("an unset required value stops the field; an unset optional one is no error", (t) => {
  t.deepEqual(plain(validateDeclarative(TABLES, "Pod", { replicas: 1, ports: [{ port: 1 }] })), ['FieldValueRequired name "" "" ']);
  t.deepEqual(plain(validateDeclarative(TABLES, "Pod", { name: "a", replicas: 0, ports: [] })), [
    'FieldValueInvalid replicas 0 "must be greater than or equal to 1" minimum',
    'FieldValueTooFew ports 0 "must have at least 1 item" minItems',
  ]);
});

test("maxBytes counts UTF-8 bytes, minLength characters", (t) => {
  t.deepEqual(plain(validateDeclarative(TABLES, "Pod", { ...VALID, note: "ééé" })), ['FieldValueTooLong note "<value omitted>" "may not be more than 4 bytes" maxBytes']);
});

test("ifEnabled tags run only with the option; alpha tags are marked", (t) => {
  const object = { ...VALID, gated: 3, early: 1 };
  t.deepEqual(plain(validateDeclarative(TABLES, "Pod", object)), ['FieldValueInvalid early 1 "must be less than or equal to 0" maximum alpha']);
  t.deepEqual(plain(validateDeclarative(TABLES, "Pod", object, { options: ["Gate"] })), [
    'FieldValueInvalid gated 3 "must be greater than or equal to 10" minimum',
    'FieldValueInvalid early 1 "must be less than or equal to 0" maximum alpha',
  ]);
});

test("an update does not validate unchanged values again (ratcheting), by list-map key and map key", (t) => {
  const old = { name: "webby", replicas: 9, ports: [{ port: 300 }], labels: { a: { port: 500 } } };
  t.deepEqual(validateDeclarative(TABLES, "Pod", { ...old, ports: [{ port: 1 }, { port: 300 }] }, { old }), []);
  t.deepEqual(plain(validateDeclarative(TABLES, "Pod", { ...old, replicas: 8, labels: { a: { port: 500 }, b: { port: 600 } } }, { old })), [
    'FieldValueInvalid replicas 8 "must be less than or equal to 5" maximum',
    'FieldValueInvalid labels[b].port 600 "must be less than or equal to 100" maximum',
  ]);
  t.is(validateDeclarative(TABLES, "Pod", old).length, 4, "a create validates everything");
});

test("broken validation rules in the tables are a TablesError, not a crash", (t) => {
  const broken = { Pod: { fields: { name: { kind: "string", validations: [{ value: 3 }] } }, unions: [] } } as unknown as Tables;
  t.is(t.throws(() => validateDeclarative(broken, "Pod", {}))?.name, "TablesError");
});

test("+k8s:format: validation-gen's named formats, one error per message, origin format=<name>", (t) => {
  const tables: Tables = {
    Names: {
      fields: {
        short: { kind: "string", goShape: "value", validations: [{ name: "format", value: "k8s-short-name" }] },
        long: { kind: "string", goShape: "pointer", validations: [{ name: "format", value: "k8s-long-name" }] },
        key: { kind: "string", goShape: "value", validations: [{ name: "format", value: "k8s-label-key" }] },
        uid: { kind: "string", goShape: "value", validations: [{ name: "format", value: "k8s-uuid" }] },
        pool: { kind: "string", goShape: "value", validations: [{ name: "format", value: "k8s-resource-pool-name" }] },
      },
      unions: [],
    },
  };
  const valid = { short: "web-1", long: "a.example.com", key: "example.com/MyName", uid: "0f8fad5b-d9cb-469f-a165-70867728950e", pool: "pool/a.b" };
  t.deepEqual(validateDeclarative(tables, "Names", valid), []);
  t.deepEqual(plain(validateDeclarative(tables, "Names", { short: "a.b", long: "Bad_", key: "/x", uid: "0F8FAD5B-D9CB-469F-A165-70867728950E", pool: "a//b" })), [
    'FieldValueInvalid short "a.b" "must not contain dots" format=k8s-short-name',
    `FieldValueInvalid long "Bad_" "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')" format=k8s-long-name`,
    'FieldValueInvalid key "/x" "prefix part must be non-empty" format=k8s-label-key',
    'FieldValueInvalid uid "0F8FAD5B-D9CB-469F-A165-70867728950E" "must be a lowercase UUID in 8-4-4-4-12 format" format=k8s-uuid',
    'FieldValueInvalid pool "a//b" "segment 1: must not be empty" format=k8s-resource-pool-name',
  ]);
});

const LISTS: Tables = deepFreeze({
  Spec: {
    fields: {
      tags: { kind: "array", goShape: "slice", items: { kind: "string" }, validations: [{ name: "listType", value: "set" }, { name: "maxLength", value: 2, each: "val" }] },
      ports: { kind: "array", goShape: "slice", items: { kind: "object", ref: "Port" }, validations: [{ name: "listType", value: "map" }, { name: "listMapKey", value: "port" }] },
      hand: { kind: "array", goShape: "slice", items: { kind: "string" }, validations: [{ name: "listType", value: "set" }, { name: "customUnique" }] },
      labels: { kind: "map", goShape: "map", values: { kind: "string" }, validations: [{ name: "format", value: "k8s-short-name", each: "key" }] },
      uid: { kind: "string", goShape: "value", validations: [{ name: "immutable" }] },
    },
    unions: [],
  },
  Port: { fields: { port: { kind: "integer", goShape: "value" } }, unions: [] },
});

test("listType set/map: later duplicates, by item or by key; customUnique leaves them alone", (t) => {
  t.deepEqual(plain(validateDeclarative(LISTS, "Spec", { tags: ["a", "b", "a"], ports: [{ port: 1 }, { port: 1 }], hand: ["x", "x"] })), [
    'FieldValueDuplicate tags[2] "a" "" ',
    'FieldValueDuplicate ports[1] {"port":1} "" ',
  ]);
});

test("eachVal runs on every item, eachKey on every map key (not again for old keys on update)", (t) => {
  t.deepEqual(plain(validateDeclarative(LISTS, "Spec", { tags: ["abc"], labels: { "A": "x" } })), [
    'FieldValueTooLong tags[0] "<value omitted>" "may not be more than 2 characters" maxLength',
    `FieldValueInvalid labels "A" "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')" format=k8s-short-name`,
  ]);
  const old = { labels: { "A": "x" } };
  t.deepEqual(validateDeclarative(LISTS, "Spec", { labels: { "A": "y" } }, { old }), []);
});

test("immutable: a changed value on update, never on create", (t) => {
  t.deepEqual(validateDeclarative(LISTS, "Spec", { uid: "a" }), []);
  t.deepEqual(validateDeclarative(LISTS, "Spec", { uid: "a" }, { old: { uid: "a" } }), []);
  t.deepEqual(plain(validateDeclarative(LISTS, "Spec", { uid: "b" }, { old: { uid: "a" } })), ['FieldValueInvalid uid null "field is immutable" immutable']);
});
