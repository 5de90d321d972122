// What makes controller-gen's applyconfiguration generator fail on its typed schema, though
// its crd generator writes the same schema (and warns nothing): kube-openapi's proto models
// know four primitive types, and a node of another (+kubebuilder:validation:Type=bogus)
// makes the generator exit ("Failed build type models …: SchemaError(<definition>.<field>…):
// Unknown primitive type"); its schema converter refuses a +listType=map list without
// +listMapKey ("<name>: missing map keys", where a node inlined in a definition is named
// "inlined in <its parent's name>"). We refuse both at the field (OM5351); the crd generator
// warns of them (OM5483, OM5480).

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { lookupType, type Universe } from "../../model/ir.js";
import type { Span } from "../../parse/syntax.js";
import type { Schema, TypeKey } from "../crd/schema.js";

const KNOWN = new Set(["", "object", "array", "string", "number", "integer", "boolean"]);
const MAX_DEPTH = 200;

interface Visit {
  readonly node: Schema;
  /** The property names from the definition down (the proto models' path). */
  readonly path: readonly string[];
  /** The converter's name for the node. */
  readonly name: string;
  readonly depth: number;
}

/** An OM5351 for each node of a definition that the proto models or the schema converter refuse. */
export function typedSchemaRefusals(defs: ReadonlyMap<string, Schema>, keys: ReadonlyMap<string, TypeKey>, universe: Universe, where: Span): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [def, schema] of defs) {
    const stack: Visit[] = [{ node: schema, path: [], name: def, depth: 0 }];
    while (stack.length > 0) {
      const { node, path, name, depth } = stack.pop()!;
      if (node.$ref !== undefined || depth > MAX_DEPTH) continue;
      const at = fieldSpan(universe, keys.get(def), path[0]) ?? where;
      for (const problem of refusals(node, [def, ...path].join("."), name)) out.push(diagnose("OM5351", at, `${problem}: controller-gen's applyconfiguration generator fails on it`));
      const inlined = `inlined in ${name}`;
      // a list's items and a map's values stand at their node's path, as the proto models say
      for (const [field, child] of Object.entries(node.properties ?? {})) stack.push({ node: child, path: [...path, field], name: inlined, depth: depth + 1 });
      if (node.items !== undefined) stack.push({ node: node.items, path, name: inlined, depth: depth + 1 });
      if (typeof node.additionalProperties === "object") stack.push({ node: node.additionalProperties, path, name: inlined, depth: depth + 1 });
    }
  }
  return out;
}

function refusals(node: Schema, path: string, name: string): string[] {
  const out: string[] = [];
  const type = node.type ?? "";
  if (!KNOWN.has(type)) out.push(`SchemaError(${path}): Unknown primitive type: ${JSON.stringify(type)}`);
  if (node["x-kubernetes-list-type"] === "map" && node["x-kubernetes-list-map-keys"] === undefined) out.push(`${name}: missing map keys`);
  return out;
}

/** The Go field of the definition's type with that JSON name (else the type), when the type is known. */
function fieldSpan(universe: Universe, key: TypeKey | undefined, json: string | undefined): Span | undefined {
  const decl = key === undefined ? undefined : lookupType(universe, key.pkg, key.name);
  if (decl === undefined) return undefined;
  if (json === undefined || decl.type.kind !== "struct") return decl.span;
  const field = decl.type.fields.find((f) => (f.tag.get("json") ?? "").split(",")[0] === json);
  return field?.span ?? decl.span;
}
