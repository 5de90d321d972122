// TypeScript declarations for every definition: an interface per struct, a type alias per
// custom scalar, and for each KEP-1027 union a discriminated union over the
// discriminator's values, e.g.
//   {type: "Localhost"; localhostProfile: string} | {type: "RuntimeDefault"; localhostProfile?: never}
// Every string that comes from Go source is written as a JSON string literal or inside an
// escaped doc comment, so no marker or description can break or inject code.

import type { DefinitionTable, SchemaTable, Tables, UnionTable } from "../../runtime/tables.js";
import { Ref, type Schema } from "../openapi/context.js";
import type { Definition } from "../openapi/definitions.js";
import { isScalarDefinition } from "./ts-tables.js";

export interface TypeView {
  readonly name: string;
  readonly definition: string;
  /** A JSDoc block, or "" */
  readonly doc: string;
  /** `interface X {…}` or `type X = …;`, without `export`. */
  readonly declaration: string;
}

export function buildTypeViews(definitions: readonly Definition[], tables: Tables): TypeView[] {
  const names = typeNames(definitions);
  const nameOf = (ref: string): string => names.get(ref) ?? "unknown";
  return definitions.map((def) => {
    const name = names.get(def.name)!;
    const doc = jsDoc(typeof def.v2.description === "string" ? def.v2.description : "");
    if (isScalarDefinition(def)) return { name, definition: def.name, doc, declaration: `type ${name} = ${typeExpr(def.v3, nameOf)};` };
    return { name, definition: def.name, doc, declaration: structDeclaration(name, def, tables[def.name]!, nameOf) };
  });
}

// ---- names ----------------------------------------------------------------------------

/**
 * TS names that are a function of the type alone, so that generating more or fewer
 * packages never renames an export (docs/runtime.md, "Type names in the module"):
 *  1. the PascalCase group and version of its package — the last two elements of the
 *     package path when the last is a Kubernetes version (`apps/v1` → `AppsV1`), else the
 *     last element (`resource`) — followed by its Go name: `AppsV1Deployment`,
 *     `MetaV1ObjectMeta`, `ResourceQuantity`;
 *  2. a name that two types of one module would share (packages `a-b` and `a_b` both give
 *     `AB`; `x/apps/v1` in two modules), or that is no identifier, becomes `$` followed by
 *     the escaped definition name (`escapedName`), which no Go name can spell, since Go
 *     identifiers have no `$`. Only these collisions depend on what else is generated.
 */
export function typeNames(definitions: readonly Definition[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const def of definitions) names.set(def.name, qualifiedName(def.decl.pkg, def.decl.name));
  const taken = new Map<string, number>();
  for (const name of names.values()) taken.set(name, (taken.get(name) ?? 0) + 1);
  for (const [def, name] of names) {
    if (taken.get(name)! > 1 || isReserved(name) || !identifier.test(name)) names.set(def, escapedName(def));
  }
  return names;
}

const kubeVersion = /^v\d+((alpha|beta)\d+)?$/;

/** `k8s.io/api/apps/v1`, `Deployment` → `AppsV1Deployment`; `k8s.io/apimachinery/pkg/api/resource`, `Quantity` → `ResourceQuantity`. */
export function qualifiedName(pkg: string, goName: string): string {
  const elements = pkg.split("/");
  const last = elements[elements.length - 1]!;
  const group = kubeVersion.test(last) && elements.length > 1 ? [elements[elements.length - 2]!, last] : [last];
  return group.map(pascal).join("") + goName;
}

/** What the module itself declares or imports, and what TypeScript does not allow as a type name. */
const reservedNames = new Set([
  "tables", "Tables", "Definitions", "DefinitionName", "TypedTables",
  "any", "unknown", "never", "string", "number", "boolean", "symbol", "object", "bigint", "undefined", "void", "null",
  "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else", "enum", "export",
  "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof", "new", "return", "super", "switch",
  "this", "throw", "true", "try", "typeof", "var", "while", "with", "implements", "interface", "let", "package", "private",
  "protected", "public", "static", "yield", "await", "type", "keyof", "readonly", "infer", "is", "asserts", "unique",
  "declare", "namespace", "module", "abstract", "as", "satisfies", "global", "require",
]);

function isReserved(name: string): boolean {
  return reservedNames.has(name);
}

const identifier = /^[\p{ID_Start}_][\p{ID_Continue}\u200c\u200d]*$/u;

/**
 * `$` and the definition name with letters, digits and `_`
 * kept, `.` written `$_`, and any other character `$<hex code point>$`: one-to-one, so
 * distinct definitions get distinct names.
 */
export function escapedName(definition: string): string {
  let out = "$";
  for (const ch of definition) {
    if (/^[A-Za-z0-9_]$/.test(ch)) out += ch;
    else if (ch === ".") out += "$_";
    else out += `$${ch.codePointAt(0)!.toString(16)}$`;
  }
  return out;
}

function pascal(segment: string): string {
  return segment.split(/[^A-Za-z0-9]+/).filter((p) => p !== "").map((p) => p[0]!.toUpperCase() + p.slice(1)).join("");
}

// ---- declarations -------------------------------------------------------------------------

