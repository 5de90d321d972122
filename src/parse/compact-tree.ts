// The compact tree: the vocabulary shared by the two parsing stages — tree-sitter's node
// type and field names as small codes, and the flat layout stage 1 writes and stage 2
// reads (src/parse/go-tree.ts, src/parse/syntax-from-tree.ts). No tree-sitter here.

// ---- the compact tree ------------------------------------------------------------------------

/**
 * The copied nodes of one file, in preorder, four Int32 words each:
 * [type code | named << 8 | field code << 16, start, end, next]. Offsets are UTF-16
 * indices into the text; `next` is the index of the node after this one's subtree (for a
 * node whose children were not copied, the next index). Node 0 is the file; its
 * children are the top-level declarations that matter and the top-level comments.
 */
export interface CompactTree {
  readonly nodes: Int32Array;
  readonly count: number;
  /** The comments that form doc comments (top level, and inside type and const declarations), in order. */
  readonly comments: Int32Array;
  /**
   * Syntax errors, positioned by row and UTF-16 column (rare: found with tree-sitter's own
   * nodes); `unreadIn` says what unread part of the file holds the error (the body of a function…).
   */
  readonly errors: readonly { readonly row: number; readonly col: number; readonly message: string; readonly unreadIn?: string }[];
  /** A masked text (src/parse/declaration-mask.ts) had a syntax error: the whole text is to be parsed instead. */
  readonly maskedErrors?: true;
}

/** The node type names the walker tests, by code (0: any other type). */
export const typeNames = [
  "", "comment", "package_clause", "package_identifier", "import_declaration", "import_spec", "import_spec_list",
  "type_declaration", "type_spec", "type_alias", "const_declaration", "const_spec", "method_declaration",
  "type_identifier", "qualified_type", "pointer_type", "slice_type", "array_type", "implicit_length_array_type",
  "map_type", "struct_type", "interface_type", "parenthesized_type", "field_declaration_list", "field_declaration",
  "*", "+", "interpreted_string_literal", "raw_string_literal", "int_literal", "float_literal", "true", "false", "nil",
  "identifier", "selector_expression", "parenthesized_expression", "binary_expression", "call_expression",
  "composite_literal", "literal_element", "parameter_declaration", "generic_type", "parameter_list", "statement_list",
  "return_statement", "field_identifier", "imaginary_literal", "rune_literal", "variadic_parameter_declaration",
] as const;
export type TypeName = (typeof typeNames)[number];
export const typeCodes = new Map<string, number>(typeNames.map((name, code) => [name, code]));
export const code = (name: TypeName): number => typeCodes.get(name)!;

/** The field names the walker reads, by code (0: no field, or another one). */
const fieldNames = [
  "", "name", "type", "type_parameters", "package", "element", "key", "value", "tag", "path", "operand", "field",
  "left", "right", "operator", "function", "arguments", "body", "receiver", "parameters", "result",
] as const;
export type FieldName = (typeof fieldNames)[number];
export const fieldCodes = new Map<string, number>(fieldNames.map((name, code) => [name, code]));
export const fieldCode = (name: FieldName): number => fieldCodes.get(name)!;

export const C = {
  comment: code("comment"),
  packageClause: code("package_clause"),
  importDeclaration: code("import_declaration"),
  typeDeclaration: code("type_declaration"),
  constDeclaration: code("const_declaration"),
  methodDeclaration: code("method_declaration"),
} as const;

/** The types whose children the walker looks up by field (the others' children are copied without their field). */
export const fieldParents = new Set([
  "import_spec", "type_spec", "type_alias", "qualified_type", "slice_type", "array_type", "implicit_length_array_type",
  "map_type", "field_declaration", "const_spec", "selector_expression", "binary_expression", "call_expression",
  "composite_literal", "method_declaration", "parameter_declaration", "variadic_parameter_declaration", "generic_type",
].map((name) => code(name as TypeName)));

/** Named types whose children nothing reads: their text is enough. */
export const opaqueCodes = new Set([
  "comment", "identifier", "type_identifier", "field_identifier", "package_identifier", "interpreted_string_literal",
  "raw_string_literal", "int_literal", "float_literal", "imaginary_literal", "rune_literal",
].map((name) => code(name as TypeName)));
