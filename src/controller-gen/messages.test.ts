// What `openapi-markers controller-gen` prints speaks of controller-gen, never of openapi-gen
// (whose users are others): every golden case of the command, its standard error and output.

import test from "ava";
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { findCases, goldenRoot } from "../test-support.js";

const cases = findCases(goldenRoot).filter((dir) => existsSync(join(dir, "cmd")) && readFileSync(join(dir, "cmd"), "utf8").startsWith("controller-gen "));

test("there are controller-gen cases to read", (t) => {
  t.true(cases.length >= 40);
});

for (const dir of cases) {
  test(`no message of ${relative(goldenRoot, dir)} mentions openapi-gen`, (t) => {
    for (const name of ["stderr", "stdout"]) {
      const file = join(dir, "want", name);
      const text = existsSync(file) ? readFileSync(file, "utf8") : "";
      t.deepEqual(text.split("\n").filter((line) => /openapi-gen/i.test(line)), [], `want/${name}`);
    }
  });
}
