// Loading: command-line inputs → Go packages read from disk and parsed.
// An input is a directory (one package), `DIR/...` (every package below it, skipping
// testdata, vendor and hidden directories), or an import path or pattern resolved from the
// working directory's module (inputs.ts). A package's import path comes from the nearest
// go.mod (a vendor/ package's from vendor/). Every other package is a dependency, found as
// the go command finds it (module-resolver.ts: the command line's modules first, then go.mod/go.work, vendor/ or
// the module cache) and loaded lazily: only the packages that the inputs' types reach
// (demands.ts). Dependencies keep their comments and markers — openapi-gen reads the docs
// of inlined members from them (model/enums.ts keeps enums to inputs, as gengo does) —
// but are never selected for definitions (a type of theirs gets one only as the target of
// a $ref: generate.ts), never checked, and --all-types does not apply.
//
// Parsing is the expensive step, so only what can matter is parsed: files that declare
// types or constants or the methods openapi-gen reads, and — unless every package is
// wanted — only the packages that opt in with `+k8s:openapi-gen=true` plus the packages
// their files import. Packages are parsed in batches (the roots, then each wave of
// imports) so that large batches can be shared with a worker thread (parse-pool.ts).

import { isUtf8 } from "node:buffer";
import { readdirSync } from "./traced-fs.js";
import { join, relative, sep } from "node:path";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import type { GoFileSyntax } from "../parse/syntax.js";
import { defaultBuildTags, fileNameMatches, headerMatches } from "./build-constraints.js";
import { PackageDeclarations, type Demand } from "./demands.js";
import { BuildContexts, type BuildContext, type Env, type Resolution } from "./module-resolver.js";
import { heapPolicyBeforeFacts } from "../heap-policy.js";
import { ModuleFinder, type Module } from "./modules.js";
import { ParsePool, type SourceText } from "./parse-pool.js";
import { importPathKind } from "./import-path.js";
import { importPathOf, InputResolver, type InputPackage } from "./inputs.js";
import { isDirectory, RegularFileReader } from "./regular-file.js";
import { PartialPackage } from "./partial-package.js";
import { mayMatter, mayMatterToCrd } from "./relevance.js";
import { SyntaxCache } from "./syntax-cache.js";

export interface LoadedPackage {
  readonly path: string;
  readonly dir: string;
  readonly isInput: boolean;
  /** An input of a module that another input's module requires: --all-types does not apply to it. */
  readonly inDependencyModule: boolean;
  readonly files: readonly GoFileSyntax[];
}

export interface LoadResult {
  readonly packages: readonly LoadedPackage[];
  readonly diagnostics: readonly Diagnostic[];
  /** Display paths of the input package directories, sorted (parsed or not). */
  readonly inputDirs: readonly string[];
  /**
   * Import paths whose required module is not where the go command would read it, with
   * that module's diagnostic: reported only where a definition needs one of its types.
   */
  readonly missingModules: ReadonlyMap<string, Diagnostic>;
}

export { UsageError } from "./usage-error.js";

export interface LoadOptions {
  /** Parse every input package, not only those that opt in to OpenAPI. */
  readonly allPackages: boolean;
  /** Also parse the input packages with kubebuilder root types (`+kubebuilder:object:root`): `generate --ts` types their kinds. */
  readonly crdKinds?: boolean;
  /** Filled with where the time went (for the benchmark). */
  readonly stats?: LoadStats;
  /** Batches smaller than this many UTF-16 code units are parsed without a worker thread. */
  readonly parallelThreshold?: number;
  /** Parse every file, even those src/load/relevance.ts finds nothing in (for tests, and --dependency-warnings). */
  readonly parseEveryFile?: boolean;
  /**
   * controller-gen's reading: every file of the input packages (+groupName may be in any
   * file's package comment), and of a dependency the files that may hold what a CRD reads
   * of it (relevance.ts: mayMatterToCrd).
   */
  readonly crdRelevance?: boolean;
  /** GOMODCACHE, GOPATH, GOWORK, GOFLAGS, HOME as the go command reads them (default: process.env). */
  readonly env?: Env;
  /** The syntax cache's directory (src/load/cache-dir.ts); undefined: no cache. */
  readonly cacheDir?: string | undefined;
}

