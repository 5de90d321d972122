// normalizeUnions: the KEP-1027 version-skew situations (test matrix cases cited by the KEP),
// empty union members, nesting through lists and maps, and the 2019 (legacy) rules.

import test from "ava";
import { UNION_TABLES, deepFreeze } from "../test-support.js";
import { UnionError, normalizeUnions, validateUnions } from "../index.js";

function normalize(type: string, oldObject: object | undefined, newObject: object): { value: unknown; errors: readonly UnionError[] } {
  return normalizeUnions(UNION_TABLES, type, deepFreeze(oldObject), deepFreeze(newObject));
}

/** With the 2019 KEP's normalization of legacy unions turned on. */
function normalize2019(type: string, oldObject: object | undefined, newObject: object): { value: unknown; errors: readonly UnionError[] } {
  return normalizeUnions(UNION_TABLES, type, deepFreeze(oldObject), deepFreeze(newObject), { legacy: "2019" });
}

const UNKNOWN_E = new UnionError("union.unknownDiscriminatorValue", "unionType",
  'unknown discriminator value "FieldE"; expected one of "FieldA", "FieldB", "FieldC", "FieldD", ""');

// --- KEP-1027 ---------------------------------------------------------------------------

test("KEP: a client changes the discriminator and sets the new member: the old member is cleared", (t) => {
  t.deepEqual(normalize("Union", { unionType: "FieldA", fieldA: 1 }, { unionType: "FieldB", fieldA: 1, fieldB: 2 }),
    { value: { unionType: "FieldB", fieldB: 2 }, errors: [] });
});

test("KEP (#23, #28): a member the client does not know is cleared when it selects another", (t) => {
  t.deepEqual(normalize("Union", { unionType: "FieldC", fieldC: 3 }, { unionType: "FieldA", fieldA: 1, fieldC: 3 }),
    { value: { unionType: "FieldA", fieldA: 1 }, errors: [] });
});

test("KEP (#22, #27): the empty discriminator value clears every member, known or not", (t) => {
  t.deepEqual(normalize("Union", { unionType: "FieldC", fieldC: 3 }, { unionType: "", fieldC: 3, name: "n" }),
    { value: { unionType: "", name: "n" }, errors: [] });
  t.deepEqual(normalize("Union", { unionType: "FieldA", fieldA: 1 }, { unionType: "FieldD", fieldA: 1 }),
    { value: { unionType: "FieldD" }, errors: [] });
});

test("KEP (#12, #16): echoing an unknown member with the discriminator unchanged changes nothing", (t) => {
  const echoed = deepFreeze({ unionType: "FieldC", fieldC: 3, name: "new" });
  const result = normalizeUnions(UNION_TABLES, "Union", deepFreeze({ unionType: "FieldC", fieldC: 3, name: "old" }), echoed);
  t.is(result.value, echoed);
  t.deepEqual(result.errors, []);
});

test("KEP (#12, #16): a structured client that dropped the unknown member is caught by validation", (t) => {
  const old = { unionType: "FieldC", fieldC: 3 };
  const { value } = normalize("Union", old, { unionType: "FieldC", name: "n" });
  t.deepEqual(value, { unionType: "FieldC", name: "n" });
  t.deepEqual(validateUnions(UNION_TABLES, "Union", value), [
    new UnionError("union.memberRequired", "fieldC", 'fieldC is required when unionType is "FieldC"'),
  ]);
});

test("KEP: several members set with the discriminator unchanged are left to validation", (t) => {
  const { value, errors } = normalize("Union", { unionType: "FieldA", fieldA: 1 }, { unionType: "FieldA", fieldA: 1, fieldB: 2 });
  t.deepEqual({ value, errors }, { value: { unionType: "FieldA", fieldA: 1, fieldB: 2 }, errors: [] });
  t.deepEqual(validateUnions(UNION_TABLES, "Union", value), [
    new UnionError("union.memberNotSelected", "fieldB", 'fieldB may not be set when unionType is "FieldA"'),
  ]);
});

