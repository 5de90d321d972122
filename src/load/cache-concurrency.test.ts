// Many processes on one syntax cache at once, half of them cold (their files are in no
// entry yet, so they race to write the same entries) and half warm: every output is the
// same bytes as a run without the cache, and every entry left is whole. CONCURRENT_RUNS
// (default 8) sets how many; the acceptance run is CONCURRENT_RUNS=64.

import test from "ava";
import { spawn } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { entryChecksum } from "./syntax-codec.js";

const widgets = fileURLToPath(new URL("../../../testdata/examples/widgets", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/openapi-markers.js", import.meta.url));
const runs = Number(process.env.CONCURRENT_RUNS ?? "8");

interface Run { readonly status: number | null; readonly stdout: string; readonly stderr: string }

function generate(cwd: string, cache: string): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, "generate", "./...", "--v2", "-", ...(cache === "off" ? ["--no-cache"] : [])],
      { cwd, env: { ...process.env, OPENAPI_MARKERS_CACHE: cache } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("close", (status) => done({ status, stdout, stderr }));
  });
}

/** Whether every entry's header matches its body (length and checksum). */
function entriesWhole(cache: string): boolean {
  for (const shard of readdirSync(cache).filter((n) => /^[0-9a-f]{2}$/.test(n))) {
    for (const name of readdirSync(join(cache, shard))) {
      if (!/^[0-9a-f]{64}$/.test(name)) return false;
      const bytes = readFileSync(join(cache, shard, name));
      const newline = bytes.indexOf(0x0a);
      const [, key, length, checksum] = bytes.subarray(0, newline).toString("latin1").split(" ");
      const body = bytes.subarray(newline + 1);
      if (key !== name || Number(length) !== body.length || entryChecksum(body) !== checksum) return false;
    }
  }
  return true;
}

test(`${runs} concurrent runs on one cache, half of them cold, give the bytes of --no-cache`, async (t) => {
  t.timeout(Math.max(120_000, runs * 10_000));
  const base = mkdtempSync(join(tmpdir(), "om-concurrent-"));
  try {
    const cache = join(base, "cache");
    const warmTree = join(base, "warm");
    const coldTree = join(base, "cold");
    cpSync(widgets, warmTree, { recursive: true });
    cpSync(widgets, coldTree, { recursive: true });
    // New text in every file of the cold tree: none of its entries exists yet.
    for (const file of ["apis/v1/types.go", "apis/v1/doc.go", "meta/types.go", "meta/doc.go"]) appendFileSync(join(coldTree, file), "\n// Cold.\n");
    const want = { warm: await generate(warmTree, "off"), cold: await generate(coldTree, "off") };
    t.is(want.warm.status, 0);
    t.is(want.cold.status, 0);
    t.is((await generate(warmTree, cache)).stdout, want.warm.stdout, "the cache filled for the warm half");
    const trees = Array.from({ length: runs }, (_, i): "cold" | "warm" => (i % 2 === 0 ? "cold" : "warm"));
    const results = await Promise.all(trees.map((tree) => generate(tree === "cold" ? coldTree : warmTree, cache)));
    results.forEach((run, i) => {
      const tree = trees[i]!;
      t.deepEqual(run, want[tree], `run ${i} (${tree})`);
    });
    t.true(entriesWhole(cache), "every entry whole");
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
