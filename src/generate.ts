// The pure pipeline after loading: model → emit → serialised outputs. No file system, no
// console: the CLI reads inputs before and writes outputs after.

import { withUnionRules } from "./emit/cel/openapi-rules.js";
import type { UnionRulesForm } from "./emit/cel/structural.js";
import { diagnose, hasErrors, sortDiagnostics, type Diagnostic } from "./diag/diagnostic.js";
import { checkUniverse } from "./check/check.js";
import type { EmitContext } from "./emit/openapi/context.js";
import { hasChange, newestEra, type Era } from "./era/openapi-gen.js";
import { emitDefinition, isExported, refsIn, selectTypes, withReferencedDefinitions, type Definition } from "./emit/openapi/definitions.js";
import { excludedTypeReferences } from "./emit/openapi/excluded-refs.js";
import { unexportedModelNameReferences } from "./emit/openapi/private-model-refs.js";
import { unexportedCustomMethodTypes } from "./emit/openapi/private-custom-methods.js";
import { duplicateDefinitionNames } from "./emit/openapi/duplicate-names.js";
import { controlCharacterNames } from "./emit/openapi/name-characters.js";
import { droppedKubebuilderMarkers } from "./emit/openapi/kubebuilder-dropped.js";
import { buildEnumIndex } from "./model/enums.js";
import { openapiDocument, type OpenAPIVersion } from "./emit/openapi/openapi.js";
import { renderTsModule } from "./emit/ts/ts-module.js";
import { isKind } from "./emit/crd/crd.js";
import type { UnionFormat } from "./emit/openapi/unions-kep.js";
import type { LoadResult } from "./load/load.js";
import type { ControllerToolsEra } from "./era/controller-tools.js";
import { withAliasComments, withUndocumentedAliasComments } from "./model/alias-comments.js";
import { buildUniverse } from "./model/build.js";
import type { TypeDecl, Universe } from "./model/ir.js";
import { formatForPath, serialize, type OutputFormat } from "./write/canonical.js";

export interface GenerateOptions {
  readonly allTypes: boolean;
  readonly published: boolean;
  /** The OpenAPI documents' format; undefined: each file's name says (formatForPath). */
  readonly format?: OutputFormat | undefined;
  /** Output destinations by kind; "-" is standard output. */
  readonly v2?: string | undefined;
  readonly v3?: string | undefined;
  /** The TypeScript module of runtime tables and types. */
  readonly ts?: string | undefined;
  readonly unionFormat?: UnionFormat;
  /** validation-gen's and KEP-1027 unions as rules in the v3 document (src/emit/cel). */
  readonly v3UnionRules?: boolean;
  /** How those rules are written: CEL (default) or oneOf/anyOf where that can say them. */
  readonly unionRulesForm?: UnionRulesForm;
  /** The openapi-gen era to reproduce (commands/era.ts); the newest by default. */
  readonly era?: Era;
  /** The controller-tools release whose CRDs the tables' schemas stand for (commands/era.ts); the newest by default. */
  readonly crdEra?: ControllerToolsEra;
  /**
   * How marker-rule violations (OM3xxx) are reported: as errors (check, the default), or as
   * warnings (generate, patch), since openapi-gen emits these types all the same and only
   * what makes output impossible may stop the run.
   */
  readonly ruleViolations?: "error" | "warning";
  /**
   * Give every type a definition refers to a definition too (the closure over `$ref`s), so
   * that the documents are self-contained (the generate command's default). Off: only the
   * inputs' types, and each `$ref` that then resolves nowhere is a warning (--inputs-only).
   */
  readonly selfContained?: boolean;
  /** Warn once per kubebuilder marker kind that the OpenAPI output drops (the generate command, OM5004). */
  readonly reportDroppedMarkers?: boolean;
  /** Produce no documents (the check command). */
  readonly quiet?: boolean;
  /**
   * Also run the marker rules of emission (invalid +default, +k8s:validation, …) on the
   * structs that get no definition (the check command: every package, tagged or not).
   */
  readonly checkUnselected?: boolean;
  /**
   * Only the diagnostics and the universe will be read (the check command): each
   * definition is dropped once emitted, keeping only what the name checks read (its name
   * and its references), and the result has no definitions and no outputs. On a 50 MB
   * file the schemas were ≈ 50 MB held to the end for nothing.
   */
  readonly diagnosticsOnly?: boolean;
  /** Diagnostics found before generating (the era's warning and note), reported with the rest. */
  readonly earlier?: readonly Diagnostic[];
  /** Called after each phase with its duration in ms (for `npm run bench`). */
  readonly onPhase?: (phase: Phase, ms: number) => void;
  readonly title?: string;
  readonly apiVersion?: string;
}

