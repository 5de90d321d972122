// What Kubernetes' CEL libraries charge for their functions at compile time (apiserver
// pkg/cel/library CostEstimator.EstimateCallCost, v0.36): string traversals at 0.1 per
// character, regexes at string × pattern length, list functions per element, nominal 1 for
// accessors. Sizes come from the node when CEL knows them, else from the schema.

import type { CallEstimate, CostNode, SizeEstimator } from "./estimate.js";
import { add, costs, fixed, maxUint64, multiply, scale, unknownRange, type Range } from "./size.js";
import { parameters } from "./types.js";

/** The longest regular expression of a named format (apiserver cel.MaxNameFormatRegexSize). */
const maxNameFormatRegexSize = 128;
const maxFormatSize = 64n;
const nominal: CallEstimate = { cost: fixed(1) };
const nominalFunctions = new Set(["sign", "asInteger", "isInteger", "asApproximateFloat", "isGreaterThan", "isLessThan", "compareTo", "add", "sub", "major", "minor", "patch",
  "getScheme", "getHostname", "getHost", "getPort", "getEscapedPath", "getQuery", "format.named",
  "masked", "prefixLength", "family", "isUnspecified", "isLoopback", "isLinkLocalMulticast", "isLinkLocalUnicast", "isGlobalUnicast",
  "serviceAccount", "path", "group", "resource", "subresource", "namespace", "name", "allowed", "reason", "error", "errored"]);

/** The Kubernetes library estimator around a size estimator (the schema's, in a CRD). */
export function kubernetesEstimator(sizes: Pick<SizeEstimator, "estimateSize">): SizeEstimator {
  const sizeOf = (n: CostNode): Range => n.computedSize ?? sizes.estimateSize(n) ?? unknownRange;
  const traversal = (n: CostNode, factor: number = costs.stringTraversalFactor): Range => scale(sizeOf(n), factor);
  const element = (list: CostNode): CostNode | undefined => {
    const [elem] = parameters(list.type);
    if (elem === undefined) return undefined;
    return { path: list.path === undefined ? undefined : [...list.path, "@items"], type: elem, expr: undefined, computedSize: undefined };
  };
  return {
    estimateSize: (n) => sizes.estimateSize(n),
    estimateCallCost(fn, overloadId, target, args): CallEstimate | undefined {
      if (nominalFunctions.has(fn)) return nominal;
      switch (fn) {
        case "check":
          return { cost: fixed(350000) };
        case "fieldSelector":
        case "labelSelector":
          return args.length === 1 ? { cost: selectorCost(sizeOf(args[0]!)) } : undefined;
        case "isSorted": case "sum": case "max": case "min": case "indexOf": case "lastIndexOf": {
          if (target === undefined) return undefined;
          const elem = element(target);
          if (elem === undefined) return { cost: traversal(target) };
          let perElement = fixed(1);
          if (elem.type.kind === "string" || elem.type.kind === "bytes") perElement = add(perElement, traversal(elem));
          return { cost: multiply(sizeOf(target), perElement) };
        }
        case "url":
        case "jsonpatch.escapeKey":
          return args.length === 1 ? { cost: traversal(args[0]!), resultSize: sizeOf(args[0]!) } : undefined;
        case "lowerAscii": case "upperAscii": case "substring": case "trim":
          return target === undefined ? undefined : { cost: traversal(target), resultSize: sizeOf(target) };
        case "replace":
          return target !== undefined && args.length >= 2 ? replaceCost(sizeOf(target), sizeOf(args[0]!), sizeOf(args[1]!)) : undefined;
        case "split": {
          if (target === undefined) return undefined;
          const sz = sizeOf(target);
          const limit = args[1]?.expr;
          const max = limit?.kind === "literal" && limit.literal.type === "int" ? BigInt.asUintN(64, BigInt(limit.literal.value)) : sz.max;
          return { cost: traversal(target, 2 * costs.stringTraversalFactor), resultSize: { min: 0n, max } };
        }
        case "join":
          return target === undefined ? undefined : joinCost(target, args[0], element(target), sizeOf);
        case "find":
        case "findAll": {
          if (target === undefined || args.length < 1) return undefined;
          const sz = sizeOf(target);
          const str = scale(add(sz, fixed(1)), costs.stringTraversalFactor);
          return { cost: multiply(str, traversal(args[0]!, costs.regexStringLengthFactor)), resultSize: { min: 0n, max: sz.max } };
        }
        case "cidr": case "isIP": case "isCIDR": case "quantity": case "isQuantity": case "semver": case "isSemver":
          return args.length >= 1 ? { cost: traversal(args[0]!) } : undefined;
        case "ip":
          if (overloadId === "cidr_ip") return nominal;
          return args.length >= 1 ? { cost: traversal(args[0]!) } : undefined;
        case "ip.isCanonical":
          return args.length >= 1 ? { cost: traversal(args[0]!, 2 * costs.stringTraversalFactor) } : undefined;
        case "containsIP":
        case "containsCIDR":
          return args.length >= 1 ? { cost: containsCost(fn, overloadId, sizeOf(args[0]!)) } : undefined;
        case "validate":
          return args.length >= 1 ? { cost: scale(traversal(args[0]!), maxNameFormatRegexSize * costs.regexStringLengthFactor) } : undefined;
        case "_==_":
          return args.length === 2 ? equalityCost(args[0]!, args[1]!) : undefined;
      }
      return undefined;
    },
  };
}

