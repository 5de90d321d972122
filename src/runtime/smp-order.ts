// Order of a merged list, as upstream: items named by the order list (`$setElementOrder`, else
// the patch list) follow that order; the other (server-only) items keep their relative order
// and are interleaved by their live positions: a server-only item goes before a named item
// that it preceded in the live list. A named item that is new goes as soon as it is reached.

export interface Placed {
  readonly value: unknown;
  /** Index in the live list, -1 for an item the patch added. */
  readonly origin: number;
}

/** `rank` gives an item's index in the order list, or -1 when the order list does not name it. */
export function arrange(items: readonly Placed[], rank: (value: unknown) => number): unknown[] {
  const ranked = items.map((item, index) => ({ item, rank: rank(item.value), index }));
  const named = ranked.filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
  const serverOnly = ranked.filter((entry) => entry.rank < 0).map((entry) => entry.item);
  return interleave(serverOnly, named);
}

function interleave(serverOnly: readonly Placed[], named: readonly Placed[]): unknown[] {
  const out: unknown[] = [];
  let i = 0;
  let j = 0;
  while (i < serverOnly.length || j < named.length) {
    const server = serverOnly[i];
    const next = named[j];
    const serverFirst = server !== undefined
      && (next === undefined || (next.origin >= 0 && server.origin < next.origin));
    if (serverFirst) {
      out.push(server.value);
      i++;
    } else {
      out.push(next!.value);
      j++;
    }
  }
  return out;
}
