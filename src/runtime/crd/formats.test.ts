// Each string format the API server checks in custom resources: which strings pass, which
// fail (each list checked against apiserver-oracle with scripts/crd-format-diff.ts), and
// which formats the server drops from a schema.

import test from "ava";
import { validateCustomResource, type Tables } from "../index.js";
import type { SchemaTable } from "../tables.js";
import { effectiveFormat, hasFormat } from "./formats.js";
import { goQuote } from "./go-text.js";

const CASES: Record<string, { valid: string[]; invalid: string[] }> = {
  bsonobjectid: { valid: ["65a1b2c3d4e5f60718293a4b", "65A1B2C3D4E5F60718293A4B"], invalid: ["", "65A1B2C3D4E5F60718293A4", "65a1b2c3d4e5f60718293a4g"] },
  uri: {
    valid: ["*", "http://example.com/a?b#c", "https://user:pa:ss@host:8080/p%20q", "https://[::1]:80/", "foo://a:1:2/", "mailto:a@b", "/abs/path", "//host/path", "http://h%2541/", "http://[fe80::1%25en0]/", "scheme:", "http://x/#%41"],
    invalid: ["", "rel/path", "http://[1.2.3.4]/", "http://a:b:c/", "http://a:1:2/", "foo://a:b:c/", "http://h%zz/", "http://h%41/", "1http://x", ":x", "http://a b/", "http://x/%", "x\ny"],
  },
  email: {
    valid: ["a@b.c", "Name <a@b.c>", "a@b.c (Name)", '"quoted local"@x', "a@[1.2.3.4]", "a@[::1]", "g: a@b;", "=?utf-8?q?Jos=C3=A9?= <a@b>", "<a@b>"],
    invalid: ["", "a", "a@", "@b", "a..b@x", ".a@x", "a.@x", "a@[300.1.1.1]", "g: a@b, c@d;", "g:;", "=?x-unknown?q?abc?= <a@b>", "a@b (=?x-unknown?q?abc?=)", "Joe <a@b"],
  },
  hostname: {
    valid: ["a", "example.com", "ex-ample.co.uk", "xn--bcher-kva.example", "b\u00fccher.de", "localhost", "\u2603.com", "a".repeat(63), `${"a".repeat(63)}.com`],
    invalid: ["", "-bad.com", "a.b", "1.2.3.4", "a_b.com", "a.b1", "a".repeat(64), "a b"],
  },
  ipv4: { valid: ["1.2.3.4", "01.2.3.4", "::ffff:1.2.3.4"], invalid: ["", "256.1.1.1", "1.2.3", "1.2.3.4.5", "::1", "1.2.3.4 "] },
  ipv6: { valid: ["::1", "::", "FFFF::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4", "::ffff:1.2.3.4"], invalid: ["1.2.3.4", "fe80::1%eth0", "1::2::3", "00001::", "1:2:3:4:5:6:7:8:9", "::1.2.3.04"] },
  cidr: { valid: ["10.0.0.0/8", "::/0", "1.2.3.4/032", "01.2.3.4/8", "00001::/64"], invalid: ["10.0.0.0/33", "::/129", "1.2.3.4/", "1.2.3.4"] },
  mac: {
    valid: ["00:11:22:33:44:55", "00-11-22-33-44-55", "0011.2233.4455", "001122334455", "00:11:22:33:44:55:66:77", "0011223344556677"],
    invalid: ["00:11-22:33:44:55", "00:11:22:33:44:5g", "0011223344", "00:11:22:33:44:55:66"],
  },
  uuid: { valid: ["123e4567-e89b-12d3-a456-426614174000", "123E4567E89B12D3A456426614174000"], invalid: ["123e4567-e89b-12d3-a456-42661417400", "x23e4567-e89b-12d3-a456-426614174000"] },
  uuid3: { valid: ["123e4567-e89b-32d3-a456-426614174000"], invalid: ["123e4567-e89b-12d3-a456-426614174000"] },
  uuid4: { valid: ["123e4567-e89b-42d3-a456-426614174000"], invalid: ["123e4567-e89b-42d3-c456-426614174000"] },
  uuid5: { valid: ["123e4567-e89b-52d3-8456-426614174000"], invalid: ["123e4567-e89b-42d3-8456-426614174000"] },
  isbn: { valid: ["0306406152", "978-0306406157"], invalid: ["0306406153", "978 0306406158"] },
  isbn10: { valid: ["0306406152", "0-306-40615-2", "080442957X"], invalid: ["030640615X", "080442957x", "9780306406157"] },
  isbn13: { valid: ["9780306406157", "978-0306406157"], invalid: ["978 0306406158", "0306406152"] },
  creditcard: { valid: ["4111111111111111", "4111 1111 1111 1111", "5500000000000004", "340000000000009", "30000000000004", "6011000000000004"], invalid: ["4111111111111112", "1234"] },
  ssn: { valid: ["123-45-6789", "123 45 6789"], invalid: ["123456789", "123-456789", "123-45-678"] },
  hexcolor: { valid: ["#fff", "fff", "#ffffff"], invalid: ["#fffffff", "#ggg", ""] },
  rgbcolor: { valid: ["rgb(0,0,0)", "rgb( 255 , 255 , 255 )"], invalid: ["rgb(256,0,0)", "rgb(01,0,0)", "rgb(0,0)"] },
  byte: { valid: ["aGVsbG8=", "aGVsbA==", "aGVsbG8h"], invalid: ["", "aGVsbG8", "a===", "aGVs bG8=", "===="] },
  password: { valid: ["", "anything at all"], invalid: [] },
  date: { valid: ["2024-01-02", "2024-02-29", "0000-02-29"], invalid: ["2023-02-29", "2024-13-01", "2024-1-02", "+024-01-02", "2024-01-02x"] },
  duration: {
    valid: ["0", "+0", "1s", "1h30m", "-1.5h", ".5s", "5.s", "1\u00b5s", "1\u03bcs", "3 days", "1 Week", "10 seconds", "5 minutes", "1d", "abc 5 s", "9223372036854775807ns", "1 nano", "1MS", "P1D"],
    invalid: ["", "1", ".s", "2 hrs", "abc 5 x", "99999999999999999999s", "PT"],
  },
  "date-time": {
    valid: ["2024-01-02T03:04:05Z", "2024-01-02t03:04:05z", "2024-01-02T03:04:05.123+01:00", "2024-01-02T03:04:05Zt garbage", "2024-01-02T03:04:05x1Z"],
    invalid: ["2024-01-02T24:00:00Z", "2024-01-02T03:04:05", "2024-01-02 03:04:05Z", "2024-01-02T03:04:60Z", "2024-01-02T03:04:05.Z"],
  },
  "k8s-short-name": { valid: ["my-name", "a".repeat(63)], invalid: ["My-Name", "-a", "a-", "a.b", "a".repeat(64)] },
  "k8s-long-name": { valid: ["a.b-c.d", "a".repeat(64), `${"a.".repeat(126)}a`], invalid: ["a..b", `${"a.".repeat(127)}a`, "A.b"] },
};

