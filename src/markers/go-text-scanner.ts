// The tokenizer controller-gen reads marker arguments with: Go's text/scanner in the mode
// controller-tools sets (identifiers, integers, floats, "…" and `…` strings; no chars, no
// comments; spaces, tabs and line breaks between tokens skipped). Written from the
// behaviour of text/scanner: its token kinds, its number syntax (0x/0o/0b prefixes, `_`
// separators, hexadecimal floats) and its error messages, which controller-gen reports
// as the marker's errors. Offsets are indices into the JavaScript string.

import { underscoresOk } from "../parse/go-strconv.js";

export const EOF = -1;
export const Ident = -2;
export const Int = -3;
export const Float = -4;
export const String = -6;
export const RawString = -7;

/** A token kind: one of the constants above, or the code point of a single-character token. */
export type Token = number;

export interface ScanMode {
  /** Numbers are tokens of their own (controller-gen turns this off to read bare strings). */
  numbers: boolean;
}

export type ErrorSink = (message: string) => void;

const isDecimal = (ch: number): boolean => ch >= 0x30 && ch <= 0x39;
const isHex = (ch: number): boolean => isDecimal(ch) || (lower(ch) >= 0x61 && lower(ch) <= 0x66);
const lower = (ch: number): number => ch | 0x20;
const isWhitespace = (ch: number): boolean => ch === 0x20 || ch === 0x09 || ch === 0x0a || ch === 0x0d;

function isIdentRune(ch: number, first: boolean): boolean {
  if (ch === 0x5f) return true;
  if (ch < 0) return false;
  const c = globalThis.String.fromCodePoint(ch);
  return /\p{L}/u.test(c) || (!first && /\p{Nd}/u.test(c));
}

export class GoTextScanner {
  /** The offset of the next unread character (text/scanner's Pos()). */
  private pos = 0;
  private tokStart = 0;
  private tokEnd = 0;
  /** text/scanner's Next() (which skipping white space uses) forgets the token's text, not its offset. */
  private textForgotten = false;
  readonly mode: ScanMode = { numbers: true };

  constructor(readonly src: string, private readonly error: ErrorSink) {}

  /** The start offset of the last token (text/scanner's Position.Offset). */
  get tokenOffset(): number {
    return this.tokStart;
  }

  /** The offset right after the last token, or of the next character (text/scanner's Pos().Offset). */
  get offset(): number {
    return this.pos;
  }

  tokenText(): string {
    return this.textForgotten ? "" : this.src.slice(this.tokStart, this.tokEnd);
  }

  /** The next character without consuming it; EOF at the end. */
  peek(): number {
    return this.pos < this.src.length ? this.src.codePointAt(this.pos)! : EOF;
  }

  /** peek(), first consuming white space (controller-tools' peekNoSpace). */
  peekNoSpace(): number {
    while (isWhitespace(this.peek())) {
      this.pos++;
      this.textForgotten = true;
    }
    return this.peek();
  }

  private next(): number {
    const ch = this.peek();
    if (ch !== EOF) this.pos += ch > 0xffff ? 2 : 1;
    return ch;
  }

  scan(): Token {
    while (isWhitespace(this.peek())) this.pos++;
    this.tokStart = this.pos;
    this.textForgotten = false;
    const ch = this.peek();
    let tok: Token = ch;
    if (ch === EOF) {
      // nothing
    } else if (isIdentRune(ch, true)) {
      tok = Ident;
      this.next();
      while (isIdentRune(this.peek(), false)) this.next();
    } else if (isDecimal(ch) && this.mode.numbers) {
      tok = this.scanNumber(false);
    } else if (ch === 0x22) {
      this.next();
      this.scanString();
      tok = String;
    } else if (ch === 0x60) {
      this.next();
      this.scanRawString();
      tok = RawString;
    } else if (ch === 0x2e) {
      this.next();
      if (isDecimal(this.peek()) && this.mode.numbers) tok = this.scanNumber(true);
    } else {
      this.next();
    }
    this.tokEnd = this.pos;
    return tok;
  }

