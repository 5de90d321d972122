// YAML as controller-gen writes it: JSON-shaped data through go-yaml v2's encoder and
// emitter (what sigs.k8s.io/yaml does too). The rules, observed from that emitter:
// - map keys sorted with go-yaml's "natural" order (non-letters before letters, digit runs
//   compared as numbers); two-space indentation; a list inside a map not indented;
// - strings plain when plain YAML 1.1 reads them back as the same string, else
//   double-quoted; with a line break, a literal block (`|-`, `|`, `|+`); single quotes
//   when plain is not allowed (indicators, leading or trailing spaces);
// - plain, single- and double-quoted scalars fold at a space once past column 80;
// - empty maps and lists in flow style (`{}`, `[]`); numbers as Go prints them.

import { goParseFloat } from "../parse/go-strconv.js";
import { goFloatText } from "./go-number.js";

/** A JSON value; an integral number prints as an integer (JSON has no other distinction). */
export type YamlValue = null | boolean | number | string | readonly YamlValue[] | { readonly [key: string]: YamlValue } | ReadonlyMap<string, YamlValue>;

const bestWidth = 80;
const bestIndent = 2;

export function goYaml(value: YamlValue): string {
  const out = new Emitter();
  out.node(value, -1, { mapping: false, simpleKey: false });
  out.writeIndent(0); // the document end's line break
  return out.text();
}

interface Context {
  readonly mapping: boolean;
  readonly simpleKey: boolean;
}

type Style = "plain" | "single" | "double" | "literal";

class Emitter {
  private readonly chunks: string[] = [];
  private column = 0;
  private whitespace = true;
  private indention = true;

  text(): string {
    return this.chunks.join("");
  }

  node(value: YamlValue, indent: number, ctx: Context): void {
    if (Array.isArray(value)) this.sequence(value as readonly YamlValue[], indent, ctx);
    else if (value instanceof Map) this.mapping(value, indent); // a Go struct: its fields in declaration order
    else if (value !== null && typeof value === "object") this.mapping(value as { readonly [key: string]: YamlValue }, indent);
    else this.scalar(value as null | boolean | number | string, indent, ctx);
  }

  private mapping(map: { readonly [key: string]: YamlValue } | ReadonlyMap<string, YamlValue>, indent: number): void {
    const ordered = map instanceof Map;
    const keys = ordered ? [...map.keys()] : Object.keys(map).sort(goKeyCompare);
    if (keys.length === 0) {
      this.indicator("{", true, true, false);
      this.indicator("}", false, false, false);
      return;
    }
    const inner = indent < 0 ? 0 : indent + bestIndent;
    for (const key of keys) {
      this.writeIndent(inner);
      this.scalar(key, inner, { mapping: false, simpleKey: true });
      this.indicator(":", false, false, false);
      this.node(ordered ? map.get(key)! : (map as { readonly [key: string]: YamlValue })[key]!, inner, { mapping: true, simpleKey: false });
    }
  }

  private sequence(items: readonly YamlValue[], indent: number, ctx: Context): void {
    if (items.length === 0) {
      this.indicator("[", true, true, false);
      this.indicator("]", false, false, false);
      return;
    }
    const indentless = ctx.mapping && !this.indention;
    const inner = indent < 0 ? 0 : indentless ? indent : indent + bestIndent;
    for (const item of items) {
      this.writeIndent(inner);
      this.indicator("-", true, false, true);
      this.node(item, inner, { mapping: false, simpleKey: false });
    }
  }

  private scalar(value: null | boolean | number | string, indent: number, ctx: Context): void {
    const scalarIndent = indent < 0 ? bestIndent : indent + bestIndent;
    if (typeof value !== "string") {
      this.plain(value === null ? "null" : typeof value === "boolean" ? String(value) : numberText(value), scalarIndent, !ctx.simpleKey);
      return;
    }
    const style = selectStyle(value, ctx.simpleKey);
    const breaks = !ctx.simpleKey;
    if (style === "plain") this.plain(value, scalarIndent, breaks);
    else if (style === "single") this.singleQuoted(value, scalarIndent, breaks);
    else if (style === "double") this.doubleQuoted(value, scalarIndent, breaks);
    else this.literal(value, scalarIndent);
  }

  // ---- low-level writing, as the emitter does it ----