/** Milliseconds per loading phase, and how much was read and parsed. */
export interface LoadStats {
  discoverMs: number;
  readMs: number;
  parseMs: number;
  /** Go files read (after the file-name and build-constraint filters). */
  filesRead: number;
  /** UTF-8 bytes of the files read. */
  bytesRead: number;
  /** Files read but not parsed: nothing in them can matter (src/load/relevance.ts). */
  filesSkipped: number;
  bytesSkipped: number;
  filesParsed: number;
  /** UTF-16 code units handed to the parser. */
  charsParsed: number;
  /** Whether a worker thread shared the parsing. */
  usedWorker: boolean;
  /** Files whose syntax came from the cache, and files parsed with the cache on. */
  cacheHits: number;
  cacheMisses: number;
}

export function emptyLoadStats(): LoadStats {
  return { discoverMs: 0, readMs: 0, parseMs: 0, filesRead: 0, bytesRead: 0, filesSkipped: 0, bytesSkipped: 0, filesParsed: 0, charsParsed: 0, usedWorker: false, cacheHits: 0, cacheMisses: 0 };
}

export function loadPackages(inputs: readonly string[], cwd: string, options: LoadOptions): LoadResult {
  const stats = options.stats ?? emptyLoadStats();
  const started = performance.now();
  const pool = new ParsePool({ parallelThreshold: options.parallelThreshold });
  const opened = options.cacheDir === undefined ? undefined : SyntaxCache.open(options.cacheDir);
  const cache = opened instanceof SyntaxCache ? opened : undefined;
  const relevance: Relevance = options.parseEveryFile === true ? "every-file" : options.crdRelevance === true ? "crd" : "openapi";
  const loader = new Loader(cwd, pool, cache, stats, relevance, options.env ?? process.env, options.crdKinds === true);
  const dirs = loader.expand(inputs);
  stats.discoverMs += performance.now() - started;
  // Many packages: likely a large batch, so the worker starts now and boots while files are
  // read. Not with the cache: most runs then find most files in it, and an idle worker
  // costs a core's start-up and ≈ 20 MB; a large batch of misses still starts it.
  if (dirs.length >= prestartDirs && options.parallelThreshold !== Infinity && cache === undefined) pool.prestart();
  try {
    for (const dir of dirs) loader.addInput(dir);
    loader.loadRoots(options.allPackages);
    loader.loadDependencies();
  } finally {
    pool.close();
  }
  cache?.finish();
  stats.usedWorker ||= pool.usedWorker;
  stats.cacheHits += cache?.stats.hits ?? 0;
  stats.cacheMisses += cache?.stats.misses ?? 0;
  const result = loader.result();
  if (opened === undefined || opened instanceof SyntaxCache) return result;
  // A cache that others could have written to is not used; the run goes on without it.
  const untrusted = diagnose("OM1017", { file: options.cacheDir!, line: 1, col: 1 }, options.cacheDir!, opened.untrusted);
  return { ...result, diagnostics: [...result.diagnostics, untrusted] };
}

/** Which files are parsed: all, or those that may matter to openapi-gen or to controller-gen's crd (inputs: all). */
type Relevance = "every-file" | "openapi" | "crd";

/** Inputs of at least this many package directories start the parse worker before reading. */
const prestartDirs = 16;

/** Text that a package must contain to produce a definition without --all-types. */
const optInTag = "+k8s:openapi-gen=true";
const kubebuilderRootTag = "+kubebuilder:object:root";

interface PendingInput {
  readonly path: string;
  readonly dir: string;
  readonly module: Module;
  /** The build whose requirements resolve the package's imports. */
  readonly context: BuildContext;
  readonly files: readonly SourceText[];
  /** Whether a file of the package (parsed or not) carries the opt-in tag. */
  readonly optedIn: boolean;
}

interface PendingPackage {
  readonly path: string;
  readonly dir: string;
  readonly files: readonly SourceText[];
  readonly isInput: boolean;
  readonly inDependencyModule: boolean;
  /** The build whose requirements resolve this package's imports. */
  readonly context: BuildContext | undefined;
  /** A dependency of a crd run: parsed only where its CRDs read it. */
  readonly partial?: PartialPackage;
}

