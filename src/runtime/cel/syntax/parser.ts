// A CEL expression to our syntax tree, with cel-go's macro expansion (v0.26): the
// standard macros, cel-go's extensions' cel.bind (which the API server's CRD environment
// lacks: the checker refuses it there) and two-variable comprehensions,
// and the optional syntax (`a.?b`, `a[?b]`, `[?a]`, `{?k: v}`) as the calls `_?._` and
// `_[?_]` and optional elements. A rule is refused where cel-go's parser (v0.26, as the API
// server configures it: the default limit 250) refuses it, and with its messages: its ANTLR
// parse listener counts, per grammar rule, the invocations of that rule on the stack
// (`expr` for parentheses, list elements, arguments; `relation` and `calc` for the right
// operands of operators) — "expression recursion limit exceeded: 250"; its AST visitor
// counts the nesting of operators, selections, calls and indexing — "max recursion depth
// exceeded" (a chain `a + b + …` of 250 terms, 249 chained `.f()` under a comparison).

import { accumulator, type Comprehension, type Expr, type Literal } from "./ast.js";
import { CelSyntaxError, tokenize, type Token } from "./lexer.js";

/** cel-go's default maxRecursionDepth, which the API server does not change. */
export const recursionLimit = 250;

/**
 * How deep a tree of a rule the parser accepts can be (a macro adds two levels to the call
 * cel-go's visitor counts once): the checker and estimator walk that deep, so that every rule
 * the API server parses has its linear estimate, never the saturated one.
 */
export const maxTreeDepth = 4 * recursionLimit;

export function parseCel(source: string): Expr {
  return new Parser(tokenize(source)).parseAll();
}

/** Invocations of the grammar rules cel-go's parse listener counts deepest: expr, relation, calc. */
interface RuleDepths {
  expr: number;
  relation: number;
  calc: number;
}

class Parser {
  private pos = 0;
  private nextId = 1;
  private readonly invocations: RuleDepths = { expr: 0, relation: 0, calc: 0 };
  /** Each node's depth as cel-go's visitor counts it (operators, selects, member calls, indexing). */
  private readonly visitDepth = new WeakMap<Expr, number>();

  constructor(private readonly tokens: readonly Token[]) {}

  parseAll(): Expr {
    const expr = this.expr();
    const token = this.peek();
    if (token.kind !== "eof") throw new CelSyntaxError(`unexpected ${JSON.stringify(token.text)}`, token.at);
    if (this.depthOf(expr) > recursionLimit) throw new CelSyntaxError("max recursion depth exceeded", 0);
    return expr;
  }

  /** Runs `parse` as one more invocation of `rule`, refused past the limit as cel-go's listener refuses it. */
  private invoke<T>(rule: keyof RuleDepths, parse: () => T): T {
    if (++this.invocations[rule] > recursionLimit) throw new CelSyntaxError(`expression recursion limit exceeded: ${recursionLimit}`, this.peek().at);
    try {
      return parse();
    } finally {
      this.invocations[rule]--;
    }
  }

  private depthOf(e: Expr): number {
    return this.visitDepth.get(e) ?? 0;
  }

