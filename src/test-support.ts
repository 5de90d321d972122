// Test support: the golden cases of testdata/ and how one runs (the format is described in
// src/golden.test.ts): shared by that driver and by the syntax cache's test, which runs
// every case with a cold and a warm cache. Only tests import this.

import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { ExecutionContext } from "ava";
import { createTwoFilesPatch } from "diff";
import { runCli } from "./cli.js";
import { nativeBindingInstalled } from "./parse/go-tree.js";

/**
 * Whether the tests that compare with the native tree-sitter binding run: it is an opt-in
 * (docs/install.md, "Which parser runs"), so they run where it is installed, and must run (failing
 * if it is missing) when OPENAPI_MARKERS_PARSER=native asks for it, as CI's native pass does.
 */
export const withNativeBinding = nativeBindingInstalled() || process.env.OPENAPI_MARKERS_PARSER === "native";

export const goldenRoot = fileURLToPath(new URL("../../testdata/", import.meta.url));
const defaultCommand = "generate input/... --v2 $OUT/v2.json --v3 $OUT/v3.json";

export function findCases(dir: string): string[] {
  const cases: string[] = [];
  const entries = readdirSync(dir).sort();
  if (entries.includes("cmd") || entries.includes("input")) return [dir];
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) cases.push(...findCases(path));
  }
  return cases;
}

/** How a case's command line runs: src/cli.ts's runCli unless a test gives another entry. */
export type CaseRunner = (args: readonly string[], io: Parameters<typeof runCli>[1]) => Promise<number>;

/** `outDir`: the (empty) directory to use as $OUT, left in place (else a new one, removed after). */
export async function runCase(dir: string, run: CaseRunner = runCli, outDir?: string): Promise<Map<string, string>> {
  const out = outDir ?? mkdtempSync(join(tmpdir(), "om-golden-"));
  try {
    if (existsSync(join(dir, "setup"))) cpSync(join(dir, "setup"), out, { recursive: true, verbatimSymlinks: true });
    const line = existsSync(join(dir, "cmd")) ? readFileSync(join(dir, "cmd"), "utf8").trim() : defaultCommand;
    const args = line.split(/\s+/).map((a) => a.replaceAll("$OUT", out));
    let stdout = "";
    let stderr = "";
    const exit = await run(args, {
      cwd: dir,
      env: caseEnv(dir),
      stdout: { write: (s: string) => (stdout += s) },
      stderr: { write: (s: string) => (stderr += s) },
    });
    const got = new Map<string, string>();
    got.set("exit", `${exit}\n`);
    if (stdout !== "") got.set("stdout", stdout.replaceAll(out, "$OUT"));
    if (stderr !== "") got.set("stderr", stderr.replaceAll(out, "$OUT"));
    for (const [name, content] of readTree(out)) got.set(`out/${name}`, content);
    return got;
  } finally {
    if (outDir === undefined) rmSync(out, { recursive: true, force: true });
  }
}

export function caseEnv(dir: string): Record<string, string> {
  const env: Record<string, string> = { HOME: dir };
  const file = join(dir, "env");
  if (!existsSync(file)) return env;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const eq = line.indexOf("=");
    if (eq > 0) env[line.slice(0, eq).trim()] = line.slice(eq + 1).trim().replaceAll("$CASE", dir);
  }
  return env;
}

export function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path).split("\\").join("/"), readFileSync(path, "utf8"));
    }
  };
  walk(dir);
  return files;
}

export function writeFile(path: string, content: string): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, content);
}

/**
 * The exact comparison of one golden file, failing with a unified diff of the lines that
 * differ (three lines of context) rather than both texts whole: one changed word in a
 * 600-line golden is a few lines to read.
 */
export function assertSameText(t: ExecutionContext, got: string, want: string, label: string): void {
  if (got === want) {
    t.pass();
    return;
  }
  t.fail(`${label} differs (- want, + got):\n${textDiff(want, got, label)}`);
}

/** The unified diff of two texts, without the patch header lines (=== / --- / +++) */
export function textDiff(want: string, got: string, label: string): string {
  const patch = createTwoFilesPatch(`want/${label}`, `got/${label}`, want, got, "", "", { context: 3 });
  return patch.split("\n").filter((line) => !/^(={3,}|-{3} |\+{3} )/.test(line)).join("\n");
}
