// Keeps `npm run bench` working: the synthetic corpus is deterministic and generates
// cleanly, and the benchmark runs end to end on a tiny corpus. No timing is asserted.

import test from "ava";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { writeSyntheticCorpus } from "./synthetic-corpus.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, "utf8"));
    }
  };
  walk(dir);
  return files;
}

test("the synthetic corpus is deterministic and generates without diagnostics", (t) => {
  const dir = mkdtempSync(join(tmpdir(), "synthetic-"));
  try {
    const a = writeSyntheticCorpus(join(dir, "a"), { scale: 0.1 });
    const b = writeSyntheticCorpus(join(dir, "b"), { scale: 0.1 });
    t.deepEqual(snapshot(a.root), snapshot(b.root));
    t.true(a.packages >= 2 && a.kinds > 0 && a.bytes > 0);
    const other = writeSyntheticCorpus(join(dir, "c"), { scale: 0.1, seed: 2 });
    t.notDeepEqual(snapshot(other.root), snapshot(a.root));
    const result = spawnSync(process.execPath, [join(repo, "dist/bin/openapi-markers.js"), "generate", ...a.inputs,
      "--v2", join(dir, "v2.json"), "--v3", join(dir, "v3.json")], { cwd: dir, encoding: "utf8" });
    t.is(result.stderr, "");
    t.is(result.status, 0);
    const v2 = JSON.parse(readFileSync(join(dir, "v2.json"), "utf8")) as { definitions: Record<string, unknown> };
    t.true(Object.keys(v2.definitions).length > a.kinds);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("npm run bench runs on a tiny corpus and prints the report", (t) => {
  const out = execFileSync(process.execPath, [join(repo, "dist/scripts/bench.js"), "--sizes", "0.05", "--runs", "1", "--warmup", "0", "--no-write"],
    { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  t.regex(out, /^## Synthetic corpus/m);
  t.regex(out, /\| synthetic 0\.05× \|/);
  for (const phase of ["discover", "read", "parse", "model", "check", "emit v2", "emit v3", "emit ts", "write"]) t.true(out.includes(` ${phase} |`), phase);
  t.regex(out, /parse-only floor/);
  t.regex(out, /`openapi-markers --version`/);
  t.regex(out, /^\| synthetic 0\.05× \| .* \| yes \|$/m, "the syntax cache's table: cold and warm runs give the same bytes");
  t.notRegex(out, /FAILED|DIFFER|no longer matches generate/);
});

test("npm run bench compares a tree with and without its generated protobuf files", (t) => {
  const out = execFileSync(process.execPath, [join(repo, "dist/scripts/bench.js"), "--corpus", join(repo, "testdata/generate/generated-code/input/..."),
    "--without-protobuf", "--label", "gadgets", "--runs", "1", "--warmup", "0", "--phase-runs", "1", "--no-write"],
    { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  t.regex(out, /^\| gadgets \|/m);
  t.regex(out, /^\| gadgets without generated\.pb\.go \(1 file, 0\.0 MB removed\) \|/m);
  t.regex(out, /outputs byte-identical \(exit status 0,/);
  t.regex(out, /: 7 files \([\d.]+ MB\), 3 skipped unparsed \([\d.]+ MB\);.* none declares/);
  t.notRegex(out, /FAILED|DIFFER/);
});
