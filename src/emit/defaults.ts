// `default` of a property (openapi-gen §6.5): an explicit `+default=<json>` or
// `+default=ref(Const)` found on the member or along its type chain, and the zero value
// openapi-gen enforces for non-pointer, non-omitempty members. When both exist they must
// agree; a ref() default never overrides an enforced zero.

import { isDeepStrictEqual } from "node:util";
import { diagnose } from "../diag/diagnostic.js";
import { findMarkers, type Marker } from "../markers/comment-tags.js";
import type { ConstExpr, Field, TypeDecl, TypeRef, Universe } from "../model/ir.js";
import type { EmitContext } from "./context.js";
import { evaluateString, findConst } from "./enums.js";
import { declKind, declOf, structFields, typeFormatOf } from "./types.js";

const noDefault = Symbol("no default");
type Value = unknown | typeof noDefault;

/** The owner is the struct that declares the field: `ref(Name)` resolves in its package. */
export function propertyDefault(field: Field, owner: TypeDecl, omitEmpty: boolean, ctx: EmitContext): unknown {
  const explicit = explicitDefault(field, owner.pkg, ctx);
  const enforced = enforcedDefault(ctx.universe, field.type, omitEmpty, 0);
  if (explicit.value === noDefault) return enforced === noDefault ? undefined : enforced;
  if (enforced === noDefault) return explicit.value;
  if (!explicit.isRef && !isDeepStrictEqual(explicit.value, enforced)) {
    ctx.diagnostics.push(diagnose("OM2005", explicit.marker!.span, JSON.stringify(explicit.value), `${owner.name}.${field.name}`, JSON.stringify(enforced)));
  }
  return enforced;
}

interface Explicit {
  readonly value: Value;
  readonly isRef: boolean;
  readonly marker: Marker | undefined;
}

function explicitDefault(field: Field, ownerPkg: string, ctx: EmitContext): Explicit {
  let found = pick(field.markers, ctx);
  let pkg = ownerPkg;
  for (let type: TypeRef | undefined = field.type, hops = 0; found === undefined && type !== undefined && hops < 32; hops++) {
    if (type.kind === "pointer") { type = type.elem; continue; }
    if (type.kind !== "named") break;
    const decl: TypeDecl | undefined = declOf(ctx.universe, type);
    if (decl === undefined) break;
    found = pick(decl.markers, ctx);
    pkg = decl.pkg;
    type = declKind(ctx.universe, decl) === "alias" ? decl.type : undefined;
  }
  if (found === undefined) return { value: noDefault, isRef: false, marker: undefined };
  return parseDefault(found, pkg, ctx);
}

function pick(markers: readonly Marker[], ctx: EmitContext): Marker | undefined {
  const found = findMarkers(markers, "default");
  if (found.length > 1) ctx.diagnostics.push(diagnose("OM2003", found[1]!.span, "default"));
  return found[0];
}

function parseDefault(marker: Marker, pkg: string, ctx: EmitContext): Explicit {
  const ref = /^ref\((.+)\)$/.exec(marker.value);
  if (ref !== null) return { value: refDefault(ref[1]!, pkg, marker, ctx), isRef: true, marker };
  try {
    return { value: JSON.parse(marker.value) as unknown, isRef: false, marker };
  } catch (error) {
    ctx.diagnostics.push(diagnose("OM2004", marker.span, marker.value, (error as Error).message));
    return { value: noDefault, isRef: false, marker };
  }
}

/** `ref(Name)` or `ref(import/path.Name)`: the value of that constant. */
function refDefault(target: string, pkg: string, marker: Marker, ctx: EmitContext): Value {
  const dot = target.lastIndexOf(".");
  const slash = target.lastIndexOf("/");
  const [constPkg, name] = dot > slash ? [target.slice(0, dot), target.slice(dot + 1)] : [pkg, target];
  const decl = findConst(ctx.universe, constPkg, name);
  const value = decl?.value === undefined ? undefined : constantValue(ctx.universe, decl.value);
  if (value === undefined) {
    ctx.diagnostics.push(diagnose("OM2004", marker.span, marker.value, `no constant ${constPkg}.${name} with a known value`));
    return noDefault;
  }
  return value;
}

function constantValue(universe: Universe, expr: ConstExpr): unknown {
  if (expr.kind === "number") return Number(expr.text.replace(/_/g, ""));
  if (expr.kind === "bool") return expr.value;
  if (expr.kind === "const") {
    const decl = findConst(universe, expr.pkg, expr.name);
    return decl?.value === undefined ? undefined : constantValue(universe, decl.value);
  }
  return evaluateString(universe, expr, 0);
}

/** openapi-gen's mustEnforceDefault. */
function enforcedDefault(universe: Universe, type: TypeRef, omitEmpty: boolean, depth: number): Value {
  if (depth > 32) return noDefault;
  switch (type.kind) {
    case "named": {
      const decl = declOf(universe, type);
      if (decl === undefined) return noDefault;
      if (decl.methods.some((m) => m.name === "UnmarshalJSON")) return noDefault;
      const kind = declKind(universe, decl);
      if (kind === "alias") return enforcedDefault(universe, decl.type, omitEmpty, depth + 1);
      if (kind !== "struct") return noDefault;
      const fields = structFields(universe, decl);
      if (fields.length === 1 && fields[0]!.embedded) return enforcedDefault(universe, fields[0]!.type, omitEmpty, depth + 1);
      return {};
    }
    case "builtin": {
      if (omitEmpty) return noDefault;
      const entry = typeFormatOf(universe, { kind: "builtin", name: type.name === "byte" ? "uint8" : type.name === "rune" ? "int32" : type.name, ref: type });
      return entry === undefined || entry.zero === undefined ? noDefault : entry.zero;
    }
    case "struct":
      return type.fields.length === 1 && type.fields[0]!.embedded ? enforcedDefault(universe, type.fields[0]!.type, omitEmpty, depth + 1) : {};
    default:
      return noDefault;
  }
}
