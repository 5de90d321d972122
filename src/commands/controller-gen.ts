// `openapi-markers controller-gen <controller-gen arguments>`: controller-gen's generators
// without Go. arguments (controller-gen's grammar) → load (every package of paths=,
// dependencies from go.mod and the module cache) → model → each generator, a pure function
// (src/controller-gen/generator.ts) → the output rules → write, all or nothing.

import { resolve } from "node:path";
import type { ControllerGenSettings, GeneratorInput } from "../controller-gen/generator.js";
import { withoutDependencyWarnings } from "../controller-gen/dependency-warnings.js";
import { controllerGenRoots } from "../controller-gen/import-path-roots.js";
import { withNestedModules } from "../controller-gen/nested-modules.js";
import { placeFiles } from "../controller-gen/placement.js";
import { hasErrors, sortDiagnostics, type Diagnostic } from "../diag/diagnostic.js";
import { printableLines } from "../diag/printable.js";
import type { UnionRulesForm } from "../emit/cel/structural.js";
import { controllerToolsEra, newestControllerTools, oldestControllerTools, type ControllerToolsEra } from "../era/controller-tools.js";
import { readFileOrFifo } from "../load/regular-file.js";
import { commandCacheDir } from "../load/cache-dir.js";
import { findControllerToolsPin } from "../load/controller-tools-pin.js";
import { rootOrder } from "../controller-gen/root-order.js";
import { loadPackages } from "../load/load.js";
import { standardLibraryDocs } from "../load/stdlib-docs.js";
import { UsageError } from "../load/usage-error.js";
import { buildUniverse } from "../model/build.js";
import { writeOutputs, type OutputContent } from "../write/output.js";
import { ControllerGenArgumentError, parseControllerGenArgs, type ControllerGenArgs } from "./controller-gen-args.js";
import { printDiagnostics, type CliIO } from "./io.js";

export interface ControllerGenCommandArgs {
  /** controller-gen's own arguments. */
  readonly args: readonly string[];
  /** --controller-tools: the version to reproduce (and to write in the annotation). */
  readonly controllerTools?: string | undefined;
  /** --version-annotation: the annotation's text instead of the version. */
  readonly versionAnnotation?: string | undefined;
  readonly cache?: boolean;
  /** --union-rules: rules for validation-gen's and KEP-1027 unions in the schemas. */
  readonly unionRules?: boolean;
  /** --union-rules-form: CEL rules (controller-gen's form), or oneOf/anyOf where that can say them. */
  readonly unionRulesForm?: UnionRulesForm | undefined;
  /** --k8s-bounds: validation-gen's +k8s: bounds written into the schemas. */
  readonly k8sBounds?: boolean;
  /** --cel-cost: a note with each CEL rule's estimated cost. */
  readonly celCost?: boolean;
  /** --strict-cel-cost: a CRD over the API server's CEL cost budget fails the run. */
  readonly strictCelCost?: boolean;
  /** --warnings-as-errors: any warning fails the run (and nothing is written). */
  readonly warningsAsErrors?: boolean;
  /** --dependency-warnings: also warnings about the module cache's and vendor/'s code. */
  readonly dependencyWarnings?: boolean;
}

export function runControllerGen(command: ControllerGenCommandArgs, io: CliIO): number {
  const { version, era } = resolveEra(command.controllerTools, io.cwd);
  const args = parseOrReport(command.args, era, io);
  if (args === undefined) return 1;
  refuseUnsupported(args);
  const headers = readHeaders(args, io);
  if (headers === undefined) return 1;
  const shown = (list: readonly Diagnostic[]): Diagnostic[] => sortDiagnostics(command.dependencyWarnings === true ? list : withoutDependencyWarnings(list));
  const roots = controllerGenRoots(args.paths.map((p) => (p === "." || p === "./" ? "." : p.replace(/\/$/, ""))), io.cwd);
  const inputs = withNestedModules(roots.inputs, io.cwd);
  // Every file of the inputs: controller-gen reads +groupName from any file's package comment (groupversion_info.go
  // declares no type). Of a dependency, the files a CRD may read (all of them for --dependency-warnings, which are about the rest).
  const every = command.dependencyWarnings === true;
  const loaded = loadPackages(inputs, io.cwd, { allPackages: true, parseEveryFile: every, crdRelevance: true, env: io.env, cacheDir: commandCacheDir(command.cache, io.cwd) });
  const loadDiagnostics = [...roots.diagnostics, ...loaded.diagnostics.map(asControllerGen)];
  if (hasErrors(loadDiagnostics)) {
    printDiagnostics(shown(loadDiagnostics), io);
    return 1;
  }
  const universe = buildUniverse(loaded.packages);
  const order = rootOrder(inputs, io.cwd, loaded.packages.map((p) => ({ ...p, imports: p.files.flatMap((f) => f.imports.map((i) => i.path)) })));
  const settings = settingsOf(command);
  const stdlibDoc = standardLibraryDocs(io.env);
  const diagnostics: Diagnostic[] = [...loadDiagnostics];
  const results = args.generators.map(({ generator, options }, i) => {
    const input: GeneratorInput = { universe, era, versionAnnotation: command.versionAnnotation ?? version, options, header: headers[i]!, settings, stdlibDoc, missingModules: loaded.missingModules, rootOrder: order };
    const result = generator.generate!(input);
    diagnostics.push(...result.diagnostics);
    return { generator: generator.name, files: result.files };
  });
  const printed = shown(diagnostics);
  printDiagnostics(printed, io);
  if (hasErrors(printed) || (command.warningsAsErrors === true && printed.some((d) => d.severity === "warning"))) return 1;
  const placed = placeFiles(results, args.output);
  const outputs: OutputContent[] = placed.files.map((f) => ({ path: f.path, content: f.contents }));
  if (placed.stdout !== "") outputs.push({ path: "-", content: placed.stdout });
  const failures = writeOutputs(outputs, io.cwd, io.stdout);
  printDiagnostics(failures, io);
  return failures.length > 0 ? 1 : 0;
}

