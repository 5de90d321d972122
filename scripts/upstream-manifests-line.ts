// node dist/scripts/upstream-manifests-line.js --repo GITDIR [--ref REV] [--project PATH[,PATH…]]
//     [--target T[,T…]] [--line 'ARGS']… --module MODULE=GITDIR … [--tool-arg ARG]… [--keep] [--verbose]
// Runs a repository's own controller-gen lines as written, with `openapi-markers controller-gen`
// in place of controller-gen, and checks that they rewrite every file they own byte for byte and
// touch nothing else. Upstream inputs are read from bare git mirrors at run time; nothing of them
// is stored in this repository. Not part of CI.
//
// For each PATH (a folder of REV, "." for the whole repository; e.g. kubebuilder's
// testdata/project-v4): the folder is extracted, the modules its go.mod files require are laid
// out in a module cache from the --module mirrors (each at that version's tag), and each line —
// the $(CONTROLLER_GEN) commands of the Makefile targets (default `manifests`; continuation lines
// joined, the Makefile's simple variables expanded, a leading `cd DIR;` honoured), or each
// --line given — runs after the files it owns are removed: crd, the CustomResourceDefinition
// YAML of its output folder; rbac, its role file; webhook, manifests.yaml; applyconfiguration,
// every `applyconfiguration` folder. The controller-tools version is the one the repository
// pins, found by the tool itself. Then the tree is compared with REV's.
// Prints `PATH: owned N/M identical, K other files touched, exit S`.

import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { moduleMirrors, upstreamArgs } from "./upstream-args.js";
import { extractTree } from "./upstream-extract.js";
import { layOutModules } from "./upstream-modcache.js";
import { controllerGenLines, givenLine, type ControllerGenLine } from "./upstream-make-lines.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(repo, "dist/bin/openapi-markers.js");
const args = process.argv.slice(2);
const { flag } = upstreamArgs(args);
const modules = moduleMirrors(args);
const gitDir = flag("--repo");
const ref = flag("--ref") ?? "HEAD";
const projects = flag("--project")?.split(",") ?? ["."];
const targets = (flag("--target") ?? "manifests").split(",");
const given = args.flatMap((a, i) => (args[i - 1] === "--line" ? [givenLine(a)] : []));
const verbose = args.includes("--verbose");
/** `--tool-arg ARG`: added to every line (`--version-annotation '(devel)'` for CRDs a locally built controller-gen wrote). */
const toolArgs = args.flatMap((a, i) => (args[i - 1] === "--tool-arg" ? [a] : []));
if (gitDir === undefined) {
  process.stderr.write("usage: node dist/scripts/upstream-manifests-line.js --repo GITDIR [--ref REV] [--project PATH[,PATH…]] [--target T[,T…]] [--line 'ARGS']… --module MODULE=GITDIR … [--verbose]\n");
  process.exit(2);
}
const work = mkdtempSync(join(tmpdir(), "om-manifests-line-"));

/** Where a line's generators write, relative to the project folder. */
interface Owned {
  readonly crdDirs: string[];
  readonly files: string[];
  applyconfiguration: boolean;
}

function outputDir(genArgs: readonly string[], generator: string, cwd: string): string | undefined {
  let dir: string | undefined = join("config", generator);
  for (const a of genArgs) {
    const m = /^output(?::([a-z]+))?:(?:artifacts:config|dir)=([^,]*)/.exec(a) ?? /^output(?::([a-z]+))?:(stdout|none)$/.exec(a);
    if (m === null || (m[1] !== undefined && m[1] !== generator)) continue;
    // A generator's own rule beats the general one, wherever it is.
    if (m[1] === undefined && genArgs.some((b) => b.startsWith(`output:${generator}:`))) continue;
    dir = a.endsWith(":stdout") || a.endsWith(":none") ? undefined : m[2]!;
  }
  return dir === undefined ? undefined : join(cwd, dir);
}

function addOwned(owned: Owned, line: ControllerGenLine): void {
  const generators = new Set(line.args.map((a) => a.split(/[:=]/, 1)[0]!));
  const crd = generators.has("crd") ? outputDir(line.args, "crd", line.cwd) : undefined;
  if (crd !== undefined) owned.crdDirs.push(crd);
  const rbac = generators.has("rbac") ? outputDir(line.args, "rbac", line.cwd) : undefined;
  const fileName = line.args.find((a) => a.startsWith("rbac:"))?.match(/fileName=([^,]+)/)?.[1] ?? "role.yaml";
  if (rbac !== undefined) owned.files.push(join(rbac, fileName));
  const webhook = generators.has("webhook") ? outputDir(line.args, "webhook", line.cwd) : undefined;
  if (webhook !== undefined) owned.files.push(join(webhook, "manifests.yaml"));
  if (generators.has("applyconfiguration")) owned.applyconfiguration = true;
}

