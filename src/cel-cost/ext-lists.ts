// What cel-go's list extension (ext.Lists, version 3: the API server's CRD environment from
// compatibility version 1.34) charges at compile time, per overload: a call costs 1, plus 10
// for the list it allocates, plus its result list's size times a factor — 1 for slice, range
// and reverse, the depth for flatten — or, for the quadratic ones, the size squared times 2
// (distinct, sort and sortBy; 2.1 when sorting strings or bytes). sort's and sortBy's result
// is given that squared size too, as cel-go gives it. Sizes are CEL's own when it knows them
// (a literal), else the schema's, else unknown.

import type { Expr } from "../runtime/cel/syntax/ast.js";
import type { CallEstimate, CostNode, SizeEstimator } from "./estimate.js";
import { SORTABLE } from "./functions.js";
import { add, costs, fixed, maxUint64, multiply, scale, unknownRange, type Range } from "./size.js";

type Estimate = (estimator: SizeEstimator, target: CostNode | undefined, args: readonly CostNode[]) => CallEstimate | undefined;

const sizeOf = (estimator: SizeEstimator, n: CostNode): Range => n.computedSize ?? estimator.estimateSize(n) ?? unknownRange;

/** An int literal argument's value (a negative one is 0), else the fallback (cel-go's nodeAsIntValue). */
function intLiteral(e: Expr | undefined, fallback: bigint): bigint {
  if (e?.kind !== "literal" || e.literal.type !== "int") return fallback;
  return e.literal.value < 0 ? 0n : BigInt(e.literal.value);
}

/** cel-go's estimateAllocatingListCall: the result's size times the factor, plus the call and the new list. */
function allocating(factor: number, size: Range): CallEstimate {
  return { cost: add(add(scale(size, factor), fixed(1)), fixed(costs.listCreateBase)), resultSize: size };
}

const slice: Estimate = (estimator, target, args) => {
  if (target === undefined || args.length !== 2) return undefined;
  const start = intLiteral(args[0]!.expr, 0n);
  const end = intLiteral(args[1]!.expr, sizeOf(estimator, target).max);
  return allocating(1, fixed(BigInt.asUintN(64, end - start))); // Go's uint64 subtraction wraps
};

const range: Estimate = (_estimator, target, args) =>
  target !== undefined || args.length !== 1 ? undefined : allocating(1, fixed(intLiteral(args[0]!.expr, maxUint64)));

const reverse: Estimate = (estimator, target, args) =>
  target === undefined || args.length !== 0 ? undefined : allocating(1, sizeOf(estimator, target));

const flatten: Estimate = (estimator, target, args) => {
  if (target === undefined || args.length > 1) return undefined;
  const depth = args.length === 1 ? intLiteral(args[0]!.expr, maxUint64) : 1n;
  return allocating(Number(depth), sizeOf(estimator, target));
};

const distinct: Estimate = (estimator, target, args) => {
  if (target === undefined || args.length !== 0) return undefined;
  const size = sizeOf(estimator, target);
  return allocating(2, multiply(size, size));
};

/** sort over the list itself, sortBy over its keys (the map() the macro builds). */
function sortCost(element: string, over: "target" | "keys"): Estimate {
  const factor = element === "string" || element === "bytes" ? 2 + costs.stringTraversalFactor : 2;
  return (estimator, target, args) => {
    if (target === undefined || args.length !== (over === "target" ? 0 : 1)) return undefined;
    const size = sizeOf(estimator, over === "target" ? target : args[0]!);
    return allocating(factor, multiply(size, size));
  };
}

export const extListsEstimators: readonly (readonly [string, Estimate])[] = [
  ["list_slice", slice],
  ["list_flatten", flatten],
  ["list_flatten_int", flatten],
  ["lists_range", range],
  ["list_reverse", reverse],
  ["list_distinct", distinct],
  ...SORTABLE.flatMap((t) => [[`list_${t}_sort`, sortCost(t, "target")], [`list_${t}_sortByAssociatedKeys`, sortCost(t, "keys")]] as const),
];
