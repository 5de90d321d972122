// `openapi-markers controller-gen <controller-gen arguments>`: controller-gen's crd, rbac
// and webhook generators without Go. load (every package of paths=, dependencies from go.mod and the
// module cache) → model → CRDs → YAML → the output rule's directory or standard output.

import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { compareStrings, diagnose, hasErrors, sortDiagnostics, type Diagnostic } from "../diag/diagnostic.js";
import { generateRbac } from "../emit/rbac/rbac.js";
import { generateWebhooks } from "../emit/webhook/webhook.js";
import type { Marker } from "../markers/comment-tags.js";
import { celCostDiagnostics } from "../cel-cost/diagnostics.js";
import type { UnionRulesForm } from "../emit/cel/structural.js";
import { silentEraReport, type EraReport } from "../emit/crd/apply-markers.js";
import { buildCrds, type CrdFile, type CrdOptions } from "../emit/crd/crd.js";
import { controllerToolsEra, newestControllerTools, oldestControllerTools, type ControllerToolsEra } from "../emit/crd/controller-tools-era.js";
import { commandCacheDir } from "../load/cache-dir.js";
import { findControllerToolsPin } from "../load/controller-tools-pin.js";
import { loadPackages } from "../load/load.js";
import { standardLibraryDocs } from "../load/stdlib-docs.js";
import { UsageError } from "../load/usage-error.js";
import { buildUniverse } from "../model/build.js";
import type { Universe } from "../model/ir.js";
import { goYaml, type YamlValue } from "../write/go-yaml.js";
import { writeOutputs } from "../write/output.js";
import { parseControllerGenArgs, type ControllerGenArgs, type OutputRule } from "./controller-gen-args.js";
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
}

export function runControllerGen(command: ControllerGenCommandArgs, io: CliIO): number {
  const args = parseControllerGenArgs(command.args);
  const { version, era } = resolveEra(command.controllerTools, io.cwd);
  if (args.preserveUnknownFields !== undefined) {
    const since = era.argumentNewer("crd", "deprecatedV1beta1CompatibilityPreserveUnknownFields");
    if (since !== undefined) throw new UsageError(`controller-gen: crd:deprecatedV1beta1CompatibilityPreserveUnknownFields is an option of controller-tools ${since} and later, not of ${version}`);
  }
  if (args.rbac?.fileName !== undefined) {
    const since = era.argumentNewer("rbac", "fileName");
    if (since !== undefined) throw new UsageError(`controller-gen: rbac:fileName is an option of controller-tools ${since} and later, not of ${version}`);
  }
  const headerOf = (file: string | undefined, year: string): string => (file === undefined ? "" : readHeader(file, io.cwd).replaceAll(" YEAR", ` ${year}`));
  const header = headerOf(args.headerFile, args.year);
  const inputs = args.paths.map((p) => (p === "." || p === "./" ? "." : p.replace(/\/$/, "")));
  // Every file: controller-gen reads +groupName from any file's package comment (groupversion_info.go declares no type).
  const loaded = loadPackages(inputs, io.cwd, { allPackages: true, parseEveryFile: true, env: io.env, cacheDir: commandCacheDir(command.cache, io.cwd) });
  if (hasErrors(loaded.diagnostics)) {
    printDiagnostics(sortDiagnostics(loaded.diagnostics), io);
    return 1;
  }
  const universe = buildUniverse(loaded.packages);
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  const outputs: GeneratorOutput[] = [];
  let costFailed = false;
  for (const generator of args.generators) {
    if (generator === "crd") {
      const crd = runCrd(command, args, universe, version, era, io);
      diagnostics.push(...crd.diagnostics);
      costFailed = crd.costFailed;
      outputs.push({ rule: args.output, files: crd.files.map((f) => ({ name: f.name, text: `${header}---\n${goYaml(f.crd)}` })) });
    } else if (generator === "rbac" && args.rbac !== undefined) {
      const rbac = generateRbac(packageMarkerLists(universe), { roleName: args.rbac.roleName, era });
      diagnostics.push(...rbac.diagnostics);
      outputs.push({ rule: args.rbac.output, files: documents(args.rbac.fileName ?? "role.yaml", headerOf(args.rbac.headerFile, args.rbac.year), rbac.objects) });
    } else if (generator === "webhook" && args.webhook !== undefined) {
      const webhook = generateWebhooks(packageMarkerLists(universe), era);
      diagnostics.push(...webhook.diagnostics);
      outputs.push({ rule: args.webhook.output, files: documents("manifests.yaml", headerOf(args.webhook.headerFile, args.webhook.year), webhook.objects) });
    }
  }
  printDiagnostics(sortDiagnostics(dedupe(diagnostics)), io);
  if (hasErrors(diagnostics.filter((d) => !isCostDiagnostic(d)))) return 1;
  const status = costFailed ? 1 : 0;
  const stdout = outputs.filter((o) => o.rule.kind === "stdout").flatMap((o) => o.files.map((f) => f.text)).join("");
  const toDirectories = outputs.flatMap((o) => (o.rule.kind === "dir" ? o.files.map((f) => ({ path: join((o.rule as { dir: string }).dir, f.name), render: () => f.text })) : []));
  const failures = writeOutputs(toDirectories, io.cwd, io.stdout);
  printDiagnostics(failures, io);
  if (failures.length > 0) return 1;
  io.stdout.write(stdout);
  return status;
}

