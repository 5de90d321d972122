// Real-tree scenarios of `npm run bench` (scripts/bench.ts):
//  - the same tree without its generated protobuf files (gogo's generated.pb.go), to show
//    that files which cannot matter cost (almost) nothing;
//  - the relevance scan checked on every Go file of the tree (scripts/bench-relevance.ts);
//  - a module cache laid out for per-package runs (`go generate ./...` style).
// Paths come from the command line; nothing here names a machine path.

import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { RelevanceCheck } from "./bench-relevance.js";

/** The directory an input names (`DIR/...` → DIR). */
export function inputDir(input: string): string {
  return input === "..." || input.endsWith("/...") ? input.slice(0, -3) || "." : input;
}

/** The nearest directory at or above `dir` that holds a go.mod. */
export function moduleRootOf(dir: string): string | undefined {
  for (let at = resolve(dir); ; at = dirname(at)) {
    if (existsSync(join(at, "go.mod"))) return at;
    if (dirname(at) === at) return undefined;
  }
}

/** The deepest directory that contains every path. */
export function commonAncestor(paths: readonly string[]): string {
  const split = paths.map((p) => resolve(p).split(sep));
  const first = split[0]!;
  let length = 0;
  while (length < first.length && split.every((parts) => parts[length] === first[length])) length++;
  return first.slice(0, length).join(sep) || sep;
}

export interface TreeCopy {
  /** Where the original tree's module roots meet: run the original there. */
  readonly originalCwd: string;
  readonly copyCwd: string;
  /** The inputs, moved into the copy. */
  readonly inputs: readonly string[];
  readonly removedFiles: number;
  readonly removedBytes: number;
}

/** Copies the module roots of `inputs` into `target`, without their generated.pb.go files. */
export function copyWithoutProtobuf(inputs: readonly string[], target: string): TreeCopy {
  const roots = [...new Set(inputs.map((i) => moduleRootOf(inputDir(i)) ?? resolve(inputDir(i))))];
  const originalCwd = commonAncestor(roots);
  let removedFiles = 0;
  let removedBytes = 0;
  for (const root of roots) {
    cpSync(root, join(target, relative(originalCwd, root)), {
      recursive: true,
      filter: (source) => {
        if (!source.endsWith(`${sep}generated.pb.go`)) return true;
        removedFiles++;
        removedBytes += statSync(source).size;
        return false;
      },
    });
  }
  // `DIR/...` resolves to a path ending in `...`, which join keeps.
  const moved = inputs.map((i) => join(target, relative(originalCwd, resolve(i))));
  return { originalCwd, copyCwd: target, inputs: moved, removedFiles, removedBytes };
}

/** Runs scripts/bench-relevance.js over the module roots of the inputs. */
export function checkRelevance(node: string, dist: string, inputs: readonly string[]): RelevanceCheck | string {
  const roots = [...new Set(inputs.map((i) => moduleRootOf(inputDir(i)) ?? resolve(inputDir(i))))];
  const run = spawnSync(node, [join(dist, "scripts/bench-relevance.js"), ...roots], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0 && run.status !== 1) return `bench-relevance failed: ${run.stderr}`;
  return JSON.parse(run.stdout) as RelevanceCheck;
}

// ---- per-package runs ------------------------------------------------------------------------

export interface ModuleCache {
  /** The GOMODCACHE directory to run with. */
  readonly dir: string;
  /** `path@version` of each module laid out. */
  readonly modules: readonly string[];
}

/**
 * Lays out a module cache for `module`'s requirements: each dependency directory (a module
 * root) is linked at `GOMODCACHE/<escaped path>@<version>`, the version being the one the
 * module's go.mod requires. A dependency is `DIR` (its go.mod names it) or `PATH=DIR` (for
 * modules from before go.mod, such as gopkg.in/inf.v0).
 */
export function layoutModuleCache(module: string, dependencies: readonly string[], target: string): ModuleCache {
  const required = requiredVersions(readFileSync(join(module, "go.mod"), "utf8"));
  const modules: string[] = [];
  for (const arg of dependencies) {
    const named = /^([^=]+)=(.+)$/.exec(arg);
    const dep = named?.[2] ?? arg;
    const path = named?.[1] ?? modulePath(readFileSync(join(dep, "go.mod"), "utf8"));
    const version = path === undefined ? undefined : required.get(path);
    if (path === undefined || version === undefined) throw new Error(`${dep}: not a module that ${module}/go.mod requires`);
    const link = join(target, `${escapeModulePath(path)}@${version}`);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(resolve(dep), link, "dir");
    modules.push(`${path}@${version}`);
  }
  return { dir: target, modules };
}

function modulePath(goMod: string): string | undefined {
  return /^\s*module\s+"?([^\s"]+)"?/m.exec(goMod)?.[1];
}

function requiredVersions(goMod: string): Map<string, string> {
  const versions = new Map<string, string>();
  const add = (line: string): void => {
    const [path, version] = line.replace(/\/\/.*$/, "").trim().split(/\s+/);
    if (path !== undefined && version !== undefined) versions.set(path, version);
  };
  for (const block of goMod.matchAll(/^require\s*\(([\s\S]*?)^\)/gm)) for (const line of block[1]!.split("\n")) add(line);
  for (const single of goMod.matchAll(/^require\s+([^(\s].*)$/gm)) add(single[1]!);
  return versions;
}

/** The module cache's case encoding: an upper-case letter becomes `!` and the lower-case letter. */
function escapeModulePath(path: string): string {
  return path.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`);
}

/** The package directories below `module` whose doc.go opts in to OpenAPI (what `go generate` lines would sit in). */
export function taggedPackages(module: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const doc = entries.find((e) => e.isFile() && e.name === "doc.go");
    if (doc !== undefined && readFileSync(join(dir, doc.name), "utf8").includes("+k8s:openapi-gen=true")) found.push(dir);
    for (const e of entries) {
      if (e.isDirectory() && e.name !== "testdata" && e.name !== "vendor" && !/^[._]/.test(e.name)) walk(join(dir, e.name));
    }
  };
  walk(module);
  return found.sort();
}
