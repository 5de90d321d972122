// Where an imported package's files are, decided as the go command decides it, without
// running it: the main module (or the go.work workspace) requires module versions,
// `replace` redirects them to a directory or another module version, and the files come
// from `vendor/` (when the go command would use it: go ≥ 1.14 with a vendor directory,
// or -mod=vendor in GOFLAGS) or else from the module cache (GOMODCACHE, GOPATH/pkg/mod
// or ~/go/pkg/mod, with its `!`-escaped capitals). A package belongs to the module with
// the longest path prefix among the requirements.

import { homedir } from "node:os";
import { delimiter, join, resolve } from "node:path";
// Only the parser: the package root loads all of semver (≈ 40 modules, 20 ms of every start).
import parseSemver from "semver/functions/parse.js";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import type { Span } from "../parse/syntax.js";
import { parseModulesTxt, type ModFile, type Replacement, type Requirement } from "./gomod.js";
import type { Display, Module, ModuleFinder } from "./modules.js";
import { isDirectory, isFile, readRegularFile } from "./regular-file.js";

export type Env = Readonly<Record<string, string | undefined>>;

/** Where an import path's files are, or why they are not there. */
export type Resolution =
  | { readonly kind: "dir"; readonly dir: string; readonly modulePathLength: number }
  /** The module was found wanting; the diagnostic is reported once per module. */
  | { readonly kind: "missing"; readonly key: string; readonly diagnostic: Diagnostic; readonly modulePathLength: number }
  /** No requirement provides it (left to the emitter, which knows where it is used). */
  | { readonly kind: "none" };

export interface Required {
  readonly path: string;
  readonly version: string;
  /** The go.mod that asks for this version, and where. */
  readonly file: string;
  readonly pos: Requirement["pos"];
}

interface ReplaceRule extends Replacement {
  /** Directory that a local replacement path is relative to. */
  readonly base: string;
  readonly file: string;
}

/** One build: a main module, or the modules of a go.work workspace, with their requirements. */
export class BuildContext {
  private readonly mains: readonly Module[];
  private readonly required = new Map<string, Required>();
  private readonly replaces: readonly ReplaceRule[];
  private readonly vendorRoot: string | undefined;
  private vendored: Map<string, string> | undefined;
  /** Module roots in the cache whose go.mod was consulted for further requirements. */
  private readonly consulted = new Set<string>();
  private readonly resolvedModules: string[] = [];

  constructor(
    mains: readonly Module[],
    private readonly work: { readonly file: string; readonly modFile: ModFile } | undefined,
    private readonly env: Env,
    private readonly cwd: string,
    private readonly display: Display,
    private readonly finder: ModuleFinder,
  ) {
    this.mains = mains;
    for (const main of mains) this.addRequirements(main.modFile, join(main.root, "go.mod"));
    const rules: ReplaceRule[] = [];
    // go.work's replacements win over those of the workspace modules' go.mod files.
    if (work !== undefined) rules.push(...work.modFile.replaces.map((r) => ({ ...r, base: resolve(work.file, ".."), file: work.file })));
    for (const main of mains) rules.push(...(main.modFile?.replaces ?? []).map((r) => ({ ...r, base: main.root, file: join(main.root, "go.mod") })));
    this.replaces = rules;
    this.vendorRoot = this.vendorDirectory();
  }

  resolve(importPath: string): Resolution {
    const main = longestPrefix(this.mains, importPath);
    const required = this.requirementOf(importPath);
    if (main !== undefined && (required === undefined || main.path.length >= required.path.length)) {
      return { kind: "dir", dir: join(main.root, importPath.slice(main.path.length)), modulePathLength: main.path.length };
    }
    if (required === undefined) return this.vendorRoot === undefined ? { kind: "none" } : this.fromVendorOnly(importPath);
    return this.vendorRoot === undefined ? this.fromModule(required, importPath) : this.fromVendor(required, importPath);
  }