  /** `e`, `counted` levels (0 or 1) above the deepest of `parts` for cel-go's visitor. */
  private nest(e: Expr, counted: number, parts: readonly Expr[]): Expr {
    this.visitDepth.set(e, counted + parts.reduce((max, p) => Math.max(max, this.depthOf(p)), 0));
    return e;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)]!;
  }

  private isOp(text: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t.kind === "op" && t.text === text;
  }

  private take(): Token {
    const t = this.peek();
    if (t.kind !== "eof") this.pos++;
    return t;
  }

  private expect(text: string): void {
    const t = this.take();
    if (t.kind !== "op" || t.text !== text) throw new CelSyntaxError(`expected ${JSON.stringify(text)}, found ${JSON.stringify(t.text)}`, t.at);
  }

  private id(): number {
    return this.nextId++;
  }

  private call(fn: string, args: readonly Expr[], target?: Expr): Expr {
    return this.nest({ kind: "call", id: this.id(), fn, target, args }, 0, target === undefined ? args : [target, ...args]);
  }

  private expr(): Expr {
    return this.invoke("expr", () => {
      const condition = this.binary(0);
      if (!this.isOp("?")) return condition;
      this.take();
      const ifTrue = this.binary(0);
      this.expect(":");
      const ifFalse = this.expr();
      return this.nest(this.call("_?_:_", [condition, ifTrue, ifFalse]), 1, [condition, ifTrue, ifFalse]);
    });
  }

  /** Precedence levels, loosest first: || && relations + * (left-associative). */
  private binary(level: number): Expr {
    const levels: readonly (readonly string[])[] = [["||"], ["&&"], ["==", "!=", "<", "<=", ">", ">=", "in"], ["+", "-"], ["*", "/", "%"]];
    if (level === levels.length) return this.unary();
    const ops = levels[level]!;
    // the grammar's `relation` and `calc` are invoked for a chain's first operand (from the
    // looser level) and again for each right operand
    const operand = (right: boolean): Expr => {
      const next = (): Expr => (level === 1 ? this.invoke("relation", () => this.binary(2)) : level === 2 ? this.invoke("calc", () => this.binary(3)) : this.binary(level + 1));
      if (!right || level < 2) return next();
      return this.invoke(level === 2 ? "relation" : "calc", next);
    };
    const operands = [operand(false)];
    const used: string[] = [];
    for (;;) {
      const t = this.peek();
      const op = t.kind === "op" || (t.kind === "ident" && t.text === "in") ? t.text : undefined;
      if (op === undefined || !ops.includes(op)) break;
      this.take();
      used.push(op);
      operands.push(operand(true));
    }
    if (level <= 1 && operands.length > 1) return this.balanced(level === 0 ? "_||_" : "_&&_", operands, 0, operands.length);
    let left = operands[0]!;
    used.forEach((op, i) => {
      left = this.nest(this.call(op === "in" ? "@in" : `_${op}_`, [left, operands[i + 1]!]), 1, [left, operands[i + 1]!]);
    });
    return left;
  }

  /** cel-go balances chains of || and && into a tree of even depth (its visitor counts neither). */
  private balanced(fn: string, operands: readonly Expr[], lo: number, hi: number): Expr {
    if (hi - lo === 1) return operands[lo]!;
    const mid = Math.floor((lo + hi + 1) / 2);
    const parts = [this.balanced(fn, operands, lo, mid), this.balanced(fn, operands, mid, hi)];
    return this.nest(this.call(fn, parts), 0, parts);
  }

  private unary(): Expr {
    let nots = 0;
    let negs = 0;
    while (this.isOp("!")) (this.take(), nots++);
    if (nots === 0) while (this.isOp("-")) (this.take(), negs++);
    if (negs > 0 && (this.peek().kind === "int" || this.peek().kind === "double") && negs === 1) {
      const t = this.take();
      return this.member(this.literal({ type: t.kind as "int" | "double", value: -(t.value as number) }));
    }
    let operand = this.member(this.primary());
    if (nots % 2 === 1) operand = this.call("!_", [operand]);
    if (negs % 2 === 1) operand = this.call("-_", [operand]);
    return operand;
  }

  private member(start: Expr): Expr {
    let expr = start;
    for (;;) {
      if (this.isOp(".") || this.isOp(".?")) {
        const dot = this.take();
        const optional = dot.text === ".?";
        const name = this.take();
        if (name.kind !== "ident") throw new CelSyntaxError(`expected a field name, found ${JSON.stringify(name.text)}`, name.at);
        const operand = expr;
        if (optional) {
          expr = this.nest({ kind: "call", id: this.id(), fn: "_?._", target: undefined, args: [operand, this.literal({ type: "string", value: name.text })], at: dot.at }, 1, [operand]);
        } else if (this.isOp("(")) {
          const open = this.take();
          const args = this.args(")");
          const call = this.macroOrCall(name.text, operand, args);
          // a member call is where its `(` is (cel-go reports a call no overload fits there)
          expr = this.nest(call.kind === "call" && call.at === undefined ? { ...call, at: open.at } : call, 1, [operand, ...args]);
        } else expr = this.nest({ kind: "select", id: this.id(), operand, field: name.text, testOnly: false, at: dot.at }, 1, [operand]);
      } else if (this.isOp("[") || this.isOp("[?")) {
        const optional = this.take().text === "[?";
        const index = this.expr();
        this.expect("]");
        expr = this.nest(this.call(optional ? "_[?_]" : "_[_]", [expr, index]), 1, [expr, index]);
      } else return expr;
    }
  }

  private args(close: string): Expr[] {
    const out: Expr[] = [];
    if (this.isOp(close)) {
      this.take();
      return out;
    }
    // a call's arguments take no trailing comma (cel-go's exprList), unlike list and map literals
    for (;;) {
      out.push(this.expr());
      if (!this.isOp(",")) break;
      this.take();
    }
    this.expect(close);
    return out;
  }

  private primary(): Expr {
    const t = this.take();
    switch (t.kind) {
      case "int":
      case "uint":
      case "double":
        return this.literal({ type: t.kind, value: t.value as number });
      case "string":
        return { kind: "literal", id: this.id(), literal: { type: "string", value: t.value as string }, at: t.at };
      case "bytes":
        return this.literal({ type: "bytes", value: t.bytes ?? new Uint8Array() });
      case "ident":
        return this.identifier(t);
      case "op":
        if (t.text === "(") {
          const inner = this.expr();
          this.expect(")");
          return inner;
        }
        if (t.text === "[" || t.text === "[?") return this.listLiteral(t.text === "[?");
        if (t.text === "{") return this.mapLiteral();
        if (t.text === ".") {
          const name = this.take();
          if (name.kind === "ident") return this.identifier(name, ".");
        }
    }
    throw new CelSyntaxError(t.kind === "eof" ? "unexpected end of expression" : `unexpected ${JSON.stringify(t.text)}`, t.at);
  }

  private literal(literal: Literal): Expr {
    return { kind: "literal", id: this.id(), literal };
  }

  private identifier(t: Token, prefix = ""): Expr {
    switch (t.text) {
      case "true":
      case "false":
        return this.literal({ type: "bool", value: t.text === "true" });
      case "null":
        return this.literal({ type: "null" });
    }
    if (this.isOp("(")) {
      const open = this.take();
      const call = this.macroOrCall(prefix + t.text, undefined, this.args(")"));
      // cel-go places has()'s select at the call's parenthesis
      return call.kind === "select" && call.testOnly ? { ...call, at: open.at } : call;
    }
    if (this.isOp("{")) return this.structLiteral(prefix + t.text);
    // a qualified message name: a.b.c{...}
    let lookahead = 0;
    let name = prefix + t.text;
    while (this.isOp(".", lookahead) && this.peek(lookahead + 1).kind === "ident") lookahead += 2;
    if (lookahead > 0 && this.isOp("{", lookahead)) {
      for (let i = 0; i < lookahead; i += 2) name += `.${this.peek(i + 1).text}`;
      this.pos += lookahead;
      return this.structLiteral(name);
    }
    return { kind: "ident", id: this.id(), name: prefix + t.text };
  }

  /** `[a, ?b]`: the lexer reads `[?` as one token, so a first optional element arrives as `firstOptional`. */
  private listLiteral(firstOptional: boolean): Expr {
    const elements: Expr[] = [];
    const optional: number[] = [];
    let pendingOptional = firstOptional;
    while (pendingOptional || !this.isOp("]")) {
      if (pendingOptional || this.isOp("?")) {
        if (!pendingOptional) this.take();
        optional.push(elements.length);
      }
      pendingOptional = false;
      elements.push(this.expr());
      if (!this.isOp(",")) break;
      this.take();
    }
    this.expect("]");
    return this.nest(optional.length === 0 ? { kind: "list", id: this.id(), elements } : { kind: "list", id: this.id(), elements, optional }, 0, elements);
  }

  private mapLiteral(): Expr {
    const entries: { key: Expr; value: Expr; optional?: boolean }[] = [];
    while (!this.isOp("}")) {
      const optional = this.isOp("?");
      if (optional) this.take();
      const key = this.expr();
      this.expect(":");
      entries.push(optional ? { key, value: this.expr(), optional } : { key, value: this.expr() });
      if (!this.isOp(",")) break;
      this.take();
    }
    this.expect("}");
    return this.nest({ kind: "map", id: this.id(), entries }, 0, entries.flatMap((e) => [e.key, e.value]));
  }

  private structLiteral(name: string): Expr {
    this.expect("{");
    const fields: { name: string; value: Expr }[] = [];
    while (!this.isOp("}")) {
      if (this.isOp("?")) this.take();
      const field = this.take();
      this.expect(":");
      fields.push({ name: field.text, value: this.expr() });
      if (!this.isOp(",")) break;
      this.take();
    }
    this.expect("}");
    return this.nest({ kind: "struct", id: this.id(), name, fields }, 0, fields.map((f) => f.value));
  }

  private macroOrCall(fn: string, target: Expr | undefined, args: readonly Expr[]): Expr {
    const expanded = expandMacro(this, fn, target, args);
    return expanded === undefined ? this.call(fn, args, target) : this.nest(expanded, 0, target === undefined ? args : [target, ...args]);
  }

  /** For the macros: a fresh node. */
  make = {
    id: (): number => this.id(),
    call: (fn: string, args: readonly Expr[]): Expr => this.call(fn, args),
    member: (fn: string, target: Expr, args: readonly Expr[]): Expr => this.call(fn, args, target),
    ident: (name: string): Expr => ({ kind: "ident", id: this.id(), name }),
    literal: (literal: Literal): Expr => this.literal(literal),
    list: (elements: readonly Expr[]): Expr => ({ kind: "list", id: this.id(), elements }),
  };
}

