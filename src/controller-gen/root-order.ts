// The order in which controller-gen's loader gives its roots (pkg/loader LoadRootsWithConfig):
// the import-path roots first, in one go/packages load; then each filesystem root in turn,
// `./x/...` matching the packages of x's module under x; then the nested modules found under
// `...` roots (they are patterns of their own here, appended by withNestedModules). Within one
// load the roots come as `go list -deps` prints them: each root in import-path order after the
// packages it imports, depth first (pkg/controller/jobs/deployment imports …/jobs/pod: pod comes
// first). The rbac and webhook generators visit packages in this order: before v0.20.0 it is
// the order of the webhooks in manifests.yaml. Imports are followed through the packages loaded.

import { existsSync } from "../load/traced-fs.js";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
import { compareStrings } from "../diag/diagnostic.js";

interface Root {
  readonly path: string;
  readonly dir: string;
  readonly isInput: boolean;
  /** The import paths its files import. */
  readonly imports: readonly string[];
}

/** The input packages' import paths in controller-gen's root order. */
export function rootOrder(patterns: readonly string[], cwd: string, packages: readonly Root[]): string[] {
  const inputs = packages.filter((p) => p.isInput).sort((a, b) => compareStrings(a.path, b.path));
  const local = (p: string): boolean => p.startsWith(".") || isAbsolute(p);
  const moduleRoot = moduleRootFinder();
  const byPath = new Map(packages.map((p) => [p.path, p]));
  const order: string[] = [];
  const seen = new Set<string>();
  const take = (matches: (pkg: Root) => boolean): void => {
    const roots = new Set(inputs.filter((pkg) => !seen.has(pkg.path) && matches(pkg)).map((pkg) => pkg.path));
    for (const path of listDeps([...roots], byPath)) if (roots.has(path)) (seen.add(path), order.push(path));
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

/** `go list -deps` order: depth first, imports in import-path order, each package after its imports (iterative). */
function listDeps(roots: readonly string[], byPath: ReadonlyMap<string, Root>): string[] {
  const out: string[] = [];
  const visited = new Set<string>();
  for (const root of roots) {
    const stack: { path: string; next: number; imports: readonly string[] }[] = [];
    const enter = (path: string): void => {
      visited.add(path);
      stack.push({ path, next: 0, imports: [...new Set(byPath.get(path)?.imports ?? [])].sort(compareStrings) });
    };
    if (!visited.has(root)) enter(root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const dep = top.imports[top.next++];
      if (dep === undefined) out.push(stack.pop()!.path);
      else if (!visited.has(dep) && byPath.has(dep)) enter(dep);
    }
  }
  return out;
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
