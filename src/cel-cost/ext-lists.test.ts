import test from "ava";
import { schemaBudget } from "./crd-budget.js";
import type { SchemaNode } from "./schema-decl.js";

// cel-go's list extension (sort, sortBy, distinct, slice, flatten, lists.range, reverse), the
// optional types' first, last, unwrap/unwrapOpt, optMap and optFlatMap, priced as the API
// server prices them: each rule's cost for one evaluation (maxCost) and times its
// cardinality (cost), as apiserver-oracle cost (apiextensions-apiserver v0.36.0, CEL
// compatibility version 1.35) reported them for this schema.

const rules = (list: readonly string[]) => list.map((rule) => ({ rule }));
const ints = { type: "array", maxItems: 10, items: { type: "integer" } };
const unb = { type: "array", items: { type: "string" } };
const n = { type: "integer" };
const nested = { type: "array", maxItems: 5, items: { type: "array", maxItems: 4, items: { type: "integer" } } };
const name = { type: "string", maxLength: 50 };
const obj = {
  type: "object",
  required: ["name"],
  "x-kubernetes-validations": rules([
    "self.tags.sort().size() >= 0",
    "self.tags.sortBy(t, t.size()).size() >= 0",
  ]),
  properties: { name: { type: "string", maxLength: 8 }, size: { type: "integer" }, tags: { type: "array", maxItems: 3, items: { type: "string", maxLength: 5 } } },
};

const specRules = [
  "self.ints.sort() == self.ints",
  "self.strs.sort().size() > 0",
  "self.ints.distinct().size() == self.ints.size()",
  "self.ints.reverse()[0] == 1",
  "self.ints.slice(1, 3).size() == 2",
  "self.ints.slice(0, self.ints.size()).size() >= 0",
  "lists.range(5).all(i, i < 10)",
  "self.nested.flatten().size() > 0",
  "self.nested.flatten(1).size() > 0",
  "self.objs.sortBy(o, o.name)[0].name != ''",
  "self.ints.first().orValue(0) >= 0",
  "self.ints.last().hasValue()",
  "self.?name.optMap(n, n.size()).orValue(0) < 100",
  "self.?name.optFlatMap(n, n.size() > 0 ? optional.of(n) : optional.none()).hasValue()",
  "optional.unwrap([self.?name, self.?other]).size() <= 2",
  "[self.?name, self.?other].unwrapOpt().size() <= 2",
  "self.strs.distinct().size() > 0",
  "self.ints.sortBy(i, -i)[0] >= 0",
  "self.strs.sortBy(s, s).size() > 0",
  "lists.range(-1).size() == 0",
  "[3, 1, 2].sort() == [1, 2, 3]",
  "self.nested.flatten().distinct().sort().size() > 0",
  "self.objs.map(o, o.name).sort().size() >= 0",
  "self.strs.reverse().all(s, s.size() < 40)",
  "self.strs.slice(0, 2).exists(s, s == 'a')",
  "self.doubles.sort().size() >= 0",
  "self.ints.reverse().reverse().size() >= 0",
  "self.objs.sortBy(o, o.size).size() >= 0",
  "self.?name.optMap(n, self.strs.filter(s, s == n)).orValue([]).size() >= 0",
  "self.strs.sort().distinct().size() >= 0",
];

/** Rules the estimate saturates or takes near it: unbounded lists, non-literal sizes, a wrapping slice. */
const statusRules = [
  "self.unb.sort().size() > 0",
  "lists.range(self.n).size() >= 0",
  "self.ints.slice(3, 1).size() >= 0",
  "self.unb.distinct().size() >= 0",
  "self.nested.flatten(self.n).size() >= 0",
];

