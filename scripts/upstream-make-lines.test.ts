import test from "ava";
import { controllerGenLines, givenLine } from "./upstream-make-lines.js";

// A Makefile of our own with the shapes real ones use: continuation lines, a quoted command,
// variables, `cd DIR;`, a target with a help rule line and a recipe rule line, a pattern.
const makefile = [
  "CRDS := ./config/crds",
  "APIS ?= ./api/...",
  "APIS ?= ./ignored/...",
  "manifests: controller-gen ## Generate.",
  '\t"$(CONTROLLER_GEN)" rbac:roleName=manager-role crd paths="$(APIS)" output:crd:dir=$(CRDS)',
  "\t$(CONTROLLER_GEN) \\",
  '\t\twebhook paths="./a/...;./b/..." \\',
  "\t\toutput:webhook:dir=./config/webhook",
  "\tcp -f x y",
  "gen-one: ## help text only",
  "gen-one: $(CONTROLLER_GEN)",
  "\t@cd ./sub; $(CONTROLLER_GEN) crd paths=./... output:crd:dir=./out",
  "gen-two:",
  "\t$(CONTROLLER_GEN) crd paths=./two/... && echo done",
  "gen-all: gen-one gen-two",
  "",
].join("\n");

test("a target's recipe: quoted command, variables, continuation lines, other commands left out", (t) => {
  t.deepEqual(controllerGenLines(makefile, ["manifests"]), [
    { cwd: "", args: ["rbac:roleName=manager-role", "crd", "paths=./api/...", "output:crd:dir=./config/crds"] },
    { cwd: "", args: ["webhook", "paths=./a/...;./b/...", "output:webhook:dir=./config/webhook"] },
  ]);
});

test("every rule line of a target, `cd DIR;` as the working directory, a pattern naming each target once", (t) => {
  t.deepEqual(controllerGenLines(makefile, ["gen-*"]), [
    { cwd: "sub", args: ["crd", "paths=./...", "output:crd:dir=./out"] },
    { cwd: "", args: ["crd", "paths=./two/..."] },
  ]);
});

test("a line given as is, with or without the command word", (t) => {
  t.deepEqual(givenLine("crd paths=./api/..."), { cwd: "", args: ["crd", "paths=./api/..."] });
  t.deepEqual(givenLine("cd hack && ./bin/controller-gen crd paths=./..."), { cwd: "hack", args: ["crd", "paths=./..."] });
});
