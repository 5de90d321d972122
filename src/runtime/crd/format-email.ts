// `email`: one address as Go's net/mail reads an address header (RFC 5322, lenient): an
// addr-spec (`local@domain`, the domain a dot-atom or an IP literal in brackets) with an
// optional parenthesised display name, or `display name <local@domain>`, or a group
// `name: address;` of exactly one address. Display-name words may be RFC 2047 encoded words;
// one in a charset other than UTF-8, ISO-8859-1 or US-ASCII fails the address, as there.

import { parseIP } from "./format-ip.js";
import { isBase64 } from "./format-text.js";

const SPECIALS = '()<>[]:;@\\,"';
const isVchar = (c: string): boolean => (c >= "!" && c <= "~") || c.charCodeAt(0) >= 0x80;
const isAtext = (c: string, dot: boolean): boolean => (c === "." ? dot : !SPECIALS.includes(c) && isVchar(c));
const isWSP = (c: string): boolean => c === " " || c === "\t";

class Failure extends Error {}
const fail = (): never => {
  throw new Failure();
};

class AddressReader {
  constructor(public s: string) {}

  empty(): boolean {
    return this.s === "";
  }
  consume(c: string): boolean {
    if (!this.s.startsWith(c)) return false;
    this.s = this.s.slice(1);
    return true;
  }
  skipSpace(): void {
    this.s = this.s.replace(/^[ \t]+/, "");
  }
  /** Spaces and parenthesised comments; false for an unclosed comment. */
  skipCFWS(): boolean {
    this.skipSpace();
    while (this.consume("(")) {
      if (this.comment() === undefined) return false;
      this.skipSpace();
    }
    return true;
  }
  /** After `(`: the comment's text up to its matching `)`, nesting and `\` escapes honoured. */
  comment(): string | undefined {
    let depth = 1;
    let text = "";
    while (this.s !== "" && depth > 0) {
      if (this.s[0] === "\\" && this.s.length > 1) this.s = this.s.slice(1);
      else if (this.s[0] === "(") depth++;
      else if (this.s[0] === ")") depth--;
      if (depth > 0) text += this.s[0];
      this.s = this.s.slice(1);
    }
    return depth === 0 ? text : undefined;
  }
  atom(dot: boolean, permissive: boolean): string {
    let i = 0;
    while (i < this.s.length && isAtext(this.s[i]!, dot)) i++;
    if (i === 0) fail();
    const atom = this.s.slice(0, i);
    this.s = this.s.slice(i);
    if (!permissive && (atom.startsWith(".") || atom.includes("..") || atom.endsWith("."))) fail();
    return atom;
  }
  quotedString(): string {
    let text = "";
    let escaped = false;
    for (let i = 1; ; i++) {
      const c = this.s[i];
      if (c === undefined) return fail();
      if (escaped) {
        if (!isVchar(c) && !isWSP(c)) fail();
        text += c;
        escaped = false;
      } else if (c === '"') {
        this.s = this.s.slice(i + 1);
        return text;
      } else if (c === "\\") escaped = true;
      else if ((isVchar(c) && c !== '"') || isWSP(c)) text += c;
      else fail();
    }
  }
  domainLiteral(): void {
    this.consume("[");
    const end = this.s.indexOf("]");
    if (end === -1) fail();
    const text = this.s.slice(0, end);
    if ([...text].some((c) => c === "[" || c === "\\" || !isVchar(c))) fail();
    this.s = this.s.slice(end + 1);
    if (!parseIP(text, false)) fail();
  }
  /** `local@domain`, or throws with the reader where it started. */
  addrSpec(): void {
    const start = this.s;
    try {
      this.skipSpace();
      if (this.empty()) fail();
      if (this.s[0] === '"') {
        if (this.quotedString() === "") fail();
      } else this.atom(true, false);
      if (!this.consume("@")) fail();
      this.skipSpace();
      if (this.empty()) fail();
      if (this.s[0] === "[") this.domainLiteral();
      else this.atom(true, false);
    } catch (error) {
      this.s = start;
      throw error;
    }
  }
  /**
   * Words of a display name. Fails when a word does not parse and nothing came before it
   * (an encoded word that decodes to nothing counts as nothing; comments are skipped only
   * after a word that counts).
   */
  phrase(): void {
    let words = 0;
    let pending = false; // decoded encoded words not yet joined into a word
    let failed = false;
    for (;;) {
      if (words > 0 && !this.skipCFWS()) fail();
      this.skipSpace();
      if (this.empty()) break;
      try {
        if (this.s[0] === '"') {
          this.quotedString();
          words += pending ? 2 : 1;
          pending = false;
        } else {
          const atom = this.atom(true, true);
          const encoded = encodedWord(atom);
          if (encoded === "unsupported") {
            failed = true;
            break;
          }
          if (encoded === undefined) {
            words += pending ? 2 : 1;
            pending = false;
          } else if (encoded !== "") pending = true;
        }
      } catch (error) {
        if (!(error instanceof Failure)) throw error;
        failed = true;
        break;
      }
    }
    if (failed && words === 0 && !pending) fail();
  }
  /** address = addr-spec [(comment)] / [phrase] <addr-spec> / phrase : group-list ; — how many addresses. */
  address(group: boolean): number {
    this.skipSpace();
    if (this.empty()) fail();
    try {
      this.addrSpec();
      this.skipSpace();
      if (this.consume("(")) {
        const comment = this.comment();
        if (comment === undefined || comment.split(/[ \t]+/).some((word) => encodedWord(word) === "unsupported")) fail();
      }
      return 1;
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
    }
    if (this.s[0] !== "<") this.phrase();
    this.skipSpace();
    if (group && this.consume(":")) return this.groupList();
    if (!this.consume("<")) fail();
    this.addrSpec();
    if (!this.consume(">")) fail();
    return 1;
  }
  groupList(): number {
    let n = 0;
    this.skipSpace();
    if (this.consume(";")) return this.skipCFWS() ? 0 : fail();
    for (;;) {
      this.skipSpace();
      n += this.address(false);
      if (!this.skipCFWS()) fail();
      if (this.consume(";")) return this.skipCFWS() ? n : fail();
      if (!this.consume(",")) fail();
    }
  }
}

