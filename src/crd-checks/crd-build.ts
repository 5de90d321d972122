// check builds the CRDs of the input packages once, as the newest controller-tools writes
// them, and hands that one build to the rules that read it: the CEL cost check (prices the
// files) and the controller-gen refusal check (what the build said on the way). Building
// them once per rule cost check a second full build of every kind.

import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { hasParsed, silentEraReport, type EraReport } from "../emit/crd/apply-markers.js";
import { buildCrds, type CrdFile } from "../emit/crd/crd.js";
import { newestEra, type ControllerToolsEra } from "../era/controller-tools.js";
import { parseEveryMarker } from "../emit/crd/every-marker.js";
import { typeMarkers } from "../emit/crd/type-schema.js";
import type { Universe } from "../model/ir.js";
import { refusedMarkers } from "./refusals.js";

export interface CheckCrdBuild {
  /** The CRDs controller-gen would write. */
  readonly files: readonly CrdFile[];
  /** The same built with --k8s-bounds (check builds it only when a rule is over budget). */
  readonly withK8sBounds: () => CrdFile[];
  /** Markers controller-gen refuses or reads other than as written (OM5003, OM5200–OM5202), in every input package. */
  readonly refused: readonly Diagnostic[];
  /** Markers that do not fit the schema they apply to (OM5010). */
  readonly misfits: readonly Diagnostic[];
  /** What the build noted: a module go.mod requires not found (OM1015), an import nothing provides (OM1005), … */
  readonly notes: readonly Diagnostic[];
  /** The build's other errors (a schema it could not build), by message. */
  readonly errors: readonly string[];
}

/** check says nothing of the era's marker vocabulary here (OM5011, OM5012 are generate's). */
const quiet = silentEraReport(newestEra);

export function isCrdShaped(universe: Universe): boolean {
  return [...universe.packages.values()].some((p) => p.isInput && [...p.types.values()].some((decl) => hasParsed(typeMarkers(decl, quiet), "kubebuilder:object:root")));
}

/**
 * The one CRD build of check, on packages of kubebuilder kinds (a type marked
 * +kubebuilder:object:root), as `era`'s controller-gen writes them; undefined elsewhere.
 */
export function buildCheckCrds(universe: Universe, missingModules: ReadonlyMap<string, Diagnostic> = new Map(), era: ControllerToolsEra = newestEra): CheckCrdBuild | undefined {
  if (!isCrdShaped(universe)) return undefined;
  const refused: Diagnostic[] = [];
  const misfits: Diagnostic[] = [];
  const notes: Diagnostic[] = [];
  const errors: string[] = [];
  const silent = era === newestEra ? quiet : silentEraReport(era);
  const eraReport: EraReport = { ...silent, ...refusedMarkers(refused) };
  parseEveryMarker(universe, eraReport);
  const options = {
    allowDangerousTypes: true, ignoreUnexportedFields: false, generateEmbeddedObjectMeta: false,
    maxDescLen: 0, controllerGenVersion: era.version, unionRules: false, era,
    missingModules, note: (d: Diagnostic) => void notes.push(d),
  };
  const files = buildCrds(universe, options, (span, message, byMarker) => {
    if (byMarker === true) misfits.push(diagnose("OM5010", span, message));
    else errors.push(message);
  }, eraReport);
  const withK8sBounds = (): CrdFile[] => buildCrds(universe, { ...options, k8sBounds: true, note: () => undefined }, () => undefined, silent);
  return { files, withK8sBounds, refused, misfits, notes, errors };
}
