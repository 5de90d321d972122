// createTwoWayMergePatch: the exact patch for each kind of change, and that applying it to the
// original gives the modified document.

import test, { type ExecutionContext } from "ava";
import { POD_TABLES, deepFreeze } from "../test-support.js";
import { StrategicMergePatchError, applyStrategicMergePatch, createTwoWayMergePatch } from "../index.js";

function check(t: ExecutionContext, original: object, modified: object, expected: object): void {
  deepFreeze(original);
  deepFreeze(modified);
  const patch = createTwoWayMergePatch(POD_TABLES, "Pod", original, modified);
  t.deepEqual(patch, expected);
  t.deepEqual(applyStrategicMergePatch(POD_TABLES, "Pod", original, patch), modified);
}

const spec = (value: object): object => ({ spec: value });

test("equal documents give an empty patch", (t) => {
  check(t, spec({ containers: [{ name: "a" }], args: ["x"] }), spec({ containers: [{ name: "a" }], args: ["x"] }), {});
});

test("scalars: changed, added and removed fields", (t) => {
  check(t, { metadata: { name: "a", labels: { x: "1", y: "2" } } }, { metadata: { labels: { x: "1", y: "3", z: "4" } } },
    { metadata: { name: null, labels: { y: "3", z: "4" } } });
});

test("a new struct is sent whole; a removed one is null", (t) => {
  check(t, { metadata: { name: "a" } }, spec({ strategy: { type: "Recreate" } }), { metadata: null, spec: { strategy: { type: "Recreate" } } });
  check(t, spec({}), spec({ strategy: {} }), spec({ strategy: {} }));
});

test("merge list of structs: changes, additions, deletions and order", (t) => {
  check(t,
    spec({ containers: [{ name: "a", image: "1" }, { name: "b" }, { name: "c" }] }),
    spec({ containers: [{ name: "c" }, { name: "a", image: "2" }, { name: "d" }] }),
    spec({
      containers: [{ name: "a", image: "2" }, { name: "d" }, { $patch: "delete", name: "b" }],
      "$setElementOrder/containers": [{ name: "c" }, { name: "a" }, { name: "d" }],
    }));
});

test("merge list of structs: a new order alone gives only $setElementOrder", (t) => {
  check(t, spec({ containers: [{ name: "a" }, { name: "b" }] }), spec({ containers: [{ name: "b" }, { name: "a" }] }),
    spec({ "$setElementOrder/containers": [{ name: "b" }, { name: "a" }] }));
});

test("merge list of structs: a new list is sent as items", (t) => {
  check(t, spec({}), spec({ containers: [{ name: "b", ports: [{ containerPort: 80 }] }, { name: "a" }] }),
    spec({ containers: [{ name: "b", ports: [{ containerPort: 80 }] }, { name: "a" }] }));
  check(t, spec({}), spec({ containers: [] }), spec({ containers: [] }));
});

test("merge list of structs: nested merge lists are diffed too", (t) => {
  check(t,
    spec({ containers: [{ name: "a", ports: [{ containerPort: 80 }, { containerPort: 81 }] }] }),
    spec({ containers: [{ name: "a", ports: [{ containerPort: 80, protocol: "UDP" }] }] }),
    spec({
      containers: [{
        name: "a",
        ports: [{ containerPort: 80, protocol: "UDP" }, { $patch: "delete", containerPort: 81 }],
        "$setElementOrder/ports": [{ containerPort: 80 }],
      }],
      "$setElementOrder/containers": [{ name: "a" }],
    }));
});

// upstream's diffListsOfMaps walks both lists sorted by merge key: items with the same key pair
// up in that order (sort.Sort puts equal keys in reverse), and the patch cannot always
// reproduce duplicates (upstream's "behavior of set element order for a merging list with
// duplicate" case shows it).
test("merge list of structs with duplicate merge keys: items pair up in sorted order", (t) => {
  const original = deepFreeze(spec({ containers: [{ name: "a" }] }));
  const modified = deepFreeze(spec({ containers: [{ name: "a", image: "1" }, { name: "a", image: "2" }] }));
  const patch = createTwoWayMergePatch(POD_TABLES, "Pod", original, modified);
  t.deepEqual(patch, spec({
    containers: [{ name: "a", image: "2" }, { name: "a", image: "1" }],
    "$setElementOrder/containers": [{ name: "a" }, { name: "a" }],
  }));
  t.deepEqual(applyStrategicMergePatch(POD_TABLES, "Pod", original, patch), spec({ containers: [{ name: "a", image: "1" }] }));
  check(t, spec({}), spec({ containers: [{ name: "a" }, { name: "a" }] }), spec({ containers: [{ name: "a" }, { name: "a" }] }));
});

