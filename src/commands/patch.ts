// `openapi-markers patch`: regenerate the definitions of a checked-in spec in place.

import { hasErrors, sortDiagnostics } from "../diag/diagnostic.js";
import { generate } from "../generate.js";
import { commandCacheDir } from "../load/cache-dir.js";
import { loadPackages } from "../load/load.js";
import { eraDiagnostics, selectEra } from "./era.js";
import { describeChanges, describeCounts, describeFlavours, noMatch, patchSpecs, readSpecs, totalCounts, writeSpecs } from "../patch/run-patch.js";
import { printDiagnostics, type CliIO } from "./io.js";

export interface PatchArgs {
  readonly spec: string;
  readonly inputs: readonly string[];
  readonly check: boolean;
  readonly only: "extensions" | undefined;
  readonly addAll: boolean;
  /** --published / --no-published: the flavour to write; by default each file's own. */
  readonly published?: boolean | undefined;
  readonly kubeOpenapi?: string | undefined;
  /** --verbose: also say which openapi-gen era is reproduced, and why. */
  readonly verbose?: boolean;
  /** --no-cache: false. */
  readonly cache?: boolean;
}

export function runPatch(args: PatchArgs, io: CliIO): number {
  const { specs, diagnostics: unreadable } = readSpecs(args.spec, io.cwd);
  const loaded = loadPackages(args.inputs, io.cwd, { allPackages: false, env: io.env, cacheDir: commandCacheDir(args.cache, io.cwd) });
  const era = selectEra(args.kubeOpenapi, loaded, io.cwd, io.env ?? process.env);
  const result = generate(loaded, { allTypes: false, published: true, format: "json", quiet: true, ruleViolations: "warning", era: era.era, earlier: eraDiagnostics(era, args.verbose === true) });
  const run = patchSpecs(specs, result.definitions, { onlyExtensions: args.only === "extensions", addAll: args.addAll, published: args.published });
  const found = [...unreadable, ...result.diagnostics, ...run.diagnostics];
  const counts = totalCounts(run.results);
  // Only when every file was read: a file that failed has no counts to go by.
  const stale = hasErrors(found) ? undefined : noMatch(args.spec, counts, result.definitions);
  const diagnostics = sortDiagnostics(stale === undefined ? found : [...found, stale]);
  printDiagnostics(diagnostics, io);
  if (hasErrors(diagnostics)) return 1;
  const flavour = describeFlavours(run.results, args.published);
  io.stderr.write(`openapi-markers: ${describeCounts(counts)}${flavour === undefined ? "" : `; ${flavour}`}\n`);
  if (args.check) {
    const lines = run.results.flatMap(describeChanges);
    for (const line of lines) io.stderr.write(line + "\n");
    return lines.length === 0 ? 0 : 1;
  }
  const written = writeSpecs(run.results, specs, io.cwd, io.stdout);
  if (typeof written !== "number") {
    printDiagnostics(written, io);
    return 1;
  }
  if (written > 0) io.stderr.write(`openapi-markers: patched ${written} file${written === 1 ? "" : "s"}\n`);
  return 0;
}