export type Phase = "model" | "check" | "defs" | "emit v2" | "emit v3" | "emit ts";

export interface OutputFile {
  readonly path: string;
  /**
   * Renders the document. Outputs are rendered one at a time as they are written, so that
   * a run never holds more than one of its documents (megabytes each) in memory at once.
   */
  readonly render: () => string;
}

export interface GenerateResult {
  readonly outputs: readonly OutputFile[];
  readonly diagnostics: readonly Diagnostic[];
  readonly universe: Universe;
  readonly definitions: readonly Definition[];
}

export function generate(loaded: LoadResult, options: GenerateOptions): GenerateResult {
  const phase = phaseClock(options.onPhase);
  const era = options.era ?? newestEra;
  const built = buildUniverse(loaded.packages);
  const universe = hasChange(era, "alias-docs") ? withUndocumentedAliasComments(built) : withAliasComments(built);
  phase("model");
  // Input errors (syntax, encoding, unreadable files, missing go.mod) end the run here: the
  // model of a file that did not load is partial, and its types would only be reported
  // again, misleadingly, as undefined.
  const found = [...loaded.diagnostics, ...(options.earlier ?? [])];
  if (hasErrors(found)) return { outputs: [], diagnostics: sortDiagnostics(found), universe, definitions: [] };
  const ctx: EmitContext = {
    universe,
    enums: buildEnumIndex(universe),
    diagnostics: found,
    unionFormat: options.unionFormat ?? "both",
    missingModules: loaded.missingModules,
    era,
    ...(options.crdEra === undefined ? {} : { crdEra: options.crdEra }),
  };
  const ruleDiagnostics = checkUniverse(universe, ctx.enums, era);
  ctx.diagnostics.push(...(options.ruleViolations === "warning" ? ruleDiagnostics.map(ruleViolationAsWarning) : ruleDiagnostics));
  phase("check");
  // Before kube-openapi 88dc462 an unexported struct had a definition like any other. Since,
  // it has none, but openapi-gen still writes its schema function, refusing what it refuses
  // there: it is emitted all the same, so that generate refuses the same inputs.
  const privateHidden = options.allTypes !== true && hasChange(era, "private-types");
  const all = selectTypes(universe, { allTypes: options.allTypes, unexported: options.allTypes !== true });
  const selected = privateHidden ? all.filter((decl) => isExported(decl.name)) : all;
  const emit = options.diagnosticsOnly === true ? (decl: TypeDecl) => namesOnly(emitDefinition(decl, ctx)) : (decl: TypeDecl) => emitDefinition(decl, ctx);
  const emitted = all.map(emit);
  const inputDefinitions = privateHidden ? emitted.filter((d) => isExported(d.decl.name)) : emitted;
  const selfContained = options.selfContained === true;
  const definitions = selfContained ? withReferencedDefinitions(inputDefinitions, ctx, emitted) : inputDefinitions;
  ctx.diagnostics.push(...duplicateDefinitionNames(definitions), ...controlCharacterNames(definitions));
  if (options.reportDroppedMarkers === true) ctx.diagnostics.push(...droppedKubebuilderMarkers(selected, universe));
  if (options.checkUnselected === true) ctx.diagnostics.push(...unselectedMarkerDiagnostics(selected, ctx));
  // Only a document can hold a dangling $ref (v3 goes to standard output when nothing is named).
  const writesDocument = options.quiet !== true && (options.v2 !== undefined || options.v3 !== undefined || options.ts === undefined);
  if (writesDocument) ctx.diagnostics.push(...referenceRefusals(ctx, emitted, inputDefinitions, selfContained));
  if (!selfContained && writesDocument) ctx.diagnostics.push(...danglingRefs(definitions));
  // --ts also types the CRD kinds (kubebuilder projects have no +k8s:openapi-gen tags): the
  // kinds and root types of the input packages join the tables, not the OpenAPI documents.
  const tableRoots = options.ts === undefined ? [] : [...definitions, ...crdRootDefinitions(universe, selected, emit)];
  const tableDefinitions = options.ts === undefined ? [] : selfContained && tableRoots.length === definitions.length ? definitions : withReferencedDefinitions(tableRoots, ctx);
  if (!selfContained) ctx.diagnostics.push(...duplicateDefinitionNames(tableDefinitions), ...controlCharacterNames(tableDefinitions));
  if (inputDefinitions.length === 0 && !hasErrors(ctx.diagnostics)) {
    if (writesDocument || options.ts === undefined) warnNothingSelected(loaded, ctx);
    if (options.ts !== undefined && tableDefinitions.length === 0) warnEmptyModule(loaded, ctx);
  }
  // Built before the diagnostics are sorted: a union the structural form cannot express is a note.
  const v3Definitions = options.v3UnionRules === true
    ? definitions.map((d) => withUnionRules(d, universe, era, options.unionRulesForm ?? "cel", ctx.diagnostics)) : definitions;
  const tablesOnly = options.ts !== undefined && options.v2 === undefined && options.v3 === undefined;
  const diagnostics = sortDiagnostics(tablesOnly ? ctx.diagnostics.map(defaultAsWarning) : ctx.diagnostics);
  phase("defs");
  const outputs: OutputFile[] = [];
  const targets: [OpenAPIVersion, string | undefined][] = [["v2", options.v2], ["v3", options.v3]];
  const noOutputNamed = options.v2 === undefined && options.v3 === undefined && options.ts === undefined;
  if (noOutputNamed && options.quiet !== true) targets[1] = ["v3", "-"];
  const documentOptions = { published: options.published, title: options.title ?? "openapi-markers", version: options.apiVersion ?? "unversioned" };
  const timed = phaseTimer(options.onPhase);
  for (const [version, path] of targets) {
    if (path === undefined) continue;
    const render = (): string => serialize(openapiDocument(version === "v3" ? v3Definitions : definitions, version, documentOptions), options.format ?? formatForPath(path), true);
    outputs.push({ path, render: timed(version === "v2" ? "emit v2" : "emit v3", render) });
  }
  if (options.ts !== undefined && !hasErrors(diagnostics)) {
    outputs.push({ path: options.ts, render: timed("emit ts", () => renderTsModule(tableDefinitions, ctx)) });
  }
  if (options.diagnosticsOnly === true) return { outputs: [], diagnostics, universe, definitions: [] };
  return { outputs, diagnostics, universe, definitions };
}

