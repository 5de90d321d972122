// The static cost of a checked CEL expression, charged node by node as cel-go's checker
// estimator charges it (checker/cost.go, v0.26): literals free, identifiers and selects on
// maps/objects 1, list/map/object creation 10/30/40, comprehensions their range's size
// times the loop's cost, and each call its overload's cost — sizes of strings, lists and
// maps taken from the expression when it knows them, else from the SizeEstimator (the
// schema's maxLength/maxItems/maxProperties along the value's path).

import { accumulator, type Comprehension, type Expr } from "../runtime/cel/syntax/ast.js";
import type { Checked } from "./checker.js";
import { maxTreeDepth } from "../runtime/cel/syntax/parser.js";
import { add, costs, fixed, multiply, scale, union, unknownRange, maxUint64, type Range } from "./size.js";
import { dyn, isScalar, type CelType } from "./types.js";

/** What an estimator sees of a node: the field path from a variable (`@items`, `@keys`, `@values`), type, known size. */
export interface CostNode {
  readonly path: readonly string[] | undefined;
  readonly type: CelType;
  readonly expr: Expr | undefined;
  readonly computedSize: Range | undefined;
}

export interface CallEstimate {
  readonly cost: Range;
  readonly resultSize?: Range | undefined;
}

export interface SizeEstimator {
  /** The size of a string, bytes, list or map at this node, when the environment knows it. */
  estimateSize(node: CostNode): Range | undefined;
  /** A library function's cost (without its arguments'), when the environment prices it. */
  estimateCallCost(fn: string, overloadId: string, target: CostNode | undefined, args: readonly CostNode[]): CallEstimate | undefined;
}

export interface CostOptions {
  /** has() costs 1 (cel-go's default) or 0. */
  readonly presenceTestCost?: Range;
  /** Per-overload estimators that take precedence over the SizeEstimator's. */
  readonly overloadEstimators?: ReadonlyMap<string, (estimator: SizeEstimator, target: CostNode | undefined, args: readonly CostNode[]) => CallEstimate | undefined>;
}

interface EntrySize {
  readonly container: "list" | "map";
  readonly key: Range;
  readonly val: Range;
}

interface LocalVar {
  readonly path: readonly string[] | undefined;
  readonly size: Range | undefined;
  readonly entrySize: EntrySize | undefined;
}

const hiddenAccumulators = new Set([accumulator, "__result__"]);
const maxDepth = maxTreeDepth;

export function estimateCost(expr: Expr, checked: Checked, estimator: SizeEstimator, options: CostOptions = {}): Range {
  return new Coster(checked, estimator, options).cost(expr, 0);
}

class Coster {
  private readonly paths = new Map<number, readonly string[]>();
  private readonly locals = new Map<string, LocalVar[]>();
  private readonly sizes = new Map<number, Range>();
  private readonly entrySizes = new Map<number, EntrySize>();
  private readonly presence: Range;

  constructor(private readonly checked: Checked, private readonly estimator: SizeEstimator, private readonly options: CostOptions) {
    this.presence = options.presenceTestCost ?? fixed(1);
  }

  cost(e: Expr, depth: number): Range {
    if (depth > maxDepth) return unknownRange;
    switch (e.kind) {
      case "literal":
        return fixed(costs.constant);
      case "ident":
        this.paths.set(e.id, this.local(e.name)?.path ?? [e.name]);
        return fixed(costs.selectAndIdent);
      case "select":
        return this.costSelect(e, depth);
      case "call":
        return this.costCall(e, depth);
      case "list":
        return this.costList(e, depth);
      case "map":
        return this.costMap(e, depth);
      case "struct":
        return add(e.fields.reduce((sum, f) => add(sum, this.cost(f.value, depth + 1)), fixed(0)), fixed(costs.structCreateBase));
      case "comprehension":
        return this.isBind(e) ? this.costBind(e, depth) : this.costComprehension(e, depth);
    }
  }

  private typeOf(e: Expr | undefined): CelType {
    return e === undefined ? dyn : this.checked.types.get(e.id) ?? dyn;
  }

  private local(name: string): LocalVar | undefined {
    const stack = this.locals.get(name);
    return stack === undefined || stack.length === 0 ? undefined : stack[stack.length - 1];
  }

  private push(name: string, v: LocalVar): void {
    const stack = this.locals.get(name) ?? [];
    stack.push(v);
    this.locals.set(name, stack);
  }

  private pop(name: string): void {
    this.locals.get(name)?.pop();
  }

