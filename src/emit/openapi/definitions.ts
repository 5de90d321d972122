// Definitions (openapi-gen §3, §5, §6.1–6.2): which types get one, the struct walk with
// inlined embedded members, `required`, and the custom-schema types detected from their
// methods (Time, IntOrString, Quantity, …).

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { ConstExpr, Method, TypeDecl, Universe } from "../../model/ir.js";
import { Ref, type EmitContext, type Schema } from "./context.js";
import { formatDescription } from "../shared/description.js";
import { extensionsFromMarkers } from "./extensions.js";
import { definitionName, unevaluableModelName } from "./names.js";
import { hasChange } from "../../era/openapi-gen.js";
import { checkGoEscapes, propertySchema, typeSchema } from "./properties.js";
import { openapiGenReading } from "../../resolved/reading.js";
import { resolvedStruct, type PropertyEntry } from "../../resolved/struct-members.js";
import { declKind } from "../../model/types.js";
import { packageOptsIn, taggedForOpenapiGen } from "../../model/openapi-gen-filter.js";
import { maxNesting } from "../../parse/syntax.js";
import { discriminatorUnionExtension } from "./unions-kep.js";
import { objectUnions } from "./unions-legacy.js";
import { applyValidationMarkers, declTypeRef } from "./validation-markers.js";

/** One definition; `v3` differs from `v2` only for custom types with a v3-specific form. */
export interface Definition {
  readonly name: string;
  readonly decl: TypeDecl;
  readonly v2: Schema;
  readonly v3: Schema;
}

export interface SelectionOptions {
  /** Every exported struct of the input packages, whatever its tags. */
  readonly allTypes: boolean;
  /**
   * Unexported structs too: openapi-gen's Go output has a schema function for each
   * (though no entry in GetOpenAPIDefinitions, and so no definition in OpenAPI).
   */
  readonly unexported?: boolean;
}

