// `+k8s:validation:*` markers (openapi-gen §10): value constraints, CEL rules as
// `x-kubernetes-validations`, and nested `items:` / `properties:<name>:` /
// `additionalProperties:` constraints wrapped in `allOf`. Every problem is an error.

import { diagnose } from "../../diag/diagnostic.js";
import { dict } from "../../json/dict.js";
import { parseJsonValue } from "../../json/json-text.js";
import type { Marker } from "../../markers/comment-tags.js";
import type { TypeRef } from "../../model/ir.js";
import type { Span } from "../../parse/syntax.js";
import type { EmitContext, Schema } from "./context.js";
import { hasChange } from "../../era/openapi-gen.js";
import { resolveAliasAndPtr, structFields, typeFormatOf } from "../../model/types.js";

const prefix = "k8s:validation:";
const knownRoots = new Set([
  "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern",
  "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties", "cel", "items", "properties",
  "additionalProperties", "format", "nullable", "enum",
]);

function hasCustomSchema(methods: readonly string[]): boolean {
  const has = (name: string): boolean => methods.includes(name);
  return has("OpenAPIDefinition") || has("OpenAPIV3Definition") || has("OpenAPIV3OneOfTypes") ||
    (has("OpenAPISchemaType") && has("OpenAPISchemaFormat"));
}

export interface ValidationResult {
  readonly schema: Schema;
  readonly extensions: Schema;
}

type Tree = { [key: string]: unknown };

/** Applies the validation markers of a member or type whose Go type is `type`. */
export function applyValidationMarkers(markers: readonly Marker[], type: TypeRef | undefined, ctx: EmitContext): ValidationResult {
  // openapi-gen read none of these markers before kube-openapi eec4567.
  const relevant = hasChange(ctx.era, "validation-markers") ? markers.filter((m) => m.text.startsWith(prefix)) : [];
  if (relevant.length === 0) return { schema: {}, extensions: {} };
  const tree = parseTree(relevant, ctx);
  if (tree === undefined) return { schema: {}, extensions: {} };
  const span = relevant[0]!.span;
  const fail = (message: string): void => void ctx.diagnostics.push(diagnose("OM2006", span, message));
  const { cel, ...rest } = tree;
  const schema = levelSchema(rest, type, ctx, fail);
  const extensions: Schema = {};
  if (cel !== undefined) {
    const rules = celRules(cel, fail);
    if (rules.length > 0) extensions["x-kubernetes-validations"] = rules;
  }
  return { schema, extensions };
}

// ---- parsing lines into a nested tree ------------------------------------------------

