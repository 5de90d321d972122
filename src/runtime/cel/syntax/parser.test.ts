// Our CEL parser: the same tree as @bufbuild/cel's parser (a maintained CEL implementation, a
// dev dependency) for the grammar both read, macros expanded as cel-go expands them; and
// what only ours reads (optional syntax, cel.bind, two-variable comprehensions).

import test from "ava";
import { parse } from "@bufbuild/cel";
import type { Expr } from "./ast.js";
import { CelSyntaxError } from "./lexer.js";
import { parseCel } from "./parser.js";

/** Our tree without ids, as text. */
function ours(e: Expr): string {
  switch (e.kind) {
    case "literal":
      return e.literal.type === "null" ? "null" : e.literal.type === "bytes" ? `b${[...e.literal.value].join(",")}` : `${e.literal.type}:${String(e.literal.value)}`;
    case "ident":
      return e.name;
    case "select":
      return `${e.testOnly ? "has" : "sel"}(${ours(e.operand)}.${e.field})`;
    case "call":
      return `${e.fn}(${[...(e.target === undefined ? [] : [`@${ours(e.target)}`]), ...e.args.map(ours)].join(", ")})`;
    case "list":
      return `[${e.elements.map((x, i) => `${e.optional?.includes(i) === true ? "?" : ""}${ours(x)}`).join(", ")}]`;
    case "map":
      return `{${e.entries.map((x) => `${x.optional === true ? "?" : ""}${ours(x.key)}: ${ours(x.value)}`).join(", ")}}`;
    case "struct":
      return `${e.name}{${e.fields.map((f) => `${f.name}: ${ours(f.value)}`).join(", ")}}`;
    case "comprehension":
      return `comp(${e.iterVar}, ${ours(e.iterRange)}, ${e.accuVar}, ${ours(e.accuInit)}, ${ours(e.loopCondition)}, ${ours(e.loopStep)}, ${ours(e.result)})`;
  }
}

/** @bufbuild/cel's tree (cel.expr.Expr) in the same text. */
function theirs(e: any): string {
  const k = e.exprKind;
  switch (k.case) {
    case "constExpr": {
      const c = k.value.constantKind;
      const types: Record<string, string> = { int64Value: "int", uint64Value: "uint", doubleValue: "double", stringValue: "string", boolValue: "bool" };
      if (c.case === "nullValue") return "null";
      if (c.case === "bytesValue") return `b${[...c.value].join(",")}`;
      return `${types[c.case]}:${String(c.case === "int64Value" || c.case === "uint64Value" ? Number(c.value) : c.value)}`;
    }
    case "identExpr":
      return k.value.name;
    case "selectExpr":
      return `${k.value.testOnly ? "has" : "sel"}(${theirs(k.value.operand)}.${k.value.field})`;
    case "callExpr":
      return `${k.value.function}(${[...(k.value.target === undefined ? [] : [`@${theirs(k.value.target)}`]), ...k.value.args.map(theirs)].join(", ")})`;
    case "listExpr":
      return `[${k.value.elements.map(theirs).join(", ")}]`;
    case "structExpr":
      if (k.value.messageName === "") return `{${k.value.entries.map((x: any) => `${theirs(x.keyKind.value)}: ${theirs(x.value)}`).join(", ")}}`;
      return `${k.value.messageName}{${k.value.entries.map((x: any) => `${x.keyKind.value}: ${theirs(x.value)}`).join(", ")}}`;
    case "comprehensionExpr": {
      const c = k.value;
      return `comp(${c.iterVar}, ${theirs(c.iterRange)}, ${c.accuVar}, ${theirs(c.accuInit)}, ${theirs(c.loopCondition)}, ${theirs(c.loopStep)}, ${theirs(c.result)})`;
    }
  }
  return `?${String(k.case)}`;
}

const shared = [
  "a.b.c", "has(a.b)", "x.all(i, i > 1)", "x.exists(i, i)", "x.exists_one(i, i)", "x.map(i, i + 1)", "x.map(i, i > 0, i * 2)",
  "x.filter(i, i)", "!!a", "!a", "-a", "-1", "-1.5", "1 + 2 * 3 - 4 % 5 / 6", "a ? b : c ? d : e", "[1, 2][0]", "{'a': 1, 'b': 2}['a']",
  "'\\u00e9x'.size()", "b'ab\\x01'", "r'\\d+'", "'''t\"'''", "\"q\"", "1u", "0x10", "1.5e3", "a in [1, 2]", "type(a) == int",
  "size(a) <= 3 && a != null", "a.b(c, d)", "f()", "x.all(i, x.exists(j, i == j))", "self.spec.ports.map(p, p.port).exists(n, n > 1024)",
  "[has(self.a),has(self.b)].filter(x,x==true).size() == 1", "a.B{c: 1}", "a < b || a >= c",
];

for (const source of shared) {
  test(`parses as @bufbuild/cel does: ${source}`, (t) => {
    t.is(ours(parseCel(source)), theirs(parse(source).expr));
  });
}

