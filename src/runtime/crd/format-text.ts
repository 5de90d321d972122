// The format checks that are a regular expression, sometimes with a checksum: what
// kube-openapi's strfmt (and the govalidator functions it keeps) accept. `\d` and `\s` are
// Go's ASCII classes, written out: JavaScript's are wider.

import { utf8Length } from "../validation/go-value.js";

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const UUID3 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const UUID4 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
const UUID5 = /^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/i;
export const isUUID = (t: string): boolean => UUID.test(t);
export const isUUID3 = (t: string): boolean => UUID3.test(t);
export const isUUID4 = (t: string): boolean => UUID4.test(t);
export const isUUID5 = (t: string): boolean => UUID5.test(t);

// one label or dotted labels ending in a 2–63 letter top-level label; letters and symbols of
// any script count as alphanumerics
const HOST_CHAR = String.raw`[a-zA-Z0-9\p{S}\p{L}]`;
const HOST_INNER = String.raw`[a-zA-Z0-9\-\p{S}\p{L}]`;
const HOSTNAME = new RegExp(String.raw`^(?:${HOST_CHAR}(?:-?${HOST_CHAR}{0,62})?|(?:${HOST_CHAR}(?:${HOST_INNER}{0,61}${HOST_CHAR})?\.)+[a-zA-Z\p{L}]{2,63})$`, "u");

/** `hostname`: the pattern, at most 255 bytes, no dot-separated part over 63 bytes. */
export function isHostname(text: string): boolean {
  // the length first: it bounds the pattern's work on a hostile string
  return utf8Length(text) <= 255 && HOSTNAME.test(text) && text.split(".").every((part) => utf8Length(part) <= 63);
}

const SHORT_NAME = /^[a-z0-9](?:[-a-z0-9]*[a-z0-9])?$/;
const LONG_NAME = /^[a-z0-9](?:[-a-z0-9]*[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]*[a-z0-9])?)*$/;
/** `k8s-short-name` (1.34+): a DNS label in lower case, at most 63 characters. */
export const isShortName = (t: string): boolean => t.length <= 63 && SHORT_NAME.test(t);
/** `k8s-long-name` (1.34+): dot-separated such labels (each of any length), at most 253 characters. */
export const isLongName = (t: string): boolean => t.length <= 253 && LONG_NAME.test(t);

const CREDIT_CARD = /^(?:4[0-9]{12}(?:[0-9]{3})?|5[1-5][0-9]{14}|6(?:011|5[0-9][0-9])[0-9]{12}|3[47][0-9]{13}|3(?:0[0-5]|[68][0-9])[0-9]{11}|(?:2131|1800|35[0-9]{3})[0-9]{11})$/;

/** `creditcard`: the digits (everything else dropped) of a known issuer's number, Luhn-valid. */
export function isCreditCard(text: string): boolean {
  const digits = text.replace(/[^0-9]+/g, "");
  if (!CREDIT_CARD.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) d = d * 2 >= 10 ? ((d * 2) % 10) + 1 : d * 2;
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** ISBN digits: spaces, tabs, newlines and dashes dropped. */
const isbnDigits = (text: string): string => text.replace(/[\t\n\f\r -]+/g, "");

/** `isbn10`: nine digits and a check digit (or `X`, upper case only), weighted sum ≡ 0 mod 11. */
export function isISBN10(text: string): boolean {
  const s = isbnDigits(text);
  if (!/^(?:[0-9]{9}X|[0-9]{10})$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (i + 1) * (s.charCodeAt(i) - 48);
  sum += 10 * (s[9] === "X" ? 10 : s.charCodeAt(9) - 48);
  return sum % 11 === 0;
}

/** `isbn13`: thirteen digits, the last the 1-3-weighted check digit. */
export function isISBN13(text: string): boolean {
  const s = isbnDigits(text);
  if (!/^[0-9]{13}$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (i % 2 === 0 ? 1 : 3) * (s.charCodeAt(i) - 48);
  return s.charCodeAt(12) - 48 === (10 - (sum % 10)) % 10;
}

const SSN = /^[0-9]{3}[- ]?[0-9]{2}[- ]?[0-9]{4}$/;
/** `ssn`: 11 characters, so both separators are there. */
export const isSSN = (t: string): boolean => t.length === 11 && SSN.test(t);

const HEX_COLOR = /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const isHexColor = (t: string): boolean => HEX_COLOR.test(t);

const BYTE = String.raw`[\t\n\f\r ]*(0|[1-9][0-9]?|1[0-9][0-9]?|2[0-4][0-9]|25[0-5])[\t\n\f\r ]*`;
const RGB_COLOR = new RegExp(`^rgb\\(${BYTE},${BYTE},${BYTE}\\)$`);
export const isRGBColor = (t: string): boolean => RGB_COLOR.test(t);

// at least one group: the empty string is not base64 here
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$/;
/** `byte`: standard base64, padded, not empty. */
export const isBase64 = (t: string): boolean => BASE64.test(t);

/** `bsonobjectid`: 24 hex digits (12 bytes). */
export const isObjectID = (t: string): boolean => /^[0-9a-fA-F]{24}$/.test(t);
