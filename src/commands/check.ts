// `openapi-markers check`: every rule over every input package, printed as text, JSON or
// GitHub annotations. Nothing is written.

import { renderDiagnostics, type DiagnosticFormat } from "../diag/format.js";
import { generate } from "../generate.js";
import { commandCacheDir } from "../load/cache-dir.js";
import { loadPackages } from "../load/load.js";
import { eraDiagnostics, selectEra } from "./era.js";
import type { Era } from "../emit/era.js";
import type { CliIO } from "./io.js";
import type { Diagnostic } from "../diag/diagnostic.js";
import type { LoadResult } from "../load/load.js";

export interface CheckArgs {
  readonly inputs: readonly string[];
  readonly format: DiagnosticFormat;
  readonly warningsAsErrors: boolean;
  readonly allTypes: boolean;
  readonly kubeOpenapi?: string | undefined;
  /** --verbose: also say which openapi-gen era is reproduced, and why (always in --format json). */
  readonly verbose?: boolean;
  /** --no-cache: false. */
  readonly cache?: boolean;
}

export function runCheck(args: CheckArgs, io: CliIO): number {
  const loaded = loadPackages(args.inputs, io.cwd, { allPackages: true, env: io.env, cacheDir: commandCacheDir(args.cache, io.cwd) });
  const era = selectEra(args.kubeOpenapi, loaded, io.cwd, io.env ?? process.env);
  const diagnostics = checkDiagnostics(loaded, args.allTypes, era.era, eraDiagnostics(era, args.verbose === true || args.format === "json"));
  io.stdout.write(renderDiagnostics(diagnostics, args.format));
  const failing = diagnostics.some((d) => d.severity === "error" || (args.warningsAsErrors && d.severity === "warning"));
  return failing ? 1 : 0;
}

/** Every rule's diagnostics over loaded packages (the library's check too). */
export function checkDiagnostics(loaded: LoadResult, allTypes: boolean, era?: Era, earlier: readonly Diagnostic[] = []): Diagnostic[] {
  const result = generate(loaded, { allTypes, published: false, format: "json", quiet: true, checkUnselected: true, era, earlier });
  return result.diagnostics.filter((d) => d.code !== "OM4101");
}
