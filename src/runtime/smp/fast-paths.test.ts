// The n log n replacements of upstream's quadratic steps give exactly upstream's results:
// deduplicateScalars (dedupeInPlace), sort.SliceStable (goStableSort) and the scan for the
// live items a merge key names (ListIndex), each checked against a direct transcription of the
// quadratic algorithm on random inputs with many collisions.

import test from "ava";
import fc from "fast-check";
import { isObject, isSet, own, deepEqual, hasOwn, type Obj } from "../json.js";
import { dedupeInPlace, goEqual } from "./go.js";
import { ListIndex, rankBySelectors } from "./list-index.js";
import { selectorOf, type Selector } from "./merge-key.js";
import type { PatchMeta } from "./meta.js";
import { goStableSort } from "./order.js";

/** upstream's deduplicateScalars, as written there. */
function naiveDedupe(items: unknown[]): number {
  let length = items.length - 1;
  for (let i = 0; i < length; i++) {
    for (let j = i + 1; j <= length; j++) {
      if (goEqual(items[i], items[j])) {
        items[j] = items[length];
        length--;
        j--;
      }
    }
  }
  return length + 1;
}

const scalar = fc.oneof(fc.constantFrom("a", "b", "\u0000a", "\u0000\u0000a", "__proto__"), fc.integer({ min: 0, max: 3 }), fc.constantFrom(1.5, true, null));

test("dedupeInPlace leaves the list exactly as upstream's double loop does", (t) => {
  fc.assert(fc.property(fc.array(scalar, { maxLength: 60 }), (items) => {
    const fast = items.slice();
    const slow = items.slice();
    const length = dedupeInPlace(fast, fast.length);
    const expected = naiveDedupe(slow);
    return length === expected && deepEqual(fast, slow);
  }), { numRuns: 2000 });
  t.pass();
});

interface Ranked { readonly rank: number; readonly id: number }
const less = (a: Ranked, b: Ranked): boolean => (a.rank >= 0 && b.rank >= 0 ? a.rank < b.rank : true);

function insertionSort(data: Ranked[]): void {
  for (let i = 1; i < data.length; i++) {
    for (let j = i; j > 0 && less(data[j]!, data[j - 1]!); j--) [data[j], data[j - 1]] = [data[j - 1]!, data[j]!];
  }
}

const rankedList = (min: number, maxLength: number) => fc.array(fc.integer({ min, max: 8 }), { maxLength }).map((ranks) => ranks.map((rank, id) => ({ rank, id })));

test("goStableSort is Go's insertion sort up to 20 items, even with upstream's inconsistent comparator", (t) => {
  fc.assert(fc.property(rankedList(-1, 20), (items) => {
    const fast = items.slice();
    const slow = items.slice();
    goStableSort(fast, less);
    insertionSort(slow);
    return deepEqual(fast, slow);
  }), { numRuns: 2000 });
  t.pass();
});

test("goStableSort is a stable sort for a consistent comparator, at any length", (t) => {
  fc.assert(fc.property(rankedList(0, 300), (items) => {
    const fast = items.slice();
    goStableSort(fast, less);
    return deepEqual(fast, items.slice().sort((a, b) => a.rank - b.rank));
  }), { numRuns: 500 });
  t.pass();
});

const META: PatchMeta = {
  field: { kind: "array" }, strategy: "merge", retainKeys: false, mergeKey: "port", recommended: ["port", "protocol", "host"],
};

/** The documented meaning of a selector (merge-key.ts), as a predicate. */
function names(selector: Selector, live: unknown): boolean {
  if (!isObject(live)) return false;
  if (!selector.explicit) return hasOwn(live, "port") && goEqual(live["port"], selector.source["port"]);
  return selector.keys.every((key) => {
    const wanted = own(selector.source, key);
    if (wanted === undefined) return !isSet(live, key);
    if (wanted === null) return isSet(live, key);
    return isSet(live, key) && deepEqual(own(live, key), wanted);
  });
}

const field = <T>(values: fc.Arbitrary<T>) => fc.option(fc.oneof(values, fc.constant(null)), { nil: undefined });
const port = fc.record({
  port: field(fc.integer({ min: 0, max: 2 })), protocol: field(fc.constantFrom("TCP", "UDP")), host: field(fc.constantFrom({ h: 1 }, [1], "h")),
}).map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Obj);
const selector = fc.tuple(port, fc.option(fc.shuffledSubarray(["protocol", "host"]), { nil: undefined })).map(([item, keys]) => {
  const source: Obj = { ...item, port: item["port"] ?? 1 };
  if (keys !== undefined) source["$patchMergeKey"] = ["port", ...keys];
  return selectorOf(META, source, "");
});

test("ListIndex finds, counts, takes and ranks exactly the items a selector names, through merges, appends and removals", (t) => {
  fc.assert(fc.property(fc.array(port, { maxLength: 12 }), fc.array(fc.tuple(selector, port, fc.nat(2)), { maxLength: 12 }), (live, steps) => {
    const index = new ListIndex(live);
    const model: (Obj | undefined)[] = live.slice();
    for (const [sel, value, action] of steps) {
      const named = model.flatMap((item, slot) => (item !== undefined && names(sel, item) ? [slot] : []));
      if (index.first(sel) !== (named[0] ?? -1) || index.count(sel) !== named.length) return false;
      if (action === 0 && named.length > 0) {
        index.set(named[0]!, value);
        model[named[0]!] = value;
      } else if (action === 1) {
        if (!deepEqual(index.take(sel), named)) return false;
        for (const slot of named) {
          index.remove(slot);
          model[slot] = undefined;
        }
      } else {
        index.push(value);
        model.push(value);
      }
    }
    const selectors = steps.map(([sel]) => sel);
    const rank = rankBySelectors(selectors);
    return deepEqual(index.items(), model.filter((item) => item !== undefined))
      && model.every((item) => item === undefined || rank(item) === selectors.findIndex((sel) => names(sel, item)));
  }), { numRuns: 3000 });
  t.pass();
});