  /** The module requirement that provides an import path (longest path prefix), with where it is required. */
  requirementOf(importPath: string): Required | undefined {
    let required = this.requirementFor(importPath);
    while (required === undefined && this.consultDependencyGoMods()) required = this.requirementFor(importPath);
    return required;
  }

  /** The main modules and required modules whose path is `prefix` or lies below it (for a `prefix/...` pattern). */
  modulesUnder(prefix: string): string[] {
    const paths = [...this.mains.map((m) => m.path), ...this.required.keys()];
    return [...new Set(paths.filter((path) => path === prefix || path.startsWith(prefix + "/")))].sort();
  }

  /** The go.mod (or go.work) of this build and its first line, where a package that no module provides is reported. */
  buildFile(): { readonly file: string; readonly pos: Requirement["pos"] } {
    if (this.work !== undefined) return { file: this.work.file, pos: { line: 1, col: 1 } };
    const main = this.mains[0]!;
    return { file: join(main.root, "go.mod"), pos: main.modFile?.module?.pos ?? { line: 1, col: 1 } };
  }

  /** The module a package under vendor/ belongs to: as vendor/modules.txt lists it, else the requirement that provides it. */
  vendoredModuleOf(importPath: string): string | undefined {
    if (this.vendorRoot !== undefined && this.isVendoredPackage(importPath)) {
      const listed = this.vendored!.get(importPath);
      if (listed !== undefined) return listed;
    }
    return this.requirementOf(importPath)?.path;
  }

  private requirementFor(importPath: string): Required | undefined {
    let best: Required | undefined;
    for (const [path, required] of this.required) {
      if ((importPath === path || importPath.startsWith(path + "/")) && (best === undefined || path.length > best.path.length)) best = required;
    }
    return best;
  }

  private addRequirements(modFile: ModFile | undefined, file: string): void {
    for (const r of modFile?.requires ?? []) {
      const current = this.required.get(r.path);
      // Minimal version selection: the highest version anyone requires.
      if (current === undefined || compareVersions(r.version, current.version) > 0) this.required.set(r.path, { ...r, file });
    }
  }

  /**
   * A go.mod from before Go 1.17 need not list the modules of indirect imports: the go
   * command then reads the go.mod of each required module. Done only when a lookup
   * fails, for the modules resolved so far; true when that added requirements.
   */
  private consultDependencyGoMods(): boolean {
    let added = false;
    for (const root of this.resolvedModules) {
      if (this.consulted.has(root)) continue;
      this.consulted.add(root);
      const file = join(root, "go.mod");
      if (!isFile(file)) continue;
      const before = this.required.size;
      this.addRequirements(this.finder.readDependency(file), file);
      added ||= this.required.size > before;
    }
    return added;
  }

  private fromModule(required: Required, importPath: string): Resolution {
    const rest = importPath.slice(required.path.length);
    const replace = this.replacementOf(required);
    const name = `${required.path}@${required.version}`;
    if (replace !== undefined && replace.newVersion === undefined) {
      const root = resolve(replace.base, replace.newPath);
      if (isDirectory(root)) return this.found(root, rest, required);
      return this.missing(name, replace, replace.file, `${this.display(root)} (the directory that ${this.display(replace.file)} replaces it with)`, "fix the replace directive or restore that directory");
    }
    const path = replace?.newPath ?? required.path;
    const version = replace?.newVersion ?? required.version;
    const cache = this.moduleCache();
    const root = join(cache.dir, `${escapeModulePath(path)}@${escapeModulePath(version)}`);
    if (isDirectory(root)) return this.found(root, rest, required);
    const at = replace ?? required;
    const file = replace?.file ?? required.file;
    const moduleDir = this.display(resolve(file, ".."));
    const command = `go mod download ${required.path}`;
    return this.missing(name, at, file, `${this.display(root)} (the module cache, ${cache.source})`,
      `run \`${moduleDir === "." ? command : `cd ${moduleDir} && ${command}`}\` to fetch it`);
  }

