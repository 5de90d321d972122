// Which kube-openapi a repository builds its openapi-gen from, read from go.mod files:
// a tools module when there is one (tools/go.mod, hack/tools/go.mod — where repositories
// pin their code generators), else the main go.mod. With several input modules, those no
// other input module requires are the repositories (a dependency passed on the command
// line follows its dependant), and the newest of their pins wins.
//
// go.mod files are read with gomod.ts; a malformed one is the loader's to report (here it
// pins what it can be read to pin).

import { dirname, join, relative } from "node:path";
import { parseModFile } from "./gomod.js";
import { isFile, readRegularFile } from "./regular-file.js";

const kubeOpenapi = "k8s.io/kube-openapi";
const toolsModules = ["tools/go.mod", "hack/tools/go.mod"];

export interface KubeOpenapiPin {
  readonly version: string;
  /** The go.mod it was read from, relative to the working directory. */
  readonly goMod: string;
}

interface GoModFacts {
  readonly module: string | undefined;
  readonly requires: ReadonlyMap<string, string>;
}

/** The pin for the modules of these package directories; undefined when none pins one. */
export function findKubeOpenapiPin(packageDirs: readonly string[], cwd: string): KubeOpenapiPin | undefined {
  const files = new GoModFiles();
  const roots = [...new Set(packageDirs.map((dir) => files.moduleRoot(dir)).filter((r): r is string => r !== undefined))].sort();
  const mains = roots.map((root) => ({ root, facts: files.read(join(root, "go.mod")) }));
  const required = new Set(mains.flatMap((m) => [...m.facts.requires.keys()]));
  const repositories = mains.filter((m) => m.facts.module === undefined || !required.has(m.facts.module));
  let best: KubeOpenapiPin | undefined;
  for (const { root } of repositories.length > 0 ? repositories : mains) {
    const pin = pinOf(root, cwd, files);
    if (pin !== undefined && (best === undefined || versionTime(pin.version) > versionTime(best.version))) best = pin;
  }
  return best;
}

function pinOf(root: string, cwd: string, files: GoModFiles): KubeOpenapiPin | undefined {
  for (const file of [...toolsModules, "go.mod"]) {
    const path = join(root, file);
    const version = files.read(path).requires.get(kubeOpenapi);
    if (version !== undefined) return { version, goMod: relative(cwd, path).split("\\").join("/") };
  }
  return undefined;
}

/** The commit time of a pseudo-version, for ordering; "" sorts first. */
function versionTime(version: string): string {
  return /(\d{14})-[0-9a-f]{12}$/.exec(version)?.[1] ?? "";
}

/** go.mod files as one search sees them: each directory and each file is looked at once (trees have hundreds of packages). */
class GoModFiles {
  private readonly rootOf = new Map<string, string | undefined>();
  private readonly facts = new Map<string, GoModFacts>();

  /** The directory of the go.mod that governs `dir`. */
  moduleRoot(dir: string): string | undefined {
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

  /** The facts of one go.mod (empty when it cannot be read: the loader reports that). */
  read(path: string): GoModFacts {
    let facts = this.facts.get(path);
    if (facts === undefined) {
      const read = readRegularFile(path); // a FIFO or device named go.mod is not read: it would block
      facts = read.ok ? parseGoMod(read.bytes.toString("utf8")) : { module: undefined, requires: new Map() };
      this.facts.set(path, facts);
    }
    return facts;
  }
}

/** The module path and requirements of go.mod text, a `replace` of a path by a version applied. */
function parseGoMod(text: string): GoModFacts {
  const file = parseModFile(text, "go.mod");
  const requires = new Map<string, string>();
  for (const r of file.requires) requires.set(r.path, r.version);
  for (const r of file.replaces) {
    // Only a replacement by another version counts; a local directory has no version.
    if (r.newVersion !== undefined && requires.has(r.oldPath) && (r.oldVersion === undefined || r.oldVersion === requires.get(r.oldPath))) {
      requires.set(r.oldPath, r.newVersion);
    }
  }
  return { module: file.module?.path, requires };
}
