// JSON helpers shared by the union and strategic-merge-patch code. No Node APIs: the runtime
// must also run in browsers.

export type JsonScalar = null | boolean | number | string;
export type JsonValue = JsonScalar | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** A mutable JSON object while we build results (inputs are never written to). */
export type Obj = Record<string, unknown>;

export function isObject(value: unknown): value is Obj {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

export function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** Own property or undefined: never reads through the prototype (`constructor`, `__proto__`). */
export function own(object: object, key: string): unknown {
  return hasOwn(object, key) ? (object as Obj)[key] : undefined;
}

/** "Set" in the union and merge-key sense: present and not null. */
export function isSet(object: object, key: string): boolean {
  const value = own(object, key);
  return value !== undefined && value !== null;
}

/**
 * Assigns an own property. A plain `o[k] = v` with k === "__proto__" would change the
 * prototype instead of creating the key that JSON.parse produced.
 */
export function put(object: Obj, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    object[key] = value;
  }
}

/** Shallow copy that keeps a `__proto__` own key as a key. */
export function copyObject(object: object): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(object)) put(out, key, value);
  return out;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => hasOwn(b, key) && deepEqual(a[key], b[key]));
}

/** A canonical string for a JSON value (object keys sorted), used as a map key for identities. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return value === undefined ? "undefined" : JSON.stringify(value);
}
