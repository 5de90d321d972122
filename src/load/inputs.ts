// Command-line inputs → input package directories, read as the go command reads its
// package arguments:
//   - a file-system path (., .., ./x, ../x, /x) is a directory, DIR/... every package below
//     it; so is any other input that names an existing directory (as this tool always took
//     `pkg/apis/...`);
//   - anything else is an import path (k8s.io/apimachinery/pkg/apis/meta/v1) or an import
//     path pattern (k8s.io/api/...), resolved from the working directory's module as the go
//     command resolves it (module-resolver.ts: go.mod requirements and replacements, go.work,
//     vendor/, the module cache).
// A package under a module's vendor/ directory is named by its import path (never
// <module>/vendor/...), whichever way it was named, and resolves its imports in that
// module's build, so vendored inputs and the real ones are the same packages.

import type { Dirent } from "node:fs";
import { readdirSync } from "./traced-fs.js";
import { join, relative, resolve, sep } from "node:path";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { defaultBuildTags, fileNameMatches } from "./build-constraints.js";
import { isLocalPath, isModulePath } from "./gomod.js";
import { BuildContexts, type BuildContext, type Env, type Resolution } from "./module-resolver.js";
import { ModuleFinder, type Display, type Module } from "./modules.js";
import { isDirectory } from "./regular-file.js";
import { UsageError } from "./usage-error.js";

/** One input package directory; `named` when its import path is not the one its nearest go.mod gives. */
export interface InputPackage {
  /** Absolute directory. */
  readonly dir: string;
  readonly named?: NamedPackage;
}

/** A package named by import path (or found under vendor/): its module and the build that resolves its imports. */
export interface NamedPackage {
  readonly importPath: string;
  readonly module: Module;
  readonly context: BuildContext;
}

