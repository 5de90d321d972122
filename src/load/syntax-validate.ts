// The full shape of a cache entry's syntax facts (src/parse/syntax.ts), checked before any
// consumer walks them: an entry is written by this program, but the file is read back from
// disk, and a corrupted or planted one whose header is intact (anyone can recompute a hash)
// must be a miss, never a crash (`types: [{"bogus": 1}, 5, null]` once was, on every run).
// Every field of every record is checked, with its type; a key the record does not have is
// refused too. The walk is iterative: type expressions nest deeply.

import type { GoFileSyntax } from "../parse/syntax.js";

/** A field's type: a primitive, a record (by name), a list of one, or optional (`?`, absent in JSON). */
type FieldType = string;
type RecordSpec = Readonly<Record<string, FieldType>>;

const records: Readonly<Record<string, RecordSpec>> = {
  file: { path: "string", packageName: "string", packageDoc: "docLine[]", imports: "import[]", types: "typeSpec[]", consts: "constSpec[]", methods: "method[]", commentGroups: "docLine[][]", packageComments: "docLine[][]", errors: "syntaxError[]" },
  span: { file: "string", line: "position", col: "position" },
  docLine: { text: "string", span: "span", block: "true?" },
  import: { alias: "string?", path: "string", span: "span" },
  typeSpec: { name: "string", span: "span", isAlias: "boolean", hasTypeParams: "boolean", type: "type", doc: "docLine[]", above: "docLine[]" },
  constSpec: { name: "string", span: "span", type: "type?", value: "value?", doc: "docLine[]" },
  method: { receiver: "string", pointerReceiver: "boolean", name: "string", paramTypes: "string[]", resultTypes: "string[]", returns: "value?", span: "span" },
  syntaxError: { code: "errorCode", span: "span", args: "string[]" },
  field: { names: "fieldName[]", type: "type", embedded: "boolean", tag: "tag?", doc: "docLine[]", above: "docLine[]", span: "span" },
  fieldName: { name: "string", span: "span" },
  tag: { value: "string", span: "span" },
};

/** Tagged unions: the record of each `kind`. */
const unions: Readonly<Record<string, Readonly<Record<string, RecordSpec>>>> = {
  type: {
    ident: { name: "string", span: "span" },
    qualified: { pkg: "string", name: "string", span: "span" },
    pointer: { elem: "type", span: "span" },
    slice: { elem: "type", span: "span" },
    array: { elem: "type", span: "span" },
    map: { key: "type", value: "type", span: "span" },
    struct: { fields: "field[]", span: "span" },
    interface: { empty: "boolean", span: "span" },
    other: { text: "string", span: "span" },
  },
  value: {
    string: { value: "string" },
    number: { text: "string" },
    bool: { value: "boolean" },
    nil: {},
    ident: { name: "string" },
    qualified: { pkg: "string", name: "string" },
    concat: { parts: "value[]" },
    conversion: { type: "string", arg: "value" },
    strings: { values: "string[]" },
    other: { text: "string" },
  },
};

const primitives: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (v) => typeof v === "string",
  boolean: (v) => typeof v === "boolean",
  true: (v) => v === true,
  position: (v) => Number.isSafeInteger(v) && (v as number) >= 1,
  errorCode: (v) => v === "OM1001" || v === "OM1070" || v === "OM1073",
};

/** Whether `value` has exactly the shape of a file's syntax facts. */
export function isSyntaxFacts(value: unknown): value is GoFileSyntax {
  const pending: [unknown, FieldType][] = [[value, "file"]];
  while (pending.length > 0) {
    const [item, type] = pending.pop()!;
    if (!conforms(item, type, pending)) return false;
  }
  return true;
}

/** Checks `value` against `type` one level deep; what lies deeper is pushed onto `pending`. */
function conforms(value: unknown, type: FieldType, pending: [unknown, FieldType][]): boolean {
  if (type.endsWith("[]")) {
    if (!Array.isArray(value)) return false;
    const item = type.slice(0, -2);
    for (const element of value) pending.push([element, item]);
    return true;
  }
  const primitive = primitives[type];
  if (primitive !== undefined) return primitive(value);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const union = unions[type];
  const spec = union === undefined ? records[type] : Object.hasOwn(union, (value as { kind?: unknown }).kind as string) ? union[(value as { kind: string }).kind] : undefined;
  if (spec === undefined) return false;
  return conformsToRecord(value as Record<string, unknown>, spec, union !== undefined, pending);
}

function conformsToRecord(value: Record<string, unknown>, spec: RecordSpec, tagged: boolean, pending: [unknown, FieldType][]): boolean {
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(spec, key) && !(tagged && key === "kind")) return false;
  }
  for (const [key, type] of Object.entries(spec)) {
    const optional = type.endsWith("?");
    if (!Object.hasOwn(value, key)) {
      if (optional) continue;
      return false;
    }
    pending.push([value[key], optional ? type.slice(0, -1) : type]);
  }
  return true;
}
