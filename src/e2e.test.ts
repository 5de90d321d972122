// End to end: a Go fixture (testdata/e2e/module) → `generate --ts` → `tsc --strict` on
// the module and on a usage file → import the tables → normalize and patch real objects
// with openapi-markers/runtime.

import test from "ava";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runCli } from "./cli.js";
import { applyStrategicMergePatch, createTwoWayMergePatch, normalizeUnions, validateUnions, type Tables } from "./runtime/index.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const sink = { write: () => true };

interface Generated {
  readonly dir: string;
  readonly tables: Tables;
}

async function generateAndCompile(t: { is: (a: unknown, b: unknown, m?: string) => void }): Promise<Generated> {
  // Inside the package, so that `openapi-markers/runtime` resolves to this checkout.
  mkdirSync(join(repo, "tmp"), { recursive: true });
  const dir = mkdtempSync(join(repo, "tmp", "e2e-"));
  const exit = await runCli(["generate", join(repo, "testdata/e2e/module/apis/v1"), "--ts", join(dir, "tables.ts")], { cwd: repo, stdout: sink, stderr: sink });
  t.is(exit, 0, "generate --ts");
  copyFileSync(join(repo, "testdata/e2e/usage.ts"), join(dir, "usage.ts"));
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({
    compilerOptions: { strict: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", outDir: "out", types: [], skipLibCheck: false },
    files: ["tables.ts", "usage.ts"],
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
