// The CRD schema of every definition, for the runtime tables: built by the same builder as
// the CRD output (src/emit/crd: TypeSchemas, then controller-gen's flattening), so that the
// tables and the CRD cannot disagree on a constraint. Descriptions are dropped (validation
// never reads them), and a subtree equal to another definition's schema becomes
// `{ $ref: name }`, which keeps the tables about as large as the types they describe.

import { dict } from "../../json/dict.js";
import type { SchemaTable } from "../../runtime/tables.js";
import { packageMarkersIndex, isKind } from "../crd/crd.js";
import { newestEra } from "../../era/controller-tools.js";
import { silentEraReport } from "../crd/apply-markers.js";
import { Flattener } from "../crd/flatten.js";
import type { Schema, ValidationRule } from "../crd/schema.js";
import { TypeSchemas } from "../crd/type-schema.js";
import type { EmitContext } from "../openapi/context.js";
import type { Definition } from "../openapi/definitions.js";

/** Documentation only: validation never reads it. */
const dropped = new Set(["description", "title", "example", "externalDocs"]);

/** Each definition's schema by definition name, shared subtrees referenced by name. */
export function definitionSchemas(definitions: readonly Definition[], ctx: EmitContext): Map<string, SchemaTable> {
  const era = ctx.crdEra ?? newestEra;
  const eraReport = silentEraReport(era);
  const ignore = (): void => undefined; // the OpenAPI emitter reports what is wrong with a type
  const types = new TypeSchemas(ctx.universe, {
    allowDangerousTypes: true, ignoreUnexportedFields: false, generateEmbeddedObjectMeta: false, k8sBounds: true, era,
  }, packageMarkersIndex(ctx.universe, eraReport), ignore, eraReport);
  const plain = new Map<string, SchemaTable>();
  for (const def of definitions) {
    const flat = new Flattener(types, ignore, def.decl.span, era).flattenKind({ pkg: def.decl.pkg, name: def.decl.name });
    if (flat === undefined) continue;
    // As the CRD: a kind's metadata is `type: object` (the API server validates ObjectMeta itself).
    if (isKind(def.decl) && flat.properties?.metadata !== undefined) flat.properties.metadata = { type: "object" };
    plain.set(def.name, tableOf(flat, 0));
  }
  return shareSubtrees(plain);
}

/** A flattened schema without documentation and rule origins (what the CRD writer leaves out too; union rules, which alone ratchet differently where the CRD cannot correlate, are not built here). */
function tableOf(schema: Schema, depth: number): SchemaTable {
  const out = dict<unknown>();
  if (depth > 200) return out;
  for (const [key, value] of Object.entries(schema)) {
    if (dropped.has(key) || value === undefined) continue;
    if (key === "properties") out[key] = mapValues(value as Record<string, Schema>, (s) => tableOf(s, depth + 1));
    else if (key === "items" || key === "not" || (key === "additionalProperties" && typeof value === "object")) out[key] = tableOf(value as Schema, depth + 1);
    else if (key === "allOf" || key === "anyOf" || key === "oneOf") out[key] = (value as Schema[]).map((s) => tableOf(s, depth + 1));
    else if (key === "x-kubernetes-validations") out[key] = (value as ValidationRule[]).map(({ origin: _o, originText: _t, withoutRatchet: _w, ...rule }) => rule);
    else out[key] = value;
  }
  return out as SchemaTable;
}

function mapValues<T, U>(record: Record<string, T>, f: (value: T) => U): Record<string, U> {
  const out = dict<U>();
  for (const [key, value] of Object.entries(record)) out[key] = f(value);
  return out;
}

/**
 * Every proper subtree equal (as JSON) to a definition's whole schema becomes a reference to
 * it; struct schemas are the ones shared, and `{}` or a bare `{type: string}` are not worth a
 * name (nor safe to share: many definitions have them).
 */
function shareSubtrees(schemas: Map<string, SchemaTable>): Map<string, SchemaTable> {
  const byText = new Map<string, string>();
  for (const [name, schema] of schemas) {
    if (schema.properties === undefined) continue;
    const text = JSON.stringify(schema);
    if (!byText.has(text)) byText.set(text, name);
  }
  const out = new Map<string, SchemaTable>();
  for (const [name, schema] of schemas) out.set(name, withRefs(schema, byText, true, 0));
  return out;
}

function withRefs(schema: SchemaTable, byText: ReadonlyMap<string, string>, root: boolean, depth: number): SchemaTable {
  if (!root && schema.properties !== undefined) {
    const name = byText.get(JSON.stringify(schema));
    if (name !== undefined) return { $ref: name };
  }
  if (depth > 200) return schema;
  const out = dict<unknown>();
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties") out[key] = mapValues(value as Record<string, SchemaTable>, (s) => withRefs(s, byText, false, depth + 1));
    else if (key === "items" || key === "not" || (key === "additionalProperties" && typeof value === "object")) out[key] = withRefs(value as SchemaTable, byText, false, depth + 1);
    else if (key === "allOf" || key === "anyOf" || key === "oneOf") out[key] = (value as SchemaTable[]).map((s) => withRefs(s, byText, false, depth + 1));
    else out[key] = value;
  }
  return out as SchemaTable;
}
