// How openapi-gen sees a Go type: named types classified the way gengo does (a named
// struct, or a named type over a struct, is a Struct; a named non-struct type is an
// Alias that resolves to its underlying type; `type A = B` is transparent), and the
// type/format table keyed by the resolved type's name.

import type { Field, TypeDecl, TypeRef, Universe } from "./ir.js";
import { lookupType } from "./ir.js";
import { maxNesting } from "../parse/syntax.js";

/** A named type after Go aliases are followed: the declaration, or nothing if unknown. */
export function declOf(universe: Universe, ref: TypeRef & { kind: "named" }): TypeDecl | undefined {
  let decl = lookupType(universe, ref.pkg, ref.name) ?? wellKnown(ref.pkg, ref.name);
  for (let hops = 0; decl?.isAlias && decl.type.kind === "named" && hops < 32; hops++) {
    decl = lookupType(universe, decl.type.pkg, decl.type.name) ?? wellKnown(decl.type.pkg, decl.type.name);
  }
  return decl;
}

/** A type with Go aliases (`type B = byte`) followed, named types kept: what go/types unaliases. */
export function followGoAliases(universe: Universe, ref: TypeRef): TypeRef {
  let current = ref;
  for (let hops = 0; current.kind === "named" && hops < 32; hops++) {
    const decl = declOf(universe, current);
    if (decl === undefined || !decl.isAlias) break;
    current = decl.type;
  }
  return current;
}

export type DeclKind = "struct" | "alias" | "interface" | "missing";

/** gengo's kind of a named type. */
export function declKind(universe: Universe, decl: TypeDecl, depth = 0): DeclKind {
  const type = decl.type;
  if (type.kind === "struct") return "struct";
  if (type.kind === "interface") return decl.isAlias ? "alias" : "interface";
  if (type.kind === "named" && depth < 32) {
    const target = declOf(universe, type);
    if (target === undefined) return "missing";
    const kind = declKind(universe, target, depth + 1);
    return kind === "struct" ? "struct" : "alias";
  }
  return "alias";
}

/** The fields of a struct-kind declaration (following `type T U` to U's members). */
export function structFields(universe: Universe, decl: TypeDecl, depth = 0): readonly Field[] {
  if (decl.type.kind === "struct") return decl.type.fields;
  if (decl.type.kind === "named" && depth < 32) {
    const target = declOf(universe, decl.type);
    if (target !== undefined) return structFields(universe, target, depth + 1);
  }
  return [];
}

/** A type after aliases and pointers are resolved (gengo's resolveAliasAndPtrType). */
export type Resolved =
  | { readonly kind: "builtin"; readonly name: string; readonly ref: TypeRef }
  | { readonly kind: "struct"; readonly decl: TypeDecl; readonly ref: TypeRef }
  | { readonly kind: "interface"; readonly empty: boolean; readonly any?: boolean; readonly decl: TypeDecl | undefined; readonly ref: TypeRef }
  | { readonly kind: "slice" | "array"; readonly elem: TypeRef; readonly ref: TypeRef }
  | { readonly kind: "map"; readonly key: TypeRef; readonly value: TypeRef; readonly ref: TypeRef }
  | { readonly kind: "anonymous-struct"; readonly ref: TypeRef }
  | { readonly kind: "unknown"; readonly ref: TypeRef & { kind: "named" } }
  | { readonly kind: "unresolved"; readonly ref: TypeRef & { kind: "unresolved" } }
  /** More than maxNesting named types and pointers in a row: a cycle (`type A B; type B A`) or a chain written to exhaust us. */
  | { readonly kind: "too-deep"; readonly ref: TypeRef }
  | { readonly kind: "other"; readonly text: string; readonly ref: TypeRef };

export function resolveAliasAndPtr(universe: Universe, ref: TypeRef): Resolved {
  let current = ref;
  for (let hops = 0; hops < maxNesting; hops++) {
    switch (current.kind) {
      case "pointer":
        current = current.elem;
        continue;
      case "named": {
        const decl = declOf(universe, current);
        if (decl === undefined) return { kind: "unknown", ref: current };
        const kind = declKind(universe, decl);
        if (kind === "struct") return { kind: "struct", decl, ref: current };
        if (kind === "interface") return { kind: "interface", empty: false, decl, ref: current };
        current = decl.type;
        continue;
      }
      case "builtin":
        return { kind: "builtin", name: canonicalBuiltin(current.name), ref: current };
      case "slice":
      case "array":
        return { kind: current.kind, elem: current.elem, ref: current };
      case "map":
        return { kind: "map", key: current.key, value: current.value, ref: current };
      case "interface":
        return { kind: "interface", empty: current.empty, any: current.any, decl: undefined, ref: current };
      case "struct":
        return { kind: "anonymous-struct", ref: current };
      case "unresolved":
        return { kind: "unresolved", ref: current };
      case "other":
        return { kind: "other", text: current.text, ref: current };
    }
  }
  return { kind: "too-deep", ref };
}