function structDeclaration(name: string, def: Definition, table: DefinitionTable, nameOf: (ref: string) => string): string {
  const schema = def.v2;
  const unions = table.unions;
  const properties = withCrdEnums((schema.properties as Record<string, Schema> | undefined) ?? {}, table.schema);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const discriminated = unions.filter((u) => u.origin === "kep-1027" && u.discriminator !== null);
  const inUnion = new Set(discriminated.flatMap((u) => [u.discriminator!, ...Object.keys(u.members)]));
  const base = Object.entries(properties).filter(([key]) => !inUnion.has(key));
  if (Object.keys(properties).length === 0) return `type ${name} = { [key: string]: unknown };`;
  const body = objectType(base.map(([key, p]) => member(key, p, !required.has(key), nameOf)), "");
  if (discriminated.length === 0) return `interface ${name} ${body}`;
  const variants = discriminated.map((u) => unionType(u, properties, required, nameOf));
  return `type ${name} = ${[...(base.length > 0 ? [body] : []), ...variants].join(" & ")};`;
}

/**
 * The enums only the CRD schema knows (kubebuilder's `+kubebuilder:validation:Enum`, which
 * openapi-gen does not read) added to the properties, their list items and map values, so
 * that they are typed as string-literal unions too.
 */
function withCrdEnums(properties: Record<string, Schema>, crd: SchemaTable | undefined): Record<string, Schema> {
  const crdProperties = crd?.properties;
  if (crdProperties === undefined) return properties;
  const out: Record<string, Schema> = Object.create(null) as Record<string, Schema>;
  for (const [name, property] of Object.entries(properties)) {
    out[name] = Object.hasOwn(crdProperties, name) ? withEnum(property, crdProperties[name]!, 0) : property;
  }
  return out;
}

function withEnum(schema: Schema, crd: SchemaTable, depth: number): Schema {
  if (depth > 4 || schema.$ref instanceof Ref) return schema;
  const enumValues = crd.enum;
  if (!Array.isArray(schema.enum) && Array.isArray(enumValues) && enumValues.length > 0 && enumValues.every((v) => typeof v === "string") && schema.type === "string") {
    return { ...schema, enum: [...enumValues] };
  }
  if (schema.type === "array" && crd.items !== undefined && schema.items !== undefined) return { ...schema, items: withEnum(schema.items as Schema, crd.items, depth + 1) };
  if (schema.type === "object" && typeof crd.additionalProperties === "object" && typeof schema.additionalProperties === "object") {
    return { ...schema, additionalProperties: withEnum(schema.additionalProperties as Schema, crd.additionalProperties, depth + 1) };
  }
  return schema;
}

function unionType(union: UnionTable, properties: Record<string, Schema>, required: Set<string>, nameOf: (ref: string) => string): string {
  const discriminator = union.discriminator!;
  const members = Object.keys(union.members);
  const variants = Object.entries(union.values).map(([value, selected]) => {
    const optionalDiscriminator = value === "" && !required.has(discriminator);
    const lines = [`${key(discriminator)}${optionalDiscriminator ? "?" : ""}: ${JSON.stringify(value)};`];
    for (const m of members) {
      if (m === selected) lines.push(member(m, properties[m] ?? {}, union.members[m]!.optional, nameOf));
      else lines.push(`${key(m)}?: never;`);
    }
    return objectType(lines, "  ");
  });
  return `(\n${variants.map((v) => `  | ${v}`).join("\n")}\n)`;
}

function member(name: string, property: Schema, optional: boolean, nameOf: (ref: string) => string): string {
  const doc = jsDoc(typeof property.description === "string" ? property.description : "");
  return `${doc}${key(name)}${optional ? "?" : ""}: ${typeExpr(property, nameOf)};`;
}

function objectType(lines: readonly string[], indent: string): string {
  if (lines.length === 0) return "{}";
  return `{\n${lines.map((l) => l.split("\n").map((part) => `${indent}  ${part}`).join("\n")).join("\n")}\n${indent}}`;
}

function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

/** The TS type of a schema. */
export function typeExpr(schema: Schema, nameOf: (ref: string) => string): string {
  if (schema.$ref instanceof Ref) return nameOf(schema.$ref.name);
  if (Array.isArray(schema.oneOf)) return (schema.oneOf as Schema[]).map((s) => typeExpr(s, nameOf)).join(" | ");
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  switch (schema.type) {
    case "string":
      return "string";
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "boolean";
    case "array": {
      const item = typeExpr(schema.items as Schema, nameOf);
      return /[|&]/.test(item) ? `(${item})[]` : `${item}[]`;
    }
    case "object":
      return schema.additionalProperties === undefined
        ? "{ [key: string]: unknown }"
        : `{ [key: string]: ${typeExpr(schema.additionalProperties as Schema, nameOf)} }`;
    default:
      return "unknown";
  }
}

/** A JSDoc block ending in a newline; `*\/` in the text cannot end the comment. */
function jsDoc(text: string): string {
  if (text === "") return "";
  const lines = text.replace(/\*\//g, "*\\/").split("\n");
  if (lines.length === 1) return `/** ${lines[0]} */\n`;
  return `/**\n${lines.map((l) => ` *${l === "" ? "" : " " + l}`).join("\n")}\n */\n`;
}