type Make = Parser["make"];

function iterName(arg: Expr | undefined): string {
  if (arg?.kind !== "ident") throw new CelSyntaxError("argument must be a simple name", 0);
  if (arg.name === accumulator || arg.name === "__result__") throw new CelSyntaxError("iteration variable overwrites accumulator variable", 0);
  return arg.name;
}

/** The macro's expansion, or undefined when `fn` with this many arguments is an ordinary call. */
function expandMacro(parser: Parser, fn: string, target: Expr | undefined, args: readonly Expr[]): Expr | undefined {
  const m = parser.make;
  if (target === undefined) {
    if (fn === "has" && args.length === 1) {
      const sel = args[0]!;
      if (sel.kind !== "select") throw new CelSyntaxError("invalid argument to has() macro", 0);
      return { kind: "select", id: m.id(), operand: sel.operand, field: sel.field, testOnly: true, ...(sel.at === undefined ? {} : { at: sel.at }) };
    }
    return undefined;
  }
  if (fn === "bind" && target.kind === "ident" && target.name === "cel" && args.length === 3) {
    const name = iterName(args[0]);
    return { ...bind(m, name, args[1]!, args[2]!), bind: true };
  }
  if ((fn === "optMap" || fn === "optFlatMap") && args.length === 2) return optionalMap(m, fn, target, args);
  if (fn === "sortBy" && args.length === 2) return sortBy(m, target, args);
  const two = args.length === 3 && ["all", "exists", "existsOne", "exists_one"].includes(fn);
  const vars = two ? [iterName(args[0]), iterName(args[1])] : undefined;
  const predicate = two ? args[2]! : args[1]!;
  const base = (iterVar: string) => ({ iterVar, iterVar2: vars?.[1], iterRange: target, accuVar: accumulator });
  const accu = (): Expr => m.ident(accumulator);
  switch (fn) {
    case "all":
    case "exists":
    case "exists_one":
    case "existsOne":
      if (args.length !== 2 && !two) return undefined;
      if (fn === "existsOne" && !two) return undefined;
      return quantifier(m, fn, { ...base(vars?.[0] ?? iterName(args[0])) }, predicate, accu);
    case "map":
    case "filter": {
      if (!(args.length === 2 || (fn === "map" && args.length === 3))) return undefined;
      const iterVar = iterName(args[0]);
      const element = fn === "filter" ? m.ident(iterVar) : args[args.length - 1]!;
      const filter = fn === "filter" ? args[1]! : args.length === 3 ? args[1]! : undefined;
      // cel-go: filter's list element is the iteration variable's own node (args[0])
      const appended = fn === "filter" ? args[0]! : element;
      let step = m.call("_+_", [accu(), m.list([appended])]);
      if (filter !== undefined) step = m.call("_?_:_", [filter, step, accu()]);
      return comprehension(m, { ...base(iterVar), accuInit: m.list([]), loopCondition: m.literal({ type: "bool", value: true }), loopStep: step, result: accu() });
    }
    case "transformList":
    case "transformMap":
    case "transformMapEntry":
      return transform(m, fn, target, args);
    default:
      return undefined;
  }
}

