// Which kube-openapi a repository builds its openapi-gen from, decided as its own build
// decides it, from its files (no go command runs):
//   0. `go install`/`go run k8s.io/kube-openapi/cmd/openapi-gen@VERSION` in the Makefile or a
//      hack/*.sh script (the version may be a make or shell variable set in that file): that
//      version, whatever go.mod requires.
//   1. kube_codegen.sh users (a script under hack/ that sources it): the script `go install`s
//      openapi-gen inside the k8s.io/code-generator module that the script's module requires,
//      so the kube-openapi that counts is the one THAT code-generator's go.mod requires
//      (read from the module cache or a replacement directory; vendored, it builds in the
//      repository's own module). Not downloaded: a release's pin from kube-releases.ts.
//   2. `go tool` users: a `tool k8s.io/kube-openapi/cmd/openapi-gen` directive in go.mod;
//      else a tools module (tools/go.mod, hack/tools/go.mod) that requires kube-openapi.
//   3. a go.mod or tools module requiring k8s.io/code-generator: its openapi-gen (older
//      releases ship it) or kube_codegen.sh, built in code-generator's module as in 1.
//   4. `go run` users and the rest: the kube-openapi that go.mod requires.
// The repository is the module of the inputs; with several input modules, those no other
// input module requires (a dependency passed on the command line follows its dependant),
// the newest of their pins winning. When every input is a dependency of the working
// directory's module (only k8s.io packages, say), that module is the repository.
//
// go.mod files are read with gomod.ts; a malformed one is the loader's to report (here it
// pins what it can be read to pin).

import { readdirSync } from "./traced-fs.js";
import { dirname, join, relative, sep } from "node:path";
import type { Span } from "../parse/syntax.js";
import { parseModFile, type ModFile, type Requirement } from "./gomod.js";
import { kubeOpenapiOfStagingTag } from "./kube-releases.js";
import { BuildContexts, type Env } from "./module-resolver.js";
import { ModuleFinder } from "./modules.js";
import { isFile, readRegularFile } from "./regular-file.js";

const kubeOpenapi = "k8s.io/kube-openapi";
const codeGenerator = "k8s.io/code-generator";
const openapiGenCommand = "k8s.io/kube-openapi/cmd/openapi-gen";
const toolsModules = ["tools/go.mod", "hack/tools/go.mod"];

export interface KubeOpenapiPin {
  readonly version: string;
  /** Where the version is written (a go.mod requirement), for the note and a malformed pin's warning. */
  readonly span: Span;
  /** Why openapi-gen is built from this kube-openapi, in a sentence (for --verbose). */
  readonly reason: string;
}

/** The pin for the modules of these package directories; undefined when none pins one. */
export function findKubeOpenapiPin(packageDirs: readonly string[], cwd: string, env: Env = {}): KubeOpenapiPin | undefined {
  const search = new PinSearch(cwd, env);
  let best: KubeOpenapiPin | undefined;
  for (const { root, why } of search.repositories(packageDirs)) {
    const pin = search.pinOf(root, why);
    if (pin !== undefined && (best === undefined || versionTime(pin.version) > versionTime(best.version))) best = pin;
  }
  return best;
}

/** The commit time of a pseudo-version, for ordering; "" sorts first. */
function versionTime(version: string): string {
  return /(\d{14})-[0-9a-f]{12}$/.exec(version)?.[1] ?? "";
}

/** One search: each directory and each go.mod is looked at once (trees have hundreds of packages). */
class PinSearch {
  private readonly rootOf = new Map<string, string | undefined>();
  private readonly files = new Map<string, ModFile | undefined>();
  private readonly finder: ModuleFinder;
  private readonly contexts: BuildContexts;

  constructor(
    private readonly cwd: string,
    env: Env,
  ) {
    // The loader reports what is wrong with module files; this search only reads them.
    this.finder = new ModuleFinder((absolute) => this.display(absolute), []);
    this.contexts = new BuildContexts(env, cwd, (absolute) => this.display(absolute), this.finder);
  }

  /** The repositories whose build decides, each with why it is the one. */
  repositories(packageDirs: readonly string[]): { root: string; why: string }[] {
    const roots = [...new Set(packageDirs.map((dir) => this.moduleRoot(dir)).filter((r): r is string => r !== undefined))].sort();
    const working = this.moduleRoot(this.cwd);
    const workingFile = working === undefined ? undefined : this.read(join(working, "go.mod"));
    if (workingFile !== undefined && roots.length > 0 && roots.every((root) => root !== working && this.isRequiredBy(workingFile, root))) {
      return [{ root: working!, why: "every input is a dependency of the working directory's module, whose build runs openapi-gen" }];
    }
    const mains = roots.map((root) => ({ root, file: this.read(join(root, "go.mod")) }));
    const required = new Set(mains.flatMap((m) => (m.file?.requires ?? []).map((r) => r.path)));
    const repositories = mains.filter((m) => m.file?.module === undefined || !required.has(m.file.module.path));
    return (repositories.length > 0 ? repositories : mains).map((m) => ({ root: m.root, why: "" }));
  }