/**
 * What openapi-gen's output cannot serve, in a document: a reference to a type tagged
 * +k8s:openapi-gen=false (OM2110) or, since kube-openapi 88dc462, to an unexported one
 * (OM2112) — warnings with --inputs-only, whose documents leave such `$ref`s dangling by
 * choice (OM1053) — or to an unexported type named by OpenAPIModelName() (OM2111); and an
 * unexported type whose schema openapi-gen's Go output gets by calling its methods (OM2113).
 */
function referenceRefusals(ctx: EmitContext, emitted: readonly Definition[], inputs: readonly Definition[], selfContained: boolean): Diagnostic[] {
  const excluded = excludedTypeReferences(ctx, inputs);
  return [...unexportedModelNameReferences(ctx, emitted), ...unexportedCustomMethodTypes(ctx, emitted), ...(selfContained ? excluded : excluded.map(asWarning))];
}

function asWarning(d: Diagnostic): Diagnostic {
  return { ...d, severity: "warning" };
}

/** A definition reduced to what duplicateDefinitionNames and controlCharacterNames read: its name, its type and the references of its schema. */
function namesOnly(definition: Definition): Definition {
  const refs = { refs: refsIn(definition.v2) };
  return { name: definition.name, decl: definition.decl, v2: refs, v3: refs };
}

/**
 * The marker diagnostics (OM2xxx, OM3xxx) that emitting every other exported struct of the
 * inputs gives. What OpenAPI cannot express (OM4xxx) and what cannot be resolved (OM1xxx)
 * matter only for types that get a definition (or with --all-types, which selects them).
 */
