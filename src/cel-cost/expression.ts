// One CEL expression's estimated cost: parse, type against the variables, estimate.

import { checkCel, type CheckOptions } from "./checker.js";
import { estimateCost, type CostOptions, type SizeEstimator } from "./estimate.js";
import { CelSyntaxError } from "../runtime/cel/syntax/lexer.js";
import { parseCel } from "../runtime/cel/syntax/parser.js";
import type { Range } from "./size.js";
import type { CelType } from "./types.js";

/** Why the API server's compile refuses an expression, and the offset in it that it points at. */
export interface CompileError {
  readonly message: string;
  readonly at: number;
}

export type ExpressionCost =
  | { readonly ok: true; readonly cost: Range; readonly usesOldSelf: boolean }
  /** The expression does not compile (`compileError`), or calls a function no overload of which fits. */
  | { readonly ok: false; readonly problem: string; readonly compileError?: CompileError };

/** What a CRD's expression must evaluate to, and the API server's words when it does not. */
const required = {
  bool: "cel expression must evaluate to a bool",
  string: "messageExpression must evaluate to a string",
} as const;

/**
 * `result`: the type the expression must have (a rule's bool, a messageExpression's string);
 * one our checker types otherwise is a compile error (dyn, which it may type less precisely
 * than cel-go, is let through).
 */
export function expressionCost(source: string, variables: ReadonlyMap<string, CelType>, estimator: SizeEstimator, options?: CostOptions, result?: keyof typeof required, check?: CheckOptions): ExpressionCost {
  let parsed;
  try {
    parsed = parseCel(source);
  } catch (error) {
    if (error instanceof CelSyntaxError) return { ok: false, problem: `syntax error at offset ${error.at}: ${error.message}`, compileError: { message: `syntax error: ${error.message}`, at: error.at } };
    throw error;
  }
  const checked = checkCel(parsed, variables, check);
  const refused = checked.compileErrors[0];
  if (refused !== undefined) return { ok: false, problem: refused.message, compileError: { message: refused.message, at: refused.at ?? 0 } };
  if (checked.unresolved.length > 0) return { ok: false, problem: `no known overload of ${[...new Set(checked.unresolved)].join(", ")} fits its arguments` };
  const type = checked.types.get(parsed.id);
  if (result !== undefined && type !== undefined && type.kind !== "dyn" && type.kind !== result) {
    return { ok: false, problem: required[result], compileError: { message: required[result], at: 0 } };
  }
  return { ok: true, cost: estimateCost(parsed, checked, estimator, options), usesOldSelf: checked.usesOldSelf };
}
