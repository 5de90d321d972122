// validateDeclarative's update family on our own tables: +k8s:update's constraints on values,
// pointers and structs, its short-circuit beside +k8s:optional, +k8s:neq, +k8s:monotonic,
// +k8s:minProperties/maxProperties and the struct's dependentRequired/dependentForbidden
// (with their ratcheting).

import test from "ava";
import { validateDeclarative, type Tables } from "../index.js";
import { deepFreeze } from "../test-support.js";

const TABLES: Tables = deepFreeze({
  Volume: {
    fields: {
      name: { kind: "string", goShape: "value", validations: [{ name: "update", value: "NoSet,NoUnset,NoModify" }] },
      size: { kind: "integer", goShape: "pointer", validations: [{ name: "optional" }, { name: "minimum", value: 1 }, { name: "update", value: "NoUnset" }, { name: "monotonic" }] },
      source: { kind: "object", ref: "Source", goShape: "struct", validations: [{ name: "update", value: "NoModify", stability: "beta" }] },
      owner: { kind: "object", ref: "Source", goShape: "pointer", validations: [{ name: "update", value: "NoSet" }] },
      mode: { kind: "string", goShape: "value", validations: [{ name: "neq", value: "none" }] },
      replicas: { kind: "integer", goShape: "pointer", validations: [{ name: "neq", value: 0 }] },
      paused: { kind: "boolean", goShape: "value", validations: [{ name: "neq", value: true, stability: "alpha" }] },
      labels: { kind: "map", goShape: "map", values: { kind: "string" }, validations: [{ name: "minProperties", value: 1 }, { name: "maxProperties", value: 2 }] },
      unit: { kind: "string", goShape: "pointer" },
      legacy: { kind: "integer", goShape: "value" },
    },
    unions: [],
    validations: [{ name: "dependentRequired", trigger: "size", value: "unit" }, { name: "dependentForbidden", trigger: "size", value: "legacy" }],
  },
  Source: { fields: { path: { kind: "string", goShape: "value" } }, unions: [] },
});

const VALID = { name: "data", labels: { a: "b" } };

const plain = (errors: ReturnType<typeof validateDeclarative>): string[] =>
  errors.map((e) => `${e.type} ${e.field} ${JSON.stringify(e.badValue)} ${JSON.stringify(e.detail)} ${e.origin}${e.validationStabilityLevel === undefined ? "" : ` ${e.validationStabilityLevel}`}`);

test("+k8s:update checks nothing on create", (t) => {
  t.deepEqual(validateDeclarative(TABLES, "Volume", { ...VALID, source: { path: "/a" }, owner: {} }), []);
});

test("+k8s:update on a value: set, cleared and modified are told apart by the zero value", (t) => {
  const set = (name: string, old: string): string[] => plain(validateDeclarative(TABLES, "Volume", { ...VALID, name }, { old: { ...VALID, name: old } }));
  t.deepEqual(set("data", ""), ['FieldValueInvalid name null "field cannot be set once created" update']);
  t.deepEqual(set("", "data"), ['FieldValueInvalid name null "field cannot be cleared once set" update']);
  t.deepEqual(set("other", "data"), ['FieldValueInvalid name null "field cannot be modified once set" update']);
  t.deepEqual(set("data", "data"), [], "unchanged: not validated again");
});

test("+k8s:update on a pointer: nil is unset, a pointer to the zero value is set", (t) => {
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { ...VALID, owner: {} }, { old: VALID })), ['FieldValueInvalid owner null "field cannot be set once created" update']);
  t.deepEqual(validateDeclarative(TABLES, "Volume", VALID, { old: { ...VALID, owner: {} } }), []);
});

test("+k8s:update=NoModify on a struct value: any change is a modification, with the tag's level", (t) => {
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { ...VALID, source: { path: "/b" } }, { old: { ...VALID, source: { path: "/a" } } })), [
    'FieldValueInvalid source null "field cannot be modified once set" update beta',
  ]);
  t.deepEqual(validateDeclarative(TABLES, "Volume", { ...VALID, source: {} }, { old: { ...VALID, source: { path: "" } } }), [], "{} and the zero struct are equal");
});

test("short-circuit tags all run: clearing an optional NoUnset field is an error, and nothing after runs", (t) => {
  const old = { ...VALID, size: 5, unit: "Gi" };
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { ...VALID, unit: "Gi" }, { old })), ['FieldValueInvalid size null "field cannot be cleared once set" update']);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { ...VALID, size: 0, unit: "Gi" }, { old })), [
    'FieldValueInvalid size 0 "must be greater than or equal to 1" minimum',
    'FieldValueInvalid size 0 "may not be decreased from 5" monotonic',
  ]);
});

test("+k8s:monotonic: on update only, and not against a nil old value", (t) => {
  t.deepEqual(validateDeclarative(TABLES, "Volume", { ...VALID, size: 6, unit: "Gi" }, { old: { ...VALID, size: 5, unit: "Gi" } }), []);
  t.deepEqual(validateDeclarative(TABLES, "Volume", { ...VALID, size: 2, unit: "Gi" }, { old: { ...VALID, unit: "Gi" } }), []);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { ...VALID, size: 2, unit: "Gi" }, { old: { ...VALID, size: 3, unit: "Gi" } })), [
    'FieldValueInvalid size 2 "may not be decreased from 3" monotonic',
  ]);
});

