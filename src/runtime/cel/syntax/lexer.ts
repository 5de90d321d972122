// CEL's tokens (cel-spec langdef "Syntax"): identifiers, reserved words, numbers (int,
// uint `u`, double, hex), strings and bytes in every quoting (', ", triple, raw r'', b''),
// and operators. Comments (`//` to end of line) and whitespace are skipped.

export type TokenKind = "ident" | "int" | "uint" | "double" | "string" | "bytes" | "op" | "eof";

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
  /** The decoded value of a string (or the bytes' code units), number or identifier. */
  readonly value: string | number;
  readonly bytes?: Uint8Array;
  readonly at: number;
}

export class CelSyntaxError extends Error {
  constructor(message: string, readonly at: number) {
    super(message);
  }
}

const operators = ["==", "!=", "<=", ">=", "&&", "||", ".?", "[?", "<", ">", "+", "-", "*", "/", "%", "!", "?", ":", ".", ",", "(", ")", "[", "]", "{", "}"];

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (source.startsWith("//", i)) {
      while (i < source.length && source[i] !== "\n") i++;
      continue;
    }
    const start = i;
    const quoted = /^([rRbB]{0,2})('''|"""|'|")/.exec(source.slice(i, i + 5));
    if (quoted !== null && (start === 0 || !/[A-Za-z0-9_]/.test(source[start - 1]!))) {
      const prefix = quoted[1]!.toLowerCase();
      const quote = quoted[2]!;
      i += quoted[0].length;
      let body = "";
      let j = i;
      // the closing quote is the first one not escaped
      for (;;) {
        if (j >= source.length) throw new CelSyntaxError("unterminated string", start);
        if (!prefix.includes("r") && source[j] === "\\") {
          body += source.slice(j, j + 2);
          j += 2;
          continue;
        }
        if (source.startsWith(quote, j)) break;
        if (quote.length === 1 && source[j] === "\n") throw new CelSyntaxError("newline in string", j);
        body += source[j];
        j++;
      }
      i = j + quote.length;
      const decoded = prefix.includes("r") ? codeUnits(body) : unescape(body, prefix.includes("b"), start);
      if (prefix.includes("b")) tokens.push({ kind: "bytes", text: source.slice(start, i), value: "", bytes: decoded.bytes, at: start });
      else tokens.push({ kind: "string", text: source.slice(start, i), value: decoded.text, at: start });
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      while (i < source.length && /[A-Za-z0-9_]/.test(source[i]!)) i++;
      const text = source.slice(start, i);
      tokens.push({ kind: "ident", text, value: text, at: start });
      continue;
    }
    if (/[0-9]/.test(c) || (c === "." && /[0-9]/.test(source[i + 1] ?? ""))) {
      tokens.push(number(source, start));
      i = start + tokens[tokens.length - 1]!.text.length;
      continue;
    }
    const op = operators.find((o) => source.startsWith(o, i));
    if (op === undefined) throw new CelSyntaxError(`unexpected character ${JSON.stringify(c)}`, i);
    tokens.push({ kind: "op", text: op, value: op, at: i });
    i += op.length;
  }
  tokens.push({ kind: "eof", text: "", value: "", at: source.length });
  return tokens;
}

function number(source: string, start: number): Token {
  const rest = source.slice(start);
  const hex = /^0[xX][0-9a-fA-F]+[uU]?/.exec(rest);
  if (hex !== null) {
    const text = hex[0];
    const unsigned = /[uU]$/.test(text);
    return { kind: unsigned ? "uint" : "int", text, value: Number.parseInt(text.replace(/[uU]$/, "").slice(2), 16), at: start };
  }
  const double = /^([0-9]*\.[0-9]+([eE][+-]?[0-9]+)?|[0-9]+[eE][+-]?[0-9]+)/.exec(rest);
  if (double !== null) return { kind: "double", text: double[0], value: Number(double[0]), at: start };
  const int = /^[0-9]+[uU]?/.exec(rest)!;
  const unsigned = /[uU]$/.test(int[0]);
  return { kind: unsigned ? "uint" : "int", text: int[0], value: Number(int[0].replace(/[uU]$/, "")), at: start };
}

function codeUnits(text: string): { text: string; bytes: Uint8Array } {
  return { text, bytes: Uint8Array.from(utf8(text)) };
}

/** UTF-8 bytes of a string (TextEncoder is not in the runtime's library types: it runs in browsers and Node alike without it). */
export function utf8(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

/** CEL's escapes: \a \b \f \n \r \t \v \\ \' \" \` \? \xHH \uHHHH \UHHHHHHHH and octal \ooo. */
function unescape(body: string, isBytes: boolean, at: number): { text: string; bytes: Uint8Array } {
  let text = "";
  const bytes: number[] = [];
  const pushText = (s: string): void => {
    text += s;
    bytes.push(...utf8(s));
  };
  const simple: Record<string, string> = { a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v", "\\": "\\", "'": "'", '"': '"', "`": "`", "?": "?" };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== "\\") {
      const cp = body.codePointAt(i)!;
      const ch = String.fromCodePoint(cp);
      pushText(ch);
      i += ch.length - 1;
      continue;
    }
    const e = body[i + 1] ?? "";
    if (Object.hasOwn(simple, e)) {
      pushText(simple[e]!);
      i++;
    } else if (e === "x" || e === "X" || e === "u" || e === "U") {
      const width = e === "u" ? 4 : e === "U" ? 8 : 2;
      const hex = body.slice(i + 2, i + 2 + width);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) throw new CelSyntaxError("invalid escape sequence", at);
      const value = Number.parseInt(hex, 16);
      if (isBytes && width === 2) {
        bytes.push(value);
        text += String.fromCharCode(value);
      } else pushText(String.fromCodePoint(value));
      i += 1 + width;
    } else if (/[0-3]/.test(e)) {
      const oct = body.slice(i + 1, i + 4);
      if (!/^[0-7]{3}$/.test(oct)) throw new CelSyntaxError("invalid escape sequence", at);
      const value = Number.parseInt(oct, 8);
      if (isBytes) {
        bytes.push(value);
        text += String.fromCharCode(value);
      } else pushText(String.fromCodePoint(value));
      i += 3;
    } else throw new CelSyntaxError("invalid escape sequence", at);
  }
  return { text, bytes: Uint8Array.from(bytes) };
}
