// strconv.Quote, as Go prints a string literal: read by the Go writers (openapi-gen's Go,
// applyconfiguration) and by the messages that quote a marker's text as controller-gen does.

/** strconv.Quote: printable runes stay, everything else is escaped as Go does. */
export function goQuote(text: string): string {
  // Most text is printable ASCII without quotes or backslashes: nothing to escape.
  if (plainAscii.test(text)) return `"${text}"`;
  return `"${text.replace(special, quoteRune)}"`;
}

const plainAscii = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
/** What goQuote looks at: quotes, backslashes and every rune outside printable ASCII. */
const special = /["\\]|[^\x20-\x7e]/gu;

function quoteRune(char: string): string {
  const code = char.codePointAt(0)!;
  if (char === '"' || char === "\\") return "\\" + char;
  return isGoPrint(char, code) ? char : escapeRune(code);
}

const shortEscapes: Readonly<Record<number, string>> = { 7: "\\a", 8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t", 11: "\\v" };

function escapeRune(code: number): string {
  const short = shortEscapes[code];
  if (short !== undefined) return short;
  if (code < 0x20 || code === 0x7f) return "\\x" + hex(code, 2);
  // A lone surrogate cannot come from UTF-8 text; Go would see U+FFFD.
  if (code >= 0xd800 && code <= 0xdfff) return "\\ufffd";
  return code < 0x10000 ? "\\u" + hex(code, 4) : "\\U" + hex(code, 8);
}

export function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, "0");
}

/** unicode.IsPrint as strconv uses it: letters, marks, numbers, punctuation, symbols and the ASCII space. */
const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

function isGoPrint(char: string, code: number): boolean {
  if (code >= 0x20 && code < 0x7f) return true;
  if (code < 0x80) return false;
  return printable.test(char);
}
