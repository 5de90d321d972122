// The only module that imports tree-sitter. It turns Go source text into syntax facts
// (src/parse/syntax.ts) and never lets a tree-sitter node escape.
//
// Only what the generator needs is visited: the package clause, imports, type and const
// declarations and method signatures. Function bodies are skipped, except the single
// return expression of the methods whose results openapi-gen reads (OpenAPI*).

import Parser from "tree-sitter";
import Go from "tree-sitter-go";
import { indexComments, type CommentIndex, type RawComment } from "./comments.js";
import { decodeGoString } from "./go-string.js";
import { createPositionMapper, type PositionMapper } from "./position.js";
import type {
  ConstSpecSyntax,
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

type Node = Parser.SyntaxNode;

let sharedParser: Parser | undefined;

function parser(): Parser {
  if (sharedParser === undefined) {
    sharedParser = new Parser();
    sharedParser.setLanguage(Go as unknown as Parser.Language);
  }
  return sharedParser;
}

/** Parses one Go file. `path` is the display path used in every span. */
export function parseGoFile(path: string, text: string): GoFileSyntax {
  // tree-sitter's default 32 KiB input chunks make large files slow to hand over.
  const tree = parser().parse(text, undefined, { bufferSize: text.length + 1 });
  const file = new FileWalker(path, text, createPositionMapper(path, text));
  return file.walk(tree.rootNode);
}

class FileWalker {
  private packageName = "";
  private readonly imports: ImportSyntax[] = [];
  private readonly types: TypeSpecSyntax[] = [];
  private readonly consts: ConstSpecSyntax[] = [];
  private readonly methods: MethodSyntax[] = [];
  private readonly rawComments: RawComment[] = [];
  private comments!: CommentIndex;

  constructor(
    private readonly path: string,
    private readonly text: string,
    private readonly positions: PositionMapper,
  ) {}

  walk(root: Node): GoFileSyntax {
    const declarations: Node[] = [];
    for (const node of root.namedChildren) {
      if (node.type === "comment") this.addComment(node);
      else {
        declarations.push(node);
        if (node.type === "type_declaration" || node.type === "const_declaration") this.collectComments(node);
      }
    }
    this.comments = indexComments(this.rawComments, this.positions);
    for (const node of declarations) this.declaration(node);
    return {
      path: this.path,
      packageName: this.packageName,
      imports: this.imports,
      types: this.types,
      consts: this.consts,
      methods: this.methods,
      commentGroups: this.comments.groups.map((g) => g.lines),
      errors: root.hasError ? this.syntaxErrors(root) : [],
    };
  }

  private declaration(node: Node): void {
    switch (node.type) {
      case "package_clause":
        this.packageName = node.namedChildren.find((c) => c.type === "package_identifier")?.text ?? "";
        break;
      case "import_declaration":
        this.importDeclaration(node);
        break;
      case "type_declaration":
        for (const spec of node.namedChildren) this.typeSpec(spec);
        break;
      case "const_declaration":
        this.constDeclaration(node);
        break;
      case "method_declaration":
        this.methodDeclaration(node);
        break;
    }
  }

  private span(node: Node): Span {
    return this.positions.span(node.startPosition.row, node.startPosition.column);
  }

  // ---- comments -------------------------------------------------------------------

  private collectComments(node: Node): void {
    for (const child of node.namedChildren) {
      if (child.type === "comment") this.addComment(child);
      else if (child.namedChildCount > 0) this.collectComments(child);
    }
  }

  private addComment(node: Node): void {
    const lineStart = this.text.lastIndexOf("\n", node.startIndex - 1) + 1;
    const lineEnd = this.text.indexOf("\n", node.endIndex);
    this.rawComments.push({
      text: node.text,
      row: node.startPosition.row,
      col: node.startPosition.column,
      endRow: node.endPosition.row,
      afterCode: this.text.slice(lineStart, node.startIndex).trim() !== "",
      beforeCode: this.text.slice(node.endIndex, lineEnd === -1 ? undefined : lineEnd).trim() !== "",
    });
  }

  // ---- imports ----------------------------------------------------------------------

  private importDeclaration(node: Node): void {
    for (const child of node.namedChildren) {
      if (child.type === "import_spec") this.importSpec(child);
      else if (child.type === "import_spec_list") {
        for (const spec of child.namedChildren) if (spec.type === "import_spec") this.importSpec(spec);
      }
    }
  }

  private importSpec(node: Node): void {
    const pathNode = node.childForFieldName("path");
    if (pathNode === null) return;
    const alias = node.childForFieldName("name")?.text;
    this.imports.push({ alias, path: decodeGoString(pathNode.text) ?? "", span: this.span(node) });
  }

  // ---- types ------------------------------------------------------------------------

  private typeSpec(node: Node): void {
    if (node.type !== "type_spec" && node.type !== "type_alias") return;
    const name = node.childForFieldName("name");
    const type = node.childForFieldName("type");
    if (name === null || type === null) return;
    this.types.push({
      name: name.text,
      span: this.span(name),
      isAlias: node.type === "type_alias",
      hasTypeParams: node.childForFieldName("type_parameters") !== null,
      type: this.typeExpr(type),
      doc: this.comments.docFor(name.startPosition.row),
    });
  }

  private typeExpr(node: Node): TypeSyntax {
    const span = this.span(node);
    switch (node.type) {
      case "type_identifier":
        return { kind: "ident", name: node.text, span };
      case "qualified_type":
        return {
          kind: "qualified",
          pkg: node.childForFieldName("package")?.text ?? "",
          name: node.childForFieldName("name")?.text ?? "",
          span,
        };
      case "pointer_type":
        return { kind: "pointer", elem: this.firstTypeChild(node), span };
      case "slice_type":
        return { kind: "slice", elem: this.fieldType(node, "element"), span };
      case "array_type":
      case "implicit_length_array_type":
        return { kind: "array", elem: this.fieldType(node, "element"), span };
      case "map_type":
        return { kind: "map", key: this.fieldType(node, "key"), value: this.fieldType(node, "value"), span };
      case "struct_type":
        return { kind: "struct", fields: this.structFields(node), span };
      case "interface_type":
        return { kind: "interface", empty: node.namedChildren.every((c) => c.type === "comment"), span };
      case "parenthesized_type":
        return this.firstTypeChild(node);
      default:
        return { kind: "other", text: node.text, span };
    }
  }

  private fieldType(node: Node, field: string): TypeSyntax {
    const child = node.childForFieldName(field);
    return child === null ? { kind: "other", text: "", span: this.span(node) } : this.typeExpr(child);
  }

  private firstTypeChild(node: Node): TypeSyntax {
    const child = node.namedChildren.find((c) => c.type !== "comment");
    return child === undefined ? { kind: "other", text: node.text, span: this.span(node) } : this.typeExpr(child);
  }

  private structFields(node: Node): FieldSyntax[] {
    const list = node.namedChildren.find((c) => c.type === "field_declaration_list");
    const fields: FieldSyntax[] = [];
    for (const child of list?.namedChildren ?? []) {
      if (child.type === "field_declaration") fields.push(this.field(child));
    }
    return fields;
  }

  private field(node: Node): FieldSyntax {
    const names = node.childrenForFieldName("name").map((n) => ({ name: n.text, span: this.span(n) }));
    const typeNode = node.childForFieldName("type")!;
    let type = this.typeExpr(typeNode);
    const embedded = names.length === 0;
    if (embedded && node.children.some((c) => c.type === "*")) type = { kind: "pointer", elem: type, span: this.span(node) };
    const tagNode = node.childForFieldName("tag");
    const tagValue = tagNode === null ? undefined : decodeGoString(tagNode.text);
    const anchorRow = embedded ? typeNode.startPosition.row : node.childForFieldName("name")!.startPosition.row;
    return {
      names,
      type,
      embedded,
      tag: tagNode === null || tagValue === undefined ? undefined : { value: tagValue, span: this.span(tagNode) },
      doc: this.comments.docFor(anchorRow),
      span: this.span(node),
    };
  }

  // ---- constants --------------------------------------------------------------------

  private constDeclaration(node: Node): void {
    let previousType: TypeSyntax | undefined;
    let previousValues: readonly Node[] = [];
    for (const spec of node.namedChildren) {
      if (spec.type !== "const_spec") continue;
      const typeNode = spec.childForFieldName("type");
      const valueList = spec.childForFieldName("value");
      const values = valueList === null ? previousValues : valueList.namedChildren.filter((c) => c.type !== "comment");
      // A spec without type and values repeats the previous one (Go's implicit repetition).
      const type = typeNode !== null ? this.typeExpr(typeNode) : valueList === null ? previousType : undefined;
      spec.childrenForFieldName("name").forEach((name, i) => {
        const valueNode = values[i];
        this.consts.push({
          name: name.text,
          span: this.span(name),
          type,
          value: valueNode === undefined ? undefined : this.value(valueNode),
          doc: this.comments.docFor(name.startPosition.row),
        });
      });
      previousType = type;
      previousValues = values;
    }
  }

  private value(node: Node): ValueSyntax {
    switch (node.type) {
      case "interpreted_string_literal":
      case "raw_string_literal": {
        const value = decodeGoString(node.text);
        return value === undefined ? { kind: "other", text: node.text } : { kind: "string", value };
      }
      case "int_literal":
      case "float_literal":
        return { kind: "number", text: node.text };
      case "true":
      case "false":
        return { kind: "bool", value: node.type === "true" };
      case "nil":
        return { kind: "nil" };
      case "identifier":
        return { kind: "ident", name: node.text };
      case "selector_expression":
        return this.selectorValue(node);
      case "parenthesized_expression":
        return this.value(node.namedChildren[0]!);
      case "binary_expression":
        return this.binaryValue(node);
      case "call_expression":
        return this.conversionValue(node);
      case "composite_literal":
        return this.stringsValue(node);
      default:
        return { kind: "other", text: node.text };
    }
  }

  private selectorValue(node: Node): ValueSyntax {
    const operand = node.childForFieldName("operand");
    const field = node.childForFieldName("field");
    if (operand?.type === "identifier" && field !== null) return { kind: "qualified", pkg: operand.text, name: field.text };
    return { kind: "other", text: node.text };
  }

  private binaryValue(node: Node): ValueSyntax {
    const left = node.childForFieldName("left");
    const right = node.childForFieldName("right");
    if (node.childForFieldName("operator")?.type !== "+" || left === null || right === null) {
      return { kind: "other", text: node.text };
    }
    return { kind: "concat", left: this.value(left), right: this.value(right) };
  }

  private conversionValue(node: Node): ValueSyntax {
    const fn = node.childForFieldName("function");
    const args = node.childForFieldName("arguments")?.namedChildren ?? [];
    if (fn === null || args.length !== 1 || !/^(identifier|type_identifier|selector_expression|qualified_type)$/.test(fn.type)) {
      return { kind: "other", text: node.text };
    }
    return { kind: "conversion", type: fn.text, arg: this.value(args[0]!) };
  }

  private stringsValue(node: Node): ValueSyntax {
    const body = node.childForFieldName("body");
    const elements = (body?.namedChildren ?? []).filter((c) => c.type !== "comment");
    const values: string[] = [];
    for (const element of elements) {
      const inner = element.type === "literal_element" ? element.namedChildren[0] : element;
      const value = inner === undefined ? undefined : this.value(inner);
      if (value?.kind !== "string") return { kind: "other", text: node.text };
      values.push(value.value);
    }
    return { kind: "strings", values };
  }

  // ---- methods ----------------------------------------------------------------------

  private methodDeclaration(node: Node): void {
    const receiverType = node.childForFieldName("receiver")?.namedChildren.find((c) => c.type === "parameter_declaration")
      ?.childForFieldName("type");
    const name = node.childForFieldName("name");
    if (receiverType == null || name === null) return;
    const pointerReceiver = receiverType.type === "pointer_type";
    const base = pointerReceiver ? receiverType.namedChildren[0] : receiverType;
    const receiver = base?.type === "generic_type" ? base.childForFieldName("type")?.text : base?.text;
    if (receiver === undefined) return;
    this.methods.push({
      receiver,
      pointerReceiver,
      name: name.text,
      paramTypes: this.parameterTypes(node.childForFieldName("parameters")),
      resultTypes: this.resultTypes(node.childForFieldName("result")),
      returns: name.text.startsWith("OpenAPI") ? this.singleReturn(node.childForFieldName("body")) : undefined,
      span: this.span(name),
    });
  }

  private parameterTypes(list: Node | null): string[] {
    const types: string[] = [];
    for (const param of list?.namedChildren ?? []) {
      const type = param.childForFieldName("type");
      if (type === null) continue;
      const count = Math.max(1, param.childrenForFieldName("name").length);
      for (let i = 0; i < count; i++) types.push(type.text);
    }
    return types;
  }

  private resultTypes(result: Node | null): string[] {
    if (result === null) return [];
    return result.type === "parameter_list" ? this.parameterTypes(result) : [result.text];
  }

  private singleReturn(body: Node | null): ValueSyntax | undefined {
    const statements = body?.namedChildren.find((c) => c.type === "statement_list")?.namedChildren
      .filter((c) => c.type !== "comment") ?? [];
    const only = statements.length === 1 ? statements[0]! : undefined;
    if (only?.type !== "return_statement") return undefined;
    const exprs = only.namedChildren[0]?.namedChildren ?? [];
    return exprs.length === 1 ? this.value(exprs[0]!) : undefined;
  }

  // ---- syntax errors ------------------------------------------------------------------

  private syntaxErrors(root: Node): SyntaxError[] {
    const errors: SyntaxError[] = [];
    const visit = (node: Node): void => {
      if (node.isMissing) {
        errors.push({ span: this.span(node), message: `syntax error: missing ${JSON.stringify(node.type)}` });
      } else if (node.type === "ERROR") {
        errors.push({ span: this.span(node), message: `syntax error: unexpected ${describeToken(node.text)}` });
        return;
      }
      if (node.hasError) for (const child of node.children) visit(child);
    };
    visit(root);
    return errors;
  }
}

function describeToken(text: string): string {
  const first = text.trim().split(/\s+/)[0] ?? "";
  return first === "" ? "end of input" : JSON.stringify(first.length > 20 ? first.slice(0, 20) + "…" : first);
}
