// The order of a merged list, as upstream computes it (normalizeElementOrder): the items the
// patch names are sorted by the patch (or `$setElementOrder`) order, the server-only items by
// the live order, then both are merged: a server-only item goes first when the live order
// puts it before the next patch item, and a patch item that is not in the live order (a new
// one) goes first. "The live order" is the live list as merging left it in memory (see
// apply-list.ts), which is what upstream compares against.

import { PATCH } from "./directives.js";
import { isObject, own } from "../json.js";

/** Index of an item in an order list, -1 when the list does not have it. */
export type Rank = (item: unknown) => number;

/** A rank by identity in `list` (first occurrence), for the live order. */
export function rankIn(list: readonly unknown[], identity: (item: unknown) => unknown): Rank {
  const first = new Map<unknown, number>();
  list.forEach((item, index) => {
    const id = identity(item);
    if (!first.has(id)) first.set(id, index);
  });
  return (item) => first.get(identity(item)) ?? -1;
}

export function normalizeElementOrder(patchItems: unknown[], serverOnly: unknown[], patchRank: Rank, serverRank: Rank, maps: boolean): unknown[] {
  const left = sortByRank(serverOnly, serverRank, maps);
  const right = sortByRank(patchItems, patchRank, maps).map(({ item }) => ({ item, rank: serverRank(item) }));
  return mergeSorted(left.map((entry) => ({ item: entry.item, rank: entry.rank ?? serverRank(entry.item) })), right);
}

/**
 * upstream's normalizeSliceOrder: a stable sort by rank (an item missing from the order list
 * compares as "less" both ways, as upstream's comparator says); items of a list of objects
 * carrying `$patch: delete` go last.
 */
export function normalizeSliceOrder<T>(items: T[], rank: Rank, maps: boolean): T[] {
  return sortByRank(items, rank, maps).map((entry) => entry.item);
}

/** normalizeSliceOrder, keeping the rank of each item it computed (undefined for deletions). */
function sortByRank<T>(items: T[], rank: Rank, maps: boolean): { readonly item: T; readonly rank: number | undefined }[] {
  const isDelete = (item: unknown): boolean => maps && isObject(item) && own(item, PATCH) === "delete";
  const ranked = items.filter((item) => !isDelete(item)).map((item) => ({ item, rank: rank(item) }));
  // with every item ranked the comparator is a strict order, and every stable sort agrees
  if (ranked.every((entry) => entry.rank >= 0)) ranked.sort((a, b) => a.rank - b.rank);
  else goStableSort(ranked, (a, b) => (a.rank >= 0 && b.rank >= 0 ? a.rank < b.rank : true));
  return [...ranked, ...items.filter(isDelete).map((item) => ({ item, rank: undefined }))];
}

/**
 * Go's `sort.SliceStable` step for step (insertion sort of blocks of 20, then SymMerge), since
 * upstream's comparator is not a strict order when items lack a rank and the result depends on
 * the algorithm. O(n log² n) swaps at most.
 */
export function goStableSort<T>(data: T[], less: (a: T, b: T) => boolean): void {
  const n = data.length;
  let blockSize = 20;
  let a = 0;
  let b = blockSize;
  for (; b <= n; a = b, b += blockSize) insertionSort(data, less, a, b);
  insertionSort(data, less, a, n);
  for (; blockSize < n; blockSize *= 2) {
    a = 0;
    b = 2 * blockSize;
    for (; b <= n; a = b, b += 2 * blockSize) symMerge(data, less, a, a + blockSize, b);
    const m = a + blockSize;
    if (m < n) symMerge(data, less, a, m, n);
  }
}

function swap<T>(data: T[], i: number, j: number): void {
  const item = data[i]!;
  data[i] = data[j]!;
  data[j] = item;
}

function insertionSort<T>(data: T[], less: (a: T, b: T) => boolean, a: number, b: number): void {
  for (let i = a + 1; i < b; i++) {
    for (let j = i; j > a && less(data[j]!, data[j - 1]!); j--) swap(data, j, j - 1);
  }
}

/** Go's symMerge: merges the sorted data[a:m] and data[m:b] in place (recursion depth log n). */
function symMerge<T>(data: T[], less: (a: T, b: T) => boolean, a: number, m: number, b: number): void {
  if (m - a === 1) {
    let i = m;
    let j = b;
    while (i < j) {
      const h = (i + j) >>> 1;
      if (less(data[h]!, data[a]!)) i = h + 1;
      else j = h;
    }
    for (let k = a; k < i - 1; k++) swap(data, k, k + 1);
    return;
  }
  if (b - m === 1) {
    let i = a;
    let j = m;
    while (i < j) {
      const h = (i + j) >>> 1;
      if (!less(data[m]!, data[h]!)) i = h + 1;
      else j = h;
    }
    for (let k = m; k > i; k--) swap(data, k, k - 1);
    return;
  }
  const mid = (a + b) >>> 1;
  const n = mid + m;
  let start = m > mid ? n - b : a;
  let r = m > mid ? mid : m;
  const p = n - 1;
  while (start < r) {
    const c = (start + r) >>> 1;
    if (!less(data[p - c]!, data[c]!)) start = c + 1;
    else r = c;
  }
  const end = n - start;
  if (start < m && m < end) rotate(data, start, m, end);
  if (a < start && start < mid) symMerge(data, less, a, start, mid);
  if (mid < end && end < b) symMerge(data, less, mid, end, b);
}

/** Go's rotate: swaps the blocks data[a:m] and data[m:b]. */
function rotate<T>(data: T[], a: number, m: number, b: number): void {
  let i = m - a;
  let j = b - m;
  while (i !== j) {
    if (i > j) {
      swapRange(data, m - i, m, j);
      i -= j;
    } else {
      swapRange(data, m - i, m + j - i, i);
      j -= i;
    }
  }
  swapRange(data, m - i, m, i);
}

function swapRange<T>(data: T[], a: number, b: number, n: number): void {
  for (let i = 0; i < n; i++) swap(data, a + i, b + i);
}

/** upstream's mergeSortedSlice(left = server-only, right = patch items, serverOrder), both with their server ranks. */
function mergeSorted(left: readonly Ranked[], right: readonly Ranked[]): unknown[] {
  const out: unknown[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (j >= right.length) out.push(left[i++]!.item);
    else if (i >= left.length) out.push(right[j++]!.item);
    else {
      const l = left[i]!.rank;
      const r = right[j]!.rank;
      out.push(l >= 0 && r >= 0 && l < r ? left[i++]!.item : right[j++]!.item);
    }
  }
  return out;
}

interface Ranked {
  readonly item: unknown;
  readonly rank: number;
}
