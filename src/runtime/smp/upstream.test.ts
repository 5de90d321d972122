// Semantics taken from kubernetes/apimachinery's strategic merge patch (pkg/util/strategicpatch,
// patch.go; the function each test follows is named), with our own data: what the patch does
// where upstream's result depends on Go itself (in-place slices, `%v` strings, sort.Sort, the
// JSON types), and what the two-way diff sends exactly. `scripts/upstream-smp.ts` runs
// upstream's own test cases.

import test, { type ExecutionContext } from "ava";
import { POD_TABLES, deepFreeze } from "../test-support.js";
import { StrategicMergePatchError, applyStrategicMergePatch, createTwoWayMergePatch, type Tables } from "../index.js";

function apply(original: object, patch: object): unknown {
  return applyStrategicMergePatch(POD_TABLES, "Pod", deepFreeze(original), deepFreeze(patch));
}

function diff(original: object, modified: object): unknown {
  return createTwoWayMergePatch(POD_TABLES, "Pod", deepFreeze(original), deepFreeze(modified));
}

function throwsCode(t: ExecutionContext, run: () => unknown, code: string, path: string): void {
  const error = t.throws(run, { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code, path });
}

const spec = (value: object): object => ({ spec: value });
const finalizers = (value: unknown[]): object => ({ metadata: { finalizers: value } });

// --- apply ---------------------------------------------------------------------------------

// mergePatchIntoOriginal orders against the live slice after mergeSlice shifted it in place:
// the deletion moved y and z left and the new item n took the freed slot, after z.
test("$setElementOrder places server-only items against the live list as merging left it", (t) => {
  const result = apply(
    spec({ containers: [{ name: "x" }, { name: "y", image: "1" }, { name: "z", image: "2" }] }),
    spec({ "$setElementOrder/containers": [{ name: "y" }, { name: "n" }], containers: [{ name: "n" }, { name: "x", $patch: "delete" }] }),
  );
  t.deepEqual(result, spec({ containers: [{ name: "y", image: "1" }, { name: "z", image: "2" }, { name: "n" }] }));
});

// mergeSlice appends the patch to the live slice (in place when a decoded slice of 3 has room
// for 4) and deduplicates in place: the live order it then sorts by becomes a, c, b.
test("merging scalars into a live list with duplicates orders by the deduplicated memory", (t) => {
  t.deepEqual(apply(finalizers(["a", "a", "b"]), finalizers(["c"])), finalizers(["a", "c", "b"]));
  t.deepEqual(apply(finalizers(["a", "b"]), finalizers(["c"])), finalizers(["c", "a", "b"]));
});

// mergePatchIntoOriginal without a patch list: the live list is only ordered, duplicates kept.
test("$setElementOrder alone keeps duplicates of the live list", (t) => {
  t.deepEqual(apply(finalizers(["b", "a", "b"]), { metadata: { "$setElementOrder/finalizers": ["a", "b"] } }), finalizers(["a", "b", "b"]));
});

// mergeMapHandler and mergeSliceHandler return the patch value itself for other strategies.
test("replace strategies take the patch value as it is, nulls and $patch items included", (t) => {
  t.deepEqual(apply(spec({ selector: { matchLabels: { a: "1" } } }), spec({ selector: { matchLabels: { b: null } } })),
    spec({ selector: { matchLabels: { b: null } } }));
  t.deepEqual(apply(spec({ args: ["a"] }), spec({ args: ["b", { $patch: "delete" }] })), spec({ args: ["b", { $patch: "delete" }] }));
});

// mergeSliceWithoutSpecialElements appends a new item as the patch has it.
test("a new item of a merge list is appended as it is", (t) => {
  t.deepEqual(apply(spec({ containers: [{ name: "a" }] }), spec({ containers: [{ name: "b", image: null, ports: [{ containerPort: 1, $patch: "delete" }] }] })),
    spec({ containers: [{ name: "b", image: null, ports: [{ containerPort: 1, $patch: "delete" }] }, { name: "a" }] }));
});

// sliceElementType: apimachinery decodes integers as int64 and other numbers as float64.
test("a merged list must hold one JSON type, integers and other numbers apart", (t) => {
  const tables: Tables = deepFreeze({ Root: { fields: { n: { kind: "array", items: { kind: "number" }, patchStrategy: "merge" } }, unions: [] } });
  const error = t.throws(() => applyStrategicMergePatch(tables, "Root", { n: [1] }, { n: [1.5] }), { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code: "smp.invalidListItem", path: "n[0]" });
  t.deepEqual(applyStrategicMergePatch(tables, "Root", { n: [1.25] }, { n: [1.5] }), { n: [1.5, 1.25] });
});

