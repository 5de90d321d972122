// The layout gofmt gives generated Go code, without running gofmt. Generated code is a
// tree of composite literals written one element per line; gofmt indents each level with
// a tab and aligns the values of consecutive single-line `key: value` elements in a column
// (go/printer's exprList feeding text/tabwriter). An alignment section ends at an element
// that spans several lines, and where a key's length departs from the geometric mean of
// the keys before it in the section by a factor of 2.5 or more (unless both it and the
// previous key are at most 40 bytes long). A value column is one space right of the
// longest `key:` of its section, counted in runes as tabwriter does.

/** A Go expression: text on one line, a composite literal, or a call whose arguments may be literals. */
export type GoExpr = string | GoComposite | GoCall;

export interface GoComposite {
  readonly kind: "composite";
  /** The literal's type, `""` where gofmt -s elides it (a map value, a slice element). */
  readonly type: string;
  readonly elements: readonly GoElement[];
  /**
   * The elements on the line after the brace, comma-separated, with the closing brace
   * right after the last one (openapi-gen's `Dependencies` list).
   */
  readonly closeOnLastLine?: boolean;
  /** One element a line, but the closing brace right after the last, with no comma. */
  readonly closeAfterLast?: boolean;
}

export interface GoElement {
  readonly key?: string;
  readonly value: GoExpr;
}

export interface GoCall {
  readonly kind: "call";
  readonly func: string;
  readonly args: readonly GoExpr[];
}

export function composite(type: string, elements: readonly GoElement[], closeOnLastLine = false): GoComposite {
  return { kind: "composite", type, elements, closeOnLastLine };
}

export function call(func: string, args: readonly GoExpr[]): GoCall {
  return { kind: "call", func, args };
}

/** The expression as gofmt prints it, starting mid-line at nesting level `indent`. */
export function printExpr(expr: GoExpr, indent: number): string {
  const out: string[] = [];
  writeExpr(expr, indent, out);
  return out.join("");
}

function writeExpr(expr: GoExpr, indent: number, out: string[]): void {
  if (typeof expr === "string") out.push(expr);
  else if (expr.kind === "call") writeCall(expr, indent, out);
  else writeComposite(expr, indent, out);
}

function writeCall(expr: GoCall, indent: number, out: string[]): void {
  out.push(expr.func, "(");
  expr.args.forEach((arg, i) => {
    if (i > 0) out.push(", ");
    writeExpr(arg, indent, out);
  });
  out.push(")");
}

function writeComposite(expr: GoComposite, indent: number, out: string[]): void {
  out.push(expr.type, "{");
  if (expr.elements.length === 0) {
    out.push("}");
    return;
  }
  const inner = tabs(indent + 1);
  if (expr.closeOnLastLine === true) {
    out.push("\n", inner);
    expr.elements.forEach((element, i) => {
      if (i > 0) out.push(", ");
      writeElement(element, indent + 1, 0, out);
    });
    out.push("}");
    return;
  }
  const widths = columnWidths(expr.elements);
  expr.elements.forEach((element, i) => {
    out.push("\n", inner);
    writeElement(element, indent + 1, widths[i]!, out);
    out.push(expr.closeAfterLast === true && i === expr.elements.length - 1 ? "}" : ",");
  });
  if (expr.closeAfterLast !== true) out.push("\n", tabs(indent), "}");
}

/** `key:` padded to `width` runes (0: one space), then the value. */
function writeElement(element: GoElement, indent: number, width: number, out: string[]): void {
  if (element.key !== undefined) {
    const label = element.key + ":";
    out.push(label, spaces(Math.max(1, width - runeLength(label))));
  }
  writeExpr(element.value, indent, out);
}

/**
 * For each element, the width of its section's key column (the longest `key:` plus one
 * space), or 0 where the element is not aligned (no key, several lines).
 */
export function columnWidths(elements: readonly GoElement[]): number[] {
  const sections = alignmentSections(elements);
  const widths: number[] = new Array<number>(elements.length).fill(0);
  for (const section of sections) {
    let width = 0;
    for (const i of section) width = Math.max(width, runeLength(elements[i]!.key! + ":") + 1);
    for (const i of section) widths[i] = width;
  }
  return widths;
}

/** go/printer's exprList: which consecutive keyed single-line elements share a column. */
function alignmentSections(elements: readonly GoElement[]): number[][] {
  const sections: number[][] = [];
  let current: number[] = [];
  let prevSize = 0;
  let lnsum = 0;
  let count = 0;
  elements.forEach((element, i) => {
    const size = elementSize(element);
    let breaks = true;
    if (prevSize > 0 && size > 0) {
      if (count === 0 || (prevSize <= smallSize && size <= smallSize)) breaks = false;
      else {
        const ratio = size / Math.exp(lnsum / count);
        breaks = ratioThreshold * ratio <= 1 || ratioThreshold <= ratio;
      }
    }
    if (breaks && i > 0) {
      // A formfeed: tabwriter starts a new section, and exprList a new geometric mean.
      if (current.length > 0) sections.push(current);
      current = [];
      lnsum = 0;
      count = 0;
    }
    if (size > 0 && element.key !== undefined) current.push(i);
    if (size > 0) {
      lnsum += Math.log(size);
      count++;
    }
    prevSize = size;
  });
  if (current.length > 0) sections.push(current);
  return sections.filter((s) => s.length > 0);
}

const smallSize = 40;
const ratioThreshold = 2.5;

/** go/printer's size of an element: its key's bytes when it fits on one line, else 0. */
function elementSize(element: GoElement): number {
  if (typeof element.value !== "string") return 0;
  const text = element.key ?? element.value;
  return ascii.test(text) ? text.length : Buffer.byteLength(text, "utf8");
}

const ascii = /^[\x00-\x7f]*$/;

function runeLength(text: string): number {
  if (ascii.test(text)) return text.length;
  let n = 0;
  for (const _ of text) n++;
  return n;
}

const spaceStrings: string[] = [];

function spaces(n: number): string {
  return (spaceStrings[n] ??= " ".repeat(n));
}

const tabStrings: string[] = [];

export function tabs(n: number): string {
  return (tabStrings[n] ??= "\t".repeat(n));
}
