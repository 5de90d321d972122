// Helpers the libraries share: cel-go's runtime errors, zero values, ordering and equality
// of CEL values as @bufbuild/cel hands them to functions (bigint int, number double, CelUint,
// string, boolean, Uint8Array, CelList, CelMap, null).

import { create } from "@bufbuild/protobuf";
import { DurationSchema } from "@bufbuild/protobuf/wkt";
import { celError, isCelList, isCelMap, isCelType, isCelUint, type CelError, type CelList, type CelMap, type CelValue } from "@bufbuild/cel";

/** cel-go's error for a call whose argument types match no overload at run time. */
export function noSuchOverload(fn: string): CelError {
  return celError(`no such overload: ${fn}`);
}

export function zeroValue(value: CelValue): boolean {
  if (value === null || value === false || value === "" || value === 0 || value === 0n) return true;
  if (isCelUint(value)) return value.value === 0n;
  if (value instanceof Uint8Array) return value.length === 0;
  if (isCelList(value) || isCelMap(value)) return value.size === 0;
  const time = timeValue(value);
  // Go's zero time.Time (0001-01-01) and zero duration
  if (time !== undefined) return time.nanos === (time.kind === "timestamp" ? -62135596800n * 1000000000n : 0n);
  return false;
}

function numeric(value: CelValue): number | bigint | undefined {
  if (typeof value === "bigint" || typeof value === "number") return value;
  if (isCelUint(value)) return value.value;
  return undefined;
}

/** A timestamp or duration (a protobuf message as @bufbuild/cel holds it): its kind and nanoseconds. */
export function timeValue(value: unknown): { readonly kind: "timestamp" | "duration"; readonly nanos: bigint } | undefined {
  if (typeof value !== "object" || value === null || !("message" in value)) return undefined;
  const message = (value as { message: { $typeName?: string; seconds?: bigint; nanos?: number } }).message;
  const kind = message.$typeName === "google.protobuf.Timestamp" ? "timestamp" : message.$typeName === "google.protobuf.Duration" ? "duration" : undefined;
  return kind === undefined ? undefined : { kind, nanos: (message.seconds ?? 0n) * 1000000000n + BigInt(message.nanos ?? 0) };
}

/** An object with properties as to-cel.ts makes it: its JSON and which keys its schema declares. */
interface RawObject {
  readonly value: Readonly<Record<string, unknown>>;
  readonly declared: (key: string) => boolean;
  /** The CEL name of a JSON key (escaped). */
  readonly name: (key: string) => string;
}

const RAW_OBJECTS = new WeakMap<object, RawObject>();

export function tagObject(map: CelMap, raw: RawObject): CelMap {
  RAW_OBJECTS.set(map, raw);
  return map;
}

/**
 * The server's equality of two objects with properties where one has fields its schema does
 * not declare (kept by preserve-unknown-fields): sizes by all fields, declared fields by CEL
 * equality, the others by their JSON.
 */
function objectEqual(x: CelMap, y: CelMap, push: (a: CelValue, b: CelValue) => void): boolean | undefined {
  const [a, b] = [RAW_OBJECTS.get(x), RAW_OBJECTS.get(y)];
  if (a === undefined || Object.keys(a.value).every(a.declared)) return undefined;
  if (b === undefined || Object.keys(a.value).length !== Object.keys(b.value).length) return false;
  for (const key of Object.keys(a.value)) {
    if (a.declared(key)) {
      const [v, w] = [x.get(a.name(key)), y.get(a.name(key))];
      if ((v === undefined) !== (w === undefined)) return false;
      if (v !== undefined) push(v as CelValue, w as CelValue);
    } else if (Object.hasOwn(b.value, key) && JSON.stringify(a.value[key]) !== JSON.stringify(b.value[key])) return false;
  }
  return true;
}

/** A duration value of that many nanoseconds. */
export function durationOf(nanos: bigint): CelValue {
  return create(DurationSchema, { seconds: nanos / 1000000000n, nanos: Number(nanos % 1000000000n) }) as unknown as CelValue;
}

const ELEMENT_TYPES = new WeakMap<object, "duration" | "double">();

/** What a list of the object holds when its schema says (an empty list's sum() is of that type). */
export function tagElements(list: CelList, type: "duration" | "double"): CelList {
  ELEMENT_TYPES.set(list, type);
  return list;
}

export function elementType(list: unknown): "duration" | "double" | undefined {
  return typeof list === "object" && list !== null ? ELEMENT_TYPES.get(list) : undefined;
}

