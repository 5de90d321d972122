// `check` on a package of kubebuilder kinds (a type marked +kubebuilder:object:root): the
// CRDs controller-gen would write, priced as the API server prices their CEL rules.

import type { Diagnostic } from "../diag/diagnostic.js";
import { buildCrds } from "../emit/crd/crd.js";
import { hasParsed, silentEraReport } from "../emit/crd/apply-markers.js";
import { newestEra } from "../emit/crd/controller-tools-era.js";
import { typeMarkers } from "../emit/crd/type-schema.js";
import type { Universe } from "../model/ir.js";
import { celCostDiagnostics } from "./diagnostics.js";

/** check prices CRDs as the newest controller-tools writes them, and says nothing of its marker vocabulary here (OM5001… do). */
const quiet = silentEraReport(newestEra);

export function isCrdShaped(universe: Universe): boolean {
  return [...universe.packages.values()].some((p) => p.isInput && [...p.types.values()].some((decl) => hasParsed(typeMarkers(decl, quiet), "kubebuilder:object:root")));
}

/**
 * Cost diagnostics of the CRDs of the input packages; what stops controller-gen is check's own
 * business (OM5001…). A kind whose types come from a module go.mod requires but the loader did
 * not find gets that module's OM1015 (once per module) instead of a price.
 */
export function checkCrdCosts(universe: Universe, controllerTools: string, missingModules: ReadonlyMap<string, Diagnostic> = new Map()): Diagnostic[] {
  if (!isCrdShaped(universe)) return [];
  const missing: Diagnostic[] = [];
  let incomplete = false;
  const options = {
    allowDangerousTypes: true, ignoreUnexportedFields: false, generateEmbeddedObjectMeta: false,
    maxDescLen: 0, controllerGenVersion: controllerTools, unionRules: false, era: newestEra,
    // check's generate reports an import nothing provides (OM1005) already; it leaves the schema unpriced
    missingModules, note: (d: Diagnostic) => void (d.code === "OM1015" ? missing.push(d) : d.code === "OM1005" && (incomplete = true)),
  };
  const files = buildCrds(universe, options, () => void (incomplete = true), quiet);
  if (missing.length > 0) return missing;
  // a schema controller-gen would not build (a type of a dependency not found, …) has no
  // price the API server would give: OM5001… and the loader say what is wrong
  if (incomplete) return [];
  return celCostDiagnostics(files, { report: false, withK8sBounds: () => buildCrds(universe, { ...options, k8sBounds: true }, () => undefined, quiet) });
}
