// controller-gen's options are markers without the `+` (`crd:maxDescLen=0`, `paths={./a,./b}`,
// `output:crd:artifacts:config=DIR`), parsed as controller-tools parses a marker's arguments:
// a Go tokenizer, bare strings up to `,` `;` `:` `}`, Go-quoted strings, lists as `{a,b}` or
// `a;b`, every error collected with its position and printed as controller-gen prints it.

import { decodeGoString } from "../parse/go-string.js";
import { OptionScanner } from "./option-scanner.js";

export type OptionType = "string" | "int" | "bool" | "strings";

export interface OptionField {
  /** As written on the command line (`maxDescLen`); "" for an option's one anonymous value (`paths=…`). */
  readonly name: string;
  readonly type: OptionType;
  readonly optional: boolean;
}

export type OptionValue = string | number | boolean | readonly string[];

/** The values read, by field name (prototype-free: names come from the command line). */
export type OptionValues = Readonly<Record<string, OptionValue>>;

export type ParsedOption = { readonly ok: true; readonly values: OptionValues } | { readonly ok: false; readonly errors: readonly string[] };

/**
 * Reads one option whose definition has `fields`: `name` is the option's name as looked up
 * (`crd`, `output:crd:artifacts`), `raw` the argument as written.
 */
export function parseOption(fields: readonly OptionField[], raw: string): ParsedOption {
  const text = argumentText(fields, raw);
  const scanner = new OptionScanner(text);
  const values = Object.create(null) as Record<string, OptionValue>;
  const seen = new Set<string>();
  const anonymous = fields.length === 1 && fields[0]!.name === "";
  if (anonymous && scanner.peek() !== undefined) {
    seen.add("");
    const value = parseValue(scanner, text, fields[0]!.type);
    if (value !== undefined) values[""] = value;
  } else if (fields.length > 0 && scanner.peek() !== undefined) {
    parseNamed(scanner, text, fields, values, seen);
  }
  const next = scanner.scan();
  if (next.kind !== "eof") scanner.error(`extra arguments provided: ${goQuote(text.slice(next.offset))}`);
  for (const field of fields) {
    if (!field.optional && !seen.has(field.name)) scanner.error(`missing argument ${goQuote(field.name)}`);
  }
  return scanner.errors.length > 0 ? { ok: false, errors: scanner.errors } : { ok: true, values };
}

/**
 * The text the arguments are read from: after the first `=`; for named arguments,
 * `crd:maxDescLen=0` names the first argument in the option's name (controller-tools'
 * splitMarker), so it is put back in front.
 */
function argumentText(fields: readonly OptionField[], raw: string): string {
  const eq = raw.indexOf("=");
  if (eq === -1) return "";
  const head = raw.slice(0, eq);
  const rest = raw.slice(eq + 1);
  const colon = head.lastIndexOf(":");
  const named = fields.length > 0 && !(fields.length === 1 && fields[0]!.name === "");
  return named && colon !== -1 ? `${head.slice(colon + 1)}=${rest}` : rest;
}

function parseNamed(scanner: OptionScanner, text: string, fields: readonly OptionField[], values: Record<string, OptionValue>, seen: Set<string>): void {
  while (expect(scanner, "ident", "argument name")) {
    const name = scanner.token.text;
    if (!expect(scanner, "=", "equals")) break;
    const field = fields.find((f) => f.name === name);
    if (field === undefined) {
      scanner.error(`unknown argument ${goQuote(name)}`);
      break;
    }
    seen.add(name);
    const value = parseValue(scanner, text, field.type);
    if (scanner.errors.length > 0) break;
    if (value !== undefined) values[name] = value;
    if (scanner.peek() === undefined) break;
    if (!expect(scanner, ",", "comma")) break;
  }
}

function parseValue(scanner: OptionScanner, text: string, type: OptionType): OptionValue | undefined {
  switch (type) {
    case "string":
      return parseString(scanner, text);
    case "int":
      return parseInt(scanner);
    case "bool":
      return parseBool(scanner);
    case "strings":
      return parseStrings(scanner, text);
  }
}

