// The bound that would bring an over-budget rule under: for each list, map or string — a
// list or map above the rule (how many times it runs) or one at or below its node (how long
// one evaluation takes) — the largest maxItems / maxProperties / maxLength (no larger than
// the one it has) that alone brings the cost within the limit, found by bisection on the
// estimate itself (the cost only grows with the bound).

import { children, nodesAlong, pathText, ruleCost, schemaBudget, type RuleCost, type SchemaBudget, type Steps } from "./crd-budget.js";
import { addSat, maxUint64 } from "./size.js";
import { maxRequestSizeBytes, type SchemaNode } from "./schema-decl.js";

export type BoundKey = "maxItems" | "maxProperties" | "maxLength";

export interface BoundSuggestion {
  readonly steps: Steps;
  /** The node as a user reads it (`spec.ingress`, `spec.tags[*]`). */
  readonly path: string;
  readonly key: BoundKey;
  /** The largest bound that brings the rule under the limit. */
  readonly max: bigint;
}

const maxCandidates = 64;
const maxSubtreeDepth = 8;

/** The least restrictive single bound that brings `rule` within `limit`; undefined when none alone does. */
export function suggestBound(root: SchemaNode, rule: RuleCost, limit: bigint): BoundSuggestion | undefined {
  return searchBound(root, rule.steps, limit, (schema) => ruleCost(schema, rule.steps, rule.index, rule.field)?.cost);
}

/**
 * The least restrictive single bound, among those `rule` reads or sits under, that brings the
 * schema's total within `limit`. A bound changes only the rules at, above and below its node:
 * the others keep the cost they have in `budget`.
 */
export function suggestBoundForTotal(root: SchemaNode, rule: RuleCost, limit: bigint, budget: SchemaBudget): BoundSuggestion | undefined {
  return searchBound(root, rule.steps, limit, (schema, at) => {
    const affected = budget.rules.filter((r) => startsWith(r.steps, at) || startsWith(at, r.steps));
    if (budget.total >= maxUint64) return schemaBudget(schema).total;
    const unchanged = affected.reduce((sum, r) => sum - (r.cost ?? 0n), budget.total);
    return affected.reduce((sum, r) => addSat(sum, ruleCost(schema, r.steps, r.index, r.field)?.cost ?? 0n), unchanged);
  });
}

function startsWith(steps: Steps, prefix: Steps): boolean {
  return prefix.length <= steps.length && prefix.every((s, i) => steps[i] === s);
}

function searchBound(root: SchemaNode, steps: Steps, limit: bigint, measure: (schema: SchemaNode, at: Steps) => bigint | undefined): BoundSuggestion | undefined {
  let best: BoundSuggestion | undefined;
  for (const candidate of candidates(root, steps)) {
    const cost = (n: bigint): bigint => measure(withBound(root, candidate.steps, candidate.key, n), candidate.steps) ?? limit + 1n;
    if (cost(0n) > limit) continue;
    let lo = 0n;
    let hi = candidate.current ?? maxRequestSizeBytes;
    if (cost(hi) <= limit) lo = hi;
    while (lo < hi) {
      const mid = (lo + hi + 1n) / 2n;
      if (cost(mid) <= limit) lo = mid;
      else hi = mid - 1n;
    }
    if (best === undefined || lo > best.max) best = { ...candidate, path: pathText(candidate.steps), max: lo };
  }
  return best;
}

interface Candidate {
  readonly steps: Steps;
  readonly key: BoundKey;
  /** The bound it has (a tighter one may be what brings the cost under). */
  readonly current: bigint | undefined;
}

/** The bound a list, map or string takes, and the one it has. */
function boundOf(node: SchemaNode): { key: BoundKey; current: bigint | undefined } | undefined {
  const current = (n: number | undefined): bigint | undefined => (n === undefined ? undefined : BigInt(Math.max(0, Math.trunc(n))));
  if (node.type === "array") return { key: "maxItems", current: current(node.maxItems) };
  if (node.type === "object" && typeof node.additionalProperties === "object") return { key: "maxProperties", current: current(node.maxProperties) };
  if ((node.type === "string" && node.format === undefined && (node.enum ?? []).length === 0) || node["x-kubernetes-int-or-string"] === true) return { key: "maxLength", current: current(node.maxLength) };
  return undefined;
}

/** The unbounded lists and maps above the rule's node, then the unbounded nodes at and below it. */
function candidates(root: SchemaNode, steps: Steps): Candidate[] {
  const out: Candidate[] = [];
  const chain = nodesAlong(root, steps);
  let at: string[] = [];
  for (const node of chain.slice(0, -1)) {
    const bound = boundOf(node);
    if (bound !== undefined && bound.key !== "maxLength") out.push({ steps: at, ...bound });
    at = [...at, ...nextStep(steps, at.length)];
  }
  const below = (node: SchemaNode, where: Steps, depth: number): void => {
    if (out.length >= maxCandidates || depth > maxSubtreeDepth) return;
    const bound = boundOf(node);
    if (bound !== undefined) out.push({ steps: where, ...bound });
    for (const [step, child] of children(node)) below(child, [...where, ...step], depth + 1);
  };
  below(chain[chain.length - 1]!, steps, 0);
  return out;
}

/** The keys from `node` to its child on the way to `steps`. */
function nextStep(steps: Steps, from: number): string[] {
  return steps[from] === "properties" ? [steps[from]!, steps[from + 1]!] : [steps[from]!];
}

/** The schema with `key: n` on the node at `steps` (nodes along the way copied, the rest shared). */
export function withBound(root: SchemaNode, steps: Steps, key: BoundKey, n: bigint): SchemaNode {
  const rebuild = (node: SchemaNode, i: number): SchemaNode => {
    if (i >= steps.length) return { ...node, [key]: Number(n) };
    const step = steps[i]!;
    if (step === "properties") {
      const name = steps[i + 1]!;
      const child = node.properties?.[name];
      if (child === undefined) return node;
      return { ...node, properties: { ...node.properties, [name]: rebuild(child, i + 2) } };
    }
    if (step === "items") return node.items === undefined ? node : { ...node, items: rebuild(node.items, i + 1) };
    return typeof node.additionalProperties === "object" ? { ...node, additionalProperties: rebuild(node.additionalProperties, i + 1) } : node;
  };
  return rebuild(root, 0);
}
