// The API server's refusals beside the budget: protected groups and rules in value-validation
// branches (the verdicts as apiserver-oracle gave them for the same CRDs).

import test from "ava";
import { branchRuleRefusals, entryProblems, protectedGroupRefusal } from "./server-refusals.js";

const at = { file: "doc.go", line: 2, col: 4 };
const crd = (group: string, approval?: string) => ({
  metadata: { name: `widgets.${group}`, ...(approval === undefined ? {} : { annotations: { "api-approved.kubernetes.io": approval } }) },
  spec: { group },
});

test("a protected group needs an approval: a URL with a host, or a reason starting with unapproved", (t) => {
  const refused = (group: string, approval?: string): boolean => protectedGroupRefusal(crd(group, approval), at) !== undefined;
  t.true(refused("k8s.io"));
  t.true(refused("a.b.kubernetes.io"));
  t.true(refused("foo.kubernetes.io", "yes"));
  t.true(refused("x.k8s.io", ""));
  t.true(refused("x.k8s.io", "https:/pull"));
  t.false(refused("foo.k8s.io", "unapproved, testing"));
  t.false(refused("foo.k8s.io", "https://github.com/kubernetes/enhancements/pull/1111"));
  t.false(refused("notk8s.io"));
  t.false(refused("example.com"));
});

test("rules inside allOf, anyOf, oneOf or not are reported, with where they sit", (t) => {
  const rule = { rule: "true" };
  const schema = { properties: { spec: { properties: { a: { allOf: [{ "x-kubernetes-validations": [rule] }] }, b: { "x-kubernetes-validations": [rule], items: { not: { anyOf: [{ "x-kubernetes-validations": [rule] }] } } } } } } };
  t.deepEqual(branchRuleRefusals(schema, () => at).map((d) => `${d.code} ${d.message}`), [
    "OM5059 CEL rule of x-kubernetes-validations[0] on spec.a sits inside allOf, which a structural schema cannot have: the API server refuses the CRD (\"must be empty to be structural\"); newer controller-gens put a field's rules on the field itself",
    "OM5059 CEL rule of x-kubernetes-validations[0] on spec.b[*] sits inside not, which a structural schema cannot have: the API server refuses the CRD (\"must be empty to be structural\"); newer controller-gens put a field's rules on the field itself",
  ]);
});

test("an entry's own fields, as the API server's schema validation checks them (apiserver-oracle's verdicts on the same entries)", (t) => {
  t.deepEqual(entryProblems({ rule: "  " }), ["rule: rule is not specified"]);
  t.deepEqual(entryProblems({ rule: "true", message: "  " }), ["message: must be non-empty if specified"]);
  t.deepEqual(entryProblems({ rule: "true", message: "a\nb" }), ["message: must not contain line breaks"]);
  t.deepEqual(entryProblems({ rule: "true &&\ntrue" }), ["message: message must be specified if rule contains line breaks"]);
  t.deepEqual(entryProblems({ rule: "true &&\ntrue", message: "m" }), []);
  t.deepEqual(entryProblems({ rule: "true", messageExpression: "  " }), ["messageExpression: messageExpression must be non-empty if specified"]);
  t.deepEqual(entryProblems({ rule: "true", reason: "Bogus" }), ['reason: supported values: "FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"']);
  t.deepEqual(entryProblems({ rule: "true", message: " ok ", reason: "FieldValueForbidden" }), []);
});
