// node dist/scripts/upstream-crd.js --controller-tools GITDIR [--ref TAG[,TAG…]|all] [--kubebuilder GITDIR [--kubebuilder-ref REV[,REV…]|all]]
//                                   --module k8s.io/api=GITDIR --module k8s.io/apimachinery=GITDIR
//                                   [--module k8s.io/apiextensions-apiserver=GITDIR] [--verbose]
// Runs `openapi-markers controller-gen` on upstream inputs read from bare git mirrors at run
// time, and compares its CRDs byte for byte with the YAML upstream checks in; nothing of
// upstream is stored in this repository. Not part of CI.
//
// controller-tools' pkg/crd/testdata at each TAG (default: its newest release; `all`: every
// release from v0.14.0), reproducing that release (--controller-tools TAG, annotation
// "(devel)" as upstream's files have it): every directory with a
// `//go:generate …run-controller-gen.sh ARGS` line is run with the last such line's arguments, and
// the files its test suite generates with a parser of its own (oneofs, enums, externaldocs,
// the group-less cronjobs, maxDescLen=50) with the options that suite passes. Files that are
// not in controller-gen's output format (no `---` line: oneofs, enums, externaldocs, which
// the suite reads as objects, one with a status block and no final newline) are listed as
// skipped, not scored. Prints `crd TAG: N/N identical, M/N equal as YAML`: upstream's own
// test reads the CronJob's file as an object, and some tags check in a hand-edited one
// (a quoting or line folding go-yaml never writes); equal as YAML counts those.
//
// kubebuilder's projects (cronjob-tutorial, multiversion-tutorial, getting-started,
// testdata/project-v4, testdata/project-v4-multigroup): the crd arguments of the project's
// Makefile (its `manifests` line: crd[:options] and paths=), output to a temporary
// directory, every file of config/crd/bases compared, at each --kubebuilder-ref (default
// HEAD; `all`: every release from v4.0.0), reproducing the version each Makefile pins.
// Prints `kubebuilder REF/<project>: N/N identical, …`.
//
// Dependencies come from a module cache laid out in a temporary directory from the
// --module mirrors, at the versions each go.mod requires (a release tag of that version).

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { parse as parseYaml } from "yaml";
import { moduleMirrors, upstreamArgs } from "./upstream-args.js";
import { layOutModules } from "./upstream-modcache.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(repo, "dist/bin/openapi-markers.js");
const args = process.argv.slice(2);
const { flag } = upstreamArgs(args);
const modules = moduleMirrors(args);
const controllerTools = flag("--controller-tools");
const kubebuilder = flag("--kubebuilder");
const verbose = args.includes("--verbose");
if (controllerTools === undefined || modules.size === 0) {
  process.stderr.write("usage: node dist/scripts/upstream-crd.js --controller-tools GITDIR [--ref TAG[,TAG…]|all] [--kubebuilder GITDIR [--kubebuilder-ref REV[,REV…]|all]] --module k8s.io/api=GITDIR --module k8s.io/apimachinery=GITDIR [--module k8s.io/apiextensions-apiserver=GITDIR] [--verbose]\n");
  process.exit(2);
}

const git = (dir: string, ...gitArgs: string[]): string => execFileSync("git", ["--git-dir", resolve(dir), ...gitArgs], { encoding: "utf8", maxBuffer: 1 << 28 });
const work = mkdtempSync(join(tmpdir(), "om-upstream-crd-"));

interface Score {
  identical: number;
  /** Identical, or equal once both are read as YAML (upstream's test compares objects; some checked-in files were edited by hand). */
  equal: number;
  total: number;
  failures: string[];
  skipped: string[];
}

function report(name: string, score: Score): void {
  process.stdout.write(`${name}: ${score.identical}/${score.total} identical, ${score.equal}/${score.total} equal as YAML\n`);
  for (const failure of score.failures) process.stdout.write(`  ${failure}\n`);
  for (const skipped of score.skipped) process.stdout.write(`  skipped (not controller-gen output): ${skipped}\n`);
}

// ---- controller-tools ----

/** Files controller-tools' test suite generates with its own parser, and the arguments that match it. */
const suiteCases: readonly { readonly dir: string; readonly expected: string; readonly args: readonly string[]; readonly produced: string }[] = [
  { dir: "", expected: "testdata.kubebuilder.io_oneofs.yaml", args: ["crd:ignoreUnexportedFields=true,allowDangerousTypes=true", "paths=./oneof/..."], produced: "testdata.kubebuilder.io_oneofs.yaml" },
  { dir: "", expected: "testdata.kubebuilder.io_enums.yaml", args: ["crd:ignoreUnexportedFields=true,allowDangerousTypes=true", "paths=./enum/..."], produced: "testdata.kubebuilder.io_enums.yaml" },
  { dir: "", expected: "testdata.kubebuilder.io_externaldocs.yaml", args: ["crd:ignoreUnexportedFields=true,allowDangerousTypes=true", "paths=./external_docs/..."], produced: "testdata.kubebuilder.io_externaldocs.yaml" },
  { dir: "", expected: "testdata._cronjobs.yaml", args: ["crd:ignoreUnexportedFields=true,allowDangerousTypes=true", "paths=./nogroup"], produced: "_cronjobs.yaml" },
  { dir: "gen", expected: "bar.example.com_foos_maxdesclen.yaml", args: ["crd:maxDescLen=50", "paths=."], produced: "bar.example.com_foos.yaml" },
];

