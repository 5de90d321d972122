// The items of a merge list of objects, indexed by what patch items select them by, so that
// finding, counting, deleting and ranking by merge key costs O(log n) per patch item instead
// of a scan of the list (merge-key.ts says what a selector names; this file only finds it
// faster). Items live in slots: the live items first, appended items after them, so slot
// order is list order. Indexes are built on first use, one per selector kind.

import { StrategicMergePatchError } from "../errors.js";
import { own } from "../json.js";
import type { GoKey } from "./go.js";
import { selectorKey, type Selector, type SelectorKey } from "./merge-key.js";

interface Bucket {
  /** Slots that had this identity when pushed (a min-heap; stale entries are skipped on read). */
  readonly heap: number[];
  /** Slots that have it now. */
  count: number;
}

interface KindIndex {
  readonly id: (live: unknown) => GoKey | undefined;
  /** Identity of each slot (undefined: removed, or no selector of this kind names it). */
  readonly ids: (GoKey | undefined)[];
  readonly buckets: Map<GoKey, Bucket>;
}

export class ListIndex {
  private readonly slots: unknown[];
  private readonly removed: boolean[] = [];
  private readonly kinds = new Map<string, KindIndex>();

  constructor(items: readonly unknown[]) {
    this.slots = items.slice();
  }

  value(slot: number): unknown {
    return this.slots[slot];
  }

  /** The items in list order. */
  items(): unknown[] {
    return this.slots.filter((_, slot) => this.removed[slot] !== true);
  }

  /** The first item the selector names, or -1. */
  first(selector: Selector): number {
    const key = selectorKey(selector);
    const index = this.kindIndex(key);
    const bucket = index.buckets.get(key.wanted);
    if (bucket === undefined) return -1;
    while (bucket.heap.length > 0 && index.ids[bucket.heap[0]!] !== key.wanted) heapPop(bucket.heap);
    return bucket.heap.length > 0 ? bucket.heap[0]! : -1;
  }

  count(selector: Selector): number {
    const key = selectorKey(selector);
    return this.kindIndex(key).buckets.get(key.wanted)?.count ?? 0;
  }

  /** Every item the selector names, in list order, for the caller to remove. */
  take(selector: Selector): number[] {
    const key = selectorKey(selector);
    const index = this.kindIndex(key);
    const heap = index.buckets.get(key.wanted)?.heap ?? [];
    const found: number[] = [];
    while (heap.length > 0) {
      const slot = heapPop(heap);
      if (index.ids[slot] === key.wanted && found[found.length - 1] !== slot) found.push(slot);
    }
    return found;
  }

  remove(slot: number): void {
    this.removed[slot] = true;
    for (const index of this.kinds.values()) assign(index, slot, undefined);
  }

  set(slot: number, value: unknown): void {
    this.slots[slot] = value;
    for (const index of this.kinds.values()) assign(index, slot, index.id(value));
  }

  push(value: unknown): number {
    const slot = this.slots.length;
    this.slots.push(value);
    for (const index of this.kinds.values()) assign(index, slot, index.id(value));
    return slot;
  }

  private kindIndex(key: SelectorKey): KindIndex {
    let index = this.kinds.get(key.kind);
    if (index === undefined) {
      index = { id: key.id, ids: [], buckets: new Map() };
      for (let slot = 0; slot < this.slots.length; slot++) {
        if (this.removed[slot] !== true) assign(index, slot, key.id(this.slots[slot]));
      }
      this.kinds.set(key.kind, index);
    }
    return index;
  }
}

function assign(index: KindIndex, slot: number, id: GoKey | undefined): void {
  const old = index.ids[slot];
  if (old === id) return;
  if (old !== undefined) index.buckets.get(old)!.count--;
  index.ids[slot] = id;
  if (id === undefined) return;
  let bucket = index.buckets.get(id);
  if (bucket === undefined) index.buckets.set(id, (bucket = { heap: [], count: 0 }));
  bucket.count++;
  heapPush(bucket.heap, slot);
}

/** The item a patch item merges into (-1: none, it is appended); an explicit selector must name one at most. */
export function findMatch(selector: Selector, index: ListIndex, path: string): number {
  const found = index.first(selector);
  const deletesAKey = selector.keys.some((key) => own(selector.source, key) === null);
  if (found >= 0 && selector.explicit && !deletesAKey) {
    const count = index.count(selector);
    if (count > 1) {
      throw new StrategicMergePatchError("smp.ambiguousMergeKey", path, `$patchMergeKey ${selector.keys.join(", ")} matches ${count} items of the list`);
    }
  }
  return found;
}

/** The index of the first selector that names `item` (-1: none), for ordering by the patch or `$setElementOrder`. */
export function rankBySelectors(selectors: readonly Selector[]): (item: unknown) => number {
  const kinds = new Map<string, { id: (live: unknown) => GoKey | undefined; first: Map<GoKey, number> }>();
  selectors.forEach((selector, rank) => {
    const key = selectorKey(selector);
    let kind = kinds.get(key.kind);
    if (kind === undefined) kinds.set(key.kind, (kind = { id: key.id, first: new Map() }));
    if (!kind.first.has(key.wanted)) kind.first.set(key.wanted, rank);
  });
  return (item) => {
    let best = -1;
    for (const { id, first } of kinds.values()) {
      const identity = id(item);
      const rank = identity === undefined ? undefined : first.get(identity);
      if (rank !== undefined && (best < 0 || rank < best)) best = rank;
    }
    return best;
  };
}

function heapPush(heap: number[], value: number): void {
  let at = heap.length;
  heap.push(value);
  while (at > 0) {
    const parent = (at - 1) >> 1;
    if (heap[parent]! <= value) break;
    heap[at] = heap[parent]!;
    at = parent;
  }
  heap[at] = value;
}

function heapPop(heap: number[]): number {
  const top = heap[0]!;
  const last = heap.pop()!;
  if (heap.length === 0) return top;
  let at = 0;
  for (;;) {
    const left = 2 * at + 1;
    if (left >= heap.length) break;
    const child = left + 1 < heap.length && heap[left + 1]! < heap[left]! ? left + 1 : left;
    if (heap[child]! >= last) break;
    heap[at] = heap[child]!;
    at = child;
  }
  heap[at] = last;
  return top;
}
