// applyStrategicMergePatch: every directive and patch strategy, with exact results, and the
// error cases with their exact code and path. Inputs are frozen: the runtime must not write them.
// Where a comment names upstream, the expectation follows kubernetes/apimachinery's
// pkg/util/strategicpatch/patch.go (the function named).

import test, { type ExecutionContext } from "ava";
import { POD_TABLES as TABLES, deepFreeze } from "../test-support.js";
import { StrategicMergePatchError, TablesError, applyStrategicMergePatch, type Tables } from "../index.js";

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

// upstream (mergeMap): a value for a missing key is taken as it is after discardNullValuesFromPatch
// and removeDirectives, which drop null fields and objects holding $patch, and nothing else.
test("a missing field takes the patch value as it is, minus null fields and $patch objects", (t) => {
  const result = apply({}, spec({
    strategy: { $retainKeys: ["type"], type: "Recreate" },
    containers: [{ name: "a", image: null, ports: [{ containerPort: 80 }, { containerPort: 80, protocol: "TCP" }, { $patch: "delete", containerPort: 81 }] }],
  }));
  t.deepEqual(result, spec({
    strategy: { $retainKeys: ["type"], type: "Recreate" },
    containers: [{ name: "a", ports: [{ containerPort: 80 }, { containerPort: 80, protocol: "TCP" }] }],
  }));
});

