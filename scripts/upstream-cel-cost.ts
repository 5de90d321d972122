// node dist/scripts/upstream-cel-cost.js CEL_GO_GIT_DIR APIEXTENSIONS_APISERVER_GIT_DIR APISERVER_GIT_DIR [--ref REV] [--k8s-ref REV] [--verbose N]
// Scores our CEL cost estimator (src/cel-cost) against upstream's own expectations, read
// from a bare git mirror at run time; nothing of upstream is stored in this repository.
// Not part of CI. Prints a `cel-cost: … N/M` line per suite and the first failures.
//
// - cel-go checker/cost_test.go TestCost (v0.26.0, the version apiserver v0.36 uses): every
//   case; those that install a custom overload estimator written in Go are listed as skipped.
// - apiextensions-apiserver pkg/apiserver/schema/cel/compilation_test.go TestCostEstimation
//   (v0.36.0): every case, its schema evaluated from the test's generators; the few whose
//   schema is built by helpers of another file are listed as skipped.
// - apiserver pkg/cel/library/cost_test.go (v0.36.0): the estimated cost of every expression
//   of Kubernetes' libraries whose expectation is a table entry or a table-built expression;
//   authorization functions (not available to CRD rules) are listed as skipped.

import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { upstreamArgs } from "./upstream-args.js";
import { runApiextensionsCostTests } from "./upstream-cel-cost/apiextensions.js";
import { runCelGoCostTests, type CostCase } from "./upstream-cel-cost/celgo.js";
import { runLibraryCostTests } from "./upstream-cel-cost/library.js";

const { positional, flag } = upstreamArgs();
if (positional.length !== 3) {
  process.stderr.write("usage: node dist/scripts/upstream-cel-cost.js CEL_GO_GIT_DIR APIEXTENSIONS_APISERVER_GIT_DIR APISERVER_GIT_DIR [--ref REV] [--k8s-ref REV] [--verbose N]\n");
  process.exit(2);
}
const [celGo, apiextensions, apiserver] = positional.map((p) => resolve(p)) as [string, string, string];
const ref = flag("--ref") ?? "v0.26.0";
const k8sRef = flag("--k8s-ref") ?? "v0.36.0";
const verbose = Number(flag("--verbose") ?? "10");
const show = (dir: string, rev: string, path: string): string => execFileSync("git", ["-C", dir, "show", `${rev}:${path}`], { encoding: "utf8", maxBuffer: 1 << 26 });

const report = (label: string, cases: readonly CostCase[]): boolean => {
  const judged = cases.filter((c) => c.skipped === undefined);
  const failed = judged.filter((c) => c.problem !== undefined);
  process.stdout.write(`cel-cost: ${label} ${judged.length - failed.length}/${judged.length}\n`);
  for (const c of cases.filter((x) => x.skipped !== undefined)) process.stdout.write(`  skipped: ${c.name} (${c.skipped})\n`);
  for (const c of failed.slice(0, verbose)) process.stdout.write(`FAIL ${c.name}\n      ${c.problem}\n`);
  return failed.length === 0;
};

const celGoOk = report(`cel-go ${ref} checker/cost_test.go`, runCelGoCostTests(show(celGo, ref, "checker/cost_test.go")));
const crdOk = report(`apiextensions-apiserver ${k8sRef} compilation_test.go TestCostEstimation`, runApiextensionsCostTests(show(apiextensions, k8sRef, "pkg/apiserver/schema/cel/compilation_test.go")));
const libraryOk = report(`apiserver ${k8sRef} pkg/cel/library/cost_test.go`, runLibraryCostTests(show(apiserver, k8sRef, "pkg/cel/library/cost_test.go")));
process.exitCode = celGoOk && crdOk && libraryOk ? 0 : 1;
