// Property: applyStrategicMergePatch(original, createTwoWayMergePatch(original, modified))
// deep-equals modified, over random documents of a schema with every kind of field: nested
// structs, merge lists with single and multiple (recommended) keys, merge lists of scalars,
// replace lists, maps, free-form objects, retainKeys and replace fields, scalar definitions,
// and some values of the wrong type. Small value domains make keys collide, so duplicates
// (the `$patch: replace` fallback) and overlaps are common. Modified documents have no nulls:
// SMP cannot represent a null value (null means "delete"); originals may have some.

import test from "ava";
import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import { deepFreeze } from "./test-support.js";
import { applyStrategicMergePatch, createTwoWayMergePatch, type Tables } from "./index.js";

const RUNS = { numRuns: 300 };

const str = { kind: "string" } as const;
const int = { kind: "integer" } as const;
const ref = (name: string) => ({ kind: "object", ref: name }) as const;
const tags = { kind: "array", items: str, patchStrategy: "merge" } as const;
const items = { kind: "array", items: ref("Item"), patchStrategy: "merge", patchMergeKey: "name" } as const;
const ports = {
  kind: "array", items: ref("Port"), patchStrategy: "merge", patchMergeKey: "port", recommendedMergeKeys: ["port", "protocol"],
} as const;

const TABLES: Tables = deepFreeze({
  Root: {
    fields: {
      name: str, count: int, labels: { kind: "map", values: str }, child: ref("Child"), items, ports, tags,
      args: { kind: "array", items: str }, extra: { kind: "object" }, children: { kind: "map", values: ref("Child") },
      retained: { ...ref("Child"), patchStrategy: "retainKeys" }, replaced: { ...ref("Child"), patchStrategy: "replace" },
      volumes: { kind: "array", items: ref("Child"), patchStrategy: "merge,retainKeys", patchMergeKey: "a" },
      time: ref("Time"),
    },
    unions: [],
  },
  Child: { fields: { a: str, b: int, nested: ref("Child"), items, tags }, unions: [] },
  Item: { fields: { name: str, value: int, sub: tags, ports }, unions: [] },
  Port: { fields: { port: int, protocol: str, name: str }, unions: [] },
  Time: { fields: {}, unions: [], scalar: true },
});

/** An object from entries, keeping `__proto__` as an own key (as JSON.parse does). */
function fromEntries(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
  return out;
}

function objectOf(keys: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc.uniqueArray(fc.tuple(keys, value), { selector: ([key]) => key, maxLength: 4 }).map(fromEntries);
}

/** Generators of documents; with `nulls`, any field may also be null (live objects can hold nulls). */
function documents(nulls: boolean): { root: fc.Arbitrary<Record<string, unknown>>; edit: fc.Arbitrary<Record<string, unknown>> } {
  const orNull = (arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    (nulls ? fc.oneof({ weight: 6, arbitrary }, { weight: 1, arbitrary: fc.constant(null) }) : arbitrary);
  const rec = (model: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> =>
    fc.record(Object.fromEntries(Object.entries(model).map(([key, value]) => [key, orNull(value)])), { requiredKeys: [], noNullPrototype: true });
  /** Mostly `good`, sometimes a value of the wrong type. */
  const sometimesWrong = (good: fc.Arbitrary<unknown>, wrong: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
    fc.oneof({ weight: 12, arbitrary: good }, { weight: 1, arbitrary: wrong });

  const small = fc.constantFrom("x", "y", "z", "");
  const number = fc.integer({ min: 0, max: 3 });
  const tagList = fc.array(fc.constantFrom("t1", "t2", "t3", "t4"), { maxLength: 5 });
  const freeForm = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.oneof(small, number, fc.boolean()),
      fc.array(tie("value"), { maxLength: 3 }),
      objectOf(fc.constantFrom("k1", "k2", "__proto__", "$patch"), orNull(tie("value"))),
    ),
  })).value;

  const port = rec({ port: fc.integer({ min: 1, max: 3 }), protocol: fc.constantFrom("TCP", "UDP"), name: small });
  const portList = fc.oneof(
    fc.uniqueArray(port, { selector: (p) => `${String(p["port"])}/${String(p["protocol"])}`, maxLength: 4 }),
    fc.array(port, { maxLength: 4 }),
  );
  const item = rec({ name: fc.constantFrom("a", "b", "c"), value: number, sub: tagList, ports: portList });
  const itemList = sometimesWrong(fc.oneof(
    fc.uniqueArray(item, { selector: (i) => i["name"], maxLength: 4 }),
    fc.array(sometimesWrong(item, small), { maxLength: 4 }),
  ), item);
  const child = (depth: number): fc.Arbitrary<unknown> => {
    const model: Record<string, fc.Arbitrary<unknown>> = { a: small, b: number, items: itemList, tags: tagList };
    if (depth > 0) model["nested"] = child(depth - 1);
    return sometimesWrong(rec(model), small);
  };

  const root = rec({
    name: small,
    count: number,
    labels: objectOf(fc.constantFrom("a", "b", "c", "__proto__"), orNull(small)),
    child: child(2),
    items: itemList,
    ports: portList,
    tags: sometimesWrong(tagList, small),
    args: tagList,
    extra: freeForm,
    children: objectOf(fc.constantFrom("k1", "k2"), orNull(child(1))),
    retained: child(1),
    replaced: child(1),
    volumes: fc.array(child(0), { maxLength: 3 }),
    time: fc.oneof(fc.constantFrom("2020", "2021"), rec({ s: number })),
  });
  const edit = rec({ items: itemList, ports: portList, tags: tagList, child: child(1), extra: freeForm });
  return { root, edit };
}

const CLEAN = documents(false);
const WITH_NULLS = documents(true);

function roundTrips(original: Record<string, unknown>, modified: Record<string, unknown>): boolean {
  deepFreeze(original);
  deepFreeze(modified);
  const patch = createTwoWayMergePatch(TABLES, "Root", original, modified);
  const wire = JSON.parse(JSON.stringify(patch)) as Record<string, unknown>;
  if (!isDeepStrictEqual(wire, patch)) return false; // the patch is plain JSON
  return isDeepStrictEqual(applyStrategicMergePatch(TABLES, "Root", original, deepFreeze(wire)), modified);
}

test("apply(original, diff(original, modified)) equals modified", (t) => {
  fc.assert(fc.property(CLEAN.root, CLEAN.root, roundTrips), RUNS);
  t.pass();
});

test("round trip when the original holds nulls", (t) => {
  fc.assert(fc.property(WITH_NULLS.root, CLEAN.root, roundTrips), RUNS);
  t.pass();
});

test("round trip when modified is a small edit of original", (t) => {
  const edited = CLEAN.root.chain((original) => fc.tuple(fc.constant(original), CLEAN.edit.map((changes) => ({ ...original, ...changes }))));
  fc.assert(fc.property(edited, ([original, modified]) => roundTrips(original, modified)), RUNS);
  t.pass();
});

test("the diff of a document with itself is empty, nulls included", (t) => {
  fc.assert(fc.property(WITH_NULLS.root, (document) => {
    deepFreeze(document);
    const patch = createTwoWayMergePatch(TABLES, "Root", document, document);
    return isDeepStrictEqual(patch, {}) && isDeepStrictEqual(applyStrategicMergePatch(TABLES, "Root", document, patch), document);
  }), RUNS);
  t.pass();
});
