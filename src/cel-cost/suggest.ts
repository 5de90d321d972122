// The bound that would bring an over-budget rule under: for each list, map or string that
// has none — a list or map above the rule (how many times it runs) or one the rule reads
// below its node (how long one evaluation takes) — the largest maxItems / maxProperties /
// maxLength that alone brings the rule's cost within the limit, found by bisection on the
// estimate itself (the cost only grows with the bound).

import { children, nodesAlong, pathText, ruleCost, type RuleCost, type Steps } from "./crd-budget.js";
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
  let best: BoundSuggestion | undefined;
  for (const candidate of candidates(root, rule.steps)) {
    const cost = (n: bigint): bigint => ruleCost(withBound(root, candidate.steps, candidate.key, n), rule.steps, rule.index, rule.field)?.cost ?? limit + 1n;
    if (cost(0n) > limit) continue;
    let lo = 0n;
    let hi = maxRequestSizeBytes;
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
}

function unboundedKey(node: SchemaNode): BoundKey | undefined {
  if (node.type === "array" && node.maxItems === undefined) return "maxItems";
  if (node.type === "object" && typeof node.additionalProperties === "object" && node.maxProperties === undefined) return "maxProperties";
  if ((node.type === "string" && node.format === undefined && (node.enum ?? []).length === 0 || node["x-kubernetes-int-or-string"] === true) && node.maxLength === undefined) return "maxLength";
  return undefined;
}

/** The unbounded lists and maps above the rule's node, then the unbounded nodes at and below it. */
function candidates(root: SchemaNode, steps: Steps): Candidate[] {
  const out: Candidate[] = [];
  const chain = nodesAlong(root, steps);
  let at: string[] = [];
  for (const node of chain.slice(0, -1)) {
    const key = unboundedKey(node);
    if (key !== undefined && key !== "maxLength") out.push({ steps: at, key });
    at = [...at, ...nextStep(steps, at.length)];
  }
  const below = (node: SchemaNode, where: Steps, depth: number): void => {
    if (out.length >= maxCandidates || depth > maxSubtreeDepth) return;
    const key = unboundedKey(node);
    if (key !== undefined) out.push({ steps: where, key });
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
