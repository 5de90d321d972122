// Markers whose output controller-gen writes and exits 0 on, but the API server refuses:
// optionalOldSelf on a rule without oldSelf (OM5475, src/markers/optional-old-self.ts) and a
// Schemaless property with no type (OM5476, src/markers/schemaless.ts). We write the same bytes
// and warn at the marker, once per marker however often its schema is built.

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { isUnusedOptionalOldSelf } from "../../markers/optional-old-self.js";
import { SCHEMALESS } from "../../markers/schemaless.js";
import type { ParsedMarker } from "./apply-markers.js";
import type { Schema } from "./schema.js";

export interface RefusedMarkerWarner {
  /** OM5475 for each XValidation marker that sets optionalOldSelf on a rule that never reads oldSelf. */
  readonly rules: (markers: readonly ParsedMarker[]) => void;
  /** OM5476 when a field's schema, after its markers, is Schemaless's property without a type that the server refuses. */
  readonly schemaless: (markers: readonly ParsedMarker[], schema: Schema) => void;
}

export function refusedMarkerWarner(note: ((d: Diagnostic) => void) | undefined): RefusedMarkerWarner {
  const seen = new Set<string>();
  const once = (d: Diagnostic, m: ParsedMarker): void => {
    const at = `${m.span.file}:${m.span.line}:${m.span.col}`;
    if (!seen.has(at)) note?.(d);
    seen.add(at);
  };
  return {
    rules(markers) {
      for (const m of markers) if (isUnusedOptionalOldSelf(m.name, m.fields)) once(diagnose("OM5475", m.span, m.name), m);
    },
    schemaless(markers, schema) {
      const marker = markers.find((m) => m.name === SCHEMALESS);
      if (marker === undefined || !isTypelessRefused(schema)) return;
      once(diagnose("OM5476", marker.span), marker);
    },
  };
}

/** The server's structural check of a field's schema: no type, and neither preserve-unknown-fields, int-or-string nor embedded resource. */
function isTypelessRefused(schema: Schema): boolean {
  const s = schema as Record<string, unknown>;
  return (s.type === undefined || s.type === "") && s["x-kubernetes-preserve-unknown-fields"] !== true &&
    s["x-kubernetes-int-or-string"] !== true && s["x-kubernetes-embedded-resource"] !== true;
}
