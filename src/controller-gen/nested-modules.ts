// controller-gen's `DIR/...`: go/packages lists DIR/... in DIR's module, and controller-gen
// walks DIR for every go.mod below it — in testdata/, vendor/, _hidden and .hidden
// directories too, which `...` itself skips — and lists each such module's `./...` as well.
// The loader's `...` already crosses into nested modules outside those directories; this
// adds the ones inside them, so the packages are the ones controller-gen generates from.

import type { Dirent } from "node:fs";
import { readdirSync } from "../load/traced-fs.js";
import { join, relative, resolve } from "node:path";

/** The paths with `M/...` added for each module M below a `DIR/...` path that the loader's walk skips. */
export function withNestedModules(paths: readonly string[], cwd: string): string[] {
  const out = [...paths];
  for (const path of paths) {
    if (path !== "..." && !path.endsWith("/...")) continue;
    const root = resolve(cwd, path.slice(0, -3) || ".");
    for (const dir of skippedModuleDirs(root)) {
      const rel = relative(cwd, dir);
      out.push(`${rel.startsWith("..") ? rel : `./${rel}`}/...`);
    }
  }
  return out;
}

/** Directories below root holding a go.mod, reached only through a directory `...` skips. Links are not followed (filepath.WalkDir). */
function skippedModuleDirs(root: string): string[] {
  const found: string[] = [];
  const pending: { dir: string; skipped: boolean }[] = [{ dir: root, skipped: false }];
  while (pending.length > 0) {
    const { dir, skipped } = pending.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    if (skipped && entries.some((e) => e.name === "go.mod" && !e.isDirectory())) found.push(dir);
    for (const entry of entries) {
      if (entry.isDirectory()) pending.push({ dir: join(dir, entry.name), skipped: skipped || entry.name === "testdata" || entry.name === "vendor" || /^[._]/.test(entry.name) });
    }
  }
  return found.sort();
}
