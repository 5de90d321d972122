// Arguments as a Makefile or a script may give them: repeated flags (the last wins),
// negated flags that take a value, values of the wrong type in --config, `--` (POSIX:
// what follows is operands), and an output over an input Go file. Each is a usage error
// that names the flag, or works — never a stack trace.

import test from "ava";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "./cli.js";

const widgets = fileURLToPath(new URL("../../testdata/examples/widgets/", import.meta.url));

async function cli(argv: readonly string[], cwd = widgets): Promise<{ exit: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const exit = await runCli(argv, {
    cwd,
    stdout: { write: (s: string | Uint8Array) => { stdout += String(s); return true; } },
    stderr: { write: (s: string | Uint8Array) => { stderr += String(s); return true; } },
  });
  return { exit, stdout, stderr };
}

const usage = (message: string) => ({ exit: 2, stdout: "", stderr: `openapi-markers: ${message}\nRun 'openapi-markers --help' for usage.\n` });

test("a repeated flag: the last one wins (--v2, --v3, --ts, --format, --title, booleans)", async (t) => {
  const once = await cli(["generate", "./...", "--v3", "-", "--title", "b", "--no-cache"]);
  t.is(once.exit, 0);
  t.deepEqual(await cli(["generate", "./...", "--v3", "x.json", "--v3", "-", "--title", "a", "--title", "b", "--no-cache"]), once);
  t.deepEqual(await cli(["generate", "./...", "--v2", "-", "--v2", "-", "--no-cache"]), await cli(["generate", "./...", "--v2", "-", "--no-cache"]));
  t.deepEqual(await cli(["generate", "./...", "--ts", "-", "--ts", "-", "--no-cache"]), await cli(["generate", "./...", "--ts", "-", "--no-cache"]));
  t.deepEqual(await cli(["generate", "./...", "--v3", "-", "--published", "--published", "--no-cache"]), await cli(["generate", "./...", "--v3", "-", "--published", "--no-cache"]));
  // The widgets example breaks openapi-gen's names_match (check exits 1): what counts is that the last format is the one used.
  const json = await cli(["check", "./...", "--format", "github", "--format", "json", "--no-cache"]);
  t.deepEqual(json, await cli(["check", "./...", "--format", "json", "--no-cache"]));
  t.is(JSON.parse(json.stdout).version, 1);
});

test("--no-v2, --no-v3, --no-ts, --no-title, --no-format: a flag that takes a value cannot be negated", async (t) => {
  for (const name of ["v2", "v3", "ts", "title"]) {
    t.deepEqual(await cli(["generate", "./...", `--no-${name}`]), usage(`--no-${name}: --${name} takes a value and cannot be negated`));
  }
  // A flag with choices: yargs itself says false is none of them.
  t.deepEqual(await cli(["check", "./...", "--no-format"]), usage('Invalid values:\n  Argument: format, Given: false, Choices: "text", "json", "github"'));
});

test("--config: a value of the wrong type is a usage error naming the key; the last --config wins", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "om-args-"));
  try {
    const cases: [string, string][] = [
      ['{"generate": {"v2": ["a.json", "b.json"]}}', "generate.v2 must be a string, not a list"],
      ['{"generate": {"published": "yes"}}', 'generate.published must be true or false, not "yes"'],
      ['{"check": {"inputs": [1]}}', "check.inputs must be a list of strings, not a list"],
      ['{"patch": {"spec": {"a": 1}}}', "patch.spec must be a string, not an object"],
      ['{"generate": {"title": null}}', "generate.title must be a string, not null"],
    ];
    for (const [text, message] of cases) {
      writeFileSync(join(dir, "c.json"), text);
      t.deepEqual(await cli(["--config", join(dir, "c.json"), "generate", "./..."]), usage(`config ${join(dir, "c.json")}: ${message}`));
    }
    writeFileSync(join(dir, "good.json"), '{"check": {"format": "json"}}');
    const last = await cli(["--config", join(dir, "c.json"), "--config", join(dir, "good.json"), "check", "./...", "--no-cache"]);
    t.deepEqual(last, await cli(["check", "./...", "--format", "json", "--no-cache"]));
    t.is(JSON.parse(last.stdout).version, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("`--` ends the options: what follows is inputs, even when it starts with -", async (t) => {
  t.deepEqual(await cli(["generate", "./...", "--no-cache", "--", "--v2", "x.json"]), usage("input --v2 is not a directory"));
  const after = await cli(["generate", "--v3", "-", "--no-cache", "--", "./..."]);
  t.is(after.exit, 0);
  t.deepEqual(after, await cli(["generate", "./...", "--v3", "-", "--no-cache"]));
});

test("patch -- SPEC INPUT: the spec and the inputs may both follow --", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "om-args-"));
  try {
    writeFileSync(join(dir, "spec.json"), '{"swagger": "2.0", "definitions": {"com.example.widgets.meta.ObjectMeta": {}}}\n');
    const run = await cli(["patch", "--check", "--no-cache", "--", join(dir, "spec.json"), "./..."]);
    t.deepEqual(run, { exit: 1, stdout: "", stderr: `openapi-markers: 1 definition replaced, 0 added, 0 left alone; published flavour (as in the file)\n${join(dir, "spec.json")}: definition com.example.widgets.meta.ObjectMeta changed\n` });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("an output over an input .go file (or a link to one) is a usage error, and the file is untouched", async (t) => {
  // A copy: before the fix, this run overwrote the input.
  const dir = join(mkdtempSync(join(tmpdir(), "om-args-")), "widgets");
  try {
    cpSync(widgets, dir, { recursive: true });
    symlinkSync("apis/v1/types.go", join(dir, "out.json"));
    const before = readFileSync(join(dir, "apis/v1/types.go"), "utf8");
    t.deepEqual(await cli(["generate", "./...", "--v2", "apis/v1/types.go", "--no-cache"], dir),
      usage("--v2 apis/v1/types.go: an output cannot be a Go file (.go), which it would overwrite; give a .json, .yaml or .ts path"));
    t.deepEqual(await cli(["generate", "./...", "--v3", "out.json", "--no-cache"], dir),
      usage("--v3 out.json: an output cannot be a Go file (.go), which it would overwrite; give a .json, .yaml or .ts path"));
    t.deepEqual(await cli(["generate", "./...", "--ts", "new.go", "--no-cache"], dir),
      usage("--ts new.go: an output cannot be a Go file (.go), which it would overwrite; give a .json, .yaml or .ts path"));
    t.is(readFileSync(join(dir, "apis/v1/types.go"), "utf8"), before);
  } finally {
    rmSync(dirname(dir), { recursive: true, force: true });
  }
});

test("two outputs on standard error, or --check with /dev/stdout, are usage errors", async (t) => {
  t.deepEqual(await cli(["generate", "./...", "--v2", "/dev/stderr", "--v3", "/dev/fd/2"]),
    usage("--v2 and --v3 write to standard error, which holds only one document: give all but one a file path"));
  t.deepEqual(await cli(["generate", "./...", "--v2", "a.json", "--v3", "/dev/stdout", "--check"]),
    usage("--check writes nothing, so no output can be /dev/stdout"));
});