  private put(text: string): void {
    this.chunks.push(text);
    this.column += 1;
  }

  private putBreak(): void {
    this.chunks.push("\n");
    this.column = 0;
  }

  /**
   * go-yaml's write_break: a line feed is written as one; any other break (CR, NEL, U+2028,
   * U+2029) is written as itself, and only the column restarts — so the text reads back unchanged.
   */
  private writeBreak(ch: string): void {
    if (ch === "\n") this.putBreak();
    else {
      this.chunks.push(ch);
      this.column = 0;
    }
  }

  writeIndent(indent: number): void {
    const target = Math.max(indent, 0);
    if (!this.indention || this.column > target || (this.column === target && !this.whitespace)) this.putBreak();
    while (this.column < target) this.put(" ");
    this.whitespace = true;
    this.indention = true;
  }

  private indicator(text: string, needWhitespace: boolean, isWhitespace: boolean, isIndention: boolean): void {
    if (needWhitespace && !this.whitespace) this.put(" ");
    for (const ch of text) this.put(ch);
    this.whitespace = isWhitespace;
    this.indention = this.indention && isIndention;
  }

  private plain(value: string, indent: number, allowBreaks: boolean): void {
    if (!this.whitespace) this.put(" ");
    const chars = Array.from(value);
    let spaces = false;
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i]!;
      if (ch === " ") {
        if (allowBreaks && !spaces && this.column > bestWidth && chars[i + 1] !== " ") this.writeIndent(indent);
        else this.put(ch);
        spaces = true;
      } else {
        this.put(ch);
        this.indention = false;
        spaces = false;
      }
    }
    this.whitespace = false;
    this.indention = false;
  }

  private singleQuoted(value: string, indent: number, allowBreaks: boolean): void {
    this.indicator("'", true, false, false);
    const chars = Array.from(value);
    let spaces = false;
    let breaks = false;
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i]!;
      if (ch === " ") {
        if (allowBreaks && !spaces && this.column > bestWidth && i > 0 && i < chars.length - 1 && chars[i + 1] !== " ") this.writeIndent(indent);
        else this.put(ch);
        spaces = true;
      } else if (isBreak(ch.codePointAt(0)!)) {
        // Only U+2028/U+2029 get here (a line feed makes a literal block or double quotes): written as
        // themselves, the next character indented as on a new line.
        this.writeBreak(ch);
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent(indent);
        if (ch === "'") this.put("'");
        this.put(ch);
        this.indention = false;
        spaces = false;
        breaks = false;
      }
    }
    this.indicator("'", false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private doubleQuoted(value: string, indent: number, allowBreaks: boolean): void {
    this.indicator('"', true, false, false);
    const chars = Array.from(value);
    let spaces = false;
    for (let i = 0; i < chars.length; i++) {
      const ch = chars[i]!;
      const cp = ch.codePointAt(0)!;
      if (!isPrintable(cp) || isBreak(cp) || ch === '"' || ch === "\\" || (i === 0 && cp === 0xfeff)) {
        for (const out of escape(cp)) this.put(out);
        spaces = false;
      } else if (ch === " ") {
        if (allowBreaks && !spaces && this.column > bestWidth && i > 0 && i < chars.length - 1) {
          this.writeIndent(indent);
          if (chars[i + 1] === " ") this.put("\\");
        } else {
          this.put(ch);
        }
        spaces = true;
      } else {
        this.put(ch);
        spaces = false;
      }
    }
    this.indicator('"', false, false, false);
    this.whitespace = false;
    this.indention = false;
  }

  private literal(value: string, indent: number): void {
    this.indicator("|", true, false, false);
    const chars = Array.from(value);
    if (chars[0] === " " || isBreak(chars[0]!.codePointAt(0)!)) this.indicator(String(bestIndent), false, false, false);
    const chomp = literalChomp(chars);
    if (chomp !== "") this.indicator(chomp, false, false, false);
    this.putBreak();
    this.indention = true;
    this.whitespace = true;
    let breaks = true;
    for (const ch of chars) {
      if (isBreak(ch.codePointAt(0)!)) {
        this.writeBreak(ch);
        this.indention = true;
        breaks = true;
      } else {
        if (breaks) this.writeIndent(indent);
        this.put(ch);
        this.indention = false;
        breaks = false;
      }
    }
  }
}

