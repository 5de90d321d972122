// CI log injection: text from the input (a directory's name, an import path) must never
// put a line of its own in the output — GitHub Actions runs `::error …::` at the start of
// any log line as a workflow command — nor a control character, in any format.

import test from "ava";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../cli.js";
import { controlCharacter, printableJson, printableLine, printableLines } from "./printable.js";

const injected = "\n::error file=README.md,line=1::pwned\n";

/** A module whose package directory's name and whose import path carry a workflow command, an ESC and a C1 control. */
function hostileModule(): { dir: string; pkg: string } {
  const dir = mkdtempSync(join(tmpdir(), "om-inject-"));
  writeFileSync(join(dir, "go.mod"), "module example.com/m\n\ngo 1.22\n");
  const pkg = `p${injected}\u001b[2J\u009b##[add-mask]x`;
  mkdirSync(join(dir, pkg));
  writeFileSync(join(dir, pkg, "types.go"), [
    "package v1", "", `import x \`example.com/other${injected}\``, "",
    "// +k8s:openapi-gen=true", "type Spec struct {", "\tA x.T `json:\"a\"`", "}", "",
  ].join("\n"));
  return { dir, pkg };
}

async function run(args: readonly string[], cwd: string): Promise<{ code: number; out: string }> {
  let out = "";
  const sink = { write: (text: string | Uint8Array) => { out += String(text); } };
  const code = await runCli(args, { cwd, stdout: sink, stderr: sink });
  return { code, out };
}

function unsafe(out: string, github: boolean): string[] {
  return out.split("\n").filter((line) => line !== "" && (controlCharacter.test(line) || line.includes("##[") ||
    (/^\s*::/.test(line) && !(github && /^::(error|warning|notice) file=/.test(line)))));
}

for (const format of ["text", "json", "github"] as const) {
  test(`check --format ${format}: a directory name and an import path with a newline, ESC and C1 start no workflow command`, async (t) => {
    const { dir } = hostileModule();
    try {
      const { code, out } = await run(["check", "./...", "--format", format, "--no-cache"], dir);
      t.is(code, 1);
      t.true(out.includes("OM1005"), out);
      t.deepEqual(unsafe(out, format === "github"), []);
      if (format === "json") {
        const report = JSON.parse(out) as { diagnostics: { file: string; message: string }[] };
        t.true(report.diagnostics.some((d) => d.message.includes(injected)), "the JSON report keeps the exact text");
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test("generate: the same inputs print escaped diagnostics on standard error and write nothing", async (t) => {
  const { dir } = hostileModule();
  try {
    const { code, out } = await run(["generate", "./...", "--v2", "out.json", "--no-cache"], dir);
    t.is(code, 1);
    t.deepEqual(unsafe(out, false), []);
    t.regex(out, /^p\\n::error file=README\.md,line=1::pwned\\n\\x1b\[2J\\x9b##\\x5badd-mask\]x\/types\.go:9:4: error OM1005: cannot resolve import example\.com\/other\\n::error file=README\.md,line=1::pwned\\n: /m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("generate: a definition name with a control character from the directory's name is OM1016 at the type", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "om-inject-"));
  try {
    writeFileSync(join(dir, "go.mod"), "module example.com/m\n\ngo 1.22\n");
    mkdirSync(join(dir, "v\u001b1"));
    writeFileSync(join(dir, "v\u001b1", "types.go"), "package v1\n\n// +k8s:openapi-gen=true\ntype Spec struct {\n\tA string `json:\"a\"`\n}\n");
    const { code, out } = await run(["generate", "./...", "--v2", "-", "--ts", "t.ts", "--no-cache"], dir);
    t.is(code, 1);
    t.is(out, "v\\x1b1/types.go:4:6: error OM1016: definition name \"com.example.m.v\\u001b1.Spec\" of example.com/m/v\\x1b1.Spec holds a control character: " +
      "no document, $ref or TypeScript name can carry it; rename the directory, the model package or what OpenAPIModelName() returns\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("printableLine escapes controls as Go writes them, a leading :: and ##[ anywhere", (t) => {
  t.is(printableLine("a\nb\r\tc\u0000\u007f\u0085\u2028\u202e"), "a\\nb\\r\\tc\\x00\\x7f\\x85\\u2028\\u202e");
  t.is(printableLine("  ::error::x"), "  \\x3a:error::x");
  t.is(printableLine("x ##[error]y"), "x ##\\x5berror]y");
  t.is(printableLine("file.go:1:1: error OM1005: a::b"), "file.go:1:1: error OM1005: a::b");
  t.is(printableLines("one\n::two\n"), "one\n\\x3a:two\n");
});

test("printableJson keeps the JSON's value and escapes what JSON.stringify leaves raw", (t) => {
  const value = { m: "a\u0085b\u2028##[x\u001b" };
  const text = printableJson(JSON.stringify(value, null, 2));
  t.deepEqual(JSON.parse(text), value);
  t.false(controlCharacter.test(text.replace(/\n/g, "")));
  t.false(text.includes("##["));
});
