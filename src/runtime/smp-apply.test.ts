// applyStrategicMergePatch: every directive and patch strategy, with exact results, and the
// error cases with their exact code and path. Inputs are frozen: the runtime must not write them.

import test, { type ExecutionContext } from "ava";
import { POD_TABLES as TABLES, deepFreeze } from "./test-support.js";
import { StrategicMergePatchError, TablesError, applyStrategicMergePatch, type Tables } from "./index.js";

function apply(original: object | undefined, patch: object): unknown {
  return applyStrategicMergePatch(TABLES, "Pod", deepFreeze(original), deepFreeze(patch));
}

function spec(value: object): object {
  return { spec: value };
}

function rejects(t: ExecutionContext, original: object, patch: object, code: string, path: string): void {
  const error = t.throws(() => apply(original, patch), { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code, path });
}

// --- maps and structs -------------------------------------------------------------------

test("struct fields merge recursively; null deletes a field", (t) => {
  const result = apply(
    { metadata: { name: "p", labels: { a: "1", b: "2" } } },
    { metadata: { labels: { b: null, c: "3" } } },
  );
  t.deepEqual(result, { metadata: { name: "p", labels: { a: "1", c: "3" } } });
});

test("a null for a missing field is ignored", (t) => {
  t.deepEqual(apply({ metadata: { name: "p" } }, { metadata: { labels: null } }), { metadata: { name: "p" } });
});

test("a missing field is merged as empty: nulls dropped, directives applied", (t) => {
  const result = apply({}, spec({
    strategy: { $retainKeys: ["type"], type: "Recreate" },
    containers: [{ name: "a", image: null, ports: [{ containerPort: 80 }, { containerPort: 80, protocol: "TCP" }] }],
  }));
  t.deepEqual(result, spec({ strategy: { type: "Recreate" }, containers: [{ name: "a", ports: [{ containerPort: 80, protocol: "TCP" }] }] }));
});

test("$patch: replace on a map replaces it with the patch content", (t) => {
  const result = apply(spec({ strategy: { type: "A", rollingUpdate: { maxSurge: 1 } } }),
    spec({ strategy: { $patch: "replace", type: "B", rollingUpdate: { maxSurge: null } } }));
  t.deepEqual(result, spec({ strategy: { type: "B", rollingUpdate: {} } }));
});

test("$patch: replace on the root replaces the whole object", (t) => {
  t.deepEqual(apply({ metadata: { name: "p" } }, { $patch: "replace", spec: { args: ["x"] } }), spec({ args: ["x"] }));
});

test("$patch: delete empties an existing map and leaves a missing one missing (like upstream)", (t) => {
  t.deepEqual(apply({ metadata: { name: "p", labels: { a: "1" } } }, { metadata: { labels: { $patch: "delete" } } }),
    { metadata: { name: "p", labels: {} } });
  t.deepEqual(apply({ metadata: { name: "p" } }, { metadata: { labels: { $patch: "delete" } } }), { metadata: { name: "p" } });
  t.deepEqual(apply({ metadata: { name: "p" } }, { $patch: "delete" }), {});
});

test("$patch: merge on a map is the default merge", (t) => {
  t.deepEqual(apply({ metadata: { name: "p", labels: { a: "1" } } }, { metadata: { $patch: "merge", labels: { b: "2" } } }),
    { metadata: { name: "p", labels: { a: "1", b: "2" } } });
});

test("an unknown $patch value on a map is rejected", (t) => {
  rejects(t, {}, spec({ strategy: { $patch: "remove" } }), "smp.unknownPatchDirective", "spec.strategy.$patch");
  rejects(t, {}, { $patch: 1 }, "smp.unknownPatchDirective", "$patch");
});

test("patchStrategy replace on a struct field replaces it wholesale", (t) => {
  t.deepEqual(apply(spec({ selector: { matchLabels: { a: "1" } } }), spec({ selector: { matchLabels: { b: "2" } } })),
    spec({ selector: { matchLabels: { b: "2" } } }));
});

test("map values are merged with their struct schema", (t) => {
  const result = apply(
    spec({ byZone: { z1: { name: "a", image: "i", ports: [{ containerPort: 80 }] } } }),
    spec({ byZone: { z1: { image: null, ports: [{ containerPort: 81 }] }, z2: { name: "b" } } }),
  );
  t.deepEqual(result, spec({ byZone: { z1: { name: "a", ports: [{ containerPort: 81 }, { containerPort: 80 }] }, z2: { name: "b" } } }));
});