function parseTree(markers: readonly Marker[], ctx: EmitContext): Tree | undefined {
  const tree: Tree = dict();
  const assigned = new Set<string>();
  let lastRawKey: string | undefined;
  const indices = new IndexLint();
  let ok = true;
  let linted = false;
  const error = (span: Span, message: string): void => {
    ctx.diagnostics.push(diagnose("OM2006", span, message));
    ok = false;
  };
  // A line the index lint refused leaves its index unset: later lines of it are no new problem.
  const gapError = (span: Span, message: string): void => { if (!linted) error(span, message); };
  for (const marker of markers) {
    const match = /^([:_a-zA-Z0-9[\]-]+)(?:=(.*)|>(.*))?$/s.exec(marker.text.slice(prefix.length));
    if (match === null) {
      error(marker.span, `marker does not match the +key=<json> pattern: +${marker.text}`);
      continue;
    }
    const [, key, json, raw] = match as unknown as [string, string, string | undefined, string | undefined];
    const indexProblem = indices.next(marker.span, key);
    if (indexProblem !== undefined) { error(marker.span, indexProblem); linted = true; continue; }
    const root = key.split(/[:[]/)[0]!;
    if (!knownRoots.has(root)) continue;
    if (raw !== undefined) {
      if (assigned.has(key) && lastRawKey !== key) error(marker.span, `concatenations to key '${key}' must be consecutive with its assignment`);
      const previous = lastRawKey === key ? getPath(tree, key) : undefined;
      setPath(tree, key, previous === undefined ? raw.trim() : `${String(previous)}\n${raw.trim()}`, marker.span, gapError);
      assigned.add(key);
      lastRawKey = key;
      continue;
    }
    lastRawKey = undefined;
    if (assigned.has(key)) { error(marker.span, `cannot have multiple values for key '${key}'`); continue; }
    assigned.add(key);
    if (json === undefined) { setPath(tree, key, true, marker.span, gapError); continue; }
    if (/^ref\(.*\)$/.test(json)) continue;
    const parsed = parseJsonValue(json);
    if (parsed.ok) setPath(tree, key, parsed.value, marker.span, gapError);
    else error(marker.span, `failed to parse value for key ${key} as JSON: ${parsed.message}`);
  }
  return ok ? tree : undefined;
}

/**
 * openapi-gen's lint of array subscripts, line by line: a key's first `[n]` must be 0, or
 * follow a line of the same key with index n-1 or n. Any other comment line in between (a
 * blank one, text, another marker) breaks the run, so `cel[1]` must come right after `cel[0]`.
 */
class IndexLint {
  private file = "";
  private line = -2;
  private key = "";
  private index = -1;

  /** The problem of this marker line, if any, and remembers it for the next line. */
  next(span: Span, key: string): string | undefined {
    const adjacent = span.line === this.line + 1 && span.file === this.file;
    const previousKey = adjacent ? this.key : "";
    const previousIndex = adjacent ? this.index : -1;
    this.line = span.line;
    this.file = span.file;
    const subscript = /^([^[]*)\[(\d+)\]/.exec(key);
    this.key = subscript?.[1] ?? "";
    this.index = subscript === null ? -1 : Number(subscript[2]);
    if (subscript === null) return undefined;
    const fits = (previousKey === this.key || this.index === 0) && (this.index === previousIndex + 1 || this.index === previousIndex);
    return fits ? undefined : `non-consecutive index ${this.index} for key '${this.key}'`;
  }
}

function segments(key: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const part of key.split(":")) {
    const m = /^([^[\]]+)((?:\[\d+\])*)$/.exec(part);
    if (m === null) { out.push(part); continue; }
    out.push(m[1]!);
    for (const idx of m[2]!.matchAll(/\[(\d+)\]/g)) out.push(Number(idx[1]));
  }
  return out;
}

function getPath(tree: Tree, key: string): unknown {
  let node: unknown = tree;
  for (const seg of segments(key)) node = (node as Record<string | number, unknown> | undefined)?.[seg];
  return node;
}

function setPath(tree: Tree, key: string, value: unknown, span: Span, error: (span: Span, message: string) => void): void {
  const segs = segments(key);
  let node: Record<string | number, unknown> = tree;
  segs.forEach((seg, i) => {
    const last = i === segs.length - 1;
    const nextIsIndex = typeof segs[i + 1] === "number";
    if (typeof seg === "number") {
      const list = node as unknown as unknown[];
      if (seg > list.length) error(span, `non-consecutive index ${seg} for key '${key}'`);
    }
    if (last) { node[seg] = value; return; }
    if (node[seg] === undefined) node[seg] = nextIsIndex ? [] : dict();
    node = node[seg] as Record<string | number, unknown>;
  });
}

// ---- tree → schema ---------------------------------------------------------------------

type TypeClass = "number" | "string" | "array" | "map" | "struct" | "custom" | "other";

/**
 * What ValidateType sees in a type; a type can be two things at once: `[]byte` is a slice
 * whose OpenAPI type is string, so maxItems and maxLength both fit it.
 */
function classify(type: TypeRef | undefined, ctx: EmitContext): readonly TypeClass[] {
  if (type === undefined) return ["struct"];
  const resolved = resolveAliasAndPtr(ctx.universe, type);
  // Only the methods that replace the schema lift the type checks (ValidateType);
  // OpenAPIModelName merely names the definition.
  if (resolved.kind === "struct" && hasCustomSchema(resolved.decl.methods.map((m) => m.name))) return ["custom"];
  const entry = typeFormatOf(resolved);
  const classes: TypeClass[] = [];
  if (entry?.type === "integer" || entry?.type === "number") classes.push("number");
  if (entry?.type === "string") classes.push("string");
  if (resolved.kind === "slice" || resolved.kind === "array") classes.push("array");
  if (resolved.kind === "map") classes.push("map");
  if (resolved.kind === "struct") classes.push("struct");
  return classes.length === 0 ? ["other"] : classes;
}

const keysFor: Record<string, TypeClass[]> = {
  minimum: ["number"], maximum: ["number"], exclusiveMinimum: ["number"], exclusiveMaximum: ["number"], multipleOf: ["number"],
  minLength: ["string"], maxLength: ["string"], pattern: ["string"],
  minItems: ["array"], maxItems: ["array"], uniqueItems: ["array"],
  minProperties: ["map", "struct"], maxProperties: ["map", "struct"],
};

function levelSchema(tree: Tree, type: TypeRef | undefined, ctx: EmitContext, fail: (m: string) => void): Schema {
  const kinds = classify(type, ctx);
  const schema: Schema = {};
  for (const [key, allowed] of Object.entries(keysFor)) {
    if (tree[key] === undefined) continue;
    if (!kinds.includes("custom") && !kinds.some((k) => allowed.includes(k))) { fail(`${key} can only be used on ${allowed.join(" or ")} types`); continue; }
    // false (exclusiveMinimum=false, uniqueItems=false) is the Go zero value: not written.
    if (tree[key] !== false) schema[key] = tree[key];
  }
  crossCheck(schema, fail);
  if (typeof schema.pattern === "string") {
    try { new RegExp(schema.pattern, "u"); } catch { fail(`invalid pattern ${JSON.stringify(schema.pattern)}`); }
  }
  const nested = nestedSchema(tree, type, kinds, ctx, fail);
  if (nested !== undefined) schema.allOf = [nested];
  // Nested levels (items:cel[0]:rule=…) carry their CEL rules in their own schema; the top
  // level's rules are split off by applyValidationMarkers before this.
  if (tree.cel !== undefined) {
    const rules = celRules(tree.cel, fail);
    if (rules.length > 0) schema["x-kubernetes-validations"] = rules;
  }
  return schema;
}

function nestedSchema(tree: Tree, type: TypeRef | undefined, kinds: readonly TypeClass[], ctx: EmitContext, fail: (m: string) => void): Schema | undefined {
  const out: Schema = {};
  const resolved = type === undefined ? undefined : resolveAliasAndPtr(ctx.universe, type);
  if (tree.items !== undefined) {
    if (resolved?.kind === "slice" || resolved?.kind === "array") out.items = levelSchema(tree.items as Tree, resolved.elem, ctx, fail);
    else fail("items can only be used on array types");
  }
  if (tree.additionalProperties !== undefined) {
    if (resolved?.kind === "map") out.additionalProperties = levelSchema(tree.additionalProperties as Tree, resolved.value, ctx, fail);
    else fail("additionalProperties can only be used on map types");
  }
  if (tree.properties !== undefined) out.properties = propertiesSchema(tree.properties as Tree, resolved, kinds, ctx, fail);
  return Object.keys(out).length === 0 ? undefined : out;
}

function propertiesSchema(tree: Tree, resolved: ReturnType<typeof resolveAliasAndPtr> | undefined, kinds: readonly TypeClass[], ctx: EmitContext, fail: (m: string) => void): Schema {
  const out: Schema = dict();
  for (const [name, sub] of Object.entries(tree)) {
    if (kinds.includes("map") && resolved?.kind === "map") { out[name] = levelSchema(sub as Tree, resolved.value, ctx, fail); continue; }
    if (resolved?.kind !== "struct") { fail("properties can only be used on struct or map types"); continue; }
    const field = structFields(ctx.universe, resolved.decl).find((f) => (f.json?.name ?? f.name) === name);
    if (field === undefined) { fail(`property ${name} does not exist in ${resolved.decl.name}`); continue; }
    out[name] = levelSchema(sub as Tree, field.type, ctx, fail);
  }
  return out;
}

function crossCheck(schema: Schema, fail: (m: string) => void): void {
  for (const key of ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"]) {
    const value = schema[key];
    if (value !== undefined && (typeof value !== "number" || !Number.isInteger(value))) fail(`${key} must be an integer`);
    else if (typeof value === "number" && value < 0) fail(`${key} cannot be negative`);
  }
  for (const [min, max] of [["minimum", "maximum"], ["minLength", "maxLength"], ["minItems", "maxItems"], ["minProperties", "maxProperties"]] as const) {
    const a = schema[min];
    const b = schema[max];
    if (typeof a === "number" && typeof b === "number" && a > b) fail(`${min} ${a} is greater than ${max} ${b}`);
  }
  if (schema.minimum !== undefined && schema.minimum === schema.maximum && (schema.exclusiveMinimum === true || schema.exclusiveMaximum === true)) {
    fail("exclusiveMinimum/exclusiveMaximum cannot be set when minimum == maximum");
  }
  if (schema.multipleOf === 0) fail("multipleOf cannot be 0");
}

function celRules(cel: unknown, fail: (m: string) => void): Schema[] {
  if (!Array.isArray(cel)) { fail("cel markers must be indexed: cel[0]:rule=…"); return []; }
  return cel.map((entry: unknown, i: number) => {
    const rule = (entry ?? {}) as Schema;
    if (typeof rule.rule !== "string") fail(`cel[${i}]: rule is required`);
    if ((rule.message === undefined) === (rule.messageExpression === undefined)) fail(`cel[${i}]: exactly one of message or messageExpression is required`);
    const out: Schema = {};
    for (const key of ["rule", "message", "messageExpression", "reason", "fieldPath", "optionalOldSelf"]) {
      if (rule[key] !== undefined && rule[key] !== "" && rule[key] !== false) out[key] = rule[key];
    }
    return out;
  });
}

/** The declared Go type of a struct's definition, for struct-level markers. */
export function declTypeRef(decl: { pkg: string; name: string; span: Span }): TypeRef {
  return { kind: "named", pkg: decl.pkg, name: decl.name, span: decl.span };
}