const schema = {
  type: "object",
  properties: {
    spec: {
      type: "object",
      "x-kubernetes-validations": rules(specRules),
      properties: {
        ints, unb, n, name, nested, other: name,
        doubles: { type: "array", maxItems: 7, items: { type: "number" } },
        strs: { type: "array", maxItems: 20, items: { type: "string", maxLength: 30 } },
        objs: { type: "array", maxItems: 6, items: obj },
      },
    },
    status: { type: "object", "x-kubernetes-validations": rules(statusRules), properties: { ints, unb, n, nested } },
  },
} as unknown as SchemaNode;

const expected: readonly [rule: string, maxCost: string, cost: string][] = [
  ["self.ints.sort() == self.ints", "216", "216"],
  ["self.strs.sort().size() > 0", "855", "855"],
  ["self.ints.distinct().size() == self.ints.size()", "218", "218"],
  ["self.ints.reverse()[0] == 1", "24", "24"],
  ["self.ints.slice(1, 3).size() == 2", "17", "17"],
  ["self.ints.slice(0, self.ints.size()).size() >= 0", "28", "28"],
  ["lists.range(5).all(i, i < 10)", "42", "42"],
  ["self.nested.flatten().size() > 0", "20", "20"],
  ["self.nested.flatten(1).size() > 0", "20", "20"],
  ["self.objs.sortBy(o, o.name)[0].name != ''", "198", "198"],
  ["self.ints.first().orValue(0) >= 0", "5", "5"],
  ["self.ints.last().hasValue()", "4", "4"],
  ["self.?name.optMap(n, n.size()).orValue(0) < 100", "21", "21"],
  ["self.?name.optFlatMap(n, n.size() > 0 ? optional.of(n) : optional.none()).hasValue()", "22", "22"],
  ["optional.unwrap([self.?name, self.?other]).size() <= 2", "17", "17"],
  ["[self.?name, self.?other].unwrapOpt().size() <= 2", "17", "17"],
  ["self.strs.distinct().size() > 0", "815", "815"],
  ["self.ints.sortBy(i, -i)[0] >= 0", "378", "378"],
  ["self.strs.sortBy(s, s).size() > 0", "1138", "1138"],
  ["lists.range(-1).size() == 0", "13", "13"],
  ["[3, 1, 2].sort() == [1, 2, 3]", "50", "50"],
  ["self.nested.flatten().distinct().sort().size() > 0", "1342", "1342"],
  ["self.objs.map(o, o.name).sort().size() >= 0", "186", "186"],
  ["self.strs.reverse().all(s, s.size() < 40)", "154", "154"],
  ["self.strs.slice(0, 2).exists(s, s == 'a')", "26", "26"],
  ["self.doubles.sort().size() >= 0", "113", "113"],
  ["self.ints.reverse().reverse().size() >= 0", "46", "46"],
  ["self.objs.sortBy(o, o.size).size() >= 0", "194", "194"],
  ["self.?name.optMap(n, self.strs.filter(s, s == n)).orValue([]).size() >= 0", "583", "583"],
  ["self.strs.sort().distinct().size() >= 0", "320866", "320866"],
  ["self.tags.sort().size() >= 0", "34", "204"],
  ["self.tags.sortBy(t, t.size()).size() >= 0", "98", "588"],
  ["self.unb.sort().size() > 0", "2308970014328", "2308970014328"],
  ["lists.range(self.n).size() >= 0", "18446744073709551615", "18446744073709551615"],
  ["self.ints.slice(3, 1).size() >= 0", "18446744073709551615", "18446744073709551615"],
  ["self.unb.distinct().size() >= 0", "2199019061265", "2199019061265"],
  ["self.nested.flatten(self.n).size() >= 0", "18446744073709551615", "18446744073709551615"],
];

test("ext.Lists and optional functions cost what the API server estimates", (t) => {
  const budget = schemaBudget(schema);
  const got = budget.rules.filter((r) => r.field === "rule").map((r) => [r.expression, String(r.perCall), String(r.cost)]);
  t.deepEqual(got, expected.map((row) => [...row]));
  t.is(budget.total, 18446744073709551615n);
});