test("a __proto__ key stays an own key", (t) => {
  const original = JSON.parse('{"metadata":{"labels":{"__proto__":"x","a":"1"}}}') as object;
  const patch = JSON.parse('{"metadata":{"labels":{"__proto__":"y"}}}') as object;
  const result = apply(original, patch) as { metadata: { labels: object } };
  t.deepEqual(Object.entries(result.metadata.labels), [["__proto__", "y"], ["a", "1"]]);
  t.is(Object.getPrototypeOf(result.metadata.labels), Object.prototype);
});

// --- free-form, unknown and scalar values -------------------------------------------------

test("free-form objects merge like a JSON merge patch (no directives)", (t) => {
  const result = apply(spec({ raw: { a: { b: 1, c: 2 }, l: [1, 2] } }), spec({ raw: { a: { b: null, d: 3 }, l: [3], $patch: "delete" } }));
  t.deepEqual(result, spec({ raw: { a: { c: 2, d: 3 }, l: [3], $patch: "delete" } }));
});

test("fields the tables do not know merge like a JSON merge patch", (t) => {
  const result = apply(spec({ extra: { x: 1, l: [1] } }), spec({ extra: { y: 2, l: [2] } }));
  t.deepEqual(result, spec({ extra: { x: 1, y: 2, l: [2] } }));
});

test("custom-schema (scalar) definitions are replaced verbatim", (t) => {
  t.deepEqual(apply(spec({ startTime: "2020-01-01T00:00:00Z" }), spec({ startTime: "2021-01-01T00:00:00Z" })), spec({ startTime: "2021-01-01T00:00:00Z" }));
  t.deepEqual(apply(spec({ startTime: { a: 1 } }), spec({ startTime: { b: 2 } })), spec({ startTime: { b: 2 } }));
});

test("a patch value of another type replaces the live value", (t) => {
  t.deepEqual(apply(spec({ strategy: "x" }), spec({ strategy: { type: "A", rollingUpdate: null } })), spec({ strategy: { type: "A" } }));
  t.deepEqual(apply(spec({ strategy: { type: "A" } }), spec({ strategy: ["B"] })), spec({ strategy: ["B"] }));
});

// --- lists without merge strategy ----------------------------------------------------------

test("lists without a merge strategy are replaced; null deletes them", (t) => {
  t.deepEqual(apply(spec({ args: ["a", "b"] }), spec({ args: ["c"] })), spec({ args: ["c"] }));
  t.deepEqual(apply(spec({ args: ["a", "b"] }), spec({ args: null })), spec({}));
  t.deepEqual(apply(spec({ args: ["a"] }), spec({ args: ["b"], "$setElementOrder/args": ["c"] })), spec({ args: ["b"] }));
});

// --- merge lists of structs ------------------------------------------------------------------

test("merge lists of structs merge items by merge key; new items come first without $setElementOrder", (t) => {
  const result = apply(
    spec({ containers: [{ name: "a", image: "1" }, { name: "b", image: "2", command: ["x"] }] }),
    spec({ containers: [{ name: "b", image: "3", command: null }, { name: "c", image: "4" }] }),
  );
  t.deepEqual(result, spec({ containers: [{ name: "a", image: "1" }, { name: "b", image: "3" }, { name: "c", image: "4" }] }));
  const added = apply(spec({ containers: [{ name: "a" }] }), spec({ containers: [{ name: "z" }] }));
  t.deepEqual(added, spec({ containers: [{ name: "z" }, { name: "a" }] }));
});

test("nested merge lists merge recursively", (t) => {
  const result = apply(
    spec({ containers: [{ name: "a", ports: [{ containerPort: 80 }, { containerPort: 443 }] }] }),
    spec({ containers: [{ name: "a", ports: [{ containerPort: 443, protocol: "TCP" }] }] }),
  );
  t.deepEqual(result, spec({ containers: [{ name: "a", ports: [{ containerPort: 80 }, { containerPort: 443, protocol: "TCP" }] }] }));
});

test("$patch: delete in a list deletes every item with that merge key", (t) => {
  const result = apply(
    spec({ containers: [{ name: "a", image: "1" }, { name: "b" }, { name: "a", image: "2" }] }),
    spec({ containers: [{ name: "a", $patch: "delete" }] }),
  );
  t.deepEqual(result, spec({ containers: [{ name: "b" }] }));
});

