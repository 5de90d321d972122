// controller-gen's marker argument syntax, read as controller-tools' marker parser reads
// it (what it accepts and what it refuses, and the values it makes):
//   +name                      a marker without arguments
//   +name=value                one anonymous argument
//   +name:arg=value,arg=value  named arguments
// The text is tokenized by Go's text/scanner (go-text-scanner.ts). Strings are Go-quoted
// ("…" or `…`) or bare: the tokens up to `,` `;` `:` `}`. Integers and numbers are one
// number token, an optional `-` before it (no `+`); a bool is the identifier true or false.
// Lists are {a,b} or a;b (a bare a,b is one item and then "extra arguments"). An argument of
// any type (+kubebuilder:default, Enum's items) is guessed from its first token: a quoted
// string, {k: v} a map, {a, b} a list, a;b a list, true/false, a number, else a bare string.
// Every refusal is an error: controller-gen fails on a marker it cannot parse.

import { decodeGoString } from "../parse/go-string.js";
import { goQuote } from "../emit/go/literals.js";
import { goAtoi, goParseFloat } from "../parse/go-strconv.js";
import { EOF, Float, GoTextScanner, goQuoteRune, Ident, Int, RawString, String as StringToken, type Token } from "./go-text-scanner.js";

/**
 * `int` is Go's int (int64), `int32` wraps as Go's conversion does; `strings` a []string,
 * `list` a []any (+kubebuilder:validation:Enum); `raw` the JSON of +default.
 */
export type ArgType = "string" | "int" | "int32" | "number" | "bool" | "strings" | "list" | "any" | "raw";

export interface ArgField {
  /** The argument's name as written (e.g. `JSONPath`, `shortName`). */
  readonly name: string;
  readonly type: ArgType;
  readonly optional: boolean;
}

/** What follows a marker's name: nothing, one anonymous value, or named arguments. */
export type ArgSpec =
  | { readonly kind: "none" }
  | { readonly kind: "value"; readonly type: ArgType; readonly optional?: boolean }
  | { readonly kind: "fields"; readonly fields: readonly ArgField[] };

/** A JSON value: what an argument of type any (and every other) becomes. */
export type ArgValue = string | number | boolean | null | readonly ArgValue[] | { readonly [key: string]: ArgValue };

/** An unquoted value controller-gen reads other than as written (`x  y ;z`: "x  "; `a;;b`: ";b"). */
export interface MisreadString {
  readonly written: string;
  readonly value: string;
}

/** An int32 argument out of range: controller-gen keeps its low 32 bits. */
export interface WrappedInt {
  readonly written: string;
  readonly value: number;
}

export type ParsedArgs =
  | {
    readonly ok: true;
    readonly value: ArgValue | undefined;
    readonly fields: Readonly<Record<string, ArgValue>>;
    readonly wrapped: readonly WrappedInt[];
    /** Integers beyond 2^53 that a JavaScript number does not hold exactly. */
    readonly inexact: readonly string[];
    readonly misread: readonly MisreadString[];
    /** For an any-typed value: its Go type as controller-gen guessed it (%T: int, float64, []string, …). */
    readonly goType?: string;
  }
  | { readonly ok: false; readonly error: string; readonly unknownArgument?: string };

/** The parser's state: the scanner, controller-gen's errors in order, and the notes. */
interface State {
  readonly scanner: GoTextScanner;
  readonly raw: string;
  readonly errors: string[];
  readonly wrapped: WrappedInt[];
  readonly inexact: string[];
  readonly misread: MisreadString[];
  goType?: string;
  /** How deep lists and maps nest here (bounded: a hostile marker must not exhaust the stack). */
  depth: number;
}

const maxDepth = 64;

/** An argument's type as controller-tools' Argument describes it. */
type Arg =
  | { readonly type: "int" | "int32" | "number" | "string" | "bool" | "any" }
  | { readonly type: "slice" | "map"; readonly item: Arg };

const anyArg: Arg = { type: "any" };

function argOf(type: ArgType): Arg {
  switch (type) {
    case "strings":
      return { type: "slice", item: { type: "string" } };
    case "list":
      return { type: "slice", item: anyArg };
    case "raw":
      return anyArg; // not reached: +default is read as JSON
    default:
      return { type };
  }
}

/**
 * Parses a marker's arguments: `fields` is the text controller-gen parses — after the
 * first `=` for an anonymous value; for named arguments, from the last name segment
 * before that `=` (`+a:b:arg=v,x=y` gives `arg=v,x=y`); "" when there is no `=`.
 */
