// Differential test of the CEL half of custom resource validation: random
// x-kubernetes-validations rules (passing, failing, erroring; messages, messageExpression,
// reason, fieldPath; transition rules with and without optionalOldSelf) on one schema with
// every kind of node, random objects (creates and updates), through the API server's own
// code (apiserver-oracle validate, see the shared oracle README) and through
// openapi-markers/runtime/cel's validateCustomResourceWithRules: the same error lines (the
// server's order inside an object is Go's map order, so both lists are compared sorted).
// The schema-constraint differential is scripts/crd-runtime-diff.ts (helper schema27's).
//
//   node dist/scripts/crd-cel-diff.js [--oracle PATH] [--cases N] [--seed S] [--show K]

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateCustomResourceWithRules } from "../src/runtime/cel/index.js";
import type { SchemaTable, Tables, ValidationRuleSchema } from "../src/runtime/index.js";

const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1]!;
};
const oracle = flag("--oracle", "apiserver-oracle");
const cases = Number(flag("--cases", "120"));
let seed = Number(flag("--seed", "1"));
const show = Number(flag("--show", "10"));

function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Rules on `spec` (self is the spec object), each valid for the schema below. */
const SPEC_RULES: readonly ValidationRuleSchema[] = [
  { rule: "self.a < 5", message: "a must be below 5" },
  { rule: "!has(self.s) || self.s.startsWith('x')" },
  { rule: "self.l.all(x, x.size() < 3)", message: "short items" },
  { rule: "self.m.exists(k, self.m[k] > 2)" },
  { rule: "self.?s.orValue('') != 'bad'", messageExpression: "'s is ' + self.s" },
  { rule: "self.l.isSorted()", reason: "FieldValueForbidden", fieldPath: ".l" },
  { rule: "self.m.all(k, v, v >= 0)", reason: "FieldValueRequired", fieldPath: ".m" },
  { rule: "self.items.exists_one(i, i.name == 'a')", reason: "FieldValueDuplicate" },
  { rule: "self.n > 1.5" },
  { rule: "self.ios == 3 || self.ios == 'x'" },
  { rule: "self.missing == 1", message: "missing is one" },
  { rule: "self.l[3] == 'a'" },
  { rule: "self.a / (self.a - self.a) == 1" },
  { rule: "isQuantity(self.q) && quantity(self.q).isLessThan(quantity('1Gi'))", message: "q under 1Gi" },
  { rule: "self.s.matches('^[a-z]+$')", messageExpression: "'bad s: ' + self.s" },
  { rule: "self.l.map(x, x + '!').exists(x, x == 'b!')" },
  { rule: "self.m.size() <= 2 || self.a >= 2", fieldPath: ".a" },
  { rule: "self.a == oldSelf.a", message: "a is immutable" },
  { rule: "size(self.l) >= size(oldSelf.l)", message: "l may not shrink" },
  { rule: "oldSelf.hasValue() || self.a > 0", optionalOldSelf: true, message: "a starts positive" },
  { rule: "self.l.filter(x, x.startsWith('a')).size() < 2" },
  { rule: "sets.contains(self.l, ['a'])" },
  { rule: "self.l.transformList(i, v, v + string(i)).all(x, x.size() > 1)" },
  { rule: "[?self.?s, 'z'].size() == 2", message: "s is set" },
  { rule: "self.s.split(',').size() < 3" },
  // the libraries, set and map lists, conversions
  { rule: "isURL(self.u) && url(self.u).getHost() != 'bad'", message: "u is a URL" },
  { rule: "!isIP(self.u) || ip(self.u).family() == 4" },
  { rule: "!isCIDR(self.u) || cidr(self.u).containsIP('10.0.0.1')" },
  { rule: "self.st == ['b', 'a'] || self.st.size() != 2", message: "two means a and b" },
  { rule: "(self.st + ['a']).size() <= 2" },
  { rule: "self.d < duration('1h')", fieldPath: ".d" },
  { rule: "!isSemver(self.s) || semver(self.s).major() < 2" },
  { rule: "!format.dns1123Label().validate(self.s).hasValue()" },
  { rule: "lists.range(size(self.l)).all(i, i < 3)" },
  { rule: "self.m.transformMap(k, v, v * 2).all(k, v, v != 6)" },
  { rule: "self.items.map(i, i.name).distinct().size() == size(self.items)" },
  { rule: "self.q.find('[0-9]+') != '500'" },
  { rule: "self.s.lowerAscii() == self.s" },
  { rule: "'k0' in self.m" },
  { rule: "self.items == oldSelf.items", message: "items are fixed" },
  { rule: "self.l.indexOf('b') < 2" },
  { rule: "self.l.max() != 'c'" },
  { rule: "int(self.n) < 2" },
  { rule: "self.l.sortBy(x, x.size()) == self.l" },
  { rule: "self.?missing.orValue(0) == 0 && self.m[?'k1'].orValue(0) < 3" },
];

