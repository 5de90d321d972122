// Every Go file a golden case writes (the files of want/out/ that are not a copy of the
// case's setup/) is already gofmt's output: what `go generate` leaves needs no `gofmt -w`.
// So is the openapi-gen command's Go for the inputs of the generate cases that stress its
// literals and layout (descriptions, defaults, long constants, hostile strings, …).

import test from "ava";
import { format } from "@wasm-fmt/gofmt";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { runCli } from "./cli.js";
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

const rendered = [
  "generate/custom-schema-types", "generate/defaults-enforced", "generate/defaults-json", "generate/defaults-ref",
  "generate/descriptions", "generate/doc-comments", "generate/enum-variants", "generate/extensions",
  "generate/inline-embedding", "generate/long-comment", "generate/long-constant-chain", "generate/prototype-keys",
  "generate/validation-markers", "generate/well-known-types", "ts/hostile-strings",
];

for (const name of rendered) {
  test(`gofmt leaves openapi-gen's Go for ${name}/input as it is`, async (t) => {
    const out = mkdtempSync(join(tmpdir(), "om-gofmt-"));
    try {
      const args = ["openapi-gen", "--output-dir", out, "--output-pkg", "example.com/x/openapi", "--output-file", "zz.go", "--report-filename", "/dev/null", "./input/..."];
      let stderr = "";
      const exit = await runCli(args, { cwd: join(goldenRoot, name), env: { HOME: out }, stdout: { write: () => true }, stderr: { write: (s: string) => (stderr += s) } });
      t.is(exit, 0, stderr);
      const text = readFileSync(join(out, "zz.go"), "utf8");
      const formatted = format(text);
      t.true(formatted === text, `gofmt changes it:\n${textDiff(text, formatted, "zz.go")}`);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
}
