// Every example of the multi-field merge key proposal (shared/seeds/multi-fields-merge-key.md),
// with its exact expected result, plus the rules it states that have no worked example.

import test from "ava";
import { deepFreeze } from "../test-support.js";
import {
  StrategicMergePatchError, applyStrategicMergePatch, createTwoWayMergePatch, type Tables,
} from "../index.js";

/** `List.list`: merge strategy, default merge key foo, recommended merge keys as given. */
function listTables(recommended: readonly string[]): Tables {
  return deepFreeze({
    List: {
      fields: {
        list: {
          kind: "array", items: { kind: "object", ref: "Item" },
          patchStrategy: "merge", patchMergeKey: "foo", recommendedMergeKeys: recommended,
        },
      },
      unions: [],
    },
    Item: {
      fields: { foo: { kind: "string" }, bar: { kind: "string" }, baz: { kind: "string" }, other: { kind: "object" } },
      unions: [],
    },
  });
}

const FOO_BAR = listTables(["foo", "bar"]);
const FOO_BAR_BAZ = listTables(["foo", "bar", "baz"]);

function apply(tables: Tables, live: unknown[], patch: unknown[]): unknown {
  return applyStrategicMergePatch(tables, "List", deepFreeze({ list: live }), deepFreeze({ list: patch }));
}

function rejects(t: import("ava").ExecutionContext, run: () => unknown, code: string, path: string): void {
  const error = t.throws(run, { instanceOf: StrategicMergePatchError });
  t.deepEqual({ code: error?.code, path: error?.path }, { code, path });
}

test("API change: the example patch with $patchMergeKey [foo, bar]", (t) => {
  const result = apply(FOO_BAR, [{ foo: "a", bar: "x", other: "old" }, { foo: "a", bar: "y" }], [
    { $patchMergeKey: ["foo", "bar"], foo: "a", bar: "x", other: "val" },
  ]);
  t.deepEqual(result, { list: [{ foo: "a", bar: "x", other: "val" }, { foo: "a", bar: "y" }] });
});

test("listed key absent from the patch: matches the live item without it (first item)", (t) => {
  const result = apply(FOO_BAR, [{ foo: "a" }, { foo: "a", bar: "x" }], [
    { $patchMergeKey: ["foo", "bar"], foo: "a", other: "val" },
  ]);
  t.deepEqual(result, { list: [{ foo: "a", other: "val" }, { foo: "a", bar: "x" }] });
});

test("listed key present in the patch: matches the live item with it (second item)", (t) => {
  const result = apply(FOO_BAR, [{ foo: "a" }, { foo: "a", bar: "x" }], [
    { $patchMergeKey: ["foo", "bar"], foo: "a", bar: "x", other: "val" },
  ]);
  t.deepEqual(result, { list: [{ foo: "a" }, { foo: "a", bar: "x", other: "val" }] });
});

test("no $patchMergeKey: the default merge key alone identifies the item", (t) => {
  const result = apply(FOO_BAR, [{ foo: "a", bar: "y" }], [{ foo: "a", bar: "x", other: "val" }]);
  t.deepEqual(result, { list: [{ foo: "a", bar: "x", other: "val" }] });
});

const PARTIAL_LIVE = [
  { foo: "a", other: 0 },
  { foo: "b", bar: "x", other: 1 },
  { foo: "b", bar: "x", other: 2 },
];

test("part of the merge keys, unique match (patch 1): merged", (t) => {
  const result = apply(FOO_BAR, PARTIAL_LIVE, [{ $patchMergeKey: ["foo"], foo: "a", other: 3 }]);
  t.deepEqual(result, {
    list: [{ foo: "a", other: 3 }, { foo: "b", bar: "x", other: 1 }, { foo: "b", bar: "x", other: 2 }],
  });
});

test("part of the merge keys matching several items (patch 2): rejected", (t) => {
  rejects(t, () => apply(FOO_BAR, PARTIAL_LIVE, [{ $patchMergeKey: ["foo"], foo: "b", other: 3 }]), "smp.ambiguousMergeKey", "list[0]");
});

