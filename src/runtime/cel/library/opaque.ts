// Kubernetes' CEL types (Quantity, URL, IP, CIDR, Semver, Format) as @bufbuild/cel values:
// a map of one hidden key (`@type`) to a canonical text, so that `==` compares the values as
// cel-go's Equal does (the canonical text is equal exactly when the values are), and a
// WeakMap from that map to the parsed value our functions read.

import { celMap, isCelMap, type CelMap, type CelValue } from "@bufbuild/cel";
import { noSuchOverload } from "./values.js";

const NATIVE = new WeakMap<object, { readonly type: string; readonly value: unknown }>();

export function opaque(type: string, canonical: string, value: unknown): CelMap {
  const map = celMap(new Map([[`@${type}`, canonical]]));
  NATIVE.set(map, { type, value });
  return map;
}

/** The parsed value of a `type` value, or undefined when `value` is not one. */
export function nativeOf<T>(value: CelValue, type: string): T | undefined {
  if (!isCelMap(value)) return undefined;
  const found = NATIVE.get(value);
  return found !== undefined && found.type === type ? (found.value as T) : undefined;
}

export function expect<T>(value: CelValue, type: string, fn: string): T {
  const found = nativeOf<T>(value, type);
  if (found === undefined) throw noSuchOverload(fn);
  return found;
}
