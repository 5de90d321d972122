// Every golden case (src/golden.test.ts) run twice against one syntax cache: the run
// that fills it and the run that reads it each give exactly the golden outputs, which the
// golden driver checks with the cache off — so cold, warm and off are the same bytes.

import test from "ava";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { assertSameText, findCases, goldenRoot, readTree, runCase } from "../test-support.js";

const update = process.env.UPDATE_GOLDEN === "1";
let entriesWritten = 0;

function entries(cache: string): string[] {
  let found: string[] = [];
  for (const shard of readdirSync(cache).filter((n) => /^[0-9a-f]{2}$/.test(n))) found = found.concat(readdirSync(join(cache, shard)));
  return found.sort();
}

for (const dir of findCases(goldenRoot)) {
  test.serial(`cold and warm cache: ${relative(goldenRoot, dir)}`, async (t) => {
    if (update) return t.pass();
    const cache = mkdtempSync(join(tmpdir(), "om-cache-golden-"));
    process.env.OPENAPI_MARKERS_CACHE = cache;
    try {
      const want = readTree(join(dir, "want"));
      const cold = await runCase(dir);
      const filled = entries(cache);
      const warm = await runCase(dir);
      entriesWritten += filled.length;
      for (const [run, got] of [["cold", cold], ["warm", warm]] as const) {
        t.deepEqual([...got.keys()].sort(), [...want.keys()].sort(), `${run}: the set of outputs differs`);
        for (const [name, content] of got) assertSameText(t, content, want.get(name) ?? "", `${name} (${run} cache)`);
      }
      t.deepEqual(entries(cache), filled, "the warm run added nothing");
    } finally {
      process.env.OPENAPI_MARKERS_CACHE = "off";
      rmSync(cache, { recursive: true, force: true });
    }
  });
}

test.serial("the golden cases filled their caches", (t) => {
  if (update) return t.pass();
  t.true(entriesWritten > 50, `${entriesWritten} entries`);
});
