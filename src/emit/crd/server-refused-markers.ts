// Markers whose output controller-gen writes and exits 0 on, but the API server refuses:
// optionalOldSelf on a rule without oldSelf (OM5475, src/markers/optional-old-self.ts), a
// Schemaless property with no type (OM5476, src/markers/schemaless.ts) and a
// +kubebuilder:validation:Type the server does not know (OM5483), int-or-string together with
// preserve-unknown-fields or embedded-resource (OM5486), an embedded resource that is no object
// with properties (OM5489). We write the same bytes
// and warn at the marker, once per marker however often its schema is built.

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { isUnusedOptionalOldSelf } from "../../markers/optional-old-self.js";
import { SCHEMALESS } from "../../markers/schemaless.js";
import type { ParsedMarker } from "./apply-markers.js";
import type { Schema } from "./schema.js";

export interface RefusedMarkerWarner {
  /** OM5475 for each XValidation marker that sets optionalOldSelf on a rule that never reads oldSelf. */
  readonly rules: (markers: readonly ParsedMarker[]) => void;
  /** OM5483 for each +kubebuilder:validation:Type of a type the server does not know. */
  readonly types: (markers: readonly ParsedMarker[]) => void;
  /** OM5476 when a field's schema, after its markers, is Schemaless's property without a type that the server refuses. */
  readonly schemaless: (markers: readonly ParsedMarker[], schema: Schema) => void;
  /** OM5486 when markers leave x-kubernetes-int-or-string on a schema that also preserves unknown fields or is an embedded resource. */
  readonly intOrString: (markers: readonly ParsedMarker[], schema: Schema) => void;
}

/** The markers that set the extensions the server's structural check forbids beside x-kubernetes-int-or-string. */
const INT_OR_STRING_MARKERS: ReadonlySet<string> = new Set([
  "kubebuilder:validation:XIntOrString", "kubebuilder:pruning:PreserveUnknownFields", "kubebuilder:validation:XPreserveUnknownFields",
  "kubebuilder:validation:XEmbeddedResource", "kubebuilder:validation:EmbeddedResource",
]);

/** The types the API server's CRD validation supports (an empty one is the structural check's: OM5476). */
const SERVER_TYPES: ReadonlySet<string> = new Set(["", "array", "boolean", "integer", "number", "object", "string"]);

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
    types(markers) {
      for (const m of markers) {
        if (m.name !== "kubebuilder:validation:Type" || typeof m.value !== "string" || SERVER_TYPES.has(m.value)) continue;
        once(diagnose("OM5483", m.span, m.value, JSON.stringify(m.value)), m);
      }
    },
    schemaless(markers, schema) {
      const marker = markers.find((m) => m.name === SCHEMALESS);
      if (marker === undefined || !isTypelessRefused(schema)) return;
      once(diagnose("OM5476", marker.span), marker);
    },
    intOrString(markers, schema) {
      const s = schema as Record<string, unknown>;
      if (s["x-kubernetes-int-or-string"] !== true) return;
      // the markers that made the schema so (the caller merges in the schema a field's type refers to)
      const causes = markers.filter((m) => INT_OR_STRING_MARKERS.has(m.name));
      if (causes.length === 0) return;
      const marker = causes.find((m) => m.name === "kubebuilder:validation:XIntOrString") ?? causes[0]!;
      for (const extension of ["x-kubernetes-preserve-unknown-fields", "x-kubernetes-embedded-resource"]) {
        if (s[extension] === true) once(diagnose("OM5486", marker.span, `+${marker.name}`, extension), marker);
      }
    },
  };
}

/** The server's structural check of a field's schema: no type, and neither preserve-unknown-fields, int-or-string nor embedded resource. */
function isTypelessRefused(schema: Schema): boolean {
  const s = schema as Record<string, unknown>;
  return (s.type === undefined || s.type === "") && s["x-kubernetes-preserve-unknown-fields"] !== true &&
    s["x-kubernetes-int-or-string"] !== true && s["x-kubernetes-embedded-resource"] !== true;
}

/**
 * OM5489 when EmbeddedResource marks a schema that is not an object, or an object without
 * properties that does not preserve unknown fields (the server's structural check). `schema` is
 * the field's with its type's merged in: checked once every type is built.
 */
export function embeddedResourceRefusal(markers: readonly ParsedMarker[], schema: Schema): Diagnostic | undefined {
  const s = schema as Record<string, unknown>;
  const marker = markers.find((m) => m.name === "kubebuilder:validation:EmbeddedResource" || m.name === "kubebuilder:validation:XEmbeddedResource");
  if (marker === undefined || s["x-kubernetes-embedded-resource"] !== true || s["x-kubernetes-int-or-string"] === true) return undefined; // int-or-string: OM5486
  if (s.type !== "object") {
    const type = typeof s.type === "string" && s.type !== "" ? JSON.stringify(s.type) : "none";
    return diagnose("OM5489", marker.span, `+${marker.name}`, `type ${type}`, "type: must be object if x-kubernetes-embedded-resource is true");
  }
  // inlined members (allOf) bring properties or preserve-unknown-fields of their own once flattened
  if (s["x-kubernetes-preserve-unknown-fields"] === true || Object.keys((s.properties as object | undefined) ?? {}).length > 0 || s.allOf !== undefined) return undefined;
  return diagnose("OM5489", marker.span, `+${marker.name}`, "an object without properties that does not preserve unknown fields", "properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields");
}
