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
// Two parsers run stage 1 with the same results: the native binding (tree-sitter) where it
// loads, else tree-sitter's WebAssembly build (web-tree-sitter with tree-sitter-go.wasm,
// src/parse/wasm-go.ts). selectParser picks one per thread (--parser native|wasm|auto);
// the native binding is loaded on the first parse, and the WebAssembly modules are
// compiled only when chosen, so commands that never parse pay for neither.

import { createRequire } from "node:module";
import { C, fieldCode, fieldCodes, fieldParents, opaqueCodes, typeCodes, type CompactTree } from "./compact-tree.js";
import type { GoFileSyntax } from "./syntax.js";
import { syntaxErrors, type ErrorNode } from "./syntax-errors.js";
import { withoutGo126New } from "./go126-new.js";
import { syntaxFromTree } from "./syntax-from-tree.js";
import { originalOffset, withoutCommentText } from "./declaration-mask.js";

// ---- the two parsers ---------------------------------------------------------------------------------

export type ParserKind = "native" | "wasm";
export type ParserChoice = ParserKind | "auto";
export const parserChoices: readonly ParserChoice[] = ["auto", "native", "wasm"];

export interface ParserInfo {
  readonly kind: ParserKind;
  /** Versions, e.g. "tree-sitter 0.25.1, tree-sitter-go 0.25.0". */
  readonly detail: string;
  /** With `auto` on the WebAssembly parser: why the native binding did not load. */
  readonly nativeError?: string;
}

/** `--parser native` where the native binding does not load. */
export class ParserUnavailableError extends Error {
  override readonly name = "ParserUnavailableError";
}

/** What TreeCopier reads of a cursor: the same members in both bindings. */
interface Cursor {
  readonly nodeTypeId: number;
  readonly nodeType: string;
  readonly nodeIsNamed: boolean;
  readonly currentFieldId: number | undefined;
  readonly currentFieldName: string | null | undefined;
  readonly startIndex: number;
  readonly endIndex: number;
  gotoFirstChild(): boolean;
  gotoNextSibling(): boolean;
  gotoParent(): boolean;
}

/** What is used of the native binding, declared here: it is an optional dependency, absent where it did not build. */
interface NativeBinding {
  new (): {
    setLanguage(language: unknown): void;
    parse(text: string, oldTree: undefined, options: { bufferSize: number }): { walk(): Cursor; readonly rootNode: ErrorNode };
  };
}

interface ParsedText {
  readonly cursor: Cursor;
  readonly root: ErrorNode;
  /** Frees the tree (WebAssembly memory is not garbage-collected). */
  free(): void;
}

interface GoParser {
  readonly info: ParserInfo;
  parse(text: string): ParsedText;
  /** tree-sitter's type id → our code | named << 8, and field id → our code; filled on first sight. */
  readonly types: Map<number, number>;
  readonly fields: Map<number, number>;
}

let selected: GoParser | undefined;

/**
 * Chooses this thread's parser: `native`, `wasm`, or `auto` (native when its binding
 * loads, else WebAssembly). Without a call, the first parse loads the native binding.
 */
export async function selectParser(choice: ParserChoice): Promise<ParserInfo> {
  if (selected !== undefined && choice === "auto") return selected.info;
  // Asked for by name, it needs no reason why the native binding is not running.
  if (selected !== undefined && choice === selected.info.kind) return { kind: selected.info.kind, detail: selected.info.detail };
  if (choice === "wasm") {
    selected = await wasmParser();
    return selected.info;
  }
  try {
    selected = nativeParser();
  } catch (error) {
    const reason = firstLine(error);
    if (choice === "native") throw new ParserUnavailableError(`the native tree-sitter binding does not load: ${reason}${notInstalled(error) ? `; it is an opt-in: ${nativeInstallHint}` : ""}`);
    selected = await wasmParser(reason);
  }
  return selected.info;
}

/** How a user opts in to the native binding (docs/install.md, "Which parser runs"). */
const nativeInstallHint = "npm install tree-sitter@0.25 beside openapi-markers";

function notInstalled(error: unknown): boolean {
  return (error as { code?: string }).code === "MODULE_NOT_FOUND" && /'tree-sitter'/.test(firstLine(error));
}

/** Whether the native binding is installed at all (an opt-in, no dependency; the tests that compare with it ask). */
export function nativeBindingInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve("tree-sitter");
    return true;
  } catch {
    return false;
  }
}

/** The parser this thread uses, if one is chosen or loaded. */
export function activeParser(): ParserKind | undefined {
  return selected?.info.kind;
}

/**
 * This thread's parser, loading the native binding if none is chosen; throws
 * ParserUnavailableError when the chosen parser is not loaded yet (the WebAssembly one is
 * compiled asynchronously: src/commands/run.ts loads it and runs the command again).
 */
export function requireParser(): void {
  goParser();
}

/** `--parser wasm`: compiled at the first parse, not before (a run served by the syntax cache never compiles it). */
export function deferParser(choice: "wasm"): void {
  deferred = choice;
}

let deferred: "wasm" | undefined;

function goParser(): GoParser {
  if (selected === undefined) {
    if (deferred === "wasm") throw new ParserUnavailableError("the WebAssembly parser is not compiled yet");
    try {
      selected = nativeParser();
    } catch (error) {
      throw new ParserUnavailableError(`the native tree-sitter binding does not load (${firstLine(error)}); select the WebAssembly parser first (selectParser("auto"))`);
    }
  }
  return selected;
}

