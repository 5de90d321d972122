// controller-gen's applyconfiguration generator reads its typed schema's OpenAPI document
// with kube-openapi's proto models before converting it, and those know four primitive types:
// a node of another type (+kubebuilder:validation:Type=bogus) makes the generator exit
// ("Failed build type models …: SchemaError(<definition>.<field>…): Unknown primitive type").
// We refuse it at the field (OM5351); the crd generator writes such a type and warns (OM5483).

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { lookupType, type Universe } from "../../model/ir.js";
import type { Span } from "../../parse/syntax.js";
import type { Schema, TypeKey } from "../crd/schema.js";

const KNOWN = new Set(["", "object", "array", "string", "number", "integer", "boolean"]);
const MAX_DEPTH = 200;

/** An OM5351 for each node of a definition whose type the proto models do not know. */
export function unknownPrimitives(defs: ReadonlyMap<string, Schema>, keys: ReadonlyMap<string, TypeKey>, universe: Universe, where: Span): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [name, schema] of defs) {
    const key = keys.get(name);
    const stack: { node: Schema; path: string[]; depth: number }[] = [{ node: schema, path: [], depth: 0 }];
    while (stack.length > 0) {
      const { node, path, depth } = stack.pop()!;
      if (node.$ref !== undefined || depth > MAX_DEPTH) continue;
      const type = node.type ?? "";
      if (!KNOWN.has(type)) {
        const at = `SchemaError(${[name, ...path].join(".")}): Unknown primitive type: ${JSON.stringify(type)}`;
        out.push(diagnose("OM5351", fieldSpan(universe, key, path[0]) ?? where, `${at}: controller-gen's applyconfiguration generator fails on it`));
      }
      // a list's items and a map's values stand at their node's path, as the proto models say
      for (const [field, child] of Object.entries(node.properties ?? {})) stack.push({ node: child, path: [...path, field], depth: depth + 1 });
      if (node.items !== undefined) stack.push({ node: node.items, path, depth: depth + 1 });
      if (typeof node.additionalProperties === "object") stack.push({ node: node.additionalProperties, path, depth: depth + 1 });
    }
  }
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