/**
 * An RFC 2047 encoded word (`=?charset?B|Q?text?=`): what it decodes to ("" or "x", for
 * empty or not), "unsupported" for a charset Go's mail reader has no decoder for, undefined
 * when the atom is not one (or does not decode: then it is an ordinary word).
 */
function encodedWord(word: string): "" | "x" | "unsupported" | undefined {
  if (word.length < 8 || !word.startsWith("=?") || !word.endsWith("?=") || word.split("?").length !== 5) return undefined;
  const [charset, encoding, text] = word.slice(2, -2).split("?") as [string, string, string];
  if (charset === "" || encoding.length !== 1) return undefined;
  const bytes = "Bb".includes(encoding) ? (text === "" || isBase64(text) ? text.length : undefined) : "Qq".includes(encoding) ? qDecodes(text) : undefined;
  if (bytes === undefined) return undefined;
  if (!["utf-8", "iso-8859-1", "us-ascii"].includes(charset.toLowerCase())) return "unsupported";
  return bytes > 0 ? "x" : "";
}

/** Q-encoded text: its decoded length, or undefined when it does not decode. */
function qDecodes(text: string): number | undefined {
  let n = 0;
  for (let i = 0; i < text.length; i++, n++) {
    const c = text[i]!;
    if (c === "=") {
      if (i + 2 >= text.length || !/^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) return undefined;
      i += 2;
    } else if (!((c >= " " && c <= "~") || c === "\n" || c === "\r" || c === "\t")) return undefined;
  }
  return n;
}

/** Whether `text` is exactly one address. */
export function isEmail(text: string): boolean {
  const reader = new AddressReader(text);
  try {
    const n = reader.address(true);
    return reader.skipCFWS() && reader.empty() && n === 1;
  } catch (error) {
    if (error instanceof Failure) return false;
    throw error;
  }
}
