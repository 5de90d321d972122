// The intermediate model: Go packages with names resolved to import paths, markers and
// struct tags extracted, every node carrying its source span. Readonly throughout;
// built once by src/model/build.ts, read by the checker and the emitters.

import type { Marker } from "../markers/comment-tags.js";
import type { JsonTag, StructTag } from "../parse/struct-tag.js";
import type { DocLine, Span } from "../parse/syntax.js";

/** A type expression with every name resolved to an import path. */
export type TypeRef =
  | { readonly kind: "builtin"; readonly name: string; readonly span: Span }
  /** A named type declared in a package (which may be outside the loaded universe). */
  | { readonly kind: "named"; readonly pkg: string; readonly name: string; readonly span: Span }
  | { readonly kind: "pointer"; readonly elem: TypeRef; readonly span: Span }
  | { readonly kind: "slice"; readonly elem: TypeRef; readonly span: Span }
  | { readonly kind: "array"; readonly elem: TypeRef; readonly span: Span }
  | { readonly kind: "map"; readonly key: TypeRef; readonly value: TypeRef; readonly span: Span }
  | { readonly kind: "struct"; readonly fields: readonly Field[]; readonly span: Span }
  | { readonly kind: "interface"; readonly empty: boolean; readonly span: Span }
  /** A qualified name whose package alias no import of the file declares. */
  | { readonly kind: "unresolved"; readonly qualifier: string; readonly name: string; readonly span: Span }
  /** chan, func, generics: kept so the emitter can say what it cannot express. */
  | { readonly kind: "other"; readonly text: string; readonly span: Span };

export interface Field {
  /** The Go field name; for an embedded field, the embedded type's name. */
  readonly name: string;
  readonly embedded: boolean;
  readonly type: TypeRef;
  readonly tag: StructTag;
  readonly json: JsonTag | undefined;
  readonly tagSpan: Span | undefined;
  readonly doc: readonly DocLine[];
  readonly markers: readonly Marker[];
  /** Markers of controller-gen's closest comment group above the doc (after a blank line). */
  readonly markersAbove: readonly Marker[];
  readonly span: Span;
}

/** A constant expression, resolved to the package that declares each name. */
export type ConstExpr =
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "number"; readonly text: string }
  | { readonly kind: "bool"; readonly value: boolean }
  | { readonly kind: "nil" }
  | { readonly kind: "const"; readonly pkg: string; readonly name: string }
  | { readonly kind: "concat"; readonly parts: readonly ConstExpr[] }
  | { readonly kind: "strings"; readonly values: readonly string[] }
  | { readonly kind: "unknown"; readonly text: string };

export interface ConstDecl {
  readonly pkg: string;
  readonly name: string;
  readonly type: TypeRef | undefined;
  readonly value: ConstExpr | undefined;
  readonly doc: readonly DocLine[];
  readonly span: Span;
}

export interface Method {
  readonly name: string;
  readonly pointerReceiver: boolean;
  readonly paramTypes: readonly string[];
  readonly resultTypes: readonly string[];
  readonly returns: ConstExpr | undefined;
  readonly span: Span;
}

export interface TypeDecl {
  readonly pkg: string;
  readonly name: string;
  /** `type A = B`: transparent, never a definition. */
  readonly isAlias: boolean;
  readonly type: TypeRef;
  readonly doc: readonly DocLine[];
  readonly markers: readonly Marker[];
  /** Markers of controller-gen's closest comment group above the doc (after a blank line). */
  readonly markersAbove: readonly Marker[];
  /** That group's lines (gengo's SecondClosestCommentLines). */
  readonly docAbove?: readonly DocLine[];
  readonly methods: readonly Method[];
  readonly span: Span;
}

export interface Package {
  readonly path: string;
  readonly name: string;
  /** Display path of the package directory. */
  readonly dir: string;
  /** Given on the command line: only input packages get definitions and are checked. */
  readonly isInput: boolean;
  /** An input of a module that another input module requires: --all-types does not select its types. */
  readonly inDependencyModule: boolean;
  /** Comment tags of every comment group in the package's doc.go files. */
  readonly docMarkers: readonly Marker[];
  /** Comment tags of the package clause's doc comment in every file (controller-gen reads +groupName there). */
  readonly clauseMarkers: readonly Marker[];
  /**
   * Comment tags of the top-level comment groups controller-gen makes package-level in
   * every file (its rbac and webhook markers), in file order; the groups above single-line
   * type declarations are the types' `markersAbove`.
   */
  readonly freeMarkers: readonly Marker[];
  readonly types: ReadonlyMap<string, TypeDecl>;
  readonly consts: readonly ConstDecl[];
}

export interface Universe {
  readonly packages: ReadonlyMap<string, Package>;
}

export function lookupType(universe: Universe, pkg: string, name: string): TypeDecl | undefined {
  return universe.packages.get(pkg)?.types.get(name);
}
