// Which definitions can hold something a walker looks for (a validation-gen union, a
// declarative validation tag): the seeds and every definition from which one is reachable.
// The walkers do not enter the others. Linear in the tables; computed once per tables.

import type { DefinitionTable, ElementTable, Tables } from "./tables.js";

export type Seed = (def: DefinitionTable) => boolean;

const caches = new WeakMap<Seed, WeakMap<Tables, ReadonlySet<string>>>();

export function reachingDefinitions(tables: Tables, isSeed: Seed): ReadonlySet<string> {
  let cache = caches.get(isSeed);
  if (cache === undefined) caches.set(isSeed, (cache = new WeakMap()));
  const cached = cache.get(tables);
  if (cached !== undefined) return cached;
  const referrers = new Map<string, string[]>();
  const reach = new Set<string>();
  const queue: string[] = [];
  for (const name of Object.keys(tables)) {
    const def = tables[name]!;
    const seed = isSeed(def);
    for (const field of Object.values(def.fields)) {
      for (const ref of refsOf(field)) {
        const list = referrers.get(ref);
        if (list === undefined) referrers.set(ref, [name]);
        else list.push(name);
      }
    }
    if (seed) {
      reach.add(name);
      queue.push(name);
    }
  }
  while (queue.length > 0) {
    for (const referrer of referrers.get(queue.pop()!) ?? []) {
      if (!reach.has(referrer)) {
        reach.add(referrer);
        queue.push(referrer);
      }
    }
  }
  cache.set(tables, reach);
  return reach;
}

function refsOf(element: ElementTable): string[] {
  const refs: string[] = [];
  for (let current: ElementTable | undefined = element; current !== undefined; current = current.items ?? current.values) {
    if (current.ref !== undefined) refs.push(current.ref);
  }
  return refs;
}