  private pathOf(e: Expr): readonly string[] | undefined {
    if (e.kind === "ident") {
      const v = this.local(e.name);
      if (v !== undefined) return v.path;
    }
    return this.paths.get(e.id);
  }

  private costSelect(e: Extract<Expr, { kind: "select" }>, depth: number): Range {
    if (e.testOnly) return add(this.presence, this.cost(e.operand, depth + 1));
    let sum = this.cost(e.operand, depth + 1);
    const kind = this.typeOf(e.operand).kind;
    if (kind === "map" || kind === "object") sum = add(sum, fixed(costs.selectAndIdent));
    this.paths.set(e.id, [...(this.pathOf(e.operand) ?? []), e.field]);
    return sum;
  }

  private node(e: Expr): CostNode {
    let path = this.pathOf(e);
    if (path !== undefined && path.length > 0 && hiddenAccumulators.has(path[0]!)) path = undefined;
    return { path, type: this.typeOf(e), expr: e, computedSize: this.computeSize(e) };
  }

  private costCall(e: Extract<Expr, { kind: "call" }>, depth: number): Range {
    if (e.fn === "dyn" && e.target === undefined && e.args.length === 1) {
      const argCost = this.cost(e.args[0]!, depth + 1);
      this.copySizes(e, e.args[0]!);
      return add(fixed(1), argCost);
    }
    const resolved = this.checked.calls.get(e.id);
    const argCosts: Range[] = [];
    const argNodes: CostNode[] = [];
    for (const arg of e.args) {
      argCosts.push(this.cost(arg, depth + 1));
      argNodes.push(this.node(arg));
    }
    if (resolved === undefined || resolved.overloadIds.length === 0) return fixed(0);
    let sum = fixed(0);
    let target: CostNode | undefined;
    if (resolved.member && e.target !== undefined) {
      sum = add(sum, this.cost(e.target, depth + 1));
      target = this.node(e.target);
    }
    // a member call's receiver is its first operand for the overloads that take it as one
    let fnCost: Range = { min: maxUint64, max: 0n };
    let resultSize: Range | undefined;
    for (const id of resolved.overloadIds) {
      const estimate = this.functionCost(e, resolved.fn, id, target, argNodes, argCosts);
      fnCost = union(fnCost, estimate.cost);
      if (estimate.resultSize !== undefined) resultSize = resultSize === undefined ? estimate.resultSize : union(resultSize, estimate.resultSize);
      if ((id === "index_list" || id === "index_map") && e.args.length > 0) {
        resultSize = this.entrySize(e.args[0]!)?.val;
        this.paths.set(e.id, [...(this.pathOf(e.args[0]!) ?? []), id === "index_list" ? "@items" : "@values"]);
      }
      resultSize ??= this.computeSize(e);
    }
    if (resultSize !== undefined) this.sizes.set(e.id, resultSize);
    return add(sum, fnCost);
  }

  private costList(e: Extract<Expr, { kind: "list" }>, depth: number): Range {
    let sum = fixed(0);
    let item: Range = { min: e.elements.length === 0 ? 0n : maxUint64, max: 0n };
    for (const element of e.elements) {
      sum = add(sum, this.cost(element, depth + 1));
      item = union(item, this.sizeOrUnknown(element));
    }
    this.entrySizes.set(e.id, { container: "list", key: fixed(1), val: item });
    return add(sum, fixed(costs.listCreateBase));
  }

  private costMap(e: Extract<Expr, { kind: "map" }>, depth: number): Range {
    let sum = fixed(0);
    const empty = e.entries.length === 0;
    let key: Range = { min: empty ? 0n : maxUint64, max: 0n };
    let val: Range = { min: empty ? 0n : maxUint64, max: 0n };
    for (const entry of e.entries) {
      sum = add(sum, this.cost(entry.key, depth + 1));
      sum = add(sum, this.cost(entry.value, depth + 1));
      key = union(key, this.sizeOrUnknown(entry.key));
      val = union(val, this.sizeOrUnknown(entry.value));
    }
    this.entrySizes.set(e.id, { container: "map", key, val });
    return add(sum, fixed(costs.mapCreateBase));
  }

  private isBind(e: Comprehension): boolean {
    return e.iterRange.kind === "list" && e.iterRange.elements.length === 0 && e.loopCondition.kind === "literal"
      && e.loopCondition.literal.type === "bool" && !e.loopCondition.literal.value && e.accuVar !== "__result__";
  }

