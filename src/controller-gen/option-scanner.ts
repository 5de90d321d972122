// The tokenizer controller-gen reads its command-line options with (Go's text/scanner in
// the mode controller-tools sets: identifiers, integers, floats, "…" and `…` strings; no
// comments, no character literals). Only what the option grammar can observe is modelled:
// token kinds, their text, and the position controller-gen prints in its messages.

export type TokenKind = "ident" | "int" | "float" | "string" | "rawstring" | "char" | "eof";

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  /** Index of the token's first character in the scanned text. */
  readonly offset: number;
  /** `1:4` as controller-gen prints it; empty when the scanner read nothing yet. */
  readonly where: string;
}

export class OptionScanner {
  private pos = 0;
  private last: Token | undefined;
  /** False once whitespace is skipped after the last token: text/scanner then reports no text and no position. */
  private current = false;
  private numbers = true;
  /** Errors in the order controller-gen reports them: `message (at <input>:line:col)`. */
  readonly errors: string[] = [];

  constructor(readonly text: string) {}

  /** The character at the current position, or undefined at the end (text/scanner's Peek). */
  peek(): string | undefined {
    return this.text[this.pos];
  }

  /** Skips whitespace, then peeks (controller-tools' peekNoSpace). */
  peekNoSpace(): string | undefined {
    while (isSpace(this.text[this.pos])) {
      this.pos++;
      this.current = false; // text/scanner's Next invalidates the token's text and position
    }
    return this.peek();
  }

  /** The most recently scanned token (an empty end token before any). */
  get token(): Token {
    const last = this.last ?? { kind: "eof", text: "", offset: 0, where: "" };
    return this.current ? last : { ...last, text: "", where: "" };
  }

  /** Scans with integers and floats off: digits are single-character tokens (as for bare strings). */
  withoutNumbers<T>(run: () => T): T {
    this.numbers = false;
    try {
      return run();
    } finally {
      this.numbers = true;
    }
  }

  scan(): Token {
    while (isSpace(this.text[this.pos])) this.pos++;
    const start = this.pos;
    const where = this.positionOf(start);
    const c = this.text[start];
    let kind: TokenKind;
    if (c === undefined) kind = "eof";
    else if (isLetter(c)) {
      while (this.pos < this.text.length && (isLetter(this.text[this.pos]!) || isDigit(this.text[this.pos]!))) this.pos++;
      kind = "ident";
    } else if (this.numbers && (isDigit(c) || (c === "." && isDigit(this.text[start + 1] ?? "")))) {
      const match = numberPattern.exec(this.text.slice(start))!;
      this.pos += match[0].length;
      kind = /[.eEpP]/.test(match[0]) && !/^0[xX][0-9a-fA-F_]*$/.test(match[0]) ? "float" : "int";
    } else if (c === '"' || c === "`") {
      kind = c === '"' ? "string" : "rawstring";
      this.scanQuoted(c, where);
    } else {
      this.pos += c.length;
      kind = "char";
    }
    this.last = { kind, text: this.text.slice(start, this.pos), offset: start, where };
    this.current = true;
    return this.last;
  }

  error(message: string): void {
    const where = this.token.where;
    this.errors.push(`${message} (at <input>${where === "" ? "" : `:${where}`})`);
  }

  private scanQuoted(quote: string, where: string): void {
    this.pos++;
    for (;;) {
      const c = this.text[this.pos];
      if (c === undefined || (quote === '"' && c === "\n")) {
        this.errors.push(`literal not terminated (at <input>:${where})`);
        return;
      }
      this.pos++;
      if (c === quote) return;
      if (c === "\\" && quote === '"' && this.pos < this.text.length) this.pos++;
    }
  }

  /** `line:col` of an index (columns count characters from 1); empty at the start of an empty text. */
  private positionOf(index: number): string {
    if (index === 0 && this.text.length === 0) return "";
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < index; i++) {
      if (this.text[i] === "\n") {
        line++;
        lineStart = i + 1;
      }
    }
    // At the end, just after a newline, text/scanner reports the end of the previous line.
    if (index === this.text.length && index === lineStart && line > 1) {
      const previous = this.text.lastIndexOf("\n", index - 2) + 1;
      return `${line - 1}:${index - 1 - previous}`;
    }
    return `${line}:${index - lineStart + 1}`;
  }
}

const numberPattern = /^(0[xX][0-9a-fA-F_]*(\.[0-9a-fA-F_]*)?([pP][+-]?[0-9_]+)?|0[bBoO][0-9_]*|[0-9][0-9_]*(\.[0-9_]*)?([eE][+-]?[0-9_]+)?|\.[0-9][0-9_]*([eE][+-]?[0-9_]+)?)/;

function isSpace(c: string | undefined): boolean {
  return c === " " || c === "\t" || c === "\n" || c === "\r";
}

function isLetter(c: string): boolean {
  return c === "_" || /\p{L}/u.test(c);
}

function isDigit(c: string): boolean {
  return /\p{Nd}/u.test(c);
}