export function parseMarkerArgs(spec: ArgSpec, fields: string): ParsedArgs {
  if (spec.kind === "value" && spec.type === "raw") return parseJsonDefault(fields);
  const errors: string[] = [];
  const scanner = new GoTextScanner(fields, (message) => errors.push(message));
  const s: State = { scanner, raw: fields, errors, wrapped: [], inexact: [], misread: [], depth: 0 };
  let value: ArgValue | undefined;
  const out: Record<string, ArgValue> = Object.create(null) as Record<string, ArgValue>;
  let seen = false;
  let unknownArgument: string | undefined;
  if (spec.kind === "value" && scanner.peek() !== EOF) {
    value = parseArg(s, argOf(spec.type), false);
    seen = true;
  } else if (spec.kind === "fields" && scanner.peek() !== EOF) {
    unknownArgument = parseNamed(s, spec.fields, out);
  }
  if (scanner.scan() !== EOF) s.errors.push(`extra arguments provided: ${goQuote(fields.slice(scanner.tokenOffset))}`);
  if (spec.kind === "value" && !seen && spec.optional !== true) s.errors.push('missing argument ""');
  if (spec.kind === "fields") {
    for (const field of spec.fields) if (!field.optional && !(field.name in out)) s.errors.push(`missing argument ${goQuote(field.name)}`);
  }
  if (s.errors.length > 0) return { ok: false, error: s.errors[0]!, ...(unknownArgument === undefined ? {} : { unknownArgument }) };
  return { ok: true, value, fields: out, wrapped: s.wrapped, inexact: s.inexact, misread: s.misread, ...(s.goType === undefined ? {} : { goType: s.goType }) };
}

/** `name=value` pairs separated by commas; the first unknown name, if any. */
function parseNamed(s: State, specs: readonly ArgField[], out: Record<string, ArgValue>): string | undefined {
  const { scanner } = s;
  while (expect(s, Ident, "argument name")) {
    const name = scanner.tokenText();
    if (!expect(s, 0x3d, "equals")) break;
    const spec = specs.find((f) => f.name === name);
    if (spec === undefined) {
      s.errors.push(`unknown argument ${goQuote(name)}`);
      return name;
    }
    const value = parseArg(s, argOf(spec.type), false);
    if (s.errors.length > 0) break;
    if (value !== undefined) out[name] = value;
    if (scanner.peek() === EOF || !expect(s, 0x2c, "comma")) break;
  }
  return undefined;
}

function expect(s: State, want: Token, what: string): boolean {
  if (s.scanner.scan() === want) return true;
  s.errors.push(`expected ${what}, got ${goQuote(s.scanner.tokenText())}`);
  return false;
}

function parseArg(s: State, arg: Arg, inSlice: boolean): ArgValue | undefined {
  if (s.depth > maxDepth) {
    if (s.errors.length === 0) s.errors.push(`lists and maps nest more than ${maxDepth} deep`);
    return undefined;
  }
  s.depth++;
  try {
    return parseArgOf(s, arg, inSlice);
  } finally {
    s.depth--;
  }
}

function parseArgOf(s: State, arg: Arg, inSlice: boolean): ArgValue | undefined {
  switch (arg.type) {
    case "number":
      return parseNumber(s);
    case "int":
    case "int32":
      return parseInt(s, arg.type === "int32");
    case "string":
      return parseString(s);
    case "bool":
      return parseBool(s);
    case "any": {
      const guessed = guessType(s, s.scanner, s.raw, !inSlice);
      s.goType ??= goTypeName(guessed);
      return parseArg(s, guessed, false);
    }
    case "slice":
      return parseSlice(s, arg.item);
    case "map":
      return parseMap(s, arg.item);
  }
}

/** A leading `-` read with peek, not peekNoSpace: `- 1` is -1, but ` -1` is not a number. */
function negative(s: State): boolean {
  if (s.scanner.peek() !== 0x2d) return false;
  s.scanner.scan();
  return true;
}

function parseNumber(s: State): number | undefined {
  const minus = negative(s);
  const tok = s.scanner.scan();
  if (tok !== Float && tok !== Int) {
    s.errors.push(`expected integer or float, got ${goQuote(s.scanner.tokenText())}`);
    return undefined;
  }
  const parsed = goParseFloat((minus ? "-" : "") + s.scanner.tokenText());
  if (!parsed.ok) s.errors.push(`unable to parse number: ${parsed.error}`);
  return parsed.ok ? parsed.value : undefined;
}

