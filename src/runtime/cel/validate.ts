// The x-kubernetes-validations half of the API server's custom resource validation
// (apiextensions-apiserver pkg/apiserver/schema/cel, Validator.Validate), over the decoded
// object (decode.ts). At each schema node with a value: its rules in order, then its allOf
// branches' rules, then list items (each with the old item of the same list-map keys; items
// of other lists have no old value), then an object's entries (map values and properties, in
// the object's key order; the server's order is Go's map order, which varies).
//
// A rule:
// - reading `oldSelf` runs only on update where the node has a correlated old value (or, with
//   optionalOldSelf, always, oldSelf then an optional);
// - true passes; false reports the rule's message (the messageExpression's result when that
//   evaluates to a non-empty single-line string), or `failed rule: <rule>`, at the node's path
//   plus the rule's fieldPath, as Invalid (the value omitted for objects and lists), or
//   Forbidden/Required/Duplicate by `reason`;
// - an evaluation error reports `<error> evaluating rule: <message or rule>`;
// - on update, a failure of a rule that does not read oldSelf is not reported when the node
//   (or, where it has no correlated old value, its nearest correlated ancestor) is unchanged
//   (CRD validation ratcheting, on since Kubernetes 1.30); the server sends it as a warning,
//   here given to `onWarning`.

import { deepEqual, hasOwn, isObject } from "../json.js";
import type { SchemaTable, Tables, ValidationRuleSchema } from "../tables.js";
import { FieldError, type FieldErrorType } from "../unions/k8s-errors.js";
import { resolveSchema } from "../crd/schema-walk.js";
import { optionalNone, optionalOf } from "./library/optional.js";
import { COST_LIMIT_EXCEEDED, PER_CALL_LIMIT, PER_OBJECT_BUDGET } from "./meter.js";
import { compile } from "./program.js";
import { InvalidData, toCel, withTypeAndObjectMeta } from "./to-cel.js";

/** No correlated old value. */
export const NONE: unique symbol = Symbol("no old value");

/** A rule failure on an object or list: the server omits the value (`Invalid value: <message>`). */
export class OmittedValueError extends FieldError {
  override toString(): string {
    const head = `${this.field}: ${this.type === "FieldValueDuplicate" ? "Duplicate value" : "Invalid value"}`;
    return this.detail === "" ? head : `${head}: ${this.detail}`;
  }
}

interface Walk {
  readonly tables: Tables;
  readonly errors: FieldError[];
  /** What is left of the object's runtime cost budget. */
  budget: number;
  /** A cost limit was hit: no further rule runs. */
  stopped: boolean;
  /** The cost one evaluation may take. */
  readonly perCallLimit: number;
  /** Receives a failure ratcheting keeps from the errors (the server sends it as a warning). */
  readonly warn: (warning: FieldError) => void;
}

interface Node {
  readonly schema: SchemaTable;
  readonly value: unknown;
  readonly old: unknown;
  readonly path: string;
  /** Whether the failures of this node's non-transition rules are ratcheted away (its value, or its nearest correlated ancestor's, is unchanged). */
  readonly unchanged: boolean;
  readonly root: boolean;
}

/**
 * The rules' errors for `value` (already decoded) at schema `root`; `old` is NONE on create.
 * `resourceRoot`: the root is a resource (its rules see apiVersion, kind and metadata).
 */
export function validateRules(tables: Tables, root: SchemaTable, value: unknown, old: unknown, resourceRoot = true, onWarning?: (warning: FieldError) => void): FieldError[] {
  return validateRulesWithBudget(tables, root, value, old, resourceRoot, PER_OBJECT_BUDGET, PER_CALL_LIMIT, onWarning).errors;
}

