// node dist/scripts/upstream-unions.js CODE_GENERATOR_GIT_DIR APIMACHINERY_GIT_DIR [--ref REV] [--verbose N]
// Runs our validation of validation-gen's unions (openapi-markers/runtime validateK8sUnions,
// on tables our generator makes from upstream's test types) against upstream's own tests,
// read from bare git mirrors at run time; nothing of upstream is stored in this repository.
// Not part of CI. Prints `unions: output_tests N/N, apimachinery M/M`, `cel: N/N, kep1027 K/K`
// (our generated CEL rules, src/emit/cel, evaluated with @bufbuild/cel on each output_tests
// case accept or reject as upstream does; every discriminated case, of the output_tests and
// of apimachinery's tables, read as a KEP-1027 union: the KEP rules reject exactly what our
// runtime's validateUnions rejects, same messages and paths), `structural: N/N (creates, …; updates U/V, …)` (--union-rules-form=structural, with
// Ajv's draft 4 validator, CEL where the form cannot express a union: accept/reject as
// upstream) and the first failures.
//
// - code-generator cmd/validation-gen/output_tests/tags/…: every package whose doc.go uses
//   +k8s:unionMember, +k8s:zeroOrOneOfMember or +k8s:unionDiscriminator (union, zeroOrOneOf,
//   item and levels cases); each Expect… call of its doc_test.go is one case. A case that
//   expects errors of another validator (e.g. +k8s:minimum) is listed as skipped.
// - apimachinery pkg/api/validate union_test.go and zeroorone_test.go: every test-table row
//   (and its "pointer"/"value" subtests) is one case.

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { upstreamArgs } from "./upstream-args.js";
import { runApimachineryTests } from "./upstream-unions/apimachinery.js";
import { runOutputTests, unionTestDirs, type CaseResult } from "./upstream-unions/output-tests.js";
import { selectParser } from "../src/parse/go-tree.js";

// The loader parses with the thread's parser: the native binding is an opt-in, so pick as the CLI does.
await selectParser("auto");

const { positional, flag } = upstreamArgs();
if (positional.length !== 2) {
  process.stderr.write("usage: node dist/scripts/upstream-unions.js CODE_GENERATOR_GIT_DIR APIMACHINERY_GIT_DIR [--ref REV] [--verbose N]\n");
  process.exit(2);
}
const [codeGenerator, apimachinery] = positional.map((p) => resolve(p)) as [string, string];
const ref = flag("--ref") ?? "v0.36.0";
const verbose = Number(flag("--verbose") ?? "10");
const git = (dir: string, ...gitArgs: string[]): string => execFileSync("git", ["-C", dir, ...gitArgs], { encoding: "utf8", maxBuffer: 1 << 28 });

const work = mkdtempSync(join(tmpdir(), "om-upstream-unions-"));
try {
  const grep = (pattern: string, path: string): string[] =>
    git(codeGenerator, "grep", "-l", "-E", pattern, ref, "--", path).split("\n").filter((l) => l !== "").map((l) => l.slice(ref.length + 1));
  const output = runOutputTests(unionTestDirs(grep), (path) => git(codeGenerator, "show", `${ref}:${path}`), join(work, "module"));
  const machinery = runApimachineryTests(["union_test.go", "zeroorone_test.go"].map((name) => ({ name, text: git(apimachinery, "show", `${ref}:pkg/api/validate/${name}`) })));
  const judged = output.filter((c) => c.skipped === undefined);
  const passed = (list: readonly CaseResult[]): number => list.filter((c) => c.problem === undefined).length;
  process.stdout.write(`upstream: code-generator and apimachinery at ${ref}\n`);
  process.stdout.write(`unions: output_tests ${passed(judged)}/${judged.length}, apimachinery ${passed(machinery)}/${machinery.length}\n`);
  const celFailures = judged.filter((c) => c.cel !== undefined);
  const kepCases = [...judged, ...machinery].filter((c) => "kep" in c);
  const kepFailures = kepCases.filter((c) => c.kep !== undefined);
  const kepCreates = kepCases.filter((c) => c.update !== true);
  const kepStructuralFailures = kepCreates.filter((c) => c.kepStructural !== undefined);
  process.stdout.write(`cel: ${judged.length - celFailures.length}/${judged.length}, kep1027 ${kepCases.length - kepFailures.length}/${kepCases.length}\n`);
  for (const failure of [...celFailures, ...kepFailures].slice(0, verbose)) process.stdout.write(`CEL FAIL ${failure.name}\n      ${failure.cel ?? failure.kep}\n`);
  process.stdout.write(`structural kep1027: ${kepCreates.length - kepStructuralFailures.length}/${kepCreates.length} (creates; updates ${kepCases.filter((c) => c.update === true && c.kepStructural === undefined).length}/${kepCases.length - kepCreates.length})\n`);
  for (const failure of kepStructuralFailures.slice(0, verbose)) process.stdout.write(`STRUCTURAL KEP FAIL ${failure.name}\n      ${failure.kepStructural}\n`);
  const structural = (list: readonly CaseResult[]): string => `${list.filter((c) => c.structural === undefined).length}/${list.length}`;
  const creates = judged.filter((c) => c.update !== true);
  const updates = judged.filter((c) => c.update === true);
  const byOneOf = (list: readonly CaseResult[]): string => `${structural(list.filter((c) => c.byOneOf === true))} by oneOf/anyOf`;
  process.stdout.write(`structural: ${structural(creates)} (creates, ${byOneOf(creates)}; updates ${structural(updates)}, ${byOneOf(updates)})\n`);
  for (const failure of judged.filter((c) => c.structural !== undefined).slice(0, verbose)) process.stdout.write(`STRUCTURAL ${failure.update === true ? "UPDATE " : ""}FAIL ${failure.name}\n      ${failure.structural}\n`);
  const skipped = output.filter((c) => c.skipped !== undefined);
  if (skipped.length > 0) process.stdout.write(`skipped: ${skipped.length} output_tests cases (${[...new Set(skipped.map((c) => c.skipped))].join("; ")})\n`);
  if (verbose > 0) for (const c of skipped) process.stdout.write(`  skipped: ${c.name}\n`);
  const failures = [...judged, ...machinery].filter((c) => c.problem !== undefined);
  for (const failure of failures.slice(0, verbose)) process.stdout.write(`FAIL ${failure.name}\n      ${failure.problem}\n`);
  const structuralCreateFailures = creates.filter((c) => c.structural !== undefined);
  process.exitCode = failures.length === 0 && celFailures.length === 0 && kepFailures.length === 0 && structuralCreateFailures.length === 0 && kepStructuralFailures.length === 0 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
