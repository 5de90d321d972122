// Differential check of the string formats validateCustomResource checks against the API
// server's own (apiserver-oracle, ../shared/oracle/README.md). Not part of CI.
//
//   APISERVER_ORACLE=B/bin/apiserver-oracle node dist/scripts/crd-format-diff.js [--random N] [--seed N] [--verbose]
//
// One CRD of our own with a string field per supported format (and a few unsupported ones,
// which must be ignored); each candidate string is put in every field of one object, and the
// errors both sides give are compared (as printed, as a set). Candidates: hand-picked edge
// cases per format, then N random edits (insert, delete, replace a character) of them.

import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateCustomResource } from "../src/runtime/index.js";
import type { Tables } from "../src/runtime/tables.js";

const ORACLE = process.env.APISERVER_ORACLE ?? "apiserver-oracle";

const FORMATS = [
  "bsonobjectid", "uri", "email", "hostname", "ipv4", "ipv6", "cidr", "mac", "uuid", "uuid3", "uuid4", "uuid5", "isbn", "isbn10",
  "isbn13", "creditcard", "ssn", "hexcolor", "rgbcolor", "byte", "password", "date", "duration", "date-time", "datetime",
  "k8s-short-name", "k8s-long-name", "int32", "binary", "url", "i-p-v-4",
];
const field = (format: string): string => `f${FORMATS.indexOf(format)}`;

const SEEDS: string[] = [
  "", " ", "a", "0", "*", "-", "\u00e9", "\u0001", "x\ny", "\u2028", "\ud83d\ude00",
  "65a1b2c3d4e5f60718293a4b", "65A1B2C3D4E5F60718293A4", "65a1b2c3d4e5f60718293a4g",
  "http://example.com/a?b#c", "https://user:pa:ss@host:8080/p%20q", "https://[::1]:80/", "http://[1.2.3.4]/", "http://a:b:c/", "foo://a:b:c/", "foo://a:1:2/", "http://x/#%41",
  "mailto:a@b", "/abs/path", "rel/path", "//host/path", "http://h%zz/", "http://h%41/", "http://h%2541/", "http://[fe80::1%25en0]/", "scheme:", "1http://x", ":x", "http://a b/", "http://x/%",
  "a@b.c", "Name <a@b.c>", "a@b.c (Name)", "\"quoted local\"@x", "a..b@x", ".a@x", "a.@x", "a@[1.2.3.4]", "a@[::1]", "a@[300.1.1.1]", "g: a@b;", "g: a@b, c@d;", "g:;",
  "=?utf-8?q?Jos=C3=A9?= <a@b>", "=?x-unknown?q?abc?= <a@b>", "a@b (=?x-unknown?q?abc?=)", "Joe <a@b", "<a@b>", "a", "a@", "@b", "a @ b",
  "example.com", "ex-ample.co.uk", "-bad.com", "a.b", "xn--bcher-kva.example", "b\u00fccher.de", "localhost", "a".repeat(64), `${"a".repeat(63)}.com`, "1.2.3.4", "a_b.com", "\u2603.com", "a.b1",
  "1.2.3.4", "01.2.3.4", "256.1.1.1", "1.2.3", "1.2.3.4.5", "::ffff:1.2.3.4", "::1", "fe80::1%eth0", "1::2::3", "00001::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9", "::", "1:2:3:4:5:6:1.2.3.4", "::1.2.3.04", "FFFF::",
  "10.0.0.0/8", "10.0.0.0/33", "::/0", "::/129", "1.2.3.4/032", "1.2.3.4/", "01.2.3.4/8", "00001::/64",
  "00:11:22:33:44:55", "00-11-22-33-44-55", "0011.2233.4455", "001122334455", "00:11:22:33:44:55:66:77", "00:11-22:33:44:55", "00:11:22:33:44:5g", "0011223344556677",
  "123e4567-e89b-12d3-a456-426614174000", "123E4567E89B12D3A456426614174000", "123e4567-e89b-32d3-a456-426614174000", "123e4567-e89b-42d3-a456-426614174000", "123e4567-e89b-42d3-c456-426614174000", "123e4567-e89b-52d3-8456-426614174000",
  "0306406152", "030640615X", "080442957X", "080442957x", "0-306-40615-2", "978-0306406157", "9780306406157", "978 0306406158", "030640615x",
  "4111111111111111", "4111 1111 1111 1111", "4111111111111112", "5500000000000004", "340000000000009", "30000000000004", "6011000000000004", "3530111333300000",
  "123-45-6789", "123 45 6789", "123456789", "123-456789", "123-45-678",
  "#fff", "fff", "#ffffff", "#fffffff", "#ggg", "rgb(0,0,0)", "rgb( 255 , 255 , 255 )", "rgb(256,0,0)", "rgb(01,0,0)", "rgb(0,0)",
  "aGVsbG8=", "aGVsbG8", "aGVsbA==", "aGVsbG8h", "a===", "aGVs bG8=", "====",
  "2024-01-02", "2024-02-29", "2023-02-29", "0000-02-29", "2024-13-01", "2024-1-02", "+024-01-02", "2024-01-02x",
  "1s", "1h30m", "-1.5h", "+0", "0", "1", ".5s", "5.s", ".s", "1µs", "1\u03bcs", "3 days", "1 Week", "10 seconds", "2 hrs", "5 minutes", "1d", "abc 5 x", "99999999999999999999s", "9223372036854775807ns", "9223372036854775808ns", "2562048h", "2562047h", "1h 1m", "P1D", "1 nano", "1MS", "PT", "a b",
  "2024-01-02T03:04:05Z", "2024-01-02t03:04:05z", "2024-01-02T03:04:05.123+01:00", "2024-01-02T24:00:00Z", "2024-01-02T03:04:05", "2024-01-02 03:04:05Z", "2024-01-02T03:04:05Zt garbage", "2024-01-02T03:04:60Z", "2024-01-02T03:04:05x1Z", "2024-01-02T03:04:05.Z",
  "my-name", "My-Name", "-a", "a-", "a.b-c.d", "a..b", `${"a".repeat(63)}`, `${"a".repeat(64)}`, `${"a.".repeat(126)}a`, `${"a.".repeat(127)}a`,
];

