// `check --format github`: GitHub places an annotation by a path relative to the checked-out
// repository (GITHUB_WORKSPACE), whatever directory the step ran in. Diagnostics name files
// relative to the working directory; these helpers rebase them.

import { existsSync } from "../load/traced-fs.js";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import type { Diagnostic } from "../diag/diagnostic.js";

/** GITHUB_WORKSPACE, else the nearest directory at or above `cwd` holding `.git`, else `cwd`. */
export function annotationRoot(cwd: string, env: Readonly<Record<string, string | undefined>>): string {
  const workspace = env.GITHUB_WORKSPACE;
  if (workspace !== undefined && workspace !== "") return resolve(cwd, workspace);
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, ".git"))) return dir;
    if (dirname(dir) === dir) return resolve(cwd);
  }
}

/** The diagnostics with their files relative to `root` instead of `cwd` (`/` separated). */
export function rebaseFiles(diagnostics: readonly Diagnostic[], cwd: string, root: string): Diagnostic[] {
  return diagnostics.map((d) => {
    const absolute = isAbsolute(d.span.file) ? d.span.file : resolve(cwd, d.span.file);
    const file = relative(root, absolute).split(sep).join("/") || ".";
    return { ...d, span: { ...d.span, file } };
  });
}
