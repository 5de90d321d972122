// The module generated from testdata/ts/name-clashes, whose Go names collide with each
// other and with the module's own exports, type-checks under tsc --strict, and a usage
// file can reach every type by its qualified (or escaped) name and through Definitions. Tables whose keys
// are named like Object.prototype members type-check too.

import test from "ava";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "../../cli.js";
import { escapedName, qualifiedName } from "./ts-types.js";

const repo = fileURLToPath(new URL("../../../../", import.meta.url));
const sink = { write: () => true };

test("clashing Go names give a module that tsc --strict accepts", async (t) => {
  mkdirSync(join(repo, "tmp"), { recursive: true });
  const dir = mkdtempSync(join(repo, "tmp", "ts-names-"));
  try {
    const input = join(repo, "testdata/ts/name-clashes/input/...");
    t.is(await runCli(["generate", input, "--ts", join(dir, "tables.ts")], { cwd: repo, stdout: sink, stderr: sink }), 0);
    writeFileSync(join(dir, "usage.ts"), [
      `import { tables, type Definitions, type ApiTables, type ApiDefinitions, type Apitables, type ClashV1Pod, type ClashV2Pod, type ClashV1V2Pod,`,
      `  type $com$_example$_clash$_a$2d$b$_T, type $com$_example$_clash$_a_b$_T } from "./tables.js";`,
      `const rows: ApiDefinitions[] = [{ name: "n" }];`,
      `const hidden: Apitables = { x: "x" };`,
      `const t: ApiTables = { rows, hidden };`,
      `const same: Definitions["com.example.clash.api.Tables"] = t;`,
      `const dash: $com$_example$_clash$_a$2d$b$_T = { a: "a" };`,
      `const under: $com$_example$_clash$_a_b$_T = { b: "b" };`,
      `const pod: ClashV1Pod = { name: "p" };`,
      `const pods: [ClashV2Pod, ClashV1V2Pod] = [{ name: "q" }, { other: "r" }];`,
      `export const all = [tables, same, dash, under, pod, pods];`,
      ``,
    ].join("\n"));
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", types: [] },
      files: ["tables.ts", "usage.ts"],
    }));
    const tsc = spawnSync(process.execPath, [join(repo, "node_modules/typescript/bin/tsc"), "-p", join(dir, "tsconfig.json")], { encoding: "utf8" });
    t.is(tsc.stdout + tsc.stderr, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("keys named like Object.prototype members give tables that tsc --strict accepts", async (t) => {
  mkdirSync(join(repo, "tmp"), { recursive: true });
  const dir = mkdtempSync(join(repo, "tmp", "ts-names-"));
  try {
    const input = join(repo, "testdata/generate/prototype-keys/input/...");
    t.is(await runCli(["generate", input, "--ts", join(dir, "tables.ts")], { cwd: repo, stdout: sink, stderr: sink }), 0);
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", types: [] },
      files: ["tables.ts"],
    }));
    const tsc = spawnSync(process.execPath, [join(repo, "node_modules/typescript/bin/tsc"), "-p", join(dir, "tsconfig.json")], { encoding: "utf8" });
    t.is(tsc.stdout + tsc.stderr, "");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("escaped names are one-to-one", (t) => {
  // Definition names as they are stored (a "~" can come from a module path).
  const names = ["a.b", "a$_b", "a_b", "a~1b", "a~0b", "a~b", "a-b", "a.b.c", "é.x", "a$2e$b", "a$2e", "a.", "$"];
  t.is(new Set(names.map(escapedName)).size, names.length);
  t.is(escapedName("io.k8s.api.core.v1.Pod"), "$io$_k8s$_api$_core$_v1$_Pod");
  t.is(escapedName("com.example.m.a-b.T"), "$com$_example$_m$_a$2d$b$_T");
});

test("a type's name is its package's group and version and its Go name, whatever else is generated", (t) => {
  t.is(qualifiedName("k8s.io/api/apps/v1", "Deployment"), "AppsV1Deployment");
  t.is(qualifiedName("k8s.io/api/flowcontrol/v1beta3", "FlowSchema"), "FlowcontrolV1beta3FlowSchema");
  t.is(qualifiedName("k8s.io/apimachinery/pkg/apis/meta/v1", "ObjectMeta"), "MetaV1ObjectMeta");
  t.is(qualifiedName("k8s.io/apimachinery/pkg/api/resource", "Quantity"), "ResourceQuantity");
  t.is(qualifiedName("k8s.io/apimachinery/pkg/util/intstr", "IntOrString"), "IntstrIntOrString");
  t.is(qualifiedName("v1", "T"), "V1T");
  t.is(qualifiedName("example.com/x/v1.2", "T"), "V12T");
});

test("one package alone and the whole tree export a type under the same name", async (t) => {
  const exported = async (input: string): Promise<string[]> => {
    let out = "";
    const stdout = { write: (s: string) => { out += s; return true; } };
    t.is(await runCli(["generate", join(repo, "testdata/ts/name-clashes/input", input), "--ts", "-"], { cwd: repo, stdout, stderr: sink }), 0);
    return [...out.matchAll(/^export interface (\w+)/gm)].map((m) => m[1]!);
  };
  const alone = (await exported("v1")).filter((name) => name !== "Definitions");
  t.deepEqual(alone, ["ClashV1Pod", "ClashV1V2Pod"]);
  const all = await exported("...");
  for (const name of alone) t.true(all.includes(name), name);
  t.true(all.includes("ClashV2Pod"));
});
