// controller-gen silently ignores a misspelt marker; we say "did you mean". Only names
// within edit distance 2 of a marker we read are reported, and markers of the other
// Kubernetes generators are never mistaken for typos (except k8s:openapi…, which is ours).

import type { Marker } from "../../markers/comment-tags.js";
import { isForeignMarker, markerDefinition, suggestMarkers } from "../../markers/registry.js";
import type { Rule, RuleContext } from "../rule.js";

export const unknownMarker: Rule = {
  id: "unknown-marker",
  checkPackage(pkg, ctx) {
    checkMarkers(pkg.docMarkers, ctx);
  },
  checkType(decl, ctx) {
    checkMarkers(decl.markers, ctx);
  },
  checkField(field, _owner, ctx) {
    checkMarkers(field.markers, ctx);
  },
};

function checkMarkers(markers: readonly Marker[], ctx: RuleContext): void {
  for (const marker of markers) {
    const name = baseName(marker.key);
    const comma = marker.key.indexOf(",");
    const rawName = comma === -1 ? marker.key : marker.key.slice(0, comma);
    // A spaced +unionMember is an error of its own (OM3014): it silently leaves the union.
    if (rawName !== name && markerDefinition(name) !== undefined && name !== "unionMember") {
      // gengo splits at the first "=" without trimming: `+listType = map` has the key "listType ".
      const rewrite = marker.text.includes("=") ? `${name}=${marker.value.trim()}` : name;
      ctx.report("OM3052", marker.span, name, JSON.stringify(rawName), rewrite);
      continue;
    }
    if (markerDefinition(name) !== undefined) continue;
    // Other generators own the k8s: prefix, but not its k8s:openapi… names: those are ours.
    if (isForeignMarker(name) && !name.startsWith("k8s:openapi")) continue;
    const suggestion = suggestMarkers(name)[0];
    if (suggestion !== undefined) ctx.report("OM3050", marker.span, name, suggestion);
  }
}

/** `unionMember,optional` → `unionMember`. */
export function baseName(key: string): string {
  const comma = key.indexOf(",");
  return (comma === -1 ? key : key.slice(0, comma)).trim();
}
