// The CEL budget of one CRD version's schema as the API server checks it when the CRD is
// created (apiextensions-apiserver validation, v0.36): each rule's cost for one evaluation,
// times how many times it can run — the product of maxItems/maxProperties of the lists and
// maps above it, or, under one that is unbounded, as many of its node as fit in a 3 MiB
// request — must stay within 10,000,000 (StaticEstimatedCostLimit), and the sum over the
// schema within 100,000,000 (StaticEstimatedCRDCostLimit). A messageExpression counts once:
// its cost for one evaluation, not multiplied.

import type { CompileError, ExpressionCost } from "./expression.js";
import { ruleExpressionCost } from "./kubernetes-env.js";
import { maxRequestSizeBytes, schemaDecl, type DeclType, type SchemaNode } from "./schema-decl.js";
import { addSat, mulSat } from "./size.js";

export const perExpressionLimit = 10_000_000n;
export const perCrdLimit = 100_000_000n;
/** The runtime limit of one evaluation (apiserver PerCallLimit); a rule's own estimate is compared with it in reports. */
export const perCallLimit = 1_000_000n;

/** Where a node is: the JSON keys from the root (`properties`, `spec`, `items`, …). */
export type Steps = readonly string[];

export interface RuleCost {
  /** The x-kubernetes-validations entry (its identity finds the marker it came from). */
  readonly entry: object;
  readonly field: "rule" | "messageExpression";
  /** Its index in the node's x-kubernetes-validations. */
  readonly index: number;
  readonly expression: string;
  readonly steps: Steps;
  /** The node's path as a user reads it: `spec.ingress[*]`, `spec.labels.*`, `(root)`. */
  readonly path: string;
  /** The cost of one evaluation (undefined when the expression cannot be estimated). */
  readonly perCall?: bigint;
  /** How many times it can run; `unbounded` when a list or map above has no bound. */
  readonly cardinality: bigint;
  readonly unbounded: boolean;
  readonly cost?: bigint;
  readonly problem?: string;
  /** Why the API server's compile refuses the expression. */
  readonly compileError?: CompileError;
  /** The rule reads oldSelf. */
  readonly usesOldSelf?: boolean;
  /**
   * The list above the node whose items the API server cannot correlate between an object
   * and its update (the highest one that is not x-kubernetes-list-type=map), as steps.
   */
  readonly uncorrelatable?: Steps;
}

export interface SchemaBudget {
  readonly rules: readonly RuleCost[];
  readonly total: bigint;
}

type Rules = NonNullable<SchemaNode["x-kubernetes-validations"]>;
const maxDepth = 200;

export function schemaBudget(root: SchemaNode): SchemaBudget {
  const rules: RuleCost[] = [];
  let total = 0n;
  const visit = (node: SchemaNode, steps: Steps, depth: number): void => {
    if (depth > maxDepth) return;
    const own: Rules = node["x-kubernetes-validations"] ?? [];
    own.forEach((_, index) => {
      for (const field of ["rule", "messageExpression"] as const) {
        const cost = ruleCost(root, steps, index, field);
        if (cost === undefined) continue;
        rules.push(cost);
        total = addSat(total, cost.cost ?? 0n);
      }
    });
    for (const [key, child] of children(node)) visit(child, [...steps, ...key], depth + 1);
  };
  visit(root, [], 0);
  return { rules, total };
}

/** The cost of one rule (or its messageExpression) of the node at `steps`; undefined when it has none. */
export function ruleCost(root: SchemaNode, steps: Steps, index: number, field: "rule" | "messageExpression"): RuleCost | undefined {
  const chain = nodesAlong(root, steps);
  const node = chain[chain.length - 1]!;
  const entry = node["x-kubernetes-validations"]?.[index];
  const expression = entry?.[field];
  if (entry === undefined || expression === undefined || expression.trim() === "") return undefined;
  let cardinality: bigint | undefined = 1n;
  for (const parent of chain.slice(0, -1)) {
    const bound = maxElementsOf(parent);
    cardinality = cardinality === undefined || bound === undefined ? undefined : mulSat(cardinality, bound);
  }
  const embedded = node["x-kubernetes-embedded-resource"] === true;
  const decl: DeclType | undefined = schemaDecl(node, steps.length === 0 || embedded);
  const uncorrelatable = uncorrelatableAbove(chain, steps);
  const base = { entry, field, index, expression, steps, path: pathText(steps), ...(uncorrelatable === undefined ? {} : { uncorrelatable }) };
  if (decl === undefined) return { ...base, cardinality: cardinality ?? 0n, unbounded: cardinality === undefined, problem: "CEL cannot see this node's type" };
  const times = cardinality ?? maxRequestSizeBytes / (decl.minSerializedSize + 1n);
  const estimated = ruleExpressionCost(expression, decl, entry.optionalOldSelf === true, field);
  if (!estimated.ok) {
    return { ...base, cardinality: times, unbounded: cardinality === undefined, problem: estimated.problem, ...(estimated.compileError === undefined ? {} : { compileError: estimated.compileError }) };
  }
  const perCall = estimated.cost.max;
  // the API server compares a messageExpression's cost with the limit, and adds it to the
  // total, for one evaluation: unlike a rule's, it is not multiplied by the cardinality
  const cost = field === "messageExpression" || perCall === 0n ? perCall : mulSat(perCall, times);
  return { ...base, perCall, cardinality: times, unbounded: cardinality === undefined, cost, usesOldSelf: estimated.usesOldSelf };
}

