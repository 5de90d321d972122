// Stage 2 of parsing: plain JS over a compact tree (src/parse/compact-tree.ts) builds the
// syntax facts of a file (src/parse/syntax.ts). Rows and columns come from the offsets,
// computed here. No tree-sitter: this stage runs wherever the compact tree arrives.

import { indexComments, type CommentGroup, type CommentIndex, type RawComment } from "./comments.js";
import { fieldCode, typeNames, type CompactTree, type TypeName } from "./compact-tree.js";
import { decodeGoString } from "./go-string.js";
import { createPositionMapper, type PositionMapper } from "./position.js";
import { maxNesting } from "./syntax.js";
import type {
  ConstSpecSyntax,
  DocLine,
  FieldSyntax,
  GoFileSyntax,
  ImportSyntax,
  MethodSyntax,
  Span,
  SyntaxError,
  TypeSpecSyntax,
  TypeSyntax,
  ValueSyntax,
} from "./syntax.js";

// ---- stage 2: compact tree → syntax facts ------------------------------------------------------------

/** Stage 2: the syntax facts of a file from its compact tree. */
export function syntaxFromTree(path: string, text: string, tree: CompactTree): GoFileSyntax {
  return new FileWalker(path, text, tree).walk();
}

/** A node of the compact tree: its index, or -1 for none. */
type Node = number;
const none = -1;

const F = {
  name: fieldCode("name"), type: fieldCode("type"), typeParameters: fieldCode("type_parameters"),
  package: fieldCode("package"), element: fieldCode("element"), key: fieldCode("key"), value: fieldCode("value"),
  tag: fieldCode("tag"), path: fieldCode("path"), operand: fieldCode("operand"), field: fieldCode("field"),
  left: fieldCode("left"), right: fieldCode("right"), operator: fieldCode("operator"), function: fieldCode("function"),
  arguments: fieldCode("arguments"), body: fieldCode("body"), receiver: fieldCode("receiver"),
  parameters: fieldCode("parameters"), result: fieldCode("result"),
} as const;

class FileWalker {
  private packageName = "";
  private readonly imports: ImportSyntax[] = [];
  private readonly types: TypeSpecSyntax[] = [];
  private readonly consts: ConstSpecSyntax[] = [];
  private readonly methods: MethodSyntax[] = [];
  private comments!: CommentIndex;
  private readonly lineStarts: Int32Array;
  private readonly positions: PositionMapper;
  private readonly nodes: Int32Array;
  private readonly limits: SyntaxError[] = [];
  /** The row where the code before the declaration being read ends (-1: none). */
  private floor = -1;
  private packageDoc: readonly DocLine[] = [];
  /** Whether the limit was reported for the declaration being read (once is enough). */
  private limitReported = false;

  constructor(
    private readonly path: string,
    private readonly text: string,
    private readonly tree: CompactTree,
  ) {
    this.lineStarts = computeLineStarts(text);
    this.positions = createPositionMapper(path, text);
    this.nodes = tree.nodes;
  }

  walk(): GoFileSyntax {
    const comments = this.tree.comments;
    let previous: { readonly comment: RawComment; readonly end: number } | undefined;
    this.comments = indexComments(comments.length, (i) => {
      const comment = this.rawComment(comments[i]!, previous, comments[i + 1]);
      previous = { comment, end: this.nodes[comments[i]! * 4 + 2]! };
      return comment;
    }, this.positions);
    const declarations: TopLevelDeclaration[] = [];
    const topLevelComments = new Set<string>();
    for (const node of this.children(0)) {
      const start = this.start(node);
      const row = this.row(start);
      if (this.type(node) === "comment") {
        topLevelComments.add(`${row}:${start - this.lineStarts[row]!}`);
        continue;
      }
      declarations.push({ row, endRow: this.row(this.end(node)), kind: this.declarationKind(node) });
      this.declaration(node);
      this.floor = this.row(this.end(node));
    }
    return {
      path: this.path,
      packageName: this.packageName,
      packageDoc: this.packageDoc,
      imports: this.imports,
      types: this.types,
      consts: this.consts,
      methods: this.methods,
      commentGroups: this.comments.groups.map((g) => g.lines),
      packageComments: packageLevelGroups(this.comments.groups.filter((g) => topLevelComments.has(`${g.row}:${g.col}`)), declarations),
      errors: [
        ...this.tree.errors.map((e): SyntaxError => e.unreadIn === undefined
          ? { code: "OM1001", span: this.positions.span(e.row, e.col), args: [e.message] }
          : { code: "OM1073", span: this.positions.span(e.row, e.col), args: [e.message, e.unreadIn] }),
        ...this.limits,
      ],
    };
  }