test("KEP (#34, #39): an unknown discriminator value fails loudly and clears nothing", (t) => {
  const incoming = deepFreeze({ unionType: "FieldE", fieldA: 1, fieldE: 5 });
  const result = normalizeUnions(UNION_TABLES, "Union", deepFreeze({ unionType: "FieldA", fieldA: 1 }), incoming);
  t.is(result.value, incoming);
  t.deepEqual(result.errors, [UNKNOWN_E]);
  t.deepEqual(validateUnions(UNION_TABLES, "Union", incoming), [UNKNOWN_E]);
});

test("KEP: on create the discriminator counts as changed, and every member set is new", (t) => {
  t.deepEqual(normalize("Union", undefined, { unionType: "FieldB", fieldB: 2 }), { value: { unionType: "FieldB", fieldB: 2 }, errors: [] });
  t.deepEqual(normalize("Union", undefined, { unionType: "FieldB", fieldA: 1, fieldB: 2 }), {
    value: { unionType: "FieldB", fieldA: 1, fieldB: 2 },
    errors: [new UnionError("union.multipleNewMembers", "", 'fieldA, fieldB are all newly set while unionType changes to "FieldB": set only the member it selects')],
  });
});

test("KEP (structured-merge-diff's last rules): a newly set member that the new discriminator does not select is an error, not a silent drop", (t) => {
  t.deepEqual(normalize("Union", { unionType: "FieldA", fieldA: 1 }, { unionType: "FieldB", fieldA: 1, fieldC: 3 }), {
    value: { unionType: "FieldB", fieldA: 1, fieldC: 3 },
    errors: [new UnionError("union.memberConflictsWithDiscriminator", "fieldC", 'fieldC is newly set, but unionType changes to "FieldB", which selects fieldB')],
  });
  t.deepEqual(normalize("DeploymentStrategy", { type: "RollingUpdate" }, { type: "Recreate", rollingUpdate: { maxSurge: 1 } }), {
    value: { type: "Recreate", rollingUpdate: { maxSurge: 1 } },
    errors: [new UnionError("union.memberConflictsWithDiscriminator", "rollingUpdate", 'rollingUpdate is newly set, but type changes to "Recreate", which selects no member')],
  });
  t.deepEqual(normalize("Union", { unionType: "FieldA", fieldA: 1 }, { unionType: "FieldB", fieldB: 2, fieldC: 3 }).errors,
    [new UnionError("union.multipleNewMembers", "", 'fieldB, fieldC are all newly set while unionType changes to "FieldB": set only the member it selects')]);
  t.deepEqual(normalize("Union", { unionType: "FieldA", fieldA: 1 }, { unionType: "", fieldB: 2, fieldC: 3 }), { value: { unionType: "" }, errors: [] },
    "the empty value clears everything: the seed's way to clear a union");
});

test("KEP: removing the discriminator is not a change", (t) => {
  t.deepEqual(normalize("Union", { unionType: "FieldA", fieldA: 1 }, { fieldA: 1, fieldB: 2 }), { value: { fieldA: 1, fieldB: 2 }, errors: [] });
});

test("KEP: a null member counts as unset and is cleared like the others", (t) => {
  t.deepEqual(normalize("Union", { unionType: "FieldA", fieldA: 1 }, { unionType: "FieldB", fieldA: null, fieldB: 2 }),
    { value: { unionType: "FieldB", fieldB: 2 }, errors: [] });
});

test("KEP: empty union member (DeploymentStrategy Recreate) clears rollingUpdate", (t) => {
  t.deepEqual(normalize("DeploymentStrategy", { type: "RollingUpdate", rollingUpdate: { maxSurge: 1 } }, { type: "Recreate", rollingUpdate: { maxSurge: 1 } }),
    { value: { type: "Recreate" }, errors: [] });
  t.deepEqual(normalize("DeploymentStrategy", { type: "Recreate" }, { type: "RollingUpdate", rollingUpdate: { maxSurge: 2 } }),
    { value: { type: "RollingUpdate", rollingUpdate: { maxSurge: 2 } }, errors: [] });
});

