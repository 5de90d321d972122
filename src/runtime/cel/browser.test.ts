// openapi-markers/runtime/cel runs where there is no Node: bundled for the browser by esbuild
// (which refuses a Node built-in), then run in a bare V8 context that has only what every
// browser has (the Web's TextEncoder/TextDecoder, no process, no Buffer, no require).

import test from "ava";
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";

const entry = fileURLToPath(new URL("./index.js", import.meta.url));

test("the CEL entry point bundles for the browser and validates without Node's APIs", async (t) => {
  const bundle = await build({ entryPoints: [entry], bundle: true, platform: "browser", format: "iife", globalName: "cel", write: false, logLevel: "silent" });
  const code = bundle.outputFiles[0]!.text;
  const tables = { K: { fields: {}, unions: [], schema: { type: "object", properties: { spec: { type: "object", properties: { n: { type: "integer" }, s: { type: "string" } }, "x-kubernetes-validations": [{ rule: "self.n <= 3 && quantity(self.s).isLessThan(quantity('1Gi'))", message: "small" }] } } } } };
  const run = `${code}; cel.validateCustomResourceWithRules(${JSON.stringify(tables)}, "K", { spec: { n: 5, s: "2Gi" } }).map(String)`;
  const got = runInNewContext(run, { TextEncoder, TextDecoder }) as string[];
  t.deepEqual([...got], ["spec: Invalid value: small"]);
});
