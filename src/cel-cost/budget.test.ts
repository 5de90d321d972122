// The CRD budget: sizes from the schema, cardinality from the lists and maps above a rule,
// the bound that brings a rule under, and expressions the estimate refuses.

import test from "ava";
import { pathText, perCallCost, ruleCost, schemaBudget } from "./crd-budget.js";
import { figure } from "./diagnostics.js";
import type { SchemaNode } from "./schema-decl.js";
import { suggestBound, withBound } from "./suggest.js";

const oneOf = "[has(self.port),has(self.socket)].filter(x,x==true).size() == 1";
const listener: SchemaNode = {
  type: "object",
  properties: { port: { type: "integer" }, socket: { type: "string" } },
  "x-kubernetes-validations": [{ rule: oneOf }],
};
const root = (listeners: SchemaNode): SchemaNode => ({ type: "object", properties: { spec: { type: "object", properties: { listeners } } } });
const steps = ["properties", "spec", "properties", "listeners", "items"];

test("one evaluation of a one-of rule: 53, its iteration variable sized from the schema's root as the API server sizes it", (t) => {
  const got = perCallCost(listener, 0, false);
  // the list 12 (two has() at 1, creation 10), filter's accumulator 10 and result 1, two
  // iterations of 2..14 (x == true costs 1 + 0: x's path is the root's items, and an object
  // has no elements), size() 1, == 1
  t.deepEqual(got, { ok: true, cost: { min: 29n, max: 53n }, usesOldSelf: false });
});

test("under an unbounded list a rule runs as often as its value fits in 3 MiB; under bounded ones, the product of their maxItems", (t) => {
  const unbounded = ruleCost(root({ type: "array", items: listener }), steps, 0, "rule")!;
  t.is(unbounded.cardinality, 3n * 1024n * 1024n / 3n); // the item serialises to at least `{}`, plus a comma
  t.true(unbounded.unbounded);
  t.is(unbounded.cost, 53n * 1048576n);
  const nested: SchemaNode = { type: "object", properties: { spec: { type: "array", maxItems: 20, items: { type: "object", properties: { listeners: { type: "array", maxItems: 10, items: listener } } } } } };
  const inner = ruleCost(nested, ["properties", "spec", "items", "properties", "listeners", "items"], 0, "rule")!;
  t.is(inner.cardinality, 200n);
  t.false(inner.unbounded);
  t.is(inner.path, "spec[*].listeners[*]");
});

test("required fields make an item larger, so fewer fit in a request", (t) => {
  const item: SchemaNode = { ...listener, required: ["socket"] };
  // {} plus "socket":"" — the name, its value's two quotes and four bytes of punctuation
  t.is(ruleCost(root({ type: "array", items: item }), steps, 0, "rule")!.cardinality, 3145728n / (2n + 6n + 2n + 4n + 1n));
});

test("the bound that brings a rule under is the largest that does", (t) => {
  const schema = root({ type: "array", items: listener });
  const rule = ruleCost(schema, steps, 0, "rule")!;
  const suggestion = suggestBound(schema, rule, 10_000_000n)!;
  t.is(suggestion.path, "spec.listeners");
  t.is(suggestion.key, "maxItems");
  t.is(suggestion.max, 188679n);
  t.true(ruleCost(withBound(schema, suggestion.steps, "maxItems", 188679n), steps, 0, "rule")!.cost! <= 10_000_000n);
  t.true(ruleCost(withBound(schema, suggestion.steps, "maxItems", 188680n), steps, 0, "rule")!.cost! > 10_000_000n);
});

test("strings cost by their maxLength (×4 bytes per character), else what fits in a request", (t) => {
  const rule = (maxLength?: number): bigint | undefined => {
    const node: SchemaNode = { type: "string", ...(maxLength === undefined ? {} : { maxLength }), "x-kubernetes-validations": [{ rule: "self.matches('^[a-z]+$')" }] };
    const got = perCallCost(node, 0, false);
    return got?.ok === true ? got.cost.max : undefined;
  };
  // (4·1000 + 1) × 0.1 → 401, times the pattern's length × 0.25 → 2, plus `self`
  t.is(rule(1000), 803n);
  t.is(rule(), 629147n);
});

test("escaped property names, the resource root's apiVersion/kind/metadata, and an optional oldSelf", (t) => {
  const node: SchemaNode = { type: "object", properties: { "x-y": { type: "string", maxLength: 2 } }, "x-kubernetes-validations": [{ rule: "self.x__dash__y == self.metadata.name" }, { rule: "!oldSelf.hasValue() || oldSelf.value().x__dash__y == self.x__dash__y", optionalOldSelf: true }] };
  // self.x__dash__y 2, self.metadata.name 3, == on at most 8 bytes 1
  t.deepEqual(perCallCost(node, 0, true), { ok: true, cost: { min: 6n, max: 6n }, usesOldSelf: false });
  // !oldSelf.hasValue() 3; oldSelf.value().x__dash__y 3, sized 0 as the API server sizes it
  // (a path that starts at value()'s result reads the node's own bound, and an object has
  // none), so == costs nothing beyond its operands
  t.deepEqual(perCallCost(node, 1, true), { ok: true, cost: { min: 3n, max: 8n }, usesOldSelf: true });
});

