// The in-place YAML edit: untouched pairs keep their bytes and comments; changed pairs are
// rendered where they stand; shapes it cannot edit in place are declined (undefined).

import test from "ava";
import { parseDocument } from "yaml";
import { editYaml } from "./yaml-edit.js";

function edit(text: string, after: unknown): string | undefined {
  const document = parseDocument(text);
  return editYaml(text, document, document.toJS(), after);
}

const spec = [
  "# head",
  "swagger: '2.0'",
  "definitions:",
  "  A:   # keep me",
  "    type: object",
  "    description: old",
  "  C: {type: string}",
  "",
].join("\n");

test("a changed scalar is rewritten on its line, everything else kept", (t) => {
  const out = edit(spec, { swagger: "2.0", definitions: { A: { type: "object", description: "new" }, C: { type: "string" } } });
  t.is(out, spec.replace("description: old", "description: new"));
});

test("added keys go to their sorted place, above the comments of the next key; removed pairs lose their lines", (t) => {
  const text = "a: 1\n# about c\nc: 3\nd: 4\n";
  t.is(edit(text, { a: 1, b: { x: [1, 2] }, c: 3 }), "a: 1\nb:\n  x:\n    - 1\n    - 2\n# about c\nc: 3\n");
});

test("an unsorted map gets new keys at its end, also when the file has no final newline", (t) => {
  t.is(edit("z: 1\na:\n  k: v", { z: 1, a: { k: "v", m: "w" } }), "z: 1\na:\n  k: v\n  m: w\n");
});

test("a scalar that becomes a map, and a flow map that changes, are rendered in block style at their column", (t) => {
  const text = "defs:\n  A: x # was a string\n  C: {type: string}\n";
  t.is(edit(text, { defs: { A: { type: "object" }, C: { type: "integer" } } }), "defs:\n  A:\n    type: object # was a string\n  C:\n    type: integer\n");
});

test("multi-line strings become block scalars indented under their key", (t) => {
  t.is(edit("m:\n  d: old\n", { m: { d: "one\ntwo" } }), "m:\n  d: |-\n    one\n    two\n");
});

test("CRLF files get CRLF lines", (t) => {
  t.is(edit("a: 1\r\nb: 2\r\n", { a: 1, b: { c: 3 } }), "a: 1\r\nb:\r\n  c: 3\r\n");
});

test("a flow document and anchors (on values or keys) are declined", (t) => {
  t.is(edit("{a: 1}\n", { a: 2 }), undefined);
  t.is(edit("a: &x {k: 1}\nb: *x\n", { a: { k: 2 }, b: { k: 1 } }), undefined);
  t.is(edit("&k a: 1\nb: 2\n", { a: 1, b: 3 }), undefined);
});
