// The flavour of a spec file: what openapi-gen writes (raw: `default` and `enum` kept, enum
// values listed in descriptions) or what Kubernetes publishes (`--published`: no `default`
// in v2, no `enum`, no "Possible enum values" text). `patch` rewrites a definition in the
// flavour of the file that holds it, so that a file stays what it was.

import { isJsonObject } from "../json/json-text.js";
import type { SpecVersion } from "./patch-spec.js";

export type Flavour = "raw" | "published";

/** The description text openapi-gen appends to enum-typed schemas. */
const enumValuesText = "Possible enum values:";

/**
 * Raw when any schema of the definitions holds what publishing removes: a non-empty `enum`,
 * a "Possible enum values" description, or (v2 only: published v3 keeps them) a `default`.
 * A file with none of them is taken as published: both flavours write such definitions
 * alike, and it is what Kubernetes' checked-in files are.
 */
export function detectFlavour(definitions: Readonly<Record<string, unknown>>, version: SpecVersion): Flavour {
  const pending: unknown[] = Object.values(definitions);
  while (pending.length > 0) {
    const schema = pending.pop();
    if (!isJsonObject(schema)) continue;
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return "raw";
    if (typeof schema.description === "string" && schema.description.includes(enumValuesText)) return "raw";
    if (version === "v2" && "default" in schema) return "raw";
    pending.push(...subschemas(schema));
  }
  return "published";
}

/** The schemas directly inside a schema (the positions where publishing prunes). */
function subschemas(schema: Record<string, unknown>): unknown[] {
  const out: unknown[] = [];
  if (isJsonObject(schema.properties)) out.push(...Object.values(schema.properties));
  for (const key of ["items", "additionalProperties", "not"]) out.push(schema[key]);
  for (const key of ["allOf", "oneOf", "anyOf"]) if (Array.isArray(schema[key])) out.push(...(schema[key] as unknown[]));
  return out;
}
