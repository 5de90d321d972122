// A plain generate or openapi-gen line read without yargs (plain-lines.ts) gives what the
// yargs command line gives: the arguments and defaults for every plain form, every other
// form left to src/cli.ts, and the golden outputs of every generate and openapi-gen case.

import test from "ava";
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { runCli } from "../cli.js";
import { findCases, goldenRoot, readTree, runCase } from "../test-support.js";
import { plainGenerateLine, plainOpenapiGenLine, runPlainLine } from "./plain-lines.js";

const defaults = {
  v2: undefined, v3: undefined, ts: undefined, format: undefined, kubeOpenapi: undefined, unionRulesForm: "cel", unionFormat: "both",
  title: "openapi-markers", apiVersion: "unversioned", published: false, allTypes: false, v3UnionRules: false, inputsOnly: false,
  check: false, warningsAsErrors: false, cache: true,
};

test("plain generate forms: inputs, value flags, booleans, and yargs' defaults for the rest", (t) => {
  t.deepEqual(plainGenerateLine([".", "--v2", "out/v2.json"]), { ...defaults, inputs: ["."], v2: "out/v2.json" });
  t.deepEqual(plainGenerateLine(["./api/...", "--v3=v3.yaml", "--ts", "t.ts", "--format", "json", "--published", "--all-types", "--no-cache", "k8s.io/api/core/v1",
    "--union-rules-form", "structural", "--union-format=kep", "--title", "T", "--api-version", "v9", "--kube-openapi", "1.30", "--v3-union-rules",
    "--inputs-only", "--check", "--warnings-as-errors"]),
  { ...defaults, inputs: ["./api/...", "k8s.io/api/core/v1"], v3: "v3.yaml", ts: "t.ts", format: "json", published: true, allTypes: true, cache: false,
    unionRulesForm: "structural", unionFormat: "kep", title: "T", apiVersion: "v9", kubeOpenapi: "1.30", v3UnionRules: true, inputsOnly: true,
    check: true, warningsAsErrors: true });
});

test("every other generate form is left to the yargs command line", (t) => {
  for (const argv of [
    [], ["--v2", "x.json"], [".", "--help"], [".", "-h"], [".", "--version"], [".", "--config", "c.json"], [".", "--parser", "wasm"], [".", "--verbose"],
    [".", "--", "-odd"], [".", "--v2", "-"], [".", "--v2"], [".", "--v2="], [".", "--v2", "a", "--v2", "b"], [".", "--format", "xml"],
    [".", "--published=true"], [".", "--no-published"], [".", "--allTypes"], [".", "--cache", "--no-cache"], [".", "-x"], [""], [".", "--unknown"],
  ]) t.is(plainGenerateLine(argv), undefined, argv.join(" "));
});

test("an openapi-gen line skips yargs with openapi-gen's long flags only", (t) => {
  t.true(plainOpenapiGenLine(["--output-dir", "out", "--output-pkg=p", "--go-header-file", "h.txt", "--readonly-pkg", "a,b", "--logtostderr", "k8s.io/api/core/v1"]));
  t.true(plainOpenapiGenLine([]));
  for (const argv of [["--help"], ["-h"], ["--version"], ["--config", "c.json"], ["--parser", "wasm"], ["--verbose"], ["--", "x"], ["-v", "2"], ["--report-filename", "-"], ["--bogus"], [""]]) {
    t.false(plainOpenapiGenLine(argv), argv.join(" "));
  }
});

const cases = findCases(goldenRoot).filter((dir) => existsSync(join(dir, "cmd")) && /^(generate|openapi-gen) /.test(readFileSync(join(dir, "cmd"), "utf8")));

test("the generate and openapi-gen golden cases are many", (t) => {
  t.true(cases.length > 100, `${cases.length}`);
});

for (const dir of cases) {
  test(`golden through the plain line: ${relative(goldenRoot, dir)}`, async (t) => {
    const got = await runCase(dir, async (args, io) => (await runPlainLine(args, io)) ?? runCli(args, io));
    const want = readTree(join(dir, "want"));
    t.deepEqual([...got.keys()].sort(), [...want.keys()].sort(), "the set of outputs differs");
    for (const [name, content] of got) t.is(content, want.get(name) ?? "", `want/${name}`);
  });
}