function nativeParser(): GoParser {
  const require = createRequire(import.meta.url);
  const Parser = require("tree-sitter") as NativeBinding;
  const parser = new Parser();
  parser.setLanguage(require("tree-sitter-go"));
  const version = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;
  return {
    info: { kind: "native", detail: `tree-sitter ${version("tree-sitter")}, tree-sitter-go ${version("tree-sitter-go")}` },
    // tree-sitter's default 32 KiB input chunks make large files slow to hand over.
    parse(text) {
      const tree = parser.parse(text, undefined, { bufferSize: text.length + 1 });
      return { cursor: tree.walk(), root: tree.rootNode, free() {} };
    },
    types: new Map(),
    fields: new Map(),
  };
}

async function wasmParser(nativeError?: string): Promise<GoParser> {
  const { loadWasmGo } = await import("./wasm-go.js");
  const { parser, detail } = await loadWasmGo();
  return {
    info: nativeError === undefined ? { kind: "wasm", detail } : { kind: "wasm", detail, nativeError },
    parse(text) {
      const tree = parser.parse(text);
      if (tree === null) throw new Error("web-tree-sitter returned no tree");
      const cursor = tree.walk();
      return { cursor: cursor as Cursor, root: tree.rootNode as ErrorNode, free() { cursor.delete(); tree.delete(); } };
    },
    types: new Map(),
    fields: new Map(),
  };
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
}

// ---- stage 1: tree-sitter → compact tree -----------------------------------------------------------

/** Parses without extracting anything: the floor the benchmark compares against. */
export function parseOnly(text: string): void {
  goParser().parse(text).free();
}

/**
 * Parses one Go file. `path` is the display path used in every span. `masked`, when given,
 * is what tree-sitter parses instead of `text`: the text with declarations masked
 * (src/parse/declaration-mask.ts); the facts still read `text`.
 */
export function parseGoFile(path: string, text: string, masked?: { readonly text: string; readonly map: Int32Array }): GoFileSyntax {
  return factsOf(path, text, parseCompactTree(masked?.text ?? text, masked?.map));
}

/** Stage 2 of a compact tree; a masked parse that found a syntax error is done again on the whole text. */
export function factsOf(path: string, text: string, tree: CompactTree): GoFileSyntax {
  return syntaxFromTree(path, text, tree.maskedErrors === true ? parseCompactTree(text) : tree);
}

/**
 * Stage 1: parses the text and copies what the walker reads. With `map`, the text is a
 * masked one (src/parse/declaration-mask.ts) and every offset copied is mapped back to
 * the original's. Tree-sitter never reads a comment's text (the facts read it from the
 * original): a text is parsed without it (withoutCommentText), and again whole only if
 * that finds a syntax error, so that every error is positioned in the text as it is.
 */
export function parseCompactTree(text: string, map?: Int32Array): CompactTree {
  if (map !== undefined) return parseMapped(text, map) ?? { nodes: new Int32Array(0), count: 0, comments: new Int32Array(0), errors: [], maskedErrors: true };
  const shrunk = withoutCommentText(text);
  return (shrunk === undefined ? undefined : parseMapped(shrunk.text, shrunk.map)) ?? parseWhole(text);
}

/** A masked text's compact tree, offsets mapped back; undefined if it has a syntax error. */
function parseMapped(text: string, map: Int32Array): CompactTree | undefined {
  const parser = goParser();
  const parsed = parser.parse(text);
  try {
    if (parsed.root.hasError) return undefined;
    const copier = new TreeCopier(parsed.cursor, parser, Math.max(64, text.length >> 3));
    copier.file(text);
    return copier.finish([], map);
  } finally {
    parsed.free();
  }
}

function parseWhole(text: string): CompactTree {
  const parser = goParser();
  const parsed = parser.parse(text);
  try {
    const copier = new TreeCopier(parsed.cursor, parser, Math.max(64, text.length >> 3));
    copier.file(text);
    const root = parsed.root;
    return copier.finish(root.hasError ? withoutGo126New(text, syntaxErrors(root), errorsOf) : []);
  } finally {
    parsed.free();
  }
}

/** A text's syntax errors alone (the second parse of go126-new.ts). */
function errorsOf(text: string): CompactTree["errors"] {
  const parsed = goParser().parse(text);
  try {
    return parsed.root.hasError ? syntaxErrors(parsed.root) : [];
  } finally {
    parsed.free();
  }
}

class TreeCopier {
  private nodes: Int32Array;
  private count = 0;
  private comments: number[] = [];

  constructor(private readonly cursor: Cursor, private readonly parser: GoParser, capacity: number) {
    this.nodes = new Int32Array(capacity * 4);
  }

  finish(errors: CompactTree["errors"], map?: Int32Array): CompactTree {
    if (map !== undefined) {
      const nodes = this.nodes;
      for (let at = 0; at < this.count * 4; at += 4) {
        nodes[at + 1] = originalOffset(map, nodes[at + 1]!);
        nodes[at + 2] = originalOffset(map, nodes[at + 2]!);
      }
    }
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
          default:
            // Functions and vars: only their extent, which bounds the marker comments of the
            // declaration after them (controller-gen's closest comment group above).
            this.leaf(head);
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
    // No field: undefined from the native binding, 0 from web-tree-sitter.
    const fieldId = c.currentFieldId;
    if (fieldId === undefined || fieldId === 0) return type;
    let field = this.parser.fields.get(fieldId);
    if (field === undefined) {
      field = fieldCodes.get(c.currentFieldName ?? "") ?? 0;
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
