// `openapi-markers controller-gen <controller-gen arguments>`: controller-gen's crd
// generator without Go. load (every package of paths=, dependencies from go.mod and the
// module cache) → model → CRDs → YAML → the output rule's directory or standard output.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { diagnose, hasErrors, sortDiagnostics, type Diagnostic } from "../diag/diagnostic.js";
import type { UnionRulesForm } from "../emit/cel/structural.js";
import { buildCrds } from "../emit/crd/crd.js";
import { commandCacheDir } from "../load/cache-dir.js";
import { findControllerToolsPin } from "../load/controller-tools-pin.js";
import { loadPackages } from "../load/load.js";
import { UsageError } from "../load/usage-error.js";
import { buildUniverse } from "../model/build.js";
import { goYaml } from "../write/go-yaml.js";
import { writeOutputs } from "../write/output.js";
import { parseControllerGenArgs } from "./controller-gen-args.js";
import { printDiagnostics, type CliIO } from "./io.js";

export interface ControllerGenCommandArgs {
  /** controller-gen's own arguments. */
  readonly args: readonly string[];
  /** --controller-tools: the version to reproduce (and to write in the annotation). */
  readonly controllerTools?: string | undefined;
  readonly cache?: boolean;
  /** --union-rules: rules for validation-gen's and KEP-1027 unions in the schemas. */
  readonly unionRules?: boolean;
  /** --union-rules-form: CEL rules (controller-gen's form), or oneOf/anyOf where that can say them. */
  readonly unionRulesForm?: UnionRulesForm | undefined;
}

/** The newest controller-tools release whose output we reproduce. */
export const newestControllerTools = "v0.21.0";

export function runControllerGen(command: ControllerGenCommandArgs, io: CliIO): number {
  const args = parseControllerGenArgs(command.args);
  const version = command.controllerTools ?? findControllerToolsPin(io.cwd)?.version ?? newestControllerTools;
  const header = args.headerFile === undefined ? "" : readHeader(args.headerFile, io.cwd).replaceAll(" YEAR", ` ${args.year}`);
  const inputs = args.paths.map((p) => (p === "." || p === "./" ? "." : p.replace(/\/$/, "")));
  // Every file: controller-gen reads +groupName from any file's package comment (groupversion_info.go declares no type).
  const loaded = loadPackages(inputs, io.cwd, { allPackages: true, parseEveryFile: true, env: io.env, cacheDir: commandCacheDir(command.cache, io.cwd) });
  if (hasErrors(loaded.diagnostics)) {
    printDiagnostics(sortDiagnostics(loaded.diagnostics), io);
    return 1;
  }
  const universe = buildUniverse(loaded.packages);
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  const files = buildCrds(universe, {
    allowDangerousTypes: args.allowDangerousTypes,
    ignoreUnexportedFields: args.ignoreUnexportedFields,
    generateEmbeddedObjectMeta: args.generateEmbeddedObjectMeta,
    maxDescLen: args.maxDescLen,
    controllerGenVersion: version,
    unionRules: command.unionRules === true,
    unionRulesForm: command.unionRulesForm ?? "cel",
    note: (diagnostic) => diagnostics.push(diagnostic),
  }, (span, message) => diagnostics.push(diagnose("OM5010", span, message)));
  printDiagnostics(sortDiagnostics(dedupe(diagnostics)), io);
  if (hasErrors(diagnostics)) return 1;
  const render = (crd: (typeof files)[number]) => `${header}---\n${goYaml(crd.crd)}`;
  if (args.output.kind === "none") return 0;
  if (args.output.kind === "stdout") {
    io.stdout.write(files.map(render).join(""));
    return 0;
  }
  const dir = args.output.dir;
  const failures = writeOutputs(files.map((f) => ({ path: join(dir, f.name), render: () => render(f) })), io.cwd, io.stdout);
  printDiagnostics(failures, io);
  return failures.length > 0 ? 1 : 0;
}

function readHeader(path: string, cwd: string): string {
  try {
    return readFileSync(resolve(cwd, path), "utf8");
  } catch (error) {
    throw new UsageError(`controller-gen: cannot read headerFile ${path}: ${(error as Error).message}`);
  }
}

/** One diagnostic per position and message (a type reached from several kinds is built once, but reported once too). */
function dedupe(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.span.file}:${d.span.line}:${d.span.col}:${d.code}:${d.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
