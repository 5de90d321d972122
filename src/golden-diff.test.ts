// A failing golden shows the lines that differ, not the whole file: one changed word in a
// 603-line golden is a hunk of seven lines.

import test from "ava";
import { textDiff } from "./test-support.js";

const lines = Array.from({ length: 603 }, (_, i) => `line ${i + 1}`);

test("one changed word in a 603-line text: one hunk, three lines of context each side", (t) => {
  const want = `${lines.join("\n")}\n`;
  const got = want.replace("line 300\n", "line three hundred\n");
  t.is(
    textDiff(want, got, "out/v2.json"),
    ["@@ -297,7 +297,7 @@", " line 297", " line 298", " line 299", "-line 300", "+line three hundred", " line 301", " line 302", " line 303", ""].join("\n"),
  );
});

test("a missing final newline is shown", (t) => {
  t.is(textDiff("a\nb\n", "a\nb", "stdout"), ["@@ -1,2 +1,2 @@", " a", "-b", "+b", "\\ No newline at end of file", ""].join("\n"));
});