test("+k8s:neq: strings quoted, other values as Go prints them; a nil pointer is no value", (t) => {
  t.deepEqual(validateDeclarative(TABLES, "Volume", { ...VALID, mode: "x", replicas: 1 }), []);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { ...VALID, mode: "none", replicas: 0, paused: true })), [
    'FieldValueInvalid mode "none" "must not be equal to \\"none\\"" neq',
    'FieldValueInvalid replicas 0 "must not be equal to 0" neq',
    'FieldValueInvalid paused true "must not be equal to true" neq alpha',
  ]);
});

test("+k8s:minProperties / maxProperties count a map's keys (an absent map has none)", (t) => {
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { name: "data" })), ['FieldValueTooFew labels 0 "must have at least 1 item" minProperties']);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { name: "data", labels: { a: "", b: "", c: "" } })), ['FieldValueTooMany labels 3 "must have at most 2 items" maxProperties']);
});

test("dependentRequired / dependentForbidden: at the dependent's path, when the trigger is set", (t) => {
  t.deepEqual(validateDeclarative(TABLES, "Volume", { ...VALID, unit: "Gi", legacy: 3 }), [], "one-directional: no trigger, no rule");
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { ...VALID, size: 1, legacy: 3 })), [
    'FieldValueRequired unit "" "must be set when size is set" dependentRequired',
    'FieldValueForbidden legacy "" "may not be set when size is set" dependentForbidden',
  ]);
});

test("dependency rules ratchet: not checked again while neither field's being set changed", (t) => {
  const old = { ...VALID, size: 1, legacy: 3, unit: "Gi" };
  t.deepEqual(validateDeclarative(TABLES, "Volume", { ...old, size: 2, legacy: 4 }, { old }), []);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { ...VALID, size: 1, legacy: 3 }, { old })), ['FieldValueRequired unit "" "must be set when size is set" dependentRequired'],
    "unit was cleared: dependentRequired again; size and legacy are set as before: not dependentForbidden");
});

const COLLECTIONS: Tables = deepFreeze({
  Pool: {
    fields: {
      zones: { kind: "array", goShape: "slice", items: { kind: "string" }, validations: [{ name: "listType", value: "set" }, { name: "update", value: "NoSet,NoAddItem,NoRemoveItem" }] },
      disks: { kind: "array", goShape: "slice", items: { kind: "object", ref: "Disk" }, validations: [{ name: "listType", value: "map" }, { name: "listMapKey", value: "name" }, { name: "update", value: "NoRemoveItem" }, { name: "update", value: "NoModify", each: "val" }] },
      labels: { kind: "map", goShape: "map", values: { kind: "string" }, validations: [{ name: "update", value: "NoUnset,NoAddItem" }] },
    },
    unions: [],
  },
  Disk: { fields: { name: { kind: "string", goShape: "value" }, size: { kind: "integer", goShape: "value" } }, unions: [] },
});

test("1.37's list constraints: NoSet by length, NoAddItem at the new item, NoRemoveItem at the list; reordering is no change", (t) => {
  const old = { zones: ["a", "b"] };
  t.deepEqual(validateDeclarative(COLLECTIONS, "Pool", { zones: ["b", "a"] }, { old }), []);
  t.deepEqual(plain(validateDeclarative(COLLECTIONS, "Pool", { zones: ["a", "c"] }, { old })), [
    'FieldValueForbidden zones[1] "" "item may not be added" update',
    'FieldValueForbidden zones "" "item may not be removed" update',
  ]);
  t.deepEqual(plain(validateDeclarative(COLLECTIONS, "Pool", { zones: ["a"] }, { old: {} })), ['FieldValueInvalid zones null "field cannot be set once created" update',
    'FieldValueForbidden zones[0] "" "item may not be added" update']);
});

test("1.37's map-list items by key: a removed key is an error, a changed item is one of eachVal's NoModify", (t) => {
  const old = { disks: [{ name: "a", size: 1 }, { name: "b", size: 1 }] };
  t.deepEqual(validateDeclarative(COLLECTIONS, "Pool", { disks: [{ name: "b", size: 1 }, { name: "a", size: 1 }, { name: "c", size: 9 }] }, { old }), []);
  t.deepEqual(plain(validateDeclarative(COLLECTIONS, "Pool", { disks: [{ name: "a", size: 2 }] }, { old })), ['FieldValueForbidden disks "" "item may not be removed" update']);
  t.deepEqual(plain(validateDeclarative(COLLECTIONS, "Pool", { disks: [{ name: "a", size: 2 }, { name: "b", size: 1 }] }, { old })), ['FieldValueInvalid disks[0] null "field cannot be modified once set" update']);
});

test("1.37's map constraints: NoAddItem at the new key, NoUnset by length", (t) => {
  const old = { labels: { a: "1" } };
  t.deepEqual(validateDeclarative(COLLECTIONS, "Pool", { labels: { a: "2" } }, { old }), []);
  t.deepEqual(plain(validateDeclarative(COLLECTIONS, "Pool", { labels: { a: "1", b: "2" } }, { old })), ['FieldValueForbidden labels[b] "" "item may not be added" update']);
  t.deepEqual(plain(validateDeclarative(COLLECTIONS, "Pool", { labels: {} }, { old })), ['FieldValueInvalid labels null "field cannot be cleared once set" update']);
});