  private fromVendor(required: Required, importPath: string): Resolution {
    const dir = join(this.vendorRoot!, "vendor", importPath);
    if (isDirectory(dir) && this.isVendoredPackage(importPath)) return { kind: "dir", dir, modulePathLength: required.path.length };
    return this.missing(`${required.path}@${required.version}`, required, required.file,
      `${this.display(join(this.vendorRoot!, "vendor", required.path))} (vendor/, which the go command uses here as with -mod=vendor)`, "run `go mod vendor` to vendor it");
  }

  /** A package that modules.txt lists though no go.mod requirement names its module (go < 1.17). */
  private fromVendorOnly(importPath: string): Resolution {
    if (!this.isVendoredPackage(importPath) || this.vendored!.size === 0) return { kind: "none" };
    const module = this.vendored!.get(importPath)!;
    return { kind: "dir", dir: join(this.vendorRoot!, "vendor", importPath), modulePathLength: module.length };
  }

  /** vendor/modules.txt lists every vendored package; without the file, the directory decides. */
  private isVendoredPackage(importPath: string): boolean {
    if (this.vendored === undefined) this.vendored = this.readModulesTxt();
    return this.vendored.size === 0 || this.vendored.has(importPath);
  }

  private readModulesTxt(): Map<string, string> {
    const file = join(this.vendorRoot!, "vendor", "modules.txt");
    const packages = new Map<string, string>();
    // A missing or unreadable file leaves the directory to decide. A FIFO or device is never
    // read (it would block or never end) and is reported.
    const read = readRegularFile(file);
    if (!read.ok) {
      if ("notRegular" in read) this.finder.report(diagnose("OM1040", { file: this.display(file), line: 1, col: 1 }, this.display(file), read.notRegular));
      return packages;
    }
    const parsed = parseModulesTxt(read.bytes.toString("utf8"));
    for (const error of parsed.errors) this.finder.report(diagnose("OM1014", { file: this.display(file), ...error.pos }, error.message));
    for (const module of parsed.modules) for (const pkg of module.packages) packages.set(pkg, module.path);
    return packages;
  }

  private found(root: string, rest: string, required: Required): Resolution {
    if (!this.resolvedModules.includes(root)) this.resolvedModules.push(root);
    return { kind: "dir", dir: join(root, rest), modulePathLength: required.path.length };
  }

  private missing(name: string, at: { readonly pos: Requirement["pos"] }, file: string, looked: string, fix: string): Resolution {
    const span: Span = { file: this.display(file), ...at.pos };
    return { kind: "missing", key: name, diagnostic: diagnose("OM1015", span, name, looked, fix), modulePathLength: name.indexOf("@") };
  }

  /** The replace rule for a required module: one for its exact version before one for every version. */
  private replacementOf(required: Required): ReplaceRule | undefined {
    const rules = this.replaces.filter((r) => r.oldPath === required.path);
    return rules.find((r) => r.oldVersion === required.version) ?? rules.find((r) => r.oldVersion === undefined);
  }

  private moduleCache(): { readonly dir: string; readonly source: string } {
    const gomodcache = this.env.GOMODCACHE;
    if (gomodcache !== undefined && gomodcache !== "") return { dir: resolve(this.cwd, gomodcache), source: "GOMODCACHE" };
    const gopath = (this.env.GOPATH ?? "").split(delimiter).find((p) => p !== "");
    if (gopath !== undefined) return { dir: join(resolve(this.cwd, gopath), "pkg", "mod"), source: "GOPATH/pkg/mod" };
    return { dir: join(this.env.HOME ?? homedir(), "go", "pkg", "mod"), source: "~/go/pkg/mod" };
  }

