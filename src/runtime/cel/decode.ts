// The object as the API server's decoder leaves it before validation, which is what CEL
// rules see: unknown fields pruned (kept under preserve-unknown-fields, and an embedded
// resource's or the root's apiVersion, kind and metadata), a missing property with a default
// given it, a null in a non-nullable property defaulted or pruned. Recursive, one level per
// input level (bounded by guardEntry's MAX_DEPTH).

import { hasOwn, isObject } from "../json.js";
import type { SchemaTable, Tables } from "../tables.js";
import { resolveSchema } from "../crd/schema-walk.js";

const TYPE_AND_META = new Set(["apiVersion", "kind", "metadata"]);

export function decode(tables: Tables, node: SchemaTable | undefined, value: unknown, root = false): unknown {
  const schema = resolveSchema(tables, node);
  if (Array.isArray(value)) return value.map((item) => decode(tables, schema.items, item));
  if (!isObject(value)) return value;
  const properties = isObject(schema.properties) ? schema.properties : undefined;
  const values = isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
  const keepsUnknown = schema["x-kubernetes-preserve-unknown-fields"] === true || schema.additionalProperties === true;
  const typeAndMeta = root || schema["x-kubernetes-embedded-resource"] === true;
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    const sub = properties !== undefined && hasOwn(properties, key) ? properties[key] : values;
    if (sub === undefined) {
      if (keepsUnknown || (typeAndMeta && TYPE_AND_META.has(key))) out[key] = value[key];
      continue;
    }
    const resolved = resolveSchema(tables, sub);
    const v = value[key];
    if (v === null && resolved.nullable !== true) {
      if (resolved.default !== undefined) out[key] = decode(tables, resolved, resolved.default);
      continue;
    }
    out[key] = decode(tables, resolved, v);
  }
  for (const [key, sub] of Object.entries(properties ?? {})) {
    const resolved = resolveSchema(tables, sub);
    if (!hasOwn(out, key) && !hasOwn(value, key) && resolved.default !== undefined) out[key] = decode(tables, resolved, resolved.default);
  }
  return out;
}
