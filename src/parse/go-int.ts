// The value of a Go integer literal, as the +k8s: tags write them: read by the tags'
// parsers (src/markers), the analyses and the emitters alike.

/** The value of a Go integer literal as codetags accepts it (signed; 0x, 0o, 0b, leading-0 octal). */
export function goIntValue(text: string): number {
  const negative = text.startsWith("-");
  const body = text.replace(/^[+-]/, "");
  const digits = /^0[0-7]+$/.test(body) ? `0o${body.slice(1)}` : body;
  const value = Number(BigInt(digits));
  return negative ? -value : value;
}