const ITEM_RULES: readonly ValidationRuleSchema[] = [
  { rule: "self.v >= 0", message: "v non-negative" },
  { rule: "self.v == oldSelf.v", message: "v is immutable" },
  { rule: "self.name.size() == 1" },
];

function crd(specRules: readonly ValidationRuleSchema[], itemRules: readonly ValidationRuleSchema[], stringRule: ValidationRuleSchema | undefined): SchemaTable {
  const item: SchemaTable = { type: "object", required: ["name"], properties: { name: { type: "string", maxLength: 10 }, v: { type: "integer" } }, ...(itemRules.length > 0 ? { "x-kubernetes-validations": itemRules } : {}) };
  const spec: SchemaTable = {
    type: "object",
    properties: {
      a: { type: "integer" }, s: { type: "string", maxLength: 20, ...(stringRule === undefined ? {} : { "x-kubernetes-validations": [stringRule] }) },
      n: { type: "number" }, b: { type: "boolean" }, missing: { type: "integer" },
      l: { type: "array", maxItems: 5, items: { type: "string", maxLength: 8 } },
      m: { type: "object", maxProperties: 5, additionalProperties: { type: "integer" } },
      items: { type: "array", maxItems: 5, "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"], items: item },
      ios: { "x-kubernetes-int-or-string": true }, q: { type: "string", maxLength: 12 },
      u: { type: "string", maxLength: 30 }, d: { type: "string", format: "duration", maxLength: 10 },
      st: { type: "array", maxItems: 3, "x-kubernetes-list-type": "set", items: { type: "string", maxLength: 3 } },
    },
    ...(specRules.length > 0 ? { "x-kubernetes-validations": specRules } : {}),
  };
  return { type: "object", properties: { spec } };
}

