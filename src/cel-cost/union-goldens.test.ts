// The union rules of every union golden are installable as far as their sizes allow: each
// rule's cost for one evaluation is bounded (a rule whose estimate is unbounded can never be
// installed, whatever maxItems the lists get), and, in the CRDs, within the API server's
// budgets (below a list that is not listType=map, such as spec.filters of union-rules, the rules
// are written without their oldSelf ratchet, which the API server refuses there).
// The OpenAPI 3 goldens are sized as a CRD would size them: each definition with its $refs
// inlined (depth-bounded), as the root.

import test from "ava";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseAllDocuments } from "yaml";
import { perCrdLimit, perExpressionLimit, ruleCost, schemaBudget, type RuleCost, type SchemaBudget } from "./crd-budget.js";
import type { SchemaNode } from "./schema-decl.js";
import { maxUint64 } from "./size.js";
import { withBound } from "./suggest.js";

const testdata = (path: string): string => readFileSync(fileURLToPath(new URL(`../../../testdata/${path}/want/stdout`, import.meta.url)), "utf8");

function crdBudgets(path: string): SchemaBudget[] {
  type Crd = { spec?: { versions?: { schema?: { openAPIV3Schema?: SchemaNode } }[] } };
  return parseAllDocuments(testdata(path)).flatMap((doc) => ((doc.toJS() as Crd | null)?.spec?.versions ?? []))
    .flatMap((version) => (version.schema?.openAPIV3Schema === undefined ? [] : [schemaBudget(version.schema.openAPIV3Schema)]));
}

type Json = Record<string, unknown>;

/** The definition with every `$ref` (alone or as a lone `allOf`) replaced by what it names; deeper than 8, an open object. */
function inlined(defs: Readonly<Record<string, Json>>, schema: unknown, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlined(defs, item, depth));
  if (schema === null || typeof schema !== "object") return schema;
  const node = schema as Json;
  const allOf = node.allOf as Json[] | undefined;
  const ref = (node.$ref ?? (allOf?.length === 1 ? allOf[0]!.$ref : undefined)) as string | undefined;
  if (ref !== undefined) {
    if (depth > 8) return { type: "object", "x-kubernetes-preserve-unknown-fields": true };
    const { $ref: _ref, allOf: _allOf, ...rest } = node;
    return { ...(inlined(defs, defs[ref.replace("#/components/schemas/", "")], depth + 1) as Json), ...rest };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlined(defs, value, depth)]));
}

function v3Budgets(path: string): [string, SchemaNode, SchemaBudget][] {
  const defs = (JSON.parse(testdata(path)) as { components: { schemas: Record<string, Json> } }).components.schemas;
  return Object.entries(defs).filter(([, def]) => JSON.stringify(def).includes("x-kubernetes-validations")).map(([name, def]) => {
    const root = inlined(defs, def) as SchemaNode;
    return [name, root, schemaBudget(root)];
  });
}

const bounded = (rule: RuleCost): boolean => rule.problem === undefined && rule.perCall !== undefined && rule.perCall < maxUint64;
const describe = (rule: RuleCost): string => `${rule.path}[${rule.index}] ${rule.field}: ${rule.problem ?? `${rule.perCall} × ${rule.cardinality}`}`;

for (const path of ["crd/union-families", "crd/union-families-structural", "crd/union-rules"]) {
  test(`${path}: every rule is bounded, and within the budgets`, (t) => {
    for (const budget of crdBudgets(path)) {
      t.true(budget.total <= perCrdLimit, `total ${budget.total}`);
      for (const rule of budget.rules) {
        t.true(bounded(rule), describe(rule));
        t.true((rule.cost ?? maxUint64) <= perExpressionLimit, describe(rule));
      }
    }
  });
}

test("crd/union-rules: the item union on spec.steps (maxItems 8) costs 134", (t) => {
  const steps = crdBudgets("crd/union-rules").flatMap((b) => b.rules).filter((r) => r.path === "spec.steps");
  t.deepEqual(steps.map((r) => [r.index, r.cost]), [[0, 134n]]);
});

for (const path of ["generate/v3-union-families", "generate/v3-union-families-structural", "generate/v3-union-rules"]) {
  test(`${path}: every rule of every definition is bounded for one evaluation`, (t) => {
    const rules = v3Budgets(path).flatMap(([name, , budget]) => budget.rules.map((rule) => [name, rule] as const));
    t.deepEqual(rules.filter(([, rule]) => !bounded(rule)).map(([name, rule]) => `${name} ${describe(rule)}`), []);
  });
}

test("generate/v3-union-rules: the item union's cost follows the list's maxItems (none: 3 MiB of items; 8: 134)", (t) => {
  const [, root, budget] = v3Budgets("generate/v3-union-rules").find(([name]) => name.endsWith(".RouteSpec"))!;
  const steps = budget.rules.find((r) => r.path === "steps")!;
  t.is(steps.perCall, 16777206n);
  t.is(ruleCost(withBound(root, steps.steps, "maxItems", 8n), steps.steps, steps.index, "rule")?.cost, 134n);
});