  private costBind(e: Comprehension, depth: number): Range {
    let sum = add(this.cost(e.iterRange, depth + 1), this.cost(e.accuInit, depth + 1));
    this.pushLocal(e.accuVar, e.accuInit);
    sum = add(sum, this.cost(e.result, depth + 1));
    this.pop(e.accuVar);
    this.copySizes(e, e.result);
    return sum;
  }

  private pushLocal(name: string, e: Expr): void {
    this.push(name, { path: this.pathOf(e), size: this.computeSize(e), entrySize: this.entrySize(e) });
  }

  /** An iteration variable: its path continues the range's with @items/@indices/@keys/@values. */
  private pushIter(name: string, range: Expr, role: "single" | "key" | "value"): void {
    const entry = this.entrySize(range);
    const container = entry?.container ?? this.typeOf(range).kind;
    const list = container === "list";
    let size: Range | undefined;
    let sub: string;
    if (role === "key") {
      size = entry?.key;
      sub = list ? "@indices" : "@keys";
    } else if (role === "value") {
      size = entry?.val;
      sub = list ? "@items" : "@values";
    } else {
      size = list ? entry?.val : entry?.key;
      sub = list ? "@items" : "@keys";
    }
    this.push(name, { path: [...(this.pathOf(range) ?? []), sub], size, entrySize: undefined });
  }

  private costComprehension(e: Comprehension, depth: number): Range {
    let sum = add(this.cost(e.iterRange, depth + 1), this.cost(e.accuInit, depth + 1));
    this.pushLocal(e.accuVar, e.accuInit);
    if (e.iterVar2 !== undefined) {
      this.pushIter(e.iterVar, e.iterRange, "key");
      this.pushIter(e.iterVar2, e.iterRange, "value");
    } else this.pushIter(e.iterVar, e.iterRange, "single");
    const loop = this.cost(e.loopCondition, depth + 1);
    const step = this.cost(e.loopStep, depth + 1);
    this.pop(e.iterVar);
    if (e.iterVar2 !== undefined) this.pop(e.iterVar2);
    sum = add(sum, this.cost(e.result, depth + 1));
    this.pop(e.accuVar);
    const count = this.sizeOrUnknown(e.iterRange);
    sum = add(sum, multiply(count, add(step, loop)));
    const init = e.accuInit.kind;
    if (init === "literal") {
      const size = this.computeSize(e.accuInit);
      if (size !== undefined) this.sizes.set(e.id, size);
    } else if (init === "list" || init === "map") {
      this.sizes.set(e.id, count);
      const stepEntry = this.entrySize(e.loopStep);
      if (stepEntry !== undefined) this.entrySizes.set(e.id, stepEntry);
    }
    return sum;
  }

