// validateCustomResourceWithRules on small hand-written schemas: exact error lines as the
// API server prints them (the first cases were checked with apiserver-oracle), and the
// Kubernetes CEL libraries through rules that must hold.

import test from "ava";
import type { SchemaTable, Tables, ValidationRuleSchema } from "../tables.js";
import { deepFreeze } from "../test-support.js";
import { AUTHZ_UNAVAILABLE, validateCustomResourceWithRules } from "./index.js";
import { NONE, validateRulesWithBudget } from "./validate.js";

function tablesOf(spec: SchemaTable): Tables {
  return deepFreeze({ Kind: { fields: {}, unions: [], schema: { type: "object", properties: { spec } } } }) as unknown as Tables;
}

function errors(tables: Tables, spec: unknown, old?: unknown): string[] {
  const object = { apiVersion: "g/v1", kind: "Kind", metadata: { name: "x" }, spec };
  const options = old === undefined ? {} : { old: { apiVersion: "g/v1", kind: "Kind", metadata: { name: "x" }, spec: old } };
  return validateCustomResourceWithRules(tables, "Kind", object, options).map(String);
}

const props = { a: { type: "integer" }, b: { type: "string" }, missing: { type: "integer" }, l: { type: "array", items: { type: "string" } } } as const;
const withRules = (rules: ValidationRuleSchema[], more: Record<string, SchemaTable> = {}): Tables => tablesOf({ type: "object", properties: { ...props, ...more }, "x-kubernetes-validations": rules });

test("failures: message, failed rule, evaluation error, reason and fieldPath, a scalar's value, a list's omitted value (as apiserver-oracle prints them)", (t) => {
  const tables = tablesOf({
    type: "object",
    "x-kubernetes-validations": [
      { rule: "self.a < 5", message: "a small" },
      { rule: "self.b == 'x'" },
      { rule: "self.missing == 1" },
      { rule: "self.a > 100", reason: "FieldValueForbidden", fieldPath: ".a", messageExpression: "'a is big'" },
    ],
    properties: { ...props, b: { type: "string", "x-kubernetes-validations": [{ rule: "self.size() > 3", message: "b long" }] }, l: { type: "array", items: { type: "string" }, "x-kubernetes-validations": [{ rule: "self.size() > 3" }] } },
  });
  t.deepEqual(errors(tables, { a: 7, b: "y", l: ["a"] }), [
    "spec: Invalid value: a small",
    "spec: Invalid value: failed rule: self.b == 'x'",
    'spec: Invalid value: "object": no such key: missing evaluating rule: self.missing == 1',
    "spec.a: Forbidden: a is big",
    'spec.b: Invalid value: "y": b long',
    "spec.l: Invalid value: failed rule: self.size() > 3",
  ]);
});

test("reasons: Required and Duplicate; messageExpression that is empty or not a string falls back to the message", (t) => {
  const tables = withRules([
    { rule: "false", reason: "FieldValueRequired", message: "need it" },
    { rule: "false", reason: "FieldValueDuplicate", fieldPath: ".b" },
    { rule: "false", message: "plain", messageExpression: "'  '" },
    { rule: "false", message: "plain too", messageExpression: "1" },
  ]);
  t.deepEqual(errors(tables, { b: "q" }), ["spec: Required value: need it", "spec.b: Duplicate value", "spec: Invalid value: plain", "spec: Invalid value: plain too"]);
});

test("a blocking schema error skips the rules", (t) => {
  const tables = withRules([{ rule: "false", message: "never" }], { e: { type: "string", enum: ["A"] } });
  t.deepEqual(errors(tables, { e: "B" }), [
    'spec.e: Unsupported value: "B": supported values: "A"',
    "<nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
  ]);
});

