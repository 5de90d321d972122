// The package as a user gets it: `npm pack`, then `npm install TARBALL --ignore-scripts`
// into a temporary project. The native binding is an opt-in that a plain install lacks,
// so the WebAssembly parser runs there. From
// that install: the CLI prints the bytes this checkout prints, the library entry
// (`import "openapi-markers"`) works, and testdata/package/consumer.ts compiles with tsc
// and runs under every TypeScript setup (node16, nodenext, bundler, node10; ESM and
// CommonJS) with the tables the installed CLI generates.

import test from "ava";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "./cli.js";
import { withNativeBinding } from "./test-support.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const update = process.env.UPDATE_GOLDEN === "1";
/** The TypeScript a node10 consumer has (TypeScript 7, this project's, no longer offers node10). */
const typescript5 = "typescript@5.9.3";

interface Installed {
  readonly tmp: string;
  readonly project: string;
  /** Paths inside the tarball (without the leading package/), sorted. */
  readonly files: readonly string[];
}

let installed: Installed | undefined;

function run(command: string, args: readonly string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 64 << 20 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function must(command: string, args: readonly string[], cwd: string): string {
  const result = run(command, args, cwd);
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited ${result.status}:\n${result.stderr}`);
  return result.stdout;
}

test.before((t) => {
  t.timeout(5 * 60_000);
  const tmp = mkdtempSync(join(tmpdir(), "om-package-"));
  // --ignore-scripts: dist/ is already built (npm test builds before running the tests).
  const pack = JSON.parse(must("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", tmp], repo)) as { filename: string; files: { path: string }[] }[];
  const project = join(tmp, "project");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true }));
  must("npm", ["install", join(tmp, pack[0]!.filename), typescript5, "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"], project);
  must(join(project, "node_modules/.bin/openapi-markers"), ["generate", join(repo, "testdata/e2e/module/apis/v1"), "--ts", "tables.ts"], project);
  installed = { tmp, project, files: pack[0]!.files.map((f) => f.path).sort() };
});

test.after.always(() => {
  if (installed !== undefined) rmSync(installed.tmp, { recursive: true, force: true });
});

function setup(): Installed {
  if (installed === undefined) throw new Error("the package was not installed");
  return installed;
}

/** Every source file below dir (relative to the repo), except tests and test helpers. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(repo, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts") || entry.name === "test-support.ts") continue;
    out.push(relative(repo, join(entry.parentPath, entry.name)).replace(/\.ts$/, ""));
  }
  return out;
}

test("the tarball holds the built CLI, library and runtime (ESM and CommonJS), templates, docs and LICENSE, and nothing else", (t) => {
  const compiled = (from: string, to: string, base: string): string[] => [`${to}${base.slice(from.length)}.js`, `${to}${base.slice(from.length)}.d.ts`];
  const expected = [
    "LICENSE", "README.md", "BENCHMARKS.md", "package.json",
    ...readdirSync(join(repo, "docs")).map((f) => `docs/${f}`),
    ...readdirSync(join(repo, "templates")).map((f) => `templates/${f}`),
    ...readdirSync(join(repo, "templates")).map((f) => `dist/templates/${f.replace(/\.hbs$/, ".cjs")}`),
    ...readdirSync(join(repo, "dist/bin")).map((f) => `dist/bin/${f}`),
    ...sources("src").flatMap((s) => compiled("src", "dist/src", s)),
    ...sources("src/runtime").flatMap((s) => compiled("src/runtime", "dist/cjs/runtime", s)),
    "dist/cjs/runtime/package.json",
  ].sort();
  t.deepEqual(setup().files, expected);
});

test("every file the README links to and --help names is in the tarball; the LICENSE is package.json's", (t) => {
  const readme = readFileSync(join(repo, "README.md"), "utf8");
  const links = [...readme.matchAll(/\]\(([^)#:]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!);
  t.deepEqual(links.filter((l) => !setup().files.includes(l)), []);
  t.true(links.includes("docs/diagnostics.md"));
  t.true(setup().files.includes("docs/diagnostics.md"));
  const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as { license: string };
  t.is(pkg.license, "Apache-2.0");
  t.is(readFileSync(join(repo, "LICENSE"), "utf8").split("\n").slice(0, 4).map((l) => l.trim()).join("|"), "|Apache License|Version 2.0, January 2004|http://www.apache.org/licenses/");
});

async function cliHere(args: readonly string[]): Promise<string> {
  let stdout = "";
  const exit = await runCli(args, { cwd: repo, stdout: { write: (s: string) => { stdout += s; return true; } }, stderr: { write: () => true } });
  if (exit !== 0) throw new Error(`exit ${exit}`);
  return stdout;
}

test("the installed CLI prints this checkout's bytes for the README's command, and says which parser runs", async (t) => {
  const { project } = setup();
  const bin = join(project, "node_modules/.bin/openapi-markers");
  const widgets = join(repo, "testdata/examples/widgets/...");
  t.is(must(bin, ["generate", widgets, "--v3", "-"], project), await cliHere(["generate", widgets, "--v3", "-"]));
  t.is(must(bin, ["generate", widgets, "--v3", "-", "--parser", "wasm"], project), await cliHere(["generate", widgets, "--v3", "-", "--parser", withNativeBinding ? "native" : "wasm"]));
  const lines = must(bin, ["--version", "--verbose"], project).split("\n");
  const pkg = JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as { version: string };
  t.is(lines[0], `openapi-markers ${pkg.version}`);
  // The native binding is an opt-in, which a plain install lacks.
  t.regex(lines[2]!, /^parser: wasm \(web-tree-sitter [\d.]+, tree-sitter-go [\d.]+\)$/);
});

test("the package root is the library: generate and check from `import \"openapi-markers\"`", async (t) => {
  const { project } = setup();
  const widgets = join(repo, "testdata/examples/widgets/...");
  const script = `import { generate, check, formatDiagnostic } from "openapi-markers";
const r = await generate([${JSON.stringify(widgets)}], { v3: true });
const c = await check([${JSON.stringify(join(repo, "testdata/check/union-member-value/input"))}]);
process.stdout.write(JSON.stringify({ v3: r.v3, diagnostics: r.diagnostics.length, check: c.diagnostics.map(formatDiagnostic) }));`;
  const got = JSON.parse(must(process.execPath, ["--input-type=module", "-e", script], project)) as { v3: string; diagnostics: number; check: string[] };
  t.is(got.v3, await cliHere(["generate", widgets, "--v3", "-"]));
  t.is(got.diagnostics, 0);
  let want = "";
  await runCli(["check", join(repo, "testdata/check/union-member-value/input")], { cwd: project, stdout: { write: (s: string) => { want += s; return true; } }, stderr: { write: () => true } });
  t.is(got.check.map((l) => l + "\n").join(""), want);
});

interface TsSetup {
  readonly name: string;
  readonly type: "module" | "commonjs";
  readonly module: string;
  readonly moduleResolution: string;
  /** node10 needs TypeScript 5 (installed in the project, as a consumer would). */
  readonly typescript5?: boolean;
}

const setups: readonly TsSetup[] = [
  { name: "nodenext-esm", type: "module", module: "nodenext", moduleResolution: "nodenext" },
  { name: "nodenext-cjs", type: "commonjs", module: "nodenext", moduleResolution: "nodenext" },
  { name: "node16-esm", type: "module", module: "node16", moduleResolution: "node16" },
  { name: "node16-cjs", type: "commonjs", module: "node16", moduleResolution: "node16" },
  { name: "bundler-esm", type: "module", module: "esnext", moduleResolution: "bundler" },
  { name: "node10-cjs", type: "commonjs", module: "commonjs", moduleResolution: "node10", typescript5: true },
  { name: "node10-esm", type: "module", module: "es2022", moduleResolution: "node10", typescript5: true },
];

const want = join(repo, "testdata/package/stdout.txt");

for (const s of setups) {
  test.serial(`TypeScript ${s.moduleResolution} (${s.type === "module" ? "ESM" : "CommonJS"}): the generated tables, openapi-markers/runtime and runtime/cel compile under --strict and run`, (t) => {
    const { project } = setup();
    const dir = join(project, s.name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: s.type }));
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({
      compilerOptions: {
        strict: true, target: "es2022", lib: ["es2022"], types: [], skipLibCheck: false, outDir: "out",
        module: s.module, moduleResolution: s.moduleResolution,
      },
      files: ["tables.ts", "consumer.ts"],
    }));
    copyFileSync(join(project, "tables.ts"), join(dir, "tables.ts"));
    copyFileSync(join(repo, "testdata/package/consumer.ts"), join(dir, "consumer.ts"));
    const tsc = s.typescript5 === true ? join(project, "node_modules/typescript/bin/tsc") : join(repo, "node_modules/typescript/bin/tsc");
    const compiled = run(process.execPath, [tsc, "-p", "tsconfig.json"], dir);
    t.is(compiled.stdout + compiled.stderr, "", "tsc reports nothing");
    const ran = run(process.execPath, ["out/consumer.js"], dir);
    t.is(ran.stderr, "");
    if (update && s.name === "nodenext-esm") writeFileSync(want, ran.stdout);
    t.is(ran.stdout, readFileSync(want, "utf8"));
  });
}
