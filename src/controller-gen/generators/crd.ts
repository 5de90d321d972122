// controller-gen's crd generator: one CustomResourceDefinition per kind, written as
// `<group>_<plural>.yaml` (controller-gen's default rule: config/crd). On top of what
// controller-gen checks, the API server's CEL cost budget (OM5050, OM5051): a warning at the
// rule's marker, as controller-gen writes the same CRD and exits 0; an error with --strict-cel-cost.

import { celCostDiagnostics } from "../../cel-cost/diagnostics.js";
import { diagnose, hasErrors, sortDiagnostics, type Diagnostic } from "../../diag/diagnostic.js";
import { silentEraReport, type EraReport } from "../../emit/crd/apply-markers.js";
import { buildCrds, type CrdFile, type CrdOptions } from "../../emit/crd/crd.js";
import { parseEveryMarker } from "../../emit/crd/every-marker.js";
import { refusedMarkers } from "../../crd-checks/refusals.js";
import { UsageError } from "../../load/usage-error.js";
import type { Universe } from "../../model/ir.js";
import { type ControllerGenGenerator, type GeneratorInput, type GeneratorResult, headerFileOption, headerWithYear, yamlArtifact, yearOption } from "../generator.js";

export const crdGenerator: ControllerGenGenerator = {
  name: "crd",
  options: [
    { name: "ignoreUnexportedFields", type: "bool", optional: true },
    { name: "allowDangerousTypes", type: "bool", optional: true },
    { name: "maxDescLen", type: "int", optional: true },
    { name: "crdVersions", type: "strings", optional: true },
    { name: "generateEmbeddedObjectMeta", type: "bool", optional: true },
    headerFileOption,
    yearOption,
    { name: "deprecatedV1beta1CompatibilityPreserveUnknownFields", type: "bool", optional: true, since: "v0.15.0" },
  ],
  generate: generateCrds,
};

function generateCrds(input: GeneratorInput): GeneratorResult {
  const { options, era, settings } = input;
  const versions = (options.crdVersions as readonly string[] | undefined) ?? ["v1"];
  if (versions.some((v) => v !== "v1")) throw new UsageError(`controller-gen: crdVersions=${versions.join(";")}: only v1 CRDs are written: controller-tools removed apiextensions.k8s.io/v1beta1 CRDs in v0.7.0 (controller-gen fails with apiVersion "apiextensions.k8s.io/v1beta1" is not supported)`);
  const diagnostics: Diagnostic[] = [];
  const crdOptions: CrdOptions = {
    allowDangerousTypes: options.allowDangerousTypes === true,
    ignoreUnexportedFields: options.ignoreUnexportedFields === true,
    generateEmbeddedObjectMeta: options.generateEmbeddedObjectMeta === true,
    maxDescLen: typeof options.maxDescLen === "number" ? options.maxDescLen : undefined,
    controllerGenVersion: input.versionAnnotation,
    era,
    preserveUnknownFields: typeof options.deprecatedV1beta1CompatibilityPreserveUnknownFields === "boolean" ? options.deprecatedV1beta1CompatibilityPreserveUnknownFields : undefined,
    unionRules: settings.unionRules,
    unionRulesForm: settings.unionRulesForm,
    note: (diagnostic) => diagnostics.push(diagnostic),
    k8sBounds: settings.k8sBounds,
    stdlibDoc: input.stdlibDoc,
    missingModules: input.missingModules,
  };
  const eraReport: EraReport = {
    era,
    newerMarker: (span, marker, since) => diagnostics.push(diagnose("OM5012", span, marker, era.version, since)),
    newerArgument: (span, marker, argument, since) => diagnostics.push(diagnose("OM5011", span, marker, argument, era.version, since)),
    ...refusedMarkers(diagnostics),
  };
  // controller-gen parses the markers of every input package, reached by a kind or not, and fails on one it cannot parse
  parseEveryMarker(input.universe, eraReport);
  const crds = buildCrds(input.universe, crdOptions, (span, message) => diagnostics.push(diagnose("OM5010", span, message)), eraReport);
  if (hasErrors(diagnostics)) return { files: [], diagnostics: oncePerImport(diagnostics) };
  const cost = celCostDiagnostics(crds, { report: settings.celCost, withK8sBounds: k8sBounded(input.universe, crdOptions) });
  const header = headerWithYear(input.header, options.year);
  return {
    files: crds.flatMap((crd) => yamlArtifact(crd.name, header, [crd.crd])),
    diagnostics: [...diagnostics, ...(settings.strictCelCost ? cost : cost.map(asWarning))],
  };
}

/** An import that no module provides (OM1005) is said once, at its first use, as the go command says it once. */
function oncePerImport(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return sortDiagnostics(diagnostics).filter((d) => d.code !== "OM1005" || (!seen.has(d.message) && (seen.add(d.message), true)));
}

/** A CRD over the CEL cost budget is one controller-gen writes without a word: ours is a warning unless --strict-cel-cost. */
function asWarning(diagnostic: Diagnostic): Diagnostic {
  return diagnostic.severity === "error" ? { ...diagnostic, severity: "warning" } : diagnostic;
}

/** Without --k8s-bounds, the CRDs as they would be with it (a rule they bring under says so); its notes are the first build's again, so unsaid. */
function k8sBounded(universe: Universe, options: CrdOptions): (() => CrdFile[]) | undefined {
  return options.k8sBounds === true ? undefined : () => buildCrds(universe, { ...options, k8sBounds: true, note: () => undefined }, () => undefined, silentEraReport(options.era));
}