test("transition rules run on update only; optionalOldSelf on create too; ratcheting keeps an unchanged failure quiet", (t) => {
  const tables = withRules([{ rule: "self.a == oldSelf.a", message: "immutable" }, { rule: "oldSelf.hasValue() || self.a > 0", optionalOldSelf: true, message: "starts positive" }, { rule: "self.b != 'bad'", message: "not bad" }]);
  t.deepEqual(errors(tables, { a: 0, b: "bad" }), ["spec: Invalid value: starts positive", "spec: Invalid value: not bad"]);
  t.deepEqual(errors(tables, { a: 2, b: "bad" }, { a: 1, b: "bad" }), ["spec: Invalid value: immutable", "spec: Invalid value: not bad"]);
  const leaf = tablesOf({ type: "object", properties: { b: { type: "string", "x-kubernetes-validations": [{ rule: "self != 'bad'", message: "not bad" }] }, a: { type: "integer" } } });
  t.deepEqual(errors(leaf, { a: 2, b: "bad" }, { a: 1, b: "bad" }), []);
  t.deepEqual(errors(leaf, { a: 2, b: "bad" }, { a: 1, b: "good" }), ['spec.b: Invalid value: "bad": not bad']);
});

test("list-map items correlate with the old item of the same key (oldSelf); atomic list items do not", (t) => {
  const item: SchemaTable = { type: "object", properties: { name: { type: "string" }, v: { type: "integer" } }, "x-kubernetes-validations": [{ rule: "self.v == oldSelf.v", message: "v immutable" }] };
  const tables = tablesOf({ type: "object", properties: { m: { type: "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"], items: item }, a: { type: "array", items: item } } });
  t.deepEqual(errors(tables, { m: [{ name: "y", v: 1 }, { name: "x", v: 2 }], a: [{ name: "x", v: 2 }] }, { m: [{ name: "x", v: 1 }], a: [{ name: "x", v: 1 }] }), ["spec.m[1]: Invalid value: v immutable"]);
});

test("maps: values by key path; pruned unknown fields are invisible; defaults are seen", (t) => {
  const tables = tablesOf({
    type: "object",
    properties: { m: { type: "object", additionalProperties: { type: "integer", "x-kubernetes-validations": [{ rule: "self >= 0", message: "non-negative" }] } }, d: { type: "string", default: "dflt" } },
    "x-kubernetes-validations": [{ rule: "!has(self.unknown) && self.d == 'dflt'", message: "pruned and defaulted" }],
  });
  t.deepEqual(errors(tables, { m: { k: -1, j: 1 }, unknown: 1 }), ["spec.m[k]: Invalid value: -1: non-negative"]);
});

test("int-or-string is dynamic: a mismatched operator is the server's no-such-overload error", (t) => {
  const tables = withRules([{ rule: "self.ios > 1" }], { ios: { "x-kubernetes-int-or-string": true } });
  t.deepEqual(errors(tables, { ios: 2 }), []);
  t.deepEqual(errors(tables, { ios: "a" }), [`spec: Invalid value: "object": 'no such overload: _>_': call arguments did not match a supported operator, function or macro signature for rule: self.ios > 1`]);
});

test("the authz library is an evaluation error that says why", (t) => {
  const tables = withRules([{ rule: "authorizer.group('').resource('pods').check('get').allowed()" }]);
  t.deepEqual(errors(tables, {}), [`spec: Invalid value: "object": ${AUTHZ_UNAVAILABLE} evaluating rule: authorizer.group('').resource('pods').check('get').allowed()`]);
});