function parseInt(scanner: OptionScanner): number | undefined {
  const negative = scanner.peek() === "-";
  if (negative) scanner.scan();
  if (!expect(scanner, "int", "integer")) return undefined;
  const digits = `${negative ? "-" : ""}${scanner.token.text}`;
  // Go's strconv.Atoi: decimal only (no 0x, no underscores), within 64 bits.
  if (!/^[-+]?[0-9]+$/.test(digits)) {
    scanner.error(`unable to parse integer: strconv.Atoi: parsing ${goQuote(digits)}: invalid syntax`);
    return undefined;
  }
  const value = BigInt(digits);
  if (value > 2n ** 63n - 1n || value < -(2n ** 63n)) {
    scanner.error(`unable to parse integer: strconv.Atoi: parsing ${goQuote(digits)}: value out of range`);
    return undefined;
  }
  return Number(value);
}

function parseBool(scanner: OptionScanner): boolean | undefined {
  if (!expect(scanner, "ident", "true or false")) return undefined;
  const word = scanner.token.text;
  if (word === "true" || word === "false") return word === "true";
  scanner.error(`expected true or false, got ${goQuote(word)}`);
  return undefined;
}

/** A quoted string, or (for compatibility) the bare tokens up to `,` `;` `:` `}` or the end. */
function parseString(scanner: OptionScanner, text: string): string | undefined {
  return scanner.withoutNumbers(() => {
    const first = scanner.scan();
    if (first.kind === "string" || first.kind === "rawstring") {
      const value = first.text.length >= 2 ? decodeGoString(first.text) : undefined;
      if (value === undefined) scanner.error("unable to parse string: invalid syntax");
      return value;
    }
    const start = first.offset;
    for (let hint = scanner.peekNoSpace(); hint !== undefined && !",;:}".includes(hint); hint = scanner.peekNoSpace()) scanner.scan();
    const last = scanner.token;
    return text.slice(start, Math.max(start, last.offset + last.text.length));
  });
}

/** `{a, b}` (preferred) or `a;b` (legacy). */
function parseStrings(scanner: OptionScanner, text: string): string[] | undefined {
  const items: string[] = [];
  if (scanner.peekNoSpace() === "{") {
    scanner.scan();
    for (let hint = scanner.peekNoSpace(); hint !== "}" && hint !== undefined; hint = scanner.peekNoSpace()) {
      items.push(parseString(scanner, text) ?? "");
      if (scanner.peekNoSpace() === "}") break;
      if (!expect(scanner, ",", "comma")) return undefined;
    }
    return expect(scanner, "}", "close curly brace") ? items : undefined;
  }
  for (let hint = scanner.peekNoSpace(); hint !== "," && hint !== "}" && hint !== undefined; hint = scanner.peekNoSpace()) {
    items.push(parseString(scanner, text) ?? "");
    const next = scanner.peekNoSpace();
    if (next === "," || next === "}" || next === undefined) break;
    const separator = scanner.scan();
    if (separator.text !== ";") {
      scanner.error(`expected comma, got ${goQuote(separator.text)}`);
      return undefined;
    }
  }
  return items;
}

/** Scans one token; an error (`expected …, got "…"`) when it is not `want` (a kind, or a character). */
function expect(scanner: OptionScanner, want: string, description: string): boolean {
  const token = scanner.scan();
  const ok = want.length === 1 ? token.kind === "char" && token.text === want : token.kind === want;
  if (!ok) scanner.error(`expected ${description}, got ${goQuote(token.text)}`);
  return ok;
}

/** Go's %q of a string: double quotes, with `"` and `\` escaped and control characters as escapes. */
export function goQuote(text: string): string {
  return JSON.stringify(text).replace(/\\u00([0-9a-f]{2})/g, "\\x$1").replace(/[\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16)}`);
}
