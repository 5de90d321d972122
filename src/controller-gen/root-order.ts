// The order in which controller-gen's loader gives its roots (pkg/loader LoadRootsWithConfig):
// the import-path roots first, in one `go list`; then each filesystem root in turn, `./x/...`
// listing the packages of x's module under x by import path; then the nested modules found
// under `...` roots (they are patterns of their own here, appended by withNestedModules). The
// rbac and webhook generators visit packages in this order: before v0.20.0 it is the order of
// the webhooks in manifests.yaml.

import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
import { compareStrings } from "../diag/diagnostic.js";

interface Root {
  readonly path: string;
  readonly dir: string;
  readonly isInput: boolean;
}

/** The input packages' import paths in controller-gen's root order. */
export function rootOrder(patterns: readonly string[], cwd: string, packages: readonly Root[]): string[] {
  const inputs = packages.filter((p) => p.isInput).sort((a, b) => compareStrings(a.path, b.path));
  const local = (p: string): boolean => p.startsWith(".") || isAbsolute(p);
  const moduleRoot = moduleRootFinder();
  const order: string[] = [];
  const seen = new Set<string>();
  const take = (matches: (pkg: Root) => boolean): void => {
    for (const pkg of inputs) if (!seen.has(pkg.path) && matches(pkg)) (seen.add(pkg.path), order.push(pkg.path));
  };
  for (const pattern of patterns.filter((p) => !local(p))) {
    const prefix = pattern.endsWith("/...") ? pattern.slice(0, -4) : undefined;
    take((pkg) => pkg.path === pattern || (prefix !== undefined && (pkg.path === prefix || pkg.path.startsWith(`${prefix}/`))));
  }
  for (const pattern of patterns.filter(local)) {
    const recursive = pattern === "..." || pattern.endsWith("/...");
    const dir = resolve(cwd, recursive ? pattern.slice(0, -3) || "." : pattern);
    const module = moduleRoot(dir);
    take((pkg) => {
      // A package's dir is as displayed: relative to the working directory.
      const at = resolve(cwd, pkg.dir);
      return at === dir || (recursive && at.startsWith(`${dir}${sep}`) && moduleRoot(at) === module);
    });
  }
  take(() => true);
  return order;
}

/** The nearest directory at or above a directory holding a go.mod (cached). */
function moduleRootFinder(): (dir: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  const find = (dir: string): string | undefined => {
    if (cache.has(dir)) return cache.get(dir);
    const parent = dirname(dir);
    const found = existsSync(join(dir, "go.mod")) ? dir : parent === dir ? undefined : find(parent);
    cache.set(dir, found);
    return found;
  };
  return find;
}
