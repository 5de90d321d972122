// Parsing a dependency's file only where a CRD can read it. controller-gen's crd generator
// reads, of a dependency, the types a CRD reaches (and their MarshalJSON/MarshalText
// methods), the package's constants and its package markers — a handful of declarations
// of core/v1's 450 kB types.go. So before such a file is parsed, a scanner finds its
// top-level declarations (scanDeclarations: a small Go lexer that tracks brackets and
// automatic semicolons, nothing more), and maskDeclarations replaces each declaration that
// cannot be read by a placeholder that tree-sitter parses at once:
//
//   type T struct{ … }   →  type T struct{}   (the name and its comments stay: markers above)
//   var v = …            →  var _=0
//   var ( … )            →  var ()
//   func f() { … }       →  func _(){}        (methods too)
//
// The masked text comes with a map of where each piece of it was in the original: the
// parser maps every offset it copies back through it (src/parse/go-tree.ts), a placeholder's
// head to where its declaration starts and its last character to where it ends, and the
// facts are built from the original text, so every position of what is kept is the
// original's, and each placeholder spans its declaration's rows: the comment groups, the
// rows that bound controller-gen's "closest comment group above", and the kinds of
// top-level declarations that decide package markers are unchanged. A masked parse that
// finds a syntax error is done again on the whole text. Constants, imports, grouped and generic type
// declarations, aliases and anything the scanner does not understand are never masked;
// a file it cannot scan is parsed whole. Syntax errors inside a masked declaration are
// not seen (controller-gen would not compile such a dependency either).

/** A top-level declaration as the scanner sees it. */
export interface TopDeclaration {
  /** "type": a single, non-generic, non-alias type spec; "method": a method with a plain receiver; "keep": never masked. */
  readonly kind: "type" | "method" | "func" | "var" | "varGroup" | "keep";
  /** UTF-16 offsets: its first token, and the end of its last. */
  readonly start: number;
  readonly end: number;
  /** "type": the type's name; "method": its receiver's type name; else "". */
  readonly name: string;
  /** "type": the offset after its name. */
  readonly nameEnd: number;
  /** "type": the identifiers it names unqualified (a superset of the package's types it uses). */
  readonly idents: readonly string[];
}

/**
 * Longer texts are parsed as they are (UTF-16 code units; core/v1's types.go, the largest
 * file of Kubernetes' API, is 450 k): a huge file's pieces and their map would cost more
 * memory than its tree, and huge files are generated, not API types.
 */
const maxMaskedText = 2_000_000;

const enum Tok {
  Ident,
  Literal,
  Open,
  Close,
  Dot,
  Other,
}

/** How many tokens of a declaration classify reads (`func (r *T) M`, `type T [`). */
const headTokens = 12;

/** The declaration being scanned. */
class Scanning {
  start = -1;
  end = 0;
  /** Whether a newline after the last token ends the declaration (an identifier, literal or closing bracket). */
  ends = false;
  explicitSemi = false;
  /** Kind, start and end of its first tokens. */
  readonly head: number[] = [];
  /** "type" declarations: the identifiers that are neither a qualifier nor qualified. */
  idents: string[] = [];
  private lastKind = Tok.Other;
  private pending = "";

  constructor(private readonly text: string) {}

  token(kind: Tok, start: number, end: number): void {
    if (this.start < 0) this.start = start;
    if (this.head.length < headTokens * 3) this.head.push(kind, start, end);
    // An identifier counts unless a `.` comes before it (qualified) or after it (a qualifier).
    if (this.pending !== "" && kind !== Tok.Dot) this.idents.push(this.pending);
    this.pending = kind === Tok.Ident && this.lastKind !== Tok.Dot && this.isType() ? this.text.slice(start, end) : "";
    this.lastKind = kind;
    this.end = end;
    this.ends = kind === Tok.Ident || kind === Tok.Literal || kind === Tok.Close;
  }