  private scanNumber(dotFirst: boolean): Token {
    let base = 10;
    let prefix = "";
    let digsep = 0;
    const invalid = { ch: 0 };
    let tok: Token = Int;
    let seenDot = dotFirst;
    if (!seenDot) {
      if (this.peek() === 0x30) {
        this.next();
        const p = lower(this.peek());
        if (p === 0x78 || p === 0x6f || p === 0x62) {
          this.next();
          [base, prefix] = p === 0x78 ? [16, "x"] : p === 0x6f ? [8, "o"] : [2, "b"];
        } else {
          [base, prefix] = [8, "0"];
          digsep = 1; // the leading 0
        }
      }
      digsep |= this.digits(base, invalid);
      if (this.peek() === 0x2e) {
        this.next();
        seenDot = true;
      }
    }
    if (seenDot) {
      tok = Float;
      if (prefix === "o" || prefix === "b") this.error(`invalid radix point in ${literalName(prefix)}`);
      digsep |= this.digits(base, invalid);
    }
    if ((digsep & 1) === 0) this.error(`${literalName(prefix)} has no digits`);
    const e = lower(this.peek());
    if (e === 0x65 || e === 0x70) {
      if (e === 0x65 && prefix !== "" && prefix !== "0") this.error(`${goQuoteRune(this.peek())} exponent requires decimal mantissa`);
      else if (e === 0x70 && prefix !== "x") this.error(`${goQuoteRune(this.peek())} exponent requires hexadecimal mantissa`);
      this.next();
      tok = Float;
      if (this.peek() === 0x2b || this.peek() === 0x2d) this.next();
      const ds = this.digits(10, { ch: 0 });
      digsep |= ds;
      if ((ds & 1) === 0) this.error("exponent has no digits");
    } else if (prefix === "x" && tok === Float) {
      this.error("hexadecimal mantissa requires a 'p' exponent");
    }
    if (tok === Int && invalid.ch !== 0) this.error(`invalid digit ${goQuoteRune(invalid.ch)} in ${literalName(prefix)}`);
    if ((digsep & 2) !== 0 && !underscoresOk(this.src.slice(this.tokStart, this.pos))) this.error("'_' must separate successive digits");
    return tok;
  }

  /** Digits of `base` and `_`; bit 0 of the result: a digit was seen, bit 1: a `_`. */
  private digits(base: number, invalid: { ch: number }): number {
    let digsep = 0;
    for (;;) {
      const ch = this.peek();
      if (ch === 0x5f) digsep |= 2;
      else if (base <= 10 ? isDecimal(ch) : isHex(ch)) {
        digsep |= 1;
        if (base < 10 && ch >= 0x30 + base && invalid.ch === 0) invalid.ch = ch;
      } else return digsep;
      this.next();
    }
  }

  private scanString(): void {
    for (;;) {
      const ch = this.next();
      if (ch === 0x22) return;
      if (ch === 0x0a || ch === EOF) {
        this.error("literal not terminated");
        return;
      }
      if (ch === 0x5c) this.scanEscape();
    }
  }

  /** After a backslash: text/scanner checks the escape's shape; strconv.Unquote checks its value later. */
  private scanEscape(): void {
    const ch = this.next();
    if (ch >= 0 && "abfnrtv\\\"".includes(globalThis.String.fromCodePoint(ch))) return;
    const [count, base] = ch >= 0x30 && ch <= 0x37 ? [2, 8] : ch === 0x78 ? [2, 16] : ch === 0x75 ? [4, 16] : ch === 0x55 ? [8, 16] : [-1, 0];
    if (count === -1) {
      this.pos -= ch > 0xffff ? 2 : ch === EOF ? 0 : 1; // the character after the backslash is read again
      this.error("invalid char escape");
      return;
    }
    for (let n = 0; n < count; n++) {
      const d = this.peek();
      if ((isDecimal(d) ? d - 0x30 : isHex(d) ? lower(d) - 0x61 + 10 : 99) >= base) {
        this.error("invalid char escape");
        return;
      }
      this.next();
    }
  }

  private scanRawString(): void {
    for (;;) {
      const ch = this.next();
      if (ch === 0x60) return;
      if (ch === EOF) {
        this.error("literal not terminated");
        return;
      }
    }
  }
}

function literalName(prefix: string): string {
  return prefix === "x" ? "hexadecimal literal" : prefix === "o" || prefix === "0" ? "octal literal" : prefix === "b" ? "binary literal" : "decimal literal";
}

/** Go's %q of a rune. */
export function goQuoteRune(ch: number): string {
  if (ch === 0x27) return "'\\''";
  if (ch === 0x5c) return "'\\\\'";
  if (ch >= 0x20 && ch < 0x7f) return `'${globalThis.String.fromCodePoint(ch)}'`;
  return `'\\u${ch.toString(16).padStart(4, "0")}'`;
}
