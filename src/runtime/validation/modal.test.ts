// validateDeclarative's modal members (+k8s:discriminator / +k8s:member) and +k8s:enum on our
// own tables: the rule of the discriminator's value, the implicit forbidden and its level,
// ratcheting on the member and its discriminator together; enum values, exclusions behind
// options, and NotSupported's detail.

import test from "ava";
import { validateDeclarative, type Tables } from "../index.js";
import { deepFreeze } from "../test-support.js";

const MODES = ["ReadOnly", "ReadWrite", "Shared"];

const TABLES: Tables = deepFreeze({
  Volume: {
    fields: {
      type: { kind: "string", goShape: "value", validations: [{ name: "enum", values: ["Disk", "Local", "Network"], exclusions: [{ value: "Local", option: "LocalVolumes", excludeWhen: false }] }] },
      diskName: { kind: "string", goShape: "pointer" },
      servers: { kind: "array", goShape: "slice", items: { kind: "string" } },
      cached: { kind: "boolean", goShape: "value" },
      cacheSize: { kind: "integer", goShape: "value" },
      tier: { kind: "integer", goShape: "value" },
      replicas: { kind: "integer", goShape: "pointer" },
      mode: { kind: "string", goShape: "pointer", validations: [{ name: "enum", values: MODES, stability: "beta", exclusions: [{ value: "Shared", option: "NoShared", excludeWhen: true }] }] },
      none: { kind: "string", goShape: "pointer", validations: [{ name: "enum", values: [] }] },
    },
    unions: [],
    discriminated: [
      { field: "cacheSize", discriminator: "cached", rules: [{ value: true, validations: [{ name: "minimum", value: 1 }] }] },
      { field: "replicas", discriminator: "tier", rules: [{ value: 2, validations: [{ name: "required", stability: "alpha" }] }], stability: "alpha" },
      { field: "diskName", discriminator: "type", rules: [{ value: "Disk", validations: [{ name: "required" }, { name: "maxLength", value: 8 }] }] },
      {
        field: "servers", discriminator: "type", stability: "beta",
        rules: [{ value: "Local", validations: [{ name: "optional", stability: "beta" }] }, { value: "Network", validations: [{ name: "optional", stability: "beta" }] }],
      },
    ],
  },
});

const plain = (errors: ReturnType<typeof validateDeclarative>): string[] =>
  errors.map((e) => `${e.type} ${e.field} ${JSON.stringify(e.badValue)} ${JSON.stringify(e.detail)} ${e.origin}${e.validationStabilityLevel === undefined ? "" : ` ${e.validationStabilityLevel}`}`);

test("the rule of the discriminator's value validates the member, with its tags in order", (t) => {
  t.deepEqual(validateDeclarative(TABLES, "Volume", { type: "Disk", diskName: "sda" }), []);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { type: "Disk" })), ['FieldValueRequired diskName "" "" ']);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { type: "Disk", diskName: "far-too-long" })), [
    'FieldValueTooLong diskName "<value omitted>" "may not be more than 8 characters" maxLength',
  ]);
});

test("any other value forbids the member, marked with the members' common level", (t) => {
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { type: "Network", diskName: "sda", servers: ["a"] })), ['FieldValueForbidden diskName "" "" ']);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { type: "Disk", diskName: "sda", servers: ["a"] })), ['FieldValueForbidden servers "" ""  beta']);
  t.deepEqual(validateDeclarative(TABLES, "Volume", { type: "Disk", diskName: "sda", servers: [] }), [], "an empty list is unset");
});

test("boolean and integer discriminators compare as their Go values; absent is the zero value", (t) => {
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { type: "Disk", diskName: "a", cached: true })), ['FieldValueInvalid cacheSize 0 "must be greater than or equal to 1" minimum']);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { type: "Disk", diskName: "a", cacheSize: 5 })), ['FieldValueForbidden cacheSize "" "" ']);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { type: "Disk", diskName: "a", tier: 2 })), ['FieldValueRequired replicas "" ""  alpha']);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { type: "Disk", diskName: "a", tier: 1, replicas: 3 })), ['FieldValueForbidden replicas "" ""  alpha']);
});

test("an update skips a member only when it and its discriminator are both unchanged", (t) => {
  const old = { type: "Disk", diskName: "far-too-long" };
  t.deepEqual(validateDeclarative(TABLES, "Volume", old, { old }), []);
  const tooLong = ['FieldValueTooLong diskName "<value omitted>" "may not be more than 8 characters" maxLength'];
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", old, { old: { ...old, diskName: "also-too-long" } })), tooLong);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", old, { old: { ...old, type: "Network" } })), tooLong);
});

test("+k8s:enum: NotSupported with the supported values, sorted; exclusions follow the options", (t) => {
  const base = { type: "Disk", diskName: "a" };
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { ...base, mode: "Other" })), [
    'FieldValueNotSupported mode "Other" "supported values: \\"ReadOnly\\", \\"ReadWrite\\", \\"Shared\\""  beta',
  ]);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { ...base, mode: "Shared" }, { options: ["NoShared"] })), [
    'FieldValueNotSupported mode "Shared" "supported values: \\"ReadOnly\\", \\"ReadWrite\\""  beta',
  ]);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { type: "Local", servers: ["x"] })), [
    'FieldValueNotSupported type "Local" "supported values: \\"Disk\\", \\"Network\\"" ',
  ]);
  t.deepEqual(validateDeclarative(TABLES, "Volume", { type: "Local", servers: ["x"] }, { options: ["LocalVolumes"] }), []);
  t.deepEqual(plain(validateDeclarative(TABLES, "Volume", { type: "", none: "" })), [
    'FieldValueNotSupported type "" "supported values: \\"Disk\\", \\"Network\\"" ',
    'FieldValueNotSupported none "" "" ',
  ], "a value field's zero value is checked; an enum without values has no detail");
});

test("malformed modal members or enum values in the tables are a TablesError", (t) => {
  const member = { Volume: { fields: {}, unions: [], discriminated: [{ field: "a", discriminator: "b", rules: [{ value: null, validations: [] }] }] } } as unknown as Tables;
  t.is(t.throws(() => validateDeclarative(member, "Volume", {}))?.name, "TablesError");
  const values = { Volume: { fields: { a: { kind: "string", validations: [{ name: "enum", values: [1] }] } }, unions: [] } } as unknown as Tables;
  t.is(t.throws(() => validateDeclarative(values, "Volume", {}))?.name, "TablesError");
});

test("a member with conditions (+k8s:ifEnabled around +k8s:ifMode) runs only when they hold", (t) => {
  const tables: Tables = {
    Mount: {
      fields: { access: { kind: "string", goShape: "value" }, path: { kind: "string", goShape: "pointer" } },
      unions: [],
      discriminated: [{ field: "path", discriminator: "access", conditions: [{ option: "Mounts", enabled: true }], rules: [{ value: "Path", validations: [{ name: "required" }] }] }],
    },
  };
  t.deepEqual(validateDeclarative(tables, "Mount", { access: "Path" }), []);
  t.deepEqual(plain(validateDeclarative(tables, "Mount", { access: "Path" }, { options: ["Mounts"] })), ['FieldValueRequired path "" "" ']);
  t.deepEqual(plain(validateDeclarative(tables, "Mount", { access: "Other", path: "/x" }, { options: ["Mounts"] })), ['FieldValueForbidden path "" "" ']);
});