const HOLDS = [
  // lists (Kubernetes) and ext lists v3, sets
  "[1, 2, 3].isSorted() && [3, 1].sum() == 4 && [2, 1].min() == 1 && ['a', 'c'].max() == 'c'",
  "[1, 2, 1].indexOf(1) == 0 && [1, 2, 1].lastIndexOf(1) == 2 && [1].indexOf(5) == -1",
  "lists.range(3) == [0, 1, 2] && [1, 2, 3].slice(1, 3) == [2, 3] && [[1], [2, [3]]].flatten() == [1, 2, [3]]",
  "[1, 1, 2].distinct() == [1, 2] && [1, 2].reverse() == [2, 1] && [3, 1, 2].sort() == [1, 2, 3] && ['bb', 'a'].sortBy(x, x.size()) == ['a', 'bb']",
  "[1, 2].first().value() == 1 && [].last().hasValue() == false",
  "sets.contains([1, 2], [2]) && sets.equivalent([1, 2], [2, 1, 1]) && sets.intersects([1], [1, 3]) && !sets.intersects([1], [3])",
  // regex and strings v2
  "'abc123def456'.find('[0-9]+') == '123' && 'abc123def456'.findAll('[0-9]+') == ['123', '456'] && 'a1b2c3'.findAll('[0-9]', 2) == ['1', '2']",
  "'hello'.charAt(1) == 'e' && 'hello'.indexOf('l') == 2 && 'hello'.lastIndexOf('l') == 3 && 'HeLLo'.lowerAscii() == 'hello'",
  "'a,b'.split(',') == ['a', 'b'] && 'hello'.substring(1, 3) == 'el' && '  x '.trim() == 'x' && ['a', 'b'].join('-') == 'a-b' && 'ab'.replace('b', 'c') == 'ac'",
  // optionals and two-variable comprehensions
  "{'a': 1}.?a.orValue(0) == 1 && {'a': 1}.?b.orValue(5) == 5 && [?optional.none(), 1] == [1] && {?'k': optional.of(2)} == {'k': 2}",
  "optional.of(1).optMap(x, x + 1).value() == 2 && optional.none().or(optional.of(3)).value() == 3 && optional.ofNonZeroValue('').hasValue() == false",
  "{'a': 1, 'b': 2}.all(k, v, v > 0) && [5, 6].exists(i, v, i == 1 && v == 6) && [1, 2].transformList(i, v, v * 2) == [2, 4]",
  "{'a': 1}.transformMap(k, v, v + 1) == {'a': 2} && [1, 2].existsOne(i, v, v == 2)",
  // quantity, semver
  "quantity('1Gi').isGreaterThan(quantity('1G')) && quantity('500m').asApproximateFloat() == 0.5 && quantity('2k').asInteger() == 2000",
  "quantity('1').add(1).compareTo(quantity('2')) == 0 && quantity('1').sub(quantity('2')).sign() == -1 && isQuantity('1.5Mi') && !isQuantity('1.5Q')",
  "quantity('1000m') == quantity('1') && quantity('1.5').isInteger() == false",
  "semver('1.2.3').isLessThan(semver('1.10.0')) && semver('1.0.0-alpha').isLessThan(semver('1.0.0')) && semver('v1.2', true).minor() == 2 && isSemver('1.2.3') && !isSemver('1.2')",
  // url, ip, cidr
  "url('https://example.com:80/a?x=1&x=2').getHostname() == 'example.com' && url('https://example.com:80/a').getPort() == '80' && url('https://e.x/a%20b').getEscapedPath() == '/a%20b'",
  "url('https://e.x/?x=1&x=2').getQuery() == {'x': ['1', '2']} && isURL('/relative') && !isURL('relative')",
  "ip('192.168.0.1').family() == 4 && ip('::1').isLoopback() && ip('fe80::1').isLinkLocalUnicast() && ip('8.8.8.8').isGlobalUnicast() && !isIP('01.2.3.4')",
  "ip.isCanonical('2001:db8::1') && !ip.isCanonical('2001:DB8::1') && string(ip('2001:db8:0:0:0:0:0:1')) == '2001:db8::1'",
  "cidr('10.0.0.0/8').containsIP('10.1.2.3') && !cidr('10.0.0.0/8').containsIP(ip('11.0.0.1')) && cidr('10.0.0.0/8').containsCIDR('10.1.0.0/16') && cidr('10.1.2.3/8').masked() == cidr('10.0.0.0/8')",
  "cidr('192.168.1.0/24').prefixLength() == 24 && cidr('192.168.1.0/24').ip() == ip('192.168.1.0') && isCIDR('::/0') && !isCIDR('1.2.3.4')",
  // format
  "!format.dns1123Label().validate('my-name').hasValue() && format.dns1123Label().validate('My_Name').hasValue() && format.named('uuid').hasValue() && !format.named('nope').hasValue()",
  "format.dns1123Label().validate('a.b').value() == ['must not contain dots']",
];

test("the Kubernetes CEL libraries: rules that hold", (t) => {
  for (const rule of HOLDS) t.deepEqual(errors(withRules([{ rule }]), {}), [], rule);
});

