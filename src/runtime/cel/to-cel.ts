// A custom resource's values as the API server's CEL rules see them (apiserver
// common.UnstructuredToVal), typed by the schema node, and converted lazily as the server does
// (a value is converted, and found invalid, only when a rule reaches it):
// - a string of format duration, date or date-time is a duration or timestamp, byte is bytes;
// - `integer` is int, `number` is double (an integral JSON number too), int-or-string is
//   int or string, a value under preserve-unknown-fields keeps its JSON shape (integral
//   numbers int);
// - an object with properties (or an embedded resource, which also has apiVersion, kind and
//   metadata.name/generateName unless its schema declares them) is a map of its declared
//   properties reached by their escaped CEL names (`foo-bar` is `foo__dash__bar`; `self.if`
//   and `self.__if__` are both `if`), a null property counting as absent; an object with
//   additionalProperties is a map by its keys.
// The conversion of one value converts nothing below it: lists and maps convert their elements
// on access (MapView, listView).

import { offsetOf, withOffset } from "./library/zoned-time.js";
import { create } from "@bufbuild/protobuf";
import { DurationSchema, TimestampSchema } from "@bufbuild/protobuf/wkt";
import { celList, celMap, type CelValue } from "@bufbuild/cel";
import { hasOwn, isObject } from "../json.js";
import type { SchemaTable, Tables } from "../tables.js";
import { resolveSchema } from "../crd/schema-walk.js";
import { hasFormat } from "../crd/formats.js";
import { tagElements, tagList, tagObject } from "./library/values.js";

const RESERVED = new Set(["true", "false", "null", "in", "as", "break", "const", "continue", "else", "for", "function", "if", "import", "let", "loop", "package", "namespace", "return", "var", "void", "while"]);

/** A property name as CEL rules reach it (apiserver cel.Escape), or undefined when they cannot. */
export function escapeName(name: string): string | undefined {
  if (name === "" || /^[0-9]/.test(name)) return undefined;
  if (RESERVED.has(name)) return `__${name}__`;
  if (!/^[a-zA-Z0-9_./-]*$/.test(name)) return undefined;
  return name.replace(/__|[-./]/g, (s) => (s === "__" ? "__underscores__" : s === "-" ? "__dash__" : s === "." ? "__dot__" : "__slash__"));
}

const UNESCAPES: Readonly<Record<string, string>> = { underscores: "__", dot: ".", dash: "-", slash: "/" };

/** The property a CEL name selects (apiserver cel.Unescape), or undefined. */
export function unescapeName(escaped: string): string | undefined {
  let ok = true;
  const out = escaped.replace(/__[^_]+__/g, (s) => {
    const contents = s.slice(2, -2);
    if (hasOwn(UNESCAPES, contents)) return UNESCAPES[contents]!;
    if (RESERVED.has(contents)) {
      if (s.length !== escaped.length) ok = false;
      return contents;
    }
    ok = false;
    return "";
  });
  return ok ? out : undefined;
}

const META: SchemaTable = { type: "object", properties: { name: { type: "string" }, generateName: { type: "string" } } };

function typed(schema: SchemaTable | undefined, type: string): boolean {
  return schema !== undefined && schema.type === type;
}

/** The schema with apiVersion, kind and metadata (name, generateName), as the server types a resource root, unless it has them. */
export function withTypeAndObjectMeta(schema: SchemaTable): SchemaTable {
  const p = schema.properties;
  const meta = p?.["metadata"];
  if (p !== undefined && typed(p["kind"], "string") && typed(p["apiVersion"], "string") && typed(meta, "object") && typed(meta!.properties?.["name"], "string") && typed(meta!.properties?.["generateName"], "string")) return schema;
  return { ...schema, properties: { ...(p ?? {}), apiVersion: { type: "string" }, kind: { type: "string" }, metadata: META } };
}

export class InvalidData extends Error {}

