// Runtime cost, as the API server meters CEL evaluation (cel-go's cost tracker with
// Kubernetes' call costs) — approximately: cel-go charges 1 per variable and 1 per constant
// field selection or index (`self.a.b[0]` 4; a presence test nothing), 1 per function call, 10 per list or
// map literal (30 a map), nothing for &&, ||, ?: and constants; a call that traverses strings
// or lists (contains, matches, split, sum, ==, +, …) costs what cel-go's formula for it says
// (callCost). The tree is instrumented (instrument.ts wraps nodes in `@cost(n, x)`, the
// arguments of such calls in `@arg(id, x)` and the call in `@callCost(id, fn, n, call)`), the
// counter is this module's while one evaluation runs (evaluation is synchronous).
//
// The per-expression limit (1,000,000) stops the evaluation with cel-go's error; the
// per-object budget (10,000,000) is kept by validate.ts. What differs from cel-go: the
// extension libraries' own cost functions (lists, sets, strings beyond Kubernetes' table count
// 1 here) and constant folding; a rule far from the limits is unaffected either way.

import { celError, celFunc, CelScalar, isCelList, isCelMap, type CelFunc, type CelValue } from "@bufbuild/cel";

export const PER_CALL_LIMIT = 1000000;
export const PER_OBJECT_BUDGET = 10000000;
export const COST_LIMIT_EXCEEDED = "operation cancelled: actual cost limit exceeded";

interface Meter {
  cost: number;
  readonly limit: number;
  /** The arguments the next @callCost of each call node reads, by node (see below). */
  readonly pending: Map<bigint, PendingCall>;
}

/**
 * A sized call's arguments as they are evaluated: the call (`fn`, `count` arguments) reads the
 * last `count` when it runs. An argument that fails stops the call from running, but cel-go
 * still charges the call (the failed argument of size 1): what no call read is charged so,
 * when the node next runs or the evaluation ends.
 */
interface PendingCall {
  readonly fn: string;
  readonly count: number;
  values: CelValue[];
}

let current: Meter | undefined;

/**
 * Runs `evaluate` with a fresh counter: its result, its cost, and whether it went past the
 * limit (cel-go then cancels the whole evaluation; @bufbuild/cel carries the error as a value
 * that `||` could absorb, so the caller must look at `exceeded`, not only at the result).
 */