function parseInt(s: State, int32: boolean): number | undefined {
  const minus = negative(s);
  if (!expect(s, Int, "integer")) return undefined;
  const text = (minus ? "-" : "") + s.scanner.tokenText();
  const parsed = goAtoi(text);
  if (!parsed.ok) {
    s.errors.push(`unable to parse integer: ${parsed.error}`);
    return undefined;
  }
  const value = int32 ? BigInt.asIntN(32, parsed.value) : parsed.value;
  if (value !== parsed.value) s.wrapped.push({ written: text, value: Number(value) });
  if (BigInt(Number(value)) !== value) s.inexact.push(text);
  return Number(value);
}

function parseBool(s: State): boolean | undefined {
  if (!expect(s, Ident, "true or false")) return undefined;
  const text = s.scanner.tokenText();
  if (text === "true" || text === "false") return text === "true";
  s.errors.push(`expected true or false, got ${goQuote(text)}`);
  return undefined;
}

/** A quoted string, or the bare tokens up to `,` `;` `:` `}` (read with number tokens off). */
function parseString(s: State, scanner: GoTextScanner = s.scanner, raw: string = s.raw): string | undefined {
  const numbers = scanner.mode.numbers;
  scanner.mode.numbers = false;
  try {
    const tok = scanner.scan();
    if (tok === StringToken || tok === RawString) {
      const value = decodeGoString(scanner.tokenText());
      if (value === undefined) s.errors.push("unable to parse string: invalid syntax");
      return value;
    }
    const start = scanner.tokenOffset;
    for (let hint = scanner.peekNoSpace(); !isStringEnd(hint); hint = scanner.peekNoSpace()) scanner.scan();
    const value = raw.slice(start, scanner.tokenOffset + scanner.tokenText().length);
    // the last token is lost when spaces follow it; an empty value takes the separator after it and what follows
    const written = tok !== EOF && isStringEnd(tok) ? "" : raw.slice(start, scanner.offset).trimEnd();
    if (s.scanner === scanner && value !== written) s.misread.push({ written, value });
    return value;
  } finally {
    scanner.mode.numbers = numbers;
  }
}

const isStringEnd = (ch: number): boolean => ch === 0x2c || ch === 0x3b || ch === 0x3a || ch === 0x7d || ch === EOF;

/** `{a, b}` or the legacy `a;b`. */
function parseSlice(s: State, item: Arg): ArgValue[] | undefined {
  const { scanner } = s;
  const values: ArgValue[] = [];
  const push = (): void => {
    const value = parseArg(s, item, true);
    values.push(value ?? zeroOf(item));
  };
  if (scanner.peekNoSpace() === 0x7b) {
    scanner.scan();
    for (let hint = scanner.peekNoSpace(); hint !== 0x7d && hint !== EOF; hint = scanner.peekNoSpace()) {
      push();
      if (s.errors.length > 0) return undefined; // the marker fails: its first error is what is reported
      if (scanner.peekNoSpace() === 0x7d) break;
      if (!expect(s, 0x2c, "comma")) return undefined;
    }
    return expect(s, 0x7d, "close curly brace") ? values : undefined;
  }
  for (let hint = scanner.peekNoSpace(); hint !== 0x2c && hint !== 0x7d && hint !== EOF; hint = scanner.peekNoSpace()) {
    push();
    if (s.errors.length > 0) return undefined;
    const next = scanner.peekNoSpace();
    if (next === 0x2c || next === 0x7d || next === EOF) break;
    scanner.scan();
    if (next !== 0x3b) {
      s.errors.push(`expected comma, got ${goQuote(scanner.tokenText())}`);
      return undefined;
    }
  }
  return values;
}

/** `{key: value, …}`: keys are strings, values of any type. */
function parseMap(s: State, item: Arg): Record<string, ArgValue> | undefined {
  const { scanner } = s;
  const map = Object.create(null) as Record<string, ArgValue>;
  if (!expect(s, 0x7b, "open curly brace")) return undefined;
  for (let hint = scanner.peekNoSpace(); hint !== 0x7d && hint !== EOF; hint = scanner.peekNoSpace()) {
    const key = parseString(s) ?? "";
    if (!expect(s, 0x3a, "colon")) return undefined;
    map[key] = parseArg(s, item, false) ?? null;
    if (s.errors.length > 0) return undefined;
    if (scanner.peekNoSpace() === 0x7d) break;
    if (!expect(s, 0x2c, "comma")) return undefined;
  }
  return expect(s, 0x7d, "close curly brace") ? map : undefined;
}