function randomSpec(): Record<string, unknown> {
  const spec: Record<string, unknown> = {};
  const maybe = (p: number, key: string, value: () => unknown): void => { if (random() < p) spec[key] = value(); };
  maybe(0.9, "a", () => pick([-1, 0, 1, 3, 7]));
  maybe(0.7, "s", () => pick(["x", "xy", "bad", "abc", "a,b,c", "Q1", "https://e.x", "1.2.3", "3.0.0", "My_Name"]));
  maybe(0.6, "n", () => pick([1, 1.5, 2.25]));
  maybe(0.3, "b", () => pick([true, false]));
  maybe(0.9, "l", () => Array.from({ length: Math.floor(random() * 5) }, () => pick(["a", "b", "ab", "abc", "c"])));
  maybe(0.8, "m", () => Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${i}`, pick([-1, 1, 3])])));
  maybe(0.8, "items", () => {
    const names = ["a", "b", "cc"].filter(() => random() < 0.6);
    return names.map((name) => ({ name, v: pick([-1, 0, 2]) }));
  });
  maybe(0.6, "ios", () => pick([3, "x", 4, "y"]));
  maybe(0.5, "q", () => pick(["1Gi", "500Mi", "2G", "x"]));
  maybe(0.6, "u", () => pick(["https://e.x/p", "10.0.0.1", "10.0.0.0/8", "::1", "not a url", "ftp://bad/x", "1.2.3"]));
  maybe(0.5, "d", () => pick(["30m", "2h", "1h"]));
  maybe(0.6, "st", () => ["a", "b", "c"].filter(() => random() < 0.5).sort(() => random() - 0.5));
  return spec;
}

function mutate(spec: Record<string, unknown>): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(spec)) as Record<string, unknown>;
  const key = pick(["a", "s", "l", "items", "m", "none"]);
  if (key === "a") copy["a"] = pick([-1, 0, 1, 3, 7]);
  if (key === "s") copy["s"] = pick(["x", "bad", "abc"]);
  if (key === "l") copy["l"] = ["a"];
  if (key === "items" && Array.isArray(copy["items"])) for (const item of copy["items"] as Record<string, unknown>[]) item["v"] = pick([-1, 0, 2]);
  if (key === "m") copy["m"] = { k0: 1 };
  return copy;
}

const resource = (spec: unknown): Record<string, unknown> => ({ apiVersion: "example.com/v1", kind: "Widget", metadata: { name: "w", namespace: "default" }, spec });

function crdDocument(schema: SchemaTable): unknown {
  return {
    apiVersion: "apiextensions.k8s.io/v1", kind: "CustomResourceDefinition", metadata: { name: "widgets.example.com" },
    spec: { group: "example.com", names: { kind: "Widget", plural: "widgets", singular: "widget", listKind: "WidgetList" }, scope: "Namespaced", versions: [{ name: "v1", served: true, storage: true, schema: { openAPIV3Schema: schema } }] },
  };
}

interface OracleResult {
  readonly errors?: readonly { readonly message: string }[];
}

const dir = mkdtempSync(join(tmpdir(), "crd-cel-diff-"));
let same = 0;
let refused = 0;
const differing: string[] = [];
try {
  for (let c = 0; c < cases; c++) {
    const specRules = SPEC_RULES.filter(() => random() < 0.2);
    const itemRules = ITEM_RULES.filter(() => random() < 0.3);
    const stringRule = random() < 0.3 ? { rule: "self.size() > 1", message: "s too short" } : undefined;
    const schema = crd(specRules, itemRules, stringRule);
    const spec = randomSpec();
    const update = random() < 0.5;
    const old = update ? random() < 0.5 ? mutate(spec) : randomSpec() : undefined;
    writeFileSync(join(dir, "crd.json"), JSON.stringify(crdDocument(schema)));
    writeFileSync(join(dir, "obj.json"), JSON.stringify(resource(spec)));
    if (old !== undefined) writeFileSync(join(dir, "old.json"), JSON.stringify(resource(old)));
    let result: OracleResult;
    try {
      const out = execFileSync(oracle, ["validate", join(dir, "crd.json"), "v1", join(dir, "obj.json"), ...(old === undefined ? [] : [join(dir, "old.json")])], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
      result = JSON.parse(out) as OracleResult;
    } catch {
      refused++;
      continue;
    }
    const server = (result.errors ?? []).map((e) => e.message).sort();
    const tables: Tables = { Widget: { fields: {}, unions: [], schema } };
    const ours = validateCustomResourceWithRules(tables, "Widget", resource(spec), old === undefined ? {} : { old: resource(old) }).map(String).sort();
    if (JSON.stringify(server) === JSON.stringify(ours)) same++;
    else differing.push(`case ${c} (${old === undefined ? "create" : "update"}): rules ${JSON.stringify([...specRules, ...itemRules].map((r) => r.rule))}\n  spec ${JSON.stringify(spec)}${old === undefined ? "" : `\n  old  ${JSON.stringify(old)}`}\n  server ${JSON.stringify(server)}\n  ours   ${JSON.stringify(ours)}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`cases ${cases}: identical ${same}, differing ${differing.length}, CRD refused by the server (not compared) ${refused}`);
for (const d of differing.slice(0, show)) console.log(d);
