// Creating a directory and its missing parents, one level at a time. Node's
// mkdirSync(…, {recursive: true}) spins for ever on a path below /proc/self/fd (mkdir says
// ENOENT there although the parent exists, and it retries the parent): here every level is
// tried at most twice, so such a path is an ENOENT error at once.

import { mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Creates `dir` and its missing parents with `mode` (as mkdir applies it, less the umask);
 * an existing directory is left as it is. Throws the system error of the level that fails.
 */
export function makeDirectories(dir: string, mode = 0o777): void {
  const missing: string[] = [];
  for (let current = dir; ; current = dirname(current)) {
    const made = tryMkdir(current, mode);
    if (made === "made" || made === "exists") break;
    // ENOENT: the parent is missing too (the root is never missing).
    if (dirname(current) === current) throw made;
    missing.push(current);
  }
  // Each level once more, now that its parent exists; ENOENT again is final.
  for (let i = missing.length - 1; i >= 0; i--) {
    const made = tryMkdir(missing[i]!, mode);
    if (made !== "made" && made !== "exists") throw made;
  }
  // What exists at `dir` may be a file (EEXIST too).
  if (!statSync(dir).isDirectory()) throw Object.assign(new Error(`not a directory: ${dir}`), { code: "ENOTDIR" });
}

function tryMkdir(dir: string, mode: number): "made" | "exists" | Error {
  try {
    mkdirSync(dir, { mode });
    return "made";
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "EEXIST") return "exists";
    if (code === "ENOENT") return error as Error;
    throw error;
  }
}