export function toCel(tables: Tables, node: SchemaTable | undefined, value: unknown): CelValue {
  const schema = resolveSchema(tables, node);
  if (value === null || value === undefined) {
    if (schema.nullable === true) return null;
    throw new InvalidData("invalid data, got null for schema with nullable=false");
  }
  if (schema["x-kubernetes-int-or-string"] === true) {
    if (typeof value === "string") return value;
    if (typeof value === "number" && Number.isInteger(value)) return BigInt(value);
    throw new InvalidData("invalid data, expected XIntOrString value to be either a string or integer");
  }
  switch (schema.type) {
    case "object": return object(tables, schema, value);
    case "array": {
      if (!Array.isArray(value)) throw new InvalidData("invalid data, expected an array for the provided schema with type=array");
      if (schema.items === undefined) throw new InvalidData("invalid array type, expected Items with a non-empty Schema");
      const items = resolveSchema(tables, schema.items);
      const list = celList(listView(value, (item) => toCel(tables, items, item)));
      if (items.type === "string" && items.format === "duration") tagElements(list, "duration");
      else if (items.type === "number") tagElements(list, "double");
      const listType = schema["x-kubernetes-list-type"];
      const keys = (schema["x-kubernetes-list-map-keys"] ?? []).map((k) => escapeName(k) ?? k);
      return listType === "set" ? tagList(list, { kind: "set" }) : listType === "map" ? tagList(list, { kind: "map", keys }) : list;
    }
    case "string": return string(schema, value);
    case "number":
      if (typeof value !== "number") throw new InvalidData(`invalid data, expected float, got ${goType(value)}`);
      return value;
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value)) throw new InvalidData(`invalid data, expected int, got ${goType(value)}`);
      return BigInt(value);
    case "boolean":
      if (typeof value !== "boolean") throw new InvalidData(`invalid data, expected bool, got ${goType(value)}`);
      return value;
    default:
      if (schema["x-kubernetes-preserve-unknown-fields"] === true) return json(value);
      throw new InvalidData(`invalid type, expected object, array, number, integer, boolean or string, or no type with x-kubernetes-int-or-string or x-kubernetes-preserve-unknown-fields is true, got ${schema.type ?? ""}`);
  }
}

function goType(value: unknown): string {
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "number") return Number.isInteger(value) ? "int64" : "float64";
  return Array.isArray(value) ? "[]interface {}" : "map[string]interface {}";
}

/** An array whose elements are converted when read (what @bufbuild/cel's list reads: length, index, values()). */
function listView(items: readonly unknown[], convert: (item: unknown) => CelValue): CelValue[] {
  return new Proxy(items as unknown[], {
    get(target, prop) {
      if (prop === "length") return target.length;
      if (typeof prop === "string" && /^(0|[1-9]\d*)$/.test(prop)) return Number(prop) < target.length ? convert(target[Number(prop)]) : undefined;
      if (prop === "values" || prop === Symbol.iterator) return function* () { for (const item of target) yield convert(item); };
      return Reflect.get(target, prop) as unknown;
    },
  }) as unknown as CelValue[];
}

/** An object as a map whose values are converted when read: by escaped property name (an object with properties) or by key. */
class MapView implements ReadonlyMap<string, CelValue> {
  constructor(
    private readonly value: Readonly<Record<string, unknown>>,
    private readonly schemaOf: (key: string) => SchemaTable | undefined,
    private readonly isObject: boolean,
    private readonly convert: (schema: SchemaTable, value: unknown) => CelValue,
  ) {}

  private raw(key: string): string | undefined {
    const k = this.isObject ? unescapeName(key) : key;
    if (k === undefined || !hasOwn(this.value, k) || this.schemaOf(k) === undefined) return undefined;
    if (this.isObject && this.value[k] === null) return undefined;
    return k;
  }

  get(key: string): CelValue | undefined {
    if (typeof key !== "string") return undefined;
    const k = this.raw(key);
    return k === undefined ? undefined : this.convert(this.schemaOf(k)!, this.value[k]);
  }

  has(key: string): boolean {
    return typeof key === "string" && this.raw(key) !== undefined;
  }

  get size(): number {
    return [...this.keys()].length;
  }

  *keys(): MapIterator<string> {
    for (const k of Object.keys(this.value)) {
      if (this.schemaOf(k) === undefined) continue;
      yield this.isObject ? (escapeName(k) ?? k) : k;
    }
  }

  *entries(): MapIterator<[string, CelValue]> {
    for (const key of this.keys()) yield [key, this.get(key)!];
  }

  *values(): MapIterator<CelValue> {
    for (const key of this.keys()) yield this.get(key)!;
  }

  forEach(callback: (value: CelValue, key: string, map: ReadonlyMap<string, CelValue>) => void): void {
    for (const [key, v] of this.entries()) callback(v, key, this);
  }

  [Symbol.iterator](): MapIterator<[string, CelValue]> {
    return this.entries();
  }
}