/** Go's name of the type controller-gen makes for a guessed argument. */
function goTypeName(arg: Arg): string {
  switch (arg.type) {
    case "number":
      return "float64";
    case "int32":
      return "int";
    case "slice":
      return `[]${goTypeName(arg.item)}`;
    case "map":
      return "map[string]interface {}";
    case "any":
      return "interface {}";
    default:
      return arg.type;
  }
}

/** The Go zero value an element keeps when its parse failed (the marker fails anyway). */
function zeroOf(arg: Arg): ArgValue {
  return arg.type === "string" ? "" : arg.type === "bool" ? false : arg.type === "int" || arg.type === "int32" || arg.type === "number" ? 0 : null;
}

/**
 * controller-tools' guess of an any-typed argument's type, from a look-ahead over the rest
 * of the text (a second scanner; its errors count, as controller-gen's do).
 */
function guessType(s: State, scanner: GoTextScanner, raw: string, allowSlice: boolean, depth = 0): Arg {
  if (depth > maxDepth) {
    if (s.errors.length === 0) s.errors.push(`lists and maps nest more than ${maxDepth} deep`);
    return { type: "string" };
  }
  if (allowSlice) {
    const item = guessType(s, scanner, raw, false, depth + 1);
    const ahead = lookAhead(s, raw.slice(scanner.offset));
    let tok: Token;
    do tok = ahead.scan();
    while (tok !== 0x2c && tok !== EOF && tok !== 0x3b);
    return tok === 0x3b ? { type: "slice", item } : item;
  }
  const subRaw = raw.slice(scanner.offset);
  const sub = lookAhead(s, subRaw);
  let hint = sub.peekNoSpace();
  if (hint === 0x22 || hint === 0x27 || hint === 0x60) return { type: "string" };
  if (hint === 0x7b) {
    sub.scan();
    hint = sub.peekNoSpace();
    const first = guessType(s, sub, subRaw, false, depth + 1);
    if (first.type === "string") {
      parseString(s, sub, raw);
      if (sub.scan() === 0x3a || hint === 0x7d) return { type: "map", item: anyArg };
    }
    return { type: "slice", item: first };
  }
  if (hint === 0x74 || hint === 0x66) {
    if (sub.scan() === Ident && (sub.tokenText() === "true" || sub.tokenText() === "false")) return { type: "bool" };
    return { type: "string" };
  }
  let tok = sub.scan();
  if (tok === 0x2d) tok = sub.scan();
  return tok === Int ? { type: "int" } : tok === Float ? { type: "number" } : { type: "string" };
}

function lookAhead(s: State, text: string): GoTextScanner {
  return new GoTextScanner(text, (message) => s.errors.push(message));
}

/** +default=<JSON> (a `ref(…)` is openapi-gen's, left out); controller-gen unmarshals it with encoding/json. */
function parseJsonDefault(fields: string): ParsedArgs {
  const ok = (value: ArgValue | undefined): ParsedArgs => ({ ok: true, value, fields: Object.create(null) as Record<string, ArgValue>, wrapped: [], inexact: [], misread: [] });
  if (fields.trim().startsWith("ref(")) return ok(undefined);
  try {
    const value = JSON.parse(fields) as ArgValue;
    const huge = numberOutOfRange(fields);
    return huge === undefined ? ok(value) : { ok: false, error: `json: cannot unmarshal number ${huge} into Go value of type float64` };
  } catch {
    return { ok: false, error: jsonError(fields) };
  }
}

/** encoding/json's words where they are easy to tell (an empty text, a bad first character), else ours. */
function jsonError(text: string): string {
  const first = text.trimStart()[0];
  if (first === undefined) return "unexpected end of JSON input";
  if (!'{["-0123456789tfn'.includes(first)) return `invalid character ${goQuoteRune(first.codePointAt(0)!)} looking for beginning of value`;
  return `${goQuote(text)} is not JSON`;
}

/** The first number of a JSON text beyond float64's range (encoding/json refuses it; JSON.parse makes it Infinity). */
function numberOutOfRange(json: string): string | undefined {
  for (let i = 0; i < json.length; i++) {
    if (json[i] === '"') {
      for (i++; i < json.length && json[i] !== '"'; i++) if (json[i] === "\\") i++;
      continue;
    }
    const number = /^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/.exec(json.slice(i, i + 400))?.[0];
    if (number === undefined) continue;
    if (!Number.isFinite(Number(number))) return number;
    i += number.length - 1;
  }
  return undefined;
}
