// Runtime cost, as the API server meters CEL evaluation (cel-go's cost tracker with
// Kubernetes' call costs) — approximately: cel-go charges 1 per variable or field selection
// chain (`self.a.b[0]` once; a presence test nothing), 1 per function call, 10 per list or
// map literal, nothing for &&, ||, ?: and constants; a call that traverses strings or lists
// (contains, matches, split, sum, sort, ==, +, …) also pays for their size. The tree is
// instrumented (plan-expr.ts wraps nodes in `@cost(n, x)` and arguments in `@size(x)`), the
// counter is this module's while one evaluation runs (evaluation is synchronous).
//
// The per-expression limit (1,000,000) stops the evaluation with cel-go's error; the
// per-object budget (10,000,000) is kept by validate.ts. What differs from cel-go: its exact
// per-function formulas (ours: 1 + a tenth of a string's length, or a list's length) and
// constant folding; a rule far from the limits is unaffected either way.

import { celError, celFunc, CelScalar, isCelList, isCelMap, type CelFunc, type CelValue } from "@bufbuild/cel";

export const PER_CALL_LIMIT = 1000000;
export const PER_OBJECT_BUDGET = 10000000;
export const COST_LIMIT_EXCEEDED = "operation cancelled: actual cost limit exceeded";

interface Meter {
  cost: number;
  readonly limit: number;
}

let current: Meter | undefined;

/**
 * Runs `evaluate` with a fresh counter: its result, its cost, and whether it went past the
 * limit (cel-go then cancels the whole evaluation; @bufbuild/cel carries the error as a value
 * that `||` could absorb, so the caller must look at `exceeded`, not only at the result).
 */
export function metered<T>(limit: number, evaluate: () => T): { readonly result: T; readonly cost: number; readonly exceeded: boolean } {
  const outer = current;
  const meter: Meter = { cost: 0, limit };
  current = meter;
  try {
    const result = evaluate();
    return { result, cost: meter.cost, exceeded: meter.cost > limit };
  } finally {
    current = outer;
  }
}

function charge(amount: number): void {
  if (current === undefined) return;
  current.cost += amount;
  if (current.cost > current.limit) throw celError(COST_LIMIT_EXCEEDED);
}

/** What traversing a value costs: a tenth of a string's (or bytes') length, a list's or map's length. */
function sizeCost(value: CelValue): number {
  if (typeof value === "string") return Math.ceil(value.length / 10);
  if (value instanceof Uint8Array) return Math.ceil(value.length / 10);
  if (isCelList(value) || isCelMap(value)) return value.size;
  return 0;
}

export const meterFunctions: readonly CelFunc[] = [
  celFunc("@cost", [CelScalar.INT, CelScalar.DYN], CelScalar.DYN, (amount, value) => {
    charge(Number(amount));
    return value;
  }),
  celFunc("@size", [CelScalar.DYN], CelScalar.DYN, (value) => {
    charge(sizeCost(value));
    return value;
  }),
];

/** The calls that traverse their string or list arguments (cel-go charges them by size). */
export const TRAVERSING = new Set([
  "contains", "startsWith", "endsWith", "matches", "find", "findAll", "split", "replace", "lowerAscii", "upperAscii", "trim",
  "substring", "indexOf", "lastIndexOf", "join", "format", "strings.quote", "_+_", "_==_", "_!=_", "_<_", "_<=_", "_>_", "_>=_", "@in",
  "url", "isURL", "ip", "isIP", "cidr", "isCIDR", "quantity", "isQuantity", "semver", "isSemver", "sum", "min", "max", "isSorted",
  "sort", "@sortByAssociatedKeys", "distinct", "flatten", "reverse", "sets.contains", "sets.equivalent", "sets.intersects", "validate",
]);

/** Calls cel-go does not charge (they only route evaluation). */
export const FREE = new Set(["_&&_", "_||_", "_?_:_", "@not_strictly_false", "@optSelect", "@optIndex", "@optList", "@optMap", "@pairs"]);
