// Kubernetes' lists library (isSorted, sum, min, max, indexOf, lastIndexOf), cel-go's
// ext.Lists at version 3 (lists.range, slice, flatten, distinct, reverse, sort, sortBy, first,
// last), ext.Sets (sets.contains, sets.equivalent, sets.intersects), Kubernetes' regex
// library (find, findAll), and the helpers of the two-variable comprehensions (@pairs,
// cel.@mapInsert). Each as the API server's environment has it (Kubernetes 1.36).

import { celError, celFunc, celList, celMap, celMethod, CelScalar, isCelList, isCelMap, type CelFunc, type CelList, type CelMap, type CelValue } from "@bufbuild/cel";
import { re2 } from "./re2.js";
import { optionalNone, optionalOf } from "./optional.js";
import { compare, durationOf, elementType, equal, list, noSuchOverload, timeValue } from "./values.js";

const INT_MAX = 9223372036854775807n;
const INT_MIN = -9223372036854775808n;

function ordered(items: readonly CelValue[], fn: string): void {
  for (let i = 1; i < items.length; i++) if (compare(items[i - 1]!, items[i]!) === undefined) throw noSuchOverload(fn);
}

function sum(items: readonly CelValue[], list: CelValue): CelValue {
  if (items.length === 0) {
    const type = elementType(list);
    return type === "duration" ? durationOf(0n) : type === "double" ? 0 : 0n;
  }
  if (items.every((v) => typeof v === "bigint")) {
    let total = 0n;
    for (const v of items as bigint[]) {
      total += v;
      if (total > INT_MAX || total < INT_MIN) throw celError("integer overflow");
    }
    return total;
  }
  if (items.every((v) => typeof v === "number")) return (items as number[]).reduce((a, b) => a + b, 0);
  if (items.every((v) => timeValue(v)?.kind === "duration")) return durationOf(items.reduce<bigint>((total, v) => total + timeValue(v)!.nanos, 0n));
  throw noSuchOverload("sum");
}

function extreme(items: readonly CelValue[], name: "min" | "max"): CelValue {
  // a list of null has no order: compare() refuses it below
  if (items.length === 0) throw celError(`${name} called on empty list`);
  let best: CelValue = items[0]!;
  for (const item of items.slice(1)) {
    const c = compare(item, best);
    if (c === undefined) throw noSuchOverload(name);
    if (name === "min" ? c < 0 : c > 0) best = item;
    if (best === null) throw noSuchOverload(name);
  }
  return best;
}

function flatten(items: readonly CelValue[], depth: bigint): CelValue[] {
  if (depth < 0n) throw celError("level must be non-negative");
  const out: CelValue[] = [];
  for (const item of items) {
    if (isCelList(item) && depth > 0n) out.push(...flatten([...item] as CelValue[], depth - 1n));
    else out.push(item);
  }
  return out;
}

function distinct(items: readonly CelValue[]): CelValue[] {
  const out: CelValue[] = [];
  for (const item of items) if (!out.some((seen) => equal(seen, item))) out.push(item);
  return out;
}

function sorted(items: readonly CelValue[], keys: readonly CelValue[], fn: string): CelValue[] {
  ordered(keys, fn);
  const order = items.map((item, i) => ({ item, key: keys[i]! }));
  order.sort((a, b) => compare(a.key, b.key) ?? 0);
  return order.map((entry) => entry.item);
}

function slice(items: readonly CelValue[], start: bigint, end: bigint): CelValue[] {
  if (start < 0n || end < 0n) throw celError(`cannot slice(${start}, ${end}), negative indexes not supported`);
  if (start > end) throw celError(`cannot slice(${start}, ${end}), start index must be less than or equal to end index`);
  if (end > BigInt(items.length)) throw celError(`cannot slice(${start}, ${end}), list is length ${items.length}`);
  return items.slice(Number(start), Number(end));
}

function setsOf(a: CelValue, b: CelValue, fn: string): [readonly CelValue[], readonly CelValue[]] {
  return [list(a, fn), list(b, fn)];
}

const contains = (items: readonly CelValue[], value: CelValue): boolean => items.some((item) => equal(item, value));

