// controller-gen's paths= roots: one that begins with `.` or `..`, or is absolute, is a
// directory; any other is given to go/packages as an import path (pattern). `api/...` in a
// module whose path is example.com/project matches no package, so controller-gen writes
// nothing from it and says nothing; `api/v1` is "not in std", and its run fails. The loader
// would read both as the directories they also are: here they are read as controller-gen
// reads them, and said (OM1100, OM1101). Import paths with a dot (example.com/…) go on to the loader.

import { isAbsolute } from "node:path";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";

export function controllerGenRoots(paths: readonly string[]): { inputs: string[]; diagnostics: Diagnostic[] } {
  const inputs: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const path of paths) {
    if (path.startsWith(".") || isAbsolute(path) || path.split("/")[0]!.includes(".")) {
      inputs.push(path);
      continue;
    }
    const recursive = path === "..." || path.endsWith("/...");
    const at = { file: recursive ? path.slice(0, -3).replace(/\/$/, "") || "." : path, line: 1, col: 1 };
    diagnostics.push(recursive ? diagnose("OM1100", at, path) : diagnose("OM1101", at, path));
  }
  return { inputs, diagnostics };
}
