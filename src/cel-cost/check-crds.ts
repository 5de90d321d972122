// `check` on a package of kubebuilder kinds (a type marked +kubebuilder:object:root): the
// CRDs controller-gen would write (check's one build, src/crd-checks/crd-build.ts), priced as the
// API server prices their CEL rules.

import type { Diagnostic } from "../diag/diagnostic.js";
import type { CheckCrdBuild } from "../crd-checks/crd-build.js";
import { celCostDiagnostics } from "./diagnostics.js";

/**
 * Cost diagnostics of the CRDs of the input packages; what stops controller-gen is check's own
 * business (OM5001…). A kind whose types come from a module go.mod requires but the loader did
 * not find gets that module's OM1015 (once per module) instead of a price.
 */
export function checkCrdCosts(build: CheckCrdBuild | undefined): Diagnostic[] {
  if (build === undefined) return [];
  const missing = build.notes.filter((d) => d.code === "OM1015");
  if (missing.length > 0) return missing;
  // a schema controller-gen would not build (a type of a dependency not found, …) has no
  // price the API server would give: OM5001… and the loader say what is wrong; check's
  // generate reports an import nothing provides (OM1005) already
  const incomplete = build.notes.some((d) => d.code === "OM1005") || build.errors.length > 0 || build.misfits.length > 0;
  if (incomplete) return [];
  // a selectable field the API server refuses (OM5477, OM5487), said by the build on the way
  const selectable = build.notes.filter((d) => d.code === "OM5477" || d.code === "OM5487");
  return [...selectable, ...celCostDiagnostics(build.files, { report: false, withK8sBounds: build.withK8sBounds })];
}
