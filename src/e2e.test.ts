// End to end: a Go fixture (testdata/e2e/module) → `generate --ts` → `tsc --strict` on
// the module and on a usage file → import the tables → normalize and patch real objects
// with openapi-markers/runtime.

import test from "ava";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runCli } from "./cli.js";
import { FieldError, applyStrategicMergePatch, createTwoWayMergePatch, normalizeUnions, validateK8sUnions, validateUnions, type Tables } from "./runtime/index.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const sink = { write: () => true };

interface Generated {
  readonly dir: string;
  readonly tables: Tables;
}

async function generateAndCompile(t: { is: (a: unknown, b: unknown, m?: string) => void }, input = "testdata/e2e/module/apis/v1", usage: string | null = "testdata/e2e/usage.ts"): Promise<Generated> {
  // Inside the package, so that `openapi-markers/runtime` resolves to this checkout.
  mkdirSync(join(repo, "tmp"), { recursive: true });
  const dir = mkdtempSync(join(repo, "tmp", "e2e-"));
  const exit = await runCli(["generate", join(repo, input), "--ts", join(dir, "tables.ts")], { cwd: repo, stdout: sink, stderr: sink });
  t.is(exit, 0, "generate --ts");
  if (usage !== null) copyFileSync(join(repo, usage), join(dir, "usage.ts"));
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({
    compilerOptions: { strict: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", outDir: "out", types: [], skipLibCheck: false },
    files: usage === null ? ["tables.ts"] : ["tables.ts", "usage.ts"],
  }));
  const tsc = spawnSync(process.execPath, [join(repo, "node_modules/typescript/bin/tsc"), "-p", join(dir, "tsconfig.json")], { encoding: "utf8" });
  t.is(tsc.stdout + tsc.stderr, "", "tsc --strict reports nothing");
  const module = (await import(pathToFileURL(join(dir, "out/tables.js")).href)) as { tables: Tables };
  return { dir, tables: module.tables };
}

test("generated tables type-check under tsc --strict and drive the runtime", async (t) => {
  const { dir, tables } = await generateAndCompile(t);
  try {
    const app = "com.example.apps.v1.App";
    const old = { spec: { strategy: { type: "RollingUpdate", rollingUpdate: { maxSurge: 2 } } } };
    const switched = { spec: { strategy: { type: "Recreate", rollingUpdate: { maxSurge: 2 } } } };
    const normalized = normalizeUnions(tables, app, old, switched);
    t.deepEqual(normalized, { value: { spec: { strategy: { type: "Recreate" } } }, errors: [] });

    const bad = validateUnions(tables, app, { spec: { strategy: { type: "BlueGreen" } } });
    t.deepEqual(bad.map((e) => [e.code, e.path]), [["union.unknownDiscriminatorValue", "spec.strategy.type"]]);

    const live = { spec: { strategy: { type: "Recreate" }, ports: [{ port: 53, protocol: "TCP", name: "dns-tcp" }, { port: 53, protocol: "UDP", name: "dns" }] } };
    const patch = { spec: { ports: [{ $patchMergeKey: ["port", "protocol"], port: 53, protocol: "UDP", name: "dns-udp" }] } };
    t.deepEqual(applyStrategicMergePatch(tables, app, live, patch), {
      spec: { strategy: { type: "Recreate" }, ports: [{ port: 53, protocol: "TCP", name: "dns-tcp" }, { port: 53, protocol: "UDP", name: "dns-udp" }] },
    });

    const modified = { spec: { strategy: { type: "RollingUpdate", rollingUpdate: { maxSurge: 1 } }, ports: [{ port: 53, protocol: "UDP", name: "dns" }], labels: { app: "dns" } } };
    const twoWay = createTwoWayMergePatch(tables, app, live, modified);
    t.deepEqual(applyStrategicMergePatch(tables, app, live, twoWay), modified);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("2019 unions shaped like SeccompProfile, AppArmorProfile and LimitResponse: valid objects come back unchanged", async (t) => {
  const { dir, tables } = await generateAndCompile(t, "testdata/e2e/real-unions/apis/v1", null);
  try {
    const workload = "com.example.realunions.apis.v1.Workload";
    const valid = [
      { syscalls: { type: "Localhost", localhostProfile: "my.json" }, armor: { type: "Localhost", localhostProfile: "armor" }, overflow: { type: "Queue", queuing: { queues: 4 } } },
      { syscalls: { type: "RuntimeDefault" }, armor: { type: "Unconfined" }, overflow: { type: "Reject" } },
    ];
    for (const object of valid) {
      t.deepEqual(normalizeUnions(tables, workload, undefined, object), { value: object, errors: [] }, "create");
      t.deepEqual(validateUnions(tables, workload, object), [], "valid");
      for (const old of valid) {
        t.deepEqual(normalizeUnions(tables, workload, old, object), { value: object, errors: [] }, "update, type changed or not");
        t.deepEqual(validateUnions(tables, workload, object, old), []);
      }
      // structured-merge-diff's rules refuse a member whose value is not the discriminator's: an error, never a dropped member
      const created = normalizeUnions(tables, workload, undefined, object, { legacy: "2019" });
      t.deepEqual(created.value, object, "legacy 2019: nothing the client sent is dropped");
    }
    const localhost = normalizeUnions(tables, workload, undefined, valid[0]!, { legacy: "2019" });
    t.deepEqual(localhost.errors.map((error) => [error.code, error.path]), [
      ["union.memberConflictsWithDiscriminator", "armor.localhostProfile"],
      ["union.memberConflictsWithDiscriminator", "overflow.queuing"],
      ["union.memberConflictsWithDiscriminator", "syscalls.localhostProfile"],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("validation-gen unions: tables type-check under tsc --strict and validate as the API server", async (t) => {
  const { dir, tables } = await generateAndCompile(t, "testdata/ts/k8s-unions/input/apis/v1", null);
  try {
    const gadget = "com.example.gadgets.apis.v1.Gadget";
    const valid = { value: { text: "a" }, drive: { mode: "Electric", battery: { volts: 12 } }, steps: [{ name: "start" }], plain: { label: "x" } };
    t.deepEqual(validateK8sUnions(tables, gadget, valid), []);
    const invalid = { ...valid, value: { text: "a", numbers: [1] }, status: { conditions: [{ type: "Approved", status: "True" }, { type: "Denied", status: "True" }] } };
    t.deepEqual(validateK8sUnions(tables, gadget, invalid), [
      new FieldError("status.conditions", '{conditions[{"type": "Approved"}], conditions[{"type": "Denied"}]}', 'must specify at most one of: `conditions[{"type": "Approved"}]`, `conditions[{"type": "Denied"}]`', "zeroOrOneOf", "alpha"),
      new FieldError("value", "{text, numbers}", "must specify exactly one of: `number`, `text`, `numbers`", "union", "alpha"),
    ]);
    t.deepEqual(validateK8sUnions(tables, gadget, invalid, invalid), [], "ratcheting: nothing changed");
    t.deepEqual(normalizeUnions(tables, gadget, undefined, invalid), { value: invalid, errors: [] }, "no normalization for this family");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
