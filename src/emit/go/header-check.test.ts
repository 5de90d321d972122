import test from "ava";
import { headerProblem, outputPackageName, packageNameProblem } from "./header-check.js";

const problem = (text: string | Uint8Array) => headerProblem(typeof text === "string" ? Buffer.from(text) : text);

test("a header of comments and white space is Go; anything else is placed where go/parser meets it", (t) => {
  t.is(problem(""), undefined);
  t.is(problem("// x"), undefined);
  t.is(problem("/* a */ /* b */\r\n//go:build ignore\n\t/* c\n d */"), undefined);
  t.deepEqual(problem("/*\nUnclosed"), { line: 1, col: 1, reason: "a /* comment that is not closed" });
  t.deepEqual(problem("/* x */ /* y\n"), { line: 1, col: 9, reason: "a /* comment that is not closed" });
  t.deepEqual(problem("// h\nvar x = 1\n"), { line: 2, col: 1, reason: 'text outside a comment ("var x = 1")' });
  t.deepEqual(problem("/* é */\f"), { line: 1, col: 8, reason: 'text outside a comment ("\\f")' });
});

test("NUL, a byte order mark and bytes that are not UTF-8 are refused in comments too; the earliest problem wins", (t) => {
  t.deepEqual(problem("// a\u0000b\n"), { line: 1, col: 5, reason: "a NUL character" });
  t.deepEqual(problem("\ufeff// bom\n"), { line: 1, col: 1, reason: "a byte order mark (U+FEFF)" });
  t.deepEqual(problem(Buffer.from([0x2f, 0x2f, 0x20, 0xc3, 0xa9, 0xff, 0x0a])), { line: 1, col: 5, reason: "a byte that is not UTF-8" });
  t.deepEqual(problem(Buffer.from([0x2f, 0x2a, 0xed, 0xa0, 0x80])), { line: 1, col: 1, reason: "a /* comment that is not closed" });
  t.deepEqual(problem(Buffer.from([0x2f, 0x2f, 0xe2, 0x82, 0x0a])), { line: 1, col: 3, reason: "a byte that is not UTF-8" });
});

test("the output package's name is path.Base of --output-pkg, and must be an identifier that is no keyword", (t) => {
  t.deepEqual(outputPackageName("example.com/x/open-api"), { name: "open-api", start: 14 });
  t.deepEqual(outputPackageName("example.com/x/"), { name: "x", start: 12 });
  t.is(packageNameProblem("café"), undefined);
  t.is(packageNameProblem("_"), undefined);
  t.is(packageNameProblem("gen_x2"), undefined);
  t.is(packageNameProblem("type"), "type is a Go keyword");
  for (const name of ["open-api", "v1.2-beta", "1abc", "."]) t.is(packageNameProblem(name), "a package name is a Go identifier, letters, digits and _, not starting with a digit");
});