  private functionCost(e: Expr, fn: string, id: string, target: CostNode | undefined, args: readonly CostNode[], argCosts: readonly Range[]): CallEstimate {
    const argSum = (): Range => argCosts.reduce(add, fixed(0));
    const own = this.options.overloadEstimators?.get(id)?.(this.estimator, target, args);
    if (own !== undefined) return { cost: add(own.cost, argSum()), resultSize: own.resultSize };
    const library = this.estimator.estimateCallCost(fn, id, target, args);
    if (library !== undefined) return { cost: add(library.cost, argSum()), resultSize: library.resultSize };
    const size = (n: CostNode): Range => n.computedSize ?? unknownRange;
    const traversal = (n: CostNode): Range => scale(size(n), costs.stringTraversalFactor);
    switch (id) {
      case "string_format":
        if (target !== undefined) return { cost: add(traversal(target), argSum()) };
        break;
      case "string_to_bytes":
        if (args.length === 1) {
          const sz = size(args[0]!);
          return { cost: add(traversal(args[0]!), argSum()), resultSize: { min: sz.min, max: (sz.max * 4n) & maxUint64 } }; // Go's uint64 arithmetic wraps here
        }
        break;
      case "bytes_to_string":
        if (args.length === 1) {
          const sz = size(args[0]!);
          return { cost: add(traversal(args[0]!), argSum()), resultSize: { min: sz.min / 4n, max: sz.max } };
        }
        break;
      case "strings_quote":
        if (args.length === 1) {
          const sz = size(args[0]!);
          return { cost: add(traversal(args[0]!), argSum()), resultSize: { min: sz.min + 2n, max: (sz.max * 2n + 2n) & maxUint64 } };
        }
        break;
      case "starts_with_string":
      case "ends_with_string":
        if (args.length === 1) return { cost: add(traversal(args[0]!), argSum()) };
        break;
      case "in_list":
        if (args.length === 2) return { cost: add(scale(size(args[1]!), 1), argSum()) };
        break;
      case "matches":
      case "matches_string": {
        // cel-go prices the member form; the global form matches(s, re) has no target
        if (target !== undefined && args.length === 1) {
          const str = scale(add(size(target), fixed(1)), costs.stringTraversalFactor);
          const regex = scale(size(args[0]!), costs.regexStringLengthFactor);
          return { cost: add(multiply(str, regex), argSum()) };
        }
        break;
      }
      case "contains_string":
        if (target !== undefined && args.length === 1) return { cost: add(multiply(traversal(target), traversal(args[0]!)), argSum()) };
        break;
      case "logical_or":
      case "logical_and": {
        const [lhs, rhs] = [argCosts[0]!, argCosts[1]!];
        return { cost: { min: lhs.min, max: add(lhs, rhs).max } };
      }
      case "conditional": {
        const resultSize = union(size(args[1]!), size(args[2]!));
        const entry = unionEntry(this.entrySize(args[1]!.expr!), this.entrySize(args[2]!.expr!));
        if (entry !== undefined) this.entrySizes.set(e.id, entry);
        return { cost: add(argCosts[0]!, union(argCosts[1]!, argCosts[2]!)), resultSize };
      }
      case "add_string":
      case "add_bytes":
      case "add_list":
        if (args.length === 2) {
          const resultSize = add(size(args[0]!), size(args[1]!));
          const entry = unionEntry(this.entrySize(args[0]!.expr!), this.entrySize(args[1]!.expr!));
          if (entry !== undefined) this.entrySizes.set(e.id, entry);
          if (id === "add_list") return { cost: add(fixed(1), argSum()), resultSize };
          return { cost: add(scale(resultSize, costs.stringTraversalFactor), argSum()), resultSize };
        }
        break;
      case "less_string": case "greater_string": case "less_equals_string": case "greater_equals_string":
      case "less_bytes": case "greater_bytes": case "less_equals_bytes": case "greater_equals_bytes":
      case "equals": case "not_equals": {
        const lhs = size(args[0]!);
        const rhs = size(args[1]!);
        const smallest = rhs.max < lhs.max ? rhs.max : lhs.max;
        return { cost: add(scale({ min: smallest > 0n ? 1n : 0n, max: smallest }, costs.stringTraversalFactor), argSum()) };
      }
    }
    return { cost: add(fixed(1), argSum()) };
  }

  private sizeOrUnknown(e: Expr): Range {
    return this.computeSize(e) ?? unknownRange;
  }

  private copySizes(dst: Expr, src: Expr): void {
    const size = this.computeSize(src);
    if (size !== undefined) this.sizes.set(dst.id, size);
    const entry = this.entrySize(src);
    if (entry !== undefined) this.entrySizes.set(dst.id, entry);
  }

  computeSize(e: Expr): Range | undefined {
    const known = this.sizes.get(e.id);
    if (known !== undefined) return known;
    const literal = literalSize(e);
    if (literal !== undefined) return literal;
    const estimated = this.estimator.estimateSize({ path: this.pathOf(e), type: this.typeOf(e), expr: e, computedSize: undefined });
    if (estimated !== undefined) {
      this.sizes.set(e.id, estimated);
      return estimated;
    }
    if (isScalar(this.typeOf(e))) return fixed(1);
    if (e.kind === "ident") return this.local(e.name)?.size;
    return undefined;
  }

  private entrySize(e: Expr): EntrySize | undefined {
    const known = this.entrySizes.get(e.id);
    if (known !== undefined) return known;
    if (e.kind === "ident") return this.local(e.name)?.entrySize;
    return undefined;
  }
}

function unionEntry(a: EntrySize | undefined, b: EntrySize | undefined): EntrySize | undefined {
  if (a === undefined || b === undefined) return undefined;
  return { container: a.container, key: union(a.key, b.key), val: union(a.val, b.val) };
}

/** The exact size CEL knows from the expression: a literal's length, a list or map literal's entries. */
function literalSize(e: Expr): Range | undefined {
  if (e.kind === "list") return fixed(e.elements.length);
  if (e.kind === "map") return fixed(e.entries.length);
  if (e.kind !== "literal") return undefined;
  const l = e.literal;
  if (l.type === "string") return fixed([...l.value].length);
  if (l.type === "bytes") return fixed(l.value.length);
  return fixed(1);
}
