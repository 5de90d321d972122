// Syntax facts → the readonly model. Resolves every type name and constant reference to
// an import path through the file's imports, attaches methods to their receiver types,
// and extracts comment tags and struct tags. Pure: no I/O.

import type { LoadedPackage } from "../load/load.js";
import { extractMarkers } from "../markers/comment-tags.js";
import { jsonTagOf, parseStructTag } from "../parse/struct-tag.js";
import type { ConstSpecSyntax, FieldSyntax, GoFileSyntax, MethodSyntax, Span, TypeSyntax, ValueSyntax } from "../parse/syntax.js";
import type { ConstDecl, ConstExpr, Field, Method, Package, TypeDecl, TypeRef, Universe } from "./ir.js";

const builtins = new Set([
  "bool", "string", "int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64",
  "uintptr", "byte", "rune", "float32", "float64", "complex64", "complex128", "error",
]);

export function buildUniverse(loaded: readonly LoadedPackage[]): Universe {
  const names = new Map<string, string>();
  for (const pkg of loaded) {
    const name = pkg.files[0]?.packageName;
    if (name !== undefined) names.set(pkg.path, name);
  }
  const packages = new Map<string, Package>();
  for (const pkg of loaded) packages.set(pkg.path, buildPackage(pkg, names));
  return { packages };
}

function buildPackage(loaded: LoadedPackage, packageNames: ReadonlyMap<string, string>): Package {
  const methods = new Map<string, Method[]>();
  const types = new Map<string, TypeDecl>();
  const consts: ConstDecl[] = [];
  const docLines = loaded.files.filter((f) => isDocFile(f.path)).flatMap((f) => f.commentGroups.flat());
  for (const file of loaded.files) {
    const scope = new FileScope(loaded, file, packageNames);
    for (const method of file.methods) {
      if (!isReadMethod(method.name) && !isMarshalMethod(method.name)) continue;
      const list = methods.get(method.receiver) ?? [];
      list.push(scope.method(method));
      methods.set(method.receiver, list);
    }
    // A blank constant is in no scope (go/types declares none): nothing can name it.
    for (const spec of file.consts) if (spec.name !== "_") consts.push(scope.constDecl(spec));
  }
  for (const file of loaded.files) {
    const scope = new FileScope(loaded, file, packageNames);
    for (const spec of file.types) {
      if (spec.hasTypeParams) continue;
      const doc = spec.doc;
      types.set(spec.name, {
        pkg: loaded.path,
        name: spec.name,
        isAlias: spec.isAlias,
        type: scope.typeRef(spec.type),
        doc,
        markers: extractMarkers(doc),
        markersAbove: extractMarkers(spec.above),
        docAbove: spec.above,
        methods: methods.get(spec.name) ?? [],
        span: spec.span,
      });
    }
  }
  return {
    path: loaded.path,
    name: loaded.files[0]?.packageName ?? lastPathElement(loaded.path),
    dir: loaded.dir,
    isInput: loaded.isInput,
    inDependencyModule: loaded.inDependencyModule,
    docMarkers: extractMarkers(docLines),
    clauseMarkers: extractMarkers(loaded.files.flatMap((f) => f.packageDoc)),
    freeMarkers: loaded.files.flatMap((f) => f.packageComments.flatMap((group) => extractMarkers(group))),
    types,
    consts,
  };
}

/**
 * The methods the emitters read: OpenAPI* (custom schemas, model names) and UnmarshalJSON
 * (no defaults). src/load/relevance.ts skips files by the same names.
 */
export function isReadMethod(name: string): boolean {
  return name.startsWith("OpenAPI") || name === "UnmarshalJSON";
}

/**
 * MarshalJSON and MarshalText, which controller-gen's CRD schemas read (a type with either
 * takes its schema from its markers). Only the controller-gen command needs them, and it
 * parses every file; openapi-gen's relevance filter does not look for them.
 */
export function isMarshalMethod(name: string): boolean {
  return name === "MarshalJSON" || name === "MarshalText";
}

function isDocFile(path: string): boolean {
  return path === "doc.go" || path.endsWith("/doc.go");
}

/**
 * Name resolution inside one file: its package plus its import block. Dependencies keep
 * their comments too: openapi-gen reads the docs and markers of their struct members
 * (inlined members' descriptions); the TS tables describe referenced types with them.
 */
class FileScope {
  private readonly imports = new Map<string, string>();
  private readonly pkg: string;

  constructor(loaded: LoadedPackage, file: GoFileSyntax, packageNames: ReadonlyMap<string, string>) {
    this.pkg = loaded.path;
    for (const imp of file.imports) {
      const alias = imp.alias ?? packageNames.get(imp.path) ?? guessPackageName(imp.path);
      if (alias !== "_" && alias !== ".") this.imports.set(alias, imp.path);
    }
  }

