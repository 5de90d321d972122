// validateDeclarative's chained tags on our own tables: `+k8s:item(k: v)=` (the first matching
// item of a list-map, pointer keys, ratcheting by the matching old item, immutable on an added
// item), `+k8s:subfield(f)=` (with eachKey inside), `+k8s:opaqueType` (the type's validations do
// not run), Duplicate errors marked with the level of their listType, and which subresources a
// type is validated for.

import test from "ava";
import { validateDeclarative, validateK8sUnions, type Tables } from "../index.js";
import { deepFreeze } from "../test-support.js";

const TABLES: Tables = deepFreeze({
  Rack: {
    fields: {
      disks: {
        kind: "array", goShape: "slice", items: { kind: "object", ref: "Disk" },
        validations: [
          { name: "listType", value: "map" }, { name: "listMapKey", value: "name" }, { name: "listMapKey", value: "slot" },
          { name: "item", item: { name: "boot", slot: 0 }, tag: { name: "immutable" } },
          { name: "item", item: { name: "data", slot: 1 }, tag: { name: "subfield", field: "size", tag: { name: "minimum", value: 10 } } },
          { name: "item", item: { name: "swap", slot: 2 }, stability: "beta", tag: { name: "subfield", field: "size", stability: "beta", tag: { name: "maximum", value: 4, stability: "beta" } } },
        ],
      },
      root: {
        kind: "object", ref: "Disk", goShape: "struct",
        validations: [
          { name: "subfield", field: "size", tag: { name: "maximum", value: 100 } },
          { name: "subfield", field: "labels", tag: { name: "maxLength", value: 3, each: "key" } },
        ],
      },
      spare: { kind: "object", ref: "Disk", goShape: "pointer", validations: [{ name: "opaqueType" }] },
      extra: { kind: "array", goShape: "slice", items: { kind: "object", ref: "Disk" }, validations: [{ name: "opaqueType", each: "val" }] },
      zones: { kind: "array", goShape: "slice", items: { kind: "string" }, validations: [{ name: "listType", value: "set", stability: "alpha" }] },
      mounts: {
        kind: "array", goShape: "slice", items: { kind: "object", ref: "Mount" },
        validations: [{ name: "listType", value: "map" }, { name: "listMapKey", value: "id" }, { name: "item", item: { id: "main" }, tag: { name: "validateFalse", value: "main mount" } }],
      },
    },
    unions: [],
  },
  Disk: {
    fields: {
      name: { kind: "string", goShape: "value" },
      slot: { kind: "integer", goShape: "value" },
      size: { kind: "integer", goShape: "value", validations: [{ name: "minimum", value: 1 }] },
      labels: { kind: "map", goShape: "map", values: { kind: "string" } },
    },
    unions: [],
    k8sUnions: [{ kind: "zeroOrOne", name: "", members: [{ name: "name", memberName: "Name", field: "name" }, { name: "labels", memberName: "Labels", field: "labels" }] }],
  },
  Mount: { fields: { id: { kind: "string", goShape: "pointer" }, path: { kind: "string", goShape: "value" } }, unions: [] },
});

const plain = (errors: ReturnType<typeof validateDeclarative>): string[] =>
  errors.map((e) => `${e.type} ${e.field} ${JSON.stringify(e.badValue)} ${e.origin}${e.validationStabilityLevel === undefined ? "" : ` ${e.validationStabilityLevel}`}`);

const ROOT = { size: 5 };

test("item: the tag runs on the first item whose keys match, at its index; the level passes down", (t) => {
  const disks = [{ name: "data", slot: 0, size: 1 }, { name: "data", slot: 1, size: 2 }, { name: "swap", slot: 2, size: 9 }];
  t.deepEqual(plain(validateDeclarative(TABLES, "Rack", { disks, root: ROOT })), [
    "FieldValueInvalid disks[1].size 2 minimum",
    "FieldValueInvalid disks[2].size 9 maximum beta",
  ]);
});

test("item: a pointer key matches only when set; an absent value key matches its zero value", (t) => {
  t.deepEqual(plain(validateDeclarative(TABLES, "Rack", { root: ROOT, mounts: [{ path: "/" }, { id: "main", path: "/m" }] })), ['FieldValueInvalid mounts[1] {"id":"main","path":"/m"} validateFalse']);
  t.deepEqual(plain(validateDeclarative(TABLES, "Rack", { root: ROOT, disks: [{ name: "boot", size: 1 }] }, { old: { root: ROOT, disks: [] } })), ["FieldValueInvalid disks[0] null immutable"]);
});