  /**
   * The directory whose vendor/ the go command reads: -mod=vendor in GOFLAGS, or a vendor
   * directory next to go.mod with go ≥ 1.14 (next to go.work with go ≥ 1.22).
   */
  private vendorDirectory(): string | undefined {
    const mode = /(?:^|\s)-mod=(\w+)/.exec(this.env.GOFLAGS ?? "")?.[1];
    if (mode === "mod" || mode === "readonly") return undefined;
    const root = this.work === undefined ? this.mains[0]?.root : resolve(this.work.file, "..");
    if (root === undefined) return undefined;
    if (mode === "vendor") return root;
    const goVersion = (this.work === undefined ? this.mains[0]?.modFile : this.work.modFile)?.goVersion;
    const minimum = this.work === undefined ? [1, 14] : [1, 22];
    return goVersion !== undefined && atLeast(goVersion, minimum) && isDirectory(join(root, "vendor")) ? root : undefined;
  }
}

/** The module cache's case-encoding: each capital letter becomes `!` and its lower case. */
export function escapeModulePath(path: string): string {
  return path.replace(/[A-Z]/g, (c) => "!" + c.toLowerCase());
}

function longestPrefix(modules: readonly Module[], importPath: string): Module | undefined {
  let best: Module | undefined;
  for (const m of modules) {
    if ((importPath === m.path || importPath.startsWith(m.path + "/")) && (best === undefined || m.path.length > best.path.length)) best = m;
  }
  return best;
}

function compareVersions(a: string, b: string): number {
  const va = parseSemver(a.slice(1));
  const vb = parseSemver(b.slice(1));
  if (va === null || vb === null) return a < b ? -1 : a > b ? 1 : 0;
  return va.compare(vb);
}

function atLeast(goVersion: string, minimum: readonly number[]): boolean {
  const [major = 0, minor = 0] = goVersion.split(/[.a-z]/).map(Number);
  return major > minimum[0]! || (major === minimum[0] && minor >= minimum[1]!);
}

/** The build each main module belongs to: its go.work workspace when one uses it, else the module alone. */
export class BuildContexts {
  private readonly byKey = new Map<string, BuildContext>();

  constructor(
    private readonly env: Env,
    private readonly cwd: string,
    private readonly display: Display,
    private readonly finder: ModuleFinder,
  ) {}

  for(module: Module): BuildContext {
    const work = this.workspaceOf(module);
    const key = work?.file ?? module.root;
    let context = this.byKey.get(key);
    if (context === undefined) {
      context = new BuildContext(work?.modules ?? [module], work, this.env, this.cwd, this.display, this.finder);
      this.byKey.set(key, context);
    }
    return context;
  }

  /** GOWORK=off disables workspaces, GOWORK=FILE names one; else the nearest go.work above the module. */
  private workspaceOf(module: Module): { file: string; modFile: ModFile; modules: Module[] } | undefined {
    const gowork = this.env.GOWORK;
    if (gowork === "off") return undefined;
    const file = gowork !== undefined && gowork !== "" ? resolve(this.cwd, gowork) : findUpward(module.root, "go.work");
    if (file === undefined) return undefined;
    const modFile = this.finder.read(file, "go.work");
    if (modFile === undefined) return undefined;
    const modules: Module[] = [];
    for (const use of modFile.uses) {
      const dir = resolve(file, "..", use.dir);
      const used = this.finder.moduleOf(dir);
      if (typeof used === "object" && used.root === dir) modules.push(used);
      else if (used === "broken") continue;
      else this.finder.report(diagnose("OM1013", { file: this.display(file), ...use.pos }, `use ${use.dir}: no go.mod in ${this.display(dir)}`));
    }
    // A module the workspace does not use builds on its own, as the go command would refuse it.
    return modules.some((m) => m.root === module.root) ? { file, modFile, modules } : undefined;
  }
}

function findUpward(dir: string, name: string): string | undefined {
  for (let current = dir; ; current = resolve(current, "..")) {
    const candidate = join(current, name);
    if (isFile(candidate)) return candidate;
    if (resolve(current, "..") === current) return undefined;
  }
}