function isOwned(owned: Owned, file: string, root: string): boolean {
  if (owned.files.includes(file)) return true;
  if (owned.applyconfiguration && file.split("/").includes("applyconfiguration")) return true;
  const slash = file.lastIndexOf("/");
  const dir = slash === -1 ? "." : file.slice(0, slash);
  return owned.crdDirs.includes(dir) && /\.ya?ml$/.test(file) && isCrd(join(root, file));
}

function isCrd(path: string): boolean {
  return existsSync(path) && /^kind: CustomResourceDefinition$/m.test(readFileSync(path, "utf8"));
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const d = stack.pop()!;
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (lstatSync(p).isDirectory()) stack.push(p);
      else out.push(relative(dir, p));
    }
  }
  return out.sort();
}

function extract(path: string, into: string): void {
  extractTree(resolve(gitDir!), ref, path, into);
}

function scoreProject(path: string): boolean {
  const name = path === "." ? "root" : path.replaceAll("/", "_");
  const pristine = join(work, "pristine", name);
  const root = join(work, "run", name);
  extract(path, pristine);
  extract(path, root);
  const modCache = join(work, "modcache");
  for (const f of listFiles(root).filter((f) => f.endsWith("go.mod") && !f.includes("testdata/"))) layOutModules(join(root, f), modules, modCache);
  const lines = given.length > 0 ? given : controllerGenLines(readFileSync(join(root, "Makefile"), "utf8"), targets);
  if (lines.length === 0) {
    process.stdout.write(`${path}: no controller-gen line in ${targets.join(", ")}\n`);
    return false;
  }
  const owned: Owned = { crdDirs: [], files: [], applyconfiguration: false };
  for (const line of lines) addOwned(owned, line);
  const ownedBefore = listFiles(pristine).filter((f) => isOwned(owned, f, pristine));
  for (const f of ownedBefore) rmSync(join(root, f), { force: true });
  let status = 0;
  for (const line of lines) {
    const run = spawnSync(process.execPath, [bin, "controller-gen", ...line.args, ...toolArgs], {
      cwd: join(root, line.cwd),
      encoding: "utf8",
      env: { ...process.env, GOMODCACHE: modCache, GOFLAGS: existsSync(join(root, "vendor/modules.txt")) ? "" : "-mod=mod" },
    });
    status ||= run.status ?? 1;
    if (verbose || run.status !== 0) process.stdout.write(`  ran: ${line.cwd === "" ? "" : `cd ${line.cwd}; `}controller-gen ${line.args.join(" ")}\n  exit ${run.status}\n${indent(run.stderr)}`);
  }
  return compareTrees(path, pristine, root, status, (f) => isOwned(owned, f, pristine) || isOwned(owned, f, root));
}

function compareTrees(path: string, pristine: string, root: string, status: number, owns: (file: string) => boolean): boolean {
  const before = new Set(listFiles(pristine));
  const after = new Set(listFiles(root));
  let identical = 0;
  const owned: string[] = [];
  const others: string[] = [];
  for (const f of [...new Set([...before, ...after])].sort()) {
    const problem = !after.has(f) ? "not written" : !before.has(f) ? "added" : contents(join(pristine, f)).equals(contents(join(root, f))) ? undefined : "differs";
    if (problem === undefined) identical += owns(f) ? 1 : 0;
    else (owns(f) ? owned : others).push(`${problem}: ${f}`);
  }
  const ownedCount = [...before].filter(owns).length;
  process.stdout.write(`${path}: owned ${identical}/${ownedCount} identical, ${others.length} other files touched, exit ${status}\n`);
  for (const note of [...owned, ...others]) process.stdout.write(`  ${note}\n`);
  return identical === ownedCount && owned.length === 0 && others.length === 0 && status === 0;
}

/** A file's bytes, or a symbolic link's target (one may point at a folder). */
function contents(path: string): Buffer {
  return lstatSync(path).isSymbolicLink() ? Buffer.from(`-> ${readlinkSync(path)}`) : readFileSync(path);
}

function indent(text: string): string {
  return text.trim() === "" ? "" : text.trimEnd().split("\n").slice(0, 20).map((l) => `    ${l}`).join("\n") + "\n";
}

let ok = true;
try {
  for (const path of projects) ok = scoreProject(path) && ok;
} finally {
  if (!args.includes("--keep")) rmSync(work, { recursive: true, force: true });
  else process.stdout.write(`kept ${work}\n`);
}
process.exit(ok ? 0 : 1);
