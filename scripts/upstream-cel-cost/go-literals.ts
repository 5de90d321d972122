// Reading Go test tables as text: the `{…}` entries of a composite literal (braces inside
// strings skipped), Go string literals, and `key: value` fields of one entry.

/** The top-level `{…}` entries of the composite literal that starts at `open` (the index of its `{`). */
export function entries(text: string, open: number): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === "`") {
      i = text.indexOf("`", i + 1);
      continue;
    }
    if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === "\\") i++;
      continue;
    }
    if (c === "/" && text[i + 1] === "/") {
      i = text.indexOf("\n", i);
      continue;
    }
    if (c === "{") {
      depth++;
      if (depth === 2) start = i;
    } else if (c === "}") {
      if (depth === 2) out.push(text.slice(start + 1, i));
      depth--;
      if (depth === 0) break;
    }
  }
  return out;
}

/** A Go string literal's value (raw `…` or interpreted "…"). */
export function goString(literal: string): string {
  if (literal.startsWith("`")) return literal.slice(1, -1);
  const body = literal.slice(1, -1);
  const simple: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", '"': '"', "'": "'", a: "\x07", b: "\b", f: "\f", v: "\v" };
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, e: string) => (e.length > 1 ? String.fromCharCode(Number.parseInt(e.slice(1), 16)) : simple[e] ?? e));
}

/** The first string literal after `key:` in an entry. */
export function stringField(entry: string, key: string): string | undefined {
  const m = new RegExp(`(?:^|[\\s,{])${key}:\\s*(\`[^\`]*\`|"(?:[^"\\\\]|\\\\.)*")`).exec(entry);
  return m === null ? undefined : goString(m[1]!);
}
