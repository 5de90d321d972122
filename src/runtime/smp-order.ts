// The order of a merged list, as upstream computes it (normalizeElementOrder): the items the
// patch names are sorted by the patch (or `$setElementOrder`) order, the server-only items by
// the live order, then both are merged: a server-only item goes first when the live order
// puts it before the next patch item, and a patch item that is not in the live order (a new
// one) goes first. "The live order" is the live list as merging left it in memory (see
// smp-apply-list.ts), which is what upstream compares against.

import { PATCH } from "./smp-directives.js";
import { isObject, own } from "./json.js";

/** Index of an item in an order list, -1 when the list does not have it. */
export type Rank = (item: unknown) => number;

/** A rank by identity in `list` (first occurrence), for the live order. */
export function rankIn(list: readonly unknown[], identity: (item: unknown) => string): Rank {
  const first = new Map<string, number>();
  list.forEach((item, index) => {
    const id = identity(item);
    if (!first.has(id)) first.set(id, index);
  });
  return (item) => first.get(identity(item)) ?? -1;
}

export function normalizeElementOrder(patchItems: unknown[], serverOnly: unknown[], patchRank: Rank, serverRank: Rank, maps: boolean): unknown[] {
  return mergeSorted(normalizeSliceOrder(serverOnly, serverRank, maps), normalizeSliceOrder(patchItems, patchRank, maps), serverRank);
}

/**
 * upstream's normalizeSliceOrder: a stable sort by rank (an item missing from the order list
 * compares as "less" both ways, as upstream's comparator says); items of a list of objects
 * carrying `$patch: delete` go last.
 */
export function normalizeSliceOrder<T>(items: T[], rank: Rank, maps: boolean): T[] {
  const isDelete = (item: unknown): boolean => maps && isObject(item) && own(item, PATCH) === "delete";
  const ranked = items.filter((item) => !isDelete(item)).map((item) => ({ item, rank: rank(item) }));
  if (ranked.every((entry) => entry.rank >= 0)) ranked.sort((a, b) => a.rank - b.rank);
  else insertionSort(ranked);
  return [...ranked.map((entry) => entry.item), ...items.filter(isDelete)];
}

/** Go's stable sort (insertion sort for up to 20 items) with upstream's comparator. */
function insertionSort(ranked: { rank: number }[]): void {
  const less = (a: { rank: number }, b: { rank: number }): boolean => (a.rank >= 0 && b.rank >= 0 ? a.rank < b.rank : true);
  for (let i = 1; i < ranked.length; i++) {
    for (let j = i; j > 0 && less(ranked[j]!, ranked[j - 1]!); j--) [ranked[j], ranked[j - 1]] = [ranked[j - 1]!, ranked[j]!];
  }
}

/** upstream's mergeSortedSlice(left = server-only, right = patch items, serverOrder). */
function mergeSorted(left: unknown[], right: unknown[], serverRank: Rank): unknown[] {
  const out: unknown[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (j >= right.length) out.push(left[i++]);
    else if (i >= left.length) out.push(right[j++]);
    else {
      const l = serverRank(left[i]);
      const r = serverRank(right[j]);
      out.push(l >= 0 && r >= 0 && l < r ? left[i++] : right[j++]);
    }
  }
  return out;
}
