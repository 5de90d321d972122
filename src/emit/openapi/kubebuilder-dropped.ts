// openapi-gen reads no kubebuilder marker, so `generate` drops every schema one: a validation the
// author wrote for a CRD is missing from the OpenAPI document. Say so once per marker kind
// (at its first use, with how many there are), never silently (OM5004).

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { Marker } from "../../markers/comment-tags.js";
import { lookupControllerGenMarker } from "../../markers/controller-gen-registry.js";
import type { TypeDecl, Universe } from "../../model/ir.js";
import { structFields } from "../../model/types.js";

export function droppedKubebuilderMarkers(selected: readonly TypeDecl[], universe: Universe): Diagnostic[] {
  const byName = new Map<string, Marker[]>();
  const note = (markers: readonly Marker[]): void => {
    for (const marker of markers) {
      const definition = lookupControllerGenMarker(marker)?.definition;
      if (definition?.family !== "validation") continue; // CRD-level markers (resource, printcolumn, …) have no OpenAPI counterpart
      const list = byName.get(definition.name) ?? [];
      list.push(marker);
      byName.set(definition.name, list);
    }
  };
  for (const decl of selected) {
    note([...decl.markersAbove, ...decl.markers]);
    for (const field of structFields(universe, decl)) note(field.markers);
  }
  const diagnostics: Diagnostic[] = [];
  for (const [name, markers] of byName) {
    const first = markers.reduce((a, b) => (compareSpans(a, b) <= 0 ? a : b));
    diagnostics.push(diagnose("OM5004", first.span, name, markers.length === 1 ? "once" : `${markers.length} times`));
  }
  return diagnostics;
}

function compareSpans(a: Marker, b: Marker): number {
  return a.span.file < b.span.file ? -1 : a.span.file > b.span.file ? 1 : a.span.line - b.span.line || a.span.col - b.span.col;
}
