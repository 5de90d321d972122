// What `controller-gen crd` refuses, said by both `openapi-markers controller-gen` (which
// then writes nothing) and `check` (on packages of kubebuilder kinds), so that check is
// clean only where `make manifests` succeeds: a marker whose arguments controller-tools'
// parser refuses (OM5003), anywhere in an input package; a marker that does not fit the
// schema it applies to (OM5010: MaxLength on an integer, MaxItems on a struct, …), on the
// types the CRDs reach; what controller-gen writes other than as written (OM5200, OM5202) and what we would
// not write as it does (OM5201).

import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import type { EraReport } from "../emit/crd/apply-markers.js";
import { goQuote } from "../parse/go-quote.js";
import type { CheckCrdBuild } from "./crd-build.js";

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

const SERVER_REFUSALS: ReadonlySet<string> = new Set(["OM5470", "OM5480", "OM5481", "OM5482", "OM5483", "OM5486", "OM5488", "OM5489"]);

/**
 * check: on packages of kubebuilder kinds, every marker controller-gen refuses (as the newest
 * controller-tools reads them), from check's one CRD build. Where a type's schema is not known
 * (a module go.mod requires was not found, a type not located) a marker may seem not to fit:
 * those are left unsaid.
 */
export function controllerGenRefusals(build: CheckCrdBuild | undefined, said: readonly Diagnostic[] = []): Diagnostic[] {
  if (build === undefined) return [];
  const unknownTypes = build.notes.some((d) => d.code === "OM1015") || build.errors.some((message) => message.startsWith("unable to locate schema"));
  // defaults, lists, empty CRDs and types the API server refuses (OM5470, OM5480–OM5483, OM5486, OM5488, OM5489), said by the build itself
  const serverRefusals = build.notes.filter((d) => SERVER_REFUSALS.has(d.code) && !saidOfList(d, said));
  return unknownTypes ? [...build.refused] : [...build.refused, ...build.misfits, ...serverRefusals];
}

/** A list marker check's own list rules (OM3040–OM3049) have said something of already, at the same marker. */
function saidOfList(d: Diagnostic, said: readonly Diagnostic[]): boolean {
  if (d.code !== "OM5480" && d.code !== "OM5481") return false;
  return said.some((s) => /^OM304\d$/.test(s.code) && s.span.file === d.span.file && s.span.line === d.span.line && s.span.col === d.span.col);
}
