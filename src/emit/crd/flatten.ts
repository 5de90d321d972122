// controller-gen's flattening, in its two passes. References: each `$ref` becomes the
// referenced type's flattened schema, and the referring node's own parts (a field's
// markers) an allOf branch beside it; the field's description, title, example and
// externalDocs win over the type's. Embedded: every allOf is merged into its node —
// properties and required united, the first enum kept, validations of the later branch
// first — and what cannot merge (two different bounds) stays as allOf branches.

import { childSchemas, cloneSchema, type Schema, type TypeKey } from "./schema.js";
import type { TypeSchemas } from "./type-schema.js";
import type { Report } from "./apply-markers.js";
import type { Span } from "../../parse/syntax.js";
import type { ControllerToolsEra } from "../../era/controller-tools.js";

export class Flattener {
  private readonly flattened = new Map<string, Schema>();

  constructor(private readonly types: TypeSchemas, private readonly report: Report, private readonly where: Span, private readonly era: ControllerToolsEra) {}

  /** The kind's schema, references and allOf both flattened. */
  flattenKind(key: TypeKey): Schema | undefined {
    const schema = this.flattenType(key);
    if (schema === undefined) return undefined;
    mergeAllOf(schema, { report: this.report, where: this.where, era: this.era });
    return schema;
  }

  private flattenType(key: TypeKey): Schema | undefined {
    const id = `${key.pkg}\u0000${key.name}`;
    const cached = this.flattened.get(id);
    if (cached !== undefined) return cloneSchema(cached);
    const base = this.types.schemaFor(key);
    if (base === undefined) return undefined;
    this.flattened.set(id, {}); // a cycle refers to an empty schema
    const copy = cloneSchema(base);
    this.resolveRefs(copy, 0);
    this.flattened.set(id, copy);
    return cloneSchema(copy);
  }

  private resolveRefs(schema: Schema, depth: number): void {
    if (depth > 200) return;
    if (schema.$ref !== undefined) {
      const key = schema.$ref;
      const target = this.flattenType(key);
      if (target === undefined) {
        this.report(this.where, `unable to locate schema for type ${key.pkg}.${key.name}`);
        delete schema.$ref;
        return;
      }
      replaceWith(schema, preserveFields(target, schema));
      return;
    }
    for (const child of childSchemas(schema)) this.resolveRefs(child, depth + 1);
  }
}

/** The referenced type's schema with the referring node's remainder as an allOf branch. */
function preserveFields(target: Schema, node: Schema): Schema {
  const { description, title, externalDocs, example, $ref: _ref, ...remainder } = node;
  const out: Schema = { allOf: [target, remainder] };
  if (target.description !== undefined) out.description = target.description;
  if (target.title !== undefined) out.title = target.title;
  if (target.externalDocs !== undefined) out.externalDocs = target.externalDocs;
  if (target.example !== undefined) out.example = target.example;
  if (description !== undefined && description !== "") out.description = description;
  if (title !== undefined && title !== "") out.title = title;
  if (externalDocs !== undefined) out.externalDocs = externalDocs;
  if (example !== undefined) out.example = example;
  return out;
}

function replaceWith(schema: Schema, next: Schema): void {
  for (const key of Object.keys(schema)) delete (schema as Record<string, unknown>)[key];
  Object.assign(schema, next);
}

interface MergeContext {
  readonly report: Report;
  readonly where: Span;
  readonly era: ControllerToolsEra;
}

/** Merges every allOf into its node, top-down (controller-gen's FlattenEmbedded). */
export function mergeAllOf(schema: Schema, context: MergeContext, depth = 0): void {
  if (depth > 200) return;
  const branches = schema.allOf;
  delete schema.allOf;
  for (const branch of branches ?? []) mergeInto(schema, branch, context);
  for (const child of childSchemas(schema)) mergeAllOf(child, context, depth + 1);
}

/** Fields Go compares by value (equal values merge silently); the others are pointers, slices or maps. */
const valueFields = new Set([
  "type", "format", "pattern", "nullable", "exclusiveMaximum", "exclusiveMinimum", "uniqueItems",
  "x-kubernetes-embedded-resource", "x-kubernetes-int-or-string",
]);
const skipped = new Set(["allOf", "title", "description", "example", "externalDocs"]);

type Record_ = Record<string, unknown>;

function mergeInto(dst: Schema, src: Schema, context: MergeContext): void {
  const { report, where, era } = context;
  for (const branch of src.allOf ?? []) mergeInto(dst, branch, context);
  const d = dst as Record_;
  const s = src as Record_;
  const dstRemainder: Record_ = {};
  const srcRemainder: Record_ = {};
  let hoisted = false;
  // What cannot merge moves, from both sides, into allOf branches.
  const hoist = (key: string): void => {
    hoisted = true;
    srcRemainder[key] = s[key];
    dstRemainder[key] = d[key];
    delete d[key];
  };
  for (const key of Object.keys(s)) {
    if (skipped.has(key)) continue;
    const value = s[key];
    if (key === "enum" && era.has("enum-flatten")) {
      if (Array.isArray(value) && value.length > 0 && !(Array.isArray(d.enum) && d.enum.length > 0)) d.enum = [...(value as unknown[])];
      continue;
    }
    if (isZero(key, value)) continue;
    if (isZero(key, d[key])) {
      d[key] = value;
      continue;
    }
    if (valueFields.has(key) && d[key] === value) continue;
    switch (key) {
      case "properties":
        mergeProperties(dst, src, context);
        break;
      case "required":
        dst.required = [...dst.required!, ...src.required!];
        break;
      case "type":
        report(where, `conflicting types in allOf branches in schema: ${String(d.type)} vs ${String(value)}`);
        break;
      case "additionalProperties":
        if (typeof src.additionalProperties !== "object") break;
        if (typeof dst.additionalProperties !== "object") dst.additionalProperties = {};
        mergeInto(dst.additionalProperties, src.additionalProperties, context);
        break;
      case "x-kubernetes-preserve-unknown-fields":
      case "x-kubernetes-map-type":
        d[key] = value;
        break;
      case "x-kubernetes-validations":
        // Before v0.16.0 they had no case of their own: hoisted into allOf like any conflict.
        if (!era.has("validations-flatten")) {
          hoist(key);
          break;
        }
        dst["x-kubernetes-validations"] = [...src["x-kubernetes-validations"]!, ...dst["x-kubernetes-validations"]!];
        break;
      default:
        hoist(key);
    }
  }
  if (hoisted) (dst.allOf ??= []).push(dstRemainder as Schema, srcRemainder as Schema);
  if (dst.required !== undefined && dst.required.length > 0) dst.required = [...new Set(dst.required)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function mergeProperties(dst: Schema, src: Schema, context: MergeContext): void {
  for (const [name, prop] of Object.entries(src.properties!)) {
    const existing = dst.properties![name];
    if (existing === undefined) dst.properties![name] = prop;
    else mergeInto(existing, prop, context);
  }
}

/** Go's zero value: "", 0 or false for the value fields; nil (absent) for pointers, lists and maps. */
function isZero(key: string, value: unknown): boolean {
  if (value === undefined) return true;
  return valueFields.has(key) && (value === "" || value === 0 || value === false);
}