/** A comprehension that binds `name` to `init` for `result` and never loops (cel.bind's shape, cel-go's "bind"). */
function bind(m: Make, name: string, init: Expr, result: Expr): Comprehension {
  return comprehension(m, { iterVar: "#unused", iterRange: m.list([]), accuVar: name, accuInit: init, loopCondition: m.literal({ type: "bool", value: false }), loopStep: m.ident(name), result });
}

/**
 * The optional types' optMap and optFlatMap: `o.hasValue() ? optional.of(<x bound to o.value()
 * in f>) : optional.none()` (optFlatMap without the optional.of).
 */
function optionalMap(m: Make, fn: string, target: Expr, args: readonly Expr[]): Expr {
  const name = args[0]!;
  if (name.kind !== "ident") throw new CelSyntaxError(`${fn}() variable name must be a simple identifier`, 0);
  const mapped = bind(m, name.name, m.member("value", target, []), args[1]!);
  const some = fn === "optMap" ? m.call("optional.of", [mapped]) : mapped;
  return m.call("_?_:_", [m.member("hasValue", target, []), some, m.call("optional.none", [])]);
}

/** ext.Lists' sortBy: the list bound to a hidden name, sorted by the keys a map() over it computes. */
function sortBy(m: Make, target: Expr, args: readonly Expr[]): Expr {
  if (!["list", "select", "ident", "comprehension", "call"].includes(target.kind)) {
    throw new CelSyntaxError("sortBy can only be applied to a list, identifier, comprehension, call or select expression", 0);
  }
  if (args[0]!.kind !== "ident") throw new CelSyntaxError("argument is not an identifier", 0);
  const iterVar = iterName(args[0]);
  const input = "@__sortBy_input__";
  const accu = (): Expr => m.ident(accumulator);
  const keys = comprehension(m, { iterVar, iterRange: m.ident(input), accuVar: accumulator, accuInit: m.list([]), loopCondition: m.literal({ type: "bool", value: true }), loopStep: m.call("_+_", [accu(), m.list([args[1]!])]), result: accu() });
  return bind(m, input, target, m.member("@sortByAssociatedKeys", m.ident(input), [keys]));
}

