// What a run memo's key is made of (docs/cache.md): everything a run's output can depend on
// other than the files it reads, which the entry records and a hit checks one by one. That
// is the code (the bundle's fingerprint, Node's version, the platform), the user (HOME's
// fallback), the working directory, the raw arguments and every environment variable the
// tool reads, and the year (a boilerplate header's YEAR is this year: applyconfiguration's).
// src/memo/env-coverage.test.ts fails when a module of src/ starts reading a
// variable this list does not cover. Whether stdout or stderr is a terminal is not part of
// the key: no output depends on it (help is wrapped to 80 columns everywhere).

import { createHash } from "node:crypto";
import { dirname, resolve, sep } from "node:path";

/** Bump when what a key covers or an entry's layout changes. */
export const memoFormat = 1;

/** Variables read by name (module-resolver.ts, stdlib-docs.ts, cache-dir.ts, heap-policy.ts). */
const keyedNames: ReadonlySet<string> = new Set(["HOME", "PATH", "XDG_CACHE_HOME", "LOCALAPPDATA", "NODE_OPTIONS"]);

/** Families of variables: the go command's, ours, GitHub's (check --format github). */
const keyedPrefixes: readonly string[] = ["GO", "OPENAPI_MARKERS_", "GITHUB_"];

export function isKeyedVariable(name: string): boolean {
  return keyedNames.has(name) || keyedPrefixes.some((prefix) => name.startsWith(prefix));
}

/** The keyed variables that are set, sorted by name. */
export function keyedEnvironment(env: Readonly<Record<string, string | undefined>>): [string, string][] {
  return Object.keys(env)
    .filter((name) => isKeyedVariable(name) && env[name] !== undefined)
    .sort()
    .map((name) => [name, env[name]!]);
}

export interface KeyMaterial {
  readonly fingerprint: string;
  readonly argv: readonly string[];
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Default: this year (UTC). */
  readonly year?: number;
}

export function memoKey(material: KeyMaterial): string {
  const parts = [
    `openapi-markers memo ${memoFormat}`,
    material.fingerprint,
    process.version,
    process.platform,
    process.arch,
    String(process.getuid?.() ?? ""),
    material.year ?? new Date().getUTCFullYear(),
    material.cwd,
    material.argv,
    keyedEnvironment(material.env),
  ];
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

/** The commands a memo serves: those that only read inputs and write outputs. */
const memoCommands: ReadonlySet<string> = new Set(["generate", "openapi-gen", "controller-gen", "check"]);

/** Whether a command line may be memoized: one of memoCommands, without --no-cache (or --cache=false). */
export function memoApplies(argv: readonly string[]): boolean {
  if (argv.length === 0 || !memoCommands.has(argv[0]!)) return false;
  return !argv.some((arg, i) => /^--(?:no-)?cache(?:=|$)/.test(arg) && !(arg === "--cache" && !/^(?:false|no|0)$/.test(argv[i + 1] ?? "")));
}

/**
 * Where a replay may write: below the working directory, below (or at) a path the
 * arguments name (`--v2 ../out/v2.json`, `output:crd:dir=../config`,
 * `paths={./api/...,./apis/...}`: every part between `=`, `:`, `,` and braces counts, less a
 * trailing `/...`), or below the module (the nearest go.mod) such a path is in, where
 * controller-gen's applyconfiguration writes. An entry naming anything else was not
 * written by a run of this line.
 */
export function writableRoots(argv: readonly string[], cwd: string, hasGoMod: (dir: string) => boolean): string[] {
  const roots = new Set<string>([cwd]);
  for (const arg of argv) {
    for (const part of [arg, ...arg.split(/[=:,{}]/)]) {
      if (part === "") continue;
      const path = resolve(cwd, part.replace(/\/\.\.\.$/, ""));
      roots.add(path);
      for (let dir = path; ; dir = dirname(dir)) {
        if (hasGoMod(dir)) {
          roots.add(dir);
          break;
        }
        if (dirname(dir) === dir) break;
      }
    }
  }
  return [...roots];
}

export function isWithin(path: string, roots: readonly string[]): boolean {
  return roots.some((root) => path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`));
}
