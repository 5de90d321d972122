// What upstream's Go implementation does implicitly and its results depend on: `%v` strings
// (merge lists are diffed in the order of their keys' `%v` strings), Go's `sort.Sort` with
// a non-strict comparator, the element types apimachinery's JSON decoder produces (integers
// are int64, other numbers float64, and a list must hold one type), and the capacity of a
// decoded slice (which decides when merging writes into the live list in place).

import { StrategicMergePatchError } from "../errors.js";
import { canonical, isObject } from "../json.js";
import { indexPath } from "../path.js";

/** `fmt.Sprintf("%v", v)` of a decoded JSON value (objects and lists: any stable string). */
export function goString(value: unknown): string {
  if (value === null || value === undefined) return "<nil>";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") return isInt64(value) ? BigInt(value).toString() : goFloat(value);
  return canonical(value);
}

/** `%v` of a float64: the shortest digits, with an exponent when it is < -4 or >= 6 (`%g`). */
function goFloat(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [mantissa, exponent] = value.toExponential().split("e") as [string, string];
  const exp = Number(exponent);
  if (exp >= -4 && exp < 6) return String(value);
  return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
}

function isInt64(value: number): boolean {
  return Number.isInteger(value) && Math.abs(value) < 2 ** 63;
}

/** The Go type a decoded JSON value has (what `reflect.TypeOf` tells apart). */
export function goType(value: unknown): string {
  if (value === null || value === undefined) return "nil";
  if (Array.isArray(value)) return "slice";
  if (isObject(value)) return "map";
  if (typeof value === "number") return isInt64(value) ? "int64" : "float64";
  return typeof value;
}

/** Go's `==` on two decoded values (objects and lists, which Go cannot compare, by content). */
export function goEqual(a: unknown, b: unknown): boolean {
  if (goType(a) !== goType(b)) return false;
  return typeof a === "object" && a !== null ? canonical(a) === canonical(b) : a === b;
}

/**
 * A Map key that is equal for two decoded values exactly when `goEqual` holds: strings,
 * numbers, booleans and null are their own keys (a number's Go type follows from its value);
 * lists, objects and undefined become strings that start with U+0000, and so does a string
 * that starts with it, prefixed once more, so no two kinds collide. No allocation for scalars.
 */
export type GoKey = string | number | boolean | null;

export function goIdentity(value: unknown): GoKey {
  if (typeof value === "string") return value.charCodeAt(0) === 0 ? `\u0000${value}` : value;
  if (value === null || typeof value === "number" || typeof value === "boolean") return value;
  return `\u0000${goType(value)}:${value === undefined ? "" : canonical(value)}`;
}

/**
 * upstream sorts with `sort.Sort` and `Less(i, j) = StringsAreSorted([key(i), key(j)])`, i.e.
 * key(i) <= key(j): an insertion sort (lists up to 12 items; longer lists only differ when
 * keys are equal) that puts each item before the equal ones already placed, so items with
 * equal keys end up in reverse order. `key` is called once per item, with its index.
 */
export function goSortByKey<T>(items: readonly T[], key: (item: T, index: number) => string): T[] {
  const keyed = items.map((item, index) => ({ item, key: key(item, index), index }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.index - a.index));
  return keyed.map((entry) => entry.item);
}

/**
 * upstream's deduplicateScalars, in place on `items`: for each i in turn, every later copy of
 * items[i] is overwritten by the current last item (which is checked again), shrinking the
 * list. Returns the new length. Same result as that double loop, in O(n log n): the positions
 * of each value are known, and a value is only ever looked for once (at its first position).
 */
export function dedupeInPlace(items: unknown[], length: number): number {
  const ids = items.slice(0, length).map(goIdentity);
  const positions = new Map<GoKey, number[]>();
  ids.forEach((id, position) => {
    const list = positions.get(id);
    if (list === undefined) positions.set(id, [position]);
    else list.push(position);
  });
  let last = length - 1;
  for (let i = 0; i < last; i++) {
    const id = ids[i]!;
    const list = positions.get(id);
    positions.delete(id);
    if (list === undefined || list.length < 2) continue;
    const copies = laterCopies(list, ids, id, i, last);
    let lo = 0;
    let hi = copies.length - 1;
    while (lo <= hi) {
      const j = copies[lo++]!;
      // the inner loop at j: take the last item while it is a copy too, then one that is not
      while (j !== last && hi >= lo && copies[hi] === last) {
        hi--;
        last--;
      }
      if (j === last) {
        last--;
        break;
      }
      items[j] = items[last];
      ids[j] = ids[last]!;
      positions.get(ids[j]!)?.push(j);
      last--;
    }
  }
  return last + 1;
}

/** The positions in (i, last] that still hold `id`, ascending and distinct. */
function laterCopies(list: readonly number[], ids: readonly GoKey[], id: GoKey, i: number, last: number): number[] {
  const copies = list.filter((position) => position > i && position <= last && ids[position] === id).sort((a, b) => a - b);
  return copies.filter((position, index) => index === 0 || copies[index - 1] !== position);
}

const SIZE_CLASSES = [
  288, 320, 352, 384, 416, 448, 480, 512, 576, 640, 704, 768, 896, 1024, 1152, 1280, 1408, 1536, 1792, 2048, 2304, 2688,
  3072, 3200, 3456, 4096, 4864, 5376, 6144, 6528, 6784, 6912, 8192, 9472, 9728, 10240, 10880, 12288, 13568, 14336, 16384,
  18432, 19072, 20480, 21760, 24576, 27264, 28672, 32768,
];

/** The capacity of a decoded JSON list of `length` items: grown by `append` from empty (16-byte elements). */
export function decodedCapacity(length: number): number {
  let capacity = 0;
  while (capacity < length) capacity = grow(capacity);
  return capacity;
}

/** Go's growslice for one more element of 16 bytes: double below 256, then ~1.25x, rounded to a size class. */
function grow(capacity: number): number {
  if (capacity === 0) return 1;
  const wanted = capacity < 256 ? capacity * 2 : capacity + Math.floor((capacity + 3 * 256) / 4);
  const bytes = wanted * 16;
  if (bytes <= 256) return wanted;
  const rounded = bytes > 32768 ? Math.ceil(bytes / 8192) * 8192 : SIZE_CLASSES.find((size) => size >= bytes)!;
  return Math.floor(rounded / 16);
}

/**
 * upstream's sliceElementType over the items of one or more lists: they must all have one Go
 * type, and not be lists. "map" for objects, "scalar" otherwise, undefined when there are no items.
 */
export function elementKind(lists: readonly (readonly unknown[])[], path: string): "map" | "scalar" | undefined {
  let first: string | undefined;
  for (const list of lists) {
    list.forEach((item, index) => {
      const type = goType(item);
      if (type === "slice") throw new StrategicMergePatchError("smp.invalidListItem", indexPath(path, index), "lists of lists are not supported");
      first ??= type;
      if (type !== first) throw new StrategicMergePatchError("smp.invalidListItem", indexPath(path, index), `list items are not all of one type (${first} and ${type})`);
    });
  }
  return first === undefined ? undefined : first === "map" ? "map" : "scalar";
}
