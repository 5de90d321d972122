// Decoding of Go string literals (raw `...` and interpreted "..."), byte-exact:
// \x and octal escapes are bytes, so the result is assembled as UTF-8 and decoded once.

const simpleEscapes: Record<string, number> = {
  a: 0x07, b: 0x08, f: 0x0c, n: 0x0a, r: 0x0d, t: 0x09, v: 0x0b, "\\": 0x5c, "'": 0x27, '"': 0x22,
};

/** Returns the string value of a Go string literal, or undefined when it is malformed. */
export function decodeGoString(literal: string): string | undefined {
  if (literal.length >= 2 && literal.startsWith("`") && literal.endsWith("`")) {
    return literal.slice(1, -1).replace(/\r/g, "");
  }
  if (literal.length < 2 || !literal.startsWith('"') || !literal.endsWith('"')) return undefined;
  const body = literal.slice(1, -1);
  if (!body.includes("\\")) return body;
  return decodeEscapes(body);
}

function decodeEscapes(body: string): string | undefined {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (ch !== "\\") {
      const cp = body.codePointAt(i)!;
      const s = String.fromCodePoint(cp);
      bytes.push(...encoder.encode(s));
      i += s.length - 1;
      continue;
    }
    const next = body[i + 1];
    if (next === undefined) return undefined;
    if (next in simpleEscapes) {
      bytes.push(simpleEscapes[next]!);
      i += 1;
    } else if (next === "x") {
      bytes.push(parseInt(body.slice(i + 2, i + 4), 16));
      i += 3;
    } else if (next === "u" || next === "U") {
      const width = next === "u" ? 4 : 8;
      const digits = body.slice(i + 2, i + 2 + width);
      const cp = parseInt(digits, 16);
      // Go rejects what is not a code point (surrogates, > U+10FFFF): so do we, instead of throwing.
      if (!/^[0-9a-fA-F]+$/.test(digits) || digits.length !== width || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return undefined;
      bytes.push(...encoder.encode(String.fromCodePoint(cp)));
      i += 1 + width;
    } else if (/[0-7]/.test(next)) {
      bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
      i += 3;
    } else {
      return undefined;
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** Go's %q formatting of a string (strconv.Quote): used for enum values in descriptions. */
export function quoteGo(value: string): string {
  let out = '"';
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (ch === '"' || ch === "\\") out += "\\" + ch;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\x07") out += "\\a";
    else if (ch === "\b") out += "\\b";
    else if (ch === "\f") out += "\\f";
    else if (ch === "\v") out += "\\v";
    else if (cp < 0x20 || cp === 0x7f) out += "\\x" + cp.toString(16).padStart(2, "0");
    else if (!isGoPrintable(ch)) out += cp < 0x10000 ? "\\u" + cp.toString(16).padStart(4, "0") : "\\U" + cp.toString(16).padStart(8, "0");
    else out += ch;
  }
  return out + '"';
}

/** unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
function isGoPrintable(ch: string): boolean {
  return ch === " " || /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(ch);
}