test("$patch: replace in a list replaces it with the other items", (t) => {
  const result = apply(
    spec({ containers: [{ name: "a" }, { name: "b" }] }),
    spec({ containers: [{ name: "c", image: null }, { $patch: "replace" }, { name: "a", $patch: "delete" }, { name: "c" }] }),
  );
  t.deepEqual(result, spec({ containers: [{ name: "c" }, { name: "c" }] }));
  t.deepEqual(apply(spec({ containers: [{ name: "a" }] }), spec({ containers: [{ $patch: "replace" }] })), spec({ containers: [] }));
});

test("$patch: merge and unknown directives in a list are rejected", (t) => {
  rejects(t, {}, spec({ containers: [{ name: "a" }, { $patch: "merge" }] }), "smp.listMergeDirective", "spec.containers[1].$patch");
  rejects(t, {}, spec({ containers: [{ name: "a", $patch: "remove" }] }), "smp.unknownPatchDirective", "spec.containers[0].$patch");
});

test("items of a merge list of structs must be objects with the merge key", (t) => {
  rejects(t, {}, spec({ containers: ["a"] }), "smp.invalidListItem", "spec.containers[0]");
  rejects(t, spec({ containers: [{ name: "a" }, "b"] }), spec({ containers: [{ name: "a" }] }), "smp.invalidListItem", "spec.containers[1]");
  rejects(t, {}, spec({ containers: [{ name: "a" }, { image: "i" }] }), "smp.missingMergeKey", "spec.containers[1]");
  rejects(t, {}, spec({ containers: [{ image: "i", $patch: "delete" }] }), "smp.missingMergeKey", "spec.containers[0]");
});

test("$retainKeys clears unlisted fields (struct field)", (t) => {
  const result = apply(spec({ strategy: { type: "RollingUpdate", rollingUpdate: { maxSurge: 1 } } }),
    spec({ strategy: { $retainKeys: ["type"], type: "Recreate" } }));
  t.deepEqual(result, spec({ strategy: { type: "Recreate" } }));
});

test("$retainKeys in list items", (t) => {
  const result = apply(spec({ volumes: [{ name: "v", hostPath: { path: "/x" } }, { name: "w", hostPath: { path: "/y" } }] }),
    spec({ volumes: [{ name: "v", $retainKeys: ["name", "emptyDir"], emptyDir: {} }] }));
  t.deepEqual(result, spec({ volumes: [{ name: "v", emptyDir: {} }, { name: "w", hostPath: { path: "/y" } }] }));
});

test("$retainKeys errors", (t) => {
  rejects(t, {}, spec({ strategy: { $retainKeys: ["type"], type: "A", rollingUpdate: { maxSurge: 1 } } }), "smp.retainKeysMismatch", "spec.strategy.rollingUpdate");
  rejects(t, {}, spec({ strategy: { $retainKeys: "type" } }), "smp.invalidRetainKeys", "spec.strategy.$retainKeys");
  rejects(t, {}, spec({ strategy: { $retainKeys: ["type", 1] } }), "smp.invalidRetainKeys", "spec.strategy.$retainKeys");
});

test("a null field is allowed next to $retainKeys without being listed", (t) => {
  t.deepEqual(apply(spec({ strategy: { type: "A", rollingUpdate: { maxSurge: 1 } } }), spec({ strategy: { $retainKeys: ["type"], rollingUpdate: null } })),
    spec({ strategy: { type: "A" } }));
});

// --- $setElementOrder ------------------------------------------------------------------------

test("$setElementOrder orders a list of structs; server-only items keep their place", (t) => {
  const result = apply(
    spec({ containers: [{ name: "a" }, { name: "s", image: "1" }, { name: "b" }] }),
    spec({ "$setElementOrder/containers": [{ name: "b" }, { name: "n" }, { name: "a" }], containers: [{ name: "b", image: "2" }, { name: "n" }] }),
  );
  t.deepEqual(result, spec({ containers: [{ name: "s", image: "1" }, { name: "b", image: "2" }, { name: "n" }, { name: "a" }] }));
});

test("$setElementOrder alone reorders the live list", (t) => {
  const result = apply(spec({ containers: [{ name: "a" }, { name: "b", image: "x" }] }),
    spec({ "$setElementOrder/containers": [{ name: "b" }, { name: "a" }] }));
  t.deepEqual(result, spec({ containers: [{ name: "b", image: "x" }, { name: "a" }] }));
  t.deepEqual(apply({}, spec({ "$setElementOrder/containers": [{ name: "b" }] })), spec({}));
});

