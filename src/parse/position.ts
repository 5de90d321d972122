// Converts tree-sitter points (0-based row, column in UTF-16 code units) into our
// 1-based line/column in Unicode code points. Only lines holding astral characters
// (surrogate pairs) need a recount, so the common case is one addition.

import type { Span } from "./syntax.js";

export interface PositionMapper {
  span(row: number, utf16Col: number): Span;
}

export function createPositionMapper(file: string, text: string): PositionMapper {
  const astralRows = findAstralRows(text);
  const lineStarts = astralRows.size > 0 ? computeLineStarts(text) : [];
  return {
    span(row, utf16Col) {
      if (!astralRows.has(row)) return { file, line: row + 1, col: utf16Col + 1 };
      const start = lineStarts[row] ?? 0;
      const prefix = text.slice(start, start + utf16Col);
      return { file, line: row + 1, col: [...prefix].length + 1 };
    },
  };
}

function findAstralRows(text: string): Set<number> {
  const rows = new Set<number>();
  const surrogate = /[\uD800-\uDBFF]/g;
  let match: RegExpExecArray | null;
  while ((match = surrogate.exec(text)) !== null) {
    rows.add(countNewlines(text, match.index));
  }
  return rows;
}

function countNewlines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}
