// Property: applyStrategicMergePatch(original, createTwoWayMergePatch(original, modified))
// deep-equals modified, over random documents of a schema with every kind of field: nested
// structs, merge lists with single and multiple (recommended) keys, merge lists of scalars,
// replace lists, maps, free-form objects, retainKeys and replace fields, scalar definitions,
// and some values of the wrong type. Small value domains make keys collide and overlap.
// The documents are the ones upstream strategic merge patch round-trips: modified has no
// nulls (null means "delete"; originals may have some), merge list items have their merge key
// and are unique (upstream pairs duplicates and unions scalars), and nothing that differs sits
// deeper than one level in a map or free-form object (upstream has no schema there).

import test from "ava";
import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import { deepFreeze } from "../test-support.js";
import { applyStrategicMergePatch, createTwoWayMergePatch, type Tables } from "../index.js";

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
  const tagList = fc.uniqueArray(fc.constantFrom("t1", "t2", "t3", "t4"), { maxLength: 4 });
  const scalar = fc.oneof(small, number, fc.boolean());
  const freeForm = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), objectOf(fc.constantFrom("k1", "k2", "__proto__"), orNull(scalar)));
  /** An object with its merge key (never null: a null merge key has no `$patchMergeKey` form). */
  const keyed = (key: string, value: fc.Arbitrary<unknown>, model: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> =>
    fc.tuple(value, rec(model)).map(([k, rest]) => fromEntries([[key, k], ...Object.entries(rest)]));

  const port = keyed("port", fc.integer({ min: 1, max: 3 }), { protocol: fc.constantFrom("TCP", "UDP"), name: small });
  const portList = fc.uniqueArray(port, { selector: (p) => `${String(p["port"])}/${String(p["protocol"] ?? "")}`, maxLength: 4 });
  const item = keyed("name", fc.constantFrom("a", "b", "c"), { value: number, sub: tagList, ports: portList });
  const itemList = sometimesWrong(fc.uniqueArray(item, { selector: (i) => i["name"], maxLength: 4 }), small);
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
    // a map of structs: values can come and go, not change (the value is fixed by the key)
    children: fc.uniqueArray(fc.constantFrom("k1", "k2"), { maxLength: 2 }).map((keys) => fromEntries(keys.map((key) => [key, { a: key }]))),
    retained: child(1),
    replaced: child(1),
    volumes: fc.uniqueArray(keyed("a", small, { b: number }), { selector: (v) => v["a"], maxLength: 3 }),
    time: fc.oneof(fc.constantFrom("2020", "2021"), rec({ s: number })),
  });
  const edit = rec({ items: itemList, ports: portList, tags: tagList, child: child(1), extra: freeForm });
  return { root, edit };
}

const CLEAN = documents(false);
const WITH_NULLS = documents(true);

/** With nulls in the original, a null merge key field may stay (a null key and no key name the same item). */
function roundTripsWithNulls(original: Record<string, unknown>, modified: Record<string, unknown>): boolean {
  deepFreeze(original);
  deepFreeze(modified);
  const patch = createTwoWayMergePatch(TABLES, "Root", original, modified);
  return sameUpToSortedReorder(withoutNulls(applyStrategicMergePatch(TABLES, "Root", original, patch)), modified);
}

function roundTrips(original: Record<string, unknown>, modified: Record<string, unknown>): boolean {
  deepFreeze(original);
  deepFreeze(modified);
  const patch = createTwoWayMergePatch(TABLES, "Root", original, modified);
  const wire = JSON.parse(JSON.stringify(patch)) as Record<string, unknown>;
  if (!isDeepStrictEqual(wire, patch)) return false; // the patch is plain JSON
  return sameUpToSortedReorder(applyStrategicMergePatch(TABLES, "Root", original, deepFreeze(wire)), modified);
}

/**
 * Equal, except that a merge list of scalars may keep its old order where modified has the
 * same values sorted: upstream's diff compares the original, which it has just sorted in
 * place, with modified, and so sends nothing for that reordering.
 */
function sameUpToSortedReorder(actual: unknown, expected: unknown, key = ""): boolean {
  if (isDeepStrictEqual(actual, expected)) return true;
  if ((key === "tags" || key === "sub") && Array.isArray(actual) && Array.isArray(expected)) {
    return isDeepStrictEqual([...expected].sort(), expected) && isDeepStrictEqual([...actual].sort(), expected);
  }
  if (Array.isArray(actual) && Array.isArray(expected)) {
    return actual.length === expected.length && actual.every((item, index) => sameUpToSortedReorder(item, expected[index]));
  }
  if (actual === null || expected === null || typeof actual !== "object" || typeof expected !== "object") return false;
  const keys = Object.keys(expected);
  return keys.length === Object.keys(actual).length
    && keys.every((k) => Object.prototype.hasOwnProperty.call(actual, k) && sameUpToSortedReorder((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], k));
}

test("apply(original, diff(original, modified)) equals modified", (t) => {
  fc.assert(fc.property(CLEAN.root, CLEAN.root, roundTrips), RUNS);
  t.pass();
});

test("round trip when the original holds nulls", (t) => {
  fc.assert(fc.property(WITH_NULLS.root, CLEAN.root, roundTripsWithNulls), RUNS);
  t.pass();
});

test("round trip when modified is a small edit of original", (t) => {
  const edited = CLEAN.root.chain((original) => fc.tuple(fc.constant(original), CLEAN.edit.map((changes) => ({ ...original, ...changes }))));
  fc.assert(fc.property(edited, ([original, modified]) => roundTrips(original, modified)), RUNS);
  t.pass();
});

// Like upstream, the diff of a document with itself sends `replace`-strategy objects whole and
// a `$setElementOrder` for merge lists of scalars that are not sorted (with `$retainKeys`
// there, which drops null fields); it is empty otherwise.
test("the diff of a document with itself gives the document back, and is empty when lists are sorted", (t) => {
  fc.assert(fc.property(WITH_NULLS.root, (document) => {
    deepFreeze(document);
    const patch = createTwoWayMergePatch(TABLES, "Root", document, document);
    const canonical = sortedTags(document) as Record<string, unknown>;
    delete canonical["replaced"];
    return isDeepStrictEqual(withoutNulls(applyStrategicMergePatch(TABLES, "Root", document, patch)), withoutNulls(document))
      && isDeepStrictEqual(createTwoWayMergePatch(TABLES, "Root", canonical, canonical), {});
  }), RUNS);
  t.pass();
});

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== "object") return value;
  return fromEntries(Object.entries(value).filter(([, item]) => item !== null).map(([key, item]) => [key, withoutNulls(item)]));
}

/** A copy with every merge list of scalars (`tags`, `sub`) sorted. */
function sortedTags(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedTags);
  if (value === null || typeof value !== "object") return value;
  return fromEntries(Object.entries(value).map(([key, item]) =>
    [key, (key === "tags" || key === "sub") && Array.isArray(item) ? [...item].sort() : sortedTags(item)]));
}
