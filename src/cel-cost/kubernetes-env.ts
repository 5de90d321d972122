// The environment a CRD rule is compiled in, for cost: `self` (and `oldSelf`) typed from the
// schema node, the sizes of the schema (sizeEstimator), Kubernetes' library prices, the
// ext.Sets estimators, and has() free (apiserver sets PresenceTestHasCost(false)); no
// cel.bind (the API server's environment, v0.36, has no ext.Bindings).

import type { CostNode, CostOptions, SizeEstimator } from "./estimate.js";
import { expressionCost, type ExpressionCost } from "./expression.js";
import { kubernetesEstimator } from "./k8s-library.js";
import type { DeclType } from "./schema-decl.js";
import { add, fixed, multiply, scale, unknownRange, type Range } from "./size.js";
import { optionalOf, type CelType } from "./types.js";

/** Sizes by path from the rule's node: the first element (`self`) is the node itself, as apiserver reads it. */
export function schemaSizes(root: DeclType): Pick<SizeEstimator, "estimateSize"> {
  return {
    estimateSize(node: CostNode): Range | undefined {
      const path = node.path;
      if (path === undefined || path.length === 0) return undefined;
      let current: DeclType | undefined = root;
      for (const step of path.slice(1)) {
        if (step === "@items" || step === "@values") current = current.elem;
        else if (step === "@keys") current = current.key;
        else current = current.fields?.get(step);
        if (current === undefined) return undefined;
      }
      return { min: 0n, max: current.maxElements };
    },
  };
}

function setsEstimate(factor: number) {
  return (estimator: SizeEstimator, _target: CostNode | undefined, args: readonly CostNode[]) => {
    if (args.length !== 2) return undefined;
    const size = (n: CostNode): Range => n.computedSize ?? estimator.estimateSize(n) ?? unknownRange;
    return { cost: add(scale(multiply(size(args[0]!), size(args[1]!)), factor), fixed(1)) };
  };
}

export const kubernetesCostOptions: CostOptions = {
  presenceTestCost: fixed(0),
  overloadEstimators: new Map([
    ["list_sets_contains_list", setsEstimate(1)],
    ["list_sets_intersects_list", setsEstimate(1)],
    ["list_sets_equivalent_list", setsEstimate(2)],
  ]),
};

/** A rule's (or messageExpression's) cost for one evaluation on a node declared as `decl`. */
export function ruleExpressionCost(expression: string, decl: DeclType, optionalOldSelf: boolean, field: "rule" | "messageExpression" = "rule"): ExpressionCost {
  const self: CelType = decl.cel;
  const variables = new Map<string, CelType>([["self", self], ["oldSelf", optionalOldSelf ? optionalOf(self) : self]]);
  return expressionCost(expression, variables, kubernetesEstimator(schemaSizes(decl)), kubernetesCostOptions, field === "rule" ? "bool" : "string", { bindings: false, homogeneousLiterals: true });
}
