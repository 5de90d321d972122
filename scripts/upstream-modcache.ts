// A module cache (GOMODCACHE layout) for the upstream-* scripts: each module a go.mod requires,
// taken from its bare mirror at that version (a tag, or a pseudo-version's commit). Entries are
// module@version, so one cache serves every run of a script. A version the mirror does not have
// is left out (and said on stderr): the tool under test must then report the module missing.

import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { extractTree } from "./upstream-extract.js";

/** Lays out in `cache` the modules of `mirrors` that `goMod` requires; returns `cache`. */
export function layOutModules(goMod: string, mirrors: ReadonlyMap<string, string>, cache: string): string {
  const text = readFileSync(goMod, "utf8");
  for (const [module, mirror] of mirrors) {
    // Required, or the target of a replace (kyverno's `k8s.io/pod-security-admission => github.com/kyverno/… v0.0.0-…`).
    const version = new RegExp(`^\\s*(?:require\\s+|(?:replace\\s+)?\\S+(?:\\s+v\\S+)?\\s+=>\\s+)?${module.replaceAll(".", "\\.")}\\s+(v\\S+)`, "m").exec(text)?.[1];
    if (version === undefined) continue;
    const into = join(cache, `${module}@${version}`);
    if (existsSync(into)) continue;
    mkdirSync(into, { recursive: true });
    try {
      extractTree(mirror, revision(version), ".", into);
    } catch {
      process.stderr.write(`upstream-modcache: ${module}@${version} not in ${mirror}; left out\n`);
      rmSync(into, { recursive: true, force: true });
    }
  }
  return cache;
}

/** The git revision of a module version: a pseudo-version's commit, else the tag. */
function revision(version: string): string {
  const pseudo = /-(?:0\.)?\d{14}-([0-9a-f]{12})$/.exec(version);
  return pseudo?.[1] ?? version.replace(/\+incompatible$/, "");
}