type ListKind = { readonly kind: "set" } | { readonly kind: "map"; readonly keys: readonly string[] };

const LIST_KINDS = new WeakMap<object, ListKind>();

/** Marks a list as an x-kubernetes-list-type set or map list (its == and + differ: list-types.ts). */
export function tagList(list: CelList, kind: ListKind): CelList {
  LIST_KINDS.set(list, kind);
  return list;
}

export function listKind(list: unknown): ListKind | undefined {
  return typeof list === "object" && list !== null ? LIST_KINDS.get(list) : undefined;
}

/** A text equal for values CEL finds equal (numbers across types; lists, maps, timestamps and durations by content). */
export function keyOf(values: readonly CelValue[]): string {
  const out: string[] = [];
  const stack: unknown[] = [...values].reverse();
  while (stack.length > 0) {
    const v = stack.pop() as CelValue | string;
    const n = numeric(v as CelValue);
    const time = timeValue(v);
    if (n !== undefined) out.push(`n${typeof n === "number" && !Number.isInteger(n) ? n : BigInt(n)}`);
    else if (time !== undefined) out.push(`${time.kind}${time.nanos}`);
    else if (typeof v === "string") out.push(JSON.stringify(v));
    else if (v === null || typeof v === "boolean") out.push(String(v));
    else if (v instanceof Uint8Array) out.push(`b${[...v].join(",")}`);
    else if (isCelList(v)) stack.push("]", ...([...v] as CelValue[]).reverse(), "[");
    else if (isCelMap(v)) stack.push("}", ...[...v].sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)).flatMap(([k, x]) => [x as CelValue, JSON.stringify(String(k))]).reverse(), "{");
    else out.push("?");
  }
  return out.join(" ");
}

/** cel-go's ordering of two comparable values (numbers across types, strings, bools, bytes); undefined when not comparable. */
export function compare(a: CelValue, b: CelValue): number | undefined {
  const [x, y] = [numeric(a), numeric(b)];
  if (x !== undefined && y !== undefined) {
    if (typeof x === "number" || typeof y === "number") return Math.sign(Number(x) - Number(y));
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const [ta, tb] = [timeValue(a), timeValue(b)];
  if (ta !== undefined && tb !== undefined) return ta.kind !== tb.kind ? undefined : ta.nanos < tb.nanos ? -1 : ta.nanos > tb.nanos ? 1 : 0;
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
    const [tx, ty] = [timeValue(x), timeValue(y)];
    if (tx !== undefined || ty !== undefined) {
      if (tx === undefined || ty === undefined || compare(x, y) !== 0) return false;
      continue;
    }
    if (isCelList(x) || isCelList(y)) {
      if (!isCelList(x) || !isCelList(y) || x.size !== y.size) return false;
      if (listKind(x) !== undefined || listKind(y) !== undefined) {
        if (!unorderedEqual(x, y)) return false;
        continue;
      }
      for (let i = 0; i < x.size; i++) stack.push([x.get(i) as CelValue, y.get(i) as CelValue]);
      continue;
    }
    if (isCelMap(x) || isCelMap(y)) {
      if (!isCelMap(x) || !isCelMap(y)) return false;
      const byFields = objectEqual(x, y, (v, w) => stack.push([v, w]));
      if (byFields !== undefined) {
        if (!byFields) return false;
        continue;
      }
      if (x.size !== y.size) return false;
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
    if (isCelType(x) || isCelType(y)) {
      if (!isCelType(x) || !isCelType(y) || x.toString() !== y.toString()) return false;
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

function mapKey(item: CelValue, keys: readonly string[]): string {
  return keyOf(keys.map((k) => (isCelMap(item) ? ((item.get(k) as CelValue | undefined) ?? null) : null)));
}

/** A set or map list against a list of the same size: by membership, or by the items of the same keys (the tagged side decides). */
function unorderedEqual(a: CelList, b: CelList): boolean {
  const [x, y] = listKind(a) !== undefined ? [a, b] : [b, a];
  const kind = listKind(x)!;
  const left = [...x] as CelValue[];
  if (kind.kind === "set") {
    const members = new Set(left.map((v) => keyOf([v])));
    return ([...y] as CelValue[]).every((v) => members.has(keyOf([v])));
  }
  const byKey = new Map(left.map((v) => [mapKey(v, kind.keys), v]));
  return ([...y] as CelValue[]).every((v) => {
    const found = byKey.get(mapKey(v, kind.keys));
    return found !== undefined && equal(found, v);
  });
}

export { mapKey };
