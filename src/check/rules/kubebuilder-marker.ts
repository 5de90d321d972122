// controller-gen ignores a +kubebuilder: marker it does not know (a typo such as
// +kubebuilder:validation:Minimun silently drops the validation) and a known marker on a
// declaration it does not describe; it fails on malformed arguments. We report all three,
// with the nearest marker or argument name (OM5001, OM5002, OM5003). controller-gen reads
// markers from `//` comments only: one in a `/* … */` comment is ignored (OM5400).

import type { Marker } from "../../markers/comment-tags.js";
import {
  isOtherKubebuilderMarker,
  lookupControllerGenMarker,
  markerHead,
  parseControllerGenMarker,
  suggestControllerGenMarkers,
} from "../../markers/controller-gen-registry.js";
import type { MarkerTarget } from "../../markers/registry.js";
import type { Rule, RuleContext } from "../rule.js";

export const kubebuilderMarker: Rule = {
  id: "kubebuilder-marker",
  checkPackage(pkg, ctx) {
    const seen = new Set<string>();
    const unique = [...pkg.docMarkers, ...pkg.clauseMarkers].filter((m) => {
      const at = `${m.span.file}:${m.span.line}:${m.span.col}`;
      return seen.has(at) ? false : (seen.add(at), true);
    });
    check(unique, "package", ctx);
  },
  checkType(decl, ctx) {
    check(decl.markers, "type", ctx);
    // The group above may hold package markers too (controller-gen moves them there).
    check(decl.markersAbove, "type", ctx, true);
  },
  checkField(field, _owner, ctx) {
    check(field.markers, "field", ctx);
    check(field.markersAbove, "field", ctx);
  },
};

function check(markers: readonly Marker[], target: MarkerTarget, ctx: RuleContext, packageAllowed = false): void {
  for (const marker of markers) {
    const lookup = lookupControllerGenMarker(marker);
    if (marker.block === true) {
      reportInBlock(marker, lookup, ctx);
      continue;
    }
    if (lookup === undefined) {
      reportUnknown(marker, ctx);
      continue;
    }
    const { definition } = lookup;
    if (definition.family === "shared") continue; // the OM3xxx rules check these
    const targets = packageAllowed ? [...definition.targets, "package"] : definition.targets;
    if (!targets.includes(target)) {
      ctx.report("OM5002", marker.span, definition.name, target, definition.targets.join(" or "));
      continue;
    }
    const parsed = parseControllerGenMarker(lookup);
    if (!parsed.ok) ctx.report("OM5003", marker.span, definition.name, parsed.error);
  }
}

/**
 * A kubebuilder marker (any generator's: controller-gen reads none of them there) or
 * +groupName in a block comment. openapi-gen's own markers are read there: no warning.
 */
function reportInBlock(marker: Marker, lookup: ReturnType<typeof lookupControllerGenMarker>, ctx: RuleContext): void {
  const head = markerHead(marker);
  if (head.startsWith("kubebuilder:") || (lookup !== undefined && lookup.definition.family !== "shared")) ctx.report("OM5400", marker.span, lookup?.definition.name ?? head);
}

function reportUnknown(marker: Marker, ctx: RuleContext): void {
  const head = markerHead(marker);
  if (!head.startsWith("kubebuilder:") || isOtherKubebuilderMarker(head)) return;
  const suggestion = suggestControllerGenMarkers(head)[0];
  ctx.report("OM5001", marker.span, head, suggestion === undefined ? "" : `; did you mean +${suggestion}?`);
}