export function metered<T>(limit: number, evaluate: () => T): { readonly result: T; readonly cost: number; readonly exceeded: boolean } {
  const outer = current;
  const meter: Meter = { cost: 0, limit, pending: new Map() };
  current = meter;
  try {
    const result = evaluate();
    for (const call of meter.pending.values()) chargeFailed(meter, call, call.values.length);
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

/** cel-go's actualSize: a string's code points, bytes, a list's or map's length; 1 for anything else. */
function actualSize(value: CelValue): number {
  if (typeof value === "string") return [...value].length;
  if (value instanceof Uint8Array) return value.length;
  if (isCelList(value) || isCelMap(value)) return value.size;
  return 1;
}

/** Kubernetes' traversalCost: a tenth of a string's bytes (rounded down), the sum over a list's items or a map's entries, 1 else. */
function traversalCost(value: CelValue, depth = 0): number {
  if (typeof value === "string") return Math.floor(utf8Length(value) * 0.1);
  if (value instanceof Uint8Array) return Math.floor(value.length * 0.1);
  if (depth > 64) return 1;
  if (isCelList(value)) return [...value].reduce<number>((sum, item) => sum + traversalCost(item as CelValue, depth + 1), 0);
  if (isCelMap(value)) return [...value].reduce<number>((sum, [k, v]) => sum + traversalCost(k as CelValue, depth + 1) + traversalCost(v as CelValue, depth + 1), 0);
  return 1;
}

function utf8Length(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.codePointAt(0)! < 0x80 ? 1 : ch.codePointAt(0)! < 0x800 ? 2 : ch.codePointAt(0)! < 0x10000 ? 3 : 4;
  return n;
}

const tenth = (n: number): number => Math.ceil(n * 0.1);
const regex = (text: CelValue, pattern: CelValue): number => Math.ceil((1 + actualSize(text)) * 0.1) * Math.ceil(actualSize(pattern) * 0.25);
const isText = (v: CelValue): boolean => typeof v === "string" || v instanceof Uint8Array;

/** A call's cost as cel-go's tracker with Kubernetes' CostEstimator charges it, from its arguments (the receiver first) and result. */
export function callCost(fn: string, args: readonly CelValue[], result: CelValue): number {
  const [a, b] = [args[0] ?? null, args[1] ?? null];
  switch (fn) {
    case "startsWith": case "endsWith": case "strings.quote": case "format": case "url": case "lowerAscii": case "upperAscii": case "substring": case "trim":
    case "cidr": case "isIP": case "isCIDR": case "quantity": case "isQuantity": case "semver": case "isSemver":
      return tenth(actualSize(a));
    case "ip": return typeof a === "string" ? tenth(actualSize(a)) : 1;
    case "ip.isCanonical": case "replace": case "split": return Math.ceil(actualSize(a) * 0.2);
    case "join": return Math.ceil(actualSize(result) * 0.2);
    case "@in": return isCelList(b) ? actualSize(b) : 1;
    case "_<_": case "_>_": case "_<=_": case "_>=_": return isText(a) && isText(b) ? tenth(Math.min(actualSize(a), actualSize(b))) : 1;
    case "_==_": case "_!=_": return tenth(Math.min(actualSize(a), actualSize(b)));
    // a failed argument (null here) beside a string or bytes: cel-go's overload is add_string or add_bytes all the same
    case "_+_": return (isText(a) || isText(b)) && (isText(a) || a === null) && (isText(b) || b === null) ? tenth(actualSize(a) + actualSize(b)) : 1;
    case "matches": case "find": case "findAll": return regex(a, b);
    case "contains": return tenth(actualSize(a)) * tenth(actualSize(b));
    case "isSorted": case "sum": case "max": case "min": case "indexOf": case "lastIndexOf": return traversalCost(a);
    default: return 1;
  }
}

/** cel-go's charge for calls whose arguments `call.values[0, upTo)` were evaluated but that failed before running: one call, the missing arguments of size 1. */
function chargeFailed(meter: Meter, call: PendingCall, upTo: number): void {
  if (upTo <= 0) return;
  const args = call.values.slice(0, upTo).slice(-call.count);
  while (args.length < call.count) args.push(null);
  meter.cost += callCost(call.fn, args, null);
}

export const meterFunctions: readonly CelFunc[] = [
  celFunc("@cost", [CelScalar.INT, CelScalar.DYN], CelScalar.DYN, (amount, value) => {
    charge(Number(amount));
    return value;
  }),
  celFunc("@arg", [CelScalar.INT, CelScalar.STRING, CelScalar.INT, CelScalar.DYN], CelScalar.DYN, (id, fn, count, value) => {
    if (current === undefined) return value;
    let call = current.pending.get(id);
    if (call === undefined) current.pending.set(id, (call = { fn, count: Number(count), values: [] }));
    call.values.push(value);
    return value;
  }),
  celFunc("@callCost", [CelScalar.INT, CelScalar.STRING, CelScalar.INT, CelScalar.DYN], CelScalar.DYN, (id, fn, count, result) => {
    const call = current?.pending.get(id);
    const args = (call?.values ?? []).slice(-Number(count));
    if (call !== undefined) {
      chargeFailed(current!, call, call.values.length - Number(count));
      current!.pending.delete(id);
    }
    charge(callCost(fn, args, result));
    return result;
  }),
];

/** Calls whose cost depends on their arguments (callCost): their arguments are recorded. */
export const SIZED = new Set([
  "startsWith", "endsWith", "strings.quote", "format", "url", "lowerAscii", "upperAscii", "substring", "trim", "cidr", "isIP", "isCIDR",
  "quantity", "isQuantity", "semver", "isSemver", "ip", "ip.isCanonical", "replace", "split", "join", "@in", "_<_", "_>_", "_<=_", "_>=_",
  "_==_", "_!=_", "_+_", "matches", "find", "findAll", "contains", "isSorted", "sum", "max", "min", "indexOf", "lastIndexOf",
]);

/** Calls cel-go does not charge (they only route evaluation). */
export const FREE = new Set(["_&&_", "_||_", "_?_:_", "@optSelect", "@optIndex", "@optList", "@optMap", "@pairs"]);
