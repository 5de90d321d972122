// The +k8s: tag grammar: every form gengo's codetags accepts, and its refusals with the
// offset of the problem.

import test from "ava";
import { parseCodeTag, type CodeTag } from "./codetags.js";

function ok(text: string): CodeTag {
  const result = parseCodeTag(text);
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  return result.tag;
}

function fails(text: string): [string, number] {
  const result = parseCodeTag(text);
  if (result.ok) throw new Error(`${text}: parsed`);
  return [result.error, result.offset];
}

test("a bare name, and names with : . -", (t) => {
  t.deepEqual(ok("k8s:unionMember"), { name: "k8s:unionMember", args: [] });
  t.deepEqual(ok("k8s:format=k8s-long-name"), { name: "k8s:format", args: [], value: { text: "k8s-long-name", type: "string" } });
  t.deepEqual(ok("  k8s:optional  "), { name: "k8s:optional", args: [] }, "surrounding spaces are trimmed");
});

test("named and positional arguments of every type", (t) => {
  t.deepEqual(ok('k8s:unionMember(union: "u1", memberName: "M1")').args, [
    { name: "union", value: "u1", type: "string" },
    { name: "memberName", value: "M1", type: "string" },
  ]);
  t.deepEqual(ok("k8s:item(id: -0x1F, on: true, name: plain)").args, [
    { name: "id", value: "-0x1F", type: "int" },
    { name: "on", value: "true", type: "bool" },
    { name: "name", value: "plain", type: "string" },
  ]);
  t.deepEqual(ok("k8s:ifEnabled(MyOption)").args, [{ name: "", value: "MyOption", type: "string" }]);
  t.deepEqual(ok("k8s:subfield(`raw \\` quote`)").args, [{ name: "", value: "raw ` quote", type: "string" }]);
  t.deepEqual(ok("k8s:alpha()").args, [], "empty parentheses");
  t.deepEqual(ok('k8s:alpha(since:"1.35")=+k8s:unionMember').args, [{ name: "since", value: "1.35", type: "string" }], "no space after ':'");
});

test("=+ chains and scalar values", (t) => {
  const tag = ok('k8s:alpha(since: "1.36")=+k8s:item(type: "Approved")=+k8s:zeroOrOneOfMember');
  t.is(tag.name, "k8s:alpha");
  t.is(tag.valueTag?.name, "k8s:item");
  t.deepEqual(tag.valueTag?.args, [{ name: "type", value: "Approved", type: "string" }]);
  t.deepEqual(tag.valueTag?.valueTag, { name: "k8s:zeroOrOneOfMember", args: [] });
  t.deepEqual(ok("k8s:minimum=5").value, { text: "5", type: "int" });
  t.deepEqual(ok('k8s:alpha=+k8s:listMapKey="a b"').valueTag?.value, { text: "a b", type: "string" });
  t.deepEqual(ok("k8s:enabled=false  # a comment").value, { text: "false", type: "bool" }, "trailing comment");
});

test("what gengo refuses, with the offset of the problem", (t) => {
  t.deepEqual(fails('k8s:unionMember(union: "a", "b")'), ["can't mix named and positional arguments", 32]);
  t.deepEqual(fails("k8s:ifEnabled(A, B)"), ["multiple arguments must use 'name: value' syntax", 19]);
  t.deepEqual(fails('k8s:unionMember(union: "a'), ["unterminated string", 23]);
  t.deepEqual(fails('k8s:unionMember( union: "a")'), ['unexpected character " "', 16], "no space after (");
  t.deepEqual(fails('k8s:unionMember(union: "a" )'), ['unexpected character " "', 26]);
  t.deepEqual(fails("k8s:unionMember("), ["unexpected end of input", 16]);
  t.deepEqual(fails("k8s:alpha="), ["unexpected end of input", 10]);
  t.deepEqual(fails("k8s:item(id: 0x)"), ['invalid number "0x"', 13]);
  t.deepEqual(fails("k8s:item(id: 99999999999999999999)"), ['invalid number "99999999999999999999"', 13]);
  t.deepEqual(fails('k8s:unionMember(union: "a\\n")'), ['unhandled escaped character "n"', 26]);
  t.deepEqual(fails("k8s:unionMember junk"), ['unexpected character " "', 15]);
  t.deepEqual(fails("+k8s:x"), ["expected a tag name", 0]);
  t.deepEqual(fails("  k8s:x(,)"), ['unexpected character ","', 8], "offsets count the leading spaces");
});
