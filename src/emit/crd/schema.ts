// A CRD schema node as apiextensions.k8s.io/v1 JSONSchemaProps serialises it: JSON names,
// absent fields omitted. While schemas are built, a reference to a named type is kept under
// `$ref` (package and name); flattening replaces every one (flatten.ts).

import type { ArgValue } from "../../markers/controller-gen-args.js";
import type { Span } from "../../parse/syntax.js";
import type { ValidationRuleSchema } from "../../runtime/tables.js";

/** A CEL rule of x-kubernetes-validations (the runtime tables carry the same fields). */
export interface ValidationRule extends ValidationRuleSchema {
  /** The Go marker the rule comes from (not serialised: it places cost diagnostics). */
  readonly origin?: Span;
  /** That marker's text (not serialised: it places a position inside the rule). */
  readonly originText?: string;
  /**
   * A union rule that ratchets through oldSelf: the same rule reading self only (not
   * serialised; written instead where the API server refuses oldSelf).
   */
  readonly withoutRatchet?: { readonly rule: string; readonly message: string; readonly messageExpression?: string; readonly fieldPath?: string };
}

export interface Schema {
  $ref?: TypeKey;
  type?: string;
  format?: string;
  description?: string;
  title?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: Schema | boolean;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  not?: Schema;
  enum?: ArgValue[];
  default?: ArgValue;
  example?: ArgValue;
  externalDocs?: { url?: string; description?: string };
  maximum?: number;
  minimum?: number;
  exclusiveMaximum?: boolean;
  exclusiveMinimum?: boolean;
  multipleOf?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  maxItems?: number;
  minItems?: number;
  uniqueItems?: boolean;
  maxProperties?: number;
  minProperties?: number;
  nullable?: boolean;
  "x-kubernetes-preserve-unknown-fields"?: boolean;
  "x-kubernetes-embedded-resource"?: boolean;
  "x-kubernetes-int-or-string"?: boolean;
  "x-kubernetes-list-type"?: string;
  "x-kubernetes-list-map-keys"?: string[];
  "x-kubernetes-map-type"?: string;
  /** Rules are appended by markers; CEL generators (unions) may add their own. */
  "x-kubernetes-validations"?: ValidationRule[];
}

/** A named Go type: its package path and name. */
export interface TypeKey {
  readonly pkg: string;
  readonly name: string;
}

export function typeKeyText(key: TypeKey): string {
  return `${key.pkg}.${key.name}`;
}

/** A deep copy (schemas are small trees; the walk is bounded by their depth, itself bounded by type nesting). */
export function cloneSchema(schema: Schema): Schema {
  return structuredClone(schema);
}

/** The child schemas of a node, for walkers. */
export function childSchemas(schema: Schema): Schema[] {
  const children: Schema[] = [];
  if (schema.properties !== undefined) children.push(...Object.values(schema.properties));
  if (schema.items !== undefined) children.push(schema.items);
  if (typeof schema.additionalProperties === "object") children.push(schema.additionalProperties);
  for (const list of [schema.allOf, schema.anyOf, schema.oneOf]) if (list !== undefined) children.push(...list);
  if (schema.not !== undefined) children.push(schema.not);
  return children;
}
