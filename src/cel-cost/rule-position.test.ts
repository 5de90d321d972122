// A position inside a CEL rule, as a column of the marker's line.

import test from "ava";
import { positionInMarker } from "./rule-position.js";

const span = { file: "types.go", line: 7, col: 4 };

test("a quoted rule: the column of the offset, past the marker's `+` and the argument's quote", (t) => {
  const text = `kubebuilder:validation:XValidation:rule="self.a > > 1",message="m"`;
  // `+` at 4, the text from 5, the quote at 5 + 40 = 45, the rule from 46; offset 9 is the second >
  t.deepEqual(positionInMarker(span, text, "rule", "self.a > > 1", 9), { ...span, col: 55 });
});

test("escapes in the literal: an offset after `\\\"` counts the backslash in the source", (t) => {
  const text = `kubebuilder:validation:XValidation:rule="self.a == \\"x\\" > > 1",message="m"`;
  const rule = `self.a == "x" > > 1`;
  // the second > is at offset 16 of the rule, 18 of the literal's body (two backslashes before it)
  t.deepEqual(positionInMarker(span, text, "rule", rule, 16), { ...span, col: 46 + 18 });
});

test("a raw literal, a messageExpression, and code points rather than UTF-16 units", (t) => {
  const text = "kubebuilder:validation:XValidation:rule=`self.a == '😀' > > 1`,messageExpression=\"'x' +\"";
  const rule = "self.a == '😀' > > 1";
  // 😀 is two UTF-16 units and one column
  t.deepEqual(positionInMarker(span, text, "rule", rule, rule.indexOf("> >") + 2), { ...span, col: 46 + rule.indexOf("> >") + 1 });
  t.deepEqual(positionInMarker(span, text, "messageExpression", "'x' +", 5), { ...span, col: 5 + text.indexOf("'x' +") - 1 + 5 }); // the 😀 before it: one column, two units
});

test("a rule the marker does not hold as written (a union member's tag, no text): the marker's own position", (t) => {
  t.deepEqual(positionInMarker(span, undefined, "rule", "self.a", 3), span);
  t.deepEqual(positionInMarker(span, "k8s:unionMember", "rule", "self.a", 3), span);
  t.deepEqual(positionInMarker(span, `kubebuilder:validation:XValidation:rule="other"`, "rule", "self.a", 3), span);
});
