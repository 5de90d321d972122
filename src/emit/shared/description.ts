// Descriptions from doc-comment lines, exactly as openapi-gen writes them: `---` ends
// the text, TODO and `+marker` lines are dropped, blank lines make paragraphs, indented
// lines keep their own line, other lines are joined with one space.

import { hasChange, newestEra, type Era } from "../../era/openapi-gen.js";

export function formatDescription(lines: readonly string[], era: Era = newestEra): string {
  const text = joinDescription(lines);
  if (hasChange(era, "description-escapes")) return trimUnicodeSpace(text);
  return readGoEscapes(trimAsBefore471(text, hasChange(era, "leading-newlines")));
}

/**
 * The ends openapi-gen trimmed before kube-openapi #471 (strings.TrimSpace since): newlines
 * — only trailing ones before #286 — and then spaces, so a tab or other white space at
 * either end stays, and a description that began with a blank line (markers, then an empty
 * comment line, then text) began with newlines.
 */
function trimAsBefore471(text: string, trimLeadingNewlines: boolean): string {
  let start = 0;
  let end = text.length;
  if (trimLeadingNewlines) while (start < end && text[start] === "\n") start++;
  while (end > start && text[end - 1] === "\n") end--;
  while (start < end && text[start] === " ") start++;
  while (end > start && text[end - 1] === " ") end--;
  return text.slice(start, end);
}

function joinDescription(lines: readonly string[]): string {
  let text = "";
  for (const raw of lines) {
    if (raw === "---") break;
    const line = trimEndSpaces(raw);
    const lead = line.slice(countLeadingSpaces(line));
    if (line === "") {
      text = text.slice(0, -1) + "\n\n";
    } else if (lead.startsWith("TODO") || lead.startsWith("+")) {
      continue;
    } else if (line[0] === " " || line[0] === "\t") {
      text = text.slice(0, -1) + "\n" + line + "\n";
    } else {
      text += line + " ";
    }
  }
  return text;
}

/**
 * Before kube-openapi #471, a backslash of the text that starts no Go escape (`\ `, `\d`), or
 * one whose value Go refuses (`\400`, `\ud800`), made openapi-gen's output unparseable, and
 * gofmt failed the run: the first such escape, if any.
 */
export function invalidGoEscape(lines: readonly string[], era: Era): string | undefined {
  if (hasChange(era, "description-escapes")) return undefined;
  const text = joinDescription(lines);
  for (let i = text.indexOf("\\"); i >= 0; i = text.indexOf("\\", i + 1)) {
    goEscapeAt.lastIndex = i;
    const match = goEscapeAt.exec(text);
    if (match === null || !goEscapeValueOk(match)) return text.slice(i, i + 2);
    i += match[0].length - 1;
  }
  return undefined;
}

function goEscapeValueOk(match: RegExpExecArray): boolean {
  const [, , hex, u4, u8, octal] = match;
  if (octal !== undefined) return parseInt(octal, 8) <= 0xff;
  if (hex !== undefined) return true;
  if (u4 === undefined && u8 === undefined) return true;
  const code = parseInt((u4 ?? u8)!, 16);
  return code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
}

const goEscapeAt = /\\(?:([abfnrtv\\"])|x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|([0-7]{3}))/y;
const goEscape = /\\(?:([abfnrtv\\"])|x([0-9a-fA-F]{2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|([0-7]{3}))/g;
const simpleEscapes: Readonly<Record<string, string>> = { a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v", "\\": "\\", '"': '"' };

/**
 * openapi-gen before kube-openapi #471 pasted the text into a Go string literal escaping
 * only quotes, newlines and tabs, so the compiler read a comment's backslashes as escapes
 * (`\\` → `\`, `\n` → newline, `\"` → `"`). A byte escape above 0x7f is no UTF-8 on its
 * own, and JSON encoding made it U+FFFD. Other backslashes (which would not have compiled)
 * are kept.
 */
export function readGoEscapes(text: string): string {
  if (!text.includes("\\")) return text;
  return text.replace(goEscape, (all, simple: string | undefined, hex?: string, u4?: string, u8?: string, octal?: string) => {
    if (simple !== undefined) return simpleEscapes[simple]!;
    const byte = hex !== undefined ? parseInt(hex, 16) : octal !== undefined ? parseInt(octal, 8) : undefined;
    if (byte !== undefined) return byte > 0xff ? all : byte < 0x80 ? String.fromCharCode(byte) : "\uFFFD";
    const code = parseInt((u4 ?? u8)!, 16);
    return code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? "\uFFFD" : String.fromCodePoint(code);
  });
}

function trimEndSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line.charCodeAt(end - 1) === 32) end--;
  return end === line.length ? line : line.slice(0, end);
}

function countLeadingSpaces(line: string): number {
  let i = 0;
  while (i < line.length && line.charCodeAt(i) === 32) i++;
  return i;
}

/**
 * strings.TrimSpace: white space at both ends — the code units of JavaScript's `\s` and
 * U+0085 (all in the BMP, so one code unit each). A loop: the regular expression it
 * replaces, `^[\s\u0085]+|[\s\u0085]+$`, tried the end anchor after every run of spaces
 * between words (every description ends in one).
 */
export function trimUnicodeSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isTrimmedSpace(text.charCodeAt(start))) start++;
  while (end > start && isTrimmedSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

function isTrimmedSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0x85) return false;
  return code === 0x85 || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}