class Loader {
  private readonly packages = new Map<string, LoadedPackage>();
  private readonly inputs = new Map<string, PendingInput>();
  /** Modules of the inputs: their packages resolve to their directories first. */
  private readonly knownModules = new Map<string, Module>();
  private readonly diagnostics: Diagnostic[] = [];
  private readonly reader = new RegularFileReader();
  private readonly finder: ModuleFinder;
  private readonly contexts: BuildContexts;
  private readonly resolver: InputResolver;
  /** Per loaded package: its declarations by name, and the build that resolves its imports. */
  private readonly declarations = new Map<string, PackageDeclarations>();
  private readonly packageContext = new Map<string, BuildContext | undefined>();
  /** The partly parsed dependencies (crd runs), with their sources and each file's syntax so far. */
  private readonly partials = new Map<string, { readonly source: PendingPackage; readonly partial: PartialPackage; readonly files: GoFileSyntax[] }>();
  /** Import paths that name no readable package directory. */
  private readonly unresolvable = new Set<string>();
  private readonly missingModules = new Map<string, Diagnostic>();
  private dependencyModules: ReadonlySet<string> = new Set();

  constructor(
    private readonly cwd: string,
    private readonly pool: ParsePool,
    private readonly cache: SyntaxCache | undefined,
    private readonly stats: LoadStats,
    private readonly relevance: Relevance,
    env: Env,
    private readonly crdKinds = false,
  ) {
    const display = (absolute: string): string => this.display(absolute);
    this.finder = new ModuleFinder(display, this.diagnostics);
    this.contexts = new BuildContexts(env, cwd, display, this.finder);
    this.resolver = new InputResolver(cwd, this.finder, this.contexts, display, this.diagnostics);
  }

  /** The input packages of the command line's inputs (directories, import paths, patterns). */
  expand(inputs: readonly string[]): InputPackage[] {
    return this.resolver.expand(inputs);
  }

