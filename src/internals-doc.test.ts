// docs/internals.md names the files to touch for each kind of change: every path it names
// (in backquotes, under src/, scripts/, testdata/, docs/ or templates/) exists.

import test from "ava";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));

test("every path docs/internals.md names exists", (t) => {
  const page = readFileSync(join(repo, "docs/internals.md"), "utf8");
  const paths = [...page.matchAll(/`((?:src|scripts|testdata|docs|templates)\/[^`\s]*)`/g)].map((m) => m[1]!);
  const concrete = paths.filter((p) => !/[<*]/.test(p));
  t.true(concrete.length > 60, `${concrete.length} paths`);
  t.deepEqual(concrete.filter((p) => !existsSync(join(repo, p))), []);
});
