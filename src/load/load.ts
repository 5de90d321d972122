// Loading: command-line inputs → Go packages read from disk and parsed.
// An input is a directory (one package) or `DIR/...` (every package below it, skipping
// testdata, vendor and hidden directories). A package's import path comes from the
// nearest go.mod. Packages that loaded files import from the same modules are loaded too;
// those that are not inputs are dependencies: their types resolve, but they contribute no
// comments, tags or enums (as with openapi-gen).
//
// Parsing is the expensive step, so only what can matter is parsed: files that declare
// types or constants or the methods openapi-gen reads, and — unless every package is
// wanted — only the packages that opt in with `+k8s:openapi-gen=true` plus the packages
// their files import.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { parseGoFile } from "../parse/go-tree.js";
import type { GoFileSyntax } from "../parse/syntax.js";
import { defaultBuildTags, fileNameMatches, headerMatches } from "./build-constraints.js";

export interface LoadedPackage {
  readonly path: string;
  readonly dir: string;
  readonly isInput: boolean;
  readonly files: readonly GoFileSyntax[];
}

export interface LoadResult {
  readonly packages: readonly LoadedPackage[];
  readonly diagnostics: readonly Diagnostic[];
}

/** A problem with the command line itself (exit code 2), not with the Go input. */
export class UsageError extends Error {}

interface Module {
  readonly path: string;
  readonly root: string;
}

export interface LoadOptions {
  /** Parse every input package, not only those that opt in to OpenAPI. */
  readonly allPackages: boolean;
}

export function loadPackages(inputs: readonly string[], cwd: string, options: LoadOptions): LoadResult {
  const loader = new Loader(cwd);
  for (const dir of expandInputs(inputs, cwd)) loader.addInput(dir);
  loader.loadRoots(options.allPackages);
  loader.loadDependencies();
  return loader.result();
}

/** Text that a package must contain to produce a definition without --all-types. */
const optInTag = "+k8s:openapi-gen=true";