// upstream: a missing merge key is an error ("does not contain declared merge key").
test("merge list of structs with an item without merge key cannot be diffed", (t) => {
  const error = t.throws(() => createTwoWayMergePatch(POD_TABLES, "Pod", spec({ containers: [{ name: "a" }] }), spec({ containers: [{ image: "x" }] })),
    { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code: "smp.missingMergeKey", path: "spec.containers[0]" });
});

test("merge list of scalars: additions, deletions and order", (t) => {
  check(t, { metadata: { finalizers: ["a", "b", "c"] } }, { metadata: { finalizers: ["c", "d", "a"] } }, {
    metadata: { finalizers: ["d"], "$deleteFromPrimitiveList/finalizers": ["b"], "$setElementOrder/finalizers": ["c", "d", "a"] },
  });
  check(t, { metadata: { finalizers: ["a", "b"] } }, { metadata: { finalizers: ["a"] } }, {
    metadata: { "$deleteFromPrimitiveList/finalizers": ["b"], "$setElementOrder/finalizers": ["a"] },
  });
  check(t, { metadata: {} }, { metadata: { finalizers: ["b", "a"] } }, { metadata: { finalizers: ["b", "a"] } });
});

// upstream's diffListsOfScalars on sorted lists; applying unions without duplicates, so a
// duplicate cannot be added (upstream's "behavior of set element order for a merging int list
// with duplicate"), and deleting one deletes all ("delete all duplicate items in lists of scalars").
test("merge list of scalars with duplicates: upstream's patches", (t) => {
  const original = deepFreeze({ metadata: { finalizers: ["a"] } });
  const patch = createTwoWayMergePatch(POD_TABLES, "Pod", original, deepFreeze({ metadata: { finalizers: ["a", "a"] } }));
  t.deepEqual(patch, { metadata: { finalizers: ["a"], "$setElementOrder/finalizers": ["a", "a"] } });
  t.deepEqual(applyStrategicMergePatch(POD_TABLES, "Pod", original, patch), original);
  check(t, { metadata: { finalizers: ["a", "b", "b"] } }, { metadata: { finalizers: ["a"] } },
    { metadata: { "$deleteFromPrimitiveList/finalizers": ["b"], "$setElementOrder/finalizers": ["a"] } });
});

// upstream's diffLists compares the original, which it has just sorted in place, with modified.
test("merge list of scalars: an unchanged list that is not sorted gets a $setElementOrder", (t) => {
  check(t, { metadata: { finalizers: ["b", "a"] } }, { metadata: { finalizers: ["b", "a"] } }, { metadata: { "$setElementOrder/finalizers": ["b", "a"] } });
  check(t, { metadata: { finalizers: ["a", "b"] } }, { metadata: { finalizers: ["a", "b"] } }, {});
});

test("lists without a merge strategy are sent whole", (t) => {
  check(t, spec({ args: ["a", "b"] }), spec({ args: ["b"] }), spec({ args: ["b"] }));
});

test("retainKeys struct field: $retainKeys lists the fields of the modified value", (t) => {
  check(t, spec({ strategy: { type: "RollingUpdate", rollingUpdate: { maxSurge: 1 } } }), spec({ strategy: { type: "Recreate" } }),
    spec({ strategy: { type: "Recreate", rollingUpdate: null, $retainKeys: ["type"] } }));
});

test("merge,retainKeys list: changed items carry $retainKeys", (t) => {
  check(t, spec({ volumes: [{ name: "v", hostPath: { path: "/x" } }] }), spec({ volumes: [{ name: "v", emptyDir: {} }] }),
    spec({
      volumes: [{ name: "v", emptyDir: {}, hostPath: null, $retainKeys: ["emptyDir", "name"] }],
      "$setElementOrder/volumes": [{ name: "v" }],
    }));
});

