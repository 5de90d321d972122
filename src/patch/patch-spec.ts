// Patching an existing OpenAPI document from generated definitions. Pure: text in, text
// out. Every definition of the document that the sources produce is replaced (or, with
// --only extensions, only its marker-driven parts: x-kubernetes-*, enum, required);
// definitions the document lacks are added when something in it refers to them (or
// all, with --add-all); `x-kubernetes-group-version-kind`, which API servers add, is kept.

import { dict, hasOwn, own } from "../json/dict.js";
import { isJsonObject } from "../json/json-text.js";
import type { Schema } from "../emit/openapi/context.js";

export type SpecVersion = "v2" | "v3";

export interface PatchOptions {
  readonly onlyExtensions: boolean;
  readonly addAll: boolean;
  /** --published / --no-published; undefined: the flavour each file has (flavour.ts). */
  readonly published?: boolean | undefined;
}

const serverOnly = "x-kubernetes-group-version-kind";

/** The document's version; undefined when it is none, or its definitions are no object. */
export function specVersion(doc: unknown): SpecVersion | undefined {
  if (!isJsonObject(doc)) return undefined;
  // A components that is no object cannot hold schemas: reported, never replaced.
  if ("components" in doc && !isJsonObject(doc.components)) return undefined;
  if (isJsonObject(doc.components) && "schemas" in doc.components) return isJsonObject(doc.components.schemas) ? "v3" : undefined;
  if ("definitions" in doc) return isJsonObject(doc.definitions) ? "v2" : undefined;
  if (typeof doc.openapi === "string") return "v3";
  if (doc.swagger === "2.0") return "v2";
  return undefined;
}

/** The document with its definitions patched from `generated` (same version and flavour). */
export function patchDocument(doc: Schema, version: SpecVersion, generated: Readonly<Record<string, Schema>>, options: PatchOptions): Schema {
  const current = definitionsOf(doc, version);
  const next = dict();
  for (const [name, schema] of Object.entries(current)) {
    const fresh = own(generated, name);
    if (fresh === undefined || !isJsonObject(schema)) next[name] = schema;
    else next[name] = options.onlyExtensions ? mergeMarkerParts(schema, fresh) : keepServerKeys(schema, fresh);
  }
  const result = withDefinitions(doc, version, next);
  const toAdd = options.addAll ? Object.keys(generated) : danglingRefs(result, version, next, generated);
  for (const name of toAdd) if (!hasOwn(next, name)) next[name] = own(generated, name);
  return withDefinitions(doc, version, next);
}

/** How a patch treated the definitions of one document. */
export interface DefinitionCounts {
  /** Definitions of the document the sources produce (rewritten, changed or not). */
  readonly replaced: number;
  /** Generated definitions the document lacked. */
  readonly added: number;
  /** Definitions of the document the sources do not produce. */
  readonly leftAlone: number;
}

/** Counts from the document before and after patchDocument. */
export function countDefinitions(before: Schema, after: Schema, version: SpecVersion, generated: Readonly<Record<string, Schema>>): DefinitionCounts {
  const current = definitionsOf(before, version);
  const names = Object.keys(current);
  const replaced = names.filter((name) => own(generated, name) !== undefined && isJsonObject(current[name])).length;
  const added = Object.keys(definitionsOf(after, version)).filter((name) => !hasOwn(current, name)).length;
  return { replaced, added, leftAlone: names.length - replaced };
}

export function definitionsOf(doc: Schema, version: SpecVersion): Record<string, unknown> {
  if (version === "v2") return isJsonObject(doc.definitions) ? doc.definitions : {};
  const components = isJsonObject(doc.components) ? doc.components : {};
  return isJsonObject(components.schemas) ? components.schemas : {};
}

function withDefinitions(doc: Schema, version: SpecVersion, definitions: Record<string, unknown>): Schema {
  if (version === "v2") return { ...doc, definitions };
  const components = isJsonObject(doc.components) ? doc.components : {};
  return { ...doc, components: { ...components, schemas: definitions } };
}

function keepServerKeys(current: Schema, fresh: Schema): Schema {
  return serverOnly in current ? { ...fresh, [serverOnly]: current[serverOnly] } : fresh;
}

function isMarkerKey(key: string): boolean {
  return key === "enum" || key === "required" || (key.startsWith("x-kubernetes-") && key !== serverOnly);
}

/** The current schema with its marker-driven keys taken from the fresh one, recursively. */
export function mergeMarkerParts(current: Schema, fresh: Schema): Schema {
  const out: Schema = dict();
  for (const [key, value] of Object.entries(current)) if (!isMarkerKey(key)) out[key] = value;
  for (const [key, value] of Object.entries(fresh)) if (isMarkerKey(key)) out[key] = value;
  if (isJsonObject(current.properties) && isJsonObject(fresh.properties)) {
    const properties = dict();
    for (const [name, schema] of Object.entries(current.properties)) {
      const match = own(fresh.properties, name);
      properties[name] = isJsonObject(schema) && isJsonObject(match) ? mergeMarkerParts(schema, match) : schema;
    }
    out.properties = properties;
  }
  for (const key of ["items", "additionalProperties"]) {
    const [a, b] = [current[key], fresh[key]];
    if (isJsonObject(a) && isJsonObject(b)) out[key] = mergeMarkerParts(a, b);
  }
  return out;
}

/** Generated definitions that the document refers to but lacks, transitively. */
function danglingRefs(doc: Schema, version: SpecVersion, present: Record<string, unknown>, generated: Readonly<Record<string, Schema>>): string[] {
  const prefix = version === "v2" ? "#/definitions/" : "#/components/schemas/";
  const added: string[] = [];
  const have = new Set(Object.keys(present));
  const pending = collectRefs(doc, prefix);
  while (pending.length > 0) {
    const name = pending.pop()!;
    const schema = own(generated, name);
    if (have.has(name) || schema === undefined) continue;
    have.add(name);
    added.push(name);
    pending.push(...collectRefs(schema, prefix));
  }
  return added.sort();
}

/** Iterative: a spec's nesting depth is the user's. */
function collectRefs(root: unknown, prefix: string): string[] {
  const out: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (isJsonObject(value)) {
      for (const [key, v] of Object.entries(value)) {
        if (key === "$ref" && typeof v === "string" && v.startsWith(prefix)) out.push(unescapeJsonPointer(v.slice(prefix.length)));
        else pending.push(v);
      }
    }
  }
  return out;
}


/** A JSON Pointer reference token back to the name it escapes (RFC 6901: `~1` first, then `~0`). */
function unescapeJsonPointer(token: string): string {
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}