test("$setElementOrder orders a list of scalars", (t) => {
  const result = apply({ metadata: { finalizers: ["x", "w", "y"] } },
    { metadata: { "$setElementOrder/finalizers": ["z", "x", "y"], finalizers: ["z"] } });
  t.deepEqual(result, { metadata: { finalizers: ["z", "x", "w", "y"] } });
});

test("$setElementOrder errors", (t) => {
  rejects(t, {}, spec({ "$setElementOrder/containers": [{ name: "a" }], containers: [{ name: "b" }] }), "smp.setElementOrderMismatch", "spec.$setElementOrder/containers");
  rejects(t, {}, spec({ "$setElementOrder/containers": [{ name: "a" }, { name: "b" }], containers: [{ name: "b" }, { name: "a" }] }), "smp.setElementOrderMismatch", "spec.$setElementOrder/containers");
  rejects(t, {}, { metadata: { "$setElementOrder/finalizers": ["a"], finalizers: ["b"] } }, "smp.setElementOrderMismatch", "metadata.$setElementOrder/finalizers");
  rejects(t, {}, spec({ "$setElementOrder/containers": { name: "a" } }), "smp.invalidSetElementOrder", "spec.$setElementOrder/containers");
  rejects(t, {}, spec({ "$setElementOrder/strategy": [] }), "smp.invalidSetElementOrder", "spec.$setElementOrder/strategy");
  rejects(t, {}, spec({ $setElementOrder: [] }), "smp.invalidSetElementOrder", "spec.$setElementOrder");
  rejects(t, {}, spec({ "$setElementOrder/": [] }), "smp.invalidSetElementOrder", "spec.$setElementOrder/");
  const live = spec({ containers: [{ name: "a" }] });
  rejects(t, live, spec({ "$setElementOrder/containers": ["a"] }), "smp.invalidSetElementOrder", "spec.$setElementOrder/containers[0]");
  rejects(t, live, spec({ "$setElementOrder/containers": [{ image: "a" }] }), "smp.missingMergeKey", "spec.$setElementOrder/containers[0]");
});

// --- merge lists of scalars --------------------------------------------------------------

test("merge lists of scalars are unioned without duplicates", (t) => {
  t.deepEqual(apply({ metadata: { finalizers: ["a", "b"] } }, { metadata: { finalizers: ["b", "c"] } }), { metadata: { finalizers: ["a", "b", "c"] } });
  t.deepEqual(apply({ metadata: { finalizers: ["a", "a"] } }, { metadata: { finalizers: ["c", "c"] } }), { metadata: { finalizers: ["c", "a"] } });
});

test("$deleteFromPrimitiveList deletes every occurrence, before the additions", (t) => {
  const result = apply({ metadata: { finalizers: ["a", "b", "c", "b"] } },
    { metadata: { "$deleteFromPrimitiveList/finalizers": ["b", "x"], finalizers: ["d"] } });
  t.deepEqual(result, { metadata: { finalizers: ["d", "a", "c"] } });
  t.deepEqual(apply({ metadata: {} }, { metadata: { "$deleteFromPrimitiveList/finalizers": ["b"] } }), { metadata: {} });
  t.deepEqual(apply(spec({ args: ["a", "b"] }), spec({ "$deleteFromPrimitiveList/args": ["a"] })), spec({ args: ["b"] }));
});

test("$deleteFromPrimitiveList errors", (t) => {
  rejects(t, {}, { metadata: { "$deleteFromPrimitiveList/finalizers": "a" } }, "smp.invalidDeleteFromPrimitiveList", "metadata.$deleteFromPrimitiveList/finalizers");
  rejects(t, {}, { metadata: { "$deleteFromPrimitiveList/finalizers": [{ a: 1 }] } }, "smp.invalidDeleteFromPrimitiveList", "metadata.$deleteFromPrimitiveList/finalizers");
  rejects(t, {}, spec({ "$deleteFromPrimitiveList/containers": ["a"] }), "smp.invalidDeleteFromPrimitiveList", "spec.$deleteFromPrimitiveList/containers");
  rejects(t, {}, { metadata: { "$deleteFromPrimitiveList/name": ["a"] } }, "smp.invalidDeleteFromPrimitiveList", "metadata.$deleteFromPrimitiveList/name");
  rejects(t, {}, { metadata: { $deleteFromPrimitiveList: ["a"] } }, "smp.invalidDeleteFromPrimitiveList", "metadata.$deleteFromPrimitiveList");
});

