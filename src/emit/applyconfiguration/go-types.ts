// Go types as applyconfiguration-gen sees them (gengo's kinds): a named type whose
// underlying type is a struct is a struct with members; any other named type (a string
// enum, `type Hosts []string`) is an "alias" — neither nillable nor an apply
// configuration, so a field of it becomes a pointer. Generated apply configuration types
// are plain references by package and name.

import type { Field, TypeRef, Universe } from "../../model/ir.js";
import { lookupType } from "../../model/ir.js";
import type { ImportTracker } from "../go/imports.js";

export type GoType =
  | { readonly kind: "builtin"; readonly name: string }
  | { readonly kind: "struct"; readonly pkg: string; readonly name: string; readonly fields: readonly Field[] | undefined }
  | { readonly kind: "alias"; readonly pkg: string; readonly name: string }
  | { readonly kind: "ref"; readonly pkg: string; readonly name: string }
  | { readonly kind: "pointer"; readonly elem: GoType }
  | { readonly kind: "slice"; readonly elem: GoType }
  | { readonly kind: "map"; readonly key: GoType; readonly elem: GoType }
  | { readonly kind: "other"; readonly text: string };

const maxNamedHops = 50;

/** The gengo view of a field's type expression. */
export function goType(universe: Universe, ref: TypeRef, depth = 0): GoType {
  if (depth > 100) return { kind: "other", text: "…" };
  switch (ref.kind) {
    case "builtin":
      // gengo's universe holds one type per identity: uint8 is seen as byte first (k8s.io code's []byte).
      return { kind: "builtin", name: ref.name === "any" ? "interface{}" : ref.name === "uint8" ? "byte" : ref.name };
    case "named":
      return namedType(universe, ref.pkg, ref.name);
    case "pointer":
      return { kind: "pointer", elem: goType(universe, ref.elem, depth + 1) };
    case "slice":
      return { kind: "slice", elem: goType(universe, ref.elem, depth + 1) };
    case "map":
      return { kind: "map", key: goType(universe, ref.key, depth + 1), elem: goType(universe, ref.value, depth + 1) };
    case "interface":
      return { kind: "builtin", name: "interface{}" };
    default:
      return { kind: "other", text: "text" in ref ? ref.text : `${ref.kind}` };
  }
}

/** A named type: a struct (with the members of the struct it is defined from) or an alias. */
export function namedType(universe: Universe, pkg: string, name: string): GoType {
  let decl = lookupType(universe, pkg, name);
  // A Go alias (`type A = B`) is B itself.
  for (let hops = 0; decl?.isAlias === true && hops < maxNamedHops; hops++) {
    if (decl.type.kind !== "named") return goType(universe, decl.type, hops + 1);
    pkg = decl.type.pkg;
    name = decl.type.name;
    decl = lookupType(universe, pkg, name);
  }
  if (decl === undefined) return { kind: "struct", pkg, name, fields: undefined }; // outside the loaded packages
  let underlying = decl.type;
  for (let hops = 0; underlying.kind === "named" && hops < maxNamedHops; hops++) {
    const next = lookupType(universe, underlying.pkg, underlying.name);
    if (next === undefined) break;
    underlying = next.type;
  }
  if (underlying.kind === "struct") return { kind: "struct", pkg, name, fields: underlying.fields };
  return { kind: "alias", pkg, name };
}

/** gengo's "raw" namer: the type as Go source in the file of `tracker`, naming imports in call order. */
export function rawName(type: GoType, tracker: ImportTracker): string {
  switch (type.kind) {
    case "builtin":
      return type.name;
    case "struct":
    case "alias":
    case "ref":
      return tracker.qualifier(type.pkg) + type.name;
    case "pointer":
      return "*" + rawName(type.elem, tracker);
    case "slice":
      return "[]" + rawName(type.elem, tracker);
    case "map": {
      const key = rawName(type.key, tracker);
      return `map[${key}]${rawName(type.elem, tracker)}`;
    }
    case "other":
      return type.text;
  }
}

/** The named type's package and name, if it has one (gengo's types.Name). */
export function typeName(type: GoType): string | undefined {
  return type.kind === "struct" || type.kind === "alias" || type.kind === "ref" ? `${type.pkg}.${type.name}` : undefined;
}

export function isNillable(type: GoType): boolean {
  return type.kind === "slice" || type.kind === "map";
}

export function deref(type: GoType): GoType {
  let t = type;
  while (t.kind === "pointer") t = t.elem;
  return t;
}
