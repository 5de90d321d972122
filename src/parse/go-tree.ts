// The only module that imports tree-sitter. It turns Go source text into syntax facts
// (src/parse/syntax.ts) and never lets a tree-sitter node escape.
//
// Only what the generator needs is visited: the package clause, imports, type and const
// declarations and method signatures. Function bodies are skipped, except the single
// return expression of the methods whose results openapi-gen reads (OpenAPI*).
//
// Two stages, so that a worker thread can do the first (src/load/parse-pool.ts):
//  1. parseCompactTree: tree-sitter parses the text, and one TreeCursor copies the
//     subtrees that matter into a CompactTree, a flat Int32Array (transferable between
//     threads without copying). Every call into the native binding costs, and a
//     SyntaxNode costs far more, so this stage makes as few calls as it can.
//  2. syntaxFromTree (src/parse/syntax-from-tree.ts): plain JS over the CompactTree
//     builds the GoFileSyntax; parseGoFile here runs both stages in one thread.
// tree-sitter itself is loaded on the first parse, so commands that never parse do not
// pay for it.

import { createRequire } from "node:module";
import type TreeSitter from "tree-sitter";
import { C, fieldCode, fieldCodes, fieldParents, opaqueCodes, typeCodes, type CompactTree } from "./compact-tree.js";
import type { GoFileSyntax } from "./syntax.js";
import { syntaxFromTree } from "./syntax-from-tree.js";

// ---- stage 1: tree-sitter → compact tree -----------------------------------------------------------

interface GoParser {
  readonly parser: TreeSitter;
  /** tree-sitter's type id → our code | named << 8, and field id → our code; filled on first sight. */
  readonly types: Map<number, number>;
  readonly fields: Map<number, number>;
}

let shared: GoParser | undefined;

function goParser(): GoParser {
  if (shared === undefined) {
    const require = createRequire(import.meta.url);
    const Parser = require("tree-sitter") as typeof TreeSitter;
    const parser = new Parser();
    parser.setLanguage(require("tree-sitter-go") as TreeSitter.Language);
    shared = { parser, types: new Map(), fields: new Map() };
  }
  return shared;
}

function parseTree(text: string): TreeSitter.Tree {
  // tree-sitter's default 32 KiB input chunks make large files slow to hand over.
  return goParser().parser.parse(text, undefined, { bufferSize: text.length + 1 });
}

/** Parses without extracting anything: the floor the benchmark compares against. */
export function parseOnly(text: string): void {
  parseTree(text);
}

/** Parses one Go file. `path` is the display path used in every span. */
export function parseGoFile(path: string, text: string): GoFileSyntax {
  return syntaxFromTree(path, text, parseCompactTree(text));
}

/** Stage 1: parses the text and copies what the walker reads. */
export function parseCompactTree(text: string): CompactTree {
  const tree = parseTree(text);
  const copier = new TreeCopier(tree.walk(), goParser(), Math.max(64, text.length >> 3));
  copier.file(text);
  const root = tree.rootNode;
  return copier.finish(root.hasError ? syntaxErrors(root) : []);
}

class TreeCopier {
  private nodes: Int32Array;
  private count = 0;
  private comments: number[] = [];

  constructor(private readonly cursor: TreeSitter.TreeCursor, private readonly parser: GoParser, capacity: number) {
    this.nodes = new Int32Array(capacity * 4);
  }

  finish(errors: CompactTree["errors"]): CompactTree {
    return { nodes: this.nodes, count: this.count, comments: Int32Array.from(this.comments), errors };
  }

  /** The file node and the top-level nodes that matter. */
  file(text: string): void {
    const root = this.add(0, 0, 0);
    const c = this.cursor;
    if (c.gotoFirstChild()) {
      do {
        const head = this.head(false);
        if ((head & 0x100) === 0) continue;
        switch (head & 0xff) {
          case C.comment:
            this.comments.push(this.leaf(head));
            break;
          case C.packageClause:
          case C.importDeclaration:
            this.deep(head, false);
            break;
          case C.typeDeclaration:
          case C.constDeclaration:
            this.deep(head, true);
            break;
          case C.methodDeclaration:
            this.method(head, text);
            break;
        }
      } while (c.gotoNextSibling());
    }
    this.close(root, 0, text.length);
  }

