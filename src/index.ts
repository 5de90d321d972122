// openapi-markers as a library (`import { generate, check } from "openapi-markers"`): what
// the generate and check commands compute, returned instead of written. Nothing is written
// and nothing is printed; bad input is reported as diagnostics, as by the CLI.

import { checkDiagnostics } from "./commands/check.js";
import type { Diagnostic } from "./diag/diagnostic.js";
import { formatDiagnostic } from "./diag/diagnostic.js";
import type { UnionFormat } from "./emit/openapi/unions-kep.js";
import { generate as generateOutputs } from "./generate.js";
import { loadPackages } from "./load/load.js";
import { selectParser, type ParserChoice, type ParserInfo } from "./parse/go-tree.js";
import type { OutputFormat } from "./write/canonical.js";

export type { Diagnostic, Severity } from "./diag/diagnostic.js";
export type { Span } from "./parse/syntax.js";
export type { ParserChoice, ParserInfo, ParserKind } from "./parse/go-tree.js";
export { UsageError } from "./load/usage-error.js";
export { ParserUnavailableError } from "./parse/go-tree.js";
export { formatDiagnostic };

export interface LoadOptions {
  /** Directory the inputs are relative to (default: process.cwd()). */
  readonly cwd?: string;
  /** Every exported struct of the inputs, whatever their +k8s:openapi-gen tags (`--all-types`). */
  readonly allTypes?: boolean;
  /** `--parser`: "auto" (default: the native binding when it loads, else WebAssembly), "native" or "wasm". */
  readonly parser?: ParserChoice;
}

export interface GenerateOptions extends LoadOptions {
  /** Which documents to produce (default: v3 only). */
  readonly v2?: boolean;
  readonly v3?: boolean;
  /** The TypeScript module of runtime tables and types (`--ts`). */
  readonly ts?: boolean;
  /** Post-process like Kubernetes' published specs (`--published`). */
  readonly published?: boolean;
  /** "json" (default) or "yaml", for the OpenAPI documents. */
  readonly format?: OutputFormat;
  readonly unionFormat?: UnionFormat;
  readonly title?: string;
  readonly apiVersion?: string;
  /** Definitions for the inputs' types only (`--inputs-only`); by default every referred type gets one too. */
  readonly inputsOnly?: boolean;
}

export interface GenerateResult {
  /** The documents asked for, exactly as the CLI writes them; none when there is an error. */
  readonly v2?: string;
  readonly v3?: string;
  readonly ts?: string;
  /** Errors and warnings, sorted (an error means no document). */
  readonly diagnostics: readonly Diagnostic[];
}

export interface CheckResult {
  /** Every marker problem of the inputs, sorted. */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Generates OpenAPI v2/v3 documents and the TypeScript tables module from Go packages
 * (`DIR` or `DIR/...`), as `openapi-markers generate` does. Throws UsageError for inputs
 * that cannot be read as packages at all.
 */
export async function generate(inputs: readonly string[], options: GenerateOptions = {}): Promise<GenerateResult> {
  await selectParser(options.parser ?? "auto");
  const allTypes = options.allTypes ?? false;
  const loaded = loadPackages(inputs, options.cwd ?? process.cwd(), { allPackages: allTypes });
  const none = options.v2 !== true && options.v3 !== true && options.ts !== true;
  const result = generateOutputs(loaded, {
    allTypes,
    published: options.published ?? false,
    format: options.format ?? "json",
    v2: options.v2 === true ? "v2" : undefined,
    v3: options.v3 === true || none ? "v3" : undefined,
    ts: options.ts === true ? "ts" : undefined,
    unionFormat: options.unionFormat,
    title: options.title,
    apiVersion: options.apiVersion,
    selfContained: options.inputsOnly !== true,
  });
  const out: { v2?: string; v3?: string; ts?: string; diagnostics: readonly Diagnostic[] } = { diagnostics: result.diagnostics };
  if (result.diagnostics.some((d) => d.severity === "error")) return out;
  for (const output of result.outputs) out[output.path as "v2" | "v3" | "ts"] = output.render();
  return out;
}

/** Reports every marker problem of the Go packages, as `openapi-markers check` does. */
export async function check(inputs: readonly string[], options: LoadOptions = {}): Promise<CheckResult> {
  await selectParser(options.parser ?? "auto");
  const loaded = loadPackages(inputs, options.cwd ?? process.cwd(), { allPackages: true });
  return { diagnostics: checkDiagnostics(loaded, options.allTypes ?? false) };
}

/** Which parser runs in this process (loading it): for diagnostics of an installation. */
export function parserInfo(choice: ParserChoice = "auto"): Promise<ParserInfo> {
  return selectParser(choice);
}
