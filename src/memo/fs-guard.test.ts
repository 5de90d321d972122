// The run memo sees a run's file-system reads only if they go through src/load/traced-fs.ts
// (or regular-file.ts, which reports to it): no other module of src/ may take a function
// from node:fs, except those whose reads are no observation of the run's inputs — the
// caches' own files, the writer (whose checks a replay repeats), the memo itself, the
// parser's grammar file (part of the code) and the --version text.

import test from "ava";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

const allowed: ReadonlyMap<string, string> = new Map([
  ["src/load/traced-fs.ts", "the tracing module itself"],
  ["src/load/regular-file.ts", "reports every read to traced-fs.ts (readOwnFile: the caches' own files)"],
  ["src/load/syntax-cache.ts", "the syntax cache's entries and fingerprint"],
  ["src/load/code-cache.ts", "the code cache's entries and the bin's own bundle (part of the code)"],
  ["src/load/cache-files.ts", "the syntax cache's writes"],
  ["src/load/cache-trim.ts", "the caches' trimming"],
  ["src/load/cache-trust.ts", "the caches' permissions"],
  ["src/load/make-directories.ts", "creates directories (outputs, caches)"],
  ["src/write/output.ts", "the writer: a replay repeats its checks"],
  ["src/write/device-output.ts", "writes a device (its kind is observed through traced-fs.ts)"],
  ["src/memo/memo.ts", "the memo's own entries"],
  ["src/memo/fingerprint.ts", "the build's fingerprint of the code"],
  ["src/parse/wasm-go.ts", "the grammar's WebAssembly (part of the code)"],
  ["src/cli.ts", "package.json's version (part of the code)"],
]);

function modules(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.startsWith("test-support") ? [path] : [];
  });
}

/** Whether a module takes a value (not only types) from node:fs or node:fs/promises. */
export function takesFromFs(text: string): boolean {
  for (const m of text.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+"node:fs(?:\/promises)?"/gm)) {
    if (m[1] !== undefined) continue;
    const names = /^\{([^}]*)\}$/.exec(m[2]!.trim())?.[1];
    if (names === undefined || names.split(",").some((n) => n.trim() !== "" && !n.trim().startsWith("type "))) return true;
  }
  return /\b(?:import\(|require\()\s*"(?:node:)?fs(?:\/promises)?"/.test(text) || /\bfrom\s+"fs(?:\/promises)?"/.test(text);
}

test("no module of src/ reads the file system around traced-fs.ts", (t) => {
  const offenders = modules(join(repo, "src")).map((f) => relative(repo, f)).filter((f) => !allowed.has(f) && takesFromFs(readFileSync(join(repo, f), "utf8")));
  t.deepEqual(offenders, [], "route the reads through src/load/traced-fs.ts or regular-file.ts");
});

test("the guard sees each way of taking node:fs", (t) => {
  t.true(takesFromFs('import { readdirSync } from "node:fs";'));
  t.true(takesFromFs('import * as fs from "node:fs";'));
  t.true(takesFromFs('import { type Stats, statSync } from "node:fs";'));
  t.true(takesFromFs('const { readFileSync } = await import("node:fs");'));
  t.true(takesFromFs('import { readFile } from "node:fs/promises";'));
  t.true(takesFromFs('import fs from "fs";'));
  t.false(takesFromFs('import type { Dirent } from "node:fs";'));
  t.false(takesFromFs('import { type Dirent } from "node:fs";'));
});