  // ---- reading nodes ----------------------------------------------------------------------

  private type(node: Node): TypeName {
    return typeNames[this.nodes[node * 4]! & 0xff]!;
  }

  private named(node: Node): boolean {
    return (this.nodes[node * 4]! & 0x100) !== 0;
  }

  private start(node: Node): number {
    return this.nodes[node * 4 + 1]!;
  }

  private end(node: Node): number {
    return this.nodes[node * 4 + 2]!;
  }

  /** The closest comment group above a declaration, after `floor` (see CommentIndex.groupAbove). */
  private above(doc: readonly DocLine[], anchorRow: number): readonly DocLine[] {
    const top = doc.length > 0 ? doc[0]!.span.line - 1 : anchorRow;
    return this.comments.groupAbove(top, this.floor);
  }

  private children(node: Node): Node[] {
    const out: Node[] = [];
    const end = this.nodes[node * 4 + 3]!;
    for (let child = node + 1; child < end; child = this.nodes[child * 4 + 3]!) out.push(child);
    return out;
  }

  private namedChildren(node: Node): Node[] {
    const out: Node[] = [];
    const end = this.nodes[node * 4 + 3]!;
    for (let child = node + 1; child < end; child = this.nodes[child * 4 + 3]!) if (this.named(child)) out.push(child);
    return out;
  }

  private child(node: Node, field: number): Node {
    const end = this.nodes[node * 4 + 3]!;
    for (let child = node + 1; child < end; child = this.nodes[child * 4 + 3]!) {
      if (this.nodes[child * 4]! >> 16 === field) return child;
    }
    return none;
  }

  private childrenFor(node: Node, field: number): Node[] {
    const out: Node[] = [];
    const end = this.nodes[node * 4 + 3]!;
    for (let child = node + 1; child < end; child = this.nodes[child * 4 + 3]!) if (this.nodes[child * 4]! >> 16 === field) out.push(child);
    return out;
  }

  private textOf(node: Node): string {
    return node === none ? "" : this.text.slice(this.nodes[node * 4 + 1], this.nodes[node * 4 + 2]);
  }

