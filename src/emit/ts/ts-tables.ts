// The runtime tables (src/runtime/tables.ts) of every definition, derived from the
// neutral schemas the OpenAPI emitter built and from the union entries of the model.

import { dict } from "../../json/dict.js";
import { goShape } from "../../analysis/go-shape.js";
import { k8sEnumRule } from "../../analysis/k8s-enum.js";
import { k8sModal, type ModalMember } from "../../analysis/k8s-modal.js";
import { k8sFieldUnions, k8sTypeUnions, fieldGoShape, type K8sUnion } from "../../analysis/k8s-unions.js";
import { goIntValue } from "../../parse/go-int.js";
import { openapiGenReading } from "../../resolved/reading.js";
import { resolvedStruct } from "../../resolved/struct-members.js";
import { hasK8sOptional } from "../../markers/k8s-union-tags.js";
import { k8sValidationTags, type ValidationTag } from "../../markers/k8s-validation-tags.js";
import { k8sSubresources } from "../../markers/k8s-subresource-tags.js";
import { declOf } from "../../model/types.js";
import type { Field, TypeRef, Universe } from "../../model/ir.js";
import type { DefinitionTable, DiscriminatedMemberTable, ElementTable, FieldTable, K8sUnionTable, Tables, UnionTable } from "../../runtime/tables.js";
import { Ref, type EmitContext, type Schema } from "../openapi/context.js";
import type { Definition } from "../openapi/definitions.js";
import { collectUnions, type UnionEntry } from "../openapi/unions-legacy.js";
import { dependencyRules, fieldRules } from "./ts-tables-field-rules.js";
import { definitionSchemas } from "./ts-tables-schema.js";

export function buildTables(definitions: readonly Definition[], ctx: EmitContext): Tables {
  const tables = dict<DefinitionTable>();
  const schemas = definitionSchemas(definitions, ctx);
  for (const def of definitions) {
    const table = definitionTable(def, ctx);
    const schema = schemas.get(def.name);
    tables[def.name] = schema === undefined ? table : { ...table, schema };
  }
  return tables;
}

export function isScalarDefinition(def: Definition): boolean {
  return def.decl.methods.some((m) => m.name === "OpenAPISchemaType" || m.name === "OpenAPIV3OneOfTypes");
}

function definitionTable(def: Definition, ctx: EmitContext): DefinitionTable {
  if (isScalarDefinition(def)) return { fields: {}, unions: [], scalar: true };
  const schema = def.v2;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const fields = dict<FieldTable>();
  // The Go field of each property, as the emitter resolved it (under the same era).
  const goFields = resolvedStruct(ctx.universe, def.decl, openapiGenReading(ctx.era)).properties;
  const dependencies: ValidationTag[] = [];
  for (const [name, property] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
    const goField = goFields.get(name)?.field;
    fields[name] = { ...fieldTable(property, required.has(name)), ...goFieldTable(ctx, def.decl.pkg, goField, name) };
    if (goField !== undefined) dependencies.push(...dependencyRules(name, k8sValidationTags(goField.markers)));
  }
  const table: { -readonly [K in keyof DefinitionTable]: DefinitionTable[K] } = {
    fields,
    unions: collectUnions(def.decl, ctx).map(unionTable),
  };
  const k8sUnions = k8sTypeUnions(ctx.universe, def.decl).unions;
  if (k8sUnions.length > 0) table.k8sUnions = k8sUnions.map(k8sUnionTable);
  // The struct's own tags, then the dependency rules its fields' tags make (validation-gen
  // emits those at the struct, after its type tags).
  const validations = [...withoutTypeOnlyTags(k8sValidationTags(def.decl.markers)), ...dependencies];
  if (validations.length > 0) table.validations = validations;
  const discriminated = k8sModal(ctx.universe, def.decl).members.map(discriminatedTable);
  if (discriminated.length > 0) table.discriminated = discriminated;
  const subresources = k8sSubresources([...def.decl.markersAbove, ...def.decl.markers]);
  if (subresources !== undefined) table.subresources = subresources;
  const mapType = schema["x-kubernetes-map-type"];
  if (mapType === "atomic" || mapType === "granular") table.mapType = mapType;
  return table;
}

