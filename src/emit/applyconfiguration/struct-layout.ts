// A struct body as gofmt lays it out: each field line is cells (name, type, tag; an
// embedded field has no name, so its tag sits in the type column) and text/tabwriter
// aligns a column over consecutive lines that have a cell after it. A comment line has
// no such cell, so it ends every column block, as a blank line does.

export type StructLine = { readonly comment: string } | { readonly cells: readonly string[] };

export function layoutStruct(lines: readonly StructLine[]): string {
  const cellLines = lines.map((l) => ("cells" in l ? [...l.cells] : undefined));
  const widths: number[][] = cellLines.map((cells) => (cells === undefined ? [] : new Array<number>(cells.length - 1).fill(0)));
  alignColumns(cellLines, widths, 0, 0, cellLines.length);
  return lines
    .map((line, i) => {
      if ("comment" in line) return `\t${line.comment}\n`;
      const cells = cellLines[i]!;
      const text = cells.map((cell, c) => (c < cells.length - 1 ? cell + " ".repeat(widths[i]![c]! - runes(cell)) : cell)).join("");
      return `\t${text}\n`;
    })
    .join("");
}

/** tabwriter's format(): a block of column `column` is a run of lines with a cell after it; blocks nest. */
function alignColumns(lines: readonly (string[] | undefined)[], widths: number[][], column: number, from: number, to: number): void {
  let i = from;
  while (i < to) {
    if (!hasColumn(lines[i], column)) {
      i++;
      continue;
    }
    const start = i;
    let width = 0;
    while (i < to && hasColumn(lines[i], column)) {
      width = Math.max(width, runes(lines[i]![column]!) + 1);
      i++;
    }
    for (let j = start; j < i; j++) widths[j]![column] = width;
    alignColumns(lines, widths, column + 1, start, i);
  }
}

function hasColumn(cells: readonly string[] | undefined, column: number): boolean {
  return cells !== undefined && column < cells.length - 1;
}

function runes(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
