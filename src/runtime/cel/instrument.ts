// The syntax tree with runtime cost charges woven in (meter.ts says what is charged): each
// variable or selection chain, call and list or map literal wrapped in `@cost(n, x)`; a call
// whose cost depends on its arguments has them wrapped in `@arg(id, fn, n, x)` and itself in
// `@callCost(id, fn, n, call)`. Recursive, bounded by the
// parser's tree depth.

import type { Expr } from "./syntax/ast.js";
import { FREE, SIZED } from "./meter.js";

const int = (id: number, value: number): Expr => ({ kind: "literal", id, literal: { type: "int", value } });
const cost = (n: number, x: Expr): Expr => ({ kind: "call", id: x.id, fn: "@cost", target: undefined, args: [int(x.id, n), x] });
const str = (id: number, value: string): Expr => ({ kind: "literal", id, literal: { type: "string", value } });
const arg = (call: Expr, fn: string, count: number, x: Expr): Expr => ({ kind: "call", id: x.id, fn: "@arg", target: undefined, args: [int(x.id, call.id), str(x.id, fn), int(x.id, count), x] });
const callCost = (node: Expr, fn: string, count: number, call: Expr): Expr => ({ kind: "call", id: node.id, fn: "@callCost", target: undefined, args: [int(node.id, node.id), str(node.id, fn), int(node.id, count), call] });

/**
 * A variable with constant selections and indexes (cel-go's attribute with constant
 * qualifiers): the number of qualifiers, or undefined when `x` is not one.
 */
function chainLength(x: Expr): number | undefined {
  let qualifiers = 0;
  for (let e = x; ; qualifiers++) {
    if (e.kind === "ident") return qualifiers;
    if (e.kind === "select" && !e.testOnly) e = e.operand;
    else if (e.kind === "call" && e.fn === "_[_]" && e.target === undefined && e.args[1]?.kind === "literal") e = e.args[0]!;
    else return undefined;
  }
}

const isChain = (x: Expr): boolean => chainLength(x) !== undefined;

/** The namespaces of qualified functions (`sets.contains(…)`): their name is not a variable. */
const NAMESPACES = new Set(["sets", "lists", "strings", "optional", "format", "ip", "cel", "math"]);

/** A literal, or a list or map literal of constants (iteratively). */
function constant(x: Expr): boolean {
  const stack: Expr[] = [x];
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.kind === "list" && e.optional === undefined) stack.push(...e.elements);
    else if (e.kind === "map" && e.entries.every((entry) => entry.optional !== true)) for (const entry of e.entries) stack.push(entry.key, entry.value);
    else if (e.kind !== "literal") return false;
  }
  return true;
}

/** Type names: cel-go resolves them to constants, which cost nothing. */
const TYPE_IDENTS = new Set(["int", "uint", "double", "string", "bytes", "bool", "list", "map", "null_type", "type", "dyn"]);
const TYPE_SELECTS = new Set(["net.IP", "net.CIDR", "kubernetes.URL", "kubernetes.Quantity", "kubernetes.Semver", "kubernetes.NamedFormat", "google.protobuf.Timestamp", "google.protobuf.Duration"]);

function isTypeName(x: Expr): boolean {
  if (x.kind === "ident") return TYPE_IDENTS.has(x.name);
  const parts: string[] = [];
  for (let e: Expr = x; ; e = e.operand) {
    if (e.kind === "ident") return TYPE_SELECTS.has([e.name, ...parts].join("."));
    if (e.kind !== "select" || e.testOnly) return false;
    parts.unshift(e.field);
  }
}

export function instrument(x: Expr): Expr {
  if (isTypeName(x)) return x;
  if (x.kind === "call" && x.target?.kind === "ident" && NAMESPACES.has(x.target.name)) {
    const fn = `${x.target.name}.${x.fn}`;
    if (!SIZED.has(fn)) return cost(1, { ...x, args: x.args.map(instrument) });
    return callCost(x, fn, x.args.length, { ...x, args: x.args.map((a) => arg(x, fn, x.args.length, instrument(a))) });
  }
  const qualifiers = chainLength(x);
  // the variable 1, each constant qualifier 1
  if (qualifiers !== undefined) return cost(1 + qualifiers, x);
  switch (x.kind) {
    case "literal":
    case "ident":
      return x;
    case "select":
      // a presence test costs nothing (the API server's environment: PresenceTestHasCost(false))
      if (x.testOnly) return isChain(x.operand) ? x : { ...x, operand: instrument(x.operand) };
      // a selection on a computed value: cel-go's relative attribute (1) and its qualifier (1),
      // charged as the operand is ready (so an access that fails is charged too)
      return { ...x, operand: cost(2, instrument(x.operand)) };
    case "call": {
      if (x.fn === "_[_]" && x.target === undefined && x.args.length === 2) {
        // an index: the qualifier (1), and the relative attribute (1) when the operand is computed
        const [operand, index] = [x.args[0]!, x.args[1]!];
        return { ...x, args: [cost(isChain(operand) ? 1 : 2, instrument(operand)), instrument(index)] };
      }
      const sized = SIZED.has(x.fn);
      const count = x.args.length + (x.target === undefined ? 0 : 1);
      const each = (e: Expr): Expr => (sized ? arg(x, x.fn, count, instrument(e)) : instrument(e));
      const call: Expr = { ...x, target: x.target === undefined ? undefined : each(x.target), args: x.args.map(each) };
      if (FREE.has(x.fn)) return call;
      return sized ? callCost(x, x.fn, count, call) : cost(1, call);
    }
    case "list":
      // cel-go folds a literal of constants (OptOptimize): it costs nothing at run time
      if (constant(x)) return x;
      return cost(10, { ...x, elements: x.elements.map(instrument) });
    case "map":
      if (constant(x)) return x;
      return cost(30, { ...x, entries: x.entries.map((entry) => ({ ...entry, key: instrument(entry.key), value: instrument(entry.value) })) });
    case "struct":
      return cost(40, { ...x, fields: x.fields.map((field) => ({ ...field, value: instrument(field.value) })) });
    case "comprehension":
      return {
        ...x, iterRange: instrument(x.iterRange), accuInit: instrument(x.accuInit), loopCondition: instrument(x.loopCondition),
        loopStep: instrument(x.loopStep), result: instrument(x.result),
      };
  }
}
