// Every Go file a golden case writes (the files of want/out/ that are not a copy of the
// case's setup/) is already gofmt's output: what `go generate` leaves needs no `gofmt -w`.

import test from "ava";
import { format } from "@wasm-fmt/gofmt";
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { findCases, goldenRoot, readTree, textDiff } from "./test-support.js";

const written: Array<{ name: string; text: string }> = [];
for (const dir of findCases(goldenRoot)) {
  for (const [name, text] of readTree(join(dir, "want", "out"))) {
    if (!name.endsWith(".go")) continue;
    const setup = join(dir, "setup", name);
    if (existsSync(setup) && readFileSync(setup, "utf8") === text) continue;
    written.push({ name: `${relative(goldenRoot, dir)}/want/out/${name}`, text });
  }
}

test("the golden cases write Go files", (t) => {
  t.true(written.length >= 2, written.map((w) => w.name).join(", "));
});

for (const { name, text } of written) {
  test(`gofmt leaves ${name} as it is`, (t) => {
    const formatted = format(text);
    t.true(formatted === text, `gofmt changes it:\n${textDiff(text, formatted, name)}`);
  });
}
