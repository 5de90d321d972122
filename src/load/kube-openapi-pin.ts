// Which kube-openapi a repository builds its openapi-gen from, read from go.mod files:
// a tools module when there is one (tools/go.mod, hack/tools/go.mod — where repositories
// pin their code generators), else the main go.mod. With several input modules, those no
// other input module requires are the repositories (a dependency passed on the command
// line follows its dependant), and the newest of their pins wins.
//
// A minimal go.mod reader: the module path, `require` lines and blocks, and a `replace`
// of kube-openapi by a version; enough for this question, and nothing more.

import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";

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
  const roots = [...new Set(packageDirs.map(moduleRoot).filter((r): r is string => r !== undefined))].sort();
  const mains = roots.map((root) => ({ root, facts: readGoMod(join(root, "go.mod")) }));
  const required = new Set(mains.flatMap((m) => [...m.facts.requires.keys()]));
  const repositories = mains.filter((m) => m.facts.module === undefined || !required.has(m.facts.module));
  let best: KubeOpenapiPin | undefined;
  for (const { root } of repositories.length > 0 ? repositories : mains) {
    const pin = pinOf(root, cwd);
    if (pin !== undefined && (best === undefined || versionTime(pin.version) > versionTime(best.version))) best = pin;
  }
  return best;
}

function pinOf(root: string, cwd: string): KubeOpenapiPin | undefined {
  for (const file of [...toolsModules, "go.mod"]) {
    const path = join(root, file);
    const version = readGoMod(path).requires.get(kubeOpenapi);
    if (version !== undefined) return { version, goMod: relative(cwd, path).split("\\").join("/") };
  }
  return undefined;
}

/** The commit time of a pseudo-version, for ordering; "" sorts first. */
function versionTime(version: string): string {
  return /(\d{14})-[0-9a-f]{12}$/.exec(version)?.[1] ?? "";
}

function moduleRoot(dir: string): string | undefined {
  for (let current = dir, hops = 0; hops < 256; hops++) {
    if (isFile(join(current, "go.mod"))) return current;
    const parent = dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
  return undefined;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const memo = new Map<string, GoModFacts>();

/** The facts of one go.mod (empty when it cannot be read: the loader reports that). */
function readGoMod(path: string): GoModFacts {
  let facts = memo.get(path);
  if (facts === undefined) {
    facts = existsSync(path) ? parseGoMod(readText(path)) : { module: undefined, requires: new Map() };
    memo.set(path, facts);
  }
  return facts;
}

function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

/** `module`, `require` (line or block) and `replace … => module version` of go.mod text. */
export function parseGoMod(text: string): GoModFacts {
  let module: string | undefined;
  const requires = new Map<string, string>();
  const replaces = new Map<string, string>();
  let block: string | undefined;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\/\/.*$/, "").trim();
    if (line === "") continue;
    if (block !== undefined) {
      if (line === ")") block = undefined;
      else directive(block, line.split(/\s+/), requires, replaces);
      continue;
    }
    const words = line.split(/\s+/);
    if (words[1] === "(") block = words[0];
    else if (words[0] === "module") module = unquote(words[1] ?? "");
    else directive(words[0]!, words.slice(1), requires, replaces);
  }
  for (const [path, version] of replaces) if (requires.has(path)) requires.set(path, version);
  return { module, requires };
}

function directive(verb: string, words: readonly string[], requires: Map<string, string>, replaces: Map<string, string>): void {
  if (verb === "require" && words.length >= 2) requires.set(unquote(words[0]!), words[1]!);
  if (verb !== "replace") return;
  const arrow = words.indexOf("=>");
  // Only a replacement by another version counts; a local directory has no version.
  if (arrow > 0 && words.length === arrow + 3) replaces.set(unquote(words[0]!), words[arrow + 2]!);
}

function unquote(word: string): string {
  return word.replace(/^"(.*)"$/, "$1");
}