// upstream's handleDirectiveInMergeMap returns the patch object itself, minus $patch: nulls stay.
test("$patch: replace on a map replaces it with the patch content as it is", (t) => {
  const result = apply(spec({ strategy: { type: "A", rollingUpdate: { maxSurge: 1 } } }),
    spec({ strategy: { $patch: "replace", type: "B", rollingUpdate: { maxSurge: null } } }));
  t.deepEqual(result, spec({ strategy: { type: "B", rollingUpdate: { maxSurge: null } } }));
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

// upstream's handleDirectiveInMergeMap knows replace and delete only.
test("$patch: merge and unknown $patch values on a map are rejected", (t) => {
  rejects(t, { metadata: { name: "p" } }, { metadata: { $patch: "merge", labels: { b: "2" } } }, "smp.unknownPatchDirective", "metadata.$patch");
  rejects(t, spec({ strategy: {} }), spec({ strategy: { $patch: "remove" } }), "smp.unknownPatchDirective", "spec.strategy.$patch");
  rejects(t, {}, { $patch: 1 }, "smp.unknownPatchDirective", "$patch");
});

test("patchStrategy replace on a struct field replaces it wholesale", (t) => {
  t.deepEqual(apply(spec({ selector: { matchLabels: { a: "1" } } }), spec({ selector: { matchLabels: { b: "2" } } })),
    spec({ selector: { matchLabels: { b: "2" } } }));
});

// upstream looks keys up in structs only ("expected kind, but got map"): a map merges one level deep.
test("maps merge one level deep; an object value of a map cannot be merged", (t) => {
  const result = apply(spec({ byZone: { z1: { name: "a" }, z3: { name: "c" } } }), spec({ byZone: { z2: { name: "b", image: null }, z3: null } }));
  t.deepEqual(result, spec({ byZone: { z1: { name: "a" }, z2: { name: "b" } } }));
  rejects(t, spec({ byZone: { z1: { name: "a" } } }), spec({ byZone: { z1: { image: "i" } } }), "smp.unknownField", "spec.byZone[z1]");
});

test("a __proto__ key stays an own key", (t) => {
  const original = JSON.parse('{"metadata":{"labels":{"__proto__":"x","a":"1"}}}') as object;
  const patch = JSON.parse('{"metadata":{"labels":{"__proto__":"y"}}}') as object;
  const result = apply(original, patch) as { metadata: { labels: object } };
  t.deepEqual(Object.entries(result.metadata.labels), [["__proto__", "y"], ["a", "1"]]);
  t.is(Object.getPrototypeOf(result.metadata.labels), Object.prototype);
});

// --- free-form, unknown and scalar values -------------------------------------------------

// upstream: a free-form object has no fields to look up (OpenAPI `type: object` is a map), so
// it merges like any object (directives included) but only one level deep.
test("free-form objects merge one level deep, directives included", (t) => {
  t.deepEqual(apply(spec({ raw: { a: 1, b: { c: 2 } } }), spec({ raw: { a: null, l: [1], d: { e: 1, f: null } } })),
    spec({ raw: { b: { c: 2 }, l: [1], d: { e: 1 } } }));
  t.deepEqual(apply(spec({ raw: { a: 1 } }), spec({ raw: { $patch: "delete" } })), spec({ raw: {} }));
  rejects(t, spec({ raw: { a: { b: 1 } } }), spec({ raw: { a: { b: 2 } } }), "smp.unknownField", "spec.raw[a]");
  rejects(t, spec({ raw: { l: [1] } }), spec({ raw: { l: [2] } }), "smp.unknownField", "spec.raw[l]");
});

// upstream: "unable to find api field" as soon as an object or list must be merged there.
test("fields the tables do not know: new values are taken, objects and lists cannot be merged", (t) => {
  t.deepEqual(apply(spec({ extra: 1, other: "x" }), spec({ extra: { y: 2, n: null }, other: "y" })), spec({ extra: { y: 2 }, other: "y" }));
  rejects(t, spec({ extra: { x: 1 } }), spec({ extra: { y: 2 } }), "smp.unknownField", "spec.extra");
  rejects(t, spec({ extra: [1] }), spec({ extra: [2] }), "smp.unknownField", "spec.extra");
});

test("custom-schema (scalar) definitions are replaced; objects there merge one level deep, like upstream", (t) => {
  t.deepEqual(apply(spec({ startTime: "2020-01-01T00:00:00Z" }), spec({ startTime: "2021-01-01T00:00:00Z" })), spec({ startTime: "2021-01-01T00:00:00Z" }));
  t.deepEqual(apply(spec({ startTime: { a: 1 } }), spec({ startTime: { b: 2 } })), spec({ startTime: { a: 1, b: 2 } }));
});

test("a patch value of another type replaces the live value", (t) => {
  t.deepEqual(apply(spec({ strategy: "x" }), spec({ strategy: { type: "A", rollingUpdate: null } })), spec({ strategy: { type: "A" } }));
  t.deepEqual(apply(spec({ strategy: { type: "A" } }), spec({ strategy: ["B"] })), spec({ strategy: ["B"] }));
});

// --- lists without merge strategy ----------------------------------------------------------

test("lists without a merge strategy are replaced; null deletes them", (t) => {
  t.deepEqual(apply(spec({ args: ["a", "b"] }), spec({ args: ["c"] })), spec({ args: ["c"] }));
  t.deepEqual(apply(spec({ args: ["a", "b"] }), spec({ args: null })), spec({}));
});

// upstream's mergePatchIntoOriginal checks (and orders) lists of every strategy.
test("$setElementOrder is checked against a list without merge strategy too", (t) => {
  t.deepEqual(apply(spec({ args: ["a"] }), spec({ args: ["b", "c"], "$setElementOrder/args": ["b", "x", "c"] })), spec({ args: ["b", "c"] }));
  rejects(t, spec({ args: ["a"] }), spec({ args: ["b"], "$setElementOrder/args": ["c"] }), "smp.setElementOrderMismatch", "spec.$setElementOrder/args");
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

// upstream's mergeSliceWithSpecialElements keeps the other items as they are (nulls too); its
// normalizeSliceOrder then groups items of equal merge key at the first one's place.
test("$patch: replace in a list replaces it with the other items as they are", (t) => {
  const result = apply(
    spec({ containers: [{ name: "a" }, { name: "b" }] }),
    spec({ containers: [{ name: "c", image: null }, { $patch: "replace" }, { name: "a", $patch: "delete" }, { name: "d" }, { name: "c" }] }),
  );
  t.deepEqual(result, spec({ containers: [{ name: "c", image: null }, { name: "c" }, { name: "d" }] }));
  t.deepEqual(apply(spec({ containers: [{ name: "a" }] }), spec({ containers: [{ $patch: "replace" }] })), spec({ containers: [] }));
});

test("$patch: merge and unknown directives in a list are rejected", (t) => {
  const live = spec({ containers: [{ name: "x" }] });
  rejects(t, live, spec({ containers: [{ name: "a" }, { $patch: "merge" }] }), "smp.listMergeDirective", "spec.containers[1].$patch");
  rejects(t, live, spec({ containers: [{ name: "a", $patch: "remove" }] }), "smp.unknownPatchDirective", "spec.containers[0].$patch");
});

test("items of a merged list of structs must be objects with the merge key", (t) => {
  const live = spec({ containers: [{ name: "x" }] });
  rejects(t, live, spec({ containers: ["a"] }), "smp.invalidListItem", "spec.containers[0]");
  rejects(t, spec({ containers: [{ name: "a" }, "b"] }), spec({ containers: [{ name: "a" }] }), "smp.invalidListItem", "spec.containers[1]");
  rejects(t, live, spec({ containers: [{ name: "a" }, { image: "i" }] }), "smp.missingMergeKey", "spec.containers[1]");
  rejects(t, live, spec({ containers: [{ image: "i", $patch: "delete" }] }), "smp.missingMergeKey", "spec.containers[0]");
  rejects(t, spec({ containers: [{ name: "a" }, { image: "i" }] }), spec({ containers: [{ name: "a" }] }), "smp.missingMergeKey", "spec.containers[1]");
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
  const live = spec({ strategy: {} });
  rejects(t, live, spec({ strategy: { $retainKeys: ["type"], type: "A", rollingUpdate: { maxSurge: 1 } } }), "smp.retainKeysMismatch", "spec.strategy.rollingUpdate");
  rejects(t, live, spec({ strategy: { $retainKeys: "type" } }), "smp.invalidRetainKeys", "spec.strategy.$retainKeys");
});

// upstream's applyRetainKeysDirective only wants a list; entries that are not strings match no key.
test("$retainKeys entries that are not strings retain nothing", (t) => {
  t.deepEqual(apply(spec({ strategy: { type: "A", rollingUpdate: { maxSurge: 1 } } }), spec({ strategy: { $retainKeys: ["type", 1] } })),
    spec({ strategy: { type: "A" } }));
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
  t.deepEqual(apply(spec({}), spec({ "$setElementOrder/containers": [{ name: "b" }] })), spec({}));
});

test("$setElementOrder orders a list of scalars", (t) => {
  const result = apply({ metadata: { finalizers: ["x", "w", "y"] } },
    { metadata: { "$setElementOrder/finalizers": ["z", "x", "y"], finalizers: ["z"] } });
  t.deepEqual(result, { metadata: { finalizers: ["z", "x", "w", "y"] } });
});

test("$setElementOrder errors", (t) => {
  const base = spec({});
  rejects(t, base, spec({ "$setElementOrder/containers": [{ name: "a" }], containers: [{ name: "b" }] }), "smp.setElementOrderMismatch", "spec.$setElementOrder/containers");
  rejects(t, base, spec({ "$setElementOrder/containers": [{ name: "a" }, { name: "b" }], containers: [{ name: "b" }, { name: "a" }] }), "smp.setElementOrderMismatch", "spec.$setElementOrder/containers");
  rejects(t, { metadata: {} }, { metadata: { "$setElementOrder/finalizers": ["a"], finalizers: ["b"] } }, "smp.setElementOrderMismatch", "metadata.$setElementOrder/finalizers");
  rejects(t, base, spec({ "$setElementOrder/containers": { name: "a" } }), "smp.invalidSetElementOrder", "spec.$setElementOrder/containers");
  rejects(t, base, spec({ "$setElementOrder/strategy": [] }), "smp.invalidSetElementOrder", "spec.$setElementOrder/strategy");
  rejects(t, base, spec({ $setElementOrder: [] }), "smp.invalidSetElementOrder", "spec.$setElementOrder");
  rejects(t, base, spec({ "$setElementOrder/": [] }), "smp.invalidSetElementOrder", "spec.$setElementOrder/");
  const live = spec({ containers: [{ name: "a" }] });
  rejects(t, live, spec({ "$setElementOrder/containers": ["a"] }), "smp.invalidSetElementOrder", "spec.$setElementOrder/containers[0]");
  rejects(t, live, spec({ "$setElementOrder/containers": [{ image: "a" }] }), "smp.missingMergeKey", "spec.$setElementOrder/containers[0]");
});

// --- merge lists of scalars --------------------------------------------------------------

test("merge lists of scalars are unioned without duplicates", (t) => {
  t.deepEqual(apply({ metadata: { finalizers: ["a", "b"] } }, { metadata: { finalizers: ["b", "c"] } }), { metadata: { finalizers: ["a", "b", "c"] } });
  t.deepEqual(apply({ metadata: { finalizers: ["a", "a"] } }, { metadata: { finalizers: ["c", "c"] } }), { metadata: { finalizers: ["c", "a"] } });
});

// upstream runs the deletions before or after the additions in Go's random map order (after,
// whenever $setElementOrder is there); we always run them after.
test("$deleteFromPrimitiveList deletes every occurrence, after the additions", (t) => {
  const result = apply({ metadata: { finalizers: ["a", "b", "c", "b"] } },
    { metadata: { "$deleteFromPrimitiveList/finalizers": ["b", "x", "e"], finalizers: ["d", "e"] } });
  t.deepEqual(result, { metadata: { finalizers: ["d", "a", "c"] } });
  t.deepEqual(apply({ metadata: {} }, { metadata: { "$deleteFromPrimitiveList/finalizers": ["b"] } }), { metadata: {} });
  t.deepEqual(apply(spec({ args: ["a", "b"] }), spec({ "$deleteFromPrimitiveList/args": ["a"] })), spec({ args: ["b"] }));
});

test("$deleteFromPrimitiveList without a field name is rejected", (t) => {
  rejects(t, { metadata: {} }, { metadata: { $deleteFromPrimitiveList: ["a"] } }, "smp.invalidDeleteFromPrimitiveList", "metadata.$deleteFromPrimitiveList");
});

// upstream's mergeMap: deletions for a key the live object lacks, or holds with another JSON
// type, are skipped (the isDeleteList branches).
test("$deleteFromPrimitiveList for a missing field or a value of another type does nothing", (t) => {
  const live = { metadata: { name: "p", finalizers: ["a"] } };
  t.deepEqual(apply(live, { metadata: { "$deleteFromPrimitiveList/finalizers": "a" } }), live);
  t.deepEqual(apply(live, { metadata: { "$deleteFromPrimitiveList/labels": ["a"] } }), live);
  t.deepEqual(apply(live, { metadata: { "$deleteFromPrimitiveList/name": ["p"] } }), live);
  t.deepEqual(apply(spec({}), spec({ "$deleteFromPrimitiveList/containers": ["a"] })), spec({}));
});

// upstream's mergeSlice requires one element type (sliceElementType): a $patch object among
// scalars is "list element types are not identical"; for a missing list it is simply dropped.
test("a $patch object in a merge list of scalars is rejected when there is a live list", (t) => {
  rejects(t, { metadata: { finalizers: ["a", "b"] } }, { metadata: { finalizers: [{ $patch: "replace" }, "c"] } }, "smp.invalidListItem", "metadata.finalizers[0]");
  rejects(t, { metadata: { finalizers: ["a"] } }, { metadata: { finalizers: ["a", { $patch: "delete" }] } }, "smp.invalidListItem", "metadata.finalizers[1]");
  t.deepEqual(apply({ metadata: {} }, { metadata: { finalizers: [{ $patch: "replace" }, "c", "c"] } }), { metadata: { finalizers: ["c", "c"] } });
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
  const unknownRef = t.throws(() => apply(spec({ broken: { a: 0 } }), spec({ broken: { a: 1 } })), { instanceOf: TablesError });
  t.deepEqual({ code: unknownRef?.code, path: unknownRef?.path }, { code: "tables.unknownDefinition", path: "spec.broken" });
});

test("errors carry the path and upstream's wording in their message, our detail apart", (t) => {
  const error = t.throws(() => apply(spec({ containers: [] }), spec({ containers: [{ image: "i" }] })), { instanceOf: StrategicMergePatchError });
  t.is(error?.message, 'spec.containers[0]: does not contain declared merge key: item does not contain the merge key "name"');
  t.is(error?.detail, 'item does not contain the merge key "name"');
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

test("items of a merge list of free-form objects merge one level deep", (t) => {
  t.deepEqual(applyVariant({ freeItems: [{ name: "a", x: 1, y: 2 }] }, { freeItems: [{ name: "a", x: null, z: { w: 1 } }] }),
    { freeItems: [{ name: "a", y: 2, z: { w: 1 } }] });
  const error = t.throws(() => applyVariant({ freeItems: [{ name: "a", x: { y: 1 } }] }, { freeItems: [{ name: "a", x: { y: 2 } }] }), { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code: "smp.unknownField", path: "freeItems[0][x]" });
});

// upstream's mergeSlice: "cannot merge lists without merge key".
test("a merge list of structs without patchMergeKey in the tables cannot be merged", (t) => {
  const error = t.throws(() => applyVariant({ noKey: [{ a: "1" }] }, { noKey: [{ b: "2" }] }), { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code: "smp.noMergeKey", path: "noKey" });
  t.deepEqual(applyVariant({}, { noKey: [{ b: "2" }] }), { noKey: [{ b: "2" }] });
});
