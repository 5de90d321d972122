import test from "ava";
import { goCompare } from "./go-compare.js";

test("byte order of UTF-8, not UTF-16 code units", (t) => {
  t.is(goCompare("a", "b"), -1);
  t.is(goCompare("ab", "a"), 1);
  t.is(goCompare("x", "x"), 0);
  // U+FF01 is below U+1F600 in UTF-8, above its surrogate pair in UTF-16.
  t.is(goCompare("\uff01", "\u{1f600}"), -1);
  t.true("\uff01" > "\u{1f600}");
});