// --- two-way diff ------------------------------------------------------------------------------

// diffMaps sends what modified has for a key the original lacks, nulls included.
test("a new key is sent as modified has it, nulls included", (t) => {
  t.deepEqual(diff({}, { metadata: { name: null, labels: { a: "1" } } }), { metadata: { name: null, labels: { a: "1" } } });
});

// diffListsOfMaps walks the lists sorted by the `%v` string of the merge key ("10" < "9" < "a").
test("deletions of a merge list of structs come in the order of their keys' strings", (t) => {
  t.deepEqual(diff(spec({ containers: [{ name: "b" }, { name: "a" }, { name: "10" }, { name: "9" }] }), spec({ containers: [{ name: "9" }] })), spec({
    containers: [{ name: "10", $patch: "delete" }, { name: "a", $patch: "delete" }, { name: "b", $patch: "delete" }],
    "$setElementOrder/containers": [{ name: "9" }],
  }));
});

// diffListsOfMaps pairs items by the `%v` string of their key, applying matches them by `==`.
test("merge keys are paired by their strings: 1 and \"1\" are the same item to the diff", (t) => {
  const tables: Tables = deepFreeze({
    Root: { fields: { list: { kind: "array", items: { kind: "object", ref: "Item" }, patchStrategy: "merge", patchMergeKey: "id" } }, unions: [] },
    Item: { fields: { id: { kind: "string" }, v: { kind: "string" } }, unions: [] },
  });
  t.deepEqual(createTwoWayMergePatch(tables, "Root", { list: [{ id: 1 }] }, { list: [{ id: "1", v: "x" }] }),
    { list: [{ id: "1", v: "x" }], "$setElementOrder/list": [{ id: "1" }] });
});

// diffListsOfScalars: additions in modified's order, deletions sorted by string.
test("merge list of scalars: additions in modified order, deletions sorted", (t) => {
  t.deepEqual(diff(finalizers(["b", "d", "c"]), finalizers(["a", "b", "e"])), {
    metadata: { finalizers: ["a", "e"], "$deleteFromPrimitiveList/finalizers": ["c", "d"], "$setElementOrder/finalizers": ["a", "b", "e"] },
  });
});

// diffLists compares the original it just sorted in place (sortScalars) with modified, so a
// reordering into sorted order goes unseen, and an unsorted unchanged list gets an order.
test("merge list of scalars: reordering into sorted order sends nothing", (t) => {
  t.deepEqual(diff(finalizers(["b", "a"]), finalizers(["a", "b"])), {});
  t.deepEqual(diff(finalizers(["10", "9"]), finalizers(["10", "9"])), {});
});

// handleSliceDiff adds $setElementOrder only when it has items.
test("a merge list emptied gives deletions without $setElementOrder", (t) => {
  t.deepEqual(diff(spec({ containers: [{ name: "a" }] }), spec({ containers: [] })), spec({ containers: [{ name: "a", $patch: "delete" }] }));
});

test("a merge list whose items change JSON type cannot be diffed", (t) => {
  throwsCode(t, () => diff(finalizers(["a"]), finalizers([1])), "smp.invalidListItem", "metadata.finalizers[0]");
});

// --- multi-field merge keys (our extension) ---------------------------------------------------

const LIST: Tables = deepFreeze({
  List: {
    fields: {
      list: {
        kind: "array", items: { kind: "object", ref: "Item" },
        patchStrategy: "merge", patchMergeKey: "foo", recommendedMergeKeys: ["foo", "bar"],
      },
    },
    unions: [],
  },
  Item: { fields: { foo: { kind: "string" }, bar: { kind: "string" } }, unions: [] },
});

test("recommended merge keys: items for an empty live list carry $patchMergeKey", (t) => {
  const original = deepFreeze({ list: [] });
  const modified = deepFreeze({ list: [{ foo: "a" }, { foo: "a", bar: "x" }] });
  const patch = createTwoWayMergePatch(LIST, "List", original, modified);
  t.deepEqual(patch, { list: [{ $patchMergeKey: ["foo", "bar"], foo: "a" }, { $patchMergeKey: ["foo", "bar"], foo: "a", bar: "x" }] });
  t.deepEqual(applyStrategicMergePatch(LIST, "List", original, patch), modified);
});

test("$patchMergeKey never stays in a value taken as it is", (t) => {
  t.deepEqual(applyStrategicMergePatch(LIST, "List", {}, deepFreeze({ list: [{ $patchMergeKey: ["foo", "bar"], foo: "a", bar: "x" }] })),
    { list: [{ foo: "a", bar: "x" }] });
});
