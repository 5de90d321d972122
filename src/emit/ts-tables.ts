// The runtime tables (src/runtime/tables.ts) of every definition, derived from the
// neutral schemas the OpenAPI emitter built and from the union entries of the model.

import { dict } from "../json/dict.js";
import type { DefinitionTable, ElementTable, FieldTable, Tables, UnionTable } from "../runtime/tables.js";
import { Ref, type EmitContext, type Schema } from "./context.js";
import type { Definition } from "./definitions.js";
import { collectUnions, type UnionEntry } from "./unions-legacy.js";

export function buildTables(definitions: readonly Definition[], ctx: EmitContext): Tables {
  const tables = dict<DefinitionTable>();
  for (const def of definitions) tables[def.name] = definitionTable(def, ctx);
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
  for (const [name, property] of Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})) {
    fields[name] = fieldTable(property, required.has(name));
  }
  const table: { -readonly [K in keyof DefinitionTable]: DefinitionTable[K] } = {
    fields,
    unions: collectUnions(def.decl, ctx).map(unionTable),
  };
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
      return Array.isArray(schema.enum) ? { kind: schema.type, enum: schema.enum as string[] } : { kind: schema.type };
    default:
      return { kind: "object" };
  }
}

function unionTable(entry: UnionEntry): UnionTable {
  const values = entry.values ?? Object.fromEntries(entry.members.map((m) => [m.value, m.json]));
  return {
    origin: entry.origin,
    discriminator: entry.discriminator ?? null,
    values,
    members: Object.fromEntries(entry.members.map((m) => [m.json, { value: m.value, optional: m.optional }])),
  };
}
