// `default` of a property (openapi-gen §6.5): an explicit `+default=<json>` or
// `+default=ref(Const)` found on the member or along its type chain, and the zero value
// openapi-gen enforces for non-pointer, non-omitempty members. When both exist they must
// agree; a ref() default never overrides an enforced zero.

import { diagnose } from "../../diag/diagnostic.js";
import { jsonEqual } from "../../json/dict.js";
import { parseJsonValue } from "../../json/json-text.js";
import { findMarkers, type Marker } from "../../markers/comment-tags.js";
import type { Field, TypeDecl, TypeRef, Universe } from "../../model/ir.js";
import type { ConstantName, EmitContext } from "./context.js";
import { hasChange } from "../../era/openapi-gen.js";
import { evaluateScalar, findConst } from "../../model/enums.js";
import { declKind, declOf, structFields, typeFormatOf, typeText } from "../../model/types.js";

const noDefault = Symbol("no default");

/** The value of a `+default=ref(Const)`, with the constant it names. */
export class ConstantDefault {
  constructor(
    readonly value: unknown,
    readonly constant: ConstantName,
  ) {}
}

type Value = unknown | typeof noDefault;

/**
 * The owner is the struct that declares the field: `ref(Name)` resolves in its package.
 * A ConstantDefault when the default is that constant's.
 */
export function propertyDefault(field: Field, owner: TypeDecl, omitEmpty: boolean, ctx: EmitContext): unknown {
  const explicit = explicitDefault(pick(field.markers, ctx), field.type, owner.pkg, ctx, 0);
  return reconcile(explicit, enforcedDefault(ctx, field.type, omitEmpty, 0), `${owner.name}.${field.name}`, ctx);
}

/**
 * The default of an array item or map value, which openapi-gen emitted until kube-openapi
 * 1043209: a `+default` along the element's type chain, and the zero value it enforces
 * on every non-pointer element (never omitempty).
 */
export function elementDefault(elem: TypeRef, ctx: EmitContext): unknown {
  const explicit = explicitDefault(undefined, elem, "", ctx, 1);
  return reconcile(explicit, enforcedDefault(ctx, elem, false, 0), typeText(elem), ctx);
}

/** When both exist they must agree; a ref() default never overrides an enforced zero. */
function reconcile(explicit: Explicit, enforced: Value, where: string, ctx: EmitContext): unknown {
  if (explicit.value === noDefault) return enforced === noDefault ? undefined : enforced;
  if (enforced === noDefault) return explicit.value;
  if (!explicit.isRef && !jsonEqual(explicit.value, enforced)) {
    ctx.diagnostics.push(diagnose("OM2005", explicit.marker!.span, JSON.stringify(explicit.value), where, JSON.stringify(enforced)));
  }
  return enforced;
}

interface Explicit {
  readonly value: Value;
  readonly isRef: boolean;
  readonly marker: Marker | undefined;
}

/**
 * `first` (the member's own marker), else the first `+default` along the type chain. Before
 * kube-openapi 6c774f4 only the member's own comment counted — an array item's or map
 * value's being its named type's — and `ref()` was not understood.
 */
function explicitDefault(first: Marker | undefined, start: TypeRef, ownerPkg: string, ctx: EmitContext, ownHops: 0 | 1): Explicit {
  let found = first;
  let pkg = ownerPkg;
  const chain = hasChange(ctx.era, "default-type-chain");
  const maxHops = chain ? 32 : ownHops;
  for (let type: TypeRef | undefined = start, hops = 0; found === undefined && type !== undefined && hops < maxHops; hops++) {
    if (!chain && type.kind !== "named") break;
    if (type.kind === "pointer") { type = type.elem; continue; }
    if (type.kind !== "named") break;
    const decl: TypeDecl | undefined = declOf(ctx.universe, type);
    if (decl === undefined) break;
    found = pick(decl.markers, ctx);
    pkg = decl.pkg;
    type = declKind(ctx.universe, decl) === "alias" ? underlyingType(ctx.universe, decl) : undefined;
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
  if (ref !== null && hasChange(ctx.era, "default-type-chain")) return { value: refDefault(ref[1]!, pkg, marker, ctx), isRef: true, marker };
  const parsed = parseJsonValue(marker.value);
  if (!parsed.ok) {
    ctx.diagnostics.push(diagnose("OM2004", marker.span, marker.value, parsed.message));
    return { value: noDefault, isRef: false, marker };
  }
  // `null` unmarshals to Go's nil, which openapi-gen treats as no default at all.
  return { value: parsed.value === null ? noDefault : parsed.value, isRef: false, marker };
}

/** `ref(Name)` or `ref(import/path.Name)`: the value of that constant. */
function refDefault(target: string, pkg: string, marker: Marker, ctx: EmitContext): Value {
  const dot = target.lastIndexOf(".");
  const slash = target.lastIndexOf("/");
  const [constPkg, name] = dot > slash ? [target.slice(0, dot), target.slice(dot + 1)] : [pkg, target];
  const decl = findConst(ctx.universe, constPkg, name);
  const value = decl?.value === undefined ? undefined : evaluateScalar(ctx.universe, decl.value);
  if (value === undefined) {
    ctx.diagnostics.push(diagnose("OM2004", marker.span, marker.value, `no constant ${constPkg}.${name} with a known value`));
    return noDefault;
  }
  return new ConstantDefault(value, { pkg: constPkg, name });
}


/** openapi-gen's mustEnforceDefault. */
function enforcedDefault(ctx: EmitContext, type: TypeRef, omitEmpty: boolean, depth: number): Value {
  const universe = ctx.universe;
  if (depth > 32) return noDefault;
  switch (type.kind) {
    case "named": {
      const decl = declOf(universe, type);
      if (decl === undefined) return noDefault;
      const kind = declKind(universe, decl);
      // A named non-struct type is an Alias whose Underlying is the unnamed type at the end
      // of its chain: neither its own UnmarshalJSON nor those of named types in between count.
      if (kind === "alias") return enforcedDefault(ctx, underlyingType(universe, decl), omitEmpty, depth + 1);
      if (kind !== "struct") return noDefault;
      // Before kube-openapi e6a70c8, custom unmarshalling did not count: {} like any struct.
      if (hasChange(ctx.era, "unmarshal-defaults") && decl.methods.some((m) => m.name === "UnmarshalJSON")) return noDefault;
      const fields = structFields(universe, decl);
      if (fields.length === 1 && fields[0]!.embedded) return enforcedDefault(ctx, fields[0]!.type, omitEmpty, depth + 1);
      return {};
    }
    case "builtin": {
      if (omitEmpty) return noDefault;
      const entry = typeFormatOf({ kind: "builtin", name: type.name === "byte" ? "uint8" : type.name === "rune" ? "int32" : type.name, ref: type });
      return entry === undefined || entry.zero === undefined ? noDefault : entry.zero;
    }
    case "struct":
      return type.fields.length === 1 && type.fields[0]!.embedded ? enforcedDefault(ctx, type.fields[0]!.type, omitEmpty, depth + 1) : {};
    default:
      return noDefault;
  }
}

/**
 * gengo's Underlying of a named non-struct type: the unnamed type its chain ends in, as
 * go/types reports it (`type Tier Level; type Level string` → string, never Level).
 */
function underlyingType(universe: Universe, decl: TypeDecl): TypeRef {
  let type = decl.type;
  for (let hops = 0; type.kind === "named" && hops < 32; hops++) {
    const next = declOf(universe, type);
    if (next === undefined) break;
    type = next.type;
  }
  return type;
}
