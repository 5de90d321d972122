// What a field's type is, in the words the rules need: a list (and of what), a map, a
// struct, a scalar. Built on the emitter's view of Go types so both agree.

import { declOf, resolveAliasAndPtr, typeFormatOf, type Resolved } from "../model/types.js";
import type { TypeDecl, TypeRef, Universe } from "../model/ir.js";

export type Shape =
  | { readonly kind: "list"; readonly items: Shape; readonly declared: TypeRef }
  | { readonly kind: "map"; readonly values: Shape }
  | { readonly kind: "struct"; readonly decl: TypeDecl }
  | { readonly kind: "scalar"; readonly type: string }
  | { readonly kind: "other" }
  /** A type that does not resolve: its own diagnostic says so, rules stay silent about it. */
  | { readonly kind: "unknown" };

/** Whether the shape, or a shape inside it, could not be resolved. */
export function hasUnknown(shape: Shape): boolean {
  if (shape.kind === "unknown") return true;
  if (shape.kind === "list") return hasUnknown(shape.items);
  if (shape.kind === "map") return hasUnknown(shape.values);
  return false;
}

export function shapeOf(universe: Universe, ref: TypeRef, depth = 0): Shape {
  const resolved = resolveAliasAndPtr(universe, ref);
  const entry = typeFormatOf(resolved);
  if (entry !== undefined) return entry.type === "object" ? { kind: "other" } : { kind: "scalar", type: entry.type };
  if (depth > 16) return { kind: "other" };
  return shapeOfResolved(universe, resolved, depth);
}

function shapeOfResolved(universe: Universe, resolved: Resolved, depth: number): Shape {
  switch (resolved.kind) {
    case "slice":
    case "array":
      return { kind: "list", items: shapeOf(universe, resolved.elem, depth + 1), declared: resolved.elem };
    case "map":
      return { kind: "map", values: shapeOf(universe, resolved.value, depth + 1) };
    case "struct":
      return resolved.decl.methods.some((m) => m.name === "OpenAPISchemaType") ? { kind: "scalar", type: "custom" } : { kind: "struct", decl: resolved.decl };
    case "unknown":
    case "unresolved":
      return { kind: "unknown" };
    default:
      return { kind: "other" };
  }
}

export function describeShape(shape: Shape): string {
  switch (shape.kind) {
    case "list":
      return `a list of ${plural(shape.items)}`;
    case "map":
      return "a map";
    case "struct":
      return `the struct ${shape.decl.name}`;
    case "scalar":
      return shape.type === "custom" ? "a custom scalar type" : `a ${shape.type}`;
    case "other":
      return "not a list, map or struct";
    case "unknown":
      return "of a type that does not resolve";
  }
}

/** The items of a list, for "the items of X are …": `strings`, `structs (Port)`. */
export function describeItems(shape: Shape): string {
  return plural(shape);
}

function plural(shape: Shape): string {
  switch (shape.kind) {
    case "list": return "lists";
    case "map": return "maps";
    case "struct": return `structs (${shape.decl.name})`;
    case "scalar": return shape.type === "custom" ? "custom scalars" : `${shape.type}s`;
    case "other": return "values of another kind";
    case "unknown": return "values of a type that does not resolve";
  }
}

export function isStructValue(universe: Universe, ref: TypeRef): boolean {
  if (ref.kind !== "named") return false;
  const decl = declOf(universe, ref);
  return decl !== undefined && shapeOf(universe, ref).kind === "struct";
}
