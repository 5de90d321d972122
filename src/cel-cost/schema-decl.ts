// A CRD schema node as the API server declares it to CEL (apiserver pkg/cel/common
// SchemaDeclType, v0.36): its CEL type, the most elements (characters, items, properties) it
// can hold — maxLength ×4 for strings (bytes per rune), maxItems, maxProperties, and when
// unbounded what fits in a 3 MiB request — and the fewest bytes it serialises to.

import { field as celFieldName } from "../emit/cel/k8s-union-rules.js";
import { dyn, listOf, mapOf, prim, type CelType } from "./types.js";

/** The JSON schema properties the declaration reads. */
export interface SchemaNode {
  readonly type?: string;
  readonly format?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly items?: SchemaNode;
  readonly additionalProperties?: SchemaNode | boolean;
  readonly maxItems?: number;
  readonly maxProperties?: number;
  readonly maxLength?: number;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly "x-kubernetes-int-or-string"?: boolean;
  readonly "x-kubernetes-embedded-resource"?: boolean;
  readonly "x-kubernetes-list-type"?: string;
  readonly "x-kubernetes-map-type"?: string;
  readonly "x-kubernetes-validations"?: readonly { readonly rule: string; readonly messageExpression?: string; readonly optionalOldSelf?: boolean }[];
}

export interface DeclType {
  readonly cel: CelType;
  readonly maxElements: bigint;
  readonly minSerializedSize: bigint;
  readonly fields?: ReadonlyMap<string, DeclType>;
  readonly elem?: DeclType;
  readonly key?: DeclType;
}

/** apiserver's celconfig.MaxRequestSizeBytes. */
export const maxRequestSizeBytes = 3n * 1024n * 1024n;
const maxDepth = 200;

const simple = (cel: CelType, minSerializedSize: bigint, maxElements = 0n): DeclType => ({ cel, minSerializedSize, maxElements });
const stringDecl = simple(prim("string"), 2n);

/**
 * Declarations of nodes not at a resource root, by node: a schema with one bound changed
 * (suggest.ts) shares every subtree off the changed path, so its declarations are reused.
 */
const declared = new WeakMap<SchemaNode, DeclType | null>();

/** The declaration of a schema node; undefined when CEL cannot see it (no type, or unexposed items). */
export function schemaDecl(s: SchemaNode, isResourceRoot: boolean, depth = 0): DeclType | undefined {
  if (depth > maxDepth) return undefined;
  if (isResourceRoot) return declare(s, true, depth);
  const known = declared.get(s);
  if (known !== undefined) return known ?? undefined;
  const decl = declare(s, false, depth);
  declared.set(s, decl ?? null);
  return decl;
}

function declare(s: SchemaNode, isResourceRoot: boolean, depth: number): DeclType | undefined {
  if (s["x-kubernetes-int-or-string"] === true) {
    return simple(dyn, 1n, s.maxLength !== undefined ? nonNegative(s.maxLength) * 4n : maxRequestSizeBytes - 2n);
  }
  const schema = isResourceRoot ? withTypeAndObjectMeta(s) : s;
  switch (schema.type) {
    case "array": {
      if (schema.items === undefined) return undefined;
      const items = schemaDecl(schema.items, schema.items["x-kubernetes-embedded-resource"] === true, depth + 1);
      if (items === undefined) return undefined;
      const maxItems = schema.maxItems !== undefined ? nonNegative(schema.maxItems) : (maxRequestSizeBytes - 2n) / (items.minSerializedSize + 1n);
      return { cel: listOf(items.cel), elem: items, maxElements: maxItems, minSerializedSize: 2n };
    }
    case "object":
      return objectDecl(schema, depth);
    case "string":
      return stringSchemaDecl(schema);
    case "boolean":
      return simple(prim("bool"), 4n);
    case "number":
      return simple(prim("double"), 1n);
    case "integer":
      return simple(prim("int"), 1n);
  }
  return undefined;
}

function objectDecl(schema: SchemaNode, depth: number): DeclType | undefined {
  const additional = schema.additionalProperties;
  if (typeof additional === "object") {
    const values = schemaDecl(additional, additional["x-kubernetes-embedded-resource"] === true, depth + 1);
    if (values === undefined) return undefined;
    const maxProperties = schema.maxProperties !== undefined ? nonNegative(schema.maxProperties) : (maxRequestSizeBytes - 2n) / (values.minSerializedSize + 6n);
    return { cel: mapOf(prim("string"), values.cel), key: stringDecl, elem: values, maxElements: maxProperties, minSerializedSize: 2n };
  }
  const required = new Set(schema.required ?? []);
  const fields = new Map<string, DeclType>();
  let minSerializedSize = 2n;
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const decl = schemaDecl(prop, prop["x-kubernetes-embedded-resource"] === true, depth + 1);
    if (decl === undefined) continue;
    const escaped = escapeName(name);
    if (escaped !== undefined) fields.set(escaped, decl);
    if (required.has(name) && prop.default === undefined) minSerializedSize += BigInt(new TextEncoder().encode(name).length) + decl.minSerializedSize + 4n;
  }
  const celFields = new Map([...fields].map(([k, v]) => [k, v.cel] as const));
  return { cel: { kind: "object", name: "object", fields: celFields }, fields, maxElements: 0n, minSerializedSize };
}

function stringSchemaDecl(schema: SchemaNode): DeclType {
  switch (schema.format) {
    case "byte":
      return simple(prim("bytes"), 2n, schema.maxLength !== undefined ? nonNegative(schema.maxLength) : maxRequestSizeBytes - 2n);
    case "duration":
      return simple(prim("duration"), 3n, 32n);
    case "date":
      return simple(prim("timestamp"), 12n, 12n);
    case "date-time":
      return simple(prim("timestamp"), 21n, 32n);
  }
  let max: bigint;
  if (schema.maxLength !== undefined) max = nonNegative(schema.maxLength) * 4n;
  else if ((schema.enum ?? []).length > 0) max = BigInt(Math.max(0, ...schema.enum!.map((v) => (typeof v === "string" ? Buffer.byteLength(v, "utf8") : 0))));
  else max = maxRequestSizeBytes - 2n;
  return simple(prim("string"), 2n, max);
}

/** At the root of a resource, apiVersion, kind and metadata.name/generateName are always there. */
function withTypeAndObjectMeta(s: SchemaNode): SchemaNode {
  const p = s.properties;
  const meta = p?.metadata;
  if (p !== undefined && p.kind?.type === "string" && p.apiVersion?.type === "string" && meta?.type === "object"
    && meta.properties?.name?.type === "string" && meta.properties.generateName?.type === "string") return s;
  const str: SchemaNode = { type: "string" };
  return { ...s, properties: { ...p, kind: str, apiVersion: str, metadata: { type: "object", properties: { name: str, generateName: str } } } };
}

function nonNegative(n: number): bigint {
  return n < 0 ? 0n : BigInt(Math.trunc(n));
}

/** A property name as CEL sees it; undefined when it cannot be escaped (the field is not visible). */
export function escapeName(name: string): string | undefined {
  if (!/^[A-Za-z_./-][A-Za-z0-9_./-]*$/.test(name)) return undefined;
  return celFieldName(name);
}