function selectorCost(length: Range): Range {
  const parse = scale(length, costs.stringTraversalFactor);
  const requirements = scale(scale(length, 0.5), Number(costs.listCreateBase + costs.structCreateBase));
  return add(add(fixed(costs.listCreateBase), parse), requirements);
}

/**
 * replace(): the result's longest (shortest) size replaces the shortest (longest) substrings
 * with the longest (shortest) replacement as often as they fit; an empty substring surrounds
 * every character.
 */
function replaceCost(sz: Range, toReplace: Range, replaceWith: Range): CallEstimate {
  const longest = replaced(sz.max, toReplace.min, replaceWith.max <= toReplace.min);
  const shortest = replaced(sz.min, toReplace.max, toReplace.max <= replaceWith.min);
  const size = add(multiply({ min: shortest.count, max: longest.count }, replaceWith), { min: shortest.retained, max: longest.retained });
  return { cost: scale(sz, 2 * costs.stringTraversalFactor), resultSize: size };
}

/** How many replacements of `part`-long substrings a `length`-long string takes, and what is kept of it. */
function replaced(length: bigint, part: bigint, keepsLength: boolean): { count: bigint; retained: bigint } {
  if (part === 0n) return { count: length < maxUint64 ? length + 1n : length, retained: length };
  if (keepsLength) return { count: 0n, retained: length };
  return { count: BigInt(Math.ceil(Number(length) / Number(part))), retained: 0n };
}

function joinCost(target: CostNode, separator: CostNode | undefined, elem: CostNode | undefined, sizeOf: (n: CostNode) => Range): CallEstimate {
  const listSize = sizeOf(target);
  let sz: Range = fixed(0);
  if (elem !== undefined) sz = multiply(listSize, sizeOf(elem));
  if (separator !== undefined) {
    const separators = { min: listSize.min > 0n ? listSize.min - 1n : 0n, max: listSize.max > 0n ? listSize.max - 1n : 0n };
    sz = add(sz, multiply(sizeOf(separator), separators));
  }
  return { cost: scale(sz, costs.stringTraversalFactor), resultSize: sz };
}

function containsCost(fn: string, overloadId: string, argSize: Range): Range {
  const ip: Range = { min: 4n, max: 16n };
  let cost = scale(add(ip, ip), costs.stringTraversalFactor);
  if (fn === "containsCIDR") cost = add(add(cost, scale(ip, costs.stringTraversalFactor)), fixed(1));
  if (overloadId === "cidr_contains_ip_string" || overloadId === "cidr_contains_cidr_string") cost = add(cost, scale(argSize, costs.stringTraversalFactor));
  return cost;
}

function equalityCost(lhs: CostNode, rhs: CostNode): CallEstimate | undefined {
  const t = lhs.type;
  if (t.kind !== "opaque" || rhs.type.kind !== "opaque" || rhs.type.name !== t.name) return undefined;
  switch (t.name) {
    case "IP": case "CIDR": case "Quantity": case "Semver":
      return nominal;
    case "Format":
      return { cost: scale({ min: 1n, max: maxFormatSize }, costs.stringTraversalFactor) };
    case "URL": {
      // apiserver reads the right-hand side's computed size twice (as it does)
      const r = rhs.computedSize;
      const max = r === undefined ? 1n : r.max;
      return { cost: scale({ min: 1n, max }, costs.stringTraversalFactor) };
    }
  }
  return undefined;
}
