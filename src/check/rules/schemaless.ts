// +kubebuilder:validation:Schemaless on a field writes a property without a type, and the API
// server refuses such a CRD as not structural unless the field also keeps unknown fields or is an
// int-or-string (src/markers/schemaless.ts). controller-gen writes it and exits 0. We warn at the
// marker (OM5476), in check and in controller-gen (src/emit/crd/server-refused-markers.ts).

import type { Marker } from "../../markers/comment-tags.js";
import { lookupControllerGenMarker } from "../../markers/controller-gen-registry.js";
import { SCHEMALESS, SCHEMALESS_ALLOWED_BY } from "../../markers/schemaless.js";
import type { Rule } from "../rule.js";

export const schemaless: Rule = {
  id: "schemaless",
  checkField(field, _owner, ctx) {
    // an inline field's schema is merged into its owner's, not a property of its own
    if (field.json === undefined || field.json.name === "" || (field.json.name === "-" && field.json.options.length === 0) || field.json.options.includes("inline")) return;
    const names = new Map<string, Marker>();
    for (const marker of [...field.markersAbove, ...field.markers]) {
      const name = marker.block === true ? undefined : lookupControllerGenMarker(marker)?.definition.name;
      if (name !== undefined && !names.has(name)) names.set(name, marker);
    }
    const marker = names.get(SCHEMALESS);
    if (marker === undefined || [...SCHEMALESS_ALLOWED_BY].some((name) => names.has(name))) return;
    ctx.report("OM5476", marker.span);
  },
};
