// generate's diagnosticsOnly (what `check` uses, to hold no schemas): the same diagnostics as a
// full run — including the definition-name checks, which read the references of the
// schemas it drops — and no definitions or outputs kept.

import test from "ava";
import { join } from "node:path";
import { generate } from "./generate.js";
import { loadPackages } from "./load/load.js";
import { goldenRoot } from "./test-support.js";

test("diagnosticsOnly reports what a full run reports, and keeps no definitions", (t) => {
  // Two types share a definition name, one of them reached only through a reference.
  const root = join(goldenRoot, "errors/duplicate-definition-name/input");
  const loaded = loadPackages(["./..."], root, { allPackages: true });
  const options = { allTypes: false, published: false, format: "json", quiet: true, checkUnselected: true } as const;
  const full = generate(loaded, options);
  const slim = generate(loaded, { ...options, diagnosticsOnly: true });
  t.true(full.definitions.length > 0);
  t.is(full.diagnostics.filter((d) => d.code === "OM4102").length, 5);
  t.deepEqual(slim.diagnostics, full.diagnostics);
  t.deepEqual(slim.definitions, []);
  t.deepEqual(slim.outputs, []);
});
