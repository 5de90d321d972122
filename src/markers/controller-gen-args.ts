// controller-gen's marker argument syntax, read as controller-tools reads it:
//   +name                      a marker without arguments (or a bool argument, then true)
//   +name=value                one anonymous argument
//   +name:arg=value,arg=value  named arguments
// Values are Go-quoted ("…" or `…`) or bare strings, integers, numbers, true/false,
// lists ({a,b} or a;b) and, for arguments of any type (+kubebuilder:default), JSON-like
// values guessed from their first character: {k: v} maps, {a, b} lists, quoted strings,
// numbers, booleans, else a bare string.

import { decodeGoString } from "../parse/go-string.js";

/** `list` is a list of values of any type (+kubebuilder:validation:Enum); `raw` the text as written (+default's JSON). */
export type ArgType = "string" | "int" | "number" | "bool" | "strings" | "list" | "any" | "raw";

export interface ArgField {
  /** The argument's name as written (e.g. `JSONPath`, `shortName`). */
  readonly name: string;
  readonly type: ArgType;
  readonly optional: boolean;
}

/** What follows a marker's name: nothing, one anonymous value, or named arguments. */
export type ArgSpec =
  | { readonly kind: "none" }
  | { readonly kind: "value"; readonly type: ArgType }
  | { readonly kind: "fields"; readonly fields: readonly ArgField[] };

/** A JSON value: what an argument of type any (and every other) becomes. */
export type ArgValue = string | number | boolean | null | readonly ArgValue[] | { readonly [key: string]: ArgValue };

export type ParsedArgs =
  | { readonly ok: true; readonly value: ArgValue | undefined; readonly fields: Readonly<Record<string, ArgValue>> }
  | { readonly ok: false; readonly error: string; readonly unknownArgument?: string };

/**
 * Parses the text after a marker's name: `rest` is what follows `=` for an anonymous
 * value, or what follows `name:` for named arguments (undefined when nothing follows).
 */
export function parseMarkerArgs(spec: ArgSpec, rest: string | undefined): ParsedArgs {
  const fields: Record<string, ArgValue> = Object.create(null) as Record<string, ArgValue>;
  switch (spec.kind) {
    case "none":
      return { ok: true, value: undefined, fields };
    case "value": {
      if (rest === undefined) return spec.type === "bool" ? { ok: true, value: true, fields } : { ok: false, error: "expected a value after =" };
      const value = parseTyped(rest, spec.type);
      return isError(value) ? { ok: false, error: value.error } : { ok: true, value, fields };
    }
    case "fields":
      return parseFields(spec.fields, rest ?? "", fields);
  }
}

function parseFields(specs: readonly ArgField[], text: string, fields: Record<string, ArgValue>): ParsedArgs {
  for (const part of splitTopLevel(text, ",")) {
    if (part.trim() === "") continue;
    const eq = part.indexOf("=");
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    const spec = specs.find((s) => s.name === name);
    if (spec === undefined) return { ok: false, error: `unknown argument ${JSON.stringify(name)} (arguments: ${specs.map((s) => s.name).join(", ")})`, unknownArgument: name };
    if (eq === -1 && spec.type !== "bool") return { ok: false, error: `argument ${name} needs a value (${name}=…)` };
    const value = eq === -1 ? true : parseTyped(part.slice(eq + 1), spec.type);
    if (isError(value)) return { ok: false, error: `argument ${name}: ${value.error}` };
    fields[name] = value;
  }
  const missing = specs.filter((s) => !s.optional && !(s.name in fields)).map((s) => s.name);
  if (missing.length > 0) return { ok: false, error: `missing argument${missing.length > 1 ? "s" : ""} ${missing.join(", ")}` };
  return { ok: true, value: undefined, fields };
}

interface ArgError {
  readonly error: string;
}
type Typed = ArgValue | ArgError;

function isError(value: Typed): value is ArgError {
  return typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as { error?: unknown }).error === "string" && Object.getPrototypeOf(value) !== null;
}