/** validateRules with a runtime cost budget: the errors and what is left of the budget (negative when a limit stopped validation). */
export function validateRulesWithBudget(tables: Tables, root: SchemaTable, value: unknown, old: unknown, resourceRoot: boolean, budget: number, perCallLimit = PER_CALL_LIMIT, onWarning?: (warning: FieldError) => void): { readonly errors: FieldError[]; readonly remaining: number } {
  const walk: Walk = { tables, errors: [], budget, perCallLimit, stopped: false, warn: onWarning ?? (() => undefined) };
  // A resource root never equals its old self on a real update (metadata changes), so nothing at it ratchets.
  const unchanged = !resourceRoot && old !== NONE && deepEqual(value, old);
  visit(walk, { schema: resolveSchema(tables, root), value, old, path: "", unchanged, root: resourceRoot });
  return { errors: walk.errors, remaining: walk.stopped ? -1 : walk.budget };
}

function visit(walk: Walk, node: Node): void {
  if (node.value === null || node.value === undefined || walk.stopped) return;
  runRules(walk, node);
  for (const branch of node.schema.allOf ?? []) runRules(walk, { ...node, schema: { ...resolveSchema(walk.tables, branch), type: node.schema.type } });
  const { schema, value } = node;
  if (Array.isArray(value)) {
    const items = schema.items === undefined ? undefined : resolveSchema(walk.tables, schema.items);
    if (items === undefined) return;
    const olds = correlate(schema, node.old);
    value.forEach((item, i) => {
      const old = olds(item);
      visit(walk, child(node, items, item, old, `${node.path}[${i}]`));
    });
    return;
  }
  if (!isObject(value)) return;
  const properties = schema.properties;
  const values = isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
  const old = isObject(node.old) ? node.old : undefined;
  for (const key of Object.keys(value)) {
    const sub = properties !== undefined && hasOwn(properties, key) ? properties[key] : values;
    if (sub === undefined) continue;
    const path = properties !== undefined && hasOwn(properties, key) ? (node.path === "" ? key : `${node.path}.${key}`) : `${node.path}[${key}]`;
    const next = child(node, resolveSchema(walk.tables, sub), value[key], old !== undefined && hasOwn(old, key) ? old[key] : NONE, path);
    // the validated root's apiVersion and kind are never ratcheted (the server's ratchetingOptions.key)
    visit(walk, node.path === "" && (key === "apiVersion" || key === "kind") ? { ...next, unchanged: false } : next);
  }
}

function child(parent: Node, schema: SchemaTable, value: unknown, old: unknown, path: string): Node {
  const unchanged = old === NONE ? parent.unchanged : deepEqual(value, old);
  return { schema, value, old, path, unchanged, root: false };
}

function correlate(schema: SchemaTable, old: unknown): (item: unknown) => unknown {
  const keys = schema["x-kubernetes-list-map-keys"];
  if (schema["x-kubernetes-list-type"] !== "map" || !Array.isArray(old) || !Array.isArray(keys)) return () => NONE;
  const key = (item: unknown): string | undefined => (isObject(item) ? JSON.stringify(keys.map((k) => (hasOwn(item, k) ? item[k] : null))) : undefined);
  const byKey = new Map<string, unknown>();
  for (const item of old) {
    const k = key(item);
    if (k !== undefined) byKey.set(k, item);
  }
  return (item) => {
    const k = key(item);
    return k !== undefined && byKey.has(k) ? byKey.get(k) : NONE;
  };
}

const OUT_OF_BUDGET = "validation failed due to running out of cost budget, no further validation rules will be run";

