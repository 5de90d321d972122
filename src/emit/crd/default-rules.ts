// The API server checks a CRD's `default` values against the CEL rules of their schema too
// (apiextensions' defaulting validation, after the schema validation passes): first with the
// default as its own old value, then, if that passes and ratcheting is on, as a create (no old
// value): rules that read oldSelf are skipped then, except optionalOldSelf ones, which see no
// oldSelf (optional.none()). A rule that evaluates to false refuses the CRD. We have no CEL
// runtime here: rules are evaluated by a small evaluator of their literal, self/oldSelf,
// field, has(), equality, logic, string-concatenation and optional parts, and a rule it cannot
// evaluate (or that would fail to evaluate on the server) is left unsaid rather than guessed.

import { parseCel } from "../../runtime/cel/syntax/parser.js";
import type { Expr } from "../../runtime/cel/syntax/ast.js";
import type { ValidationRuleSchema } from "../../runtime/tables.js";
import type { Schema } from "./schema.js";

const UNKNOWN = Symbol("unknown");
const MAX_DEPTH = 100;

interface Optional { readonly optional: true; readonly value?: Value }
type Value = null | boolean | number | string | readonly unknown[] | { readonly [key: string]: unknown } | Optional;
type Result = Value | typeof UNKNOWN;

interface Activation {
  readonly self: Value;
  /** Absent: the rule is not evaluated with an old value. */
  readonly oldSelf?: Value;
}

/** The errors the server's CEL check of a default gives (paths under `default`); none when every rule holds or cannot be evaluated here. */
export function defaultRuleErrors(node: Schema, value: unknown): string[] {
  // first pass: the default is its own old value; a failure there of a rule not reading
  // oldSelf is ratcheted (unchanged value) and not reported
  const first = walk(node, value, "default", true, 0);
  if (first.length > 0) return first;
  return walk(node, value, "default", false, 0);
}

function walk(node: Schema, value: unknown, path: string, withOld: boolean, depth: number): string[] {
  if (depth > MAX_DEPTH || value === undefined) return [];
  const out: string[] = [];
  for (const rule of node["x-kubernetes-validations"] ?? []) {
    const error = ruleError(rule, node, value as Value, path, withOld);
    if (error !== undefined) out.push(error);
  }
  if (Array.isArray(value) && node.items !== undefined) value.forEach((item, i) => out.push(...walk(node.items!, item, `${path}[${i}]`, withOld, depth + 1)));
  else if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value)) {
      const property = node.properties !== undefined && Object.hasOwn(node.properties, key) ? node.properties[key] : undefined;
      if (property !== undefined) out.push(...walk(property, v, `${path}.${key}`, withOld, depth + 1));
      else if (typeof node.additionalProperties === "object") out.push(...walk(node.additionalProperties, v, `${path}[${key}]`, withOld, depth + 1));
    }
  }
  return out;
}

function ruleError(rule: ValidationRuleSchema, node: Schema, value: Value, path: string, withOld: boolean): string | undefined {
  let expr: Expr;
  try {
    expr = parseCel(rule.rule);
  } catch {
    return undefined;
  }
  const readsOld = mentions(expr, "oldSelf", 0);
  const optional = rule.optionalOldSelf === true;
  let activation: Activation;
  if (withOld) {
    // unchanged: only what reads oldSelf can fail
    if (!readsOld) return undefined;
    activation = { self: value, oldSelf: optional ? { optional: true, value } : value };
  } else {
    if (readsOld && !optional) return undefined;
    activation = readsOld ? { self: value, oldSelf: { optional: true } } : { self: value };
  }
  if (evaluate(expr, activation, 0) !== false) return undefined;
  return fieldError(rule, node, value, path, activation);
}

/** As the server prints the error: the rule's reason, its fieldPath under the node's path, its message. */
function fieldError(rule: ValidationRuleSchema, node: Schema, value: Value, path: string, activation: Activation): string {
  const at = rule.fieldPath === undefined || rule.fieldPath === "" ? path : `${path}.${rule.fieldPath.replace(/^\./, "")}`;
  let detail: string | undefined;
  if (rule.messageExpression !== undefined && rule.messageExpression !== "") {
    try {
      const message = evaluate(parseCel(rule.messageExpression), activation, 0);
      if (typeof message === "string") detail = message;
    } catch { /* a message that does not parse: the rule's message */ }
  }
  detail ??= rule.message !== undefined && rule.message.trim() !== "" ? rule.message.trim() : `failed rule: ${rule.rule.trim()}`;
  const omitted = node.type === "object" || node.type === "array";
  switch (rule.reason) {
    case "FieldValueForbidden": return `${at}: Forbidden: ${detail}`;
    case "FieldValueRequired": return `${at}: Required value: ${detail}`;
    case "FieldValueDuplicate": return `${at}: Duplicate value: ${omitted ? "" : JSON.stringify(value)}`;
    default: return omitted ? `${at}: Invalid value: ${detail}` : `${at}: Invalid value: ${JSON.stringify(value)}: ${detail}`;
  }
}

