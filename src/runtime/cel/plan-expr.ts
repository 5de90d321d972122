// Our syntax tree (syntax/parser.ts: cel-go's macro expansion, the optional syntax, the
// two-variable comprehensions) to the cel.expr.Expr shape @bufbuild/cel's planner reads. The
// planner only reads fields, so plain objects of that shape do (no protobuf runtime needed).
//
// What @bufbuild/cel lacks is rewritten into what it has, with our functions (library/):
// - `a.?f`, `a[?k]` become the calls `@optSelect(a, 'f')`, `@optIndex(a, k)` (our optional values);
// - `[?e]` and `{?k: v}` become `@optList`/`@optMap` calls over plain lists and maps;
// - a two-variable comprehension iterates `@pairs(range)` ([key, value] or [index, item] lists)
//   under a hidden name, its two variables read as `@it[0]` and `@it[1]` where not shadowed.
//
// The walk is recursive, bounded by the parser's tree depth (maxTreeDepth).

import { type Comprehension, type Expr, type Literal } from "./syntax/ast.js";

export interface PlanExpr {
  readonly id: bigint;
  readonly exprKind: { readonly case: string; readonly value: unknown };
}

let hidden = 0;

export function toPlanExpr(expr: Expr): PlanExpr {
  const id = BigInt(expr.id);
  switch (expr.kind) {
    case "literal":
      return { id, exprKind: { case: "constExpr", value: { constantKind: constant(expr.literal) } } };
    case "ident":
      return { id, exprKind: { case: "identExpr", value: { name: expr.name } } };
    case "select":
      return { id, exprKind: { case: "selectExpr", value: { operand: toPlanExpr(expr.operand), field: expr.field, testOnly: expr.testOnly } } };
    case "call":
      return callExpr(expr.id, expr.fn, expr.target, expr.args);
    case "list":
      if (expr.optional !== undefined && expr.optional.length > 0) {
        const flags = expr.elements.map((_, i) => ({ kind: "literal" as const, id: expr.id, literal: { type: "bool" as const, value: expr.optional!.includes(i) } }));
        return callExpr(expr.id, "@optList", undefined, [{ kind: "list", id: expr.id, elements: expr.elements }, { kind: "list", id: expr.id, elements: flags }]);
      }
      return { id, exprKind: { case: "listExpr", value: { elements: expr.elements.map(toPlanExpr), optionalIndices: [] } } };
    case "map":
      if (expr.entries.some((entry) => entry.optional === true)) {
        const triples = expr.entries.map((entry): Expr => ({ kind: "list", id: expr.id, elements: [entry.key, entry.value, { kind: "literal", id: expr.id, literal: { type: "bool", value: entry.optional === true } }] }));
        return callExpr(expr.id, "@optMap", undefined, [{ kind: "list", id: expr.id, elements: triples }]);
      }
      return { id, exprKind: { case: "structExpr", value: { messageName: "", entries: expr.entries.map((entry, i) => ({ id: BigInt(i), keyKind: { case: "mapKey", value: toPlanExpr(entry.key) }, value: toPlanExpr(entry.value), optionalEntry: false })) } } };
    case "struct":
      return { id, exprKind: { case: "structExpr", value: { messageName: expr.name, entries: expr.fields.map((field, i) => ({ id: BigInt(i), keyKind: { case: "fieldKey", value: field.name }, value: toPlanExpr(field.value), optionalEntry: false })) } } };
    case "comprehension":
      return comprehension(expr.iterVar2 === undefined ? expr : twoVariables(expr));
  }
}

function callExpr(exprId: number, fn: string, target: Expr | undefined, args: readonly Expr[]): PlanExpr {
  const id = BigInt(exprId);
  if (fn === "_?._") return callExpr(exprId, "@optSelect", undefined, args);
  if (fn === "_[?_]") return callExpr(exprId, "@optIndex", undefined, args);
  return { id, exprKind: { case: "callExpr", value: { target: target === undefined ? undefined : toPlanExpr(target), function: fn, args: args.map(toPlanExpr) } } };
}

function comprehension(expr: Comprehension): PlanExpr {
  return {
    id: BigInt(expr.id),
    exprKind: {
      case: "comprehensionExpr",
      value: {
        iterVar: expr.iterVar, iterRange: toPlanExpr(expr.iterRange), accuVar: expr.accuVar, accuInit: toPlanExpr(expr.accuInit),
        loopCondition: toPlanExpr(expr.loopCondition), loopStep: toPlanExpr(expr.loopStep), result: toPlanExpr(expr.result),
      },
    },
  };
}

function constant(literal: Literal): { case: string; value: unknown } {
  switch (literal.type) {
    case "string": return { case: "stringValue", value: literal.value };
    case "bytes": return { case: "bytesValue", value: literal.value };
    case "int": return { case: "int64Value", value: BigInt(literal.value) };
    case "uint": return { case: "uint64Value", value: BigInt(literal.value) };
    case "double": return { case: "doubleValue", value: literal.value };
    case "bool": return { case: "boolValue", value: literal.value };
    case "null": return { case: "nullValue", value: 0 };
  }
}

/** `r.all(k, v, p)` → iterate `@pairs(r)` as `@itN`, with k and v read from it in the loop. */
function twoVariables(expr: Comprehension): Comprehension {
  const it = `@it${hidden++}`;
  const read = (index: number): Expr => ({ kind: "call", id: expr.id, fn: "_[_]", target: undefined, args: [{ kind: "ident", id: expr.id, name: it }, { kind: "literal", id: expr.id, literal: { type: "int", value: index } }] });
  const names = new Map<string, Expr>([[expr.iterVar, read(0)], [expr.iterVar2!, read(1)]]);
  names.delete(expr.accuVar);
  return {
    ...expr, iterVar: it, iterVar2: undefined,
    iterRange: { kind: "call", id: expr.id, fn: "@pairs", target: undefined, args: [expr.iterRange] },
    loopCondition: substitute(expr.loopCondition, names), loopStep: substitute(expr.loopStep, names),
  };
}

/** The expression with the free identifiers in `names` replaced (a comprehension's own variables shadow them). */
function substitute(expr: Expr, names: ReadonlyMap<string, Expr>): Expr {
  if (names.size === 0) return expr;
  switch (expr.kind) {
    case "literal":
      return expr;
    case "ident":
      return names.get(expr.name) ?? expr;
    case "select":
      return { ...expr, operand: substitute(expr.operand, names) };
    case "call":
      return { ...expr, target: expr.target === undefined ? undefined : substitute(expr.target, names), args: expr.args.map((arg) => substitute(arg, names)) };
    case "list":
      return { ...expr, elements: expr.elements.map((e) => substitute(e, names)) };
    case "map":
      return { ...expr, entries: expr.entries.map((entry) => ({ ...entry, key: substitute(entry.key, names), value: substitute(entry.value, names) })) };
    case "struct":
      return { ...expr, fields: expr.fields.map((field) => ({ ...field, value: substitute(field.value, names) })) };
    case "comprehension": {
      const inner = new Map(names);
      for (const bound of [expr.iterVar, expr.iterVar2, expr.accuVar]) if (bound !== undefined) inner.delete(bound);
      const outer = new Map(names);
      outer.delete(expr.accuVar);
      return {
        ...expr, iterRange: substitute(expr.iterRange, names), accuInit: substitute(expr.accuInit, names),
        loopCondition: substitute(expr.loopCondition, inner), loopStep: substitute(expr.loopStep, inner), result: substitute(expr.result, outer),
      };
    }
  }
}