/** A paths= directory without Go files fails controller-gen's run (go/packages: "no Go files in DIR"): an error here, not the loader's warning. */
function asControllerGen(diagnostic: Diagnostic): Diagnostic {
  return diagnostic.code === "OM1008" ? { ...diagnostic, severity: "error" } : diagnostic;
}

/** The arguments, or undefined after printing controller-gen's error for them (its words; its usage text is our --help). */
function parseOrReport(raw: readonly string[], era: ControllerToolsEra, io: CliIO): ControllerGenArgs | undefined {
  try {
    const args = parseControllerGenArgs(raw, era);
    if (args.generators.length === 0) throw new ControllerGenArgumentError("no generators specified");
    return args;
  } catch (error) {
    if (!(error instanceof ControllerGenArgumentError)) throw error;
    const hint = error.hint === undefined ? "" : `${printableLines(error.hint)}\n`;
    io.stderr.write(`${printableLines(`Error: ${error.message}`)}\n${hint}run \`openapi-markers controller-gen --help\` for usage\n`);
    return undefined;
  }
}

/** Each generator's header text ("" without headerFile), or undefined after printing controller-gen's errors for the unreadable ones. */
function readHeaders(args: ControllerGenArgs, io: CliIO): string[] | undefined {
  // headerFile= (empty) is no header, as in controller-gen.
  const headers = args.generators.map((g) => (typeof g.options.headerFile === "string" && g.options.headerFile !== "" ? readHeader(g.options.headerFile, io.cwd) : ""));
  const failures = [...new Set(headers.filter((h) => typeof h !== "string").map((h) => h.failure))];
  if (failures.length === 0) return headers as string[];
  // controller-gen's words: each generator's error, then the run's.
  io.stderr.write(`${printableLines(failures.join("\n"))}\nError: not all generators ran successfully\n`);
  return undefined;
}

function settingsOf(command: ControllerGenCommandArgs): ControllerGenSettings {
  return {
    unionRules: command.unionRules === true,
    unionRulesForm: command.unionRulesForm ?? "cel",
    k8sBounds: command.k8sBounds === true,
    celCost: command.celCost === true,
    strictCelCost: command.strictCelCost === true,
  };
}

/**
 * A generator openapi-markers does not write (object, schemapatch; others not yet) is a
 * usage error that shows the line split in two: controller-gen for those, openapi-markers
 * for the rest (output rules go with their generator, paths= and default rules with both).
 */
function refuseUnsupported(args: ControllerGenArgs): void {
  const unsupported = args.generators.filter((g) => g.generator.generate === undefined);
  if (unsupported.length === 0) return;
  const theirs = new Set(unsupported.map((g) => g.generator.name));
  const line = (keep: (generator: string | undefined) => boolean): string => args.written.filter((w) => keep(w.generator)).map((w) => shellWord(w.argument)).join(" ");
  const cg = `controller-gen ${line((g) => g === undefined || theirs.has(g))}`;
  const ours = args.generators.length > unsupported.length ? `openapi-markers controller-gen ${line((g) => g === undefined || !theirs.has(g))}` : undefined;
  const reasons = unsupported.map((g) => `controller-gen: ${g.generator.unsupported!}.`);
  throw new UsageError([...reasons, `Run ${ours === undefined ? "controller-gen itself" : "them with controller-gen and the rest with openapi-markers"}, e.g. in the Makefile recipe:`, `    ${cg}`, ...(ours === undefined ? [] : [`    ${ours}`])].join("\n"));
}

/** A word as a POSIX shell (make's /bin/sh) reads it back: quoted when it holds anything special. */
function shellWord(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/** The version to reproduce: the flag's, else the repository's pin, else the newest; older than v0.14.0 is a usage error. */
function resolveEra(flag: string | undefined, cwd: string): { version: string; era: ControllerToolsEra } {
  const pin = flag === undefined ? findControllerToolsPin(cwd) : undefined;
  const version = flag ?? pin?.version ?? newestControllerTools;
  const era = controllerToolsEra(version);
  if (era === undefined) {
    const where = pin === undefined ? "--controller-tools" : `the pin in ${pin.from}`;
    throw new UsageError(`controller-gen: controller-tools ${version} (${where}) is older than ${oldestControllerTools}, the oldest version whose output is reproduced; pass --controller-tools ${oldestControllerTools} or newer`);
  }
  return { version, era };
}

/**
 * The header file's text, or controller-gen's error for it (`open PATH: reason`, the path as
 * written). A FIFO is read to its end, as controller-gen reads it; a device is refused
 * (`/dev/zero` would never end).
 */
function readHeader(path: string, cwd: string): string | { failure: string } {
  const read = readFileOrFifo(resolve(cwd, path));
  if (read.ok) return read.bytes.toString("utf8");
  // Go's os.ReadFile opens a directory, then fails to read it.
  if ("notRegular" in read) return { failure: read.notRegular === "a directory" ? `read ${path}: is a directory` : `open ${path}: ${read.notRegular}` };
  return { failure: `open ${path}: ${read.error}` };
}
