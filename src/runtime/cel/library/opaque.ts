// Kubernetes' CEL types (Quantity, URL, IP, CIDR, Semver, Format) as @bufbuild/cel values:
// a map of one hidden key (`@type`) to a canonical text, so that `==` compares the values as
// cel-go's Equal does (the canonical text is equal exactly when the values are), and a
// WeakMap from that map to the parsed value our functions read.

import { celFunc, celMap, CelScalar, celType, isCelMap, objectType, type CelFunc, type CelMap, type CelType, type CelValue } from "@bufbuild/cel";
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

/** Each type's CEL name, as `type(ip('1.2.3.4')) == net.IP` reads it. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  IP: "net.IP", CIDR: "net.CIDR", URL: "kubernetes.URL", Quantity: "kubernetes.Quantity", Semver: "kubernetes.Semver", Format: "kubernetes.NamedFormat",
};

const TYPES: ReadonlyMap<string, CelType> = new Map(Object.values(TYPE_NAMES).map((name) => [name, objectType(name)]));

/** The type names as variables (`net.IP`), for the bindings of every evaluation. */
export const TYPE_BINDINGS: Readonly<Record<string, CelType>> = Object.fromEntries(TYPES);

export const typeFunctions: readonly CelFunc[] = [
  // replaces @bufbuild/cel's own type() (the same signature), which sees our values as maps
  celFunc("type", [CelScalar.DYN], CelScalar.TYPE, (value) => {
    const found = isCelMap(value) ? NATIVE.get(value) : undefined;
    return found !== undefined ? TYPES.get(TYPE_NAMES[found.type]!)! : celType(value);
  }),
];