  private isType(): boolean {
    return this.head[0] === Tok.Ident && this.head[2]! - this.head[1]! === 4 && this.text.startsWith("type", this.head[1]!);
  }

  finish(out: TopDeclaration[]): void {
    if (this.pending !== "") this.idents.push(this.pending);
    if (this.start >= 0) out.push(classify(this.text, this.head, this.start, this.end, this.explicitSemi, this.idents));
    this.start = -1;
    this.head.length = 0;
    this.idents = [];
    this.pending = "";
    this.lastKind = Tok.Other;
    this.explicitSemi = false;
    this.ends = false;
  }
}

/**
 * The top-level declarations of a Go file, in order; undefined when the file is not
 * understood (an unterminated comment, string or bracket, a stray closing bracket).
 * A keyword never ends a line of a valid top-level declaration, so every identifier is
 * taken as one that may.
 */
export function scanDeclarations(text: string): TopDeclaration[] | undefined {
  if (text.length > maxMaskedText) return undefined;
  const out: TopDeclaration[] = [];
  const n = text.length;
  const d = new Scanning(text);
  let depth = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      if (depth === 0 && d.ends) d.finish(out);
      i++;
    } else if (c === 0x20 || c === 0x09 || c === 0x0d) {
      i++;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2f) {
      const nl = text.indexOf("\n", i);
      i = nl === -1 ? n : nl;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a) {
      const close = text.indexOf("*/", i + 2);
      if (close === -1) return undefined;
      // A block comment with a newline acts as one.
      if (depth === 0 && d.ends && text.lastIndexOf("\n", close) > i) d.finish(out);
      i = close + 2;
    } else if (c === 0x22 || c === 0x27) {
      const end = quotedEnd(text, i, c);
      if (end < 0) return undefined;
      d.token(Tok.Literal, i, end);
      i = end;
    } else if (c === 0x60) {
      const close = text.indexOf("`", i + 1);
      if (close === -1) return undefined;
      d.token(Tok.Literal, i, close + 1);
      i = close + 1;
    } else if (isIdentStart(c)) {
      let e = i + 1;
      while (e < n && isIdentPart(text.charCodeAt(e))) e++;
      d.token(Tok.Ident, i, e);
      i = e;
    } else if (isDigit(c) || (c === 0x2e && isDigit(text.charCodeAt(i + 1)))) {
      let e = i + 1;
      for (; e < n; e++) {
        const k = text.charCodeAt(e);
        const exponentSign = (k === 0x2b || k === 0x2d) && "eEpP".includes(text[e - 1]!);
        if (!isIdentPart(k) && k !== 0x2e && !exponentSign) break;
      }
      d.token(Tok.Literal, i, e);
      i = e;
    } else if (c === 0x28 || c === 0x5b || c === 0x7b) {
      d.token(Tok.Open, i, i + 1);
      depth++;
      i++;
    } else if (c === 0x29 || c === 0x5d || c === 0x7d) {
      if (--depth < 0) return undefined;
      d.token(Tok.Close, i, i + 1);
      i++;
    } else if (c === 0x3b && depth === 0) {
      // `a; b` on one line: the declaration before it is kept as it is.
      d.explicitSemi = true;
      d.finish(out);
      i++;
    } else {
      // `++` and `--` end a statement too, but never a top-level declaration.
      d.token(c === 0x2e ? Tok.Dot : Tok.Other, i, i + 1);
      i++;
    }
  }
  if (depth !== 0) return undefined;
  d.finish(out);
  return out;
}