test("$patch: replace in a list of scalars (extension) keeps the other items as they are", (t) => {
  t.deepEqual(apply({ metadata: { finalizers: ["a", "b"] } }, { metadata: { finalizers: [{ $patch: "replace" }, "c", "c"] } }), { metadata: { finalizers: ["c", "c"] } });
  rejects(t, {}, { metadata: { finalizers: ["a", { $patch: "delete" }] } }, "smp.invalidListItem", "metadata.finalizers[1].$patch");
  rejects(t, {}, { metadata: { finalizers: [{ $patch: "merge" }] } }, "smp.listMergeDirective", "metadata.finalizers[0].$patch");
});

// --- documents and tables ------------------------------------------------------------------

test("the original and the patch must be objects", (t) => {
  const notObject = t.throws(() => applyStrategicMergePatch(TABLES, "Pod", {}, deepFreeze([])), { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: notObject?.code, path: notObject?.path }, { code: "smp.invalidPatch", path: "" });
  const badDoc = t.throws(() => applyStrategicMergePatch(TABLES, "Pod", deepFreeze(["x"]), {}), { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: badDoc?.code, path: badDoc?.path }, { code: "smp.invalidDocument", path: "" });
  t.deepEqual(applyStrategicMergePatch(TABLES, "Pod", null, { metadata: { name: "p" } }), { metadata: { name: "p" } });
});

test("unknown definitions are TablesErrors", (t) => {
  const unknownType = t.throws(() => applyStrategicMergePatch(TABLES, "Nope", {}, {}), { instanceOf: TablesError });
  t.deepEqual({ code: unknownType?.code, path: unknownType?.path }, { code: "tables.unknownDefinition", path: "" });
  const unknownRef = t.throws(() => apply({}, spec({ broken: { a: 1 } })), { instanceOf: TablesError });
  t.deepEqual({ code: unknownRef?.code, path: unknownRef?.path }, { code: "tables.unknownDefinition", path: "spec.broken" });
});

test("errors carry the path in their message", (t) => {
  const error = t.throws(() => apply({}, spec({ containers: [{ image: "i" }] })), { instanceOf: StrategicMergePatchError });
  t.is(error?.message, 'spec.containers[0]: item does not contain the merge key "name"');
  t.is(error?.name, "StrategicMergePatchError");
});

// --- table variants ----------------------------------------------------------------------

const VARIANTS: Tables = deepFreeze({
  Root: {
    fields: {
      atomicMap: { kind: "map", values: { kind: "string" }, mapType: "atomic" },
      atomicStruct: { kind: "object", ref: "Atomic" },
      freeItems: { kind: "array", items: { kind: "object" }, patchStrategy: "merge", patchMergeKey: "name" },
      noKey: { kind: "array", items: { kind: "object", ref: "Atomic" }, patchStrategy: "merge" },
    },
    unions: [],
  },
  Atomic: { fields: { a: { kind: "string" }, b: { kind: "string" } }, unions: [], mapType: "atomic" },
});

function applyVariant(original: object, patch: object): unknown {
  return applyStrategicMergePatch(VARIANTS, "Root", deepFreeze(original), deepFreeze(patch));
}

test("mapType/structType atomic is ignored, like upstream SMP (use patchStrategy replace)", (t) => {
  t.deepEqual(applyVariant({ atomicMap: { a: "1" }, atomicStruct: { a: "1" } }, { atomicMap: { b: "2" }, atomicStruct: { b: "2" } }),
    { atomicMap: { a: "1", b: "2" }, atomicStruct: { a: "1", b: "2" } });
});

test("merge lists of free-form objects merge items like JSON merge patches", (t) => {
  t.deepEqual(applyVariant({ freeItems: [{ name: "a", x: { y: 1, z: 2 } }] }, { freeItems: [{ name: "a", x: { y: null, $patch: "k" } }] }),
    { freeItems: [{ name: "a", x: { z: 2, $patch: "k" } }] });
});

test("a merge list of structs without patchMergeKey in the tables is replaced", (t) => {
  t.deepEqual(applyVariant({ noKey: [{ a: "1" }] }, { noKey: [{ b: "2" }] }), { noKey: [{ b: "2" }] });
});
