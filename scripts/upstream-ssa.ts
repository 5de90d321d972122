// node dist/scripts/upstream-ssa.js STRUCTURED_MERGE_DIFF_GIT_DIR [--ref REV] [--verbose N]
// Runs our server-side apply merge (openapi-markers/runtime mergeApplied) against the test
// cases of structured-merge-diff's typed merge (typed/merge_test.go: each schema with its
// lhs/rhs/out triplets), read from a bare git mirror at run time; nothing of upstream is
// stored in this repository. Not part of CI. Each case's schema becomes our tables
// (upstream-ssa/schema.ts); `mergeApplied(tables, root, lhs, rhs)` must equal `out` as
// upstream's value.Equals judges (lists in order, object keys in any order). Prints one line
// per case (`ssa: <case> P/T`), the total, and the first N failures (default 10).

import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { parse } from "yaml";
import { upstreamArgs } from "./upstream-args.js";
import { canonical } from "../src/runtime/json.js";
import { mergeApplied } from "../src/runtime/index.js";
import { tablesOf } from "./upstream-ssa/schema.js";

const TEST_FILE = "typed/merge_test.go";
const { positional, flag } = upstreamArgs();
const mirror = positional[0];
if (mirror === undefined) {
  process.stderr.write("usage: node dist/scripts/upstream-ssa.js STRUCTURED_MERGE_DIFF_GIT_DIR [--ref REV] [--verbose N]\n");
  process.exit(2);
}
const ref = flag("--ref") ?? "HEAD";
const verbose = Number(flag("--verbose") ?? "10");
const git = (...gitArgs: string[]): string => execFileSync("git", ["-C", resolve(mirror), ...gitArgs], { encoding: "utf8", maxBuffer: 1 << 26 });
const source = git("show", `${ref}:${TEST_FILE}`);
const commit = git("rev-parse", "--short", ref).trim();

interface Case {
  readonly name: string;
  readonly root: string;
  readonly schema: string;
  readonly triplets: (readonly [string, string, string])[];
}

/** The mergeCases table: each `name:` with its `rootTypeName:`, raw-string `schema:` and the raw strings of its `triplets:`, in threes. */
function cases(text: string): Case[] {
  const start = text.indexOf("var mergeCases");
  const end = text.indexOf("\nfunc ", start);
  if (start < 0 || end < 0) throw new Error(`mergeCases not found in ${TEST_FILE}`);
  const body = text.slice(start, end);
  const out: Case[] = [];
  const header = /name:\s+"([^"]*)",\s*rootTypeName:\s+"([^"]*)",\s*schema:\s+`([^`]*)`,\s*triplets:\s*\[\]mergeTriplet\{/g;
  const heads = [...body.matchAll(header)];
  heads.forEach((head, index) => {
    const from = head.index + head[0].length;
    const to = index + 1 < heads.length ? heads[index + 1]!.index : body.length;
    const strings = [...body.slice(from, to).matchAll(/`([^`]*)`/g)].map((m) => m[1]!);
    if (strings.length % 3 !== 0) throw new Error(`case ${head[1]}: ${strings.length} strings, not triplets`);
    const triplets: (readonly [string, string, string])[] = [];
    for (let i = 0; i < strings.length; i += 3) triplets.push([strings[i]!, strings[i + 1]!, strings[i + 2]!]);
    out.push({ name: head[1]!, root: head[2]!, schema: head[3]!, triplets });
  });
  return out;
}

const failures: string[] = [];
let passed = 0;
let total = 0;
process.stdout.write(`upstream: structured-merge-diff ${TEST_FILE} at ${ref} (${commit})\n`);
for (const c of cases(source)) {
  const tables = tablesOf(parse(c.schema) as { types: [] });
  let ok = 0;
  c.triplets.forEach(([lhs, rhs, want], index) => {
    const [live, applied, expected] = [lhs, rhs, want].map((doc) => parse(doc) as object);
    let got: unknown;
    try {
      got = mergeApplied(tables, c.root, live, applied!);
    } catch (error) {
      got = `error: ${String(error)}`;
    }
    if (canonical(got) === canonical(expected)) ok++;
    else failures.push(`${c.name} #${index}: ${lhs} + ${rhs}\n      expected ${want}\n      got      ${JSON.stringify(got)}`);
  });
  passed += ok;
  total += c.triplets.length;
  process.stdout.write(`ssa: ${c.name} ${ok}/${c.triplets.length}\n`);
}
process.stdout.write(`ssa: typed merge ${passed}/${total}\n`);
for (const failure of failures.slice(0, verbose)) process.stdout.write(`${failure}\n`);
process.exitCode = failures.length === 0 ? 0 : 1;