function fieldTable(property: Schema, required: boolean): FieldTable {
  const table: { -readonly [K in keyof FieldTable]: FieldTable[K] } = { ...elementTable(property) };
  if (required) table.required = true;
  const listType = property["x-kubernetes-list-type"];
  if (listType === "atomic" || listType === "set" || listType === "map") table.listType = listType;
  const listMapKeys = property["x-kubernetes-list-map-keys"];
  if (Array.isArray(listMapKeys)) table.listMapKeys = listMapKeys as string[];
  if (typeof property["x-kubernetes-patch-strategy"] === "string") table.patchStrategy = property["x-kubernetes-patch-strategy"] as string;
  if (typeof property["x-kubernetes-patch-merge-key"] === "string") table.patchMergeKey = property["x-kubernetes-patch-merge-key"] as string;
  const recommended = property["x-kubernetes-recommended-patch-merge-key"];
  if (typeof recommended === "string") table.recommendedMergeKeys = recommended.split(",").map((k) => k.trim());
  const mapType = property["x-kubernetes-map-type"];
  if (mapType === "atomic" || mapType === "granular") table.mapType = mapType;
  return table;
}

/** What the Go field adds: its shape, and the validation-gen unions validated on its value. */
function goFieldTable(ctx: EmitContext, pkg: string, field: Field | undefined, name: string): Partial<FieldTable> {
  if (field === undefined) return {};
  const out: { -readonly [K in keyof FieldTable]?: FieldTable[K] } = {};
  const shape = fieldGoShape(ctx.universe, field);
  if (shape !== "other") out.goShape = shape;
  const own = withoutTypeOnlyTags(k8sValidationTags(field.markers));
  const validations = [...fieldRules(ctx.universe, field, shape, own), ...namedTypeTags(ctx.universe, field.type, own)];
  if (validations.length > 0) {
    out.validations = validations;
    const errorPath = field.embedded && field.json === undefined ? writtenType(ctx.universe, pkg, field.type) : name;
    if (errorPath !== name) out.errorPath = errorPath;
  }
  const unions = k8sFieldUnions(ctx.universe, field, name).unions;
  if (unions.length > 0) {
    out.k8sUnions = unions.map(k8sUnionTable);
    if (hasK8sOptional(field.markers)) out.k8sOptional = true;
  }
  return out;
}

/**
 * The value tags of a field's named non-struct type (`type IntType int` with `+k8s:minimum=1`):
 * validation-gen runs them on the field's value after the field's own. A struct type's tags
 * belong to its definition. `+k8s:opaqueType` among the holder's tags (the field's, and a
 * named list or map type's own) leaves out the type's tags, `+k8s:eachVal=+k8s:opaqueType`
 * its elements', `+k8s:eachKey=+k8s:opaqueType` its keys'.
 */
function namedTypeTags(universe: Universe, type: TypeRef, holder: readonly ValidationTag[], depth = 0): ValidationTag[] {
  if (depth > 8 || isOpaque(holder, undefined)) return []; // `type A []A`: no element has tags of its own beyond this
  const target = type.kind === "pointer" ? type.elem : type;
  if (target.kind === "slice" || target.kind === "map") {
    // The element's named type: its tags run on each item or map value; the key's on each key.
    const elem = target.kind === "slice" ? target.elem : target.value;
    const tags = isOpaque(holder, "val") ? [] : eachOf(namedTypeTags(universe, elem, [], depth + 1), "val");
    if (target.kind === "map" && !isOpaque(holder, "key")) tags.push(...eachOf(namedTypeTags(universe, target.key, [], depth + 1), "key"));
    return tags;
  }
  if (target.kind !== "named") return [];
  const decl = declOf(universe, target);
  // A struct, also through names (`type Validated Inner`), has its own definition and tags.
  if (decl === undefined || goShape(universe, decl.type) === "struct") return [];
  const own = k8sValidationTags(decl.markers).map((tag) => (tag.name === "enum" ? k8sEnumRule(universe, decl, tag) : tag));
  // A named list or map type (`type Items []Item`): its element's type tags too.
  return decl.type.kind === "slice" || decl.type.kind === "map" ? [...own, ...namedTypeTags(universe, decl.type, [...holder, ...own], depth + 1)] : own;
}

