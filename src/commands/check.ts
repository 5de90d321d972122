// `openapi-markers check`: every rule over every input package, printed as text, JSON or
// GitHub annotations. Nothing is written.

import { resolve } from "node:path";
import { renderDiagnostics, type DiagnosticFormat } from "../diag/format.js";
import { diagnose, hasErrors, sortDiagnostics, type Diagnostic } from "../diag/diagnostic.js";
import { generate } from "../generate.js";
import { checkApiRules } from "../check/check.js";
import { checkCrdCosts } from "../cel-cost/check-crds.js";
import { controllerGenRefusals } from "../crd-checks/refusals.js";
import { buildCheckCrds } from "../crd-checks/crd-build.js";
import { parseApiRuleExceptions, type ApiRuleExceptions } from "../check/api-rule-exceptions.js";
import { commandCacheDir } from "../load/cache-dir.js";
import { loadPackages } from "../load/load.js";
import { readRegularFile } from "../load/regular-file.js";
import { UsageError } from "../load/usage-error.js";
import { eraDiagnostics, pinnedControllerTools, selectEra } from "./era.js";
import { newestEra as newestControllerToolsEra, type ControllerToolsEra } from "../era/controller-tools.js";
import { annotationRoot, rebaseFiles } from "./github-paths.js";
import { newestEra, type Era } from "../era/openapi-gen.js";
import type { CliIO } from "./io.js";
import type { LoadResult } from "../load/load.js";

export interface CheckArgs {
  readonly inputs: readonly string[];
  readonly format: DiagnosticFormat;
  readonly warningsAsErrors: boolean;
  readonly allTypes: boolean;
  readonly kubeOpenapi?: string | undefined;
  /** Known API rule violations, in the format of openapi-gen's report. */
  readonly apiRuleExceptions?: string | undefined;
  /** --verbose: also say which openapi-gen era is reproduced, and why (always in --format json). */
  readonly verbose?: boolean;
  /** --no-cache: false. */
  readonly cache?: boolean;
}

export function runCheck(args: CheckArgs, io: CliIO): number {
  const exceptions = args.apiRuleExceptions === undefined ? undefined : readExceptions(args.apiRuleExceptions, io.cwd);
  const loaded = loadPackages(args.inputs, io.cwd, { allPackages: true, env: io.env, cacheDir: commandCacheDir(args.cache, io.cwd) });
  const era = selectEra(args.kubeOpenapi, loaded, io.cwd, io.env ?? process.env);
  const diagnostics = checkDiagnostics(loaded, args.allTypes, era.era, eraDiagnostics(era, args.verbose === true || args.format === "json"), exceptions, pinnedControllerTools(loaded, io.cwd));
  const shown = args.format === "github" ? rebaseFiles(diagnostics, io.cwd, annotationRoot(io.cwd, io.env ?? process.env)) : diagnostics;
  io.stdout.write(renderDiagnostics(shown, args.format));
  const failing = diagnostics.some((d) => d.severity === "error" || (args.warningsAsErrors && d.severity === "warning"));
  return failing ? 1 : 0;
}

/**
 * Every rule's diagnostics over loaded packages (the library's check too): the marker
 * rules, openapi-gen's API rules minus the exceptions, and what the CRDs (as `crdEra`'s
 * controller-gen writes them) say.
 */
export function checkDiagnostics(loaded: LoadResult, allTypes: boolean, era: Era = newestEra, earlier: readonly Diagnostic[] = [], exceptions?: ApiRuleExceptions, crdEra: ControllerToolsEra = newestControllerToolsEra): Diagnostic[] {
  const result = generate(loaded, { allTypes, published: false, format: "json", quiet: true, checkUnselected: true, diagnosticsOnly: true, era, earlier });
  const diagnostics = result.diagnostics.filter((d) => d.code !== "OM4101");
  // Input errors end the run before the model is whole: no API rule runs on a partial one.
  if (hasErrors(loaded.diagnostics)) return diagnostics;
  // built once, read by both CRD rules
  const crds = buildCheckCrds(result.universe, loaded.missingModules, crdEra);
  const rules = checkApiRules(result.universe, era, exceptions);
  return sortDiagnostics([...diagnostics, ...rules, ...checkCrdCosts(crds), ...controllerGenRefusals(crds, [...diagnostics, ...rules])]);
}

/** The exceptions file; a missing one is a usage error, an unreadable one a diagnostic. */
function readExceptions(path: string, cwd: string): ApiRuleExceptions {
  const read = readRegularFile(resolve(cwd, path));
  const where = { file: path, line: 1, col: 1 };
  if (read.ok) return parseApiRuleExceptions(read.bytes.toString("utf8"), path);
  if ("notRegular" in read) return { lines: new Map(), diagnostics: [diagnose("OM1040", where, path, read.notRegular)] };
  if (read.code === "ENOENT") throw new UsageError(`--api-rule-exceptions ${path} does not exist`);
  return { lines: new Map(), diagnostics: [diagnose("OM1003", where, path, read.error)] };
}