/** ext.TwoVarComprehensions' transforms: a list (`@result + [t]`) or a map (`cel.@mapInsert`) built entry by entry. */
function transform(m: Make, fn: string, target: Expr, args: readonly Expr[]): Expr | undefined {
  if (args.length !== 3 && args.length !== 4) return undefined;
  const [key, value] = [iterName(args[0]), iterName(args[1])];
  const filter = args.length === 4 ? args[2] : undefined;
  const result = args[args.length - 1]!;
  const accu = (): Expr => m.ident(accumulator);
  let step = fn === "transformList" ? m.call("_+_", [accu(), m.list([result])])
    : fn === "transformMap" ? m.call("cel.@mapInsert", [accu(), m.ident(key), result]) : m.call("cel.@mapInsert", [accu(), result]);
  if (filter !== undefined) step = m.call("_?_:_", [filter, step, accu()]);
  const init: Expr = fn === "transformList" ? m.list([]) : { kind: "map", id: m.id(), entries: [] };
  return comprehension(m, { iterVar: key, iterVar2: value, iterRange: target, accuVar: accumulator, accuInit: init, loopCondition: m.literal({ type: "bool", value: true }), loopStep: step, result: accu() });
}

interface Parts {
  readonly iterVar: string;
  readonly iterVar2?: string | undefined;
  readonly iterRange: Expr;
  readonly accuVar: string;
}

function quantifier(m: Make, fn: string, parts: Parts, predicate: Expr, accu: () => Expr): Expr {
  const bool = (value: boolean): Expr => m.literal({ type: "bool", value });
  switch (fn) {
    case "all":
      return comprehension(m, { ...parts, accuInit: bool(true), loopCondition: m.call("@not_strictly_false", [accu()]), loopStep: m.call("_&&_", [accu(), predicate]), result: accu() });
    case "exists":
      return comprehension(m, { ...parts, accuInit: bool(false), loopCondition: m.call("@not_strictly_false", [m.call("!_", [accu()])]), loopStep: m.call("_||_", [accu(), predicate]), result: accu() });
    default: {
      const one = (): Expr => m.literal({ type: "int", value: 1 });
      return comprehension(m, {
        ...parts, accuInit: m.literal({ type: "int", value: 0 }), loopCondition: bool(true),
        loopStep: m.call("_?_:_", [predicate, m.call("_+_", [accu(), one()]), accu()]), result: m.call("_==_", [accu(), one()]),
      });
    }
  }
}

function comprehension(m: Make, parts: Parts & { accuInit: Expr; loopCondition: Expr; loopStep: Expr; result: Expr }): Comprehension {
  return { kind: "comprehension", id: m.id(), iterVar2: undefined, ...parts };
}