/** What one generator writes: files named relative to its output rule's directory. */
interface GeneratorOutput {
  readonly rule: OutputRule;
  readonly files: readonly { readonly name: string; readonly text: string }[];
}

/** controller-gen's WriteYAML: the header, then each object as a `---` document; no file without objects. */
function documents(name: string, header: string, objects: readonly YamlValue[]): GeneratorOutput["files"] {
  return objects.length === 0 ? [] : [{ name, text: header + objects.map((o) => `---\n${goYaml(o)}`).join("") }];
}

/**
 * Each input package's package-level markers (free comment groups, the package clause's
 * doc, the groups above types), packages in import-path order as go list gives them.
 */
function packageMarkerLists(universe: Universe): Marker[][] {
  const inputs = [...universe.packages.values()].filter((p) => p.isInput).sort((a, b) => compareStrings(a.path, b.path));
  return inputs.map((pkg) =>
    [...pkg.freeMarkers, ...[...pkg.types.values()].flatMap((t) => t.markersAbove)].sort(
      (a, b) => compareStrings(a.span.file, b.span.file) || a.span.line - b.span.line || a.span.col - b.span.col,
    ),
  );
}

const costCodes = new Set(["OM5050", "OM5051", "OM5052", "OM5053"]);
function isCostDiagnostic(d: Diagnostic): boolean {
  return costCodes.has(d.code);
}

/** The crd generator: its CRDs, its diagnostics, and whether a CEL rule is over the API server's budget. */
function runCrd(command: ControllerGenCommandArgs, args: ControllerGenArgs, universe: Universe, version: string, era: ControllerToolsEra, io: CliIO): { files: CrdFile[]; diagnostics: Diagnostic[]; costFailed: boolean } {
  const diagnostics: Diagnostic[] = [];
  const crdOptions: CrdOptions = {
    allowDangerousTypes: args.allowDangerousTypes,
    ignoreUnexportedFields: args.ignoreUnexportedFields,
    generateEmbeddedObjectMeta: args.generateEmbeddedObjectMeta,
    maxDescLen: args.maxDescLen,
    controllerGenVersion: command.versionAnnotation ?? version,
    era,
    preserveUnknownFields: args.preserveUnknownFields,
    unionRules: command.unionRules === true,
    unionRulesForm: command.unionRulesForm ?? "cel",
    note: (diagnostic) => diagnostics.push(diagnostic),
    k8sBounds: command.k8sBounds === true,
    stdlibDoc: standardLibraryDocs(io.env),
  };
  const eraReport: EraReport = {
    era,
    newerMarker: (span, marker, since) => diagnostics.push(diagnose("OM5012", span, marker, era.version, since)),
    newerArgument: (span, marker, argument, since) => diagnostics.push(diagnose("OM5011", span, marker, argument, era.version, since)),
  };
  const files = buildCrds(universe, crdOptions, (span, message) => diagnostics.push(diagnose("OM5010", span, message)), eraReport);
  // Rules over the API server's CEL budget fail the run, but the CRDs are still written: they
  // are whole (controller-gen writes them), and the rule is easier to rework when it can be read.
  const cost = hasErrors(diagnostics) ? [] : celCostDiagnostics(files, { report: command.celCost === true, withK8sBounds: k8sBounded(universe, crdOptions) });
  return { files, diagnostics: [...diagnostics, ...cost], costFailed: hasErrors(cost) };
}

/** Without --k8s-bounds, the CRDs as they would be with it (a rule they bring under says so). */
function k8sBounded(universe: Universe, options: CrdOptions): (() => CrdFile[]) | undefined {
  return options.k8sBounds === true ? undefined : () => buildCrds(universe, { ...options, k8sBounds: true }, () => undefined, silentEraReport(options.era));
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