test("library errors as the server words them: empty min, bad quantity, index out of bounds, division by zero", (t) => {
  const tables = withRules([{ rule: "[].min() == 1" }, { rule: "quantity('x') == quantity('1')" }, { rule: "self.l[3] == 'a'" }, { rule: "1 / 0 == 1" }]);
  t.deepEqual(errors(tables, { l: ["a"] }), [
    'spec: Invalid value: "object": min called on empty list evaluating rule: [].min() == 1',
    `spec: Invalid value: "object": quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$' evaluating rule: quantity('x') == quantity('1')`,
    "spec: Invalid value: \"object\": index out of bounds: 3 evaluating rule: self.l[3] == 'a'",
    'spec: Invalid value: "object": division by zero evaluating rule: 1 / 0 == 1',
  ]);
});

test("runtime cost: the per-object budget and the per-expression limit stop validation with the server's messages", (t) => {
  const schema: SchemaTable = {
    type: "object",
    properties: { l: { type: "array", items: { type: "string" } } },
    "x-kubernetes-validations": [{ rule: "self.l.all(x, x.size() < 9)" }, { rule: "self.l.all(x, x.size() < 8)" }, { rule: "false", message: "never reached" }],
  };
  const value = { l: Array.from({ length: 20 }, () => "ab") };
  // 6 per item (the loop's condition 2, its step 4) and 3 for `self.l` and the result: 123 a rule
  t.deepEqual(validateRulesWithBudget({}, schema, value, NONE, false, 200).errors.map(String), [
    '<nil>: Invalid value: "object": validation failed due to running out of cost budget, no further validation rules will be run',
  ]);
  t.deepEqual(validateRulesWithBudget({}, schema, value, NONE, false, 1000, 100).errors.map(String), [
    "<nil>: Invalid value: \"object\": 'operation cancelled: actual cost limit exceeded': no further validation rules will be run due to call cost exceeds limit for rule: self.l.all(x, x.size() < 9)",
  ]);
  const { errors, remaining } = validateRulesWithBudget({}, schema, value, NONE, false, 1000);
  t.deepEqual([errors.map(String), remaining], [["<nil>: Invalid value: never reached"], 1000 - 123 - 123]);
});

test("ratcheting: an unchanged value's failure goes to onWarning, as the server's warning", (t) => {
  const tables = tablesOf({ type: "object", properties: { b: { type: "string", "x-kubernetes-validations": [{ rule: "self != 'bad'", message: "not bad" }] }, a: { type: "integer" } } });
  const object = (spec: unknown): unknown => ({ apiVersion: "g/v1", kind: "Kind", metadata: { name: "x" }, spec });
  const warnings: string[] = [];
  const got = validateCustomResourceWithRules(tables, "Kind", object({ a: 2, b: "bad" }), { old: object({ a: 1, b: "bad" }), onWarning: (w) => warnings.push(String(w)) });
  t.deepEqual([got.map(String), warnings], [[], ['spec.b: Invalid value: "bad": not bad']]);
});

test("an undeclared name is the server's compile error; with optionalOldSelf, oldSelf's fields chain as optionals", (t) => {
  t.deepEqual(errors(withRules([{ rule: "self.a == other" }]), { a: 1 }), [
    "spec: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:11: undeclared reference to 'other' (in container '')\n | self.a == other\n | ..........^",
  ]);
  const tables = withRules([{ rule: "self.b == 'ok' || oldSelf.b.orValue('') != 'ok'", optionalOldSelf: true, message: "stays ok" }]);
  t.deepEqual(errors(tables, { b: "no" }), []);
  t.deepEqual(errors(tables, { b: "no" }, { b: "ok" }), ["spec: Invalid value: stays ok"]);
});

test("a messageExpression that fails is charged what it evaluated, the call whose argument failed included (cel-go's tracker)", (t) => {
  const schema: SchemaTable = {
    type: "object",
    properties: { name: { type: "string" }, n: { type: "integer" } },
    "x-kubernetes-validations": [{ rule: "false", message: "name is wrong", messageExpression: "self.name + ['x', 'y'][self.n]" }],
  };
  // self.name 2, self.n 2, the index on a computed list 2, the + with its failed argument of size 1: ceil((20 + 1) / 10) = 3
  const { errors, remaining } = validateRulesWithBudget({}, schema, { name: "abcdefghijklmnopqrst", n: 5 }, NONE, false, 100);
  t.deepEqual([errors.map(String), remaining], [["<nil>: Invalid value: name is wrong"], 100 - 9]);
});