let seed = 7;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const ALPHABET = "0123456789abcdefABCDEFxX.:-/@%[]#?_ =+()<>\"\\,;\u00e9";

/** One edit at a code point (never half a surrogate pair). */
function mutate(text: string): string {
  const chars = [...text];
  const i = Math.floor(random() * (chars.length + 1));
  const c = ALPHABET[Math.floor(random() * ALPHABET.length)]!;
  const op = Math.floor(random() * 3);
  if (op === 0 || chars.length === 0) chars.splice(i, 0, c);
  else if (op === 1) chars.splice(i, 1);
  else chars.splice(i, 1, c);
  return chars.join("");
}

function crd(): string {
  const props = Object.fromEntries(FORMATS.map((f) => [field(f), { type: "string", format: f }]));
  return JSON.stringify({
    apiVersion: "apiextensions.k8s.io/v1", kind: "CustomResourceDefinition", metadata: { name: "formats.example.com" },
    spec: { group: "example.com", scope: "Namespaced", names: { plural: "formats", singular: "format", kind: "Format", listKind: "FormatList" },
      versions: [{ name: "v1", served: true, storage: true, schema: { openAPIV3Schema: { type: "object", properties: { spec: { type: "object", properties: props } } } } }] },
  });
}

function tables(): Tables {
  const props = Object.fromEntries(FORMATS.map((f) => [field(f), { type: "string", format: f }]));
  const schema = { type: "object", properties: { apiVersion: { type: "string" }, kind: { type: "string" }, metadata: { type: "object" }, spec: { type: "object", properties: props } } };
  return { Format: { fields: {}, unions: [], schema } } as unknown as Tables;
}

function main(): void {
  const argv = process.argv.slice(2);
  const flag = (name: string): string | undefined => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
  const verbose = argv.includes("--verbose");
  seed = Number(flag("--seed") ?? "7");
  const extra = Number(flag("--random") ?? "200");
  const work = mkdtempSync(join(tmpdir(), "crd-formats-"));
  writeFileSync(join(work, "crd.json"), crd());
  const candidates = [...SEEDS];
  for (let i = 0; i < extra; i++) candidates.push(mutate(mutate(SEEDS[Math.floor(random() * SEEDS.length)]!)));
  const t = tables();
  const perFormat = new Map<string, { same: number; total: number }>(FORMATS.map((f) => [f, { same: 0, total: 0 }]));
  let sameObjects = 0;
  for (const candidate of candidates) {
    const spec = Object.fromEntries(FORMATS.map((f) => [field(f), candidate]));
    const object = { apiVersion: "example.com/v1", kind: "Format", metadata: { name: "x", namespace: "default" }, spec };
    writeFileSync(join(work, "object.json"), JSON.stringify(object));
    const out = JSON.parse(execFileSync(ORACLE, ["validate", join(work, "crd.json"), "v1", join(work, "object.json")], { encoding: "utf8" })) as { errors: { field: string; message: string }[] };
    const server = new Map(out.errors.map((e) => [e.field, e.message]));
    const ours = new Map(validateCustomResource(t, "Format", object).map((e) => [e.field, e.toString()]));
    let same = true;
    for (const f of FORMATS) {
      const key = `spec.${field(f)}`;
      const counts = perFormat.get(f)!;
      counts.total++;
      if (server.get(key) === ours.get(key)) counts.same++;
      else {
        same = false;
        if (verbose) console.log(`${f} ${JSON.stringify(candidate)}\n  server: ${server.get(key) ?? "(accepted)"}\n  ours:   ${ours.get(key) ?? "(accepted)"}`);
      }
    }
    if (same) sameObjects++;
  }
  for (const [f, c] of perFormat) console.log(`${f}: ${c.same}/${c.total}`);
  console.log(`formats: candidates ${candidates.length}, identical on every format ${sameObjects}`);
}

main();
