// A consumer of the packed openapi-markers (src/package.test.ts): compiled with tsc under
// each TypeScript setup, next to tables.ts that the installed CLI generates from
// testdata/e2e/module, then run with node; its output must be stdout.txt in every setup.
import { tables, type ApisV1App as App } from "./tables.js";
import { applyStrategicMergePatch, normalizeUnions, validateUnions, UnionError, type JsonObject, type Tables } from "openapi-markers/runtime";
import { validateCustomResourceWithRules } from "openapi-markers/runtime/cel";

// Compiled with lib es2022 alone (no DOM, no @types/node): the runtime needs neither.
declare const console: { log(...values: unknown[]): void };

const app = "com.example.apps.v1.App";

// A typed stored object and an untyped request body, with no type arguments.
const stored: App = { spec: { strategy: { type: "RollingUpdate", rollingUpdate: { maxSurge: 2 } } } };
const body = JSON.parse('{"spec":{"strategy":{"type":"Recreate","rollingUpdate":{"maxSurge":2}}}}') as JsonObject;
const normalized = normalizeUnions(tables, app, stored, body);
const value: JsonObject = normalized.value;
console.log("normalize:", JSON.stringify(value), normalized.errors.length);
const untyped: unknown = JSON.parse('{"spec":{"strategy":{"type":"Recreate"}}}');
console.log("normalize unknown:", JSON.stringify(normalizeUnions(tables, app, stored, untyped).value));

const errors = validateUnions(tables, app, { spec: { strategy: { type: "BlueGreen" } } });
console.log("validate:", errors.map((e) => `${e.code} ${e.path} ${e instanceof UnionError}`).join("; "));

const live: App = { spec: { strategy: { type: "Recreate" }, ports: [{ port: 53, protocol: "TCP", name: "dns-tcp" }, { port: 53, protocol: "UDP", name: "dns" }] } };
const patch = { spec: { ports: [{ $patchMergeKey: ["port", "protocol"], port: 53, protocol: "UDP", name: "dns-udp" }] } };
console.log("patch:", JSON.stringify(applyStrategicMergePatch(tables, app, live, patch)));

// The CEL entry point: a CRD schema with one rule, evaluated with @bufbuild/cel.
const kind: Tables = { Kind: { fields: {}, unions: [], schema: { type: "object", properties: { spec: { type: "object", properties: { replicas: { type: "integer" } }, "x-kubernetes-validations": [{ rule: "self.replicas <= 3", message: "at most 3 replicas" }] } } } } };
console.log("cel:", validateCustomResourceWithRules(kind, "Kind", { spec: { replicas: 5 } }).map(String).join("; "));