  /** 0-based row of a UTF-16 offset (rows end at `\n`, as in tree-sitter). */
  private row(offset: number): number {
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private span(node: Node): Span {
    const start = this.start(node);
    const row = this.row(start);
    return this.positions.span(row, start - this.lineStarts[row]!);
  }

  // ---- comments -------------------------------------------------------------------

  /**
   * "Code" before or after a comment on its line is a token that is not a comment, as go/parser
   * sees it: `/* a *\/ // b` is one comment group, `x /* a *\/` and `/* a *\/ x` are not.
   */
  private rawComment(node: Node, previous: { readonly comment: RawComment; readonly end: number } | undefined, next: Node | undefined): RawComment {
    const start = this.start(node);
    const end = this.nodes[node * 4 + 2]!;
    const row = this.row(start);
    const lineStart = this.lineStarts[row]!;
    const lineEnd = this.text.indexOf("\n", end);
    const stop = lineEnd === -1 ? this.text.length : lineEnd;
    const previousOnLine = previous !== undefined && previous.end > lineStart;
    const nextOnLine = next !== undefined && this.start(next) < stop;
    return {
      text: this.text.slice(start, end),
      row,
      col: start - lineStart,
      endRow: this.row(end),
      afterCode: previousOnLine
        ? (previous.comment.row === row && previous.comment.afterCode) || hasNonSpace(this.text, previous.end, start)
        : hasNonSpace(this.text, lineStart, start),
      beforeCode: hasNonSpace(this.text, end, nextOnLine ? this.start(next) : stop),
    };
  }

  // ---- declarations -------------------------------------------------------------------

  /** What controller-gen's marker collector makes of a top-level declaration's comments. */
  private declarationKind(node: Node): TopLevelDeclaration["kind"] {
    const type = this.type(node);
    if (type === "package_clause") return "package";
    // `type T …` (no parentheses): its closest comment group is the type's, not the package's.
    const parenthesized = /^(type|var|const|import)\s*\(/.test(this.textOf(node));
    if (type === "type_declaration") return parenthesized ? "other" : "single-type";
    // var declarations are copied as leaves, without their node type: their text says it.
    if (/^(var|const|import)\b/.test(this.textOf(node))) return parenthesized ? "other" : "single-spec";
    return "other";
  }

  private declaration(node: Node): void {
    switch (this.type(node)) {
      case "package_clause":
        this.packageName = this.textOf(this.namedChildren(node).find((c) => this.type(c) === "package_identifier") ?? none);
        this.packageDoc = this.comments.docFor(this.row(this.start(node)));
        break;
      case "import_declaration":
        this.importDeclaration(node);
        break;
      case "type_declaration":
        for (const spec of this.namedChildren(node)) {
          // A comment between specs is not code: it does not end what comes before the next spec.
          if (this.type(spec) === "comment") continue;
          // Inside `type ( … )` the code before a spec ends with the previous spec (or the `(`).
          if (this.row(this.start(spec)) !== this.row(this.start(node))) this.floor = Math.max(this.floor, this.row(this.start(node)));
          this.typeSpec(spec);
          this.floor = Math.max(this.floor, this.row(this.end(spec)));
        }
        break;
      case "const_declaration":
        this.constDeclaration(node);
        break;
      case "method_declaration":
        this.methodDeclaration(node);
        break;
    }
  }

  // ---- imports ----------------------------------------------------------------------

  private importDeclaration(node: Node): void {
    for (const child of this.namedChildren(node)) {
      if (this.type(child) === "import_spec") this.importSpec(child);
      else if (this.type(child) === "import_spec_list") {
        for (const spec of this.namedChildren(child)) if (this.type(spec) === "import_spec") this.importSpec(spec);
      }
    }
  }

  private importSpec(node: Node): void {
    const pathNode = this.child(node, F.path);
    if (pathNode === none) return;
    const nameNode = this.child(node, F.name);
    const alias = nameNode === none ? undefined : this.textOf(nameNode);
    this.imports.push({ alias, path: decodeGoString(this.textOf(pathNode)) ?? "", span: this.span(node) });
  }

  // ---- types ------------------------------------------------------------------------

  private typeSpec(node: Node): void {
    const kind = this.type(node);
    if (kind !== "type_spec" && kind !== "type_alias") return;
    const name = this.child(node, F.name);
    const type = this.child(node, F.type);
    if (name === none || type === none) return;
    const row = this.row(this.start(name));
    const doc = this.comments.docFor(row);
    this.types.push({
      name: this.textOf(name),
      span: this.span(name),
      isAlias: kind === "type_alias",
      hasTypeParams: this.child(node, F.typeParameters) !== none,
      type: this.typeExpr(type, 0),
      doc,
      above: this.above(doc, row),
    });
  }

  private typeExpr(node: Node, depth: number): TypeSyntax {
    const span = this.span(node);
    if (depth === 0) this.limitReported = false;
    if (depth > maxNesting) {
      this.reportTooDeep(span, "type");
      return { kind: "other", text: "", span };
    }
    const inner = depth + 1;
    switch (this.type(node)) {
      case "type_identifier":
        return { kind: "ident", name: this.textOf(node), span };
      case "qualified_type":
        return { kind: "qualified", pkg: this.textOf(this.child(node, F.package)), name: this.textOf(this.child(node, F.name)), span };
      case "pointer_type":
        return { kind: "pointer", elem: this.firstTypeChild(node, inner), span };
      case "slice_type":
        return { kind: "slice", elem: this.fieldType(node, F.element, inner), span };
      case "array_type":
      case "implicit_length_array_type":
        return { kind: "array", elem: this.fieldType(node, F.element, inner), span };
      case "map_type":
        return { kind: "map", key: this.fieldType(node, F.key, inner), value: this.fieldType(node, F.value, inner), span };
      case "struct_type":
        return { kind: "struct", fields: this.structFields(node, inner), span };
      case "interface_type":
        return { kind: "interface", empty: this.namedChildren(node).every((c) => this.type(c) === "comment"), span };
      case "parenthesized_type":
        return this.firstTypeChild(node, inner);
      default:
        return { kind: "other", text: this.textOf(node), span };
    }
  }

  /** Past maxNesting an expression is cut off (read as `other`): the run stops on this error. */
  private reportTooDeep(span: Span, what: "type" | "constant"): void {
    if (this.limitReported) return;
    this.limitReported = true;
    this.limits.push({ code: "OM1070", span, args: [what, String(maxNesting)] });
  }

  private fieldType(node: Node, field: number, depth: number): TypeSyntax {
    const child = this.child(node, field);
    return child === none ? { kind: "other", text: "", span: this.span(node) } : this.typeExpr(child, depth);
  }

  private firstTypeChild(node: Node, depth: number): TypeSyntax {
    const child = this.namedChildren(node).find((c) => this.type(c) !== "comment");
    return child === undefined ? { kind: "other", text: this.textOf(node), span: this.span(node) } : this.typeExpr(child, depth);
  }

  private structFields(node: Node, depth: number): FieldSyntax[] {
    const list = this.namedChildren(node).find((c) => this.type(c) === "field_declaration_list");
    const fields: FieldSyntax[] = [];
    const outerFloor = this.floor;
    if (list !== undefined) this.floor = this.row(this.start(list));
    for (const child of list === undefined ? [] : this.namedChildren(list)) {
      if (this.type(child) !== "field_declaration") continue;
      fields.push(this.field(child, depth));
      this.floor = this.row(this.end(child));
    }
    this.floor = outerFloor;
    // A copy of exact size: an array grown by push keeps spare room for the whole run.
    return fields.slice();
  }

  private field(node: Node, depth: number): FieldSyntax {
    const nameNodes = this.childrenFor(node, F.name);
    const span = this.span(node);
    // The first name starts the declaration: one span for both (a 50 MB file has 350 000 fields).
    const names = nameNodes.map((n) => ({ name: this.textOf(n), span: this.start(n) === this.start(node) ? span : this.span(n) }));
    const typeNode = this.child(node, F.type);
    let type: TypeSyntax = typeNode === none ? { kind: "other", text: "", span: this.span(node) } : this.typeExpr(typeNode, depth);
    const embedded = names.length === 0;
    if (embedded && this.children(node).some((c) => this.type(c) === "*")) type = { kind: "pointer", elem: type, span: this.span(node) };
    const tagNode = this.child(node, F.tag);
    const tagValue = tagNode === none ? undefined : decodeGoString(this.textOf(tagNode));
    const anchorRow = this.row(this.start(embedded ? (typeNode === none ? node : typeNode) : nameNodes[0]!));
    const doc = this.comments.docFor(anchorRow);
    return {
      names,
      type,
      embedded,
      tag: tagNode === none || tagValue === undefined ? undefined : { value: tagValue, span: this.span(tagNode) },
      doc,
      above: this.above(doc, anchorRow),
      span,
    };
  }

  // ---- constants --------------------------------------------------------------------

  private constDeclaration(node: Node): void {
    let previousType: TypeSyntax | undefined;
    let previousValues: readonly Node[] = [];
    for (const spec of this.namedChildren(node)) {
      if (this.type(spec) !== "const_spec") continue;
      const typeNode = this.child(spec, F.type);
      const valueList = this.child(spec, F.value);
      const values = valueList === none ? previousValues : this.namedChildren(valueList).filter((c) => this.type(c) !== "comment");
      // A spec without type and values repeats the previous one (Go's implicit repetition).
      const type = typeNode !== none ? this.typeExpr(typeNode, 0) : valueList === none ? previousType : undefined;
      this.childrenFor(spec, F.name).forEach((name, i) => {
        const valueNode = values[i];
        this.consts.push({
          name: this.textOf(name),
          span: this.span(name),
          type,
          value: valueNode === undefined ? undefined : this.value(valueNode, 0),
          doc: this.comments.docFor(this.row(this.start(name))),
        });
      });
      previousType = type;
      previousValues = values;
    }
  }

  private value(node: Node, depth: number): ValueSyntax {
    const type = this.type(node);
    if (depth === 0) this.limitReported = false;
    if (depth > maxNesting) {
      this.reportTooDeep(this.span(node), "constant");
      return { kind: "other", text: "" };
    }
    const inner = depth + 1;
    switch (type) {
      case "interpreted_string_literal":
      case "raw_string_literal": {
        const text = this.textOf(node);
        const value = decodeGoString(text);
        return value === undefined ? { kind: "other", text } : { kind: "string", value };
      }
      case "int_literal":
      case "float_literal":
        return { kind: "number", text: this.textOf(node) };
      case "true":
      case "false":
        return { kind: "bool", value: type === "true" };
      case "nil":
        return { kind: "nil" };
      case "identifier":
        return { kind: "ident", name: this.textOf(node) };
      case "selector_expression":
        return this.selectorValue(node);
      case "parenthesized_expression": {
        const inside = this.namedChildren(node).find((c) => this.type(c) !== "comment");
        return inside === undefined ? { kind: "other", text: this.textOf(node) } : this.value(inside, inner);
      }
      case "binary_expression":
        return this.concatValue(node, inner);
      case "call_expression":
        return this.conversionValue(node, inner);
      case "composite_literal":
        return this.stringsValue(node, inner);
      default:
        return { kind: "other", text: this.textOf(node) };
    }
  }

  private selectorValue(node: Node): ValueSyntax {
    const operand = this.child(node, F.operand);
    const field = this.child(node, F.field);
    if (operand !== none && this.type(operand) === "identifier" && field !== none) {
      return { kind: "qualified", pkg: this.textOf(operand), name: this.textOf(field) };
    }
    return { kind: "other", text: this.textOf(node) };
  }

  /** `a + b + c` is a left-leaning tree as deep as it is long: read its terms with a loop (so it does not count as nesting). */
  private concatValue(node: Node, depth: number): ValueSyntax {
    const rights: Node[] = [];
    let current = node;
    while (this.type(current) === "binary_expression") {
      const left = this.child(current, F.left);
      const right = this.child(current, F.right);
      const operator = this.child(current, F.operator);
      if (operator === none || this.type(operator) !== "+" || left === none || right === none) {
        return { kind: "other", text: this.textOf(node) };
      }
      rights.push(right);
      current = left;
    }
    const parts = [this.value(current, depth)];
    for (let i = rights.length - 1; i >= 0; i--) parts.push(this.value(rights[i]!, depth));
    return { kind: "concat", parts };
  }

  private conversionValue(node: Node, depth: number): ValueSyntax {
    const fn = this.child(node, F.function);
    const argList = this.child(node, F.arguments);
    const args = argList === none ? [] : this.namedChildren(argList);
    const fnType = fn === none ? "" : this.type(fn);
    const convertible = fnType === "identifier" || fnType === "type_identifier" || fnType === "selector_expression" || fnType === "qualified_type";
    if (fn === none || args.length !== 1 || !convertible) return { kind: "other", text: this.textOf(node) };
    return { kind: "conversion", type: this.textOf(fn), arg: this.value(args[0]!, depth) };
  }

  private stringsValue(node: Node, depth: number): ValueSyntax {
    const body = this.child(node, F.body);
    const elements = (body === none ? [] : this.namedChildren(body)).filter((c) => this.type(c) !== "comment");
    const values: string[] = [];
    for (const element of elements) {
      const inner = this.type(element) === "literal_element" ? this.namedChildren(element)[0] : element;
      const value = inner === undefined ? undefined : this.value(inner, depth);
      if (value?.kind !== "string") return { kind: "other", text: this.textOf(node) };
      values.push(value.value);
    }
    return { kind: "strings", values };
  }

  // ---- methods ----------------------------------------------------------------------

  private methodDeclaration(node: Node): void {
    const receiverList = this.child(node, F.receiver);
    const param = receiverList === none ? undefined : this.namedChildren(receiverList).find((c) => this.type(c) === "parameter_declaration");
    const receiverType = param === undefined ? none : this.child(param, F.type);
    const name = this.child(node, F.name);
    if (receiverType === none || name === none) return;
    const pointerReceiver = this.type(receiverType) === "pointer_type";
    const base = pointerReceiver ? this.namedChildren(receiverType)[0] : receiverType;
    let receiver: string | undefined;
    if (base !== undefined && this.type(base) === "generic_type") {
      const generic = this.child(base, F.type);
      receiver = generic === none ? undefined : this.textOf(generic);
    } else if (base !== undefined) {
      receiver = this.textOf(base);
    }
    if (receiver === undefined) return;
    const methodName = this.textOf(name);
    this.methods.push({
      receiver,
      pointerReceiver,
      name: methodName,
      paramTypes: this.parameterTypes(this.child(node, F.parameters)),
      resultTypes: this.resultTypes(this.child(node, F.result)),
      returns: methodName.startsWith("OpenAPI") ? this.singleReturn(this.child(node, F.body)) : undefined,
      span: this.span(name),
    });
  }

  private parameterTypes(list: Node): string[] {
    const types: string[] = [];
    for (const param of list === none ? [] : this.namedChildren(list)) {
      const type = this.child(param, F.type);
      if (type === none) continue;
      const count = Math.max(1, this.childrenFor(param, F.name).length);
      for (let i = 0; i < count; i++) types.push(this.textOf(type));
    }
    return types;
  }

  private resultTypes(result: Node): string[] {
    if (result === none) return [];
    return this.type(result) === "parameter_list" ? this.parameterTypes(result) : [this.textOf(result)];
  }

  private singleReturn(body: Node): ValueSyntax | undefined {
    const list = body === none ? undefined : this.namedChildren(body).find((c) => this.type(c) === "statement_list");
    const statements = list === undefined ? [] : this.namedChildren(list).filter((c) => this.type(c) !== "comment");
    const only = statements.length === 1 ? statements[0]! : undefined;
    if (only === undefined || this.type(only) !== "return_statement") return undefined;
    const first = this.namedChildren(only)[0];
    const exprs = first === undefined ? [] : this.namedChildren(first);
    return exprs.length === 1 ? this.value(exprs[0]!, 0) : undefined;
  }
}

/** Whether text[from, to) holds a character that String.prototype.trim would keep. */
function hasNonSpace(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || (c >= 0x09 && c <= 0x0d)) continue;
    if (c < 0xa0) return true;
    // Other characters trim removes: Unicode spaces (Zs), line and paragraph separators, BOM.
    if (!/\s/.test(text[i]!)) return true;
  }
  return false;
}

