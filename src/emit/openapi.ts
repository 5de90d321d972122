// Version-specific rendering of neutral definitions: refs become `#/definitions/…` (v2)
// or `#/components/schemas/…` (v3, wrapped in `allOf` when the schema has siblings), and
// `--published` applies the post-processing of Kubernetes' published spec files.

import { Ref, type Schema } from "./context.js";
import type { Definition } from "./definitions.js";

export type OpenAPIVersion = "v2" | "v3";

export interface DocumentOptions {
  readonly published: boolean;
  readonly title: string;
  readonly version: string;
}

export function openapiDocument(definitions: readonly Definition[], version: OpenAPIVersion, options: DocumentOptions): Schema {
  const schemas: Schema = {};
  for (const def of definitions) {
    let schema = render(def[version], version) as Schema;
    if (options.published) schema = publish(schema, version);
    schemas[def.name] = schema;
  }
  const info = { title: options.title, version: options.version };
  return version === "v2"
    ? { swagger: "2.0", info, paths: {}, definitions: schemas }
    : { openapi: "3.0.0", info, paths: {}, components: { schemas } };
}

function render(value: unknown, version: OpenAPIVersion): unknown {
  if (Array.isArray(value)) return value.map((v) => render(v, version));
  if (value === null || typeof value !== "object") return value;
  const out: Schema = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = child instanceof Ref ? refString(child, version) : render(child, version);
  }
  if (version === "v3" && value && (value as Schema).$ref instanceof Ref && Object.keys(out).length > 1) {
    const { $ref, ...siblings } = out;
    return { ...siblings, allOf: [{ $ref }] };
  }
  return out;
}

function refString(ref: Ref, version: OpenAPIVersion): string {
  return (version === "v2" ? "#/definitions/" : "#/components/schemas/") + ref.name;
}

const subschemaKeys = new Set(["properties", "items", "additionalProperties", "allOf", "oneOf", "anyOf", "not"]);

/** Published files: no `default` in v2 (PruneDefaults), no enums anywhere (OpenAPIEnums=false). */
function publish(schema: Schema, version: OpenAPIVersion): Schema {
  const out: Schema = { ...schema };
  if (version === "v2") delete out.default;
  // As the apiserver's pruneEnums: the enum and the enum text go independently — a
  // `json:",string"` enum member has the text but no enum.
  if (Array.isArray(out.enum) && out.enum.length > 0) delete out.enum;
  if (typeof out.description === "string" && out.description.includes("Possible enum values:")) {
    const cut = out.description.split("Possible enum values:")[0]!.trim();
    if (cut === "") delete out.description;
    else out.description = cut;
  }
  for (const key of subschemaKeys) {
    const child = out[key];
    if (child === undefined) continue;
    if (key === "properties") out[key] = mapValues(child as Schema, (s) => publish(s, version));
    else if (Array.isArray(child)) out[key] = child.map((s: Schema) => publish(s, version));
    else if (typeof child === "object" && child !== null) out[key] = publish(child as Schema, version);
  }
  return out;
}

function mapValues(object: Schema, fn: (s: Schema) => Schema): Schema {
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, fn(v as Schema)]));
}