export const listFunctions: readonly CelFunc[] = [
  celMethod("isSorted", CelScalar.DYN, [], CelScalar.BOOL, function () {
    const items = list(this, "isSorted");
    ordered(items, "isSorted");
    return items.every((item, i) => i === 0 || compare(items[i - 1]!, item)! <= 0);
  }),
  celMethod("sum", CelScalar.DYN, [], CelScalar.DYN, function () { return sum(list(this, "sum"), this); }),
  celMethod("min", CelScalar.DYN, [], CelScalar.DYN, function () { return extreme(list(this, "min"), "min"); }),
  celMethod("max", CelScalar.DYN, [], CelScalar.DYN, function () { return extreme(list(this, "max"), "max"); }),
  celMethod("indexOf", CelScalar.DYN, [CelScalar.DYN], CelScalar.INT, function (value) {
    if (!isCelList(this)) return undefined as never;
    return BigInt(list(this, "indexOf").findIndex((item) => equal(item, value)));
  }),
  celMethod("lastIndexOf", CelScalar.DYN, [CelScalar.DYN], CelScalar.INT, function (value) {
    if (!isCelList(this)) return undefined as never;
    const items = list(this, "lastIndexOf");
    for (let i = items.length - 1; i >= 0; i--) if (equal(items[i]!, value)) return BigInt(i);
    return -1n;
  }),
  celFunc("lists.range", [CelScalar.INT], CelScalar.DYN, (n) => celList(Array.from({ length: Math.max(0, Number(n)) }, (_, i) => BigInt(i)))),
  celMethod("slice", CelScalar.DYN, [CelScalar.INT, CelScalar.INT], CelScalar.DYN, function (start, end) { return celList(slice(list(this, "slice"), start, end)); }),
  celMethod("flatten", CelScalar.DYN, [], CelScalar.DYN, function () { return celList(flatten(list(this, "flatten"), 1n)); }),
  celMethod("flatten", CelScalar.DYN, [CelScalar.INT], CelScalar.DYN, function (depth) { return celList(flatten(list(this, "flatten"), depth)); }),
  celMethod("distinct", CelScalar.DYN, [], CelScalar.DYN, function () { return celList(distinct(list(this, "distinct"))); }),
  celMethod("reverse", CelScalar.DYN, [], CelScalar.DYN, function () {
    if (!isCelList(this)) return undefined as never;
    return celList([...list(this, "reverse")].reverse());
  }),
  celMethod("sort", CelScalar.DYN, [], CelScalar.DYN, function () { const items = list(this, "sort"); return celList(sorted(items, items, "sort")); }),
  celMethod("@sortByAssociatedKeys", CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (keys) {
    return celList(sorted(list(this, "sortBy"), list(keys, "sortBy"), "sortBy"));
  }),
  celMethod("first", CelScalar.DYN, [], CelScalar.DYN, function () { const items = list(this, "first"); return items.length === 0 ? optionalNone() : optionalOf(items[0]!); }),
  celMethod("last", CelScalar.DYN, [], CelScalar.DYN, function () { const items = list(this, "last"); return items.length === 0 ? optionalNone() : optionalOf(items[items.length - 1]!); }),
  celFunc("sets.contains", [CelScalar.DYN, CelScalar.DYN], CelScalar.BOOL, (a, b) => { const [x, y] = setsOf(a, b, "sets.contains"); return y.every((v) => contains(x, v)); }),
  celFunc("sets.equivalent", [CelScalar.DYN, CelScalar.DYN], CelScalar.BOOL, (a, b) => { const [x, y] = setsOf(a, b, "sets.equivalent"); return y.every((v) => contains(x, v)) && x.every((v) => contains(y, v)); }),
  celFunc("sets.intersects", [CelScalar.DYN, CelScalar.DYN], CelScalar.BOOL, (a, b) => { const [x, y] = setsOf(a, b, "sets.intersects"); return y.some((v) => contains(x, v)); }),
  celMethod("find", CelScalar.STRING, [CelScalar.STRING], CelScalar.STRING, function (pattern) {
    const found = matches(this, pattern, 1);
    return found[0] ?? "";
  }),
  celMethod("findAll", CelScalar.STRING, [CelScalar.STRING], CelScalar.DYN, function (pattern) { return celList(matches(this, pattern, -1)); }),
  celMethod("findAll", CelScalar.STRING, [CelScalar.STRING, CelScalar.INT], CelScalar.DYN, function (pattern, n) { return celList(matches(this, pattern, Number(n))); }),
  celFunc("@pairs", [CelScalar.DYN], CelScalar.DYN, (range) => pairs(range)),
  celFunc("cel.@mapInsert", [CelScalar.DYN, CelScalar.DYN, CelScalar.DYN], CelScalar.DYN, (m, key, value) => insert(m, [[key, value]])),
  celFunc("cel.@mapInsert", [CelScalar.DYN, CelScalar.DYN], CelScalar.DYN, (m, entries) => {
    if (!isCelMap(entries)) throw noSuchOverload("cel.@mapInsert");
    return insert(m, [...entries] as [CelValue, CelValue][]);
  }),
];

function pairs(range: CelValue): CelList {
  if (isCelMap(range)) return celList([...range].map(([k, v]) => celList([k as CelValue, v as CelValue])));
  if (isCelList(range)) return celList([...range].map((v, i) => celList([BigInt(i), v as CelValue])));
  throw celError(`cannot iterate over ${typeof range}`);
}

function insert(m: CelValue, entries: readonly [CelValue, CelValue][]): CelMap {
  if (!isCelMap(m)) throw noSuchOverload("cel.@mapInsert");
  const out = new Map<string | bigint | boolean, CelValue>([...m] as [string, CelValue][]);
  for (const [key, value] of entries) {
    if (out.has(key as string)) throw celError(`insert failed: key ${String(key)} already exists`);
    out.set(key as string, value);
  }
  return celMap(out);
}

/** Up to n (all when negative) leftmost non-overlapping matches, as Go's regexp.FindAllString. */
function matches(text: string, pattern: string, n: number): string[] {
  const re = re2(pattern);
  if (typeof re === "string") throw celError(`Illegal regex: ${re}`);
  const out: string[] = [];
  if (n === 0) return out;
  for (const m of text.matchAll(re)) {
    out.push(m[0]);
    if (n > 0 && out.length >= n) break;
  }
  return out;
}