export class InputResolver {
  constructor(
    private readonly cwd: string,
    private readonly finder: ModuleFinder,
    private readonly contexts: BuildContexts,
    private readonly display: Display,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** Every input's package directories, each once, in order of directory. */
  expand(inputs: readonly string[]): InputPackage[] {
    const byDir = new Map<string, InputPackage>();
    for (const input of inputs) {
      for (const pkg of this.expandOne(input)) if (!byDir.has(pkg.dir)) byDir.set(pkg.dir, pkg);
    }
    return [...byDir.values()].sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
  }

  private expandOne(input: string): InputPackage[] {
    const recursive = input === "..." || input.endsWith("/...");
    const base = recursive ? input.slice(0, -3).replace(/\/$/, "") || "." : input;
    const dir = resolve(this.cwd, base);
    if (isLocalPath(base) || isDirectory(dir)) {
      if (!isDirectory(dir)) throw new UsageError(`input ${input} is not a directory`);
      const dirs = recursive ? packageDirsBelow(dir) : [dir];
      return dirs.map((d) => this.vendored(d) ?? { dir: d });
    }
    // Go's rule: an import path whose first element has no dot is the standard library's,
    // whose sources are not read; such an input can only have meant a directory.
    if (!base.split("/")[0]!.includes(".")) throw new UsageError(`input ${input} is not a directory`);
    if (base.includes("...")) throw new UsageError(`input ${input}: a pattern's ... can only end it (PATH/...)`);
    if (!isModulePath(base)) throw new UsageError(`input ${input} is not a directory, nor a valid import path`);
    return this.importPathInputs(input, base, recursive);
  }

  /** A directory under a main module's vendor/: the vendored package, named by its import path. */
  private vendored(dir: string): InputPackage | undefined {
    const module = this.finder.moduleOf(dir);
    if (typeof module !== "object") return undefined;
    const rel = relative(module.root, dir).split(sep);
    if (rel[0] !== "vendor" || rel.length < 2) return undefined;
    const importPath = rel.slice(1).join("/");
    const context = this.contexts.for(module);
    const modulePath = context.vendoredModuleOf(importPath) ?? importPath;
    const vendoredModule: Module = { path: modulePath, root: join(module.root, "vendor", modulePath), modFile: undefined };
    return { dir, named: { importPath, module: vendoredModule, context } };
  }

  private importPathInputs(input: string, path: string, recursive: boolean): InputPackage[] {
    const context = this.workingContext(input);
    if (context === undefined) return [];
    const resolved = context.resolve(path);
    if (resolved.kind !== "none" || !recursive) return this.fromResolution(input, path, resolved, recursive, context);
    // A pattern above every module path (k8s.io/...): the packages of each module below it.
    const modules = context.modulesUnder(path);
    if (modules.length === 0) return this.notProvided(input, path, context);
    return modules.flatMap((module) => this.fromResolution(input, module, context.resolve(module), true, context));
  }

  private fromResolution(input: string, path: string, resolved: Resolution, recursive: boolean, context: BuildContext): InputPackage[] {
    if (resolved.kind === "none") return this.notProvided(input, path, context);
    if (resolved.kind === "missing") {
      this.diagnostics.push(resolved.diagnostic);
      return [];
    }
    if (!isDirectory(resolved.dir)) {
      const module = path.slice(0, resolved.modulePathLength);
      this.diagnostics.push(diagnose("OM1051", this.requirementSpan(context, path), path, module, this.display(resolved.dir)));
      return [];
    }
    const moduleRoot = resolved.dir.slice(0, resolved.dir.length - (path.length - resolved.modulePathLength));
    const modulePath = path.slice(0, resolved.modulePathLength);
    const module = this.moduleAt(moduleRoot, modulePath);
    const dirs = recursive ? packageDirsBelow(resolved.dir) : [resolved.dir];
    return dirs.map((dir) => {
      const rest = relative(resolved.dir, dir).split(sep).join("/");
      return { dir, named: { importPath: rest === "" ? path : `${path}/${rest}`, module, context } };
    });
  }

  /** The module whose files are at `root`: its go.mod when it has one, else known by its path alone. */
  private moduleAt(root: string, path: string): Module {
    const found = this.finder.moduleOf(root);
    if (typeof found === "object" && found.root === root && found.path === path) return found;
    return { path, root, modFile: undefined };
  }

  /** The build of the working directory's module, where import paths are resolved. */
  private workingContext(input: string): BuildContext | undefined {
    const module = this.finder.moduleOf(this.cwd);
    if (module === "broken") return undefined;
    if (module === undefined) {
      throw new UsageError(`input ${input} is an import path, but the working directory is in no Go module (no go.mod here or above) to resolve it from: run from the module that requires it, or give the package's directory`);
    }
    return this.contexts.for(module);
  }

  private notProvided(input: string, path: string, context: BuildContext): InputPackage[] {
    const build = context.buildFile();
    this.diagnostics.push(diagnose("OM1050", { file: this.display(build.file), ...build.pos }, input, this.display(build.file), path));
    return [];
  }

  private requirementSpan(context: BuildContext, path: string): Diagnostic["span"] {
    const required = context.requirementOf(path);
    if (required !== undefined) return { file: this.display(required.file), ...required.pos };
    const build = context.buildFile();
    return { file: this.display(build.file), ...build.pos };
  }
}

/**
 * The exported entry point (for commands that take packages as the go command does, like
 * `openapi-markers openapi-gen`): each input package's directory and import path, with the
 * diagnostics of what could not be resolved. Usage problems throw UsageError.
 */
export function resolveInputs(inputs: readonly string[], cwd: string, env: Env = process.env): { packages: { dir: string; importPath: string | undefined }[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const display = (absolute: string): string => relative(cwd, absolute).split(sep).join("/") || ".";
  const finder = new ModuleFinder(display, diagnostics);
  const resolver = new InputResolver(cwd, finder, new BuildContexts(env, cwd, display, finder), display, diagnostics);
  const packages = resolver.expand(inputs).map((pkg) => ({ dir: pkg.dir, importPath: pkg.named?.importPath ?? importPathOfDir(finder, pkg.dir) }));
  return { packages, diagnostics };
}

function importPathOfDir(finder: ModuleFinder, dir: string): string | undefined {
  const module = finder.moduleOf(dir);
  return typeof module === "object" ? importPathOf(module, dir) : undefined;
}

export function importPathOf(module: Module, dir: string): string {
  const rel = relative(module.root, dir).split(sep).join("/");
  return rel === "" ? module.path : `${module.path}/${rel}`;
}

/**
 * The package directories at and below `root`, iteratively (trees may be deep). A
 * directory that cannot be listed is returned too: reading it reports why (OM1003).
 * Go files that are links or special files count, so that they are read or reported.
 */
function packageDirsBelow(root: string): string[] {
  const found: string[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      found.push(dir);
      continue;
    }
    // A directory of only _test.go (or excluded) files is no package: `...` passes it silently.
    if (entries.some((e) => !e.isDirectory() && fileNameMatches(e.name, defaultBuildTags))) found.push(dir);
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      if (entry.name === "testdata" || entry.name === "vendor" || /^[._]/.test(entry.name)) continue;
      pending.push(join(dir, entry.name));
    }
  }
  return found;
}