function mentions(expr: Expr, name: string, depth: number): boolean {
  if (depth > 1000) return true;
  switch (expr.kind) {
    case "ident": return expr.name === name;
    case "literal": return false;
    case "select": return mentions(expr.operand, name, depth + 1);
    case "call": return (expr.target !== undefined && mentions(expr.target, name, depth + 1)) || expr.args.some((a) => mentions(a, name, depth + 1));
    case "list": return expr.elements.some((e) => mentions(e, name, depth + 1));
    case "map": return expr.entries.some((e) => mentions(e.key, name, depth + 1) || mentions(e.value, name, depth + 1));
    case "struct": return expr.fields.some((f) => mentions(f.value, name, depth + 1));
    case "comprehension": return true;
  }
}

function isOptional(v: Result): v is Optional {
  return typeof v === "object" && v !== null && !Array.isArray(v) && (v as { optional?: unknown }).optional === true && Object.getPrototypeOf(v) === Object.prototype && Object.keys(v).every((k) => k === "optional" || k === "value");
}

function evaluate(expr: Expr, env: Activation, depth: number): Result {
  if (depth > MAX_DEPTH) return UNKNOWN;
  switch (expr.kind) {
    case "literal":
      return expr.literal.type === "null" ? null : expr.literal.type === "bytes" ? UNKNOWN : expr.literal.value;
    case "ident":
      if (expr.name === "self") return env.self;
      if (expr.name === "oldSelf" && env.oldSelf !== undefined) return env.oldSelf;
      return UNKNOWN;
    case "select": {
      const operand = evaluate(expr.operand, env, depth + 1);
      if (operand === UNKNOWN || operand === null || typeof operand !== "object" || Array.isArray(operand) || isOptional(operand)) return UNKNOWN;
      const has = Object.hasOwn(operand, expr.field);
      if (expr.testOnly) return has;
      return has ? (operand as Record<string, Value>)[expr.field]! : UNKNOWN;
    }
    case "call":
      return call(expr, env, depth);
    default:
      return UNKNOWN;
  }
}

function call(expr: Expr & { kind: "call" }, env: Activation, depth: number): Result {
  const arg = (i: number): Result => evaluate(expr.args[i]!, env, depth + 1);
  switch (expr.fn) {
    case "_&&_": case "_||_": {
      const stop = expr.fn === "_||_";
      const [a, b] = [arg(0), arg(1)];
      if (a === stop || b === stop) return stop;
      return a === !stop && b === !stop ? !stop : UNKNOWN;
    }
    case "!_": {
      const a = arg(0);
      return typeof a === "boolean" ? !a : UNKNOWN;
    }
    case "_==_": case "_!=_": {
      const a = arg(0);
      const b = arg(1);
      if (a === UNKNOWN || b === UNKNOWN) return UNKNOWN;
      const same = equal(a, b, 0);
      return same === UNKNOWN ? UNKNOWN : expr.fn === "_==_" ? same : !same;
    }
    case "_+_": {
      const [a, b] = [arg(0), arg(1)];
      return typeof a === "string" && typeof b === "string" ? a + b : UNKNOWN;
    }
    case "string": {
      const a = arg(0);
      return typeof a === "string" ? a : typeof a === "number" && Number.isSafeInteger(a) && expr.args[0]!.kind === "literal" && expr.args[0]!.literal.type === "int" ? String(a) : UNKNOWN;
    }
    case "hasValue": {
      const target = expr.target === undefined ? UNKNOWN : evaluate(expr.target, env, depth + 1);
      return isOptional(target) && expr.args.length === 0 ? target.value !== undefined : UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}

/** CEL's heterogeneous equality on JSON values: numbers by value, other kinds differing are unequal; optionals equal when both are empty or hold equal values. */
function equal(a: Value, b: Value, depth: number): boolean | typeof UNKNOWN {
  if (depth > MAX_DEPTH) return UNKNOWN;
  const [oa, ob] = [isOptional(a), isOptional(b)];
  if (oa || ob) {
    if (!(oa && ob)) return false;
    const [va, vb] = [(a as Optional).value, (b as Optional).value];
    return va === undefined || vb === undefined ? va === vb : equal(va, vb, depth + 1);
  }
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as readonly Value[];
    if (a.length !== bs.length) return false;
    let result: boolean | typeof UNKNOWN = true;
    for (let i = 0; i < a.length && result !== false; i++) {
      const e = equal(a[i] as Value, bs[i]!, depth + 1);
      result = e === false ? false : e === UNKNOWN ? UNKNOWN : result;
    }
    return result;
  }
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  if (ka.length !== kb.length || ka.some((k) => !Object.hasOwn(b, k))) return false;
  let result: boolean | typeof UNKNOWN = true;
  for (const k of ka) {
    if (result === false) break;
    const e = equal((a as Record<string, Value>)[k]!, (b as Record<string, Value>)[k]!, depth + 1);
    result = e === false ? false : e === UNKNOWN ? UNKNOWN : result;
  }
  return result;
}
