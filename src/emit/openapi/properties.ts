// The schema of one struct member (openapi-gen §6.3–6.4): extensions, description with
// enum text, `,string`, default, then the type — a table type, a map, an array or a
// `$ref` to a struct definition.

import { diagnose } from "../../diag/diagnostic.js";
import type { EnumType, EnumValue } from "../../model/enums.js";
import type { Field, TypeDecl, TypeRef } from "../../model/ir.js";
import { defaultConstant, Ref, type EmitContext, type Schema } from "./context.js";
import { ConstantDefault, elementDefault, propertyDefault } from "./defaults.js";
import { hasChange } from "../../era/openapi-gen.js";
import { formatDescription, invalidGoEscape } from "../shared/description.js";
import type { Span } from "../../parse/syntax.js";
import { enumDescriptionLines } from "./enum-description.js";
import { checkPatchTags, extensionsFromMarkers } from "./extensions.js";
import { recommendedMergeKeys } from "../../markers/merge-keys.js";
import { definitionName } from "./names.js";
import { anyInterface, followGoAliases, resolveAliasAndPtr, typeFormatOf, typeText, type Resolved } from "../../model/types.js";
import { importPathKind } from "../../load/import-path.js";
import { maxNesting } from "../../parse/syntax.js";
import { applyValidationMarkers } from "./validation-markers.js";
import { containsBrokenAliasUse } from "./alias-cycles.js";

export function propertySchema(field: Field, owner: TypeDecl, omitEmpty: boolean, ctx: EmitContext): Schema {
  const where = `${owner.name}.${field.name}`;
  const schema: Schema = {};
  const validations = applyValidationMarkers(field.markers, field.type, ctx);
  checkPatchTags(field, owner.name, ctx);
  Object.assign(schema, extensionsFromMarkers(field.markers, ctx));
  const recommended = recommendedMergeKeys(field);
  if (recommended !== undefined) schema["x-kubernetes-recommended-patch-merge-key"] = recommended.value;
  const enumType = enumOfType(field.type, ctx);
  // gengo/v1 gives an undocumented member one empty comment line: until kube-openapi 7626df5
  // trimmed leading newlines, the enum section after it began with three, not two.
  const docLines = field.doc.length === 0 && !hasChange(ctx.era, "leading-newlines") ? [""] : field.doc.map((l) => l.text);
  const descriptionLines = [...docLines, ...(enumType ? enumDescriptionLines(enumValues(enumType, ctx), !hasChange(ctx.era, "enum-line")) : [])];
  checkGoEscapes(descriptionLines, field.span, where, ctx);
  const description = formatDescription(descriptionLines, ctx.era);
  if (description !== "") schema.description = description;
  if (field.json?.options[0] === "string") {
    schema.type = "string";
    // openapi-gen writes a member's extensions, its CEL rules among them, before it looks at
    // the option; the value validations (maximum…) come after, and are not written.
    mergeValidationExtensions(schema, validations.extensions, field, ctx);
    return schema;
  }
  const aliasUse = hasChange(ctx.era, "materialized-aliases") ? undefined : containsBrokenAliasUse(ctx.universe, owner, field.type);
  if (aliasUse?.kind === "named") ctx.diagnostics.push(diagnose("OM2114", field.span, where, aliasUse.name, aliasTarget(aliasUse, ctx)));
  const defaultValue = propertyDefault(field, owner, omitEmpty, ctx);
  if (defaultValue instanceof ConstantDefault) {
    schema.default = defaultValue.value;
    schema[defaultConstant] = defaultValue.constant;
  } else if (defaultValue !== undefined) schema.default = defaultValue;
  Object.assign(schema, validations.schema);
  Object.assign(schema, typeSchema(field.type, where, ctx, true));
  mergeValidationExtensions(schema, validations.extensions, field, ctx);
  return schema;
}