/** Files worth parsing: they may declare types, constants, or the OpenAPI and UnmarshalJSON methods. */
const declarationPattern = /^(?:type|const)[\s(]|^func \([^)]*\) (?:OpenAPI\w*|UnmarshalJSON)\(/m;

function expandInputs(inputs: readonly string[], cwd: string): string[] {
  const dirs = new Set<string>();
  for (const input of inputs) {
    const recursive = input === "..." || input.endsWith("/...");
    const base = resolve(cwd, recursive ? input.slice(0, -3) || "." : input);
    if (!isDirectory(base)) throw new UsageError(`input ${input} is not a directory`);
    if (recursive) for (const dir of walkPackageDirs(base)) dirs.add(dir);
    else dirs.add(base);
  }
  return [...dirs].sort();
}

function* walkPackageDirs(dir: string): Generator<string> {
  const entries = readdirSync(dir, { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name.endsWith(".go"))) yield dir;
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isDirectory()) continue;
    if (entry.name === "testdata" || entry.name === "vendor" || /^[._]/.test(entry.name)) continue;
    yield* walkPackageDirs(join(dir, entry.name));
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

interface PendingInput {
  readonly path: string;
  readonly dir: string;
  readonly files: readonly SourceFile[];
}

interface SourceFile {
  readonly display: string;
  readonly text: string;
}

class Loader {
  private readonly packages = new Map<string, LoadedPackage>();
  private readonly inputs = new Map<string, PendingInput>();
  private readonly modules = new Map<string, Module | undefined>();
  private readonly knownModules = new Map<string, Module>();
  private readonly diagnostics: Diagnostic[] = [];

  constructor(private readonly cwd: string) {}

  result(): LoadResult {
    const packages = [...this.packages.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return { packages, diagnostics: this.diagnostics };
  }

  /** Registers an input package and reads its relevant files (parsing comes later). */
  addInput(dir: string): void {
    const module = this.moduleOf(dir);
    const goFiles = this.goFileNames(dir);
    if (module === undefined) {
      const where = goFiles[0] === undefined ? this.display(dir) : this.display(join(dir, goFiles[0]));
      this.diagnostics.push(diagnose("OM1002", { file: where, line: 1, col: 1 }, this.display(dir)));
      return;
    }
    const path = importPathOf(module, dir);
    this.inputs.set(path, { path, dir, files: this.readSources(dir, goFiles) });
  }

  /** Parses the input packages that can produce definitions. */
  loadRoots(allPackages: boolean): void {
    for (const input of this.inputs.values()) {
      if (allPackages || input.files.some((f) => f.text.includes(optInTag))) this.parsePackage(input, true);
    }
  }

  /** Loads, transitively, the packages that loaded files import from the known modules. */
  loadDependencies(): void {
    const pending = [...this.packages.values()];
    while (pending.length > 0) {
      const pkg = pending.pop()!;
      for (const file of pkg.files) {
        if (file.types.length === 0) continue;
        for (const imp of file.imports) {
          const loaded = this.packages.has(imp.path) ? undefined : this.loadImport(imp.path);
          if (loaded !== undefined) pending.push(loaded);
        }
      }
    }
  }

  private loadImport(path: string): LoadedPackage | undefined {
    const input = this.inputs.get(path);
    if (input !== undefined) return this.parsePackage(input, true);
    const dir = this.dirOfImport(path);
    if (dir === undefined || !isDirectory(dir)) return undefined;
    return this.parsePackage({ path, dir, files: this.readSources(dir, this.goFileNames(dir)) }, false);
  }

  private parsePackage(source: PendingInput, isInput: boolean): LoadedPackage {
    const files: GoFileSyntax[] = [];
    for (const file of source.files) {
      const syntax = parseGoFile(file.display, file.text);
      for (const error of syntax.errors) this.diagnostics.push(diagnose("OM1001", error.span, error.message));
      files.push(syntax);
    }
    const pkg = { path: source.path, dir: this.display(source.dir), isInput, files };
    this.packages.set(source.path, pkg);
    return pkg;
  }

  private readSources(dir: string, names: readonly string[]): SourceFile[] {
    const files: SourceFile[] = [];
    for (const name of names) {
      const file = this.readGoFile(join(dir, name));
      if (file !== undefined && (name === "doc.go" || declarationPattern.test(file.text))) files.push(file);
    }
    return files;
  }

  private goFileNames(dir: string): string[] {
    try {
      return readdirSync(dir).filter((name) => fileNameMatches(name, defaultBuildTags)).sort();
    } catch (error) {
      this.diagnostics.push(diagnose("OM1003", { file: this.display(dir), line: 1, col: 1 }, this.display(dir), reason(error)));
      return [];
    }
  }

  private readGoFile(absolute: string): SourceFile | undefined {
    const display = this.display(absolute);
    let bytes: Buffer;
    try {
      bytes = readFileSync(absolute);
    } catch (error) {
      this.diagnostics.push(diagnose("OM1003", { file: display, line: 1, col: 1 }, display, reason(error)));
      return undefined;
    }
    const text = decodeUtf8(bytes);
    if (text === undefined) {
      this.diagnostics.push(diagnose("OM1004", { file: display, ...firstInvalidUtf8(bytes) }));
      return undefined;
    }
    if (!headerMatches(text, defaultBuildTags)) return undefined;
    return { display, text };
  }

  private moduleOf(dir: string): Module | undefined {
    if (this.modules.has(dir)) return this.modules.get(dir);
    let module: Module | undefined;
    const modulePath = readModulePath(join(dir, "go.mod"));
    if (modulePath !== undefined) {
      module = { path: modulePath, root: dir };
      this.knownModules.set(modulePath, module);
    } else {
      const parent = resolve(dir, "..");
      module = parent === dir ? undefined : this.moduleOf(parent);
    }
    this.modules.set(dir, module);
    return module;
  }

  private dirOfImport(importPath: string): string | undefined {
    let best: Module | undefined;
    for (const module of this.knownModules.values()) {
      const matches = importPath === module.path || importPath.startsWith(module.path + "/");
      if (matches && (best === undefined || module.path.length > best.path.length)) best = module;
    }
    return best === undefined ? undefined : join(best.root, importPath.slice(best.path.length));
  }

  private display(absolute: string): string {
    const rel = relative(this.cwd, absolute) || ".";
    return rel.split(sep).join("/");
  }
}

function importPathOf(module: Module, dir: string): string {
  const rel = relative(module.root, dir).split(sep).join("/");
  return rel === "" ? module.path : `${module.path}/${rel}`;
}

function readModulePath(goMod: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(goMod, "utf8");
  } catch {
    return undefined;
  }
  const match = /^\s*module\s+("?)([^\s"]+)\1/m.exec(text);
  return match?.[2];
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** Line and column of the first byte that does not start a well-formed UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): { line: number; col: number } {
  let offset = 0;
  while (offset < bytes.length) {
    const length = utf8SequenceLength(bytes, offset);
    if (length === 0) break;
    offset += length;
  }
  const lines = new TextDecoder().decode(bytes.subarray(0, offset)).split("\n");
  return { line: lines.length, col: [...lines[lines.length - 1]!].length + 1 };
}

function utf8SequenceLength(bytes: Uint8Array, at: number): number {
  const lead = bytes[at]!;
  const length = lead < 0x80 ? 1 : lead >> 5 === 6 ? 2 : lead >> 4 === 14 ? 3 : lead >> 3 === 30 ? 4 : 0;
  for (let k = 1; k < length; k++) if (((bytes[at + k] ?? 0) & 0xc0) !== 0x80) return 0;
  return length;
}

function reason(error: unknown): string {
  const code = (error as { code?: string }).code;
  return code === "EACCES" ? "permission denied" : code === "ENOENT" ? "no such file" : code ?? "unknown error";
}