test("KEP: nested unions through structs, list-map items (by key), maps (by key) and positional lists", (t) => {
  const rolling = { maxSurge: 1 };
  const old = {
    spec: {
      strategy: { type: "RollingUpdate", rollingUpdate: rolling },
      strategies: [{ name: "a", type: "RollingUpdate", rollingUpdate: rolling }, { name: "b", type: "Recreate" }],
      byName: { x: { type: "RollingUpdate", rollingUpdate: rolling }, y: { type: "Recreate" } },
      positional: [{ unionType: "FieldA", fieldA: 1 }],
      grid: [[{ unionType: "FieldA", fieldA: 1 }]],
    },
  };
  const untouched = deepFreeze({ name: "a", type: "RollingUpdate", rollingUpdate: rolling });
  const incoming = {
    spec: {
      replicas: 3,
      strategy: { type: "Recreate", rollingUpdate: rolling },
      // reordered: "b" must be compared with the old "b", not with the old item at index 0
      strategies: [{ name: "b", type: "Recreate", rollingUpdate: rolling }, untouched],
      byName: { y: { type: "Recreate", rollingUpdate: rolling }, x: { type: "Recreate", rollingUpdate: rolling } },
      positional: [{ unionType: "FieldB", fieldA: 1, fieldB: 2 }],
      grid: [[{ unionType: "FieldB", fieldA: 1, fieldB: 2 }]],
    },
  };
  const result = normalize("Deployment", old, incoming);
  t.deepEqual(result, {
    value: {
      spec: {
        replicas: 3,
        strategy: { type: "Recreate" },
        strategies: [{ name: "b", type: "Recreate", rollingUpdate: rolling }, untouched],
        byName: { y: { type: "Recreate", rollingUpdate: rolling }, x: { type: "Recreate" } },
        positional: [{ unionType: "FieldB", fieldB: 2 }],
        grid: [[{ unionType: "FieldB", fieldB: 2 }]],
      },
    },
    errors: [],
  });
  const spec = (result.value as { spec: { strategies: unknown[] } }).spec;
  t.is(spec.strategies[1], untouched);
});

test("KEP: errors inside lists and maps carry their path", (t) => {
  const result = normalize("Deployment", { spec: { byName: { x: { type: "Recreate" } } } }, { spec: { byName: { x: { type: "Blue" } }, positional: [{}, { unionType: "FieldE" }] } });
  t.deepEqual(result.errors.map((error) => [error.code, error.path]), [
    ["union.unknownDiscriminatorValue", "spec.byName[x].type"],
    ["union.unknownDiscriminatorValue", "spec.positional[1].unionType"],
  ]);
});

test("2019: errors in the items of merge-key lists carry the item's path, and nothing is cleared", (t) => {
  const next = { spec: { volumes: [{ name: "b", emptyDir: {}, nfs: { path: "/n" } }, { name: "a", hostPath: { path: "/a" } }] } };
  const result = normalize2019("Deployment", { spec: { volumes: [{ name: "a", hostPath: { path: "/a" } }, { name: "b", emptyDir: {} }] } }, next);
  t.deepEqual(result, { value: next, errors: [new UnionError("union.multipleMembers", "spec.volumes[0]", "emptyDir, nfs are all set: set only one")] });
});

// --- legacy (2019) --------------------------------------------------------------------------

test("legacy (structured-merge-diff's rules): several members set without a discriminator change is an error, nothing is cleared", (t) => {
  const multiple = (path: string, message: string): UnionError => new UnionError("union.multipleMembers", path, message);
  t.deepEqual(normalize2019("Volume", { name: "v", hostPath: { path: "/x" } }, { name: "v", hostPath: { path: "/x" }, emptyDir: {} }),
    { value: { name: "v", hostPath: { path: "/x" }, emptyDir: {} }, errors: [multiple("", "hostPath, emptyDir are all set: set only one")] });
  t.deepEqual(normalize2019("Volume", { name: "v" }, { name: "v", hostPath: { path: "/x" }, emptyDir: {} }).errors,
    [multiple("", "hostPath, emptyDir are all set: set only one")]);
  const both = { hostPath: { path: "/x" }, emptyDir: {} };
  t.deepEqual(normalize2019("Volume", both, both), { value: both, errors: [multiple("", "hostPath, emptyDir are all set: set only one")] });
  t.deepEqual(normalize2019("Legacy", { type: "Alpha", alpha: 1 }, { type: "Alpha", alpha: 1, beta: 2 }),
    { value: { type: "Alpha", alpha: 1, beta: 2 }, errors: [multiple("", "alpha, beta are all set while type does not change: set only one")] });
  t.deepEqual(normalize2019("Legacy", { alpha: 1 }, { alpha: 2, beta: 1 }).errors, [multiple("", "alpha, beta are all set while type does not change: set only one")]);
});

