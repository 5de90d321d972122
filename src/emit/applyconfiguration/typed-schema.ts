// internal.go's typed schema (controller-tools v0.21.0): the structured-merge-diff schema
// of the kinds and every type they reach. controller-gen builds each type's CRD schema
// with references kept (ObjectMeta from its Go declaration), merges embedded structs,
// names each type as kube-openapi does (`io.k8s.apimachinery.pkg.apis.meta.v1.Time`), and
// code-generator converts that OpenAPI v2 document: an object with properties is a map
// of fields (sorted), one without a map of its additionalProperties, a list is atomic
// unless its list-type says otherwise, a string with a format an untyped scalar, a schema
// with no type a deduced value; defaults are kept.

import type { ArgValue } from "../../markers/controller-gen-args.js";
import { childSchemas, cloneSchema, type Schema, type TypeKey } from "../crd/schema.js";
import type { TypeSchemas } from "../crd/type-schema.js";
import { mergeAllOf } from "../crd/flatten.js";
import type { ControllerToolsEra } from "../../era/controller-tools.js";
import type { Span } from "../../parse/syntax.js";
import { goYaml, type YamlValue } from "../../write/go-yaml.js";

/** kube-openapi's ToRESTFriendlyName of `pkg.Name`: the host's labels reversed, slashes as dots. */
export function restFriendlyName(key: TypeKey): string {
  const parts = `${key.pkg}.${key.name}`.split("/");
  if (parts[0]!.includes(".")) parts[0] = parts[0]!.split(".").reverse().join(".");
  return parts.join(".");
}

const untypedAtomic = "__untyped_atomic_";
const untypedDeduced = "__untyped_deduced_";
const quantity = "io.k8s.apimachinery.pkg.api.resource.Quantity";
const rawExtension = "io.k8s.apimachinery.pkg.runtime.RawExtension";
const maxDepth = 200;

interface Atom {
  scalar?: string;
  list?: { elementType: TypeRef; elementRelationship: string; keys?: string[] };
  map?: { fields?: { name: string; type: TypeRef; default?: ArgValue }[]; elementType?: TypeRef; elementRelationship?: string };
}
interface TypeRef extends Atom {
  namedType?: string;
  elementRelationship?: string;
}

export interface TypedSchemaContext {
  readonly types: TypeSchemas;
  readonly era: ControllerToolsEra;
  readonly where: Span;
  readonly report: (span: Span, message: string) => void;
}

/** The definitions reached from the roots, each with references resolved to definition names; `keys` gets each one's type. */
export function definitions(roots: readonly TypeKey[], context: TypedSchemaContext, keys?: Map<string, TypeKey>): Map<string, Schema> {
  const defs = new Map<string, Schema>();
  const stack = [...roots];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const key = stack.pop()!;
    const name = restFriendlyName(key);
    if (seen.has(name)) continue;
    seen.add(name);
    keys?.set(name, key);
    let schema = prepared(key, context);
    // `type A = B` across packages: A's definition is B's copied (controller-gen's
    // resolveRefDefinitions), so B itself is reached only if something else names it.
    if (schema.$ref !== undefined) {
      const { $ref: target, ...own } = schema;
      schema = { ...prepared(target, context), ...own };
    }
    collectRefs(schema, stack, 0);
    defs.set(name, schema);
  }
  return defs;
}

/** A type's schema with embedded structs merged in. */
function prepared(key: TypeKey, context: TypedSchemaContext): Schema {
  const base = context.types.schemaFor(key);
  const schema = base === undefined ? {} : cloneSchema(base);
  resolveAllOfRefs(schema, context, 0);
  mergeAllOf(schema, { report: context.report, where: context.where, era: context.era });
  return schema;
}

function resolveAllOfRefs(schema: Schema, context: TypedSchemaContext, depth: number): void {
  if (depth > maxDepth) return;
  if (schema.allOf !== undefined) {
    schema.allOf = schema.allOf.map((branch) => {
      if (branch.$ref === undefined) return branch;
      const target = context.types.schemaFor(branch.$ref);
      return target === undefined ? {} : cloneSchema(target);
    });
  }
  for (const child of childSchemas(schema)) resolveAllOfRefs(child, context, depth + 1);
}

function collectRefs(schema: Schema, out: TypeKey[], depth: number): void {
  if (depth > maxDepth) return;
  if (schema.$ref !== undefined) out.push(schema.$ref);
  for (const child of childSchemas(schema)) collectRefs(child, out, depth + 1);
}

