// How Go prints the numbers and types that kube-openapi's messages carry.

/** `fmt.Sprintf("%v", float64)`: JavaScript's shortest form, with Go's two-digit exponent. */
export function goFloat(n: number): string {
  return String(n).replace(/e([+-])(\d)$/, "e$10$2");
}

const TWO_TO_63 = 2 ** 63;

/**
 * Whether the server's JSON decoder makes this number an int64 (else a float64): an integer
 * within int64's range. 2^63 counts as one: JavaScript reads 9223372036854775807 as 2^63.
 */
export function isGoInt(value: number): boolean {
  return Number.isInteger(value) && Math.abs(value) <= TWO_TO_63;
}

/** The JSON type name kube-openapi gives a decoded value. */
export function jsonTypeName(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "number") return isGoInt(value) ? "integer" : "number";
  return Array.isArray(value) ? "array" : "object";
}

/** Unicode code points (Go's utf8.RuneCountInString, which maxLength and minLength count). */
export function runeCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

const GO_ESCAPES: Readonly<Record<string, string>> = { "\x07": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\v": "\\v", '"': '\\"', "\\": "\\\\" };

/**
 * Go's `%q` of a string (strconv.Quote): printable characters kept, others escaped. A lone
 * surrogate is U+FFFD, as the server's JSON decoder reads it.
 */
export function goQuote(text: string): string {
  let out = '"';
  for (const raw of text) {
    const c = raw.length === 1 && raw >= "\ud800" && raw <= "\udfff" ? "\ufffd" : raw;
    const escape = GO_ESCAPES[c];
    if (escape !== undefined) out += escape;
    else if (c === " " || /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(c)) out += c;
    else {
      const cp = c.codePointAt(0)!;
      out += cp < 0x80 ? `\\x${cp.toString(16).padStart(2, "0")}` : cp < 0x10000 ? `\\u${cp.toString(16).padStart(4, "0")}` : `\\U${cp.toString(16).padStart(8, "0")}`;
    }
  }
  return `${out}"`;
}