test("all of the merge keys: uniquely identifies the item", (t) => {
  const result = apply(FOO_BAR, PARTIAL_LIVE.slice(0, 2), [{ $patchMergeKey: ["foo", "bar"], foo: "b", bar: "x", other: 9 }]);
  t.deepEqual(result, { list: [{ foo: "a", other: 0 }, { foo: "b", bar: "x", other: 9 }] });
});

const ADD_DELETE_LIVE = [{ foo: "a", bar: "x" }, { foo: "a", bar: "y" }];

test("adding a merge key field (patch 1): the original key values identify the item", (t) => {
  const result = apply(FOO_BAR_BAZ, ADD_DELETE_LIVE, [{ $patchMergeKey: ["foo", "bar"], foo: "a", bar: "x", baz: "m" }]);
  t.deepEqual(result, { list: [{ foo: "a", bar: "x", baz: "m" }, { foo: "a", bar: "y" }] });
});

test("deleting a merge key field (patch 2): the first item that has it loses it", (t) => {
  const result = apply(FOO_BAR_BAZ, ADD_DELETE_LIVE, [{ $patchMergeKey: ["foo", "bar"], foo: "a", bar: null }]);
  t.deepEqual(result, { list: [{ foo: "a" }, { foo: "a", bar: "y" }] });
});

test("changing a merge key in $patchMergeKey: delete then create", (t) => {
  const result = apply(FOO_BAR, [{ foo: "a", bar: "x", other: "val" }], [
    { $patchMergeKey: ["foo", "bar"], $patch: "delete", foo: "a", bar: "x" },
    { $patchMergeKey: ["foo", "bar"], foo: "a", bar: "y" },
  ]);
  t.deepEqual(result, { list: [{ foo: "a", bar: "y" }] });
});

test("changing a merge key that is not in $patchMergeKey: a regular update", (t) => {
  const result = apply(FOO_BAR, [{ foo: "a", bar: "x", other: "val" }], [{ $patchMergeKey: ["foo"], foo: "a", bar: "y" }]);
  t.deepEqual(result, { list: [{ foo: "a", bar: "y", other: "val" }] });
});

test("deletion applies to every matching item", (t) => {
  const result = apply(FOO_BAR, [{ foo: "a", bar: "x", other: 1 }, { foo: "a" }, { foo: "a", bar: "x", other: 2 }], [
    { $patchMergeKey: ["foo", "bar"], $patch: "delete", foo: "a", bar: "x" },
  ]);
  t.deepEqual(result, { list: [{ foo: "a" }] });
});

test("deletion with an absent listed key deletes only items without it", (t) => {
  const result = apply(FOO_BAR, [{ foo: "a", bar: "x" }, { foo: "a" }, { foo: "a", other: 1 }], [
    { $patchMergeKey: ["foo", "bar"], $patch: "delete", foo: "a" },
  ]);
  t.deepEqual(result, { list: [{ foo: "a", bar: "x" }] });
});

test("a new item is added without its $patchMergeKey (before the others, like upstream without $setElementOrder)", (t) => {
  const result = apply(FOO_BAR, [{ foo: "a" }], [{ $patchMergeKey: ["foo", "bar"], foo: "a", bar: "z" }]);
  t.deepEqual(result, { list: [{ foo: "a", bar: "z" }, { foo: "a" }] });
});

test("$patchMergeKey without the default merge key is rejected", (t) => {
  rejects(t, () => apply(FOO_BAR, [], [{ $patchMergeKey: ["bar"], foo: "a", bar: "x" }]), "smp.invalidPatchMergeKey", "list[0].$patchMergeKey");
});

test("$patchMergeKey with a key that is not recommended is rejected", (t) => {
  rejects(t, () => apply(FOO_BAR, [], [{ $patchMergeKey: ["foo", "baz"], foo: "a" }]), "smp.invalidPatchMergeKey", "list[0].$patchMergeKey");
});

test("$patchMergeKey that is not a list of strings is rejected", (t) => {
  rejects(t, () => apply(FOO_BAR, [], [{ $patchMergeKey: "foo", foo: "a" }]), "smp.invalidPatchMergeKey", "list[0].$patchMergeKey");
  rejects(t, () => apply(FOO_BAR, [], [{ $patchMergeKey: [], foo: "a" }]), "smp.invalidPatchMergeKey", "list[0].$patchMergeKey");
  rejects(t, () => apply(FOO_BAR, [], [{ $patchMergeKey: ["foo", "foo"], foo: "a" }]), "smp.invalidPatchMergeKey", "list[0].$patchMergeKey");
});