/** `head`: kind, start, end of the declaration's first tokens. */
function classify(text: string, head: readonly number[], start: number, end: number, explicitSemi: boolean, idents: string[]): TopDeclaration {
  const keep: TopDeclaration = { kind: "keep", start, end, name: "", nameEnd: start, idents: [] };
  if (explicitSemi) return keep;
  const word = (k: number): string => (head[k * 3] === Tok.Ident ? text.slice(head[k * 3 + 1], head[k * 3 + 2]) : "");
  const punct = (k: number): string => (k * 3 < head.length ? text.slice(head[k * 3 + 1], head[k * 3 + 2]) : "");
  switch (word(0)) {
    case "type": {
      const name = word(1);
      // Grouped (`type (`), generic or array (`T[`) and alias (`T =`) declarations are kept.
      if (name === "" || punct(2) === "[" || punct(2) === "=" || punct(2) === "") return keep;
      return { kind: "type", start, end, name, nameEnd: head[5]!, idents: idents.slice(2) };
    }
    case "func": {
      if (punct(1) !== "(") return { ...keep, kind: "func" };
      const receiver = receiverType(text, head);
      return receiver === undefined ? keep : { ...keep, kind: "method", name: receiver };
    }
    case "var":
      return { ...keep, kind: punct(1) === "(" ? "varGroup" : "var" };
    default:
      return keep;
  }
}

/** `(r *T)`, `(T)`, `(r T)`: the receiver's type name; undefined for anything else (`T[K]`, …). */
function receiverType(text: string, head: readonly number[]): string | undefined {
  const inside: string[] = [];
  for (let k = 2; k * 3 < head.length; k++) {
    const s = text.slice(head[k * 3 + 1], head[k * 3 + 2]);
    if (s === ")") return inside.length === 1 || inside.length === 2 ? inside[inside.length - 1] : undefined;
    if (head[k * 3] === Tok.Ident) inside.push(s);
    else if (s !== "*") return undefined;
  }
  return undefined;
}

/** The offset after a "…" or '…' literal starting at `at`; -1 if it does not end on its line. */
function quotedEnd(text: string, at: number, quote: number): number {
  for (let i = at + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) i++;
    else if (c === quote) return i + 1;
    else if (c === 0x0a) return -1;
  }
  return -1;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

function isIdentStart(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c >= 0x80;
}

function isIdentPart(c: number): boolean {
  return isIdentStart(c) || isDigit(c);
}

/** What tree-sitter parses instead of a file's text. */
export interface MaskedText {
  readonly text: string;
  /** Names what was masked (part of the syntax cache's key). */
  readonly key: string;
  /**
   * Where each piece of `text` comes from: pairs [start in text, start in the original],
   * by start; a piece runs to the next one's start, offset for offset.
   */
  readonly map: Int32Array;
}

/**
 * The text tree-sitter parses: `text` with every maskable declaration that `keep` refuses
 * replaced by its placeholder (see above); undefined when nothing is masked.
 */
export function maskDeclarations(text: string, declarations: readonly TopDeclaration[], keep: (d: TopDeclaration) => boolean, comments: readonly number[] = []): MaskedText | undefined {
  const parts: string[] = [];
  const map: number[] = [0, 0];
  const masked: number[] = [];
  let at = 0;
  let length = 0;
  let comment = 0;
  const piece = (s: string, original: number): void => {
    if (map[map.length - 2] !== length) map.push(length, original);
    else map[map.length - 1] = original;
    parts.push(s);
    length += s.length;
  };
  const replace = (start: number, end: number, head: string, close: string): void => {
    piece(text.slice(at, start), at);
    piece(head, start);
    piece(close, end - close.length);
    at = end;
  };
  // Comments before `until` (none is inside a masked declaration: those went with it).
  const commentsBefore = (until: number): void => {
    for (; comment < comments.length && comments[comment]! < until; comment += 2) {
      const start = comments[comment]!;
      if (start < at) continue;
      const block = text.charCodeAt(start + 1) === 0x2a;
      replace(start, comments[comment + 1]!, block ? "/*" : "//", block ? "*/" : "");
    }
  };
  for (const d of declarations) {
    if (d.kind === "keep" || keep(d)) continue;
    if (!fits(text, d)) continue;
    const [head, close] = placeholderOf(text, d);
    commentsBefore(d.start);
    replace(d.start, d.end, head, close);
    masked.push(d.start);
  }
  commentsBefore(text.length);
  if (at === 0) return undefined;
  piece(text.slice(at), at);
  return { text: parts.join(""), key: masked.join(","), map: Int32Array.from(map) };
}