function scoreControllerTools(gitDir: string, ref: string): Score {
  const root = join(work, "controller-tools", ref);
  extract(gitDir, ref, "pkg/crd/testdata", root, 3);
  const modCache = layOutModules(join(root, "go.mod"), modules, join(work, "modcache"));
  const score: Score = { identical: 0, equal: 0, total: 0, failures: [], skipped: [] };
  for (const dir of goGenerateDirs(root)) {
    // Up to v0.20 a directory also ran crdVersions=v1beta1 (an error since v0.7.0) and renamed its output: the last run is the v1 one.
    const line = readFileSync(dir.file, "utf8").split("\n").filter((l) => l.startsWith("//go:generate ") && l.includes("run-controller-gen.sh")).at(-1)!;
    const genArgs = line.slice(line.indexOf("run-controller-gen.sh") + "run-controller-gen.sh".length).trim().split(/\s+/);
    if (genArgs.some((a) => a === "output:none")) continue; // an expected failure, not a CRD
    const out = join(work, "out", ref, relative(root, dir.dir) || "root");
    const run = runOurs(dir.dir, [...genArgs.filter((a) => !a.startsWith("output:")), `output:dir=${out}`], modCache, ref);
    const expected = readdirSync(dir.dir).filter((f) => f.endsWith(".yaml") && !f.endsWith(".v1beta1.yaml") && !suiteCases.some((c) => c.expected === f));
    for (const file of expected) compare(score, `${relative(root, dir.dir) || "."}/${file}`, join(dir.dir, file), join(out, file), run);
  }
  for (const c of suiteCases) {
    const dir = join(root, c.dir);
    if (!existsSync(join(dir, c.expected))) continue;
    if (!readFileSync(join(dir, c.expected), "utf8").startsWith("---\n")) {
      score.skipped.push(`${c.dir || "."}/${c.expected}`);
      continue;
    }
    const out = join(work, "out-suite", ref, c.expected);
    const run = runOurs(dir, [...c.args, `output:dir=${out}`], modCache, ref);
    compare(score, `${c.dir || "."}/${c.expected}`, join(dir, c.expected), join(out, c.produced), run);
  }
  return score;
}

function goGenerateDirs(root: string): { dir: string; file: string }[] {
  const found: { dir: string; file: string }[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) pending.push(path);
      else if (name.endsWith(".go") && readFileSync(path, "utf8").includes("run-controller-gen.sh")) found.push({ dir, file: path });
    }
  }
  return found.sort((a, b) => (a.dir < b.dir ? -1 : 1));
}

// ---- kubebuilder ----

const kubebuilderProjects = [
  "docs/book/src/cronjob-tutorial/testdata/project",
  "docs/book/src/multiversion-tutorial/testdata/project",
  "docs/book/src/getting-started/testdata/project",
  "testdata/project-v4",
  "testdata/project-v4-multigroup",
];

function scoreKubebuilderProject(gitDir: string, ref: string, path: string): Score {
  const root = join(work, "kb", ref, path.replaceAll("/", "_"));
  extract(gitDir, ref, path, root, path.split("/").length);
  const modCache = layOutModules(join(root, "go.mod"), modules, join(work, "modcache"));
  const makefile = readFileSync(join(root, "Makefile"), "utf8");
  const line = makefile.split("\n").find((l) => /\$\(CONTROLLER_GEN\)"?\s.*\bcrd\b/.test(l)) ?? "";
  const crdArgs = line.split(/\s+/).map((a) => a.replaceAll('"', '')).filter((a) => a === "crd" || a.startsWith("crd:") || a.startsWith("paths="));
  const out = join(work, "kb-out", ref, path.replaceAll("/", "_"));
  const run = runOurs(root, [...crdArgs, `output:crd:artifacts:config=${out}`], modCache);
  const score: Score = { identical: 0, equal: 0, total: 0, failures: [], skipped: [] };
  const bases = join(root, "config/crd/bases");
  for (const file of readdirSync(bases).filter((f) => f.endsWith(".yaml")).sort()) compare(score, file, join(bases, file), join(out, file), run);
  return score;
}

// ---- shared ----

/** `version`: the controller-tools release to reproduce (its testdata's annotation says "(devel)"); undefined: the project's pin. */
function runOurs(cwd: string, genArgs: readonly string[], modCache: string, version?: string): string {
  const versionArgs = version === undefined ? [] : ["--controller-tools", version, "--version-annotation", "(devel)"];
  const result = spawnSync(process.execPath, [bin, "controller-gen", ...genArgs, "--no-cache", ...versionArgs], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, GOMODCACHE: modCache, GOFLAGS: "-mod=mod" },
  });
  const text = `exit ${result.status}: ${(result.stderr ?? "").trim().split("\n").slice(0, 3).join(" | ")}`;
  if (verbose) process.stdout.write(`  ran controller-gen ${genArgs.join(" ")} in ${relative(work, cwd)}: ${text}\n`);
  return text;
}

