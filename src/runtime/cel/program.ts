// A rule's program: parsed with our parser (cel-go's grammar and macros), planned by
// @bufbuild/cel in the Kubernetes environment, cached by source text. Evaluation errors are
// worded as cel-go words them, which is what the API server prints.

import { isCelError, plan } from "@bufbuild/cel";
import { AUTHZ_UNAVAILABLE } from "./authz.js";
import { kubernetesEnv } from "./env.js";
import { TYPE_BINDINGS } from "./library/opaque.js";
import { instrument } from "./instrument.js";
import { COST_LIMIT_EXCEEDED, metered, PER_CALL_LIMIT } from "./meter.js";
import { toPlanExpr } from "./plan-expr.js";
import type { Expr } from "./syntax/ast.js";
import { maxTreeDepth, parseCel } from "./syntax/parser.js";

export type Outcome = ({ readonly value: unknown } | { readonly error: string }) & {
  /** The runtime cost the evaluation was charged (meter.ts). */
  readonly cost: number;
};

export interface Program {
  /** Evaluates with the bindings, stopping with cel-go's error past `limit` (the per-expression limit by default). */
  readonly run: (bindings: Record<string, unknown>, limit?: number) => Outcome;
  /** The rule reads `oldSelf` (a transition rule). */
  readonly usesOldSelf: boolean;
  /** The rule reads `self` (one that does not, `true`, never meets data its schema does not fit). */
  readonly usesSelf: boolean;
}

const cache = new Map<string, Program | string>();
const MAX_CACHED = 4096;

/**
 * The program of a rule, or why it cannot be compiled (an invalid rule the API server would
 * have refused). `optionalOldSelf`: oldSelf is an optional, and selecting or indexing it (or a
 * selection of it) chains as optional values do.
 */
export function compile(source: string, optionalOldSelf = false): Program | string {
  const key = optionalOldSelf ? `?${source}` : ` ${source}`;
  const found = cache.get(key);
  if (found !== undefined) return found;
  let program: Program | string;
  try {
    const parsed = parseCel(source);
    const expr = optionalOldSelf ? optionalChains(parsed) : parsed;
    const undeclared = firstUndeclared(expr);
    if (undeclared !== undefined) return remember(key, `compilation failed: ${located(source, undeclared, `undeclared reference to '${undeclared}' (in container '')`)}`);
    if (mentions(expr, "authorizer")) return remember(key, { usesOldSelf: mentions(expr, "oldSelf"), usesSelf: mentions(expr, "self"), run: () => ({ error: AUTHZ_UNAVAILABLE, cost: 0 }) });
    const planned = plan(kubernetesEnv(), toPlanExpr(instrument(expr)) as never);
    const listPanics = listPanicIds(expr);
    program = {
      usesOldSelf: mentions(expr, "oldSelf"),
      usesSelf: mentions(expr, "self"),
      run: (bindings, limit = PER_CALL_LIMIT) => {
        const { result, cost, exceeded } = metered(limit, () => planned({ ...TYPE_BINDINGS, ...bindings } as never));
        if (exceeded) return { error: COST_LIMIT_EXCEEDED, cost };
        if (!isCelError(result)) return { value: result, cost };
        if (result.exprId !== undefined && listPanics.has(Number(result.exprId))) return { error: LIST_PANIC, cost };
        return { error: celGoMessage(result.message), cost };
      },
    };
  } catch (error) {
    program = error instanceof Error ? error.message : String(error);
  }
  return remember(key, program);
}

/** Selections and indexes of oldSelf (and of those) as optional ones: `oldSelf.a.b` is `oldSelf.?a.?b`. */
function optionalChains(expr: Expr): Expr {
  const rooted = (e: Expr): boolean => {
    for (let x = e; ; ) {
      if (x.kind === "ident") return x.name === "oldSelf";
      if (x.kind === "select" && !x.testOnly) x = x.operand;
      else if (x.kind === "call" && x.fn === "_[_]" && x.target === undefined) x = x.args[0]!;
      else return false;
    }
  };
  const rewrite = (e: Expr, depth: number): Expr => {
    if (depth > maxTreeDepth) return e;
    const next = (x: Expr): Expr => rewrite(x, depth + 1);
    switch (e.kind) {
      case "select":
        if (!e.testOnly && rooted(e.operand)) return { kind: "call", id: e.id, fn: "_?._", target: undefined, args: [next(e.operand), { kind: "literal", id: e.id, literal: { type: "string", value: e.field } }] };
        return { ...e, operand: next(e.operand) };
      case "call":
        if (e.fn === "_[_]" && e.target === undefined && rooted(e.args[0]!)) return { ...e, fn: "_[?_]", args: e.args.map(next) };
        return { ...e, target: e.target === undefined ? undefined : next(e.target), args: e.args.map(next) };
      case "list": return { ...e, elements: e.elements.map(next) };
      case "map": return { ...e, entries: e.entries.map((entry) => ({ ...entry, key: next(entry.key), value: next(entry.value) })) };
      case "struct": return { ...e, fields: e.fields.map((field) => ({ ...field, value: next(field.value) })) };
      case "comprehension":
        return { ...e, iterRange: next(e.iterRange), accuInit: next(e.accuInit), loopCondition: next(e.loopCondition), loopStep: next(e.loopStep), result: next(e.result) };
      default: return e;
    }
  };
  return rewrite(expr, 0);
}

function remember(source: string, program: Program | string): Program | string {
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(source, program);
  return program;
}

