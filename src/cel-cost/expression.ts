// One CEL expression's estimated cost: parse, type against the variables, estimate.

import { checkCel } from "./checker.js";
import { estimateCost, type CostOptions, type SizeEstimator } from "./estimate.js";
import { CelSyntaxError } from "./lexer.js";
import { parseCel } from "./parser.js";
import type { Range } from "./size.js";
import type { CelType } from "./types.js";

export type ExpressionCost =
  | { readonly ok: true; readonly cost: Range }
  /** The expression does not parse, or calls a function no overload of which fits. */
  | { readonly ok: false; readonly problem: string };

export function expressionCost(source: string, variables: ReadonlyMap<string, CelType>, estimator: SizeEstimator, options?: CostOptions): ExpressionCost {
  let parsed;
  try {
    parsed = parseCel(source);
  } catch (error) {
    if (error instanceof CelSyntaxError) return { ok: false, problem: `syntax error at offset ${error.at}: ${error.message}` };
    throw error;
  }
  const checked = checkCel(parsed, variables);
  if (checked.unresolved.length > 0) return { ok: false, problem: `no known overload of ${[...new Set(checked.unresolved)].join(", ")} fits its arguments` };
  return { ok: true, cost: estimateCost(parsed, checked, estimator, options) };
}
