// Go literals as openapi-gen's Go code prints them: strconv.Quote for strings, fmt's %#v
// for the JSON values of defaults and CEL rules, strconv's shortest 'g' for floats, and
// encoding/json for the `Pattern` string. gofmt then reprints the composite literals %#v
// gives (`interface {}` → `interface{}`, a space after each key's colon); these functions
// return that reprinted form.

import { goQuote, hex } from "../../parse/go-quote.js";

export { goQuote };

/** strconv.FormatFloat(v, 'g', -1, 64): the shortest digits, in exponent form below 1e-4 and from 1e6 on. */
export function goFloat(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value > 0 ? "+Inf" : "-Inf";
  if (value === 0) return Object.is(value, -0) ? "-0" : "0";
  const [mantissa, exponentText] = value.toExponential().split("e") as [string, string];
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith("-");
  const digits = mantissa.replace(/^-/, "").replace(".", "");
  const sign = negative ? "-" : "";
  if (exponent < -4 || exponent >= 6) {
    const fraction = digits.length > 1 ? "." + digits.slice(1) : "";
    const magnitude = String(Math.abs(exponent)).padStart(2, "0");
    return `${sign}${digits[0]}${fraction}e${exponent < 0 ? "-" : "+"}${magnitude}`;
  }
  if (exponent < 0) return `${sign}0.${"0".repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, "0");
  const fraction = digits.slice(exponent + 1);
  return sign + whole + (fraction === "" ? "" : "." + fraction);
}

/**
 * fmt's %#v of a value encoding/json decoded into interface{} (nil, bool, float64, string,
 * []interface{}, map[string]interface{} with its keys sorted), as gofmt reprints it.
 */
export function goValue(value: unknown): string {
  if (value === null || value === undefined) return "interface{}(nil)";
  if (typeof value === "string") return goQuote(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return goFloat(value);
  if (Array.isArray(value)) return `[]interface{}{${value.map((v) => goValue(v)).join(", ")}}`;
  const entries = Object.keys(value as object).sort(byBytes).map((k) => `${goQuote(k)}: ${goValue((value as Record<string, unknown>)[k])}`);
  return `map[string]interface{}{${entries.join(", ")}}`;
}

const ascii = /^[\x00-\x7f]*$/;

/** Go's string order (UTF-8 bytes), which differs from UTF-16 code units above U+FFFF. */
export function byBytes(a: string, b: string): number {
  if (a === b) return 0;
  if (ascii.test(a) && ascii.test(b)) return a < b ? -1 : 1;
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return Buffer.compare(x, y);
}

/** encoding/json's Marshal of a string: HTML characters and U+2028/9 escaped too. */
export function goJsonString(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '"' || char === "\\") out += "\\" + char;
    else if (code === 10) out += "\\n";
    else if (code === 13) out += "\\r";
    else if (code === 9) out += "\\t";
    else if (code === 8) out += "\\b";
    else if (code === 12) out += "\\f";
    else if (code < 0x20 || char === "<" || char === ">" || char === "&" || code === 0x2028 || code === 0x2029) out += "\\u" + hex(code, 4);
    else if (code >= 0xd800 && code <= 0xdfff) out += "\\ufffd";
    else out += char;
  }
  return out + '"';
}