  /** Type code, named bit and (when the parent is one whose fields are read) field code of the cursor's node. */
  private head(withField: boolean): number {
    const c = this.cursor;
    const id = c.nodeTypeId;
    let type = this.parser.types.get(id);
    if (type === undefined) {
      type = (typeCodes.get(c.nodeType) ?? 0) | (c.nodeIsNamed ? 0x100 : 0);
      this.parser.types.set(id, type);
    }
    if (!withField) return type;
    const fieldId = c.currentFieldId as number | undefined;
    if (fieldId === undefined) return type;
    let field = this.parser.fields.get(fieldId);
    if (field === undefined) {
      field = fieldCodes.get(c.currentFieldName) ?? 0;
      this.parser.fields.set(fieldId, field);
    }
    return type | (field << 16);
  }

  private add(head: number, start: number, end: number): number {
    if ((this.count + 1) * 4 > this.nodes.length) {
      const grown = new Int32Array(this.nodes.length * 2);
      grown.set(this.nodes);
      this.nodes = grown;
    }
    const index = this.count++;
    const at = index * 4;
    this.nodes[at] = head;
    this.nodes[at + 1] = start;
    this.nodes[at + 2] = end;
    this.nodes[at + 3] = index + 1;
    return index;
  }

  private close(index: number, start: number, end: number): void {
    const at = index * 4;
    this.nodes[at + 1] = start;
    this.nodes[at + 2] = end;
    this.nodes[at + 3] = this.count;
  }

  private leaf(head: number): number {
    return this.add(head, this.cursor.startIndex, this.cursor.endIndex);
  }

  /**
   * The cursor's node and its subtree. A parent spans exactly its children, so only leaves
   * ask for offsets. Iterative: tree-sitter parses any depth (a 4,000-term constant is a
   * 4,000-deep tree), so the copy must not recurse.
   */
  private deep(rootHead: number, keepComments: boolean): number {
    const c = this.cursor;
    const parents: number[] = [];
    const lastChild: number[] = [];
    let head = rootHead;
    for (;;) {
      if ((head & 0x100) !== 0 && !opaqueCodes.has(head & 0xff) && c.gotoFirstChild()) {
        parents.push(this.add(head, 0, 0));
        lastChild.push(-1);
        head = this.head(fieldParents.has(head & 0xff));
        continue;
      }
      let done = this.leaf(head);
      if (keepComments && (head & 0xff) === C.comment) this.comments.push(done);
      for (;;) {
        if (parents.length === 0) return done;
        lastChild[lastChild.length - 1] = done;
        if (c.gotoNextSibling()) break;
        c.gotoParent();
        done = parents.pop()!;
        this.close(done, this.nodes[(done + 1) * 4 + 1]!, this.nodes[lastChild.pop()! * 4 + 2]!);
      }
      head = this.head(fieldParents.has(this.nodes[parents[parents.length - 1]! * 4]! & 0xff));
    }
  }

  /** A method declaration: its body only for the OpenAPI* methods, whose return value matters. */
  private method(head: number, text: string): void {
    const c = this.cursor;
    const index = this.add(head, c.startIndex, c.endIndex);
    let keepBody = false;
    if (c.gotoFirstChild()) {
      do {
        const child = this.head(true);
        const field = child >> 16;
        if (field === bodyField && !keepBody) {
          this.leaf(child);
          continue;
        }
        const at = this.deep(child, false);
        if (field === nameField) keepBody = text.startsWith("OpenAPI", this.nodes[at * 4 + 1]!);
      } while (c.gotoNextSibling());
      c.gotoParent();
    }
    this.nodes[index * 4 + 3] = this.count;
  }
}

const nameField = fieldCode("name");
const bodyField = fieldCode("body");

/** Rare, so this reads tree-sitter's own node objects, which know hasError and isMissing. */
function syntaxErrors(root: TreeSitter.SyntaxNode): CompactTree["errors"] {
  const errors: { row: number; col: number; message: string }[] = [];
  // Depth-first in source order, with a stack: the tree may be thousands of levels deep.
  const pending: TreeSitter.SyntaxNode[] = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const { row, column } = node.startPosition;
    if (node.isMissing) {
      errors.push({ row, col: column, message: `syntax error: missing ${JSON.stringify(node.type)}` });
    } else if (node.type === "ERROR") {
      errors.push(unterminatedRawString(node.text, row, column) ?? { row, col: column, message: `syntax error: unexpected ${describeToken(node.text)}` });
      continue;
    }
    if (!node.hasError) continue;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return errors;
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
