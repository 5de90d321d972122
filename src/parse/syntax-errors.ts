// Syntax errors of a parsed file, read from tree-sitter's own node objects (rare, so the
// cost of a SyntaxNode does not matter here). Each error says whether it lies where
// nothing reads — the body of a function or method, a var declaration: openapi-gen reads
// types, constants, imports and method signatures only, so such an error is reported
// without stopping the run (OM1073), while one in what it reads — or in an OpenAPI*
// method's body, whose return value is read — stops it (OM1001).

import type { CompactTree } from "./compact-tree.js";

/** What syntaxErrors reads of a node; the native and the WebAssembly bindings both have it. */
export interface ErrorNode {
  readonly type: string;
  readonly text: string;
  readonly isMissing: boolean;
  readonly hasError: boolean;
  readonly startIndex: number;
  readonly startPosition: { readonly row: number; readonly column: number };
  readonly children: readonly (ErrorNode | null)[];
  childForFieldName(name: string): ErrorNode | null;
}

/** What unread part of the file a node lies in ("the body of F", "a var declaration"), if any. */
type Unread = string | undefined;

/**
 * Go 1.26 lets `new` take an expression (`new(int32(5))`, `new(f())`); tree-sitter-go 0.25
 * predates it and breaks such calls up, so an error in or just after a call of `new` may be valid
 * Go: the message says so, where the second parse of src/parse/go126-new.ts cannot tell (it
 * drops the errors it finds to be Go 1.26's new(expression)).
 */
export const NEW_EXPRESSION_HINT = " (valid Go if it is Go 1.26's new(expression), which this parser's Go grammar predates)";

/** Every syntax error, in source order. */
export function syntaxErrors(root: ErrorNode): CompactTree["errors"] {
  const errors: CompactTree["errors"][number][] = [];
  // Depth-first in source order, with a stack: the tree may be thousands of levels deep.
  const pending: { node: ErrorNode; unread: Unread; nearNew: boolean }[] = [{ node: root, unread: undefined, nearNew: false }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { node, unread, nearNew } = item;
    const { row, column } = node.startPosition;
    const where = unread === undefined ? {} : { unreadIn: unread };
    // An ERROR's own text may hold the broken call (`unexpected "new(int32(5))"`).
    const hint = unread !== undefined && (nearNew || (node.type === "ERROR" && /\bnew\(/.test(node.text))) ? NEW_EXPRESSION_HINT : "";
    if (node.isMissing) {
      errors.push({ row, col: column, message: `syntax error: missing ${JSON.stringify(node.type)}${hint}`, ...where });
    } else if (node.type === "ERROR") {
      const error = unterminatedRawString(node.text, row, column) ?? { row, col: column, message: `syntax error: unexpected ${describeToken(node.text)}${hint}` };
      errors.push({ ...error, ...where });
      continue;
    }
    if (!node.hasError) continue;
    const body = unread === undefined ? unreadBody(node) : undefined;
    const insideNew = nearNew || isNewCall(node);
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child === null || child === undefined) continue;
      const inBody = body !== undefined && child.startIndex === body.node.startIndex && child.type === "block";
      const inVar = node === root && child.type === "var_declaration" && !swallowsDeclaration(child);
      // A stray ")" that the broken-up call left behind follows the statement that holds it.
      const afterNew = child.type === "ERROR" && i > 0 && holdsBrokenNewCall(children[i - 1] ?? null);
      pending.push({ node: child, unread: inBody ? `the body of ${body.name}` : inVar ? "a var declaration" : unread, nearNew: insideNew || afterNew });
    }
  }
  return errors;
}

/**
 * The body of a function or method declaration that nothing reads: not an OpenAPI*
 * method's (its return value is read), and not a body that tree-sitter's recovery
 * stretched over a following top-level declaration (a line that begins with a declaration
 * keyword, which gofmt never indents into a body, means the body swallowed it).
 */
function unreadBody(node: ErrorNode): { node: ErrorNode; name: string } | undefined {
  if (node.type !== "function_declaration" && node.type !== "method_declaration") return undefined;
  const name = node.childForFieldName("name")?.text;
  const body = node.childForFieldName("body");
  if (name === undefined || body === null || name.startsWith("OpenAPI")) return undefined;
  return swallowsDeclaration(body) ? undefined : { node: body, name };
}

function isNewCall(node: ErrorNode): boolean {
  if (node.type !== "call_expression") return false;
  const callee = node.childForFieldName("function");
  return callee !== null && callee.type === "identifier" && callee.text === "new";
}

/** Whether a node holds a call of `new` with an error in it (an iterative search of the erroneous part only). */
function holdsBrokenNewCall(node: ErrorNode | null): boolean {
  const pending = node === null ? [] : [node];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (!next.hasError) continue;
    if (isNewCall(next)) return true;
    for (const child of next.children) if (child !== null) pending.push(child);
  }
  return false;
}

function swallowsDeclaration(node: ErrorNode): boolean {
  return /\n(?:type|func|const|var|import)\b/.test(node.text);
}

/**
 * A raw string (a struct tag, usually) whose closing backquote is missing swallows the
 * rest of the file, and tree-sitter reports the error where the declaration began:
 * point at the backquote instead. Comments and interpreted strings are skipped.
 */
function unterminatedRawString(text: string, row: number, col: number): { row: number; col: number; message: string } | undefined {
  const scan = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|`[^`]*`|`/g;
  let open: number | undefined;
  for (let m = scan.exec(text); m !== null; m = scan.exec(text)) if (m[0] === "`") open = m.index;
  if (open === undefined) return undefined;
  const before = text.slice(0, open).split("\n");
  const line = before.length - 1;
  return { row: row + line, col: line === 0 ? col + open : before[line]!.length, message: "syntax error: raw string literal not terminated" };
}

function describeToken(text: string): string {
  const first = text.trim().split(/\s+/)[0] ?? "";
  return first === "" ? "end of input" : JSON.stringify(first.length > 20 ? first.slice(0, 20) + "…" : first);
}
