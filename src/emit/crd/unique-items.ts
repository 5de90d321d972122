// uniqueItems: true is refused by the API server in a CRD ("uniqueItems cannot be set to true
// since the runtime complexity becomes quadratic"), yet controller-gen writes it from
// +kubebuilder:validation:UniqueItems=true and exits 0. We write the same bytes and warn at
// the marker (OM5460).

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { ArgValue } from "../../markers/controller-gen-args.js";
import type { ParsedMarker } from "./apply-markers.js";
import type { Schema } from "./schema.js";

const NAMES: ReadonlySet<string> = new Set(["kubebuilder:validation:UniqueItems", "kubebuilder:validation:items:UniqueItems"]);

/** Whether a marker (by its registry name and parsed value) asks for uniqueItems: true. */
export function isRefusedUniqueItems(name: string, value: ArgValue | undefined): boolean {
  return NAMES.has(name) && value === true;
}

/** OM5460 for each such marker that was written (not refused: OM5010), once per marker however often its schema is built. */
export function uniqueItemsWarner(note: ((d: Diagnostic) => void) | undefined): (markers: readonly ParsedMarker[], schema: Schema) => void {
  const seen = new Set<string>();
  return (markers, schema) => {
    for (const m of markers) {
      if (!isRefusedUniqueItems(m.name, m.value)) continue;
      if ((m.name.includes(":items:") ? schema.items : schema)?.uniqueItems !== true) continue;
      const at = `${m.span.file}:${m.span.line}:${m.span.col}`;
      if (!seen.has(at)) note?.(diagnose("OM5460", m.span, m.name));
      seen.add(at);
    }
  };
}
