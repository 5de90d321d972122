// gofmt's layout of composite literals, on small literals whose gofmt output was taken
// from gofmt -s itself (Go 1.26): alignment sections, the 2.5 ratio rule with its reset at
// each section, multi-line elements, a list closed on its last line, empty literals,
// calls with literal arguments, and rune-counted widths.

import test from "ava";
import { call, composite, printExpr } from "./layout.js";

test("consecutive single-line elements align; a multi-line element breaks the section", (t) => {
  const literal = composite("T", [
    { key: "A", value: "1" },
    { key: "Bbbbbbbb", value: '"two"' },
    { key: "Nested", value: composite("U", [{ key: "X", value: "1" }]) },
    { key: "C", value: "3" },
    { key: "Dd", value: "4" },
  ]);
  t.is(printExpr(literal, 0), 'T{\n\tA:        1,\n\tBbbbbbbb: "two",\n\tNested: U{\n\t\tX: 1,\n\t},\n\tC:  3,\n\tDd: 4,\n}');
});

test("a key over 40 bytes far from the section's geometric mean starts a section, and so does the next", (t) => {
  const literal = composite("map[string]int", [
    { key: '"short"', value: "1" },
    { key: '"a_key_that_is_longer_than_forty_bytes_in_total_xx"', value: "2" },
    { key: '"s"', value: "3" },
    { key: '"another_key_that_is_longer_than_forty_bytes_in_totl"', value: "4" },
    { key: '"k"', value: "5" },
  ]);
  t.is(printExpr(literal, 0), 'map[string]int{\n\t"short": 1,\n\t"a_key_that_is_longer_than_forty_bytes_in_total_xx": 2,\n\t"s": 3,\n' +
    '\t"another_key_that_is_longer_than_forty_bytes_in_totl": 4,\n\t"k": 5,\n}');
});

test("long keys of similar length stay aligned", (t) => {
  const keys = ["v1.ApplyConfiguration{}.OpenAPIModelName()", "v1.AuditAnnotation{}.OpenAPIModelName()", "v1.MutatingAdmissionPolicyBindingList{}.OpenAPIModelName()"];
  const text = printExpr(composite("M", keys.map((key) => ({ key, value: "f(ref)" }))), 1);
  const columns = text.split("\n").slice(1, 4).map((line) => line.indexOf("f(ref)"));
  t.deepEqual(columns, [62, 62, 62]);
});

test("a list closed on its last line, an empty literal, a call with literal arguments", (t) => {
  t.is(printExpr(composite("[]string", [{ value: '"x"' }, { value: '"y"' }], true), 0), '[]string{\n\t"x", "y"}');
  t.is(printExpr(composite("map[string]int", []), 0), "map[string]int{}");
  const embedded = call("F", [composite("T", [{ key: "A", value: "1" }]), composite("G", [{ key: "Bb", value: "2" }])]);
  t.is(printExpr(embedded, 0), "F(T{\n\tA: 1,\n}, G{\n\tBb: 2,\n})");
});

test("widths count runes, not bytes; nesting indents with tabs", (t) => {
  t.is(printExpr(composite("T", [{ key: '"ünï"', value: "1" }, { key: '"abcd"', value: "2" }]), 0), 'T{\n\t"ünï":  1,\n\t"abcd": 2,\n}');
  t.is(printExpr(composite("", [{ key: "S", value: composite("&U", [{ key: "V", value: "1" }]) }]), 2), "{\n\t\t\tS: &U{\n\t\t\t\tV: 1,\n\t\t\t},\n\t\t}");
});
