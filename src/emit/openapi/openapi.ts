// Version-specific rendering of neutral definitions: refs become `#/definitions/…` (v2)
// or `#/components/schemas/…` (v3, wrapped in `allOf` when the schema has siblings), and
// `--published` applies the post-processing of Kubernetes' published spec files. One pass
// builds the final objects with their keys already in canonical (sorted) order.

import { dict } from "../../json/dict.js";
import { byCodeUnit } from "../../write/canonical.js";
import { Ref, type Schema } from "./context.js";
import type { Definition } from "./definitions.js";
import { escapeJsonPointer } from "./names.js";

export type OpenAPIVersion = "v2" | "v3";

export interface DocumentOptions {
  readonly published: boolean;
  readonly title: string;
  readonly version: string;
}

export function openapiDocument(definitions: readonly Definition[], version: OpenAPIVersion, options: DocumentOptions): Schema {
  const renderer = new Renderer(version, options.published);
  const schemas: Schema = dict();
  for (const def of [...definitions].sort((a, b) => byCodeUnit(a.name, b.name))) schemas[def.name] = renderer.schema(def[version]);
  const info = { title: options.title, version: options.version };
  return version === "v2"
    ? { definitions: schemas, info, paths: {}, swagger: "2.0" }
    : { components: { schemas }, info, openapi: "3.0.0", paths: {} };
}

/** Keys whose values are schemas (or maps or lists of schemas), where publishing prunes. */
const subschemaKeys = new Set(["items", "additionalProperties", "not"]);
const subschemaListKeys = new Set(["allOf", "oneOf", "anyOf"]);

class Renderer {
  private readonly prefix: string;

  constructor(
    private readonly version: OpenAPIVersion,
    private readonly published: boolean,
  ) {
    this.prefix = version === "v2" ? "#/definitions/" : "#/components/schemas/";
  }

  schema(schema: Schema): Schema {
    const out: Schema = {};
    const pruneEnum = this.published && Array.isArray(schema.enum) && schema.enum.length > 0;
    for (const key of Object.keys(schema).sort(byCodeUnit)) {
      const value = schema[key];
      if (this.published && ((key === "default" && this.version === "v2") || (key === "enum" && pruneEnum))) continue;
      // spec.SchemaProps' enum is omitempty: an +enum type without constants has none in JSON.
      if (key === "enum" && Array.isArray(value) && value.length === 0) continue;
      if (key === "description" && this.published && typeof value === "string" && (pruneEnum || value.includes("Possible enum values:"))) {
        const cut = value.split("Possible enum values:")[0]!.trim();
        if (cut !== "") out[key] = cut;
        continue;
      }
      out[key] = this.member(key, value);
    }
    return this.version === "v3" && out.$ref !== undefined && Object.keys(out).length > 1 ? this.wrap(out) : out;
  }

  private member(key: string, value: unknown): unknown {
    if (value instanceof Ref) return this.ref(value);
    if (key === "properties" && isObject(value)) return this.map(value, (s) => this.schema(s as Schema));
    if (subschemaKeys.has(key) && isObject(value)) return this.schema(value);
    if (subschemaListKeys.has(key) && Array.isArray(value)) return value.map((s) => (isObject(s) ? this.schema(s) : s));
    return this.plain(value);
  }

  /** Values outside schema positions (extensions, defaults, enums): refs rendered, keys sorted. */
  private plain(value: unknown): unknown {
    if (value instanceof Ref) return this.ref(value);
    if (Array.isArray(value)) return value.map((v) => this.plain(v));
    if (isObject(value)) return this.map(value, (v) => this.plain(v));
    return value;
  }

  private ref(value: Ref): string {
    return this.prefix + escapeJsonPointer(value.name);
  }

  /** Keys are input text here (property names, keys of defaults): prototype-free. */
  private map(object: Schema, fn: (value: unknown) => unknown): Schema {
    const out: Schema = dict();
    for (const key of Object.keys(object).sort(byCodeUnit)) out[key] = fn(object[key]);
    return out;
  }

  /** v3: a `$ref` with siblings becomes `allOf: [{$ref}]` (replacing any allOf), keys still sorted. */
  private wrap(schema: Schema): Schema {
    const { $ref, ...siblings } = schema;
    siblings.allOf = [{ $ref }];
    return this.map(siblings, (v) => v);
  }
}

function isObject(value: unknown): value is Schema {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Ref);
}