/** Offsets where lines start, in an Int32Array (4 bytes a line, not 8 to 12 in an array grown by push). */
function computeLineStarts(text: string): Int32Array {
  let lines = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
  const starts = new Int32Array(lines);
  let row = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts[row++] = i + 1;
  return starts;
}

/** A top-level declaration: its first and last rows (0-based). */
interface TopLevelDeclaration {
  readonly row: number;
  readonly endRow: number;
  /** `single-spec`: var, const or import without parentheses, whose line comment go/ast keeps with the spec. */
  readonly kind: "package" | "single-type" | "single-spec" | "other";
}

/**
 * The top-level comment groups whose markers controller-gen's collector (controller-tools
 * pkg/markers, associateFileMarkers) makes package-level: every one but the doc comment
 * of a declaration other than the package clause, the line comment of a single-line type,
 * var, const or import, and the closest group above a single-line type declaration when it
 * starts on a line of its own (the type's `above`, whose package-only markers the model
 * sorts out). Groups inside declarations never are.
 */
function packageLevelGroups(groups: readonly CommentGroup[], declarations: readonly TopLevelDeclaration[]): (readonly DocLine[])[] {
  const out: (readonly DocLine[])[] = [];
  let next = 0;
  groups.forEach((group, i) => {
    while (next < declarations.length && declarations[next]!.row <= group.row) next++;
    const previous = declarations[next - 1];
    const following = declarations[next];
    const onPreviousLine = previous !== undefined && group.row === previous.endRow;
    if (onPreviousLine && (previous.kind === "single-type" || previous.kind === "single-spec")) return; // its line comment
    // A group after code on its first line is that line's comment (go/parser), never a doc comment.
    if (!onPreviousLine && following !== undefined && following.kind !== "package" && group.endRow === following.row - 1) return; // its doc comment
    if (following?.kind === "single-type" && !onPreviousLine && closestAbove(groups, i, following)) return;
    if (group.lines.length > 0) out.push(group.lines);
  });
  return out;
}

/** Whether group `i` is the last one before `declaration` that is not its doc comment. */
function closestAbove(groups: readonly CommentGroup[], i: number, declaration: TopLevelDeclaration): boolean {
  const later = groups[i + 1];
  if (later === undefined || later.row >= declaration.row) return true;
  return later.endRow === declaration.row - 1 && (groups[i + 2] === undefined || groups[i + 2]!.row >= declaration.row);
}
