// The tables' schemas and the CRD cannot disagree: on our test API of every constraint
// (testdata/ts/crd-constraints), the kind's schema in the `--ts` tables, its `$ref`s
// resolved, is the CRD's openAPIV3Schema (built with `+k8s:` bounds, as `controller-gen
// --k8s-bounds`) without its descriptions.

import test from "ava";
import { join } from "node:path";
import { silentEraReport } from "../crd/apply-markers.js";
import { newestEra } from "../../era/controller-tools.js";
import { buildCrds } from "../crd/crd.js";
import { generate } from "../../generate.js";
import { loadPackages } from "../../load/load.js";
import { goldenRoot } from "../../test-support.js";

const KIND = "com.example.gadgets.api.v1.Gadget";

type Json = Record<string, unknown>;

function tablesOf(text: string): Record<string, { schema?: unknown }> {
  const m = /export const tables: TypedTables<Definitions> = (\{[\s\S]*?\n\});\n/.exec(text);
  return JSON.parse(m![1]!.replace(/\[("(?:[^"\\]|\\.)*") as string\]:/g, "$1:")) as Record<string, { schema?: unknown }>;
}

/** A schema with every `$ref` replaced by the definition's schema (the test API has no cycle). */
function resolve(tables: Record<string, { schema?: unknown }>, node: unknown): unknown {
  if (Array.isArray(node)) return node.map((n) => resolve(tables, n));
  if (node === null || typeof node !== "object") return node;
  const obj = node as Json;
  if (typeof obj.$ref === "string") return resolve(tables, tables[obj.$ref]!.schema);
  const out: Json = {};
  for (const [k, v] of Object.entries(obj)) {
    if (k === "properties") out[k] = Object.fromEntries(Object.entries(v as Json).map(([p, s]) => [p, resolve(tables, s)]));
    else out[k] = k === "enum" || k === "default" || k === "required" || k.startsWith("x-kubernetes-list") || k === "x-kubernetes-validations" ? v : resolve(tables, v);
  }
  return out;
}

function withoutDescriptions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDescriptions);
  if (node === null || typeof node !== "object") return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === "description") continue;
    out[k] = k === "properties" ? Object.fromEntries(Object.entries(v as Json).map(([p, s]) => [p, withoutDescriptions(s)])) : k === "enum" || k === "default" ? v : withoutDescriptions(v);
  }
  return out;
}

test("the kind's schema in the tables is its CRD schema", (t) => {
  const dir = join(goldenRoot, "ts/crd-constraints/input");
  const env = { GOMODCACHE: join(goldenRoot, "crd/modcache"), HOME: dir };
  const result = generate(loadPackages(["./..."], dir, { allPackages: false, crdKinds: true, env }), { allTypes: false, published: false, ts: "-" });
  const text = result.outputs.find((o) => o.path === "-")!.render();
  const problems: string[] = [];
  const crds = buildCrds(result.universe, {
    allowDangerousTypes: false, ignoreUnexportedFields: false, generateEmbeddedObjectMeta: false, k8sBounds: true, era: newestEra,
    maxDescLen: undefined, controllerGenVersion: "v0.21.0",
  }, (_, message) => problems.push(message), silentEraReport(newestEra));
  t.deepEqual(problems, []);
  const crd = crds[0]!.crd as { spec: { versions: { schema: { openAPIV3Schema: unknown } }[] } };
  t.deepEqual(resolve(tablesOf(text as string), tablesOf(text as string)[KIND]!.schema), withoutDescriptions(crd.spec.versions[0]!.schema.openAPIV3Schema));
});
