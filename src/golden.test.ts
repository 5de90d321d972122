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
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "./cli.js";

const root = fileURLToPath(new URL("../../testdata/", import.meta.url));
const update = process.env.UPDATE_GOLDEN === "1";
const defaultCommand = "generate input/... --v2 $OUT/v2.json --v3 $OUT/v3.json";

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
    for (const [name, content] of got) t.is(content, want.get(name) ?? "", `want/${name}`);
  });
}

function findCases(dir: string): string[] {
  const cases: string[] = [];
  const entries = readdirSync(dir).sort();
  if (entries.includes("cmd") || entries.includes("input")) return [dir];
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) cases.push(...findCases(path));
  }
  return cases;
}

async function runCase(dir: string): Promise<Map<string, string>> {
  const out = mkdtempSync(join(tmpdir(), "om-golden-"));
  try {
    if (existsSync(join(dir, "setup"))) cpSync(join(dir, "setup"), out, { recursive: true, verbatimSymlinks: true });
    const line = existsSync(join(dir, "cmd")) ? readFileSync(join(dir, "cmd"), "utf8").trim() : defaultCommand;
    const args = line.split(/\s+/).map((a) => a.replaceAll("$OUT", out));
    let stdout = "";
    let stderr = "";
    const exit = await runCli(args, {
      cwd: dir,
      env: caseEnv(dir),
      stdout: { write: (s: string) => (stdout += s) },
      stderr: { write: (s: string) => (stderr += s) },
    });
    const got = new Map<string, string>();
    got.set("exit", `${exit}\n`);
    if (stdout !== "") got.set("stdout", stdout.replaceAll(out, "$OUT"));
    if (stderr !== "") got.set("stderr", stderr.replaceAll(out, "$OUT"));
    for (const [name, content] of readTree(out)) got.set(`out/${name}`, content);
    return got;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function caseEnv(dir: string): Record<string, string> {
  const env: Record<string, string> = { HOME: dir };
  const file = join(dir, "env");
  if (!existsSync(file)) return env;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const eq = line.indexOf("=");
    if (eq > 0) env[line.slice(0, eq).trim()] = line.slice(eq + 1).trim().replaceAll("$CASE", dir);
  }
  return env;
}

function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  const walk = (current: string): void => {
    for (const name of readdirSync(current).sort()) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path).split("\\").join("/"), readFileSync(path, "utf8"));
    }
  };
  walk(dir);
  return files;
}

function writeFile(path: string, content: string): void {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, content);
}