for (const [format, { valid, invalid }] of Object.entries(CASES)) {
  test(`format ${format}`, (t) => {
    t.deepEqual(valid.filter((text) => !hasFormat(format, text)), [], "refused but valid");
    t.deepEqual(invalid.filter((text) => hasFormat(format, text)), [], "accepted but invalid");
  });
}

test("format names compare without dashes: datetime is date-time, k8sshortname is k8s-short-name", (t) => {
  t.false(hasFormat("datetime", "2024-01-02"));
  t.false(hasFormat("k8sshortname", "A"));
  t.false(hasFormat("i-p-v-4", "x"));
});

test("the server keeps a format only where it supports it", (t) => {
  const kept = (schema: SchemaTable): string => effectiveFormat(schema);
  t.is(kept({ type: "string", format: "uuid" }), "uuid");
  t.is(kept({ format: "uuid" }), "uuid");
  t.is(kept({ type: "string", format: "url" }), "");
  t.is(kept({ type: "string", format: "int32" }), "");
  t.is(kept({ type: "integer", format: "int32" }), "int32");
  t.is(kept({ type: "integer", format: "uint32" }), "");
  t.is(kept({ type: "number", format: "float" }), "float");
  t.is(kept({ type: "number", format: "int64" }), "");
  t.is(kept({ type: "boolean", format: "byte" }), "");
});

function tablesOf(spec: SchemaTable): Tables {
  const kind: SchemaTable = { type: "object", properties: { apiVersion: { type: "string" }, kind: { type: "string" }, metadata: { type: "object" }, spec } };
  return { Kind: { fields: {}, unions: [], schema: kind } } as unknown as Tables;
}
const errors = (spec: SchemaTable, value: unknown): string[] =>
  validateCustomResource(tablesOf(spec), "Kind", { apiVersion: "g/v1", kind: "Kind", metadata: { name: "x" }, spec: value }).map((e) => e.toString());

