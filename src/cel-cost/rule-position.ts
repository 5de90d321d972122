// Where an offset inside a CEL rule is in the Go source: the marker that wrote the rule
// (`+kubebuilder:validation:XValidation:rule="…"`) holds it as a Go string literal — quoted
// with escapes, raw between backquotes, or bare — so the rule's offsets map to columns of the
// marker's line once the literal is decoded character by character.

import type { Span } from "../parse/syntax.js";

/**
 * The position of `offset` (UTF-16 units) in the value of argument `key` of the marker at
 * `span` whose text after `+` is `text`; the marker's own position when the value is not there.
 */
export function positionInMarker(span: Span, text: string | undefined, key: string, value: string, offset: number): Span {
  if (text === undefined) return span;
  const positions = valuePositions(text, key, value);
  if (positions === undefined) return span;
  const at = positions[Math.max(0, Math.min(offset, positions.length - 1))]!;
  // columns count code points; the text starts one column after the `+`
  return { ...span, col: span.col + 1 + [...text.slice(0, at)].length };
}

/** For each UTF-16 unit of `value` (and one past its end), its index in `text`; undefined when `key=` does not hold `value`. */
function valuePositions(text: string, key: string, value: string): number[] | undefined {
  for (let from = text.indexOf(`${key}=`); from !== -1; from = text.indexOf(`${key}=`, from + 1)) {
    if (from > 0 && /[A-Za-z0-9_]/.test(text[from - 1]!)) continue;
    const start = from + key.length + 1;
    const positions = literalPositions(text, start);
    if (positions !== undefined && positions.decoded === value) return positions.at;
    if (text.startsWith(value, start)) return Array.from({ length: value.length + 1 }, (_, i) => start + i);
  }
  return undefined;
}

const simpleEscapes: Readonly<Record<string, string>> = { a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v", "\\": "\\", "'": "'", '"': '"' };

/** A Go string literal at `start` (interpreted or raw): its value and where each of its units comes from. */
function literalPositions(text: string, start: number): { decoded: string; at: number[] } | undefined {
  const quote = text[start];
  if (quote !== '"' && quote !== "`") return undefined;
  let decoded = "";
  const at: number[] = [];
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === quote) return { decoded, at: [...at, i] };
    if (quote === '"' && c === "\\") {
      const unit = escapeAt(text, i);
      if (unit === undefined) return undefined;
      for (let k = 0; k < unit.value.length; k++) at.push(i);
      decoded += unit.value;
      i += unit.length - 1;
      continue;
    }
    at.push(i);
    decoded += c;
  }
  return undefined;
}

/** The escape at `i` (a backslash): its value and how many characters it spans. */
function escapeAt(text: string, i: number): { value: string; length: number } | undefined {
  const e = text[i + 1] ?? "";
  if (Object.hasOwn(simpleEscapes, e)) return { value: simpleEscapes[e]!, length: 2 };
  const width = e === "x" ? 2 : e === "u" ? 4 : e === "U" ? 8 : 0;
  if (width > 0) {
    const hex = text.slice(i + 2, i + 2 + width);
    if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) return undefined;
    const code = Number.parseInt(hex, 16);
    if (e !== "x" && code > 0x10ffff) return undefined;
    return { value: String.fromCodePoint(code), length: 2 + width };
  }
  const oct = text.slice(i + 1, i + 4);
  return /^[0-7]{3}$/.test(oct) ? { value: String.fromCharCode(Number.parseInt(oct, 8)), length: 4 } : undefined;
}
