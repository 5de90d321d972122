// What upstream's test does to the documents of its YAML test cases before comparing them
// (sortMergeListsByName in patch.go): merge lists of maps sorted by the `%v` string of their
// merge key, merge lists of scalars deduplicated and sorted, `$retainKeys` and
// `$deleteFromPrimitiveList/…` sorted; other lists untouched. Reproduced here with our tables
// so that our results can be compared with the expected documents byte for byte, as upstream does.

import type { ElementTable, FieldTable, Tables } from "../../src/runtime/index.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

/** Where a value sits: a struct (its definition), a map (its value schema) or unknown. */
type Place = { readonly def: string } | { readonly values: ElementTable | undefined } | undefined;

export function sortMergeLists(tables: Tables, type: string, document: Json): Json {
  return isObject(document) ? sortMap(tables, { def: type }, document) : document;
}

function sortMap(tables: Tables, place: Place, map: Obj): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(map)) {
    if (key === "$retainKeys" || key.startsWith("$deleteFromPrimitiveList")) out[key] = Array.isArray(value) ? goSort(value.slice(), goString) : value;
    else if (key.startsWith("$setElementOrder") || key === "$patch") out[key] = value;
    else out[key] = sortValue(tables, child(tables, place, key), value);
  }
  return out;
}

function sortValue(tables: Tables, element: FieldTable | undefined, value: Json): Json {
  if (isObject(value)) return sortMap(tables, placeOf(element), value);
  if (!Array.isArray(value) || value.length === 0 || element?.kind !== "array") return value;
  const strategies = (element.patchStrategy ?? "").split(",").filter((s) => s !== "retainKeys");
  if (!strategies.includes("merge")) return value;
  if (!isObject(value[0])) return goSort(dedupe(value.slice()), goString);
  const items = value.map((item) => (isObject(item) ? sortMap(tables, placeOf(element.items), item) : item));
  const key = element.patchMergeKey ?? "";
  return goSort(items, (item) => goString(isObject(item) ? item[key] : undefined));
}

function child(tables: Tables, place: Place, key: string): FieldTable | undefined {
  if (place === undefined) return undefined;
  if ("values" in place) return place.values;
  return tables[place.def]?.fields[key];
}

function placeOf(element: ElementTable | undefined): Place {
  if (element?.ref !== undefined) return { def: element.ref };
  if (element?.kind === "map") return { values: element.values };
  return undefined;
}

/** Go's sort.Sort with upstream's Less (`StringsAreSorted([a, b])`, i.e. a <= b): insertion sort for up to 12 items. */
function goSort<T>(items: T[], key: (item: T) => string): T[] {
  for (let i = 1; i < items.length; i++) {
    for (let j = i; j > 0 && key(items[j]!) <= key(items[j - 1]!); j--) [items[j], items[j - 1]] = [items[j - 1]!, items[j]!];
  }
  return items;
}

/** upstream's deduplicateScalars: a duplicate is replaced by the last item. */
function dedupe(items: Json[]): Json[] {
  let length = items.length - 1;
  for (let i = 0; i < length; i++) {
    for (let j = i + 1; j <= length; j++) {
      if (items[i] === items[j]) {
        items[j] = items[length]!;
        items.length = length;
        length--;
        j--;
      }
    }
  }
  return items;
}

/**
 * `fmt.Sprintf("%v", v)` for the JSON values apimachinery's util/json decodes: integers become
 * int64 (plain digits), other numbers float64.
 */
export function goString(value: unknown): string {
  if (value === null || value === undefined) return "<nil>";
  if (typeof value === "number") return Number.isInteger(value) && Math.abs(value) < 2 ** 63 ? BigInt(value).toString() : goFloat(value);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** `%v` of a float64: shortest digits, exponent form when the exponent is < -4 or >= 6. */
function goFloat(value: number): string {
  const [mantissa, exponent] = value.toExponential().split("e") as [string, string];
  const exp = Number(exponent);
  if (exp < -4 || exp >= 6) return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  return String(value);
}

function isObject(value: unknown): value is Obj {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