test("the default merge key must be present in the patch item", (t) => {
  rejects(t, () => apply(FOO_BAR, [{ foo: "a" }], [{ other: 1 }, { $patchMergeKey: ["foo", "bar"], bar: "x" }]), "smp.missingMergeKey", "list[0]");
  rejects(t, () => apply(FOO_BAR, [{ foo: "a" }], [{ $patchMergeKey: ["foo", "bar"], foo: null, bar: "x" }]), "smp.missingMergeKey", "list[0]");
});

test("a list without recommended keys accepts $patchMergeKey naming the default key only", (t) => {
  const tables = listTables([]);
  t.deepEqual(apply(tables, [{ foo: "a" }], [{ $patchMergeKey: ["foo"], foo: "a", other: 1 }]), { list: [{ foo: "a", other: 1 }] });
  rejects(t, () => apply(tables, [], [{ $patchMergeKey: ["foo", "bar"], foo: "a" }]), "smp.invalidPatchMergeKey", "list[0].$patchMergeKey");
});

test("ServicePort: port+protocol tell TCP and UDP ports apart", (t) => {
  const tables: Tables = deepFreeze({
    ServiceSpec: {
      fields: {
        ports: {
          kind: "array", items: { kind: "object", ref: "ServicePort" },
          patchStrategy: "merge", patchMergeKey: "port", recommendedMergeKeys: ["port", "protocol"],
        },
      },
      unions: [],
    },
    ServicePort: {
      fields: { name: { kind: "string" }, protocol: { kind: "string" }, port: { kind: "integer" }, targetPort: { kind: "integer" } },
      unions: [],
    },
  });
  const live = { ports: [{ name: "dns-tcp", port: 53, protocol: "TCP" }, { name: "dns", port: 53, protocol: "UDP" }] };
  const result = applyStrategicMergePatch(tables, "ServiceSpec", deepFreeze(live), deepFreeze({
    ports: [{ $patchMergeKey: ["port", "protocol"], port: 53, protocol: "UDP", targetPort: 5353 }],
  }));
  t.deepEqual(result, {
    ports: [{ name: "dns-tcp", port: 53, protocol: "TCP" }, { name: "dns", port: 53, protocol: "UDP", targetPort: 5353 }],
  });
});

test("patch calculation: every item and order entry carries all recommended keys", (t) => {
  const original = deepFreeze({ list: [{ foo: "a" }, { foo: "a", bar: "x" }] });
  const modified = deepFreeze({ list: [{ foo: "a", other: 1 }, { foo: "a", bar: "x" }] });
  const patch = createTwoWayMergePatch(FOO_BAR, "List", original, modified);
  t.deepEqual(patch, {
    list: [{ $patchMergeKey: ["foo", "bar"], foo: "a", other: 1 }],
    "$setElementOrder/list": [{ $patchMergeKey: ["foo", "bar"], foo: "a" }, { $patchMergeKey: ["foo", "bar"], foo: "a", bar: "x" }],
  });
  t.deepEqual(applyStrategicMergePatch(FOO_BAR, "List", original, patch), modified);
});

test("patch calculation: a changed merge key becomes delete + create", (t) => {
  const original = deepFreeze({ list: [{ foo: "a", bar: "x", other: "val" }] });
  const modified = deepFreeze({ list: [{ foo: "a", bar: "y", other: "val" }] });
  const patch = createTwoWayMergePatch(FOO_BAR, "List", original, modified);
  t.deepEqual(patch, {
    list: [
      { $patchMergeKey: ["foo", "bar"], foo: "a", bar: "y", other: "val" },
      { $patch: "delete", $patchMergeKey: ["foo", "bar"], foo: "a", bar: "x" },
    ],
    "$setElementOrder/list": [{ $patchMergeKey: ["foo", "bar"], foo: "a", bar: "y" }],
  });
  t.deepEqual(applyStrategicMergePatch(FOO_BAR, "List", original, patch), modified);
});