function unselectedMarkerDiagnostics(selected: readonly TypeDecl[], ctx: EmitContext): Diagnostic[] {
  const chosen = new Set(selected);
  const scratch: EmitContext = { ...ctx, diagnostics: [] };
  for (const decl of selectTypes(ctx.universe, { allTypes: true })) if (!chosen.has(decl)) emitDefinition(decl, scratch);
  return scratch.diagnostics.filter((d) => d.code.startsWith("OM2") || d.code.startsWith("OM3"));
}

/** One warning per type that definitions refer to but that has no definition of its own, on the first definition that does. */
function danglingRefs(definitions: readonly Definition[]): Diagnostic[] {
  const defined = new Set(definitions.map((d) => d.name));
  const reported = new Set<string>();
  const out: Diagnostic[] = [];
  for (const definition of definitions) {
    for (const ref of refsIn(definition.v2)) {
      if (defined.has(ref.name) || reported.has(ref.name)) continue;
      reported.add(ref.name);
      out.push(diagnose("OM1053", definition.decl.span, definition.name, ref.name, ref.decl.pkg));
    }
  }
  return out;
}

/**
 * A marker-rule error (OM3xxx) as a warning, and a malformed kubebuilder marker (OM5xxx,
 * which openapi-gen does not read); other codes (what openapi-gen rejects too) stay.
 */
function ruleViolationAsWarning(d: Diagnostic): Diagnostic {
  return d.severity === "error" && (d.code.startsWith("OM3") || d.code.startsWith("OM5")) ? { ...d, severity: "warning" } : d;
}

/**
 * OM2005 (a default openapi-gen refuses) as a warning when only the TypeScript tables are
 * written: they carry no defaults, and validation-gen accepts such a field (an optional one
 * with a non-zero default is required to the server).
 */
function defaultAsWarning(d: Diagnostic): Diagnostic {
  return d.code === "OM2005" && d.severity === "error" ? { ...d, severity: "warning" } : d;
}

/** Wraps a renderer so that each call reports its duration under a phase name; free without a listener. */
function phaseTimer(listener: GenerateOptions["onPhase"]): (phase: Phase, render: () => string) => () => string {
  if (listener === undefined) return (_, render) => render;
  return (phase, render) => () => {
    const started = performance.now();
    const text = render();
    listener(phase, performance.now() - started);
    return text;
  };
}

/** Reports the time since the previous call under a phase name; free without a listener. */
function phaseClock(listener: GenerateOptions["onPhase"]): (phase: Phase) => void {
  if (listener === undefined) return () => {};
  let mark = performance.now();
  return (phase) => {
    const now = performance.now();
    listener(phase, now - mark);
    mark = now;
  };
}

/** Reported on the first input directory: without an opt-in, no input package was parsed. */
/**
 * The kubebuilder kinds of the input packages (structs embedding TypeMeta and ObjectMeta)
 * and the types marked `+kubebuilder:object:root=true` (their lists), not already selected.
 */
function crdRootDefinitions(universe: Universe, selected: readonly TypeDecl[], emit: (decl: TypeDecl) => Definition): Definition[] {
  const chosen = new Set(selected);
  const out: Definition[] = [];
  for (const pkg of universe.packages.values()) {
    if (!pkg.isInput) continue;
    for (const decl of pkg.types.values()) {
      if (chosen.has(decl) || decl.type.kind !== "struct" || !/^\p{Lu}/u.test(decl.name)) continue;
      const root = [...decl.markersAbove, ...decl.markers].some((m) => m.key === "kubebuilder:object:root" && m.value !== "false");
      if (root || isKind(decl)) out.push(emit(decl));
    }
  }
  return out;
}

/** `--ts` would write a module without a single type: say which flag selects some. */
function warnEmptyModule(loaded: LoadResult, ctx: EmitContext): void {
  const first = loaded.packages.find((p) => p.isInput)?.files[0]?.path ?? loaded.inputDirs[0] ?? ".";
  ctx.diagnostics.push(diagnose("OM5420", { file: first, line: 1, col: 1 }));
}

function warnNothingSelected(loaded: LoadResult, ctx: EmitContext): void {
  const first = loaded.packages.find((p) => p.isInput)?.files[0]?.path ?? loaded.inputDirs[0] ?? ".";
  ctx.diagnostics.push(diagnose("OM4101", { file: first, line: 1, col: 1 }));
}