test("format errors: the schema's own format name, the value as Go's %q prints it", (t) => {
  const spec: SchemaTable = { type: "object", properties: { at: { type: "string", format: "date-time" }, id: { type: "string", format: "uuid" } } };
  t.deepEqual(errors(spec, { at: "yesterday", id: "a\u0001\u2028" }), [
    'spec.at: Invalid value: "yesterday": spec.at in body must be of type date-time: "yesterday"',
    'spec.id: Invalid value: "a\\x01\\u2028": spec.id in body must be of type uuid: "a\\x01\\u2028"',
    "<nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
  ]);
});

test("dropped formats are not checked: uint32 on an integer, url on a string", (t) => {
  const spec: SchemaTable = { type: "object", properties: { n: { type: "integer", format: "uint32" }, u: { type: "string", format: "url" } } };
  t.deepEqual(errors(spec, { n: -1, u: "::" }), []);
});

test("float: a number beyond float32's range fails, without a field", (t) => {
  const spec: SchemaTable = { type: "object", properties: { f: { type: "number", format: "float" }, d: { type: "number", format: "double" } } };
  t.deepEqual(errors(spec, { f: 1e39, d: 1e39 }), ['<nil>: Invalid value: "": Checked value must be of type number with format float in spec.f']);
  t.deepEqual(errors(spec, { f: 3.4e38 }), []);
});

test("goQuote: strconv.Quote's escapes; a lone surrogate is U+FFFD", (t) => {
  t.is(goQuote('a"b\\c\n\t\x07\x7f é \u00a0 \ud83d\ude00 \ud800'), '"a\\"b\\\\c\\n\\t\\a\\x7f é \\u00a0 \ud83d\ude00 \ufffd"');
});

test("integers: a number beyond int64 is a float64 (int64's type error), a fraction fails the range check", (t) => {
  const spec: SchemaTable = { type: "object", properties: { i: { type: "integer", format: "int64" }, j: { type: "integer", format: "int32" } } };
  t.deepEqual(errors(spec, { i: 1e19, j: 2147483648 }), [
    'spec.i: Invalid value: "float64": spec.i in body must be of type int64: "float64"',
    '<nil>: Invalid value: "": Checked value must be of type integer with format int64 in spec.i',
    '<nil>: Invalid value: "": Checked value must be of type integer with format int32 in spec.j',
    "<nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
  ]);
  t.deepEqual(errors(spec, { i: -9223372036854775808, j: -2147483648 }), []);
});

test("anyOf: the reported branch is the first with the most checks run (an integer branch over a string one for a number)", (t) => {
  const spec: SchemaTable = { type: "object", properties: { f: { "x-kubernetes-int-or-string": true, anyOf: [{ type: "integer" }, { type: "string" }] } } };
  t.deepEqual(errors(spec, { f: 1.5 }), [
    'spec.f: Invalid value: "number": spec.f in body must be of type integer,string: "number"',
    '<nil>: Invalid value: "": "spec.f" must validate at least one schema (anyOf)',
    'spec.f: Invalid value: "number": spec.f in body must be of type integer: "number"',
    '<nil>: Invalid value: "": Checked value must be of type integer (default format) in spec.f',
    "<nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
  ]);
});

test("pruning reaches into a value of the wrong type: an object under an enum string is reported as {}", (t) => {
  const spec: SchemaTable = { type: "object", properties: { m: { type: "object", additionalProperties: { type: "string", enum: ["Gamma", ""] } } } };
  t.deepEqual(errors(spec, { m: { k: { a: 1 } } }), [
    'spec.m.k: Invalid value: "object": spec.m.k in body must be of type string: "object"',
    'spec.m.k: Unsupported value: {}: supported values: "Gamma", ""',
    "<nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
  ]);
});

test("enum: a value is converted to the enum value's Go type first (3.5 matches 3, 65 matches \"A\")", (t) => {
  const spec: SchemaTable = { type: "object", properties: { n: { type: "number", enum: [1, 2, 3] }, s: { "x-kubernetes-int-or-string": true, enum: ["A", "B"] } } };
  t.deepEqual(errors(spec, { n: 3.5, s: 65 }), []);
  t.deepEqual(errors(spec, { n: 4.5, s: 67 }), [
    "spec.n: Unsupported value: 4.5: supported values: \"1\", \"2\", \"3\"",
    "spec.s: Unsupported value: 67: supported values: \"A\", \"B\"",
    "<nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
  ]);
});

test("hostile strings: every format answers a 200k-character string in linear time", (t) => {
  const texts = ["1".repeat(200_000), `${"a.".repeat(100_000)}1`, "=".repeat(200_000), `${"(".repeat(100_000)}a@b`, `rgb(${" ".repeat(200_000)}`];
  const started = performance.now();
  for (const format of Object.keys(CASES)) for (const text of texts) hasFormat(format, text);
  t.true(performance.now() - started < 20_000);
});