test("legacy: exactly one member set writes its value into the discriminator", (t) => {
  t.deepEqual(normalize2019("Legacy", undefined, { alpha: 1 }), { value: { alpha: 1, type: "Alpha" }, errors: [] });
  t.deepEqual(normalize2019("Legacy", { type: "Alpha", alpha: 1 }, { alpha: 1 }), { value: { alpha: 1, type: "Alpha" }, errors: [] });
});

test("legacy: a newly set member the changed discriminator does not select is an error, nothing is cleared (SeccompProfile on create)", (t) => {
  t.deepEqual(normalize2019("LegacyEnum", undefined, { kind: "None", one: 1 }), {
    value: { kind: "None", one: 1 },
    errors: [new UnionError("union.memberConflictsWithDiscriminator", "one", 'one is newly set, but kind changes to "None", which selects no member')],
  });
  t.deepEqual(normalize2019("Legacy", { type: "Alpha", alpha: 1 }, { type: "Beta", alpha: 1, beta: 2, gamma: 3 }).errors, []);
  t.deepEqual(normalize2019("LegacyEnum", { kind: "One", one: 1 }, { kind: "Two", one: 1, two: 2 }), { value: { kind: "Two", two: 2 }, errors: [] });
  t.deepEqual(normalize2019("LegacyEnum", undefined, { kind: "Two", one: 1, two: 2 }).errors,
    [new UnionError("union.multipleNewMembers", "", 'one, two are all newly set while kind changes to "Two": set only the member it selects')]);
});

test("legacy: a changed discriminator clears every other member", (t) => {
  t.deepEqual(normalize2019("Legacy", { type: "Alpha", alpha: 1 }, { type: "Beta", alpha: 1, beta: 2 }), { value: { type: "Beta", beta: 2 }, errors: [] });
  t.deepEqual(normalize2019("Legacy", { type: "Alpha", alpha: 1 }, { type: "Beta", alpha: 1 }), { value: { type: "Beta" }, errors: [] });
});

test("legacy: a \"Nothing\" discriminator value clears every member", (t) => {
  t.deepEqual(normalize2019("Legacy", { type: "Alpha", alpha: 1 }, { type: "Nothing", alpha: 1 }), { value: { type: "Nothing" }, errors: [] });
  t.deepEqual(normalize2019("LegacyEnum", { kind: "One", one: 1 }, { kind: "None", one: 1 }), { value: { kind: "None" }, errors: [] });
});

test("legacy: a value outside the discriminator's enum fails loudly", (t) => {
  t.deepEqual(normalize2019("LegacyEnum", { kind: "One", one: 1 }, { kind: "Three", one: 1 }), {
    value: { kind: "Three", one: 1 },
    errors: [new UnionError("union.unknownDiscriminatorValue", "kind", 'unknown discriminator value "Three"; expected one of "One", "Two", "None"')],
  });
});

test("objects of the wrong shape are left alone", (t) => {
  t.deepEqual(normalize2019("Deployment", { spec: "x" }, { spec: { strategy: "x", strategies: {}, byName: [] } }),
    { value: { spec: { strategy: "x", strategies: {}, byName: [] } }, errors: [] });
});

test("legacy by default: nothing is deduced or cleared (Kubernetes never ran it), so no data is lost", (t) => {
  const cases: [object | undefined, object][] = [
    [{ name: "v", hostPath: { path: "/x" } }, { name: "v", hostPath: { path: "/x" }, emptyDir: {} }],
    [undefined, { name: "v", emptyDir: {} }],
  ];
  for (const [old, next] of cases) t.deepEqual(normalize("Volume", old, next), { value: next, errors: [] });
});
