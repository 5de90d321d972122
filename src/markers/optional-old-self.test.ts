// Whether a rule names the variable oldSelf, as the API server's compiled rule would use it.

import test from "ava";
import { isUnusedOptionalOldSelf, readsOldSelf } from "./optional-old-self.js";

test("oldSelf as a variable is read; inside a string, or selected as a field, it is not", (t) => {
  const cases: [string, boolean][] = [
    ["self == oldSelf", true],
    ["oldSelf.hasValue()", true],
    ["!oldSelf.hasValue() || self >= oldSelf.value()", true],
    ["has(oldSelf.x)", true],
    ["r'\\' + oldSelf", true],
    ["self.oldSelf == 1", false],
    ["self . oldSelf == 1", false],
    ["self.x == 'oldSelf'", false],
    ['self.a == "a\\"oldSelf"', false],
    ["self == '''oldSelf'''", false],
    ["self.oldSelfish", false],
    ["self.x", false],
  ];
  for (const [rule, reads] of cases) t.is(readsOldSelf(rule), reads, rule);
});

test("only XValidation markers that set optionalOldSelf, true or false", (t) => {
  t.true(isUnusedOptionalOldSelf("kubebuilder:validation:XValidation", { rule: "self > 0", optionalOldSelf: false }));
  t.true(isUnusedOptionalOldSelf("kubebuilder:validation:items:XValidation", { rule: "self > 0", optionalOldSelf: true }));
  t.false(isUnusedOptionalOldSelf("kubebuilder:validation:XValidation", { rule: "self > 0" }));
  t.false(isUnusedOptionalOldSelf("kubebuilder:validation:XValidation", { rule: "self >= oldSelf", optionalOldSelf: true }));
  t.false(isUnusedOptionalOldSelf("kubebuilder:validation:Pattern", { rule: "self > 0", optionalOldSelf: true }));
});
