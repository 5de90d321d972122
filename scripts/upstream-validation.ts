// node dist/scripts/upstream-validation.js CODE_GENERATOR_GIT_DIR [--ref REV] [--verbose N] [--family F]
// Runs openapi-markers/runtime validateDeclarative (on tables our generator makes from
// upstream's test types) against validation-gen's own tag tests,
// cmd/validation-gen/output_tests/tags/<family>/…, read from a bare git mirror at run time;
// nothing of upstream is stored in this repository. Not part of CI. Each Expect… call of a
// doc_test.go is one case, judged as field.ErrorMatcher (or ExpectValidateFalseByPath) judges
// it. Prints one `validation: <family> N/M` line per tag family, then the first failures.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { validateDeclarative } from "../src/runtime/index.js";
import { upstreamArgs } from "./upstream-args.js";
import { runOutputTests, type CaseResult, type Validator } from "./upstream-unions/output-tests.js";
import { selectParser } from "../src/parse/go-tree.js";

// The loader parses with the thread's parser: the native binding is an opt-in, so pick as the CLI does.
await selectParser("auto");

const TAGS = "cmd/validation-gen/output_tests/tags/";

const { positional, flag } = upstreamArgs();
if (positional.length !== 1) {
  process.stderr.write("usage: node dist/scripts/upstream-validation.js CODE_GENERATOR_GIT_DIR [--ref REV] [--verbose N] [--family F]\n");
  process.exit(2);
}
const codeGenerator = resolve(positional[0]!);
const ref = flag("--ref") ?? "v0.36.0";
const verbose = Number(flag("--verbose") ?? "10");
const only = flag("--family");
const git = (...gitArgs: string[]): string => execFileSync("git", ["-C", codeGenerator, ...gitArgs], { encoding: "utf8", maxBuffer: 1 << 28 });
const show = (path: string): string => git("show", `${ref}:${path}`);

const validator: Validator = {
  validate: (tables, type, value, old, options, subresources) => validateDeclarative(tables, type, value, old === undefined ? { options, subresources } : { old, options, subresources }),
  judges: () => true,
};

/** The test packages of each family (the first directory under tags/). */
function families(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const path of git("ls-tree", "-r", "--name-only", ref, "--", TAGS).split("\n")) {
    if (!path.endsWith("/doc_test.go")) continue;
    const dir = path.slice(0, -"/doc_test.go".length);
    const family = dir.slice(TAGS.length).split("/")[0]!;
    if (only !== undefined && family !== only) continue;
    out.set(family, [...(out.get(family) ?? []), dir]);
  }
  return new Map([...out].sort(([a], [b]) => a.localeCompare(b)));
}

/** One family's cases; a package our generator refuses fails all of its Expect… calls. */
function runFamily(dirs: readonly string[], work: string): CaseResult[] {
  const out: CaseResult[] = [];
  for (const [i, dir] of dirs.entries()) {
    try {
      out.push(...runOutputTests([dir], show, join(work, String(i)), validator));
    } catch (error) {
      const calls = show(`${dir}/doc_test.go`).match(/\.Expect(Valid|Matches|ValidateFalseByPath)\(/g)?.length ?? 1;
      const problem = `cannot run the package: ${(error as Error).message.split("\n").slice(0, 3).join(" | ")}`;
      for (let n = 1; n <= calls; n++) out.push({ name: `${dir.slice(TAGS.length)} #${n}`, problem });
    }
  }
  return out;
}

const work = mkdtempSync(join(tmpdir(), "om-upstream-validation-"));
try {
  process.stdout.write(`upstream: code-generator at ${ref}\n`);
  const failures: CaseResult[] = [];
  let total = 0;
  let passedAll = 0;
  for (const [family, dirs] of families()) {
    const cases = runFamily(dirs, join(work, family)).filter((c) => c.skipped === undefined);
    const passed = cases.filter((c) => c.problem === undefined).length;
    total += cases.length;
    passedAll += passed;
    process.stdout.write(`validation: ${family} ${passed}/${cases.length}\n`);
    failures.push(...cases.filter((c) => c.problem !== undefined));
  }
  process.stdout.write(`validation: all ${passedAll}/${total}\n`);
  for (const failure of failures.slice(0, verbose)) process.stdout.write(`FAIL ${failure.name}\n      ${failure.problem}\n`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