test("item on update: the matching old item ratchets; an added item is validated, immutable or not", (t) => {
  const old = { root: ROOT, disks: [{ name: "boot", slot: 0, size: 3 }, { name: "data", slot: 1, size: 2 }] };
  t.deepEqual(validateDeclarative(TABLES, "Rack", { ...old, disks: [...old.disks].reverse() }, { old }), []);
  t.deepEqual(plain(validateDeclarative(TABLES, "Rack", { ...old, disks: [{ name: "boot", slot: 0, size: 4 }, { name: "data", slot: 1, size: 2 }] }, { old })), ["FieldValueInvalid disks[0] null immutable"]);
  t.deepEqual(plain(validateDeclarative(TABLES, "Rack", { ...old, disks: [{ name: "data", slot: 1, size: 3 }] }, { old })), ["FieldValueInvalid disks[0].size 3 minimum"]);
});

test("subfield: the tag runs on the struct's field (and a chained eachKey on its keys), not again when unchanged", (t) => {
  const root = { size: 200, labels: { long: "x", ok: "y" } };
  t.deepEqual(plain(validateDeclarative(TABLES, "Rack", { root })), [
    "FieldValueInvalid root.size 200 maximum",
    'FieldValueTooLong root.labels "<value omitted>" maxLength',
  ]);
  t.deepEqual(plain(validateDeclarative(TABLES, "Rack", { root: { ...root, size: 300 } }, { old: { root } })), ["FieldValueInvalid root.size 300 maximum"]);
});

test("opaqueType: neither the type's validations nor its unions run on the field or on each item", (t) => {
  const bad = { size: 0, name: "n", labels: { a: "b" } };
  const object = { root: ROOT, spare: bad, extra: [bad] };
  t.deepEqual(validateDeclarative(TABLES, "Rack", object), []);
  t.deepEqual(validateK8sUnions(TABLES, "Rack", object), []);
  t.deepEqual(plain(validateDeclarative(TABLES, "Rack", { root: bad })), [
    "FieldValueInvalid root.size 0 minimum",
    'FieldValueInvalid root "{name, labels}" zeroOrOneOf',
  ], "the same value, not opaque");
});

test("Duplicate errors carry the level of the listType that makes the list a set or map", (t) => {
  t.deepEqual(plain(validateDeclarative(TABLES, "Rack", { root: ROOT, zones: ["a", "a"] })), ['FieldValueDuplicate zones[1] "a"  alpha']);
});

test("subresources: a type is validated for the root and the paths its tables list; any other request is one InternalError", (t) => {
  const tables: Tables = deepFreeze({
    Plain: { fields: { n: { kind: "integer", goShape: "value", validations: [{ name: "minimum", value: 1 }] } }, unions: [] },
    Scaled: { fields: {}, unions: [], subresources: ["/", "/status", "/x/y"] },
    Scale: { fields: {}, unions: [], subresources: ["/scale"] },
  });
  t.is(validateDeclarative(tables, "Plain", { n: 0 }).length, 1);
  t.deepEqual(validateDeclarative(tables, "Plain", { n: 0 }, { subresources: [] }).map(String), ["n: Invalid value: 0: must be greater than or equal to 1"]);
  t.deepEqual(validateDeclarative(tables, "Plain", { n: 0 }, { subresources: ["status"] }).map(String), ["<nil>: Internal error: no validation found for Plain, subresource: /status"]);
  t.deepEqual(validateDeclarative(tables, "Scaled", {}, { subresources: ["x", "y"] }), []);
  t.deepEqual(validateDeclarative(tables, "Scaled", {}, { subresources: ["status"] }), []);
  t.is(validateDeclarative(tables, "Scaled", {}, { subresources: ["x"] })[0]?.type, "InternalError");
  t.is(validateDeclarative(tables, "Scale", {})[0]?.type, "InternalError");
  t.deepEqual(validateDeclarative(tables, "Scale", {}, { subresources: ["scale"] }), []);
});

test("broken chained rules or subresources in the tables are a TablesError", (t) => {
  const bad = (rule: unknown, extra: object = {}): Tables => ({ T: { fields: { f: { kind: "array", validations: [rule] } }, unions: [], ...extra } }) as unknown as Tables;
  t.is(t.throws(() => validateDeclarative(bad({ name: "item", item: { k: {} }, tag: { name: "immutable" } }), "T", {}))?.name, "TablesError");
  t.is(t.throws(() => validateDeclarative(bad({ name: "subfield", field: "x", tag: { value: 1 } }), "T", {}))?.name, "TablesError");
  t.is(t.throws(() => validateDeclarative(bad({ name: "immutable" }, { subresources: "/status" }), "T", {}))?.name, "TablesError");
});

test("an embedded member's errors are at the path validation-gen gives it (errorPath), not its JSON name", (t) => {
  const tables: Tables = deepFreeze({
    Outer: { fields: { StructType: { kind: "object", ref: "Inner", goShape: "struct", errorPath: "other.StructType", validations: [{ name: "subfield", field: "depth", tag: { name: "minimum", value: 1 } }] } }, unions: [] },
    Inner: { fields: { depth: { kind: "integer", goShape: "value" } }, unions: [] },
  });
  t.deepEqual(plain(validateDeclarative(tables, "Outer", { StructType: { depth: 0 } })), ["FieldValueInvalid other.StructType.depth 0 minimum"]);
});
