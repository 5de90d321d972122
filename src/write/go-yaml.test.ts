import test from "ava";
import { goFloatText } from "./go-number.js";
import { goKeyCompare, goYaml } from "./go-yaml.js";

test("keys in go-yaml's order: non-letters first, digit runs as numbers", (t) => {
  t.deepEqual(["b", "a10", "a9", "B", "_x", "a"].sort(goKeyCompare), ["_x", "B", "a", "a9", "a10", "b"]);
});

test("strings: plain, double-quoted when YAML 1.1 would read another type, single-quoted after indicators", (t) => {
  t.is(goYaml({ a: "plain text", b: "True", c: "1.5", d: "", e: "- item", f: "a: b", g: "#x", h: "2024-01-02", i: "~", j: "<<" }),
    "a: plain text\nb: \"True\"\nc: \"1.5\"\nd: \"\"\ne: '- item'\nf: 'a: b'\ng: '#x'\nh: \"2024-01-02\"\ni: \"~\"\nj: <<\n");
});

test("a number out of float64's range is a string to go-yaml, written plain; underscores are read over", (t) => {
  t.is(goYaml({ a: "1e400", b: "1_0", c: ".5e400", d: ".5_0", e: "1e-400", f: "+12.1e400" }), 'a: 1e400\nb: "1_0"\nc: .5e400\nd: ".5_0"\ne: "1e-400"\nf: +12.1e400\n');
  t.is(goYaml({ a: -0 }), "a: 0\n");
});

test("multi-line strings are literal blocks with go-yaml's chomping; a trailing space forces double quotes", (t) => {
  t.is(goYaml({ a: "one\ntwo", b: "one\n", c: "one\n\n", d: "x \ny" }), "a: |-\n  one\n  two\nb: |\n  one\nc: |+\n  one\n\nd: \"x \\ny\"\n");
});

test("long plain scalars fold at a space past column 80; lists in maps are not indented", (t) => {
  const text = "word ".repeat(20).trim();
  t.is(goYaml({ items: [{ description: text }], empty: {}, none: [] }),
    `empty: {}\nitems:\n- description: word word word word word word word word word word word word word word\n    word word word word word word\nnone: []\n`);
});

test("numbers as Go prints them", (t) => {
  t.is(goYaml({ a: 3, b: 0.5, c: 1e21, d: -2, e: 1234567.5 }), "a: 3\nb: 0.5\nc: 1e+21\nd: -2\ne: 1.2345675e+06\n");
  t.is(goFloatText(1.5e-7), "1.5e-07");
  t.is(goFloatText(0.0001), "0.0001");
});

test("special characters are escaped in double quotes", (t) => {
  t.is(goYaml({ a: "tab\there", b: "emoji 😀" }), "a: \"tab\\there\"\nb: \"emoji \\U0001F600\"\n");
});

test("U+2028 and U+2029 are written as themselves, in literal blocks and single quotes, as go-yaml v2's write_break does", (t) => {
  const ls = "\u2028";
  const ps = "\u2029";
  // Compared with controller-gen v0.21.0's CRD output for the same descriptions (indentation 18 there, 2 here).
  t.is(goYaml({ a: `x${ls}\ny`, b: `x\n${ls}y`, c: `x${ps}\n${ps}y` }), `a: |-\n  x${ls}\n  y\nb: |-\n  x\n${ls}  y\nc: |-\n  x${ps}\n${ps}  y\n`);
  t.is(goYaml({ d: `only${ls}sep`, e: `tail${ls}${ps}`, f: `p${ps}q\nnext` }), `d: 'only${ls}  sep'\ne: 'tail${ls}${ps}'\nf: |-\n  p${ps}  q\n  next\n`);
  t.is(goYaml({ g: `${ls}lead\nx`, h: `trail\nx${ls}`, i: "a " + ls + "b" }), `g: |2-\n${ls}  lead\n  x\nh: |\n  trail\n  x${ls}i: "a \\Lb"\n`);
});
