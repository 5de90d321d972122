import test from "ava";
import { readBackCrd, readBackString } from "./yaml-readback.js";

// Each checked against controller-gen v0.21.0 (a description holding it).
test("NEL folds as go-yaml folds a line break in a double-quoted scalar", (t) => {
  const cases: [string, string][] = [
    ["plain", "plain"], ["a \u0085 b", "a b"], ["a\u0085\u0085b", "a\nb"], ["p\u0085 \u0085q", "p\nq"],
    ["t\u0085", "t "], ["\u0085", " "], ["k  \u0085  z", "k z"], ["x\u0085 --- y", "x --- y"], ["x\u0085---y", "x ---y"],
  ];
  for (const [text, read] of cases) t.deepEqual(readBackString(text), { text: read }, JSON.stringify(text));
});

test("DEL, C1 controls, U+FFFE and U+FFFF are refused, and so is a document marker after a NEL", (t) => {
  t.deepEqual(readBackString("a\u0081"), { error: 'U+0081 is a control character YAML does not allow (controller-gen fails: "yaml: control characters are not allowed")' });
  t.deepEqual(readBackString("\uffff"), { error: 'U+FFFF is a control character YAML does not allow (controller-gen fails: "yaml: control characters are not allowed")' });
  t.deepEqual(readBackString("x\u0085... y"), { error: '... after a NEL (U+0085) is a YAML document marker (controller-gen fails: "found unexpected document indicator")' });
  t.deepEqual(readBackString("x\u0085\u0085---\u0085"), { error: '--- after a NEL (U+0085) is a YAML document marker (controller-gen fails: "found unexpected document indicator")' });
});

test("a CRD is read back in place, keys too", (t) => {
  const rule = { rule: "self\u0085== 1" };
  const crd = { spec: { "a\u0085b": { description: "x \u0085y", rules: [rule, "s\u0085"] } } };
  t.is(readBackCrd(crd), undefined);
  t.deepEqual(crd, { spec: { "a b": { description: "x y", rules: [{ rule: "self == 1" }, "s "] } } });
  t.is(crd.spec["a b" as keyof typeof crd.spec] === undefined, false);
  t.is((crd.spec as unknown as Record<string, { rules: unknown[] }>)["a b"]!.rules[0], rule);
});