function parseTyped(raw: string, type: ArgType): Typed {
  const text = raw.trim();
  switch (type) {
    case "string":
      return parseString(text);
    case "int":
      return /^[-+]?\d+$/.test(text) ? Number(text) : { error: `expected an integer, got ${JSON.stringify(text)}` };
    case "number":
      return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : { error: `expected a number, got ${JSON.stringify(text)}` };
    case "bool":
      return text === "true" ? true : text === "false" ? false : { error: `expected true or false, got ${JSON.stringify(text)}` };
    case "strings":
      return parseList(text, (item) => parseString(item.trim()));
    case "list":
      return parseList(text, (item) => parseAny(item.trim()));
    case "any":
      return parseAny(text);
    case "raw":
      return raw;
  }
}

function parseString(text: string): Typed {
  if (text.startsWith('"') || text.startsWith("`")) {
    const decoded = decodeGoString(text);
    return decoded === undefined ? { error: `malformed quoted string ${text}` } : decoded;
  }
  return text;
}

/** `{a,b}` or `a;b;c` (controller-gen's two list forms); a bare value is a list of one. */
function parseList(text: string, item: (text: string) => Typed): Typed {
  const braced = text.startsWith("{") && text.endsWith("}");
  const body = braced ? text.slice(1, -1) : text;
  if (!braced && body.trim() === "") return []; // `urls=`: controller-tools reads no item
  const parts = braced ? splitTopLevel(body, ",") : splitTopLevel(body, ";");
  // controller-tools stops at the end after a separator: `a;b;` and `{a,b,}` are two items (`a;;b` is three).
  if (parts.length > 1 && parts[parts.length - 1]!.trim() === "") parts.pop();
  const values: ArgValue[] = [];
  for (const part of parts) {
    if (braced && part.trim() === "" && parts.length === 1) break; // {} is empty
    const value = item(part);
    if (isError(value)) return value;
    values.push(value);
  }
  return values;
}

function parseAny(text: string): Typed {
  if (text.startsWith("{")) {
    if (!text.endsWith("}")) return { error: `unterminated ${text}` };
    const body = text.slice(1, -1);
    if (body.trim() === "") return Object.create(null) as Record<string, ArgValue>; // {} is an empty map
    return splitTopLevel(body, ",").some((p) => findTopLevel(p, ":") !== -1) ? parseMap(body) : parseList(text, (item) => parseAny(item.trim()));
  }
  if (text.startsWith('"') || text.startsWith("`")) return parseString(text);
  if (/^[-+]?\d+$/.test(text)) return Number(text);
  if (/^[-+]?(\d+\.\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return Number(text);
  if (text === "true" || text === "false") return text === "true";
  if (text.includes(";")) return parseList(text, (item) => parseAny(item.trim()));
  return text;
}

function parseMap(body: string): Typed {
  const map: Record<string, ArgValue> = Object.create(null) as Record<string, ArgValue>;
  for (const entry of splitTopLevel(body, ",")) {
    if (entry.trim() === "") continue;
    const colon = findTopLevel(entry, ":");
    if (colon === -1) return { error: `expected key: value, got ${JSON.stringify(entry.trim())}` };
    const key = parseString(entry.slice(0, colon).trim());
    if (typeof key !== "string") return { error: `malformed key ${entry.slice(0, colon).trim()}` };
    const value = parseAny(entry.slice(colon + 1).trim());
    if (isError(value)) return value;
    map[key] = value;
  }
  return map;
}

/** Splits at `separator` outside quotes and braces. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  scanTopLevel(text, (i, c) => {
    if (c === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    return false;
  });
  parts.push(text.slice(start));
  return parts;
}

/** The index of the first `char` of `text` outside quotes and braces, or -1. */
function findTopLevel(text: string, char: string): number {
  return scanTopLevel(text, (_, c) => c === char);
}

/** Calls `visit` with each character outside quotes and braces until it returns true; that index, or -1. */
function scanTopLevel(text: string, visit: (index: number, char: string) => boolean): number {
  let depth = 0;
  let quote = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== "") {
      if (c === "\\" && quote === '"') i++;
      else if (c === quote) quote = "";
      continue;
    }
    if (c === '"' || c === "`") quote = c;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") depth--;
    else if (depth === 0 && visit(i, c)) return i;
  }
  return -1;
}
