// validateUnions: every error code with its exact path and message, nesting, and ratcheting.

import test from "ava";
import fc from "fast-check";
import { UNION_TABLES, deepFreeze } from "../test-support.js";
import { TablesError, UnionError, normalizeUnions, validateUnions } from "../index.js";

function validate(type: string, object: object, old?: object, ratchet?: boolean): UnionError[] {
  return validateUnions(UNION_TABLES, type, deepFreeze(object), deepFreeze(old), ratchet === undefined ? undefined : { ratchet });
}

test("valid unions give no error", (t) => {
  t.deepEqual(validate("Union", { unionType: "FieldA", fieldA: 1 }), []);
  t.deepEqual(validate("Union", { unionType: "FieldB" }), [], "fieldB is optional");
  t.deepEqual(validate("Union", { unionType: "" }), []);
  t.deepEqual(validate("Union", {}), [], "absent is \"\", a valid value");
  t.deepEqual(validate("DeploymentStrategy", { type: "Recreate" }), [], "empty union member");
  t.deepEqual(validate("Volume", { emptyDir: {} }), []);
  t.deepEqual(validate("Legacy", { type: "Anything" }), [], "legacy discriminator without enum");
});

test("KEP: several members set is one error per member the discriminator does not select (validation-gen's shape)", (t) => {
  t.deepEqual(validate("Union", { unionType: "FieldA", fieldA: 1, fieldB: 2, fieldC: 3 }), [
    new UnionError("union.memberNotSelected", "fieldB", 'fieldB may not be set when unionType is "FieldA"'),
    new UnionError("union.memberNotSelected", "fieldC", 'fieldC may not be set when unionType is "FieldA"'),
  ]);
});

test("union.multipleMembers: 2019 unions, at the struct holding the union", (t) => {
  t.deepEqual(validate("Volume", { hostPath: {}, nfs: {} }), [new UnionError("union.multipleMembers", "", "only one of hostPath, nfs may be set")]);
});

test("KEP: members left over after a discriminator change (normalization did not run) are errors", (t) => {
  t.deepEqual(validate("Union", { unionType: "FieldB", fieldA: 1, fieldB: 2 }, { unionType: "FieldA", fieldA: 1 }), [
    new UnionError("union.memberNotSelected", "fieldA", 'fieldA may not be set when unionType is "FieldB"'),
  ]);
});

test("KEP: ratcheting as validation-gen — skipped on update when the discriminator and members' set states are unchanged", (t) => {
  const bad = { unionType: "FieldA", fieldA: 1, fieldB: 2 };
  t.is(validate("Union", bad).length, 1, "create");
  t.deepEqual(validate("Union", bad, { unionType: "FieldA", fieldA: 5, fieldB: 6 }), [], "values changed, set states did not");
  t.is(validate("Union", bad, { unionType: "FieldA", fieldA: 1 }).length, 1, "fieldB is newly set");
  t.is(validate("Deployment", { spec: { strategy: { type: "Recreate", rollingUpdate: {} } } }, { spec: {} }).length, 1, "no old value at that place");
});

test("union.memberRequired: the selected member is unset and not optional", (t) => {
  t.deepEqual(validate("Deployment", { spec: { strategy: { type: "RollingUpdate" } } }), [
    new UnionError("union.memberRequired", "spec.strategy.rollingUpdate", 'rollingUpdate is required when type is "RollingUpdate"'),
  ]);
});

test("union.memberNotSelected: a member is set that the discriminator does not select", (t) => {
  t.deepEqual(validate("Deployment", { spec: { strategy: { type: "Recreate", rollingUpdate: { maxSurge: 1 } } } }), [
    new UnionError("union.memberNotSelected", "spec.strategy.rollingUpdate", 'rollingUpdate may not be set when type is "Recreate"'),
  ]);
  t.deepEqual(validate("Union", { fieldB: 1 }), [new UnionError("union.memberNotSelected", "fieldB", 'fieldB may not be set when unionType is ""')]);
  t.deepEqual(validate("Union", { unionType: "FieldA", fieldB: 1 }), [
    new UnionError("union.memberRequired", "fieldA", 'fieldA is required when unionType is "FieldA"'),
    new UnionError("union.memberNotSelected", "fieldB", 'fieldB may not be set when unionType is "FieldA"'),
  ]);
});

test("union.unknownDiscriminatorValue: KEP unions, and legacy unions with an enum", (t) => {
  t.deepEqual(validate("Deployment", { spec: { byName: { x: { type: "Blue", rollingUpdate: {} } } } }), [
    new UnionError("union.unknownDiscriminatorValue", "spec.byName[x].type", 'unknown discriminator value "Blue"; expected one of "Recreate", "RollingUpdate"'),
  ]);
  t.deepEqual(validate("LegacyEnum", { kind: 3 }), [
    new UnionError("union.unknownDiscriminatorValue", "kind", 'unknown discriminator value 3; expected one of "One", "Two", "None"'),
  ]);
});

