// Go 1.26 lets `new` take an expression (`new(int32(5))`, `new(f())`); tree-sitter-go 0.25
// predates it and breaks such a call up, so valid Go gets a syntax error in a function body
// (OM1073, with a hint). To tell that from a real typo: the lines holding such an error are
// parsed again with each `new(` on them spelled `neW(` — an ordinary call of the same length,
// so every position stays. A hinted error whose line then parses is Go 1.26's new(expression)
// and is dropped; a real typo (a missing ")") fails the second parse too, and keeps its
// warning, without the hint. If the second parse finds an error on a line that had none, it proves nothing and
// every error stays.

import type { CompactTree } from "./compact-tree.js";
import { NEW_EXPRESSION_HINT } from "./syntax-errors.js";

type Errors = CompactTree["errors"];

/** The errors without those that are only Go 1.26's new(expression); `reparse` gives a text's errors. */
export function withoutGo126New(text: string, errors: Errors, reparse: (text: string) => Errors): Errors {
  const hinted = errors.filter((e) => e.message.endsWith(NEW_EXPRESSION_HINT));
  if (hinted.length === 0) return errors;
  const rows = new Set(hinted.map((e) => e.row));
  const lines = text.split("\n");
  // a stray ")" reported on the line after the call: that line's call is respelled too
  for (const row of [...rows]) if (row > 0 && !/\bnew\(/.test(lines[row]!)) rows.add(row - 1);
  const respelled = lines.map((line, row) => (rows.has(row) ? line.replace(/\bnew\(/g, "neW(") : line)).join("\n");
  if (respelled === text) return errors;
  const again = new Set(reparse(respelled).map((e) => e.row));
  const before = new Set(errors.map((e) => e.row));
  if ([...again].some((row) => !before.has(row))) return errors;
  // what is left on a respelled line is no new(expression): its hint goes
  return errors
    .filter((e) => !e.message.endsWith(NEW_EXPRESSION_HINT) || again.has(e.row))
    .map((e) => (e.message.endsWith(NEW_EXPRESSION_HINT) ? { ...e, message: e.message.slice(0, -NEW_EXPRESSION_HINT.length) } : e));
}
