// Every golden case (src/golden.test.ts) run twice through the run memo, with the same $OUT
// emptied in between: the run that records and the run that replays each give exactly the
// golden outputs (standard output, standard error, the files, the exit code). A case that
// succeeds must be replayed the second time (its entry is not written again); one that
// fails is never recorded.

import test from "ava";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { runCli } from "../cli.js";
import { assertSameText, caseEnv, findCases, goldenRoot, readTree, runCase, type CaseRunner } from "../test-support.js";
import { memoDirectory, memoized } from "./memo.js";

const update = process.env.UPDATE_GOLDEN === "1";
let replayed = 0;

/** Every memo entry: its path and inode (a rewritten entry is a new file). */
function entries(cache: string): string[] {
  const root = join(cache, memoDirectory);
  if (!existsSync(root)) return [];
  return readdirSync(root).filter((n) => /^[0-9a-f]{2}$/.test(n)).flatMap((shard) => readdirSync(join(root, shard)).map((name) => `${shard}/${name} ${statSync(join(root, shard, name)).ino}`)).sort();
}

for (const dir of findCases(goldenRoot)) {
  test.serial(`recorded and replayed: ${relative(goldenRoot, dir)}`, async (t) => {
    if (update) return t.pass();
    const base = mkdtempSync(join(tmpdir(), "om-memo-golden-"));
    const cache = join(base, "cache");
    const out = join(base, "out");
    const run: CaseRunner = (args, io) => memoized(args, io, { cacheDir: cache, fingerprint: "golden", env: caseEnv(dir) }, (teed) => runCli(args, teed));
    try {
      const want = readTree(join(dir, "want"));
      const results: Map<string, string>[] = [];
      const after: string[][] = [];
      for (let i = 0; i < 2; i++) {
        rmSync(out, { recursive: true, force: true });
        mkdirSync(out);
        results.push(await runCase(dir, run, out));
        after.push(entries(cache));
      }
      for (const [i, got] of results.entries()) {
        const label = i === 0 ? "recorded" : "replayed";
        t.deepEqual([...got.keys()].sort(), [...want.keys()].sort(), `${label}: the set of outputs differs`);
        for (const [name, content] of got) assertSameText(t, content, want.get(name) ?? "", `${name} (${label})`);
      }
      const succeeded = readFileSync(join(dir, "want", "exit"), "utf8").trim() === "0";
      const memoCommand = ["generate", "openapi-gen", "controller-gen", "check"].includes(commandOf(dir));
      if (!succeeded || !memoCommand) t.deepEqual(after[0], [], "nothing recorded");
      else {
        t.is(after[0]!.length, 1, "one entry recorded");
        t.deepEqual(after[1], after[0], "the second run replayed (its entry was not written again)");
        replayed++;
      }
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
}

function commandOf(dir: string): string {
  const file = join(dir, "cmd");
  return existsSync(file) ? readFileSync(file, "utf8").trim().split(/\s+/)[0]! : "generate";
}

test.serial("the golden cases were replayed", (t) => {
  if (update) return t.pass();
  t.true(replayed > 200, `${replayed} replayed`);
});
