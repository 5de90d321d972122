// The formatting of an existing JSON file, detected rather than assumed, and a renderer
// that writes new values in that same style: indent unit, line ending, `": "` or `":"`,
// whether non-ASCII characters are written as \uXXXX escapes (and in which hex case).

export interface JsonStyle {
  /** One level of indentation; undefined for a single-line (compact) file. */
  readonly indent: string | undefined;
  readonly eol: string;
  readonly colon: string;
  readonly escapeNonAscii: boolean;
  readonly upperHex: boolean;
}

export function detectStyle(text: string): JsonStyle {
  const indent = /\n([ \t]+)["{[\d\-tfn]/.exec(text)?.[1];
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const colon = /"\s*:\s/.exec(text)?.[0].endsWith(" ") === false ? ":" : /":\s/.test(text) ? ": " : ":";
  const rawNonAscii = /[^\x00-\x7f]/.test(text);
  const escape = /\\u([0-9a-fA-F]{4})/g;
  let escapesNonAscii = false;
  let upperHex = false;
  let sawLetterCase = false;
  for (let m = escape.exec(text); m !== null; m = escape.exec(text)) {
    if (parseInt(m[1]!, 16) >= 0x7f) escapesNonAscii = true;
    if (!sawLetterCase && /[a-fA-F]/.test(m[1]!)) {
      upperHex = /[A-F]/.test(m[1]!);
      sawLetterCase = true;
    }
  }
  return { indent, eol, colon, escapeNonAscii: escapesNonAscii && !rawNonAscii, upperHex };
}

/** Renders a value at nesting `depth` (the depth of the place it will stand at). */
export function renderJson(value: unknown, depth: number, style: JsonStyle): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return wrap("[", value.map((v) => renderJson(v, depth + 1, style)), "]", depth, style);
  }
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort(byCodeUnit);
    if (keys.length === 0) return "{}";
    const parts = keys.map((k) => `${renderString(k, style)}${style.colon}${renderJson((value as Record<string, unknown>)[k], depth + 1, style)}`);
    return wrap("{", parts, "}", depth, style);
  }
  if (typeof value === "string") return renderString(value, style);
  return JSON.stringify(value);
}

function wrap(open: string, parts: readonly string[], close: string, depth: number, style: JsonStyle): string {
  if (style.indent === undefined) return open + parts.join(",") + close;
  const inner = style.eol + style.indent.repeat(depth + 1);
  return open + inner + parts.join("," + inner) + style.eol + style.indent.repeat(depth) + close;
}

export function renderString(value: string, style: JsonStyle): string {
  const json = JSON.stringify(value);
  if (!style.escapeNonAscii) return json;
  return json.replace(/[^\x00-\x7e]/g, (ch) => {
    const hex = ch.charCodeAt(0).toString(16).padStart(4, "0");
    return "\\u" + (style.upperHex ? hex.toUpperCase() : hex);
  });
}

export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