// upstream's handleMapDiff sends a replace-strategy object whenever both sides have it.
test("replace-strategy structs are always sent whole", (t) => {
  check(t, spec({ selector: { matchLabels: { a: "1" } } }), spec({ selector: { matchLabels: { a: "1", b: "2" } } }),
    spec({ selector: { matchLabels: { a: "1", b: "2" } } }));
  check(t, spec({ selector: { matchLabels: { a: "1" } } }), spec({ selector: { matchLabels: { a: "1" } } }),
    spec({ selector: { matchLabels: { a: "1" } } }));
});

test("free-form objects and scalar definitions: one level deep", (t) => {
  check(t, spec({ raw: { a: 1, b: { c: 2 }, l: [1] } }), spec({ raw: { a: 2, b: { c: 2 }, l: [1] } }), spec({ raw: { a: 2 } }));
  check(t, spec({ startTime: "2020" }), spec({ startTime: "2021" }), spec({ startTime: "2021" }));
  const error = t.throws(() => createTwoWayMergePatch(POD_TABLES, "Pod", spec({ raw: { l: [1] } }), spec({ raw: { l: [1, 2] } })),
    { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code: "smp.unknownField", path: "spec.raw[l]" });
});

// upstream cannot look keys up inside a map: values that are objects can be added or
// removed, not diffed.
test("maps of structs: values are added and removed whole, changed ones cannot be diffed", (t) => {
  check(t, spec({ byZone: { z1: { name: "a" }, z2: { name: "b" } } }), spec({ byZone: { z1: { name: "a" }, z3: { name: "c" } } }),
    spec({ byZone: { z2: null, z3: { name: "c" } } }));
  const error = t.throws(() => createTwoWayMergePatch(POD_TABLES, "Pod", spec({ byZone: { z1: { name: "a" } } }), spec({ byZone: { z1: { name: "b" } } })),
    { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code: "smp.unknownField", path: "spec.byZone[z1]" });
});

test("a value of another type is sent whole", (t) => {
  check(t, spec({ strategy: "x" }), spec({ strategy: { type: "A" } }), spec({ strategy: { type: "A" } }));
  check(t, spec({ containers: { name: "a" } }), spec({ containers: [{ name: "a" }] }), spec({ containers: [{ name: "a" }] }));
});

test("documents must be objects", (t) => {
  const error = t.throws(() => createTwoWayMergePatch(POD_TABLES, "Pod", {}, deepFreeze([])), { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code: "smp.invalidDocument", path: "" });
  t.deepEqual(createTwoWayMergePatch(POD_TABLES, "Pod", undefined, { metadata: { name: "a" } }), { metadata: { name: "a" } });
});

test("Date values are read as their RFC 3339 text: different timestamps give a patch, equal ones none", (t) => {
  const Deployment = { Obj: { fields: { metadata: { kind: "object", ref: "Meta" } }, unions: [] }, Meta: { fields: { creationTimestamp: { kind: "object", ref: "Time" }, labels: { kind: "map", values: { kind: "string" } } }, unions: [] }, Time: { fields: {}, unions: [], scalar: true } } as const;
  const at = (text: string): object => ({ metadata: { creationTimestamp: new Date(text), labels: { a: "1" } } });
  t.deepEqual(createTwoWayMergePatch(Deployment, "Obj", at("2024-05-01T10:00:00Z"), at("2024-05-01T11:30:00.250Z")),
    { metadata: { creationTimestamp: "2024-05-01T11:30:00.250Z" } });
  t.deepEqual(createTwoWayMergePatch(Deployment, "Obj", at("2024-05-01T10:00:00Z"), { metadata: { creationTimestamp: "2024-05-01T10:00:00Z", labels: { a: "1" } } }), {});
  t.deepEqual(applyStrategicMergePatch(Deployment, "Obj", at("2024-05-01T10:00:00Z"), {}), { metadata: { creationTimestamp: "2024-05-01T10:00:00Z", labels: { a: "1" } } });
  t.deepEqual(createTwoWayMergePatch(Deployment, "Obj", {}, { metadata: { creationTimestamp: new Date(Number.NaN) } }), { metadata: { creationTimestamp: null } });
});