/**
 * cel-go's ext.Lists (v0.26) hands an error receiver to distinct(), sort() and sortBy()
 * instead of passing the error on, and they fail converting it: the API server then reports
 * this internal error (a cel-go bug, reproduced: the server's words are what a client compares).
 */
const LIST_PANIC = "internal error: interface conversion: *types.Err is not traits.Lister: missing method Add";

/** The ids of the nodes whose error reaches distinct(), sort() or sortBy() as their receiver. */
function listPanicIds(expr: Expr): Set<number> {
  const ids = new Set<number>();
  const all = (root: Expr): void => {
    const stack: Expr[] = [root];
    while (stack.length > 0) {
      const e = stack.pop()!;
      ids.add(e.id);
      stack.push(...children(e));
    }
  };
  const stack: Expr[] = [expr];
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.kind === "call" && (e.fn === "distinct" || e.fn === "sort") && e.target !== undefined && e.args.length === 0) all(e.target);
    if (e.kind === "comprehension" && e.accuVar === "@__sortBy_input__") all(e.accuInit);
    stack.push(...children(e));
  }
  return ids;
}

function children(e: Expr): Expr[] {
  switch (e.kind) {
    case "select": return [e.operand];
    case "call": return e.target === undefined ? [...e.args] : [e.target, ...e.args];
    case "list": return [...e.elements];
    case "map": return e.entries.flatMap((entry) => [entry.key, entry.value]);
    case "struct": return e.fields.map((field) => field.value);
    case "comprehension": return [e.iterRange, e.accuInit, e.loopCondition, e.loopStep, e.result];
    default: return [];
  }
}

/** Names a rule may use without declaring them: its variables, type names, the roots of qualified type names and function namespaces. */
const DECLARED = new Set([
  "self", "oldSelf", "int", "uint", "double", "string", "bytes", "bool", "list", "map", "null_type", "type", "dyn", "net", "kubernetes", "google",
  "sets", "lists", "strings", "optional", "format", "ip", "cel", "math", "authorizer",
]);

/** The first identifier that is neither declared nor bound by an enclosing comprehension (cel-go's checker refuses it). */
function firstUndeclared(expr: Expr): string | undefined {
  const stack: { e: Expr; bound: ReadonlySet<string> }[] = [{ e: expr, bound: new Set() }];
  while (stack.length > 0) {
    const { e, bound } = stack.pop()!;
    switch (e.kind) {
      case "ident": if (!bound.has(e.name) && !DECLARED.has(e.name) && !e.name.startsWith("@")) return e.name; break;
      case "select": stack.push({ e: e.operand, bound }); break;
      case "call":
        for (const arg of [...e.args].reverse()) stack.push({ e: arg, bound });
        if (e.target !== undefined) stack.push({ e: e.target, bound });
        break;
      case "list": for (const x of [...e.elements].reverse()) stack.push({ e: x, bound }); break;
      case "map": for (const entry of [...e.entries].reverse()) stack.push({ e: entry.value, bound }, { e: entry.key, bound }); break;
      case "struct": for (const field of e.fields) stack.push({ e: field.value, bound }); break;
      case "comprehension": {
        const inner = new Set([...bound, e.iterVar, e.accuVar, ...(e.iterVar2 === undefined ? [] : [e.iterVar2])]);
        const withAccu = new Set([...bound, e.accuVar]);
        stack.push({ e: e.result, bound: withAccu }, { e: e.loopStep, bound: inner }, { e: e.loopCondition, bound: inner }, { e: e.accuInit, bound }, { e: e.iterRange, bound });
        break;
      }
      default: break;
    }
  }
  return undefined;
}

/** cel-go's error text: `ERROR: <input>:line:col: message` and the line with a caret under the name's first use. */
function located(source: string, name: string, message: string): string {
  const at = new RegExp(`(^|[^A-Za-z0-9_.])${name}(?![A-Za-z0-9_])`).exec(source);
  const offset = at === null ? 0 : at.index + at[1]!.length;
  const before = source.slice(0, offset).split("\n");
  const line = before.length;
  const column = before[before.length - 1]!.length + 1;
  const text = source.split("\n")[line - 1]!;
  return `ERROR: <input>:${line}:${column}: ${message}\n | ${text}\n | ${".".repeat(column - 1)}^`;
}

/** Whether the expression refers to the variable (iteratively: trees are up to the parser's depth). */
function mentions(expr: Expr, name: string): boolean {
  const stack: Expr[] = [expr];
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.kind === "ident" && e.name === name) return true;
    stack.push(...children(e));
  }
  return false;
}

const REWORDINGS: readonly [RegExp, string][] = [
  [/^field not found: (.*)$/s, "no such key: $1"],
  [/^index (-?\d+) out of bounds.*$/s, "index out of bounds: $1"],
  [/^(?:found no matching overload for '?([^' ]+)'? applied to.*|unbound function: (.*))$/s, "no such overload: $1$2"],
  [/^\w+ divide by zero$/, "division by zero"],
  [/^\w+ modulus by zero$/, "modulus by zero"],
  [/^int overflow during .*$/s, "integer overflow"],
  [/^Failed to parse duration.*$/s, "type conversion error from 'string' to 'google.protobuf.Duration'"],
  [/^Failed to parse timestamp.*$/s, "type conversion error from 'string' to 'google.protobuf.Timestamp'"],
  [/^uint overflow during .*$/s, "unsigned integer overflow"],
];

function celGoMessage(message: string): string {
  for (const [pattern, replacement] of REWORDINGS) if (pattern.test(message)) return message.replace(pattern, replacement);
  return message;
}
