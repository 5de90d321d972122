// A module cache (GOMODCACHE layout) for the upstream-* scripts: each module a go.mod requires,
// taken from its bare mirror at that version's tag. Entries are module@version, so one cache
// serves every run of a script.

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Lays out in `cache` the modules of `mirrors` that `goMod` requires; returns `cache`. */
export function layOutModules(goMod: string, mirrors: ReadonlyMap<string, string>, cache: string): string {
  const text = readFileSync(goMod, "utf8");
  for (const [module, mirror] of mirrors) {
    const version = new RegExp(`^\\s*(?:require\\s+)?${module.replaceAll(".", "\\.")}\\s+(v\\S+)`, "m").exec(text)?.[1];
    if (version === undefined) continue;
    const into = join(cache, `${module}@${version}`);
    if (existsSync(into)) continue;
    mkdirSync(into, { recursive: true });
    const archive = execFileSync("git", ["--git-dir", mirror, "archive", version], { maxBuffer: 1 << 30 });
    execFileSync("tar", ["-x", "-C", into], { input: archive, maxBuffer: 1 << 30 });
  }
  return cache;
}
