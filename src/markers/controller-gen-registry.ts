// The markers controller-gen reads for CRDs, looked up as controller-tools looks them up:
// a marker's name is its text up to `=`; when that is not a marker name and an `=` follows,
// the part before the last `:` is (`+kubebuilder:resource:scope=Cluster` is
// kubebuilder:resource with the argument scope; `+kubebuilder:resource:scope` is no marker).
// controller-gen ignores a name it does not know, and a known marker on a declaration it
// does not describe; `check` reports both (OM5001, OM5002). It fails on arguments it cannot
// parse (OM5003).

import type { Marker } from "./comment-tags.js";
import { parseMarkerArgs, type ArgSpec, type ParsedArgs } from "./controller-gen-args.js";
import { crdMarkers, otherKubebuilderPrefixes, sharedMarkers } from "./kubebuilder-crd.js";
import { validationMarkers } from "./kubebuilder-validation.js";
import { editDistance, type MarkerTarget } from "./registry.js";

export interface ControllerGenMarker {
  readonly name: string;
  readonly targets: readonly MarkerTarget[];
  readonly args: ArgSpec;
  /** `shared`: markers openapi-gen reads too, which the rules of OM3xxx check already. */
  readonly family: "validation" | "crd" | "shared";
  readonly help: string;
}

export const controllerGenMarkers: readonly ControllerGenMarker[] = [...validationMarkers, ...crdMarkers, ...sharedMarkers];

const byName = new Map(controllerGenMarkers.map((m) => [m.name, m]));

/** A marker as controller-gen reads it: its definition and the text of its arguments. */
export interface ControllerGenLookup {
  readonly definition: ControllerGenMarker;
  /** The text controller-gen parses as the arguments (see parseMarkerArgs); "" when the marker has no `=`. */
  readonly fields: string;
}

/**
 * controller-tools' lookup: the text up to the first `=` is a marker name, else (only when
 * an `=` follows) that text without its last `:` segment is. A named-argument marker then
 * parses from that segment on: `+kubebuilder:resource:scope=Cluster` reads `scope=Cluster`,
 * and `+kubebuilder:externalDocs=x` reads `externalDocs=x` (an unknown argument).
 */
export function lookupControllerGenMarker(marker: Marker): ControllerGenLookup | undefined {
  const text = marker.text.trim();
  const eq = text.indexOf("=");
  const anonymousName = eq === -1 ? text : text.slice(0, eq);
  const rest = eq === -1 ? "" : text.slice(eq + 1);
  const colon = anonymousName.lastIndexOf(":");
  const name = eq !== -1 && colon !== -1 ? anonymousName.slice(0, colon) : anonymousName;
  const definition = byName.get(anonymousName) ?? byName.get(name);
  if (definition === undefined) return undefined;
  if (definition.args.kind === "fields" && anonymousName.length >= name.length + 1) return { definition, fields: `${anonymousName.slice(name.length + 1)}=${rest}` };
  return { definition, fields: rest };
}

/** The marker's arguments parsed; a refusal says controller-gen's error, then what to write instead where we can tell. */
export function parseControllerGenMarker(lookup: ControllerGenLookup): ParsedArgs {
  const parsed = parseMarkerArgs(lookup.definition.args, lookup.fields);
  if (parsed.ok) return parsed;
  return { ...parsed, error: parsed.error + refusalHint(lookup.definition.args, parsed) };
}

function refusalHint(args: ArgSpec, parsed: { readonly error: string; readonly unknownArgument?: string }): string {
  if (parsed.unknownArgument !== undefined && args.kind === "fields") {
    const names = args.fields.map((f) => f.name);
    const near = names.find((name) => editDistance(parsed.unknownArgument!.toLowerCase(), name.toLowerCase(), 2) <= 2);
    return ` (arguments: ${names.join(", ")})${near === undefined ? "" : `; did you mean ${near}?`}`;
  }
  const listed = args.kind === "value" && (args.type === "list" || args.type === "strings");
  if (listed && parsed.error.startsWith('extra arguments provided: ",')) return "; the values of a list are separated by ; (a;b) or written in braces ({a,b})";
  return "";
}

/** Whether a kubebuilder: name belongs to another generator or tool (not a CRD marker, not a typo). */
export function isOtherKubebuilderMarker(key: string): boolean {
  return otherKubebuilderPrefixes.some((p) => key === p || key.startsWith(p));
}

/** The head of a marker as written: its text up to `=`. */
export function markerHead(marker: Marker): string {
  const text = marker.text.trim();
  const eq = text.indexOf("=");
  return eq === -1 ? text : text.slice(0, eq);
}

/** Markers controller-gen reads without the kubebuilder: prefix (ours too, so in our registry). */
const unprefixedMarkers = ["nullable", "optional", "required", "default", "listType", "listMapKey", "mapType", "structType"];

/** The CRD marker names closest to an unknown one (case differences count as one edit). */
export function suggestControllerGenMarkers(head: string): string[] {
  const limit = Math.max(2, Math.floor(head.length / 10));
  const scored: [number, string][] = [];
  for (const name of byName.keys()) {
    for (const candidate of [name, `${name}:`]) {
      const distance = candidate.toLowerCase() === head.toLowerCase() ? 0.5 : editDistance(head, candidate, limit);
      if (distance <= limit) scored.push([distance, name]);
    }
    // A named-argument marker is written name:arg=…: compare the name alone too.
    const colon = head.lastIndexOf(":");
    if (colon !== -1 && byName.get(name)?.args.kind === "fields") {
      const distance = editDistance(head.slice(0, colon), name, limit);
      if (distance <= limit) scored.push([distance, name]);
    }
  }
  // +kubebuilder:validation:nullable: the marker controller-gen reads has no kubebuilder: prefix.
  const last = head.slice(head.lastIndexOf(":") + 1).toLowerCase();
  for (const plain of unprefixedMarkers) if (plain.toLowerCase() === last) scored.push([1, plain]);
  scored.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1));
  return [...new Set(scored.map(([, name]) => name))];
}
