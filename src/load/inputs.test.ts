import test from "ava";
import { join, relative } from "node:path";
import { goldenRoot } from "../test-support.js";
import { resolveInputs } from "./inputs.js";
import { UsageError } from "./usage-error.js";

const importPaths = join(goldenRoot, "inputs", "import-paths");
const vendored = join(goldenRoot, "inputs", "vendor");
const env = { GOMODCACHE: join(importPaths, "modcache"), HOME: importPaths };

function named(cwd: string, inputs: string[], environment: Record<string, string> = env): string[] {
  const { packages, diagnostics } = resolveInputs(inputs, cwd, environment);
  if (diagnostics.length > 0) throw new Error(diagnostics.map((d) => d.message).join("\n"));
  return packages.map((p) => `${p.importPath} ${relative(cwd, p.dir)}`);
}

test("import paths and patterns resolve from the working directory's module, through the module cache's escaped paths", (t) => {
  t.deepEqual(named(importPaths, ["github.com/...", "example.com/shop/input/apis/v1", "./input/apis/v1"]), [
    "example.com/shop/input/apis/v1 input/apis/v1",
    "github.com/Example/meta/v1 modcache/github.com/!example/meta@v1.2.0/v1",
    "github.com/Example/meta/v2 modcache/github.com/!example/meta@v1.2.0/v2",
  ]);
});

test("a vendored package is named by its import path, given as a directory or an import path", (t) => {
  t.deepEqual(named(vendored, ["vendor/example.com/meta/...", "example.com/meta/v1"], { HOME: vendored }), [
    "example.com/meta/v1 vendor/example.com/meta/v1",
    "example.com/meta/v2 vendor/example.com/meta/v2",
  ]);
});

test("what no module provides is a diagnostic on go.mod; an input outside any module is a usage error", (t) => {
  const { packages, diagnostics } = resolveInputs(["example.com/elsewhere/v1"], importPaths, env);
  t.deepEqual(packages, []);
  t.deepEqual(diagnostics.map((d) => `${d.span.file}:${d.span.line}:${d.span.col} ${d.code}`), ["go.mod:1:8 OM1050"]);
  t.throws(() => resolveInputs(["example.com/api/v1"], join(goldenRoot, "inputs", "usage-no-module"), env), { instanceOf: UsageError });
});