function object(tables: Tables, node: SchemaTable, value: unknown): CelValue {
  if (!isObject(value)) throw new InvalidData("invalid data, expected a map for the provided schema with type=object");
  const schema = node["x-kubernetes-embedded-resource"] === true ? withTypeAndObjectMeta(node) : node;
  const convert = (sub: SchemaTable, v: unknown): CelValue => toCel(tables, sub, v);
  const properties = schema.properties;
  if (properties !== undefined) {
    const map = celMap(new MapView(value, (k) => (hasOwn(properties, k) ? properties[k] : undefined), true, convert));
    // only an object with fields its schema does not declare compares differently (values.ts objectEqual)
    const declared = (k: string): boolean => hasOwn(properties, k);
    return Object.keys(value).every(declared) ? map : tagObject(map, { value, declared, name: (k) => escapeName(k) ?? k });
  }
  if (isObject(schema.additionalProperties)) {
    const values = schema.additionalProperties;
    return celMap(new MapView(value, () => values, false, convert));
  }
  // nothing of it is reachable, but == still compares its fields (as JSON)
  return tagObject(celMap(new MapView(value, () => undefined, false, convert)), { value, declared: () => false, name: (k) => k });
}

function string(schema: SchemaTable, value: unknown): CelValue {
  if (typeof value !== "string") throw new InvalidData(`invalid data, expected string, got ${typeof value}`);
  switch (schema.format) {
    case "duration": return duration(value);
    case "date":
      if (!hasFormat("date", value)) throw new InvalidData(`Invalid date formatted string ${value}`);
      return timestamp(Date.parse(`${value}T00:00:00Z`), 0);
    case "date-time": {
      const millis = Date.parse(value);
      if (!hasFormat("date-time", value) || Number.isNaN(millis)) throw new InvalidData(`Invalid date-time formatted string ${value}`);
      const fraction = /\.(\d+)/.exec(value)?.[1] ?? "";
      // the offset it was written with stays (cel-go's time.Time keeps its location): zoned-time.ts
      return withOffset(timestamp(millis - (millis % 1000 + 1000) % 1000, Number(fraction.padEnd(9, "0").slice(0, 9))) as object, offsetOf(value)) as CelValue;
    }
    case "byte": {
      if (!hasFormat("byte", value)) throw new InvalidData(`Invalid byte formatted string ${value}`);
      return base64(value);
    }
    default: return value;
  }
}

function timestamp(millis: number, nanos: number): CelValue {
  return create(TimestampSchema, { seconds: BigInt(Math.floor(millis / 1000)), nanos }) as unknown as CelValue;
}

const UNITS: Readonly<Record<string, number>> = { ns: 1e-9, us: 1e-6, "µs": 1e-6, "μs": 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

/** strfmt.ParseDuration: Go durations plus days and weeks. */
function duration(text: string): CelValue {
  const re = /(\d+(?:\.\d*)?|\.\d+)\s*(ns|us|µs|μs|ms|s|m|h|d|w)/gy;
  let total = 0;
  let at = 0;
  const sign = text.startsWith("-") ? -1 : 1;
  const body = text.replace(/^[-+]/, "");
  for (let m = re.exec(body); m !== null; m = re.exec(body)) {
    total += Number(m[1]) * UNITS[m[2]!]!;
    at = re.lastIndex;
  }
  if (body === "" || at !== body.length) throw new InvalidData(`Invalid duration ${text}: time: invalid duration ${JSON.stringify(text)}`);
  const seconds = Math.trunc(total) * sign;
  const nanos = Math.round((total - Math.trunc(total)) * 1e9) * sign;
  return create(DurationSchema, { seconds: BigInt(seconds), nanos }) as unknown as CelValue;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Standard base64 (already checked by the byte format) to bytes. */
function base64(text: string): CelValue {
  const out: number[] = [];
  let bits = 0;
  let buffer = 0;
  for (const ch of text.replace(/=+$/, "")) {
    buffer = (buffer << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

/** JSON kept as it is (preserve-unknown-fields): objects maps, integral numbers int. */
function json(value: unknown): CelValue {
  if (Array.isArray(value)) return celList(value.map(json));
  if (isObject(value)) return celMap(new Map(Object.entries(value).map(([k, v]) => [k, json(v)])));
  if (typeof value === "number" && Number.isInteger(value)) return BigInt(value);
  return value as CelValue;
}