test("|| and && chains are balanced as cel-go balances them", (t) => {
  t.is(ours(parseCel("a || b || c || d")), "_||_(_||_(a, b), _||_(c, d))");
  t.is(ours(parseCel("a && b && c")), "_&&_(_&&_(a, b), c)");
});

test("the optional syntax, cel.bind and two-variable comprehensions", (t) => {
  t.is(ours(parseCel("self.?a.orValue(1)")), "orValue(@_?._(self, string:a), int:1)");
  t.is(ours(parseCel("self[?0]")), "_[?_](self, int:0)");
  t.is(ours(parseCel("cel.bind(x, self.a, x + x)")), "comp(#unused, [], x, sel(self.a), bool:false, x, _+_(x, x))");
  t.is(ours(parseCel("m.all(k, v, v > 1)")), "comp(k, m, @result, bool:true, @not_strictly_false(@result), _&&_(@result, _>_(v, int:1)), @result)");
  t.is(ours(parseCel("m.existsOne(k, v, v)")), "comp(k, m, @result, int:0, bool:true, _?_:_(v, _+_(@result, int:1), @result), _==_(@result, int:1))");
});

test("a rule that is not CEL is a syntax error with its offset, never a crash", (t) => {
  for (const [source, at] of [["self.size( > 1", 11], ["'abc", 0], ["a +", 3], ["a.all(1, true)", 0], ["has(a)", 0], ["a ? b", 5], ["'\\q'", 0]] as const) {
    const error = t.throws(() => parseCel(source), { instanceOf: CelSyntaxError }, source);
    t.is(error?.at, at, source);
  }
});

test("optional list elements and map entries (the optional syntax CRD rules have)", (t) => {
  t.is(ours(parseCel("[?self.?a]")), "[?_?._(self, string:a)]");
  t.is(ours(parseCel("[self.b, ?self.?a]")), "[sel(self.b), ?_?._(self, string:a)]");
  t.is(ours(parseCel("[ ?a, b, ?c ]")), "[?a, b, ?c]");
  t.is(ours(parseCel("{?'k': self.?a, 'j': 1}")), "{?string:k: _?._(self, string:a), string:j: int:1}");
});

/** The message of parsing `source`, or "ok". */
const verdict = (source: string): string => {
  try {
    parseCel(source);
    return "ok";
  } catch (error) {
    return (error as Error).message;
  }
};

// Each threshold as apiserver-oracle (apiextensions-apiserver v0.36, cel-go v0.26) found it:
// the first size the API server refuses, and its message.
const limits: readonly [string, (n: number) => string, number, string][] = [
  ["a chain of + (terms)", (n) => `${Array(n).fill("self.name").join(" + ")} == ''`, 250, "max recursion depth exceeded"],
  ["chained member calls under ==", (n) => `self.name${".lowerAscii()".repeat(n)} == ''`, 249, "max recursion depth exceeded"],
  ["chained indexing", (n) => `dyn(self)${"['x']".repeat(n)} == 1`, 250, "max recursion depth exceeded"],
  ["a - chain under *", (n) => `${Array(n).fill("1").join(" - ")} * 2 == 0`, 251, "max recursion depth exceeded"],
  ["nested parentheses", (n) => `${"(".repeat(n)}true${")".repeat(n)}`, 250, "expression recursion limit exceeded: 250"],
  ["nested lists", (n) => `${"[".repeat(n)}1${"]".repeat(n)} != []`, 250, "expression recursion limit exceeded: 250"],
  ["nested ternaries", (n) => `${"true ? true : ".repeat(n)}true`, 250, "expression recursion limit exceeded: 250"],
  ["nested global calls", (n) => `${"string(".repeat(n)}'a'${")".repeat(n)} == 'a'`, 250, "expression recursion limit exceeded: 250"],
  ["+ nested on the right", (n) => `${"(1 + ".repeat(n)}1${")".repeat(n)} == 1`, 125, "expression recursion limit exceeded: 250"],
  ["== nested on the right", (n) => `${"(true == ".repeat(n)}true${")".repeat(n)}`, 125, "expression recursion limit exceeded: 250"],
  ["nested all()", (n) => `self.name.split('').all(x0, ${Array.from({ length: n }, (_, i) => `[x${i}].all(x${i + 1}, `).join("")}true${")".repeat(n + 1)}`, 249, "expression recursion limit exceeded: 250"],
];

for (const [what, make, first, message] of limits) {
  test(`cel-go's parser limits, as the API server applies them: ${what} — refused from ${first}`, (t) => {
    t.is(verdict(make(first - 1)), "ok");
    t.is(verdict(make(first)), message);
  });
}

test("chains of && and || and of ! are not nested for cel-go: 600 of them parse", (t) => {
  t.is(verdict(Array(600).fill("self.a == ''").join(" && ")), "ok");
  t.is(verdict(`${"!".repeat(600)}self.a`), "ok");
});
