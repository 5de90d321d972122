// A plain controller-gen line read without yargs (controller-gen-line.ts) gives what the
// yargs command line gives: the arguments for every plain form, every other form left to
// src/cli.ts, and the golden outputs of every controller-gen case.

import test from "ava";
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { runCli } from "../cli.js";
import { findCases, goldenRoot, readTree, runCase } from "../test-support.js";
import { plainControllerGenLine, runPlainControllerGen } from "./controller-gen-line.js";

test("plain forms: controller-gen's arguments and our flags", (t) => {
  t.deepEqual(plainControllerGenLine(["crd", "paths=./...", "output:crd:dir=out"]), { args: ["crd", "paths=./...", "output:crd:dir=out"] });
  t.deepEqual(plainControllerGenLine(["--controller-tools", "v0.21.0", "crd:maxDescLen=0", "--no-cache", "paths=./api/...", "--cel-cost", "--version-annotation=(devel)"]),
    { args: ["crd:maxDescLen=0", "paths=./api/..."], controllerTools: "v0.21.0", cache: false, celCost: true, versionAnnotation: "(devel)" });
  t.deepEqual(plainControllerGenLine(["--union-rules", "--k8s-bounds", "--strict-cel-cost", "--warnings-as-errors", "--dependency-warnings", "--cache", "crd"]),
    { args: ["crd"], unionRules: true, k8sBounds: true, strictCelCost: true, warningsAsErrors: true, dependencyWarnings: true, cache: true });
  t.deepEqual(plainControllerGenLine([]), { args: [] });
});

test("every other form is left to the yargs command line", (t) => {
  for (const argv of [
    ["--help"], ["-h"], ["crd", "--version"], ["--config", "c.json", "crd"], ["--parser", "wasm", "crd"], ["crd", "--", "paths=./..."],
    ["--controller-tools"], ["--controller-tools", "--cel-cost"], ["--controller-tools="], ["--controller-tools", "v0.20.0", "--controller-tools", "v0.21.0"],
    ["--cel-cost=true"], ["--no-cel-cost"], ["--celCost"], ["--cache", "--no-cache"], ["--union-rules-form", "cel"], ["-x"], [""], ["--verbose"],
  ]) t.is(plainControllerGenLine(argv), undefined, argv.join(" "));
});

const controllerGenCases = findCases(goldenRoot).filter((dir) => existsSync(join(dir, "cmd")) && readFileSync(join(dir, "cmd"), "utf8").startsWith("controller-gen "));

test("the controller-gen golden cases are many", (t) => {
  t.true(controllerGenCases.length > 40, `${controllerGenCases.length}`);
});

for (const dir of controllerGenCases) {
  test(`golden through the plain line: ${relative(goldenRoot, dir)}`, async (t) => {
    let plain = false;
    const got = await runCase(dir, async (args, io) => {
      const code = args[0] === "controller-gen" ? await runPlainControllerGen(args.slice(1), io) : undefined;
      plain = code !== undefined;
      return code ?? runCli(args, io);
    });
    const want = readTree(join(dir, "want"));
    t.deepEqual([...got.keys()].sort(), [...want.keys()].sort(), "the set of outputs differs");
    for (const [name, content] of got) t.is(content, want.get(name) ?? "", `want/${name}`);
    const line = readFileSync(join(dir, "cmd"), "utf8");
    // Only lines with a form the plain reader leaves to yargs go through it.
    if (!/(^|\s)(-h|--help|--config|--parser|--|--union-rules-form)(\s|=|$)/.test(line)) t.true(plain, line);
  });
}