function runRules(walk: Walk, node: Node): void {
  const rules = node.schema["x-kubernetes-validations"];
  if (rules === undefined || rules.length === 0 || walk.stopped) return;
  const schema = node.root ? withTypeAndObjectMeta(node.schema) : node.schema;
  const type = node.schema.type ?? "";
  const invalid = (detail: string): FieldError => new FieldError(printed(node.path), type, detail, "x-kubernetes-validations", undefined, "FieldValueInvalid");
  if (walk.budget <= 0) return stop(walk, invalid(OUT_OF_BUDGET));
  // The server converts self and oldSelf as a rule reads them: data that does not fit the
  // schema is an evaluation error of the rules that read it, never ratcheted (v0.36 appends
  // evaluation errors directly); a rule that reads neither (`true`) never meets it.
  const self = convert(walk, schema, node.value);
  const old = node.old !== NONE && node.old !== null && node.old !== undefined ? convert(walk, schema, node.old) : NONE;
  for (const rule of rules) {
    const bad = unreadable(rule, self, old);
    if (bad !== undefined) walk.errors.push(invalid(`${bad.message} evaluating rule: ${ruleText(rule)}`));
    else runRule(walk, node, rule, { self, oldSelf: old instanceof InvalidData ? NONE : old, invalid });
    if (walk.stopped) return;
  }
}

/** A value as CEL sees it under its schema, or the InvalidData error reading it gives. */
function convert(walk: Walk, schema: SchemaTable, value: unknown): unknown {
  try {
    return toCel(walk.tables, schema, value);
  } catch (error) {
    if (!(error instanceof InvalidData)) throw error;
    return error;
  }
}

/** The conversion error a rule meets: self's if it reads self, else oldSelf's if it reads that. */
function unreadable(rule: ValidationRuleSchema, self: unknown, old: unknown): InvalidData | undefined {
  const program = compile(rule.rule, rule.optionalOldSelf === true);
  if (typeof program === "string") return undefined; // its compile error is runRule's to say
  if (self instanceof InvalidData && program.usesSelf) return self;
  return old instanceof InvalidData && program.usesOldSelf ? old : undefined;
}

/**
 * Where a rule's failure or evaluation error goes: a warning when ratcheting keeps it (the
 * rule does not use oldSelf and the value is unchanged), else an error.
 */
function reporter(walk: Walk, node: Node, usesOldSelf: boolean): (error: FieldError) => void {
  return (error) => (!usesOldSelf && node.unchanged ? walk.warn(error) : void walk.errors.push(error));
}

/** No further rule runs (the server returns a negative budget). */
function stop(walk: Walk, error: FieldError): void {
  walk.errors.push(error);
  walk.stopped = true;
}

interface RuleContext {
  readonly self: unknown;
  readonly oldSelf: unknown;
  readonly invalid: (detail: string) => FieldError;
}

function runRule(walk: Walk, node: Node, rule: ValidationRuleSchema, context: RuleContext): void {
  const { self, oldSelf, invalid } = context;
  const optionalOld = rule.optionalOldSelf === true;
  const program = compile(rule.rule, optionalOld);
  if (typeof program === "string") {
    walk.errors.push(invalid(`rule compile error: ${program}`));
    return;
  }
  if (program.usesOldSelf && oldSelf === NONE && !optionalOld) return;
  const bindings: Record<string, unknown> = { self };
  if (optionalOld) bindings["oldSelf"] = oldSelf === NONE ? optionalNone() : optionalOf(oldSelf as never);
  else if (oldSelf !== NONE) bindings["oldSelf"] = oldSelf;
  const result = program.run(bindings, walk.perCallLimit);
  if (result.cost > walk.budget) return stop(walk, invalid(OUT_OF_BUDGET));
  walk.budget -= result.cost;
  if ("error" in result) {
    if (result.error === COST_LIMIT_EXCEEDED) return stop(walk, invalid(`'${result.error}': no further validation rules will be run due to call cost exceeds limit for rule: ${ruleText(rule)}`));
    walk.errors.push(invalid(result.error.startsWith("no such overload")
      ? `'${result.error}': call arguments did not match a supported operator, function or macro signature for rule: ${ruleText(rule)}`
      : `${result.error} evaluating rule: ${ruleText(rule)}`));
    return;
  }
  if (result.value === true) return;
  const path = withFieldPath(walk.tables, node, rule.fieldPath);
  const message = messageOf(walk, rule, self, oldSelf);
  const report = reporter(walk, node, program.usesOldSelf);
  if (typeof message === "object") {
    report(new FieldError(path, node.schema.type ?? "", message.stop, "x-kubernetes-validations", undefined, "FieldValueInvalid"));
    walk.stopped = true;
    return;
  }
  const detail = message ?? (rule.message !== undefined && rule.message.trim() !== "" ? rule.message.trim() : `failed rule: ${ruleText(rule)}`);
  report(failure(path, node, detail, rule.reason));
}