function canonicalBuiltin(name: string): string {
  return name === "byte" ? "uint8" : name === "rune" ? "int32" : name;
}

export interface TypeFormat {
  readonly type: string;
  readonly format: string | undefined;
  readonly zero: unknown;
}

const table: Record<string, TypeFormat> = {
  string: { type: "string", format: undefined, zero: "" },
  bool: { type: "boolean", format: undefined, zero: false },
  int: { type: "integer", format: "int32", zero: 0 },
  int16: { type: "integer", format: "int32", zero: 0 },
  int32: { type: "integer", format: "int32", zero: 0 },
  uint: { type: "integer", format: "int32", zero: 0 },
  uint16: { type: "integer", format: "int32", zero: 0 },
  int64: { type: "integer", format: "int64", zero: 0 },
  uint32: { type: "integer", format: "int64", zero: 0 },
  uint64: { type: "integer", format: "int64", zero: 0 },
  int8: { type: "integer", format: "byte", zero: 0 },
  uint8: { type: "integer", format: "byte", zero: 0 },
  float32: { type: "number", format: "float", zero: 0 },
  float64: { type: "number", format: "double", zero: 0 },
  "[]byte": { type: "string", format: "byte", zero: "" },
  "time.Time": { type: "string", format: "date-time", zero: "" },
  "interface{}": { type: "object", format: undefined, zero: undefined },
};

/** The table entry for a resolved type, keyed like gengo's Type.String(). */
export function typeFormatOf(resolved: Resolved): TypeFormat | undefined {
  return table[tableKey(resolved)];
}

function tableKey(resolved: Resolved): string {
  switch (resolved.kind) {
    case "builtin":
      return resolved.name;
    case "struct":
      // Only time.Time is a struct in the table; no string building for the rest.
      return resolved.decl.pkg === "time" && resolved.decl.name === "Time" ? "time.Time" : "";
    case "interface":
      // `any` prints as "any", which the table lacks: no type at all.
      return resolved.empty && resolved.any !== true ? "interface{}" : "";
    case "slice":
      // gengo keys the table by go/types' spelling of the slice: only an element written
      // `byte` prints as "[]byte". []uint8, a Go alias of byte (printed by its name) and a
      // named byte type (type B byte) are arrays of integers.
      return resolved.elem.kind === "builtin" && resolved.elem.name === "byte" ? "[]byte" : "";
    default:
      return "";
  }
}

/** Display form of a type for messages. */
export function typeText(ref: TypeRef): string {
  switch (ref.kind) {
    case "builtin":
      return ref.name;
    case "named":
      return `${ref.pkg}.${ref.name}`;
    case "pointer":
      return `*${typeText(ref.elem)}`;
    case "slice":
      return `[]${typeText(ref.elem)}`;
    case "array":
      return `[...]${typeText(ref.elem)}`;
    case "map":
      return `map[${typeText(ref.key)}]${typeText(ref.value)}`;
    case "struct":
      return "struct{...}";
    case "interface":
      return ref.empty ? (ref.any === true ? "any" : "interface{}") : "interface{...}";
    case "unresolved":
      return `${ref.qualifier}.${ref.name}`;
    case "other":
      return ref.text;
  }
}

// ---- well-known types of the Go standard library ------------------------------------

const nowhere = { file: "<builtin>", line: 1, col: 1 };

function stdType(pkg: string, name: string, type: TypeRef, customUnmarshal: boolean): TypeDecl {
  const methods = customUnmarshal
    ? [{ name: "UnmarshalJSON", pointerReceiver: true, paramTypes: ["[]byte"], resultTypes: ["error"], returns: undefined, span: nowhere }]
    : [];
  return { pkg, name, isAlias: false, type, doc: [], markers: [], markersAbove: [], methods, span: nowhere };
}

const wellKnownTypes = new Map<string, TypeDecl>([
  ["time.Time", stdType("time", "Time", { kind: "struct", fields: [], span: nowhere }, true)],
  ["time.Duration", stdType("time", "Duration", { kind: "builtin", name: "int64", span: nowhere }, false)],
  ["encoding/json.RawMessage", stdType("encoding/json", "RawMessage", {
    kind: "slice", elem: { kind: "builtin", name: "byte", span: nowhere }, span: nowhere,
  }, true)],
]);

/** The universe's `any`, which openapi-gen before kube-openapi 24f99be referred to as a type named "any". */
export const anyInterface: TypeDecl = stdType("", "any", { kind: "interface", empty: true, any: true, span: nowhere }, false);

function wellKnown(pkg: string, name: string): TypeDecl | undefined {
  return wellKnownTypes.get(`${pkg}.${name}`);
}