test("union.discriminatorRequired: absent discriminator without an empty value", (t) => {
  t.deepEqual(validate("Deployment", { spec: { strategies: [{ name: "a", type: "Recreate" }, { name: "b", rollingUpdate: {} }] } }), [
    new UnionError("union.discriminatorRequired", "spec.strategies[1].type", "type is required"),
  ]);
});

test("errors in lists of lists, merge lists and list maps carry their paths", (t) => {
  const errors = validate("Deployment", {
    spec: {
      grid: [[], [{ unionType: "FieldA" }]],
      volumes: [{ name: "v", hostPath: {}, emptyDir: {} }],
      positional: [{ unionType: "FieldC", fieldC: 1 }, { unionType: "FieldD", fieldA: 1, fieldB: 1 }],
    },
  });
  t.deepEqual(errors.map((error) => [error.code, error.path]), [
    ["union.memberNotSelected", "spec.positional[1].fieldA"],
    ["union.memberNotSelected", "spec.positional[1].fieldB"],
    ["union.multipleMembers", "spec.volumes[0]"],
    ["union.memberRequired", "spec.grid[1][0].fieldA"],
  ]);
});

test("ratchet: errors the old object already had at the same path and code are dropped", (t) => {
  const old = { spec: { strategies: [{ name: "a", type: "Recreate", rollingUpdate: {} }], strategy: { type: "RollingUpdate" } } };
  const object = {
    spec: {
      strategies: [{ name: "a", type: "Recreate", rollingUpdate: { maxSurge: 2 } }],
      strategy: { type: "Recreate", rollingUpdate: {} },
      byName: { x: { type: "RollingUpdate" } },
    },
  };
  t.deepEqual(validate("Deployment", object, old, true).map((error) => [error.code, error.path]), [
    ["union.memberNotSelected", "spec.strategy.rollingUpdate"],
    ["union.memberRequired", "spec.byName[x].rollingUpdate"],
  ]);
  t.deepEqual(validate("Deployment", object, old, false).map((error) => error.path), ["spec.strategy.rollingUpdate", "spec.byName[x].rollingUpdate"],
    "KEP ratcheting alone already skips strategies[0]: its discriminator and members' set states are unchanged");
  t.deepEqual(validate("Deployment", object, undefined, true).length, 3);
});

test("ratchet keeps an error whose code changed at the same path", (t) => {
  t.deepEqual(validate("Union", { unionType: "FieldZ" }, { unionType: "FieldA", fieldA: 1, fieldB: 1 }, true).map((error) => error.code),
    ["union.unknownDiscriminatorValue"]);
  t.deepEqual(validate("Union", { unionType: "FieldA", fieldA: 1, fieldC: 2 }, { unionType: "FieldA", fieldA: 1, fieldB: 1 }, true), [
    new UnionError("union.memberNotSelected", "fieldC", 'fieldC may not be set when unionType is "FieldA"'),
  ], "another member is newly set: not the same error");
});

// --- properties ---------------------------------------------------------------------------

const unionObject = fc.record({
  unionType: fc.constantFrom("FieldA", "FieldB", "FieldC", "FieldD", "", "FieldE"),
  fieldA: fc.integer({ min: 0, max: 2 }),
  fieldB: fc.integer({ min: 0, max: 2 }),
  fieldC: fc.integer({ min: 0, max: 2 }),
}, { requiredKeys: [], noNullPrototype: true });

test("property: after a known discriminator change, at most the selected member is set", (t) => {
  fc.assert(fc.property(unionObject, unionObject, (old, object) => {
    const { value, errors } = normalizeUnions(UNION_TABLES, "Union", deepFreeze(old), deepFreeze(object));
    const changed = object.unionType !== undefined && object.unionType !== old.unionType;
    if (!changed || object.unionType === "FieldE") return errors.length === (changed ? 1 : 0) && value === object;
    // A member newly set against the change is refused whole (structured-merge-diff's rules).
    if (errors.length > 0) return value === object && errors.every((e) => e.code === "union.multipleNewMembers" || e.code === "union.memberConflictsWithDiscriminator");
    const codes = validateUnions(UNION_TABLES, "Union", value).map((error) => error.code);
    return errors.length === 0 && !codes.includes("union.multipleMembers") && !codes.includes("union.memberNotSelected");
  }), { numRuns: 300 });
  t.pass();
});

test("property: normalizing an unchanged KEP object returns it as is", (t) => {
  fc.assert(fc.property(unionObject, (object) => {
    deepFreeze(object);
    return normalizeUnions(UNION_TABLES, "Union", object, object).value === object;
  }), { numRuns: 200 });
  t.pass();
});

test("an unknown type is a TablesError", (t) => {
  const error = t.throws(() => validateUnions(UNION_TABLES, "Nope", {}), { instanceOf: TablesError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code: "tables.unknownDefinition", path: "" });
  t.throws(() => normalizeUnions(UNION_TABLES, "Nope", undefined, {}), { instanceOf: TablesError });
});
