// uniqueItems: true is refused by the API server in a CRD, yet controller-gen writes it and
// exits 0 (src/markers/unique-items.ts). We write the same bytes and warn at the marker (OM5460).

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { isRefusedUniqueItems } from "../../markers/unique-items.js";
import type { ParsedMarker } from "./apply-markers.js";
import type { Schema } from "./schema.js";

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
