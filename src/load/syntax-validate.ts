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

/**
 * Whether `value` has exactly the shape of a file's syntax facts. With `display`, the same
 * walk gives the file and each of its spans that path (decoding does both: one walk, not two).
 */
export function isSyntaxFacts(value: unknown, display?: string): value is GoFileSyntax {
  // Two parallel stacks, not a stack of pairs: a pair per value visited was most of what decoding allocated.
  const pending: Pending = { values: [value], types: [compiled.get("file")!] };
  while (pending.values.length > 0) {
    if (!conforms(pending.values.pop(), pending.types.pop()!, pending, display)) return false;
  }
  if (display !== undefined) (value as { path: string }).path = display;
  return true;
}

/** What is left to check: each value with the type it must have. */
interface Pending {
  readonly values: unknown[];
  readonly types: Compiled[];
}

// The specs above, compiled once into objects the walk reads without parsing type strings.
type Compiled =
  | { readonly t: "list"; readonly item: Compiled }
  | { readonly t: "primitive"; readonly test: (value: unknown) => boolean }
  | CompiledRecord
  | { readonly t: "union"; readonly kinds: ReadonlyMap<string, CompiledRecord> };

interface CompiledRecord {
  readonly t: "record";
  readonly fields: { key: string; type: Compiled; optional: boolean }[];
  readonly keys: ReadonlySet<string>;
  readonly tagged: boolean;
  /** A span: its `file` is the display path. */
  readonly span: boolean;
}

const compiled = new Map<string, Compiled>();
const pendingFields: [CompiledRecord, RecordSpec][] = [];

function compileRecord(name: string, spec: RecordSpec, tagged: boolean): CompiledRecord {
  const record: CompiledRecord = { t: "record", fields: [], keys: new Set(tagged ? [...Object.keys(spec), "kind"] : Object.keys(spec)), tagged, span: name === "span" };
  pendingFields.push([record, spec]);
  return record;
}

function compileType(type: FieldType): Compiled {
  const known = compiled.get(type);
  if (known !== undefined) return known;
  if (!type.endsWith("[]")) throw new Error(`unknown type ${type}`);
  const list: Compiled = { t: "list", item: compileType(type.slice(0, -2)) };
  compiled.set(type, list);
  return list;
}

for (const [name, test] of Object.entries(primitives)) compiled.set(name, { t: "primitive", test });
for (const [name, spec] of Object.entries(records)) compiled.set(name, compileRecord(name, spec, false));
for (const [name, kinds] of Object.entries(unions)) {
  compiled.set(name, { t: "union", kinds: new Map(Object.entries(kinds).map(([kind, spec]) => [kind, compileRecord(`${name}.${kind}`, spec, true)])) });
}
for (const [record, spec] of pendingFields) {
  for (const [key, type] of Object.entries(spec)) {
    const optional = type.endsWith("?");
    record.fields.push({ key, type: compileType(optional ? type.slice(0, -1) : type), optional });
  }
}

/** Checks `value` against `type` one level deep; what lies deeper is pushed onto `pending`. */
function conforms(value: unknown, type: Compiled, pending: Pending, display: string | undefined): boolean {
  switch (type.t) {
    case "list":
      if (!Array.isArray(value)) return false;
      for (let i = 0; i < value.length; i++) if (!check(value[i], type.item, pending)) return false;
      return true;
    case "primitive":
      return type.test(value);
    case "record":
    case "union": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
      const kind = (value as { kind?: unknown }).kind;
      const record = type.t === "record" ? type : typeof kind === "string" ? type.kinds.get(kind) : undefined;
      if (record === undefined) return false;
      if (!conformsToRecord(value as Record<string, unknown>, record, pending)) return false;
      if (record.span && display !== undefined) (value as { file: string }).file = display;
      return true;
    }
  }
}

function conformsToRecord(value: Record<string, unknown>, record: CompiledRecord, pending: Pending): boolean {
  for (const key in value) {
    if (!record.keys.has(key) || !Object.hasOwn(value, key)) return false;
  }
  const fields = record.fields;
  for (let i = 0; i < fields.length; i++) {
    const { key, type, optional } = fields[i]!;
    if (!Object.hasOwn(value, key)) {
      if (optional) continue;
      return false;
    }
    if (!check(value[key], type, pending)) return false;
  }
  return true;
}

/** Checks a primitive at once; defers anything else to `pending`. */
function check(value: unknown, type: Compiled, pending: Pending): boolean {
  if (type.t === "primitive") return type.test(value);
  pending.values.push(value);
  pending.types.push(type);
  return true;
}
