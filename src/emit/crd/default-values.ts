// The API server refuses a CRD whose `default` values do not validate against their own
// schema (apiextensions' defaulting validation); controller-gen writes them and exits 0.
// We write the same bytes and warn at the default marker (OM5470), with the server's
// messages. As the server does, each default is checked against its node of the final
// (flattened) schema: first that it has no field the schema would prune, then an
// embedded resource's apiVersion and kind (embedded-defaults.ts), then the OpenAPI schema validation, which is
// the runtime's (src/runtime/crd/) so that both speak as the server does, then the CEL rules
// (default-rules.ts). Defaults nested
// in the node are not applied to the value: the server validates the default as written.

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { NO_OLD, validateNode } from "../../runtime/crd/schema-walk.js";
import type { SchemaTable, Tables } from "../../runtime/tables.js";
import { FieldError } from "../../runtime/unions/k8s-errors.js";
import { canonical } from "../../runtime/json.js";
import type { ParsedMarker } from "./apply-markers.js";
import { childSchemas, type Schema, type TypeKey } from "./schema.js";
import { embeddedDefaultErrors } from "./embedded-defaults.js";
import { defaultRuleErrors } from "./default-rules.js";

const DEFAULT_MARKERS = new Set(["kubebuilder:default", "default"]);
const NO_TABLES = Object.create(null) as Tables;
const MAX_DEPTH = 200;

export interface DefaultMarker {
  readonly marker: ParsedMarker;
  /** The node the marker set `default` on, unflattened (its final state is read later). */
  readonly schema: Schema;
}

/** The default markers among `markers` that wrote a default on `schema`. */
export function defaultMarkersOn(markers: readonly ParsedMarker[], schema: Schema): DefaultMarker[] {
  if (schema.default === undefined) return [];
  return markers.filter((m) => DEFAULT_MARKERS.has(m.name)).map((marker) => ({ marker, schema }));
}

/**
 * The nodes of the types `roots` reach whose defaults the server checks: it does not descend
 * into additionalProperties ("defaults are forbidden there"), so a default reached only
 * through a map's values is written and never checked. Walks the unflattened type schemas.
 */
export function checkedDefaultNodes(roots: readonly TypeKey[], schemaFor: (key: TypeKey) => Schema | undefined): Set<Schema> {
  const nodes = new Set<Schema>();
  const types = new Set<string>();
  const stack: Schema[] = [];
  const enter = (key: TypeKey): void => {
    const id = `${key.pkg}\u0000${key.name}`;
    if (types.has(id)) return;
    types.add(id);
    const schema = schemaFor(key);
    if (schema !== undefined) stack.push(schema);
  };
  roots.forEach(enter);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (nodes.has(node)) continue;
    nodes.add(node);
    if (node.$ref !== undefined) enter(node.$ref);
    stack.push(...childSchemas(node).filter((child) => child !== node.additionalProperties));
  }
  return nodes;
}

/** OM5470 for each default marker whose value the server refuses; `flatten` gives a node's final schema. */
export function warnInvalidDefaults(found: readonly DefaultMarker[], flatten: (node: Schema) => Schema, note: (d: Diagnostic) => void): void {
  const seen = new Set<string>();
  for (const { marker, schema } of found) {
    const at = `${marker.span.file}:${marker.span.line}:${marker.span.col}`;
    if (seen.has(at)) continue;
    seen.add(at);
    const node = withoutNestedDefaults(flatten(schema), 0);
    const errors = defaultErrors(node);
    if (errors.length > 0) note(diagnose("OM5470", marker.span, `+${marker.name}`, errors.join("; ")));
  }
}

/** The errors the server's defaulting validation gives a node's default (path `default`). */
export function defaultErrors(node: Schema): string[] {
  const value = node.default;
  if (hasUnknownFields(node, value, 0)) return [`default: Invalid value: ${canonical(value)}: must not have unknown fields`];
  const schema = node as unknown as SchemaTable;
  const meta = embeddedDefaultErrors(node, value, "default");
  if (meta.length > 0) return meta;
  // the server validates the value as an object of its own (its root path is empty) and
  // then places the errors under `default`
  const walk = { tables: NO_TABLES, errors: [] as FieldError[] };
  validateNode(walk, schema, value, NO_OLD, "");
  // a pattern without a JavaScript equivalent is not checked: no warning rather than a guess
  if (walk.errors.some((error) => error.type === "InternalError")) return [];
  const rootMap = node.properties === undefined && typeof node.additionalProperties === "object";
  // the CEL rules are checked only when the schema validation passes
  if (walk.errors.length === 0) return defaultRuleErrors(node, value);
  return walk.errors.map((error) => underDefault(error, rootMap));
}

/** Whether pruning would remove a field of `value` (an object field no property, map or preserve-unknown-fields admits). */
function hasUnknownFields(schema: Schema, value: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return schema.items !== undefined && value.some((item) => hasUnknownFields(schema.items!, item, depth + 1));
  if (value === null || typeof value !== "object") return false;
  const raw = schema as unknown as Record<string, unknown>;
  if (raw["x-kubernetes-preserve-unknown-fields"] === true) return false;
  const embedded = raw["x-kubernetes-embedded-resource"] === true;
  for (const [key, v] of Object.entries(value)) {
    const sub = schema.properties !== undefined && Object.hasOwn(schema.properties, key) ? schema.properties[key] : typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined;
    if (sub === undefined) {
      if (embedded && (key === "apiVersion" || key === "kind" || key === "metadata")) continue;
      return true;
    }
    if (hasUnknownFields(sub, v, depth + 1)) return true;
  }
  return false;
}

/** A copy of the node whose descendants carry no `default` (the server does not apply them to the value it validates). */
function withoutNestedDefaults(node: Schema, depth: number): Schema {
  const copy: Schema = { ...node };
  if (depth > 0) delete copy.default;
  if (depth > MAX_DEPTH) return copy;
  if (node.properties !== undefined) copy.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, withoutNestedDefaults(v, depth + 1)]));
  if (node.items !== undefined) copy.items = withoutNestedDefaults(node.items, depth + 1);
  if (typeof node.additionalProperties === "object") copy.additionalProperties = withoutNestedDefaults(node.additionalProperties, depth + 1);
  return copy;
}

/**
 * A root-relative error of the schema validation as the server prints it under `default`:
 * its empty root path reads " in body", and a map's values are at ".key" even at the root
 * (kube-openapi joins map keys with a dot always, property names only below the root).
 */
function underDefault(error: FieldError, rootMap: boolean): string {
  const field = error.field === "<nil>" ? "default" : `default.${error.field}`;
  let detail = error.detail.startsWith(". in body") ? error.detail.slice(1) : error.detail;
  if (rootMap && error.field !== "<nil>") detail = detail.replace(`${error.field} in body`, `.${error.field} in body`);
  return new FieldError(field, error.badValue, detail, error.origin, undefined, error.type).toString();
}