/**
 * The messageExpression's message, undefined when there is none or it fails (the rule's
 * message is used), or why validation stops (out of budget, over the per-call limit). Its cost
 * is charged to the object's budget; it sees `oldSelf` as a plain value, optionalOldSelf or not.
 */
function messageOf(walk: Walk, rule: ValidationRuleSchema, self: unknown, oldSelf: unknown): string | { readonly stop: string } | undefined {
  if (rule.messageExpression === undefined || rule.messageExpression === "") return undefined;
  const program = compile(rule.messageExpression);
  if (typeof program === "string") return undefined;
  const bindings: Record<string, unknown> = { self };
  if (oldSelf !== NONE) bindings["oldSelf"] = oldSelf;
  const result = program.run(bindings, walk.perCallLimit);
  if (result.cost > walk.budget) return { stop: "messageExpression evaluation failed due to running out of cost budget, no further validation rules will be run" };
  if ("error" in result && result.error === COST_LIMIT_EXCEEDED) return { stop: `no further validation rules will be run due to call cost exceeds limit for messageExpression: ${JSON.stringify(rule.messageExpression)}` };
  walk.budget -= result.cost;
  if ("error" in result || typeof result.value !== "string") return undefined;
  const text = result.value.trim();
  return text === "" || text.includes("\n") || text.length > 5 * 1024 ? undefined : text;
}

function failure(path: string, node: Node, detail: string, reason: string | undefined): FieldError {
  const omitted = node.schema.type === "object" || node.schema.type === "array";
  const type: FieldErrorType = reason === "FieldValueForbidden" ? "FieldValueForbidden" : reason === "FieldValueRequired" ? "FieldValueRequired" : reason === "FieldValueDuplicate" ? "FieldValueDuplicate" : "FieldValueInvalid";
  if (type === "FieldValueDuplicate") return omitted ? new OmittedValueError(path, undefined, "", "x-kubernetes-validations", undefined, type) : new FieldError(path, node.value, "", "x-kubernetes-validations", undefined, type);
  if (omitted && type === "FieldValueInvalid") return new OmittedValueError(path, undefined, detail, "x-kubernetes-validations", undefined, type);
  return new FieldError(path, node.value, detail, "x-kubernetes-validations", undefined, type);
}

/** The rule's message if any, else its text (ruleErrorString). */
function ruleText(rule: ValidationRuleSchema): string {
  return rule.message !== undefined && rule.message.trim() !== "" ? rule.message.trim() : rule.rule.trim();
}

function printed(path: string): string {
  return path === "" ? "<nil>" : path;
}

/** The node's path with the rule's fieldPath (`.a.b`, `['a.b']`) appended: properties as `.a`, map keys as `[a]`. */
function withFieldPath(tables: Tables, node: Node, fieldPath: string | undefined): string {
  if (fieldPath === undefined || fieldPath === "") return printed(node.path);
  let path = node.path;
  let schema: SchemaTable = node.schema;
  const tokens = fieldPath.match(/\.[^.[\]]+|\['(?:[^'\\]|\\.)*'\]/g) ?? [];
  for (const token of tokens) {
    const name = token.startsWith(".") ? token.slice(1) : token.slice(2, -2).replace(/\\(.)/g, "$1");
    if (schema.properties !== undefined) {
      path = path === "" ? name : `${path}.${name}`;
      schema = resolveSchema(tables, schema.properties[name]);
    } else {
      path = `${path}[${name}]`;
      schema = resolveSchema(tables, isObject(schema.additionalProperties) ? schema.additionalProperties : undefined);
    }
  }
  return printed(path);
}