  typeRef(syntax: TypeSyntax): TypeRef {
    const span = syntax.span;
    switch (syntax.kind) {
      case "ident":
        if (syntax.name === "any") return { kind: "interface", empty: true, span };
        return builtins.has(syntax.name)
          ? { kind: "builtin", name: syntax.name, span }
          : { kind: "named", pkg: this.pkg, name: syntax.name, span };
      case "qualified": {
        const path = this.imports.get(syntax.pkg);
        return path === undefined
          ? { kind: "unresolved", qualifier: syntax.pkg, name: syntax.name, span }
          : { kind: "named", pkg: path, name: syntax.name, span };
      }
      case "pointer":
      case "slice":
      case "array":
        return { kind: syntax.kind, elem: this.typeRef(syntax.elem), span };
      case "map":
        return { kind: "map", key: this.typeRef(syntax.key), value: this.typeRef(syntax.value), span };
      case "struct":
        return { kind: "struct", fields: syntax.fields.flatMap((f) => this.fields(f)), span };
      case "interface":
        return { kind: "interface", empty: syntax.empty, span };
      case "other":
        return { kind: "other", text: syntax.text, span };
    }
  }

  private fields(syntax: FieldSyntax): Field[] {
    const type = this.typeRef(syntax.type);
    const tag = parseStructTag(syntax.tag?.value ?? "");
    const json = jsonTagOf(tag);
    const markers = extractMarkers(syntax.doc);
    const markersAbove = extractMarkers(syntax.above);
    // One literal, not `{ ...common, name, span }`: objects made by spread got a hidden
    // class each (≈ 330 bytes per field, 70 MB for a 50 MB file).
    const field = (name: string, span: Span): Field => ({
      name, embedded: syntax.embedded, type, tag, json, tagSpan: syntax.tag?.span, doc: syntax.doc, markers, markersAbove, span,
    });
    if (syntax.embedded) return [field(embeddedName(syntax.type), syntax.type.span)];
    return syntax.names.map((n) => field(n.name, n.span));
  }

  method(syntax: MethodSyntax): Method {
    return {
      name: syntax.name,
      pointerReceiver: syntax.pointerReceiver,
      paramTypes: syntax.paramTypes,
      resultTypes: syntax.resultTypes,
      returns: syntax.returns === undefined ? undefined : this.constExpr(syntax.returns),
      span: syntax.span,
    };
  }

  constDecl(spec: ConstSpecSyntax): ConstDecl {
    return {
      pkg: this.pkg,
      name: spec.name,
      type: spec.type === undefined ? this.conversionType(spec.value, spec.span) : this.typeRef(spec.type),
      value: spec.value === undefined ? undefined : this.constExpr(spec.value),
      doc: spec.doc,
      span: spec.span,
    };
  }

  /** `const C = T("v")` declares no type, yet C has type T in Go (enum values are often written so). */
  private conversionType(value: ValueSyntax | undefined, span: Span): TypeRef | undefined {
    if (value?.kind !== "conversion") return undefined;
    const dot = value.type.indexOf(".");
    return dot === -1
      ? this.typeRef({ kind: "ident", name: value.type, span })
      : this.typeRef({ kind: "qualified", pkg: value.type.slice(0, dot), name: value.type.slice(dot + 1), span });
  }

  constExpr(value: ValueSyntax): ConstExpr {
    switch (value.kind) {
      case "string":
      case "number":
      case "bool":
      case "nil":
      case "strings":
        return value;
      case "ident":
        return { kind: "const", pkg: this.pkg, name: value.name };
      case "qualified": {
        const path = this.imports.get(value.pkg);
        return path === undefined ? { kind: "unknown", text: `${value.pkg}.${value.name}` } : { kind: "const", pkg: path, name: value.name };
      }
      case "concat":
        return { kind: "concat", parts: value.parts.map((part) => this.constExpr(part)) };
      case "conversion":
        return this.constExpr(value.arg);
      case "other":
        return { kind: "unknown", text: value.text };
    }
  }
}

function embeddedName(type: TypeSyntax): string {
  if (type.kind === "pointer") return embeddedName(type.elem);
  if (type.kind === "ident" || type.kind === "qualified") return type.name;
  return type.kind === "other" ? type.text : "";
}

function lastPathElement(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/** The conventional package name of an import path we did not load (e.g. gopkg.in/inf.v0 → inf). */
function guessPackageName(path: string): string {
  const parts = path.split("/");
  let last = parts[parts.length - 1]!;
  if (/^v\d+$/.test(last) && parts.length > 1) last = parts[parts.length - 2]!;
  return last.replace(/\.v\d+$/, "").replace(/^go-/, "").replace(/[-.]go$/, "").replace(/[^A-Za-z0-9_]/g, "_");
}