  pinOf(root: string, why: string): KubeOpenapiPin | undefined {
    const pin = this.viaVersionedInstall(root) ?? this.viaKubeCodegen(root) ?? this.viaGoTool(root) ?? this.viaCodeGenerator(root) ?? this.direct(root, "go.mod");
    return pin === undefined || why === "" ? pin : { ...pin, reason: `${why}; ${pin.reason}` };
  }

  private viaVersionedInstall(root: string): KubeOpenapiPin | undefined {
    for (const file of [join(root, "Makefile"), ...scripts(join(root, "hack"))]) {
      const read = readRegularFile(file, 1 << 20);
      if (!read.ok) continue;
      const found = versionedInstall(read.bytes.toString("utf8"));
      if (found === undefined) continue;
      const where = `${this.display(file)}:${found.line}`;
      return { version: found.version, span: { file: this.display(file), line: found.line, col: found.col }, reason: `${where} installs ${openapiGenCommand}@${found.version} (go install or go run at a version), whatever go.mod requires` };
    }
    return undefined;
  }

  private viaKubeCodegen(root: string): KubeOpenapiPin | undefined {
    const script = scriptSourcing(join(root, "hack"), "kube_codegen.sh");
    if (script === undefined) return undefined;
    // The script finds code-generator with `go list -m` in its own module (kueue's
    // hack/tools/code-generator/generate.sh: hack/tools/go.mod), most often the repository's.
    const own = this.moduleRoot(dirname(script));
    const first = own === undefined || own === root ? [] : [relative(root, join(own, "go.mod")).split(sep).join("/")];
    return this.codeGeneratorPin(root, `${this.display(script)} sources kube_codegen.sh, which builds openapi-gen in the k8s.io/code-generator module`, first);
  }

  private viaGoTool(root: string): KubeOpenapiPin | undefined {
    const goMod = join(root, "go.mod");
    const tool = this.read(goMod)?.tools.find((t) => t.path === openapiGenCommand);
    if (tool !== undefined) {
      const pin = this.direct(root, "go.mod");
      if (pin !== undefined) return { ...pin, reason: `${this.display(goMod)}:${tool.pos.line} has \`tool ${openapiGenCommand}\` (go tool openapi-gen builds it in this module); ${pin.reason}` };
    }
    for (const file of toolsModules) {
      const pin = this.direct(root, file);
      if (pin !== undefined) return { ...pin, reason: `${file} is the tools module that builds the code generators; ${pin.reason}` };
    }
    return undefined;
  }

  private viaCodeGenerator(root: string): KubeOpenapiPin | undefined {
    return this.codeGeneratorPin(root, "the repository requires k8s.io/code-generator, whose scripts build openapi-gen in its module");
  }

  /** The kube-openapi of the code-generator that go.mod (else a tools module) requires. */
  private codeGeneratorPin(root: string, how: string, first: readonly string[] = []): KubeOpenapiPin | undefined {
    for (const file of [...first, "go.mod", ...toolsModules]) {
      const goMod = join(root, file);
      const requirement = this.requirement(goMod, codeGenerator);
      if (requirement === undefined) continue;
      const at = `${codeGenerator} ${requirement.version} (${this.display(goMod)}:${requirement.pos.line})`;
      return this.codeGeneratorGoModPin(goMod, `${how}: ${at}`) ?? this.releasePin(goMod, requirement, `${how}: ${at}`) ?? this.unread(root, `${how}: ${at}`);
    }
    return undefined;
  }

  /** Read from code-generator's own go.mod where the build finds its files; vendored, the build is the repository's. */
  private codeGeneratorGoModPin(goMod: string, how: string): KubeOpenapiPin | undefined {
    const module = this.finder.moduleOf(dirname(goMod));
    if (typeof module !== "object") return undefined;
    const resolved = this.contexts.for(module).resolve(codeGenerator);
    if (resolved.kind !== "dir") return undefined;
    const ownGoMod = join(resolved.dir, "go.mod");
    if (!isFile(ownGoMod)) {
      const pin = this.direct(module.root, "go.mod");
      return pin === undefined ? undefined : { ...pin, reason: `${how}, vendored in ${this.display(resolved.dir)} and so built in this module; ${pin.reason}` };
    }
    const pin = this.pinIn(ownGoMod);
    return pin === undefined ? undefined : { ...pin, reason: `${how}, whose go.mod (${this.display(ownGoMod)}) requires ${kubeOpenapi} ${pin.version}` };
  }

  /** code-generator not downloaded: a release tag's pin from the table. */
  private releasePin(goMod: string, requirement: Requirement, how: string): KubeOpenapiPin | undefined {
    const release = kubeOpenapiOfStagingTag(requirement.version);
    if (release === undefined) return undefined;
    return {
      version: release.version,
      span: { file: this.display(goMod), ...requirement.pos },
      reason: `${how}, whose go.mod is not downloaded (go mod download ${codeGenerator}); code-generator v0.${release.minor}.0 requires ${kubeOpenapi} ${release.version}`,
    };
  }