/**
 * The masked text of a file whose declarations `keep` refuses, built only when asked for:
 * its key is all the syntax cache needs, and a warm run finds most masked files there.
 * Undefined when no declaration is masked (the parser then leaves only comments out).
 */
export function lazyMask(text: string, declarations: readonly TopDeclaration[], keep: (d: TopDeclaration) => boolean): MaskedText | undefined {
  const masked = declarations.filter((d) => d.kind !== "keep" && !keep(d) && fits(text, d));
  return masked.length === 0 ? undefined : new LazyMask(text, masked);
}

class LazyMask implements MaskedText {
  readonly key: string;
  private built: MaskedText | undefined;

  constructor(private readonly original: string, private readonly masked: readonly TopDeclaration[]) {
    this.key = masked.map((d) => d.start).join(",");
  }

  get text(): string {
    return this.build().text;
  }

  get map(): Int32Array {
    return this.build().map;
  }

  private build(): MaskedText {
    this.built ??= maskDeclarations(this.original, this.masked, () => false, commentRanges(this.original) ?? [])!;
    return this.built;
  }
}

function fits(text: string, d: TopDeclaration): boolean {
  const [head, close] = placeholderOf(text, d);
  return head.length + close.length <= d.end - d.start;
}

/**
 * The text tree-sitter parses for any file: its comments without their text (`//`, and
 * `/**\/` for a block), as MaskedText; undefined when it has none worth removing or is
 * not understood. Tree-sitter lexes a comment character by character, and in Kubernetes'
 * API files comments are two thirds of the text; their text is read from the original
 * (src/parse/syntax-from-tree.ts), through offsets mapped back.
 */
export function withoutCommentText(text: string): MaskedText | undefined {
  if (text.length > maxMaskedText) return undefined;
  const comments = commentRanges(text);
  return comments === undefined || comments.length === 0 ? undefined : maskDeclarations(text, [], () => true, comments);
}


/**
 * Where the comments worth removing are (those longer than their replacement and the
 * characters around it): pairs of offsets [start, end), a line comment ending before its
 * newline; undefined when a comment, string or rune does not end.
 */
export function commentRanges(text: string): number[] | undefined {
  const out: number[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x2f) {
      const next = text.charCodeAt(i + 1);
      if (next === 0x2f) {
        const newline = text.indexOf("\n", i);
        const end = newline === -1 ? n : newline;
        if (end - i > 4) out.push(i, end);
        i = end;
      } else if (next === 0x2a) {
        const close = text.indexOf("*/", i + 2);
        if (close === -1) return undefined;
        if (close + 2 - i > 6) out.push(i, close + 2);
        i = close + 2;
      } else {
        i++;
      }
    } else if (c === 0x22 || c === 0x27) {
      i = quotedEnd(text, i, c);
      if (i < 0) return undefined;
    } else if (c === 0x60) {
      const close = text.indexOf("`", i + 1);
      if (close === -1) return undefined;
      i = close + 1;
    } else {
      i++;
    }
  }
  return out;
}

/** A placeholder's head (which starts where the declaration does) and its last characters (which end where it ends). */
function placeholderOf(text: string, d: TopDeclaration): readonly [string, string] {
  switch (d.kind) {
    case "type":
      return [`${text.slice(d.start, d.nameEnd)} struct{`, "}"];
    case "var":
      return ["var _=", "0"];
    case "varGroup":
      return ["var (", ")"];
    default:
      return ["func _(){", "}"];
  }
}

/** An offset of the masked text in the original (`map` as MaskedText's). */
export function originalOffset(map: Int32Array, offset: number): number {
  let lo = 0;
  let hi = (map.length >> 1) - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (map[mid * 2]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return map[lo * 2 + 1]! + (offset - map[lo * 2]!);
}