export function selectTypes(universe: Universe, options: SelectionOptions): TypeDecl[] {
  const selected: TypeDecl[] = [];
  for (const pkg of universe.packages.values()) {
    if (!pkg.isInput) continue;
    const packageOn = packageOptsIn(pkg);
    const allTypes = options.allTypes && !pkg.inDependencyModule;
    for (const decl of [...pkg.types.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (isSelected(universe, decl, packageOn, allTypes, options.unexported === true)) selected.push(decl);
    }
  }
  return selected;
}

function isSelected(universe: Universe, decl: TypeDecl, packageOn: boolean, allTypes: boolean, unexported: boolean): boolean {
  if (decl.isAlias || decl.name.startsWith("codecSelfer") || (!unexported && !isExported(decl.name))) return false;
  if (declKind(universe, decl) !== "struct") return false;
  return taggedForOpenapiGen(decl, packageOn || allTypes);
}

export function isExported(name: string): boolean {
  return /^\p{Lu}/u.test(name);
}

export function emitDefinition(decl: TypeDecl, ctx: EmitContext): Definition {
  const name = definitionName(ctx, decl);
  const unknownName = hasChange(ctx.era, "model-names") ? unevaluableModelName(ctx.universe, decl) : undefined;
  if (unknownName !== undefined && ctx.callsMethods !== true) {
    ctx.diagnostics.push(diagnose("OM2010", unknownName.span, `${decl.name}.OpenAPIModelName()`, "it does not return a constant string"));
  }
  const custom = customDefinition(decl, ctx);
  if (custom !== undefined) return { name, decl, ...custom };
  const schema = structSchema(decl, ctx);
  return { name, decl, v2: schema, v3: schema };
}

/**
 * The definitions plus every struct they refer to that has none of its own (a type of a
 * dependency package, or one not selected), transitively. openapi-gen leaves such `$ref`s
 * dangling in OpenAPI; the runtime tables must describe them.
 */
export function withReferencedDefinitions(definitions: readonly Definition[], ctx: EmitContext, emitted: readonly Definition[] = []): Definition[] {
  const all = [...definitions];
  // A type already emitted for its diagnostics (an unexported one) is not emitted twice.
  const known = new Map(emitted.map((d) => [d.decl, d]));
  const names = new Set(all.map((d) => d.name));
  for (let i = 0; i < all.length; i++) {
    for (const ref of refsIn(all[i]!.v2)) {
      if (names.has(ref.name)) continue;
      names.add(ref.name);
      // openapi-gen before 24f99be refers to interfaces, which have no schema to give.
      if (declKind(ctx.universe, ref.decl) !== "struct") ctx.diagnostics.push(diagnose("OM1140", ref.decl.span, all[i]!.name, ref.name));
      else all.push(known.get(ref.decl) ?? pulledIn(ref.decl, ctx));
    }
  }
  return all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * The definition of a type added only so that the document is self-contained: nobody asked
 * for it, so what would be an error in it (a marker its era cannot read, say) never fails
 * the run — the definition goes without that part, and a warning says so.
 */
function pulledIn(decl: TypeDecl, ctx: EmitContext): Definition {
  const own: Diagnostic[] = [];
  const definition = emitDefinition(decl, { ...ctx, diagnostics: own });
  for (const d of own) {
    ctx.diagnostics.push(d.severity === "error" ? diagnose("OM1141", d.span, definition.name, `${d.code}: ${d.message}`) : d);
  }
  return definition;
}

/** The `$ref`s of a schema (its depth is bounded by the emitter, see typeSchema). */
export function refsIn(value: unknown, out: Ref[] = []): Ref[] {
  if (value instanceof Ref) out.push(value);
  else if (Array.isArray(value)) for (const v of value) refsIn(v, out);
  else if (value !== null && typeof value === "object") for (const v of Object.values(value)) refsIn(v, out);
  return out;
}

function structSchema(decl: TypeDecl, ctx: EmitContext): Schema {
  const schema: Schema = {};
  checkGoEscapes(decl.doc.map((l) => l.text), decl.span, decl.name, ctx);
  const description = formatDescription(decl.doc.map((l) => l.text), ctx.era);
  if (description !== "") schema.description = description;
  schema.type = "object";
  const validations = applyValidationMarkers(decl.markers, declTypeRef(decl), ctx);
  Object.assign(schema, validations.schema);
  const members = collectMembers(decl, ctx);
  if (members.properties.size > 0) schema.properties = Object.fromEntries(members.properties);
  if (members.required.length > 0) schema.required = members.required;
  Object.assign(schema, extensionsFromMarkers(decl.markers, ctx));
  mergeCelExtensions(schema, validations.extensions, decl, ctx);
  const unions = objectUnions(decl, ctx);
  if (unions.length > 0) schema["x-kubernetes-unions"] = unions;
  return schema;
}

interface Members {
  readonly properties: Map<string, Schema>;
  readonly required: string[];
}

function collectMembers(decl: TypeDecl, ctx: EmitContext): Members {
  const members: Members = { properties: new Map(), required: [] };
  for (const entry of resolvedStruct(ctx.universe, decl, openapiGenReading(ctx.era)).entries) {
    switch (entry.kind) {
      case "too-deep":
        ctx.diagnostics.push(diagnose("OM1072", entry.field.span, decl.name, maxNesting));
        break;
      case "unresolved-inline":
        // Inlined, but its type has no declaration: resolve it only to report why, rather
        // than let the member vanish silently.
        typeSchema(entry.field.type, `${entry.owner.name}.${entry.field.name}`, ctx, true);
        break;
      case "clash":
        // Reported at the definition's own member that inlines it: the inlined type may be a dependency's.
        ctx.diagnostics.push(diagnose("OM2007", (entry.via ?? entry.field).span, JSON.stringify(entry.name), decl.name));
        break;
      case "property":
        addProperty(entry, ctx, members);
    }
  }
  return members;
}

function addProperty(entry: PropertyEntry, ctx: EmitContext, members: Members): void {
  const { field, owner, name } = entry;
  // openapi-gen's fatal error, since it reads `+required` (kube-openapi #448).
  if (entry.optionalAndRequired) ctx.diagnostics.push(diagnose("OM2001", field.span, `${owner.name}.${field.name}`));
  if (!entry.optional) members.required.push(name);
  const property = propertySchema(field, owner, entry.omitEmpty, ctx);
  const union = discriminatorUnionExtension(field, owner, ctx);
  if (union !== undefined) property["x-kubernetes-unions"] = union;
  members.properties.set(name, property);
}

// ---- custom schema types (§5.1) -----------------------------------------------------------

export function findMethod(decl: TypeDecl, name: string, results: readonly string[]): Method | undefined {
  return decl.methods.find((m) => m.name === name && m.paramTypes.length === 0 &&
    m.resultTypes.length === results.length && m.resultTypes.every((r, i) => r === results[i] || r.endsWith("." + results[i])));
}

/** Which of the methods openapi-gen calls instead of describing the struct a type has. */
export interface CustomMethods {
  readonly definition: boolean;
  readonly v3Definition: boolean;
  /** OpenAPISchemaType and OpenAPISchemaFormat, both. */
  readonly typeAndFormat: boolean;
  readonly v3OneOf: boolean;
}

export function customMethods(decl: TypeDecl): CustomMethods {
  return {
    definition: findMethod(decl, "OpenAPIDefinition", ["OpenAPIDefinition"]) !== undefined,
    v3Definition: findMethod(decl, "OpenAPIV3Definition", ["OpenAPIDefinition"]) !== undefined,
    typeAndFormat: findMethod(decl, "OpenAPISchemaType", ["[]string"]) !== undefined && findMethod(decl, "OpenAPISchemaFormat", ["string"]) !== undefined,
    v3OneOf: findMethod(decl, "OpenAPIV3OneOfTypes", ["[]string"]) !== undefined,
  };
}

function customDefinition(decl: TypeDecl, ctx: EmitContext): { v2: Schema; v3: Schema } | undefined {
  const schemaType = findMethod(decl, "OpenAPISchemaType", ["[]string"]);
  const schemaFormat = findMethod(decl, "OpenAPISchemaFormat", ["string"]);
  // openapi-gen ignored OpenAPIV3OneOfTypes before kube-openapi 697543f.
  const oneOf = hasChange(ctx.era, "v3-oneof") ? findMethod(decl, "OpenAPIV3OneOfTypes", ["[]string"]) : undefined;
  const definitionMethod = findMethod(decl, "OpenAPIDefinition", ["OpenAPIDefinition"]) ?? findMethod(decl, "OpenAPIV3Definition", ["OpenAPIDefinition"]);
  // Go output calls a hand-written definition, but describes the v2 form of a type that
  // also has OpenAPISchemaType and OpenAPISchemaFormat.
  const callsDefinition = ctx.callsMethods === true && definitionMethod !== undefined;
  if (callsDefinition && (schemaType === undefined || schemaFormat === undefined)) return { v2: {}, v3: {} };
  if (definitionMethod !== undefined && !callsDefinition) {
    ctx.diagnostics.push(diagnose("OM2010", definitionMethod.span, `${decl.name}.${definitionMethod.name}()`,
      "a hand-written OpenAPIDefinition method builds its schema in Go code; describe the type with OpenAPISchemaType/OpenAPISchemaFormat or markers instead"));
    return { v2: {}, v3: {} };
  }
  if (schemaType === undefined || schemaFormat === undefined) {
    if (oneOf !== undefined) {
      ctx.diagnostics.push(diagnose("OM4003", oneOf.span, decl.name));
      return { v2: {}, v3: {} };
    }
    return undefined;
  }
  const types = stringList(schemaType, decl, ctx);
  const format = stringValue(schemaFormat, decl, ctx);
  const base: Schema = {};
  checkGoEscapes(decl.doc.map((l) => l.text), decl.span, decl.name, ctx);
  const description = formatDescription(decl.doc.map((l) => l.text), ctx.era);
  if (description !== "") base.description = description;
  const validations = applyValidationMarkers(decl.markers, declTypeRef(decl), ctx);
  // Before kube-openapi 85574cf (#445) such a type had no extensions at all.
  const extensions = hasChange(ctx.era, "custom-type-extensions");
  const extras = { ...validations.schema, ...(extensions ? extensionsFromMarkers(decl.markers, ctx) : {}) };
  if (extensions) mergeCelExtensions(extras, validations.extensions, decl, ctx);
  // Since then its 2019 unions too (generateStructExtensions), whatever the schema says.
  const unions = extensions ? objectUnions(decl, ctx) : [];
  if (unions.length > 0) extras["x-kubernetes-unions"] = unions;
  const v2: Schema = { ...base, ...typeKey(types), ...(format ? { format } : {}), ...extras };
  if (oneOf === undefined) return { v2, v3: v2 };
  const v3: Schema = { ...base, oneOf: stringList(oneOf, decl, ctx).map((t) => ({ type: t })), ...(format ? { format } : {}), ...extras };
  return { v2, v3 };
}

/**
 * CEL rules go to x-kubernetes-validations, which `+validations` also sets: openapi-gen
 * writes both keys into one Go map literal, which does not compile. Report it instead of
 * letting one silently win.
 */
function mergeCelExtensions(schema: Schema, extensions: Schema, decl: TypeDecl, ctx: EmitContext): void {
  for (const [key, value] of Object.entries(extensions)) {
    if (key in schema) ctx.diagnostics.push(diagnose("OM2008", decl.span, "+validations", "+k8s:validation:cel", key));
    else schema[key] = value;
  }
}

function typeKey(types: readonly string[]): Schema {
  if (types.length === 0) return {};
  return { type: types.length === 1 ? types[0] : types };
}

function stringList(method: Method, decl: TypeDecl, ctx: EmitContext): string[] {
  const value = method.returns;
  if (value?.kind === "strings") return [...value.values];
  if (value?.kind === "nil") return [];
  return unevaluable(method, decl, ctx, value, []);
}

function stringValue(method: Method, decl: TypeDecl, ctx: EmitContext): string {
  const value = method.returns;
  if (value?.kind === "string") return value.value;
  return unevaluable(method, decl, ctx, value, "");
}

function unevaluable<T>(method: Method, decl: TypeDecl, ctx: EmitContext, value: ConstExpr | undefined, fallback: T): T {
  if (ctx.callsMethods === true) return fallback;
  const why = value === undefined ? "its body is not a single return statement" : "it does not return a literal";
  ctx.diagnostics.push(diagnose("OM2010", method.span, `${decl.name}.${method.name}()`, why));
  return fallback;
}
