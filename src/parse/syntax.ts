// Syntax facts: what the parser extracts from one Go file, as plain readonly data.
// Nothing here knows about tree-sitter; src/parse/go-tree.ts produces these values.

/** A 1-based source position. `col` counts Unicode code points. */
export interface Pos {
  readonly line: number;
  readonly col: number;
}

/** A position inside a named file (path relative to the invocation root, `/` separators). */
export interface Span extends Pos {
  readonly file: string;
}

/** One line of a comment group after gengo's cleaning, with where its text starts. */
export interface DocLine {
  readonly text: string;
  readonly span: Span;
  /** From a block comment: controller-gen reads no markers there and trims its lines (absent otherwise). */
  readonly block?: true;
}

/**
 * How deeply a type or constant expression may nest (`[]`, `*`, `map`, parentheses,
 * anonymous structs, conversions), and how many named types a type may pass through.
 * Every walker over types, values and schemas recurses, so the bound is set once, far
 * above anything written by hand (OM1070, OM1071).
 */
export const maxNesting = 100;

/** A Go type expression as written, before name resolution. */
export type TypeSyntax =
  | { readonly kind: "ident"; readonly name: string; readonly span: Span }
  | { readonly kind: "qualified"; readonly pkg: string; readonly name: string; readonly span: Span }
  | { readonly kind: "pointer"; readonly elem: TypeSyntax; readonly span: Span }
  | { readonly kind: "slice"; readonly elem: TypeSyntax; readonly span: Span }
  | { readonly kind: "array"; readonly elem: TypeSyntax; readonly span: Span }
  | { readonly kind: "map"; readonly key: TypeSyntax; readonly value: TypeSyntax; readonly span: Span }
  | { readonly kind: "struct"; readonly fields: readonly FieldSyntax[]; readonly span: Span }
  | { readonly kind: "interface"; readonly empty: boolean; readonly span: Span }
  /** chan, func, generic instantiations and anything else openapi-gen cannot express. */
  | { readonly kind: "other"; readonly text: string; readonly span: Span };

export interface FieldSyntax {
  /** Empty for an embedded field. */
  readonly names: readonly { readonly name: string; readonly span: Span }[];
  readonly type: TypeSyntax;
  readonly embedded: boolean;
  /** The decoded struct tag text, if any. */
  readonly tag: { readonly value: string; readonly span: Span } | undefined;
  readonly doc: readonly DocLine[];
  /** controller-gen's closest comment group above the doc, after a blank line (its markers count too). */
  readonly above: readonly DocLine[];
  readonly span: Span;
}

export interface TypeSpecSyntax {
  readonly name: string;
  readonly span: Span;
  /** `type A = B`: a Go alias, transparent everywhere. */
  readonly isAlias: boolean;
  readonly hasTypeParams: boolean;
  readonly type: TypeSyntax;
  readonly doc: readonly DocLine[];
  /** controller-gen's closest comment group above the doc, after a blank line (its markers count too). */
  readonly above: readonly DocLine[];
}

/** A constant expression, kept symbolic so the model can evaluate it against the package. */
export type ValueSyntax =
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "number"; readonly text: string }
  | { readonly kind: "bool"; readonly value: boolean }
  | { readonly kind: "nil" }
  | { readonly kind: "ident"; readonly name: string }
  | { readonly kind: "qualified"; readonly pkg: string; readonly name: string }
  /** `a + b + …`, its terms in order. */
  | { readonly kind: "concat"; readonly parts: readonly ValueSyntax[] }
  | { readonly kind: "conversion"; readonly type: string; readonly arg: ValueSyntax }
  | { readonly kind: "strings"; readonly values: readonly string[] }
  | { readonly kind: "other"; readonly text: string };

export interface ConstSpecSyntax {
  readonly name: string;
  readonly span: Span;
  /** The declared type; for an implicitly repeated spec, the one it repeats. */
  readonly type: TypeSyntax | undefined;
  readonly value: ValueSyntax | undefined;
  readonly doc: readonly DocLine[];
}

export interface MethodSyntax {
  readonly receiver: string;
  readonly pointerReceiver: boolean;
  readonly name: string;
  readonly paramTypes: readonly string[];
  readonly resultTypes: readonly string[];
  /** The returned expression when the body is a single `return <expr>` statement. */
  readonly returns: ValueSyntax | undefined;
  readonly span: Span;
}

export interface ImportSyntax {
  readonly alias: string | undefined;
  readonly path: string;
  readonly span: Span;
}

/**
 * A syntax error (OM1001; OM1073 inside a function body nothing reads), or an expression
 * nested past the walkers' limit (OM1070).
 */
export interface SyntaxError {
  readonly code: "OM1001" | "OM1070" | "OM1073";
  readonly span: Span;
  /** The catalogue arguments of the code. */
  readonly args: readonly string[];
}

/**
 * The version of these facts as stored in the syntax cache (src/load/syntax-cache.ts).
 * The cache's keys already include the code of the modules in src/parse/ and the grammar's
 * version; bump this when the facts a file yields change for any other reason (say, code
 * moved out of src/parse/): entries of another version are never read.
 */
export const syntaxFactsVersion = 2;

export interface GoFileSyntax {
  readonly path: string;
  readonly packageName: string;
  /** The doc comment of the package clause (where controller-gen reads +groupName in any file). */
  readonly packageDoc: readonly DocLine[];
  readonly imports: readonly ImportSyntax[];
  readonly types: readonly TypeSpecSyntax[];
  readonly consts: readonly ConstSpecSyntax[];
  readonly methods: readonly MethodSyntax[];
  /** Every comment group of the file, cleaned (used for doc.go package comments). */
  readonly commentGroups: readonly (readonly DocLine[])[];
  /** The top-level comment groups controller-gen reads package markers from (+kubebuilder:rbac, +kubebuilder:webhook). */
  readonly packageComments: readonly (readonly DocLine[])[];
  readonly errors: readonly SyntaxError[];
}