function literalChomp(chars: readonly string[]): string {
  const last = chars.length - 1;
  if (last < 0 || !isBreak(chars[last]!.codePointAt(0)!)) return "-";
  if (last === 0 || isBreak(chars[last - 1]!.codePointAt(0)!)) return "+";
  return "";
}

/** Which style go-yaml writes a string value (or key) in. */
function selectStyle(value: string, simpleKey: boolean): Style {
  const requested: Style = value.includes("\n") ? "literal" : resolvesToString(value) ? "plain" : "double";
  const analysis = analyzeScalar(value);
  if (simpleKey && analysis.multiline) return "double";
  let style: Style = requested;
  if (style === "plain") {
    if (!analysis.blockPlainAllowed) style = "single";
    if (value.length === 0 && simpleKey) style = "single";
  }
  if (style === "single" && !analysis.singleQuotedAllowed) style = "double";
  if (style === "literal" && (!analysis.blockAllowed || simpleKey)) style = "double";
  return style;
}

interface Analysis {
  readonly multiline: boolean;
  readonly blockPlainAllowed: boolean;
  readonly singleQuotedAllowed: boolean;
  readonly blockAllowed: boolean;
}

/** go-yaml's scalar analysis (block context only: we never write flow collections with content). */
function analyzeScalar(value: string): Analysis {
  if (value.length === 0) return { multiline: false, blockPlainAllowed: true, singleQuotedAllowed: true, blockAllowed: false };
  const chars = Array.from(value);
  let blockIndicators = value.startsWith("---") || value.startsWith("...");
  let lineBreaks = false;
  let special = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  let precededByWhitespace = true;
  let previousSpace = false;
  let previousBreak = false;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const cp = ch.codePointAt(0)!;
    const next = chars[i + 1];
    const followedByWhitespace = next === undefined || next === " " || next === "\t";
    if (i === 0) {
      if ("#,[]{}&*!|>'\"%@`".includes(ch)) blockIndicators = true;
      else if ((ch === "?" || ch === ":" || ch === "-") && followedByWhitespace) blockIndicators = true;
    } else if (ch === ":" && followedByWhitespace) {
      blockIndicators = true;
    } else if (ch === "#" && precededByWhitespace) {
      blockIndicators = true;
    }
    if (!isPrintable(cp)) special = true;
    if (ch === " ") {
      if (i === 0) leadingSpace = true;
      if (i === chars.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (isBreak(cp)) {
      lineBreaks = true;
      if (i === 0) leadingBreak = true;
      if (i === chars.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = ch === " " || ch === "\t" || isBreak(cp);
  }
  let blockPlainAllowed = !(leadingSpace || leadingBreak || trailingSpace || trailingBreak || breakSpace || spaceBreak || special || lineBreaks || blockIndicators);
  let singleQuotedAllowed = !(breakSpace || spaceBreak || special);
  let blockAllowed = !(trailingSpace || spaceBreak || special);
  if (!singleQuotedAllowed) blockPlainAllowed = false;
  return { multiline: lineBreaks, blockPlainAllowed, singleQuotedAllowed, blockAllowed: blockAllowed && true };
}

/** YAML 1.1 as go-yaml resolves a plain scalar: whether `value` reads back as this string. */
function resolvesToString(value: string): boolean {
  if (resolvedWords.has(value)) return false;
  const first = value[0];
  if (first === undefined) return false;
  // a number out of float64's range is not one to go-yaml: strconv.ParseFloat fails, the scalar stays a string
  if (first === ".") return !goParseFloat(value).ok;
  if (!/[-+0-9]/.test(first)) return true;
  if (isTimestamp(value)) return false;
  const plain = value.replaceAll("_", "");
  if (goParseInt(plain) || (/^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(plain) && Number.isFinite(Number(plain)))) return false;
  if (/^0b[01]+$/.test(plain) || /^-0b[01]+$/.test(plain)) return false;
  if (/^[-+]?[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?$/.test(value)) return false; // base-60 float
  return true;
}

const resolvedWords = new Set([
  "y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON",
  "n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF",
  "", "~", "null", "Null", "NULL", ".nan", ".NaN", ".NAN", ".inf", ".Inf", ".INF",
  "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF",
]);

/** Go's strconv.ParseInt(s, 0, 64) (or ParseUint) succeeds: decimal, 0x, 0o, 0b or leading-0 octal. */
function goParseInt(s: string): boolean {
  return /^[-+]?(0|[1-9][0-9]*|0[xX][0-9a-fA-F]+|0[oO]?[0-7]+|0[bB][01]+)$/.test(s) && withinInt64(s);
}

function withinInt64(s: string): boolean {
  try {
    const sign = s.startsWith("-") ? -1n : 1n;
    const body = s.replace(/^[-+]/, "");
    const n = sign * BigInt(/^0[0-7]+$/.test(body) ? `0o${body.slice(1)}` : body.replace(/^0[oO]/, "0o"));
    return n >= -(2n ** 63n) && n < 2n ** 64n;
  } catch {
    return false;
  }
}

/** go-yaml's timestamp forms: dates and date-times (only these make a string quoted). */
function isTimestamp(s: string): boolean {
  if (!/^[0-9]{4}-/.test(s)) return false;
  return /^\d{4}-\d{1,2}-\d{1,2}$/.test(s) ||
    /^\d{4}-\d{1,2}-\d{1,2}[Tt]\d{1,2}:\d{1,2}:\d{1,2}(\.\d+)?(Z|[-+]\d{2}:\d{2})$/.test(s) ||
    /^\d{4}-\d{1,2}-\d{1,2} \d{1,2}:\d{1,2}:\d{1,2}(\.\d+)?$/.test(s);
}

function isPrintable(cp: number): boolean {
  return cp === 0x0a || (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd && cp !== 0xfeff);
}

function isBreak(cp: number): boolean {
  return cp === 0x0a || cp === 0x0d || cp === 0x85 || cp === 0x2028 || cp === 0x2029;
}

const namedEscapes = new Map<number, string>([
  [0x00, "0"], [0x07, "a"], [0x08, "b"], [0x09, "t"], [0x0a, "n"], [0x0b, "v"], [0x0c, "f"], [0x0d, "r"],
  [0x1b, "e"], [0x22, '"'], [0x5c, "\\"], [0x85, "N"], [0xa0, "_"], [0x2028, "L"], [0x2029, "P"],
]);

function escape(cp: number): string[] {
  const named = namedEscapes.get(cp);
  if (named !== undefined) return ["\\", named];
  const [letter, width] = cp <= 0xff ? ["x", 2] : cp <= 0xffff ? ["u", 4] : ["U", 8];
  return ["\\", letter, ...cp.toString(16).toUpperCase().padStart(width, "0")];
}

/** JSON's text of the number, read back by go-yaml: an integer within int64 stays one (-0 too: JSON's "-0" reads back as the integer 0), else a float. */
function numberText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 2 ** 63 ? BigInt(n).toString() : goFloatText(n);
}

/** go-yaml's order of map keys. */
export function goKeyCompare(a: string, b: string): number {
  if (a === b) return 0;
  return goKeyLess(a, b) ? -1 : 1;
}

function goKeyLess(a: string, b: string): boolean {
  const ar = Array.from(a);
  const br = Array.from(b);
  for (let i = 0; i < ar.length && i < br.length; i++) {
    if (ar[i] === br[i]) continue;
    const al = isLetter(ar[i]!);
    const bl = isLetter(br[i]!);
    if (al && bl) return ar[i]!.codePointAt(0)! < br[i]!.codePointAt(0)!;
    if (al || bl) return bl;
    let an = 0;
    let bn = 0;
    if (ar[i] === "0" || br[i] === "0") {
      for (let j = i - 1; j >= 0 && isDigit(ar[j]!); j--) {
        if (ar[j] !== "0") {
          an = 1;
          bn = 1;
          break;
        }
      }
    }
    let ai = i;
    let bi = i;
    for (; ai < ar.length && isDigit(ar[ai]!); ai++) an = an * 10 + Number(ar[ai]);
    for (; bi < br.length && isDigit(br[bi]!); bi++) bn = bn * 10 + Number(br[bi]);
    if (an !== bn) return an < bn;
    if (ai !== bi) return ai < bi;
    return ar[i]!.codePointAt(0)! < br[i]!.codePointAt(0)!;
  }
  return ar.length < br.length;
}

function isLetter(ch: string): boolean {
  return /\p{L}/u.test(ch);
}

function isDigit(ch: string): boolean {
  return /\p{Nd}/u.test(ch);
}
