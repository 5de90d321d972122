// Go's strings.Compare: byte order of the UTF-8 encodings, which is code-point order. It
// differs from JavaScript's code-unit order only between a character above U+FFFF (a
// surrogate pair, 0xD800…) and one in U+E000–U+FFFF.

export function goCompare(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) i++;
  }
  return a.length - b.length < 0 ? -1 : a.length > b.length ? 1 : 0;
}
