// The syntax tree with runtime cost charges woven in (meter.ts says what is charged): each
// variable or selection chain, call and list or map literal wrapped in `@cost(n, x)`, the
// string and list arguments of traversing calls in `@size(x)`. Recursive, bounded by the
// parser's tree depth.

import type { Expr } from "./syntax/ast.js";
import { FREE, TRAVERSING } from "./meter.js";

const int = (id: number, value: number): Expr => ({ kind: "literal", id, literal: { type: "int", value } });
const cost = (n: number, x: Expr): Expr => ({ kind: "call", id: x.id, fn: "@cost", target: undefined, args: [int(x.id, n), x] });
const size = (x: Expr): Expr => ({ kind: "call", id: x.id, fn: "@size", target: undefined, args: [x] });

/** A variable with constant selections and indexes: cel-go evaluates it as one attribute. */
function isChain(x: Expr): boolean {
  for (let e = x; ; ) {
    if (e.kind === "ident") return true;
    if (e.kind === "select" && !e.testOnly) e = e.operand;
    else if (e.kind === "call" && e.fn === "_[_]" && e.target === undefined && e.args[1]?.kind === "literal") e = e.args[0]!;
    else return false;
  }
}

/** The namespaces of qualified functions (`sets.contains(…)`): their name is not a variable. */
const NAMESPACES = new Set(["sets", "lists", "strings", "optional", "format", "ip", "cel", "math"]);

export function instrument(x: Expr): Expr {
  if (x.kind === "call" && x.target?.kind === "ident" && NAMESPACES.has(x.target.name)) {
    const traverse = TRAVERSING.has(`${x.target.name}.${x.fn}`);
    return cost(1, { ...x, args: x.args.map((a) => (traverse ? size(instrument(a)) : instrument(a))) });
  }
  if (isChain(x)) return cost(1, x);
  switch (x.kind) {
    case "literal":
    case "ident":
      return x;
    case "select":
      // a presence test costs nothing (the API server's environment: PresenceTestHasCost(false))
      if (x.testOnly) return isChain(x.operand) ? x : { ...x, operand: instrument(x.operand) };
      return cost(1, { ...x, operand: instrument(x.operand) });
    case "call": {
      const traverse = TRAVERSING.has(x.fn) ? size : (e: Expr): Expr => e;
      const call: Expr = { ...x, target: x.target === undefined ? undefined : traverse(instrument(x.target)), args: x.args.map((a) => traverse(instrument(a))) };
      return FREE.has(x.fn) ? call : cost(1, call);
    }
    case "list":
      return cost(10, { ...x, elements: x.elements.map(instrument) });
    case "map":
      return cost(10, { ...x, entries: x.entries.map((entry) => ({ ...entry, key: instrument(entry.key), value: instrument(entry.value) })) });
    case "struct":
      return cost(40, { ...x, fields: x.fields.map((field) => ({ ...field, value: instrument(field.value) })) });
    case "comprehension":
      return {
        ...x, iterRange: instrument(x.iterRange), accuInit: instrument(x.accuInit), loopCondition: instrument(x.loopCondition),
        loopStep: instrument(x.loopStep), result: instrument(x.result),
      };
  }
}
