// Helpers the libraries share: cel-go's runtime errors, zero values, ordering and equality
// of CEL values as @bufbuild/cel hands them to functions (bigint int, number double, CelUint,
// string, boolean, Uint8Array, CelList, CelMap, null).

import { celError, isCelList, isCelMap, isCelUint, type CelError, type CelValue } from "@bufbuild/cel";

/** cel-go's error for a call whose argument types match no overload at run time. */
export function noSuchOverload(fn: string): CelError {
  return celError(`no such overload: ${fn}`);
}

export function zeroValue(value: CelValue): boolean {
  if (value === null || value === false || value === "" || value === 0 || value === 0n) return true;
  if (isCelUint(value)) return value.value === 0n;
  if (value instanceof Uint8Array) return value.length === 0;
  if (isCelList(value) || isCelMap(value)) return value.size === 0;
  return false;
}

function numeric(value: CelValue): number | bigint | undefined {
  if (typeof value === "bigint" || typeof value === "number") return value;
  if (isCelUint(value)) return value.value;
  return undefined;
}

/** cel-go's ordering of two comparable values (numbers across types, strings, bools, bytes); undefined when not comparable. */
export function compare(a: CelValue, b: CelValue): number | undefined {
  const [x, y] = [numeric(a), numeric(b)];
  if (x !== undefined && y !== undefined) {
    if (typeof x === "number" || typeof y === "number") return Math.sign(Number(x) - Number(y));
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
    return a.length - b.length;
  }
  return undefined;
}

/** CEL equality (heterogeneous numbers equal by value), iterative over lists and maps. */
export function equal(a: CelValue, b: CelValue): boolean {
  const stack: [CelValue, CelValue][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop()!;
    const [nx, ny] = [numeric(x), numeric(y)];
    if (nx !== undefined || ny !== undefined) {
      if (nx === undefined || ny === undefined || compare(x, y) !== 0) return false;
      continue;
    }
    if (isCelList(x) || isCelList(y)) {
      if (!isCelList(x) || !isCelList(y) || x.size !== y.size) return false;
      for (let i = 0; i < x.size; i++) stack.push([x.get(i) as CelValue, y.get(i) as CelValue]);
      continue;
    }
    if (isCelMap(x) || isCelMap(y)) {
      if (!isCelMap(x) || !isCelMap(y) || x.size !== y.size) return false;
      for (const [key, value] of x) {
        if (!y.has(key)) return false;
        stack.push([value, y.get(key) as CelValue]);
      }
      continue;
    }
    if (x instanceof Uint8Array && y instanceof Uint8Array) {
      if (compare(x, y) !== 0) return false;
      continue;
    }
    if (x !== y) return false;
  }
  return true;
}

export function list(value: CelValue, fn: string): readonly CelValue[] {
  if (!isCelList(value)) throw noSuchOverload(fn);
  return [...value] as CelValue[];
}

export function str(value: CelValue, fn: string): string {
  if (typeof value !== "string") throw noSuchOverload(fn);
  return value;
}

export function int(value: CelValue, fn: string): bigint {
  if (typeof value !== "bigint") throw noSuchOverload(fn);
  return value;
}

/** Code points, as cel-go indexes strings. */
export function codePoints(text: string): string[] {
  return Array.from(text);
}
