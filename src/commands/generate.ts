// `openapi-markers generate`: load → model → check → emit → write (or --check).

import { resolve } from "node:path";
import { diagnose, hasErrors } from "../diag/diagnostic.js";
import type { UnionFormat } from "../emit/openapi/unions-kep.js";
import type { UnionRulesForm } from "../emit/cel/structural.js";
import { generate, type OutputFile } from "../generate.js";
import { commandCacheDir } from "../load/cache-dir.js";
import { loadPackages } from "../load/load.js";
import { eraDiagnostics, pinnedControllerTools, selectEra } from "./era.js";
import type { OutputFormat } from "../write/canonical.js";
import { readRegularFile } from "../load/regular-file.js";
import { checkOutputPaths, standardStream, writeOutputs } from "../write/output.js";
import { UsageError } from "../load/usage-error.js";
import { printDiagnostics, type CliIO } from "./io.js";
import { printableLine } from "../diag/printable.js";

export interface GenerateArgs {
  readonly inputs: readonly string[];
  readonly v2?: string | undefined;
  readonly v3?: string | undefined;
  readonly ts?: string | undefined;
  readonly published: boolean;
  readonly allTypes: boolean;
  /** --format; by default each output's file name says. */
  readonly format?: OutputFormat | undefined;
  readonly unionFormat: UnionFormat;
  readonly title: string;
  readonly apiVersion: string;
  readonly check: boolean;
  /** Exit 1 (writing nothing) on warnings too: marker-rule violations fail CI again. */
  readonly warningsAsErrors: boolean;
  /** --kube-openapi: the openapi-gen era; by default the one the inputs' repository pins. */
  readonly kubeOpenapi?: string | undefined;
  /** --no-cache: false. */
  readonly cache?: boolean;
  /** --verbose: also say which openapi-gen era is reproduced, and why. */
  readonly verbose?: boolean;
  /** --inputs-only: definitions for the inputs' types alone (dangling `$ref`s are warnings). */
  readonly inputsOnly?: boolean;
  /** --v3-union-rules: validation-gen's and KEP-1027 unions as rules in the v3 document. */
  readonly v3UnionRules?: boolean;
  /** --union-rules-form: CEL rules, or oneOf/anyOf where that can say them. */
  readonly unionRulesForm?: UnionRulesForm;
}

export function runGenerate(args: GenerateArgs, io: CliIO): number {
  checkOutputArgs(args, io.cwd);
  const loaded = loadPackages(args.inputs, io.cwd, { allPackages: args.allTypes, crdKinds: args.ts !== undefined, env: io.env, cacheDir: commandCacheDir(args.cache, io.cwd) });
  const era = selectEra(args.kubeOpenapi, loaded, io.cwd, io.env ?? process.env);
  const result = generate(loaded, {
    allTypes: args.allTypes,
    published: args.published,
    format: args.format,
    v2: args.v2,
    v3: args.v3,
    ts: args.ts,
    title: args.title,
    apiVersion: args.apiVersion,
    unionFormat: args.unionFormat,
    v3UnionRules: args.v3UnionRules === true,
    unionRulesForm: args.unionRulesForm,
    ruleViolations: "warning",
    selfContained: args.inputsOnly !== true,
    era: era.era,
    ...(args.ts === undefined ? {} : { crdEra: pinnedControllerTools(loaded, io.cwd) }),
    earlier: eraDiagnostics(era, args.verbose === true),
    reportDroppedMarkers: true,
  });
  printDiagnostics(result.diagnostics, io);
  if (hasErrors(result.diagnostics) || (args.warningsAsErrors && result.diagnostics.some((d) => d.severity === "warning"))) return 1;
  if (args.check) return reportStale(result.outputs, io);
  const failures = writeOutputs(result.outputs, io.cwd, io.stdout, io.stderr);
  printDiagnostics(failures, io);
  return failures.length > 0 ? 1 : 0;
}

/** Flags that cannot work together are usage errors, found before any work is done. */
function checkOutputArgs(args: GenerateArgs, cwd: string): void {
  const paths = [args.v2, args.v3, args.ts];
  const toStream = (p: string | undefined): boolean => p !== undefined && standardStream(p) !== undefined;
  if (args.check && !paths.some((p) => p !== undefined && !toStream(p))) {
    throw new UsageError("--check compares output files with what would be written: give --v2, --v3 or --ts a file path (not -)");
  }
  const stream = paths.find(toStream);
  if (args.check && stream !== undefined) throw new UsageError(`--check writes nothing, so no output can be ${stream === "-" ? "- (standard output)" : stream}`);
  checkOutputPaths([["--v2", args.v2], ["--v3", args.v3], ["--ts", args.ts]], cwd);
  if (args.unionRulesForm === "structural" && args.v3UnionRules !== true) {
    throw new UsageError("--union-rules-form=structural says how --v3-union-rules writes the union rules: give --v3-union-rules too");
  }
}

/** --check: exit 1 when a file on disk differs from what would be written. */
function reportStale(outputs: readonly OutputFile[], io: CliIO): number {
  let stale = 0;
  for (const output of outputs) {
    if (standardStream(output.path) !== undefined) continue;
    const current = readCurrent(resolve(io.cwd, output.path));
    if (current === output.render()) continue;
    stale++;
    if (typeof current === "object") {
      printDiagnostics([diagnose("OM1003", { file: output.path, line: 1, col: 1 }, output.path, current.reason)], io);
      continue;
    }
    io.stderr.write(`${printableLine(output.path)}: ${current === undefined ? "missing" : "out of date"}; run openapi-markers generate without --check to update it\n`);
  }
  return stale === 0 ? 0 : 1;
}

/** The text of an output file; undefined when it does not exist. */
function readCurrent(path: string): string | undefined | { reason: string } {
  const read = readRegularFile(path);
  if (read.ok) return read.bytes.toString("utf8");
  if ("notRegular" in read) return { reason: `it is ${read.notRegular}, not a regular file` };
  return read.code === "ENOENT" ? undefined : { reason: read.error };
}
