// controller-gen's descriptions: the doc comment without its marker lines (then blank
// lines trimmed and collapsed, as go/ast does), TODO lines dropped and everything from a
// `---` line on cut, except inside fenced code blocks; lines joined with newlines.
// Markers are `//` comments only: a `/* +marker */` line stays in the text. When the doc
// comment holds a block comment, every line of it is trimmed of white space at both ends
// (go/ast keeps a block comment's indentation; controller-gen's extractDoc removes it).

import type { DocLine } from "../../parse/syntax.js";
import { trimUnicodeSpace } from "../shared/description.js";

/**
 * `stripComments` (controller-tools v0.16.0 on): leave out TODO lines and what follows
 * `---`. Before, every line was kept, and a blank line, replaced by a newline before the
 * lines were joined with newlines, came out as two.
 */
export function crdDescription(doc: readonly DocLine[], stripComments = true): string {
  const kept = doc.filter((line) => line.block === true || !line.text.trim().startsWith("+"));
  const collapsed = collapseBlankLines(kept.map((line) => line.text));
  const lines = kept.some((line) => line.block === true) ? collapsed.map(trimUnicodeSpace) : collapsed;
  if (!stripComments) return lines.map((line) => (line === "" ? "\n" : line)).join("\n");
  const out: string[] = [];
  let inCode = false;
  for (const line of lines) {
    if (line.startsWith("```") || line.startsWith("~~~")) inCode = !inCode;
    if (!inCode) {
      if (line.startsWith("TODO")) continue;
      if (line.startsWith("---")) break;
    }
    out.push(line);
  }
  return out.join("\n");
}

function collapseBlankLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line === "" && (out.length === 0 || out[out.length - 1] === "")) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out;
}