test("a rule that does not compile has no estimate, and says why", (t) => {
  const node: SchemaNode = { type: "object", "x-kubernetes-validations": [{ rule: "self.size( > 1" }, { rule: "self.frobnicate()" }] };
  const budget = schemaBudget(node);
  t.deepEqual(budget.rules.map((r) => r.problem), ["syntax error at offset 11: unexpected \">\"", "no known overload of frobnicate fits its arguments"]);
  t.is(budget.total, 0n);
});

test("optional chains and the format library type-check as the API server's environment does", (t) => {
  const node: SchemaNode = {
    type: "object",
    properties: { spec: { type: "object", properties: { driver: { type: "object", properties: { kind: { type: "string", maxLength: 8 } } } } } },
    "x-kubernetes-validations": [
      { rule: "self.spec.?driver.?kind.orValue('') == 'a'" },
      { rule: "self.spec.?driver.kind.orValue('') == 'a'" },
      { rule: "!format.dns1123Subdomain().validate(self.spec.driver.kind).hasValue()" },
    ],
  };
  const costs = [0, 1, 2].map((i) => perCallCost(node, i, false));
  t.true(costs.every((c) => c?.ok === true), JSON.stringify(costs, (_, v: unknown) => (typeof v === "bigint" ? String(v) : v)));
});

test("a messageExpression counts once: its cost is not multiplied by how many times it can run", (t) => {
  const tag: SchemaNode = { type: "object", properties: { name: { type: "string" } }, "x-kubernetes-validations": [{ rule: "self.name.size() > 0", messageExpression: "'bad name: ' + self.name" }] };
  const schema = root({ type: "array", items: tag });
  const budget = schemaBudget(schema);
  const [rule, message] = budget.rules;
  t.is(rule!.cost, 4n * rule!.cardinality);
  // '…' + a string of at most 3 MiB: 1 + ⌈(10 + 3145726) × 0.1⌉, plus `self.name`
  t.is(message!.perCall, 314576n);
  t.is(message!.cost, 314576n);
  t.is(budget.total, rule!.cost! + 314576n);
});

test("oldSelf below the items of a list that is not listType=map is refused; the highest such list is named", (t) => {
  const item = (listType?: string): SchemaNode => ({
    type: "array", ...(listType === undefined ? {} : { "x-kubernetes-list-type": listType }),
    items: { type: "object", properties: { name: { type: "string" } }, "x-kubernetes-validations": [{ rule: "self.name == oldSelf.name" }, { rule: "self.name != ''" }] },
  });
  const at = (listType?: string) => schemaBudget(root(item(listType))).rules.map((r) => [r.usesOldSelf, r.uncorrelatable === undefined ? undefined : pathText(r.uncorrelatable)]);
  t.deepEqual(at(), [[true, "spec.listeners"], [false, "spec.listeners"]]);
  t.deepEqual(at("set"), [[true, "spec.listeners"], [false, "spec.listeners"]]);
  t.deepEqual(at("map"), [[true, undefined], [false, undefined]]);
  const nested: SchemaNode = { type: "object", properties: { spec: { type: "array", items: { type: "object", properties: { inner: item("map") } } } } };
  t.deepEqual(schemaBudget(nested).rules.map((r) => pathText(r.uncorrelatable!)), ["spec", "spec"]);
  const shadow: SchemaNode = { type: "array", items: { type: "object", properties: { xs: { type: "array", items: { type: "string" } } }, "x-kubernetes-validations": [{ rule: "self.xs.all(oldSelf, oldSelf != '')" }] } };
  // apiserver-oracle: refused too, as the API server looks for any reference named oldSelf
  t.deepEqual(schemaBudget(root(shadow)).rules.map((r) => r.usesOldSelf), [true]);
  const values: SchemaNode = { type: "object", additionalProperties: { type: "object", properties: { a: { type: "string" } }, "x-kubernetes-validations": [{ rule: "self.a == oldSelf.a" }] } };
  t.is(schemaBudget(values).rules[0]!.uncorrelatable, undefined);
});

test("a field the schema does not declare does not compile, as the API server's checker says and where it points", (t) => {
  const node: SchemaNode = { type: "object", properties: { name: { type: "string" } }, "x-kubernetes-validations": [{ rule: "self.nmae == 'x'" }, { rule: "has(self.nick)" }, { rule: "self.?nick.orValue('') == ''" }, { rule: "self.name == 'x'" }] };
  t.deepEqual(schemaBudget(node).rules.map((r) => r.compileError), [
    { message: "undefined field 'nmae'", at: 4 }, { message: "undefined field 'nick'", at: 3 }, { message: "undefined field 'nick'", at: 4 }, undefined,
  ]);
});