/**
 * apiextensions' validation forbids oldSelf below the items of a list that is not
 * x-kubernetes-list-type=map (atomic and set lists have no item identity for CEL) and below
 * the properties of an object whose x-kubernetes-map-type is neither granular nor atomic;
 * it names the highest such node.
 */
function uncorrelatableAbove(chain: readonly SchemaNode[], steps: Steps): Steps | undefined {
  let at = 0;
  for (const parent of chain.slice(0, -1)) {
    const key = steps[at];
    const mapType = parent["x-kubernetes-map-type"];
    const cut = key === "items" ? parent["x-kubernetes-list-type"] !== "map"
      : key === "properties" && mapType !== undefined && mapType !== "granular" && mapType !== "atomic";
    if (cut) return steps.slice(0, at);
    at += key === "properties" ? 2 : 1;
  }
  return undefined;
}

/**
 * One evaluation's cost of a node's rule, as apiextensions' Compile reports it (MaxCost);
 * `isResourceRoot` adds apiVersion, kind and metadata as at the root of a resource.
 */
export function perCallCost(node: SchemaNode, index: number, isResourceRoot: boolean): ExpressionCost | undefined {
  const rule = node["x-kubernetes-validations"]?.[index];
  const decl = schemaDecl(node, isResourceRoot);
  if (rule === undefined || decl === undefined) return undefined;
  return ruleExpressionCost(rule.rule, decl, rule.optionalOldSelf === true);
}

/** How many of each child one occurrence of `parent` holds; undefined when unbounded. */
function maxElementsOf(parent: SchemaNode): bigint | undefined {
  const nonNegative = (n: number): bigint => (n < 0 ? 0n : BigInt(Math.trunc(n)));
  if (parent.type === "object" && parent.additionalProperties !== undefined) {
    return parent.maxProperties === undefined ? undefined : nonNegative(parent.maxProperties);
  }
  if (parent.type === "array") return parent.maxItems === undefined ? undefined : nonNegative(parent.maxItems);
  return 1n;
}

/** The child schemas the API server walks with a CEL context: properties, items, additionalProperties. */
export function children(node: SchemaNode): [string[], SchemaNode][] {
  const out: [string[], SchemaNode][] = [];
  for (const [name, prop] of Object.entries(node.properties ?? {})) out.push([["properties", name], prop]);
  if (node.items !== undefined) out.push([["items"], node.items]);
  if (typeof node.additionalProperties === "object") out.push([["additionalProperties"], node.additionalProperties]);
  return out;
}

/** The nodes from the root to the one at `steps`, both included. */
export function nodesAlong(root: SchemaNode, steps: Steps): SchemaNode[] {
  const out = [root];
  let current: SchemaNode = root;
  for (let i = 0; i < steps.length; i++) {
    const key = steps[i]!;
    const next: SchemaNode | undefined = key === "properties" ? current.properties?.[steps[++i]!]
      : key === "items" ? current.items : typeof current.additionalProperties === "object" ? current.additionalProperties : undefined;
    if (next === undefined) break;
    out.push(next);
    current = next;
  }
  return out;
}

export function pathText(steps: Steps): string {
  let text = "";
  for (let i = 0; i < steps.length; i++) {
    if (steps[i] === "properties") text += (text === "" ? "" : ".") + steps[++i]!;
    else if (steps[i] === "items") text += "[*]";
    else text += ".*";
  }
  return text === "" ? "(root)" : text;
}
