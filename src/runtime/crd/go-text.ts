// How Go prints the numbers and types that kube-openapi's messages carry.

/** `fmt.Sprintf("%v", float64)`: JavaScript's shortest form, with Go's two-digit exponent. */
export function goFloat(n: number): string {
  return String(n).replace(/e([+-])(\d)$/, "e$10$2");
}

/** The JSON type name kube-openapi gives a decoded value. */
export function jsonTypeName(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
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