function isOpaque(tags: readonly ValidationTag[], each: "val" | "key" | undefined): boolean {
  return tags.some((tag) => tag.name === "opaqueType" && tag.each === each);
}

/** An element's or key's tags, applied to each (a tag that is already `each` would be each of each: nested lists are not carried). */
function eachOf(tags: readonly ValidationTag[], each: "val" | "key"): ValidationTag[] {
  return tags.filter((tag) => tag.each === undefined).map((tag) => ({ ...tag, each }));
}

/** An embedded member's type as Go source names it: `StructType`, or `other.StructType` from another package. */
function writtenType(universe: Universe, from: string, type: TypeRef): string {
  const target = type.kind === "pointer" ? type.elem : type;
  if (target.kind !== "named") return "";
  if (target.pkg === from) return target.name;
  return `${universe.packages.get(target.pkg)?.name ?? target.pkg.split("/").pop()!}.${target.name}`;
}

/** `+k8s:enum` belongs to a named string type: on a field or struct validation-gen refuses it (check reports it). */
function withoutTypeOnlyTags(tags: ValidationTag[]): ValidationTag[] {
  return tags.filter((tag) => tag.name !== "enum");
}

function discriminatedTable(member: ModalMember): DiscriminatedMemberTable {
  const table: { -readonly [K in keyof DiscriminatedMemberTable]: DiscriminatedMemberTable[K] } = {
    field: member.field,
    discriminator: member.discriminator,
    rules: member.rules.map((rule) => ({ value: rule.value, validations: rule.validations })),
  };
  if (member.stability !== undefined) table.stability = member.stability;
  if (member.conditions.length > 0) table.conditions = member.conditions;
  return table;
}

/** A union as the runtime tables (and the CEL rules, src/emit/cel) describe it. */
export function k8sUnionTable(union: K8sUnion): K8sUnionTable {
  const kind = union.family === "zeroOrOneOf" ? "zeroOrOne" : union.discriminator !== undefined ? "discriminated" : "exactlyOne";
  const table: { -readonly [K in keyof K8sUnionTable]: K8sUnionTable[K] } = {
    kind,
    name: union.name,
    members: union.members.map((member) => {
      const out: { name: string; memberName: string; field?: string; item?: Record<string, string | number | boolean> } = { name: member.name, memberName: member.memberName };
      if (member.field !== undefined) out.field = member.field;
      if (member.item !== undefined) {
        out.item = dict<string | number | boolean>();
        for (const c of member.item) out.item[c.key] = c.type === "int" ? goIntValue(c.value) : c.type === "bool" ? c.value === "true" : c.value;
      }
      return out;
    }),
  };
  if (kind === "discriminated") table.discriminator = union.discriminator;
  if (union.stability !== undefined) table.stability = union.stability;
  if (union.since !== undefined) table.since = union.since;
  if (union.conditions.length > 0) table.conditions = union.conditions;
  return table;
}

function elementTable(schema: Schema): ElementTable {
  if (schema.$ref instanceof Ref) return { kind: "object", ref: schema.$ref.name };
  switch (schema.type) {
    case "array":
      return { kind: "array", items: elementTable(schema.items as Schema) };
    case "object":
      return schema.additionalProperties === undefined
        ? { kind: "object" }
        : { kind: "map", values: elementTable(schema.additionalProperties as Schema) };
    case "string":
    case "integer":
    case "number":
    case "boolean":
      return Array.isArray(schema.enum) && schema.enum.length > 0 ? { kind: schema.type, enum: schema.enum as string[] } : { kind: schema.type };
    default:
      return { kind: "object" };
  }
}

/** A union's runtime table (also what the CEL rules of a KEP-1027 union are made from). */
export function unionTable(entry: UnionEntry): UnionTable {
  const values = entry.values ?? Object.fromEntries(entry.members.map((m) => [m.value, m.json]));
  return {
    origin: entry.origin,
    discriminator: entry.discriminator ?? null,
    values,
    members: Object.fromEntries(entry.members.map((m) => [m.json, { value: m.value, optional: m.optional }])),
  };
}
