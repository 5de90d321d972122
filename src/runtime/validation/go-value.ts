// The Go value a field of a validated object holds, read from its JSON: what validation-gen's
// generated code sees after the API server decoded the object. An absent or null builtin is
// its zero value, an absent pointer nil, an absent slice or map nil (length 0), an absent
// struct value its zero struct.

import { hasOwn, isObject, own, type Obj } from "../json.js";
import type { FieldTable } from "../tables.js";

/** Go's nil. */
export const NIL = undefined;

/** The field's Go value in `object` (undefined: nil). */
export function goFieldValue(field: FieldTable, object: Obj, name: string): unknown {
  const raw = hasOwn(object, name) ? own(object, name) : undefined;
  if (raw !== null && raw !== undefined) return raw;
  if (field.goShape === "value") return zeroOf(field);
  if (field.goShape === "struct") return {};
  return NIL;
}

function zeroOf(field: FieldTable): unknown {
  switch (field.kind) {
    case "string": return "";
    case "integer":
    case "number": return 0;
    case "boolean": return false;
    default: return NIL;
  }
}

/** Whether the Go value is its type's zero value (nil, "", 0, false, an empty slice or map). */
export function isZero(field: FieldTable, value: unknown): boolean {
  if (value === NIL || value === null) return true;
  switch (field.goShape) {
    case "slice": return Array.isArray(value) && value.length === 0;
    case "map": return isObject(value) && Object.keys(value).length === 0;
    case "value": return value === "" || value === 0 || value === false;
    default: return false;
  }
}

/**
 * equality.Semantic.DeepEqual on the decoded values: nil and empty slices and maps are equal,
 * and inside structs an absent member equals its zero value (JSON cannot tell them apart after
 * decoding into Go).
 */
export function semanticEqual(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => semanticEqual(item, b[i]));
  if (isObject(a)) {
    if (!isObject(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const x = member(a, key);
      const y = member(b, key);
      if (!semanticEqual(x, y) && !(isNil(x) && isZeroScalar(y)) && !(isNil(y) && isZeroScalar(x))) return false;
    }
    return true;
  }
  return a === b;
}

function member(object: Obj, key: string): unknown {
  return hasOwn(object, key) ? own(object, key) : NIL;
}

function isNil(value: unknown): boolean {
  return value === null || value === undefined;
}

function isZeroScalar(value: unknown): boolean {
  return value === "" || value === 0 || value === false;
}

/** nil, an empty list or map. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isObject(value) && Object.keys(value).length === 0;
}

/** len(s) of a Go string: its UTF-8 bytes. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** utf8.RuneCountInString. */
export function runeCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
