// Comment groups and doc comments, following go/parser and gengo:
// - consecutive comments on adjacent lines form one group; a comment that follows code
//   on its line starts a group of its own, which takes only comments on that same line;
// - a group's text is cleaned like go/ast CommentGroup.Text(): `//` and one space removed,
//   directive comments (`//go:build`, `//nolint:x`, `//line …`) dropped, trailing blanks
//   stripped, blank-line runs collapsed, leading and trailing blank lines removed;
// - the doc comment of a declaration is the group whose last line is the line just before
//   the declaration's identifier (not go/ast's Field.Doc).

import type { PositionMapper } from "./position.js";
import type { DocLine } from "./syntax.js";

/** A comment as the parser sees it (rows 0-based, column in UTF-16 units). */
export interface RawComment {
  readonly text: string;
  readonly row: number;
  readonly col: number;
  readonly endRow: number;
  /** Code precedes the comment on its first line. */
  readonly afterCode: boolean;
  /** Code follows the comment on its last line. */
  readonly beforeCode: boolean;
}

export interface CommentGroup {
  readonly row: number;
  /** Column of the group's first comment (UTF-16 units), to tell it from a comment that starts on the same row. */
  readonly col: number;
  readonly endRow: number;
  readonly lines: readonly DocLine[];
}

export interface CommentIndex {
  readonly groups: readonly CommentGroup[];
  /** The doc comment of a declaration whose identifier is on `row` (0-based). */
  docFor(row: number): readonly DocLine[];
  /**
   * controller-gen's "closest non-godoc comment group" of a declaration whose doc comment
   * (or, without one, whose identifier) starts on `row`: the last group that ends before
   * `row` and starts after `floor` (the row where the code before the declaration ends).
   */
  groupAbove(row: number, floor: number): readonly DocLine[];
}

/**
 * `count` comments, read one at a time through `comment(i)` in file order: only the group
 * being formed is held as RawComments (a comment-only file of 36 MB has 1.7 M of them).
 */
/** Shared by every declaration without a doc comment or a group above it: one array, not one each. */
const noLines: readonly DocLine[] = Object.freeze([]);

export function indexComments(count: number, comment: (index: number) => RawComment, positions: PositionMapper): CommentIndex {
  const groups: CommentGroup[] = [];
  let members: RawComment[] = [];
  const close = (): void => {
    if (members.length === 0) return;
    groups.push({ row: members[0]!.row, col: members[0]!.col, endRow: members[members.length - 1]!.endRow, lines: cleanGroup(members, positions) });
    members = [];
  };
  for (let i = 0; i < count; i++) {
    const next = comment(i);
    if (members.length > 0 && !joinsGroup(members, next)) close();
    members.push(next);
  }
  close();
  const byEndRow = new Map<number, readonly DocLine[]>();
  for (const group of groups) byEndRow.set(group.endRow, group.lines);
  return { groups, docFor: (row) => byEndRow.get(row - 1) ?? noLines, groupAbove: (row, floor) => groupAbove(groups, row, floor) };
}

function groupAbove(groups: readonly CommentGroup[], row: number, floor: number): readonly DocLine[] {
  // Binary search: the first group ending at or after `row`; the one before it is the candidate.
  let lo = 0;
  let hi = groups.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (groups[mid]!.endRow < row) lo = mid + 1;
    else hi = mid;
  }
  const candidate = groups[lo - 1];
  return candidate !== undefined && candidate.row > floor ? candidate.lines : noLines;
}

function joinsGroup(group: readonly RawComment[], next: RawComment): boolean {
  const first = group[0]!;
  const last = group[group.length - 1]!;
  if (next.afterCode || last.beforeCode) return false;
  const reach = first.afterCode ? 0 : 1;
  return next.row <= last.endRow + reach;
}

function cleanGroup(members: readonly RawComment[], positions: PositionMapper): DocLine[] {
  const lines: DocLine[] = [];
  // A loop, not push(...): a block comment may have more lines than a call has arguments.
  for (const comment of members) for (const line of commentLines(comment, positions)) lines.push(line);
  return collapseBlankLines(lines);
}

function commentLines(comment: RawComment, positions: PositionMapper): DocLine[] {
  const text = comment.text.includes("\r") ? stripCR(comment.text) : comment.text;
  if (text.startsWith("//")) {
    const body = text.slice(2);
    if (isDirective(body)) return [];
    const skip = body.startsWith(" ") ? 1 : 0;
    const span = positions.span(comment.row, comment.col + 2 + skip);
    return [{ text: trimTrailingBlanks(body.slice(skip)), span }];
  }
  const body = text.slice(2, text.length - 2);
  return body.split("\n").map((text, i) => ({
    text: trimTrailingBlanks(text),
    span: positions.span(comment.row + i, i === 0 ? comment.col + 2 : 0),
    block: true,
  }));
}

/**
 * go/scanner's stripCR: a comment's text has every carriage return removed (a lone one too,
 * which is no line break in Go), except one between `*` and the `/` that would then close a
 * block comment early.
 */
function stripCR(text: string): string {
  if (!text.startsWith("/*")) return text.replaceAll("\r", "");
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch !== "\r" || (out.length > 2 && out.endsWith("*") && text[i + 1] === "/")) out += ch;
  }
  return out;
}

/** Go's ast.isDirective, applied to the text after `//`. */
export function isDirective(text: string): boolean {
  if (text.startsWith("line ") || text.startsWith("extern ") || text.startsWith("export ")) return true;
  const colon = text.indexOf(":");
  if (colon <= 0 || colon + 1 >= text.length) return false;
  for (let i = 0; i <= colon + 1; i++) {
    const c = text.charCodeAt(i);
    if (i !== colon && !((c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39))) return false;
  }
  return true;
}

/** Removes trailing spaces, tabs, CRs and LFs (a loop: the regular expression was a hot spot). */
function trimTrailingBlanks(text: string): string {
  let end = text.length;
  for (let c = text.charCodeAt(end - 1); c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a; c = text.charCodeAt(end - 1)) end--;
  return end === text.length ? text : text.slice(0, end);
}

function collapseBlankLines(lines: readonly DocLine[]): DocLine[] {
  const out: DocLine[] = [];
  for (const line of lines) {
    const previousBlank = out.length === 0 || out[out.length - 1]!.text === "";
    if (line.text !== "" || !previousBlank) out.push(line);
  }
  while (out.length > 0 && out[out.length - 1]!.text === "") out.pop();
  // A copy of exact size: an array grown by push keeps room for 16 more, and every
  // declaration and comment group holds one of these for the whole run.
  return out.slice();
}
