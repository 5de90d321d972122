// What gofmt would refuse in the head of a file openapi-gen writes: the --go-header-file
// text goes before the package clause, so it may hold only comments and white space, and
// the last element of --output-pkg becomes `package <name>`, so it must be an identifier.
// openapi-gen finds out only when it formats the file ("unable to format file …"), exits
// 1 and leaves the unformatted file behind; we say where, and write nothing (OM1120,
// OM1121). The rules are go/scanner's: NUL, a byte order mark and bytes that are not UTF-8
// are refused anywhere (in comments too); white space is space, tab, CR and LF.

/** Where the header stops being Go comments (1-based, columns in code points), and why. */
export interface HeaderProblem {
  readonly line: number;
  readonly col: number;
  readonly reason: string;
}

export function headerProblem(bytes: Uint8Array): HeaderProblem | undefined {
  // Decoded with U+FFFD for bad bytes: comments, line breaks and code are ASCII, unchanged.
  const text = Buffer.from(bytes).toString("utf8");
  const bad = firstInvalidUtf8(bytes);
  const badByte = bad === undefined ? undefined : { index: Buffer.from(bytes.subarray(0, bad)).toString("utf8").length, reason: "a byte that is not UTF-8" };
  // go/parser reports its errors sorted by position: the earliest one is the one shown (at a tie, the character's).
  const found = [firstIllegalCharacter(text), badByte, firstOutsideComments(text)].filter((f) => f !== undefined).sort((a, b) => a.index - b.index)[0];
  return found === undefined ? undefined : at(text, found.index, found.reason);
}

interface Found {
  readonly index: number;
  readonly reason: string;
}

/** The first text that is not a comment or white space, or a block comment left open. */
function firstOutsideComments(text: string): Found | undefined {
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === " " || c === "\t" || c === "\r" || c === "\n") {
      i++;
    } else if (text.startsWith("//", i)) {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith("/*", i)) {
      const end = text.indexOf("*/", i + 2);
      if (end === -1) return { index: i, reason: "a /* comment that is not closed" };
      i = end + 2;
    } else {
      return { index: i, reason: `text outside a comment (${JSON.stringify(text.slice(i).split("\n")[0]!.slice(0, 20))})` };
    }
  }
  return undefined;
}

function firstIllegalCharacter(text: string): Found | undefined {
  const match = /[\u0000\uFEFF]/.exec(text);
  if (match === null) return undefined;
  return { index: match.index, reason: match[0] === "\u0000" ? "a NUL character" : "a byte order mark (U+FEFF)" };
}

function at(text: string, index: number, reason: string): HeaderProblem {
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  const line = text.slice(0, lineStart).split("\n").length;
  return { line, col: [...text.slice(lineStart, index)].length + 1, reason };
}

/** The offset of the first byte Go's UTF-8 decoder refuses (overlong, surrogate, cut short, past U+10FFFF). */
function firstInvalidUtf8(bytes: Uint8Array): number | undefined {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const size = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (size === 0 || i + size > bytes.length) return i;
    const second = bytes[i + 1];
    if (size > 1) {
      const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
      const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
      if (second === undefined || second < low || second > high) return i;
      for (let k = 2; k < size; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    }
    i += size;
  }
  return undefined;
}

const keywords = new Set([
  "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func", "go", "goto",
  "if", "import", "interface", "map", "package", "range", "return", "select", "struct", "switch", "type", "var",
]);

/**
 * The package name openapi-gen gives the output package: Go's path.Base of --output-pkg (its
 * last element, trailing slashes ignored), with where it starts in the flag's value.
 */
export function outputPackageName(outputPkg: string): { readonly name: string; readonly start: number } {
  const trimmed = outputPkg.replace(/\/+$/, "");
  if (trimmed === "") return { name: outputPkg === "" ? "." : "/", start: 0 };
  const start = trimmed.lastIndexOf("/") + 1;
  return { name: trimmed.slice(start), start };
}

/** Why `package <name>` would not parse; undefined when it would. */
export function packageNameProblem(name: string): string | undefined {
  if (keywords.has(name)) return `${name} is a Go keyword`;
  if (!/^[\p{L}_][\p{L}\p{Nd}_]*$/u.test(name)) return "a package name is a Go identifier, letters, digits and _, not starting with a digit";
  return undefined;
}