/** What the alias a broken use names stands for, as written, through aliases of aliases. */
function aliasTarget(use: TypeRef & { kind: "named" }, ctx: EmitContext): string {
  const first = ctx.universe.packages.get(use.pkg)?.types.get(use.name);
  if (first === undefined) return use.name;
  let alias: TypeDecl = first;
  for (let hops = 0; hops < maxNesting; hops++) {
    const next: TypeDecl | undefined = alias.type.kind === "named" ? ctx.universe.packages.get(alias.type.pkg)?.types.get(alias.type.name) : undefined;
    if (next?.isAlias !== true) break;
    alias = next;
  }
  return alias.type.kind === "named" && alias.type.pkg === use.pkg ? alias.type.name : typeText(alias.type);
}

/** A description openapi-gen of the era could not write into Go (OM2100). */
export function checkGoEscapes(lines: readonly string[], span: Span, what: string, ctx: EmitContext): void {
  const bad = invalidGoEscape(lines, ctx.era);
  if (bad !== undefined) ctx.diagnostics.push(diagnose("OM2100", span, what, "`" + bad + "`"));
}

function mergeValidationExtensions(schema: Schema, extensions: Schema, field: Field, ctx: EmitContext): void {
  for (const [key, value] of Object.entries(extensions)) {
    if (key in schema) ctx.diagnostics.push(diagnose("OM2008", field.span, "+validations", "+k8s:validation:cel", key));
    else schema[key] = value;
  }
}

/**
 * The type part of a member, array item or map value schema. `depth` counts the items
 * and map values around it: named types can nest without end (`type A []A`).
 */
export function typeSchema(ref: TypeRef, where: string, ctx: EmitContext, isMember: boolean, depth = 0): Schema {
  const resolved = depth > maxNesting ? { kind: "too-deep" as const, ref } : resolveAliasAndPtr(ctx.universe, ref);
  const entry = typeFormatOf(unmaterializedAliases(resolved, ctx));
  if (entry !== undefined) {
    const schema: Schema = { type: entry.type };
    if (entry.format !== undefined) schema.format = entry.format;
    // Until kube-openapi 2c35350 only a member's own type gave it an enum, not an item's or map value's.
    const enumType = isMember || hasChange(ctx.era, "item-enums") ? enumOfType(ref, ctx) : undefined;
    // An +enum type without constants still gets its (empty) Enum in the Go output; JSON omits it.
    if (enumType !== undefined) schema.enum = enumValues(enumType, ctx).map((v) => v.value);
    return schema;
  }
  switch (resolved.kind) {
    case "struct":
      return { $ref: refTo(resolved.decl, ctx) };
    case "map":
      return mapSchema(resolved, where, ctx, depth);
    case "slice":
    case "array":
      return { type: "array", items: elementSchema(resolved.elem, where, ctx, depth + 1) };
    case "interface":
      // Until kube-openapi 24f99be a named interface member referred to the interface.
      if (isMember && !hasChange(ctx.era, "interface-refs") && (resolved.decl !== undefined || resolved.any === true)) {
        return { $ref: refTo(resolved.decl ?? anyInterface, ctx) };
      }
      if (isMember) return {};
      return unsupported(resolved, where, "an interface cannot be an array item or map value", ctx);
    default:
      return unsupported(resolved, where, reasonFor(resolved), ctx);
  }
}

function mapSchema(resolved: Resolved & { kind: "map" }, where: string, ctx: EmitContext, depth: number): Schema {
  const key = resolveAliasAndPtr(ctx.universe, resolved.key);
  if (key.kind !== "builtin" || key.name !== "string") {
    ctx.diagnostics.push(diagnose("OM4002", resolved.key.span, `${where} (${typeText(resolved.ref)})`));
    return { type: "object" };
  }
  return { type: "object", additionalProperties: elementSchema(resolved.value, where, ctx, depth + 1) };
}