function compare(score: Score, name: string, expectedPath: string, gotPath: string, run: string): void {
  score.total++;
  if (!existsSync(gotPath)) {
    score.failures.push(`${name}: not written (${run})`);
    return;
  }
  const expected = readFileSync(expectedPath, "utf8");
  const got = readFileSync(gotPath, "utf8");
  if (got === expected) {
    score.identical++;
    score.equal++;
    return;
  }
  const equal = sameYaml(expected, got);
  if (equal) score.equal++;
  const a = expected.split("\n");
  const b = got.split("\n");
  const line = a.findIndex((l, i) => l !== b[i]);
  score.failures.push(`${name}: differs at line ${line + 1}${equal ? " (equal as YAML)" : ""}: expected ${JSON.stringify(a[line])}, got ${JSON.stringify(b[line])}`);
  if (verbose) score.failures.push(spawnSync("diff", ["-u", expectedPath, gotPath], { encoding: "utf8" }).stdout.split("\n").slice(2, 3000).join("\n    "));
}

function sameYaml(a: string, b: string): boolean {
  try {
    return isDeepStrictEqual(parseYaml(a, { maxAliasCount: -1 }), parseYaml(b, { maxAliasCount: -1 }));
  } catch {
    return false;
  }
}

function extract(gitDir: string, ref: string, path: string, into: string, strip: number): void {
  mkdirSync(into, { recursive: true });
  const archive = execFileSync("git", ["--git-dir", resolve(gitDir), "archive", ref, path], { maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", into, `--strip-components=${strip}`], { input: archive, maxBuffer: 1 << 30 });
}

function releases(gitDir: string): string[] {
  return git(gitDir, "tag", "--list", "v*").split("\n").filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag)).sort(compareTags);
}

function compareTags(a: string, b: string): number {
  const key = (tag: string): number[] => tag.slice(1).split(".").map(Number);
  return key(a).reduce((order, part, i) => order || part - key(b)[i]!, 0);
}

function latestRelease(gitDir: string): string {
  const last = releases(gitDir).at(-1);
  if (last === undefined) throw new Error("no release tags in the controller-tools mirror; pass --ref");
  return last;
}

/** `--ref` / `--kubebuilder-ref`: a comma-separated list; `all`: every release tag from `from` on. */
function refs(gitDir: string, given: string | undefined, from: string, fallback: () => string): string[] {
  if (given === undefined) return [fallback()];
  if (given !== "all") return given.split(",");
  return releases(gitDir).filter((tag) => compareTags(tag, from) >= 0);
}

function main(): void {
  try {
    for (const ref of refs(controllerTools!, flag("--ref"), "v0.14.0", () => latestRelease(controllerTools!))) {
      const ct = scoreControllerTools(controllerTools!, ref);
      process.stdout.write(`upstream: controller-tools pkg/crd/testdata at ${ref}\n`);
      report(`crd ${ref}`, ct);
    }
    if (kubebuilder === undefined) return;
    for (const kbRef of refs(kubebuilder, flag("--kubebuilder-ref"), "v4.0.0", () => "HEAD")) {
      process.stdout.write(`upstream: kubebuilder at ${kbRef} (${git(kubebuilder, "rev-parse", "--short", kbRef).trim()})\n`);
      const total: Score = { identical: 0, equal: 0, total: 0, failures: [], skipped: [] };
      for (const project of kubebuilderProjects) {
        if (!hasPath(kubebuilder, kbRef, `${project}/Makefile`)) continue;
        const score = scoreKubebuilderProject(kubebuilder, kbRef, project);
        report(`kubebuilder ${kbRef}/${project.split("/").slice(-3).join("/")}`, score);
        total.identical += score.identical;
        total.equal += score.equal;
        total.total += score.total;
      }
      process.stdout.write(`kubebuilder ${kbRef}: ${total.identical}/${total.total} identical, ${total.equal}/${total.total} equal as YAML\n`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function hasPath(gitDir: string, ref: string, path: string): boolean {
  return spawnSync("git", ["--git-dir", resolve(gitDir), "cat-file", "-e", `${ref}:${path}`]).status === 0;
}

main();
