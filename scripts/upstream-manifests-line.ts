// node dist/scripts/upstream-manifests-line.js --repo GITDIR [--ref REV] --project PATH[,PATH…]
//                                             --module MODULE=GITDIR … [--target manifests] [--verbose]
// Runs a project's own `make manifests` line as written, with `openapi-markers controller-gen`
// in place of $(CONTROLLER_GEN), and checks that it rewrites every file the line owns byte for
// byte and touches nothing else. Upstream inputs are read from bare git mirrors at run time;
// nothing of them is stored in this repository. Not part of CI.
//
// For each PATH (a folder of REV holding a Makefile and a go.mod, e.g. kubebuilder's
// testdata/project-v4): the folder is extracted, the modules its go.mod requires are laid out
// in a module cache from the --module mirrors (each at that version's tag), the files the
// line's generators own are removed (crd: the artifacts folder's YAML; rbac:
// config/rbac/role.yaml; webhook: config/webhook/manifests.yaml; applyconfiguration: every
// `applyconfiguration` folder), the recipe line runs, and the tree is compared with REV's.
// Prints `PATH: owned N/N identical, M other files touched, exit S`.

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { moduleMirrors, upstreamArgs } from "./upstream-args.js";
import { layOutModules } from "./upstream-modcache.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(repo, "dist/bin/openapi-markers.js");
const args = process.argv.slice(2);
const { flag } = upstreamArgs(args);
const modules = moduleMirrors(args);
const gitDir = flag("--repo");
const ref = flag("--ref") ?? "HEAD";
const projects = flag("--project")?.split(",") ?? [];
const target = flag("--target") ?? "manifests";
const verbose = args.includes("--verbose");
if (gitDir === undefined || projects.length === 0) {
  process.stderr.write("usage: node dist/scripts/upstream-manifests-line.js --repo GITDIR [--ref REV] --project PATH[,PATH…] --module MODULE=GITDIR … [--target manifests] [--verbose]\n");
  process.exit(2);
}
const work = mkdtempSync(join(tmpdir(), "om-manifests-line-"));

/** The recipe lines of a Makefile target that run $(CONTROLLER_GEN). */
function controllerGenLines(makefile: string, name: string): string[] {
  const lines = makefile.split("\n");
  const start = lines.findIndex((l) => new RegExp(`^${name}\\s*:`).test(l));
  if (start === -1) return [];
  const recipe: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("\t")) break;
    if (line.includes("$(CONTROLLER_GEN)")) recipe.push(line.trim());
  }
  return recipe;
}

/** A recipe line split as the shell splits it: words, double and single quotes removed. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (const ch of line) {
    if (quote !== undefined) {
      if (ch === quote) quote = undefined;
      else word = (word ?? "") + ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      word ??= "";
    } else if (/\s/.test(ch)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? "") + ch;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** Removes what the line's generators write, so that the run must write it again. */
function removeOwned(root: string, genArgs: readonly string[]): void {
  const generators = new Set(genArgs.map((a) => a.split(/[:=]/, 1)[0]!));
  const artifacts = genArgs.find((a) => a.startsWith("output:crd:artifacts:config="))?.split("=")[1] ?? "config/crd/bases";
  if (generators.has("crd")) for (const f of listFiles(join(root, artifacts))) rmSync(join(root, artifacts, f));
  if (generators.has("rbac")) rmSync(join(root, "config/rbac/role.yaml"), { force: true });
  if (generators.has("webhook")) rmSync(join(root, "config/webhook/manifests.yaml"), { force: true });
  if (generators.has("applyconfiguration")) {
    for (const f of listFiles(root)) {
      const at = f.split("/").indexOf("applyconfiguration");
      if (at !== -1) rmSync(join(root, ...f.split("/").slice(0, at + 1)), { recursive: true, force: true });
    }
  }
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const d = stack.pop()!;
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) stack.push(p);
      else out.push(relative(dir, p));
    }
  }
  return out.sort();
}

function extract(path: string, into: string): void {
  mkdirSync(into, { recursive: true });
  const archive = execFileSync("git", ["--git-dir", resolve(gitDir!), "archive", ref, path], { maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", into, `--strip-components=${path.split("/").length}`], { input: archive, maxBuffer: 1 << 30 });
}

function scoreProject(path: string): boolean {
  const pristine = join(work, "pristine", path.replaceAll("/", "_"));
  const root = join(work, "run", path.replaceAll("/", "_"));
  extract(path, pristine);
  extract(path, root);
  const modCache = layOutModules(join(root, "go.mod"), modules, join(work, "modcache"));
  const lines = controllerGenLines(readFileSync(join(root, "Makefile"), "utf8"), target);
  if (lines.length === 0) {
    process.stdout.write(`${path}: no $(CONTROLLER_GEN) line in target ${target}\n`);
    return false;
  }
  let status = 0;
  for (const line of lines) {
    const genArgs = shellWords(line).slice(1);
    removeOwned(root, genArgs);
    const run = spawnSync(process.execPath, [bin, "controller-gen", ...genArgs], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, GOMODCACHE: modCache, GOFLAGS: "-mod=mod" },
    });
    status ||= run.status ?? 1;
    if (verbose || run.status !== 0) process.stdout.write(`  ran: controller-gen ${genArgs.join(" ")}\n  exit ${run.status}\n${indent(run.stderr)}`);
  }
  return compareTrees(path, pristine, root, status);
}

function compareTrees(path: string, pristine: string, root: string, status: number): boolean {
  const before = new Set(listFiles(pristine));
  const after = new Set(listFiles(root));
  let identical = 0;
  const owned: string[] = [];
  const others: string[] = [];
  for (const f of [...new Set([...before, ...after])].sort()) {
    const problem = !after.has(f) ? "not written" : !before.has(f) ? "added" : readFileSync(join(pristine, f)).equals(readFileSync(join(root, f))) ? undefined : "differs";
    if (problem === undefined) identical += isOwned(f) ? 1 : 0;
    else (isOwned(f) ? owned : others).push(`${problem}: ${f}`);
  }
  const ownedCount = [...before].filter(isOwned).length;
  process.stdout.write(`${path}: owned ${identical}/${ownedCount} identical, ${others.length} other files touched, exit ${status}\n`);
  for (const note of [...owned, ...others]) process.stdout.write(`  ${note}\n`);
  return identical === ownedCount && owned.length === 0 && others.length === 0 && status === 0;
}

/** The files a manifests line's generators write in a kubebuilder layout. */
function isOwned(file: string): boolean {
  return /^config\/crd\/bases\/[^/]+\.yaml$/.test(file) || file === "config/rbac/role.yaml" || file === "config/webhook/manifests.yaml" || file.split("/").includes("applyconfiguration");
}

function indent(text: string): string {
  return text.trim() === "" ? "" : text.trimEnd().split("\n").slice(0, 20).map((l) => `    ${l}`).join("\n") + "\n";
}

let ok = true;
try {
  for (const path of projects) ok = scoreProject(path) && ok;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
