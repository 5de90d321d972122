// node dist/scripts/upstream-smp.js MIRROR_GIT_DIR [--ref REV] [--verbose N]
// Runs our strategic merge patch runtime against the test data of apimachinery's
// pkg/util/strategicpatch (patch_test.go), read from a bare git mirror at run time; nothing
// of upstream is stored in this repository. Not part of CI. Prints
// `smp: apply P/T, two-way Q/U, three-way R/V` and the first N failures (default 10).
//
// Covered: the YAML test cases (custom and create), the raw YAML cases of Go literals
// (customStrategicMergePatchRawTestCases, strategicMergePatchRawTestCases,
// replaceRawExtensionPatchTestCases) and the JSON cases of TestUnknownField and
// TestNumberConversion. Each case applies its expected two-way patch to `original`, and its
// expected three-way patch to `current` when it has a result; cases that upstream also runs
// through CreateTwoWayMergePatch compute our two-way patch and compare it with upstream's
// exactly, and the same cases (and TestUnknownField's) compute our three-way patch as
// testThreeWayPatch does (conflict expected when the description says so, then again with
// overwrite). Our tables come from upstream's test types through our own generator
// (upstream-smp/schema.ts says what it has to adjust). Left out: the cases
// that put a list in the pointer field mergeItemPtr (listed as skipped: upstream merges it as
// a list, which our tables cannot say), TestSortMergeLists (a test helper), the "bad JSON"
// argument tests (our API takes objects), and the OpenAPI v2/v3 fixtures (we run once, on
// tables from the Go types).

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { upstreamArgs } from "./upstream-args.js";
import { checks } from "./upstream-smp/cases.js";
import { definitionName, generateTables } from "./upstream-smp/schema.js";

const TEST_FILE = "pkg/util/strategicpatch/patch_test.go";
const repo = fileURLToPath(new URL("../../", import.meta.url));
const { positional, flag } = upstreamArgs();
const mirror = positional[0];
if (mirror === undefined) {
  process.stderr.write("usage: node dist/scripts/upstream-smp.js MIRROR_GIT_DIR [--ref REV] [--verbose N]\n");
  process.exit(2);
}
const git = (...gitArgs: string[]): string => execFileSync("git", ["-C", resolve(mirror), ...gitArgs], { encoding: "utf8", maxBuffer: 1 << 28 });
const ref = flag("--ref") ?? latestRelease();
const show = (path: string): string => git("show", `${ref}:${path}`);
const verbose = Number(flag("--verbose") ?? "10");

const work = mkdtempSync(join(tmpdir(), "om-upstream-smp-"));
try {
  const bin = join(repo, "dist/bin/openapi-markers.js");
  const { tables, untagged } = generateTables(bin, show, TEST_FILE, ["MergeItem", "PrecisionItem"], work);
  const all = checks(tables, show(TEST_FILE), definitionName(tables, "MergeItem"), definitionName(tables, "PrecisionItem"), untagged);
  const failures: string[] = [];
  const count = { apply: [0, 0], "two-way": [0, 0], "three-way": [0, 0] };
  for (const check of all.run) {
    const problem = check.run();
    count[check.kind][1]++;
    if (problem === undefined) count[check.kind][0]++;
    else failures.push(`[${check.kind}] ${check.name}\n      ${problem}`);
  }
  process.stdout.write(`upstream: ${TEST_FILE} at ${ref}\n`);
  process.stdout.write(`smp: apply ${count.apply[0]}/${count.apply[1]}, two-way ${count["two-way"][0]}/${count["two-way"][1]}, three-way ${count["three-way"][0]}/${count["three-way"][1]}\n`);
  const skipped = all.skipped.reduce((sum, c) => sum + c.checks, 0);
  if (skipped > 0) process.stdout.write(`skipped: ${skipped} checks of ${all.skipped.length} cases (${[...new Set(all.skipped.map((c) => c.reason))].join("; ")})\n`);
  if (verbose > 0) for (const c of all.skipped) process.stdout.write(`  skipped: ${c.name}\n`);
  for (const failure of failures.slice(0, verbose)) process.stdout.write(`${failure}\n`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** The highest vX.Y.Z tag of the mirror (no pre-releases). */
function latestRelease(): string {
  const tags = git("tag", "--list", "v*").split("\n").filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag));
  const key = (tag: string): number[] => tag.slice(1).split(".").map(Number);
  tags.sort((a, b) => key(a).reduce((order, part, i) => order || part - key(b)[i]!, 0));
  const last = tags.at(-1);
  if (last === undefined) throw new Error("no release tags in the mirror; pass --ref");
  return last;
}