  /** code-generator's go.mod is neither downloaded nor a release the table knows: the repository's own pin is the best guess. */
  private unread(root: string, how: string): KubeOpenapiPin | undefined {
    const pin = this.direct(root, "go.mod");
    return pin === undefined ? undefined : { ...pin, reason: `${how}, whose go.mod is not downloaded (go mod download ${codeGenerator}) and which is no release: the repository's own pin stands in; ${pin.reason}` };
  }

  /** The kube-openapi that a go.mod of the repository requires. */
  private direct(root: string, file: string): KubeOpenapiPin | undefined {
    const pin = this.pinIn(join(root, file));
    return pin === undefined ? undefined : { ...pin, reason: `${this.display(join(root, file))} requires ${kubeOpenapi} ${pin.version}` };
  }

  private pinIn(goMod: string): KubeOpenapiPin | undefined {
    const requirement = this.requirement(goMod, kubeOpenapi);
    if (requirement === undefined) return undefined;
    return { version: requirement.version, span: { file: this.display(goMod), ...requirement.pos }, reason: "" };
  }

  /** A requirement of a go.mod, a `replace` of it by another version applied (a directory has no version). */
  private requirement(goMod: string, path: string): Requirement | undefined {
    const file = this.read(goMod);
    const required = file?.requires.find((r) => r.path === path);
    if (required === undefined) return undefined;
    const replace = file!.replaces.find((r) => r.oldPath === path && r.newVersion !== undefined && (r.oldVersion === undefined || r.oldVersion === required.version));
    return replace === undefined ? required : { path, version: replace.newVersion!, pos: replace.pos };
  }

  private isRequiredBy(file: ModFile, root: string): boolean {
    const path = this.read(join(root, "go.mod"))?.module?.path;
    return path !== undefined && file.requires.some((r) => r.path === path);
  }

  /** The directory of the go.mod that governs `dir`. */
  private moduleRoot(dir: string): string | undefined {
    const visited: string[] = [];
    let found: string | undefined;
    for (let current = dir, hops = 0; hops < 256; hops++) {
      if (this.rootOf.has(current)) {
        found = this.rootOf.get(current);
        break;
      }
      visited.push(current);
      if (isFile(join(current, "go.mod"))) {
        found = current;
        break;
      }
      const parent = dirname(current);
      if (parent === current) break;
      current = parent;
    }
    for (const d of visited) this.rootOf.set(d, found);
    return found;
  }

  /** A go.mod, read leniently; undefined when it cannot be read (the loader reports that). */
  private read(path: string): ModFile | undefined {
    if (!this.files.has(path)) {
      const read = readRegularFile(path); // a FIFO or device named go.mod is not read: it would block
      this.files.set(path, read.ok ? parseModFile(read.bytes.toString("utf8"), "go.mod") : undefined);
    }
    return this.files.get(path);
  }

  private display(absolute: string): string {
    return relative(this.cwd, absolute).split(sep).join("/") || ".";
  }
}

/** The shell scripts of a directory, by name (none when it cannot be listed). */
function scripts(dir: string): string[] {
  try {
    return readdirSync(dir).filter((n) => n.endsWith(".sh")).sort().map((n) => join(dir, n));
  } catch {
    return [];
  }
}

/** Directories below hack/ that scripts are looked for in (hack/tools/code-generator/…). */
const scriptDepth = 3;

/**
 * The first script whose text names `name` (one that sources it): hack/*.sh by name, then
 * those of its subdirectories, breadth first, at most `scriptDepth` levels down.
 */
function scriptSourcing(hack: string, name: string): string | undefined {
  let level = [hack];
  for (let depth = 0; depth <= scriptDepth && level.length > 0; depth++) {
    for (const dir of level) {
      const found = scripts(dir).find((script) => {
        const read = readRegularFile(script, 1 << 20);
        return read.ok && read.bytes.includes(name);
      });
      if (found !== undefined) return found;
    }
    level = level.flatMap(subdirectories);
  }
  return undefined;
}

function subdirectories(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !e.name.startsWith(".") && e.name !== "vendor" && e.name !== "node_modules").map((e) => join(dir, e.name)).sort();
  } catch {
    return [];
  }
}

/**
 * `…/cmd/openapi-gen@VERSION` in a Makefile or script, with where it is; a `$(VAR)` or
 * `${VAR}` version is looked up in the same file (`VAR ?= v0.0.0-…`, `VAR=v0.0.0-…`).
 */
function versionedInstall(text: string): { version: string; line: number; col: number } | undefined {
  const match = /k8s\.io\/kube-openapi\/cmd\/openapi-gen@(\$[({]\w+[)}]|v[0-9A-Za-z.+-]+)/.exec(text);
  if (match === null) return undefined;
  const before = text.slice(0, match.index).split("\n");
  const at = { line: before.length, col: before[before.length - 1]!.length + 1 };
  const named = /^\$[({](\w+)[)}]$/.exec(match[1]!)?.[1];
  if (named === undefined) return { version: match[1]!, ...at };
  const assigned = new RegExp(`^\\s*(?:export\\s+)?${named}\\s*[?:]?=\\s*["']?(v[0-9A-Za-z.+-]+)`, "m").exec(text);
  return assigned === null ? undefined : { version: assigned[1]!, ...at };
}
