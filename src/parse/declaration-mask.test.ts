// Masking (src/parse/declaration-mask.ts): the scanner's reading of top-level declarations,
// the exact text tree-sitter is given, and — what matters — facts of what is kept that are
// the whole parse's, position for position, whatever is masked around them.

import test from "ava";
import { parseGoFile } from "./go-tree.js";
import { commentRanges, maskDeclarations, originalOffset, scanDeclarations, withoutCommentText, type TopDeclaration } from "./declaration-mask.js";

const source = [
  "// Package p is a test. 😀",
  "package p",
  "",
  'import "fmt"',
  "",
  "// +kubebuilder:validation:Optional",
  "",
  "// A is kept.",
  "type A struct {",
  '\tB B `json:"b"` // a field',
  "\tC string /* block */",
  "}",
  "",
  "// +groupName=masked.example.com",
  "",
  "// B is reached from A.",
  "type B string",
  "",
  "/* Dropped is masked; its doc stays. 😀 */",
  "type Dropped struct {",
  '\tX map[string]int `json:"x"`',
  "}",
  "",
  "const (",
  '\tOne B = "one" // a value',
  ")",
  "",
  "var v = fmt.Sprintf(\"%d\",",
  "\t1)",
  "",
  "var (",
  "\tw = 2",
  ")",
  "",
  "func (a *A) MarshalJSON() ([]byte, error) { return nil, nil }",
  "",
  "func (d Dropped) MarshalText() ([]byte, error) {",
  "\t// }",
  "\treturn []byte(\"}\"), nil",
  "}",
  "",
  "type G[T any] struct{ t T }",
  "",
  "type Alias = A",
  "",
  "type (",
  "\tGrouped int",
  ")",
  "",
  "func f() { _ = '\\'' }; type Tail int",
  "",
].join("\n");

/** Kind, name, and the rows (1-based) and columns of its start and end. */
function describe(d: TopDeclaration): string {
  const at = (offset: number): string => {
    const before = source.slice(0, offset).split("\n");
    return `${before.length}:${before[before.length - 1]!.length + 1}`;
  };
  return `${d.kind}${d.name === "" ? "" : ` ${d.name}`} ${at(d.start)}-${at(d.end)}`;
}

test("the scanner finds each top-level declaration, its kind and its extent", (t) => {
  const scan = scanDeclarations(source)!;
  t.deepEqual(scan.map(describe), [
    "keep 2:1-2:10",
    "keep 4:1-4:13",
    "type A 9:1-12:2",
    "type B 17:1-17:14",
    "type Dropped 20:1-22:2",
    "keep 24:1-26:2",
    "var 28:1-29:4",
    "varGroup 31:1-33:2",
    "method A 35:1-35:62",
    "method Dropped 37:1-40:2",
    "keep 42:1-42:28",
    "keep 44:1-44:15",
    "keep 46:1-48:2",
    // before a `;`: kept as it is
    "keep 50:1-50:22",
    "type Tail 50:24-50:37",
  ]);
  t.deepEqual(scan.find((d) => d.name === "A" && d.kind === "type")!.idents, ["struct", "B", "B", "C", "string"]);
});

test("a file the scanner does not understand is not masked", (t) => {
  t.is(scanDeclarations("package p\n\nvar s = \"unterminated\n"), undefined);
  t.is(scanDeclarations("package p\n\n/* open"), undefined);
  t.is(scanDeclarations("package p\n\nfunc f() {}}\n"), undefined);
  t.is(commentRanges("package p\n\nvar r = `open"), undefined);
});

const keepA = (d: TopDeclaration): boolean => (d.kind === "type" || d.kind === "method" ? d.name === "A" || d.name === "B" : false);

test("masked declarations become placeholders and comments lose their text", (t) => {
  const masked = maskDeclarations(source, scanDeclarations(source)!, keepA, commentRanges(source))!;
  t.is(masked.text, [
    "//",
    "package p",
    "",
    'import "fmt"',
    "",
    "//",
    "",
    "//",
    "type A struct {",
    '\tB B `json:"b"` //',
    "\tC string /**/",
    "}",
    "",
    "//",
    "",
    "//",
    "type B string",
    "",
    "/**/",
    "type Dropped struct{}",
    "",
    "const (",
    '\tOne B = "one" //',
    ")",
    "",
    "var _=0",
    "",
    "var ()",
    "",
    "func (a *A) MarshalJSON() ([]byte, error) { return nil, nil }",
    "",
    "func _(){}",
    "",
    "type G[T any] struct{ t T }",
    "",
    "type Alias = A",
    "",
    "type (",
    "\tGrouped int",
    ")",
    "",
    // Tail's placeholder would be longer than it: kept.
    "func f() { _ = '\\'' }; type Tail int",
    "",
  ].join("\n"));
  // A placeholder's head maps to where its declaration starts, its last character to where it ends.
  const dropped = masked.text.indexOf("type Dropped struct{}");
  t.is(originalOffset(masked.map, dropped), source.indexOf("type Dropped struct {"));
  t.is(originalOffset(masked.map, dropped + "type Dropped struct{}".length), source.indexOf("}\n\nconst (") + 1);
  t.is(masked.key, [source.indexOf("type Dropped"), source.indexOf("var v"), source.indexOf("var ("), source.indexOf("func (d")].join(","));
});

test("what is kept has the whole parse's facts, positions included", (t) => {
  const whole = parseGoFile("p.go", source);
  const masked = parseGoFile("p.go", source, maskDeclarations(source, scanDeclarations(source)!, keepA, commentRanges(source)));
  const kept = new Set(["A", "B", "G", "Alias", "Grouped", "Tail"]);
  t.deepEqual(masked.types.filter((s) => kept.has(s.name)), whole.types.filter((s) => kept.has(s.name)));
  // Masked types keep their names, positions and comments (package markers above them count).
  t.deepEqual(masked.types.map((s) => [s.name, s.span, s.doc, s.above]), whole.types.map((s) => [s.name, s.span, s.doc, s.above]));
  t.deepEqual(masked.methods, whole.methods.filter((m) => m.receiver === "A"));
  t.deepEqual(
    { ...masked, types: [], methods: [], commentGroups: [] },
    { ...whole, types: [], methods: [], commentGroups: [] },
  );
});

test("a file parsed without its comments' text gives the whole parse's facts", (t) => {
  t.deepEqual(parseGoFile("p.go", source), parseGoFile("p.go", source, undefined));
  const shrunk = withoutCommentText(source)!;
  t.deepEqual(parseGoFile("p.go", source, shrunk), parseGoFile("p.go", source));
});

test("a syntax error is found and positioned in the whole text", (t) => {
  const broken = "package p\n\n// a long comment 😀\ntype A struct { B int = }\n";
  const errors = parseGoFile("p.go", broken).errors;
  t.deepEqual(errors.map((e) => [e.code, e.span.line, e.span.col]), [["OM1001", 4, 23]]);
  t.deepEqual(parseGoFile("p.go", broken, withoutCommentText(broken)).errors, errors);
});