test("a rule must be a bool and a messageExpression a string, or the API server does not compile them (dyn passes: cel-go may know better)", (t) => {
  const node: SchemaNode = {
    type: "object", properties: { name: { type: "string" } },
    "x-kubernetes-validations": [{ rule: "self.name.size()" }, { rule: "true", messageExpression: "1" }, { rule: "dyn(true)" }, { rule: "true", messageExpression: "self.name" }],
  };
  t.deepEqual(schemaBudget(node).rules.map((r) => r.compileError?.message), [
    "cel expression must evaluate to a bool", undefined, "messageExpression must evaluate to a string", undefined, undefined, undefined,
  ]);
});

test("optional list elements and map entries are estimated as cel-go estimates them (apiserver-oracle: 14, 16, 34)", (t) => {
  const node: SchemaNode = {
    type: "object", properties: { a: { type: "string", maxLength: 10 }, b: { type: "string", maxLength: 10 } },
    "x-kubernetes-validations": [{ rule: "[?self.?a].size() == 1" }, { rule: "[self.b, ?self.?a].size() > 0" }, { rule: "{?'k': self.?a}.size() >= 0" }],
  };
  t.deepEqual([0, 1, 2].map((i) => { const c = perCallCost(node, i, false); return c?.ok === true ? c.cost.max : c; }), [14n, 16n, 34n]);
});

test("a deep rule the API server parses gets its linear estimate (apiserver-oracle: 124994 and 994), not the saturated one", (t) => {
  const node: SchemaNode = { type: "object", properties: { name: { type: "string", maxLength: 10 } }, "x-kubernetes-validations": [{ rule: `${Array(249).fill("self.name").join(" + ")} == ''` }, { rule: `self.name${".lowerAscii()".repeat(248)} == ''` }] };
  t.deepEqual([0, 1].map((i) => { const c = perCallCost(node, i, false); return c?.ok === true ? c.cost.max : c; }), [124994n, 994n]);
});

test("a figure the estimator saturated reads \"unbounded\"", (t) => {
  t.is(figure((1n << 64n) - 1n), "unbounded");
  t.is(figure(12345n), "12345");
});

test("what else the API server's compile refuses, in cel-go's words (each refused by apiserver-oracle, and its neighbour taken)", (t) => {
  const node: SchemaNode = {
    type: "object",
    properties: { name: { type: "string", maxLength: 8 }, o: { type: "object", properties: { a: { type: "string" } } }, l: { type: "array", maxItems: 2, items: { type: "string", maxLength: 2 } } },
    "x-kubernetes-validations": [
      { rule: "self.name.?foo.hasValue()" }, { rule: "self.?o.?a.hasValue()" },
      { rule: "self.name.exists(c, true)" }, { rule: "self.l.exists(c, true)" },
      { rule: "[self.o, null].size() == 2" }, { rule: "[?self.?name, 'x'].size() == 2" },
      { rule: "cel.bind(x, 1, x == 1)" }, { rule: "self.l.all(i, v, v != '')" },
      { rule: "self.name.startsWith('a',)" }, { rule: "[1, 2,].size() == 2" },
    ],
  };
  t.deepEqual(schemaBudget(node).rules.map((r) => r.compileError?.message), [
    "type 'string' does not support field selection", undefined,
    "expression of type 'string' cannot be range of a comprehension (must be list, map, or dynamic)", undefined,
    "expected type 'object' but found 'null_type'", undefined,
    "undeclared reference to 'cel' (in container '')", undefined,
    "syntax error: unexpected \")\"", undefined,
  ]);
});

test("type() of an int-or-string compares with int and string (apiserver-oracle takes it)", (t) => {
  const node: SchemaNode = { type: "object", properties: { q: { "x-kubernetes-int-or-string": true } }, "x-kubernetes-validations": [{ rule: "type(self.q) == int || type(self.q) == string" }] };
  t.deepEqual(schemaBudget(node).rules.map((r) => r.problem), [undefined]);
});

test("null compares with objects, durations and optionals only (apiserver-oracle); with a string it fits no overload", (t) => {
  const node: SchemaNode = { type: "object", properties: { name: { type: "string" }, o: { type: "object", properties: { a: { type: "string" } } } }, "x-kubernetes-validations": [{ rule: "self.name == null" }, { rule: "self.o == null" }, { rule: "duration('1s') != null" }, { rule: "self.name.reverse() == ''" }] };
  // string.reverse() is ext.Strings version 3; the API server's environment has version 2
  t.deepEqual(schemaBudget(node).rules.map((r) => r.problem), ["no known overload of _==_ fits its arguments", undefined, undefined, "no known overload of reverse fits its arguments"]);
});
