// `openapi-markers generate`: load → model → check → emit → write (or --check).

import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { hasErrors } from "../diag/diagnostic.js";
import type { UnionFormat } from "../emit/unions-kep.js";
import { generate, type OutputFile } from "../generate.js";
import { loadPackages } from "../load/load.js";
import type { OutputFormat } from "../write/canonical.js";
import { writeOutputs } from "../write/output.js";
import { printDiagnostics, type CliIO } from "./io.js";

export interface GenerateArgs {
  readonly inputs: readonly string[];
  readonly v2?: string | undefined;
  readonly v3?: string | undefined;
  readonly ts?: string | undefined;
  readonly published: boolean;
  readonly allTypes: boolean;
  readonly format: OutputFormat;
  readonly unionFormat: UnionFormat;
  readonly title: string;
  readonly apiVersion: string;
  readonly check: boolean;
}

export function runGenerate(args: GenerateArgs, io: CliIO): number {
  const loaded = loadPackages(args.inputs, io.cwd, { allPackages: args.allTypes });
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
  });
  printDiagnostics(result.diagnostics, io);
  if (hasErrors(result.diagnostics)) return 1;
  if (args.check) return reportStale(result.outputs, io);
  writeOutputs(result.outputs, io.cwd, io.stdout);
  return 0;
}

/** --check: exit 1 when a file on disk differs from what would be written. */
function reportStale(outputs: readonly OutputFile[], io: CliIO): number {
  let stale = 0;
  for (const output of outputs) {
    if (output.path === "-") continue;
    const target = resolve(io.cwd, output.path);
    const current = existsSync(target) ? readFileSync(target, "utf8") : undefined;
    if (current === output.content) continue;
    stale++;
    io.stderr.write(`${output.path}: ${current === undefined ? "missing" : "out of date"}; run openapi-markers generate without --check to update it\n`);
  }
  return stale === 0 ? 0 : 1;
}
