// controller-gen's paths= roots: one that begins with `.` or `..`, or is absolute, is a
// directory; any other is given to go/packages as an import path (pattern). `api/...` in a
// module whose path is example.com/project matches no package, so controller-gen writes
// nothing from it and says nothing; `api/v1` is "not in std", and its run fails. The loader
// would read both as the directories they also are: here they are read as controller-gen
// reads them, and said (OM1100, OM1101). Import paths with a dot (example.com/…) go on to the
// loader; a directory that is not there fails the run as it fails controller-gen's (OM1102).

import { isAbsolute, relative, resolve } from "node:path";
import { isDirectory } from "../load/regular-file.js";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";

export function controllerGenRoots(paths: readonly string[], cwd: string): { inputs: string[]; diagnostics: Diagnostic[] } {
  const inputs: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const path of paths) {
    const local = path.startsWith(".") || isAbsolute(path);
    const dir = path === "..." || path.endsWith("/...") ? path.slice(0, -3).replace(/\/$/, "") || "." : path;
    // controller-gen's go list runs in the directory: one that is not there fails its run.
    if (local && !isDirectory(resolve(cwd, dir))) diagnostics.push(diagnose("OM1102", { file: relative(cwd, resolve(cwd, dir)) || ".", line: 1, col: 1 }, path));
    else if (local || path.split("/")[0]!.includes(".")) inputs.push(path);
    else diagnostics.push(diagnose(dir === path ? "OM1101" : "OM1100", { file: dir, line: 1, col: 1 }, path));
  }
  return { inputs, diagnostics };
}