  result(): LoadResult {
    const packages = [...this.packages.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const inputDirs = [...this.inputs.values()].map((input) => this.display(input.dir)).sort();
    return { packages, diagnostics: this.diagnostics, inputDirs, missingModules: this.missingModules };
  }

  /** Registers an input package and reads its relevant files (parsing comes later). */
  addInput(input: InputPackage): void {
    const started = performance.now();
    const dir = input.dir;
    const module = input.named?.module ?? this.finder.moduleOf(dir);
    const goFiles = this.goFileNames(dir);
    this.stats.discoverMs += performance.now() - started;
    // A module root without Go files still makes its module's packages resolvable.
    if (typeof module === "object") this.knownModules.set(module.path, module);
    if (goFiles === undefined) return;
    if (goFiles.length === 0) {
      this.diagnostics.push(diagnose("OM1008", { file: this.display(dir), line: 1, col: 1 }, this.display(dir)));
      return;
    }
    if (module === "broken") return;
    if (module === undefined) {
      const where = goFiles[0] === undefined ? this.display(dir) : this.display(join(dir, goFiles[0]));
      this.diagnostics.push(diagnose("OM1002", { file: where, line: 1, col: 1 }, this.display(dir)));
      return;
    }
    const path = input.named?.importPath ?? importPathOf(module, dir);
    const context = input.named?.context ?? this.contexts.for(module);
    this.inputs.set(path, { path, dir, module, context, ...this.readSources(dir, goFiles, true) });
  }

  /** Parses the input packages that can produce definitions. */
  loadRoots(allPackages: boolean): void {
    this.dependencyModules = this.requiredByOtherInputs();
    const roots: PendingPackage[] = [];
    for (const input of this.inputs.values()) {
      if (allPackages || input.optedIn) roots.push(this.inputSource(input));
    }
    this.parsePackages(roots);
  }

  /** Input modules that another input module's go.mod requires (a dependency passed as DIR/...). */
  private requiredByOtherInputs(): Set<string> {
    const required = new Set<string>();
    for (const module of this.knownModules.values()) {
      for (const r of module.modFile?.requires ?? []) if (r.path !== module.path && this.knownModules.has(r.path)) required.add(r.path);
    }
    return required;
  }

  private inputSource(input: PendingInput): PendingPackage {
    return {
      path: input.path,
      dir: input.dir,
      files: input.files,
      isInput: true,
      inDependencyModule: this.dependencyModules.has(input.module.path),
      context: input.context,
    };
  }

  /**
   * Loads, lazily, what the loaded packages reach: an input needs everything it declares,
   * a dependency only the types and constants asked of it. Packages are parsed in waves,
   * each wave the packages that the demands of the previous one name.
   */
  loadDependencies(): void {
    const queue: Demand[] = [...this.packages.values()].map((pkg) => ({ pkg: pkg.path, kind: "all", name: "" }));
    const done = new Set<string>();
    const waiting = new Map<string, Demand[]>();
    const wanted = new Map<string, PendingPackage>();
    /** Partly parsed packages whose masks a demand changed: parsed again in the next wave. */
    const reparse = new Set<string>();
    for (;;) {
      while (queue.length > 0) {
        const demand = queue.pop()!;
        const key = `${demand.kind} ${demand.pkg} ${demand.name}`;
        if (done.has(key)) continue;
        const declarations = this.declarations.get(demand.pkg);
        if (declarations !== undefined && demand.kind === "type" && this.partials.get(demand.pkg)?.partial.unmask(demand.name) === true) {
          reparse.add(demand.pkg);
          push(waiting, demand.pkg, demand);
        } else if (declarations !== undefined) {
          done.add(key);
          for (const next of declarations.reach(demand)) {
            if (!this.packages.has(next.pkg) && !wanted.has(next.pkg)) this.want(next.pkg, demand.pkg, wanted);
            if (!this.unresolvable.has(next.pkg)) queue.push(next);
          }
        } else if (wanted.has(demand.pkg)) {
          if (demand.kind === "type") wanted.get(demand.pkg)!.partial?.unmask(demand.name);
          push(waiting, demand.pkg, demand);
        }
      }
      if (wanted.size === 0 && reparse.size === 0) return;
      const wave = [...wanted.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      wanted.clear();
      const again = [...reparse].sort();
      reparse.clear();
      for (const pkg of this.parsePackages(wave, again)) {
        queue.push(...(waiting.get(pkg.path) ?? []));
        if (pkg.isInput) queue.push({ pkg: pkg.path, kind: "all", name: "" });
        waiting.delete(pkg.path);
      }
    }
  }

  /** Schedules a package for the next wave, or records why it cannot be loaded. */
  private want(path: string, from: string, wanted: Map<string, PendingPackage>): void {
    if (this.unresolvable.has(path)) return;
    const source = this.importSource(path, this.packageContext.get(from));
    if (source === undefined) this.unresolvable.add(path);
    else wanted.set(path, source);
  }

  private importSource(path: string, context: BuildContext | undefined): PendingPackage | undefined {
    const input = this.inputs.get(path);
    if (input !== undefined) return this.inputSource(input);
    if (importPathKind(path) !== "module") return undefined;
    const dir = this.dirOfImport(path, context);
    if (dir === undefined || !isDirectory(dir)) return undefined;
    const { files } = this.readSources(dir, this.goFileNames(dir) ?? [], false);
    const partial = this.relevance === "crd" ? new PartialPackage(files) : undefined;
    return { path, dir, files, isInput: false, inDependencyModule: false, context, ...(partial === undefined ? {} : { partial }) };
  }

  /** The command line's modules first (longest path prefix), else the build's requirements. */
  private dirOfImport(importPath: string, context: BuildContext | undefined): string | undefined {
    let best: Module | undefined;
    for (const module of this.knownModules.values()) {
      const matches = importPath === module.path || importPath.startsWith(module.path + "/");
      if (matches && (best === undefined || module.path.length > best.path.length)) best = module;
    }
    const resolved: Resolution = context?.resolve(importPath) ?? { kind: "none" };
    if (best !== undefined && (resolved.kind === "none" || best.path.length >= resolved.modulePathLength)) {
      return join(best.root, importPath.slice(best.path.length));
    }
    if (resolved.kind === "dir") return resolved.dir;
    if (resolved.kind === "missing") this.missingModules.set(importPath, resolved.diagnostic);
    return undefined;
  }

  /**
   * Parses the files of several packages as one batch, with the files of partly parsed
   * packages (`again`) whose masks changed.
   */
  private parsePackages(sources: readonly PendingPackage[], again: readonly string[] = []): LoadedPackage[] {
    const started = performance.now();
    const batches = [
      ...sources.map((source) => ({ source, files: source.partial === undefined ? source.files.map((s, index) => ({ index, source: s })) : source.partial.changedSources() })),
      ...again.map((path) => ({ source: this.partials.get(path)!.source, files: this.partials.get(path)!.partial.changedSources() })),
    ];
    const texts = batches.flatMap((b) => b.files.map((f) => f.source));
    heapPolicyBeforeFacts(texts.reduce((n, t) => n + t.text.length, 0));
    const parse = (files: readonly SourceText[]): GoFileSyntax[] => this.pool.parseAll(files);
    const syntax = this.cache === undefined ? parse(texts) : this.cache.parseAll(texts, parse);
    this.stats.parseMs += performance.now() - started;
    this.stats.filesParsed += texts.length;
    for (const text of texts) this.stats.charsParsed += text.text.length;
    let next = 0;
    return batches.map(({ source, files: parsed }) => {
      const known = this.partials.get(source.path);
      const files: GoFileSyntax[] = known?.files ?? new Array<GoFileSyntax>(source.files.length);
      for (const { index } of parsed) {
        const file = syntax[next++]!;
        files[index] = file;
        for (const error of file.errors) this.diagnostics.push(diagnose(error.code, error.span, ...error.args));
      }
      if (known === undefined && source.partial !== undefined) this.partials.set(source.path, { source, partial: source.partial, files });
      // A partly parsed package's list is a copy: the next wave may replace some of its files.
      const pkg = { path: source.path, dir: this.display(source.dir), isInput: source.isInput, inDependencyModule: source.inDependencyModule, files: source.partial === undefined ? files : [...files] };
      this.packages.set(source.path, pkg);
      this.declarations.set(source.path, new PackageDeclarations(source.path, pkg.files));
      this.packageContext.set(source.path, source.context);
      return pkg;
    });
  }

  /**
   * Reads a package's files and keeps those worth parsing. A file that can matter neither
   * by its declarations (src/load/relevance.ts) nor as doc.go is not even decoded, unless
   * it carries the opt-in tag (then whether it counts depends on its build constraints).
   */
  private readSources(dir: string, names: readonly string[], input: boolean): { files: SourceText[]; optedIn: boolean } {
    const started = performance.now();
    const files: SourceText[] = [];
    let optedIn = false;
    for (const name of names) {
      const absolute = join(dir, name);
      const bytes = this.readGoBytes(absolute);
      if (bytes === undefined) continue;
      const matters = name === "doc.go" || this.mayMatter(bytes, input);
      const tagged = bytes.includes(optInTag) || (this.crdKinds && bytes.includes(kubebuilderRootTag));
      if (!matters && !tagged) {
        this.stats.filesSkipped++;
        this.stats.bytesSkipped += bytes.length;
        continue;
      }
      const text = strictUtf8.decode(bytes);
      // The bytes are text now: a scratch buffer grown for a huge file is not kept.
      this.reader.shrink();
      if (!headerMatches(text, defaultBuildTags)) continue;
      optedIn ||= tagged;
      if (matters) files.push({ display: this.display(absolute), text });
    }
    this.stats.readMs += performance.now() - started;
    return { files, optedIn };
  }

  private mayMatter(bytes: Buffer, input: boolean): boolean {
    switch (this.relevance) {
      case "every-file":
        return true;
      case "crd":
        return input || mayMatterToCrd(bytes);
      case "openapi":
        return mayMatter(bytes);
    }
  }

  /** Undefined (and reported) when the directory cannot be listed. */
  private goFileNames(dir: string): string[] | undefined {
    try {
      return readdirSync(dir, { withFileTypes: true })
        .filter((e) => !e.isDirectory() && fileNameMatches(e.name, defaultBuildTags))
        .map((e) => e.name)
        .sort();
    } catch (error) {
      this.diagnostics.push(diagnose("OM1003", { file: this.display(dir), line: 1, col: 1 }, this.display(dir), reason(error)));
      return undefined;
    }
  }

  /** A file's bytes, if it is a regular file that can be read and is well-formed UTF-8 (else a diagnostic). */
  private readGoBytes(absolute: string): Buffer | undefined {
    const read = this.reader.read(absolute);
    if (!read.ok) {
      const display = this.display(absolute);
      this.diagnostics.push("notRegular" in read
        ? diagnose("OM1040", { file: display, line: 1, col: 1 }, display, read.notRegular)
        : diagnose("OM1003", { file: display, line: 1, col: 1 }, display, reason(read)));
      return undefined;
    }
    const bytes = read.bytes;
    this.stats.filesRead++;
    this.stats.bytesRead += bytes.length;
    if (!isUtf8(bytes)) {
      this.diagnostics.push(diagnose("OM1004", { file: this.display(absolute), ...firstInvalidUtf8(bytes) }));
      return undefined;
    }
    return bytes;
  }

  private display(absolute: string): string {
    const rel = relative(this.cwd, absolute) || ".";
    return rel.split(sep).join("/");
  }
}


function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/**
 * Reads whole files into one reused buffer: most files read are only scanned, never
 * decoded, and a fresh Buffer per file would hold megabytes outside the JS heap until a
 * garbage collection noticed. A returned view is valid until the next read.
 */
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

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