/** The schema YAML internal.go embeds: the definitions' types sorted by name, then the two untyped ones. */
export function typedSchemaYaml(defs: ReadonlyMap<string, Schema>): string {
  const names = [...defs.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const types: YamlValue[] = [];
  for (const name of names) {
    const def = defs.get(name)!;
    if (def.$ref !== undefined) continue; // a top-level reference names no type
    const atom = new Converter(name).model(def, false, 0);
    if (Object.keys(atom).length === 0) continue;
    types.push(typeDef(name, atom));
  }
  types.push(typeDef(untypedAtomic, untypedAtom(untypedAtomic, "atomic")));
  types.push(typeDef(untypedDeduced, untypedAtom(untypedDeduced, "separable")));
  return goYaml(new Map([["types", types]]));
}

function untypedAtom(mapElement: string, relationship: string): Atom {
  return {
    scalar: "untyped",
    list: { elementType: { namedType: untypedAtomic }, elementRelationship: "atomic" },
    map: { elementType: { namedType: mapElement }, elementRelationship: relationship },
  };
}

class Converter {
  constructor(private readonly name: string) {}

  model(schema: Schema, preserve: boolean, depth: number): Atom {
    if (depth > maxDepth) return {};
    const type = schema.type;
    if (type === undefined || type === "") {
      if (schema.properties !== undefined && Object.keys(schema.properties).length > 0) return this.kind(schema, preserve, depth);
      return untypedAtom(untypedDeduced, "separable");
    }
    if (type === "object") return schema.properties !== undefined && Object.keys(schema.properties).length > 0 ? this.kind(schema, preserve, depth) : this.map(schema, preserve, depth);
    if (type === "array") return { list: { elementType: this.ref(schema.items ?? {}, preserve, depth), ...listRelationship(schema) } };
    if (depth === 0 && this.name === quantity) return { scalar: "untyped" };
    return { scalar: primitive(type, schema.format ?? "") };
  }

  private kind(schema: Schema, inherited: boolean, depth: number): Atom {
    const preserve = inherited || schema["x-kubernetes-preserve-unknown-fields"] === true;
    const props = schema.properties!;
    const names = Object.keys(props).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const fields = names.map((name) => {
      const member = props[name]!;
      const field: { name: string; type: TypeRef; default?: ArgValue } = { name, type: this.ref(member, preserve, depth) };
      if (member.default !== undefined) field.default = member.default;
      return field;
    });
    const map: NonNullable<Atom["map"]> = { fields };
    if (preserve) map.elementType = { namedType: untypedDeduced };
    const relationship = mapRelationship(schema);
    if (relationship !== undefined) map.elementRelationship = relationship;
    return { map };
  }

  private map(schema: Schema, preserve: boolean, depth: number): Atom {
    const additional = schema.additionalProperties;
    const elementType = typeof additional === "object" ? this.ref(additional, preserve, depth) : { ...untypedAtom(untypedDeduced, "separable") };
    const map: NonNullable<Atom["map"]> = { elementType };
    const relationship = mapRelationship(schema);
    if (relationship !== undefined) map.elementRelationship = relationship;
    return { map };
  }

  private ref(schema: Schema, preserve: boolean, depth: number): TypeRef {
    if (schema.$ref !== undefined) {
      const name = restFriendlyName(schema.$ref);
      if (name === rawExtension) return { namedType: untypedAtomic };
      const out: TypeRef = { namedType: name };
      const relationship = mapRelationship(schema);
      if (relationship !== undefined) out.elementRelationship = relationship;
      return out;
    }
    const atom = new Converter("inlined in " + this.name).model(schema, preserve, depth + 1);
    return Object.keys(atom).length === 0 ? { namedType: untypedAtomic } : atom;
  }
}

function primitive(type: string, format: string): string {
  if (type === "integer" || type === "number") return "numeric";
  if (type === "boolean") return "boolean";
  if (type === "string") return format === "" || format === "byte" ? "string" : "untyped";
  return "untyped";
}

function listRelationship(schema: Schema): { elementRelationship: string; keys?: string[] } {
  const listType = schema["x-kubernetes-list-type"];
  if (listType === "set") return { elementRelationship: "associative" };
  if (listType === "map") return { elementRelationship: "associative", keys: [...(schema["x-kubernetes-list-map-keys"] ?? [])] };
  return { elementRelationship: "atomic" };
}

function mapRelationship(schema: Schema): string | undefined {
  const mapType = schema["x-kubernetes-map-type"];
  return mapType === "atomic" ? "atomic" : mapType === "granular" ? "separable" : undefined;
}

function typeDef(name: string, atom: Atom): YamlValue {
  return new Map<string, YamlValue>([["name", name], ...atomEntries(atom)]);
}

function atomEntries(atom: Atom): [string, YamlValue][] {
  const out: [string, YamlValue][] = [];
  if (atom.scalar !== undefined) out.push(["scalar", atom.scalar]);
  if (atom.list !== undefined) {
    const list = new Map<string, YamlValue>([["elementType", typeRef(atom.list.elementType)], ["elementRelationship", atom.list.elementRelationship]]);
    if (atom.list.keys !== undefined && atom.list.keys.length > 0) list.set("keys", atom.list.keys);
    out.push(["list", list]);
  }
  if (atom.map !== undefined) {
    const map = new Map<string, YamlValue>();
    if (atom.map.fields !== undefined && atom.map.fields.length > 0) {
      map.set("fields", atom.map.fields.map((f) => {
        const field = new Map<string, YamlValue>([["name", f.name], ["type", typeRef(f.type)]]);
        if (f.default !== undefined) field.set("default", f.default as YamlValue);
        return field;
      }));
    }
    if (atom.map.elementType !== undefined) map.set("elementType", typeRef(atom.map.elementType));
    if (atom.map.elementRelationship !== undefined) map.set("elementRelationship", atom.map.elementRelationship);
    out.push(["map", map]);
  }
  return out;
}

function typeRef(ref: TypeRef): YamlValue {
  const out = new Map<string, YamlValue>();
  if (ref.namedType !== undefined) out.set("namedType", ref.namedType);
  for (const [k, v] of atomEntries(ref)) out.set(k, v);
  if (ref.elementRelationship !== undefined && ref.namedType !== undefined) out.set("elementRelationship", ref.elementRelationship);
  return out;
}
