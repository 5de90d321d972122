// The golden driver: every directory under testdata/ that holds a `cmd` file or an
// `input/` directory is a case. The case's command runs in-process with the case
// directory as working directory; every file it writes under $OUT, its standard output,
// its standard error and its exit code are compared exactly with the files in `want/`.
// UPDATE_GOLDEN=1 (make golden) rewrites `want/`.
//
//   cmd             one line: the arguments, e.g. `generate input/... --v2 $OUT/v2.json`
//                   (default: generate input/... --v2 $OUT/v2.json --v3 $OUT/v3.json)
//   input/          Go modules, spec files, … (copied nowhere: read in place)
//   setup/          optional: copied into $OUT before the command runs (for in-place edits)
//   env             optional: NAME=VALUE lines, $CASE standing for the case directory; the
//                   command sees only these (and HOME=$CASE), never the machine's GOMODCACHE…
//   want/exit       the exit code
//   want/stdout     standard output (only when non-empty)
//   want/stderr     standard error (only when non-empty)
//   want/out/…      every file left in $OUT

import test from "ava";
import { rmSync } from "node:fs";
import { join, relative } from "node:path";
import { assertSameText, findCases, goldenRoot as root, readTree, runCase, writeFile } from "./test-support.js";

const update = process.env.UPDATE_GOLDEN === "1";

for (const dir of findCases(root)) {
  test(relative(root, dir), async (t) => {
    const got = await runCase(dir);
    const wantDir = join(dir, "want");
    if (update) {
      rmSync(wantDir, { recursive: true, force: true });
      for (const [name, content] of got) writeFile(join(wantDir, name), content);
      t.pass();
      return;
    }
    const want = readTree(wantDir);
    t.deepEqual([...got.keys()].sort(), [...want.keys()].sort(), "the set of outputs differs");
    for (const [name, content] of got) assertSameText(t, content, want.get(name) ?? "", name);
  });
}
