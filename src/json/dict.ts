// Maps keyed by input text (definition names, JSON names, keys of user JSON). A plain `{}`
// is not safe for them: `obj["constructor"]` reads Object.prototype, and assigning
// `obj["__proto__"]` replaces the prototype instead of adding a key. These objects have no
// prototype, reads check own keys, and equality ignores prototypes.

/** An empty object without a prototype. */
export function dict<T = unknown>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** A prototype-free object from entries (later duplicates win, as with assignment). */
export function dictFrom<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const out = dict<T>();
  for (const [key, value] of entries) out[key] = value;
  return out;
}

/** The value of an own key, never one inherited from a prototype. */
export function own<T>(object: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

export function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/**
 * Equality of JSON values (objects, arrays, strings, numbers, booleans, null), whatever the
 * objects' prototypes; key order does not matter. Iterative: nesting depth is unbounded.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  const pending: [unknown, unknown][] = [[a, b]];
  while (pending.length > 0) {
    const [x, y] = pending.pop()!;
    if (x === y) continue;
    if (x === null || y === null || typeof x !== "object" || typeof y !== "object") return false;
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    const xKeys = Object.keys(x);
    if (xKeys.length !== Object.keys(y).length) return false;
    for (const key of xKeys) {
      if (!hasOwn(y, key)) return false;
      pending.push([(x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key]]);
    }
  }
  return true;
}
