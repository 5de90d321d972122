// What `controller-gen crd` refuses, said by both `openapi-markers controller-gen` (which
// then writes nothing) and `check` (on packages of kubebuilder kinds), so that check is
// clean only where `make manifests` succeeds: a marker whose arguments controller-tools'
// parser refuses (OM5003), anywhere in an input package; a marker that does not fit the
// schema it applies to (OM5010: MaxLength on an integer, MaxItems on a struct, …), on the
// types the CRDs reach; what controller-gen writes other than as written (OM5200, OM5202) and what we would
// not write as it does (OM5201).

import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { isCrdShaped } from "../cel-cost/check-crds.js";
import { silentEraReport, type EraReport } from "../emit/crd/apply-markers.js";
import { buildCrds } from "../emit/crd/crd.js";
import { newestControllerTools, newestEra } from "../emit/crd/controller-tools-era.js";
import { parseEveryMarker } from "../emit/crd/every-marker.js";
import { goQuote } from "../emit/go/literals.js";
import type { Universe } from "../model/ir.js";

/** The era report's callbacks for markers controller-gen cannot parse, and numbers it writes other than as written. */
export function refusedMarkers(diagnostics: Diagnostic[]): Pick<EraReport, "malformed" | "wrapped" | "inexact" | "misread"> {
  return {
    // the crd generator does not read +kubebuilder:object:root (the object generator does: check's rule says so)
    malformed: (span, marker, error) => marker === "kubebuilder:object:root" || void diagnostics.push(diagnose("OM5003", span, marker, error)),
    wrapped: (span, marker, written, value) => diagnostics.push(diagnose("OM5200", span, marker, written, value)),
    inexact: (span, marker, written) => diagnostics.push(diagnose("OM5201", span, marker, written)),
    misread: (span, marker, written, value) => diagnostics.push(diagnose("OM5202", span, marker, goQuote(written), goQuote(value))),
  };
}

/**
 * check: on packages of kubebuilder kinds, every marker controller-gen refuses (as the newest
 * controller-tools reads them). Where a type's schema is not known (a module go.mod requires
 * was not found, a type not located) a marker may seem not to fit: those are left unsaid.
 */
export function controllerGenRefusals(universe: Universe, missingModules: ReadonlyMap<string, Diagnostic> = new Map()): Diagnostic[] {
  if (!isCrdShaped(universe)) return [];
  const diagnostics: Diagnostic[] = [];
  const eraReport: EraReport = { ...silentEraReport(newestEra), ...refusedMarkers(diagnostics) };
  parseEveryMarker(universe, eraReport);
  let unknownTypes = false;
  const options = {
    allowDangerousTypes: true, ignoreUnexportedFields: false, generateEmbeddedObjectMeta: false,
    maxDescLen: 0, controllerGenVersion: newestControllerTools, unionRules: false, era: newestEra,
    missingModules, note: (d: Diagnostic) => void (d.code === "OM1015" && (unknownTypes = true)),
  };
  const misfits: Diagnostic[] = [];
  buildCrds(universe, options, (span, message, byMarker) => {
    if (byMarker === true) misfits.push(diagnose("OM5010", span, message));
    else if (message.startsWith("unable to locate schema")) unknownTypes = true;
  }, eraReport);
  return unknownTypes ? diagnostics : [...diagnostics, ...misfits];
}
