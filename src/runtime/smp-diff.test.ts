// createTwoWayMergePatch: the exact patch for each kind of change, and that applying it to the
// original gives the modified document.

import test, { type ExecutionContext } from "ava";
import { POD_TABLES, deepFreeze } from "./test-support.js";
import { StrategicMergePatchError, applyStrategicMergePatch, createTwoWayMergePatch } from "./index.js";

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

test("merge list of structs that cannot be keyed is replaced", (t) => {
  check(t, spec({ containers: [{ name: "a" }] }), spec({ containers: [{ name: "a", image: "1" }, { name: "a", image: "2" }] }),
    spec({ containers: [{ $patch: "replace" }, { name: "a", image: "1" }, { name: "a", image: "2" }] }));
  check(t, spec({ containers: [{ name: "a" }, { name: "a" }] }), spec({ containers: [{ name: "a" }] }),
    spec({ containers: [{ $patch: "replace" }, { name: "a" }] }));
  check(t, spec({ containers: [{ name: "a" }] }), spec({ containers: [{ image: "x" }] }),
    spec({ containers: [{ $patch: "replace" }, { image: "x" }] }));
  check(t, spec({}), spec({ containers: [{ name: "a" }, { name: "a" }] }),
    spec({ containers: [{ $patch: "replace" }, { name: "a" }, { name: "a" }] }));
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

test("merge list of scalars with duplicates is replaced", (t) => {
  check(t, { metadata: { finalizers: ["a"] } }, { metadata: { finalizers: ["a", "a"] } }, { metadata: { finalizers: [{ $patch: "replace" }, "a", "a"] } });
  check(t, { metadata: { finalizers: ["a", "a"] } }, { metadata: { finalizers: ["a"] } }, { metadata: { finalizers: [{ $patch: "replace" }, "a"] } });
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

test("replace-strategy structs, free-form objects and scalar definitions", (t) => {
  check(t, spec({ selector: { matchLabels: { a: "1" } } }), spec({ selector: { matchLabels: { a: "1", b: "2" } } }),
    spec({ selector: { matchLabels: { a: "1", b: "2" } } }));
  check(t, spec({ raw: { a: { b: 1, c: 2 }, l: [1] } }), spec({ raw: { a: { c: 3 }, l: [1, 2] } }),
    spec({ raw: { a: { b: null, c: 3 }, l: [1, 2] } }));
  check(t, spec({ startTime: "2020" }), spec({ startTime: "2021" }), spec({ startTime: "2021" }));
});

test("maps of structs are diffed per key", (t) => {
  check(t, spec({ byZone: { z1: { name: "a", image: "1" }, z2: { name: "b" } } }), spec({ byZone: { z1: { name: "a", image: "2" } } }),
    spec({ byZone: { z1: { image: "2" }, z2: null } }));
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