/**
 * Before kube-openapi 84b298b (go 1.23 in its go.mod) go/types did not materialize Go
 * aliases: the element of `[]B` with `type B = byte` was byte itself, and the slice `[]byte`.
 */
function unmaterializedAliases(resolved: Resolved, ctx: EmitContext): Resolved {
  if (resolved.kind !== "slice" || hasChange(ctx.era, "materialized-aliases")) return resolved;
  return { ...resolved, elem: followGoAliases(ctx.universe, resolved.elem) };
}

/** An array item or map value: its type, and before kube-openapi 1043209 its default too. */
function elementSchema(elem: TypeRef, where: string, ctx: EmitContext, depth: number): Schema {
  const schema = typeSchema(elem, where, ctx, false, depth);
  if (hasChange(ctx.era, "item-defaults")) return schema;
  const found = elementDefault(elem, ctx);
  if (found === undefined) return schema;
  if (!(found instanceof ConstantDefault)) return { default: found, ...schema };
  return { default: found.value, [defaultConstant]: found.constant, ...schema };
}

/** The enum of a member's or element's type; through a pointer only since kube-openapi a28e98e. */
function enumOfType(ref: TypeRef, ctx: EmitContext): EnumType | undefined {
  return ref.kind === "pointer" && !hasChange(ctx.era, "pointer-enums") ? undefined : ctx.enums.enumOf(ref);
}

/** An enum's values, with a value several constants share once per constant before kube-openapi 649db69. */
function enumValues(enumType: EnumType, ctx: EmitContext): readonly EnumValue[] {
  return hasChange(ctx.era, "enum-dedupe") ? enumType.values : enumType.everyConstant;
}

const refNames = new WeakMap<TypeDecl, Ref>();

export function refTo(decl: TypeDecl, ctx: EmitContext): Ref {
  let ref = refNames.get(decl);
  if (ref === undefined) {
    ref = new Ref(definitionName(ctx, decl), decl);
    refNames.set(decl, ref);
  }
  return ref;
}

function reasonFor(resolved: Resolved): string {
  switch (resolved.kind) {
    case "builtin":
      return `type ${resolved.name} has no OpenAPI type`;
    case "anonymous-struct":
      return "an anonymous struct has no definition to refer to";
    case "other":
      return "channels, functions and generic types have no OpenAPI form";
    default:
      return "unsupported type";
  }
}

function unsupported(resolved: Resolved, where: string, reason: string, ctx: EmitContext): Schema {
  if (resolved.kind === "unknown" && importPathKind(resolved.ref.pkg) === "local") {
    ctx.diagnostics.push(diagnose("OM1052", resolved.ref.span, resolved.ref.pkg));
  } else if (resolved.kind === "unknown" && importPathKind(resolved.ref.pkg) === "standard") {
    ctx.diagnostics.push(diagnose("OM1011", resolved.ref.span, `${resolved.ref.pkg}.${resolved.ref.name}`));
  } else if (resolved.kind === "unknown" && !ctx.universe.packages.has(resolved.ref.pkg)) {
    // The whole package is missing: its module (one diagnostic on go.mod), or its import.
    ctx.diagnostics.push(ctx.missingModules?.get(resolved.ref.pkg) ?? diagnose("OM1005", resolved.ref.span, resolved.ref.pkg));
  } else if (resolved.kind === "unknown") {
    ctx.diagnostics.push(diagnose("OM1006", resolved.ref.span, `${resolved.ref.pkg}.${resolved.ref.name}`));
  } else if (resolved.kind === "too-deep") {
    ctx.diagnostics.push(diagnose("OM1071", resolved.ref.span, where, typeText(resolved.ref), maxNesting));
  } else if (resolved.kind === "unresolved") {
    ctx.diagnostics.push(diagnose("OM1007", resolved.ref.span, resolved.ref.qualifier));
  } else {
    ctx.diagnostics.push(diagnose("OM4001", resolved.ref.span, `${where} (${typeText(resolved.ref)})`, reason));
  }
  return {};
}

