// A rule's program: parsed with our parser (cel-go's grammar and macros), planned by
// @bufbuild/cel in the Kubernetes environment, cached by source text. Evaluation errors are
// worded as cel-go words them, which is what the API server prints.

import { isCelError, plan } from "@bufbuild/cel";
import { AUTHZ_UNAVAILABLE } from "./authz.js";
import { kubernetesEnv } from "./env.js";
import { instrument } from "./instrument.js";
import { COST_LIMIT_EXCEEDED, metered, PER_CALL_LIMIT } from "./meter.js";
import { toPlanExpr } from "./plan-expr.js";
import type { Expr } from "./syntax/ast.js";
import { parseCel } from "./syntax/parser.js";

export type Outcome = ({ readonly value: unknown } | { readonly error: string }) & {
  /** The runtime cost the evaluation was charged (meter.ts). */
  readonly cost: number;
};

export interface Program {
  /** Evaluates with the bindings, stopping with cel-go's error past `limit` (the per-expression limit by default). */
  readonly run: (bindings: Record<string, unknown>, limit?: number) => Outcome;
  /** The rule reads `oldSelf` (a transition rule). */
  readonly usesOldSelf: boolean;
}

const cache = new Map<string, Program | string>();
const MAX_CACHED = 4096;

/** The program of a rule, or why it cannot be compiled (an invalid rule the API server would have refused). */
export function compile(source: string): Program | string {
  const found = cache.get(source);
  if (found !== undefined) return found;
  let program: Program | string;
  try {
    const expr = parseCel(source);
    if (mentions(expr, "authorizer")) return remember(source, { usesOldSelf: mentions(expr, "oldSelf"), run: () => ({ error: AUTHZ_UNAVAILABLE, cost: 0 }) });
    const planned = plan(kubernetesEnv(), toPlanExpr(instrument(expr)) as never);
    program = {
      usesOldSelf: mentions(expr, "oldSelf"),
      run: (bindings, limit = PER_CALL_LIMIT) => {
        const { result, cost, exceeded } = metered(limit, () => planned(bindings as never));
        if (exceeded) return { error: COST_LIMIT_EXCEEDED, cost };
        return isCelError(result) ? { error: celGoMessage(result.message), cost } : { value: result, cost };
      },
    };
  } catch (error) {
    program = error instanceof Error ? error.message : String(error);
  }
  return remember(source, program);
}

function remember(source: string, program: Program | string): Program | string {
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(source, program);
  return program;
}

/** Whether the expression refers to the variable (iteratively: trees are up to the parser's depth). */
function mentions(expr: Expr, name: string): boolean {
  const stack: Expr[] = [expr];
  while (stack.length > 0) {
    const e = stack.pop()!;
    switch (e.kind) {
      case "ident": if (e.name === name) return true; break;
      case "select": stack.push(e.operand); break;
      case "call": if (e.target !== undefined) stack.push(e.target); stack.push(...e.args); break;
      case "list": stack.push(...e.elements); break;
      case "map": for (const entry of e.entries) stack.push(entry.key, entry.value); break;
      case "struct": for (const field of e.fields) stack.push(field.value); break;
      case "comprehension": stack.push(e.iterRange, e.accuInit, e.loopCondition, e.loopStep, e.result); break;
      default: break;
    }
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
  [/^uint overflow during .*$/s, "unsigned integer overflow"],
];

function celGoMessage(message: string): string {
  for (const [pattern, replacement] of REWORDINGS) if (pattern.test(message)) return message.replace(pattern, replacement);
  return message;
}
