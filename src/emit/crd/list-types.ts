// +listType and +listMapKey write lists the API server refuses in a CRD, and controller-gen
// writes them and exits 0: a map list without keys, keys that are not scalar properties of the
// items (or are optional without a default, nullable, repeated), items that are not objects,
// and a set of objects or lists that are not atomic
// (apiextensions' schema validation on create). We write the same bytes and warn at the
// marker, with the server's words: at +listMapKey for what is wrong with its key (OM5481),
// else at +listType (OM5480). As for defaults (default-values.ts), each marker's node is
// checked in its final (flattened) form, once the CRDs are built.

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { ParsedMarker } from "./apply-markers.js";
import type { Schema } from "./schema.js";

const LIST_MARKERS = new Set(["listType", "listMapKey"]);

export interface ListMarkers {
  readonly markers: readonly ParsedMarker[];
  /** The node the markers set x-kubernetes-list-type on, unflattened. */
  readonly schema: Schema;
}

/** The list markers among `markers` when they wrote a list type on `schema`. */
export function listMarkersOn(markers: readonly ParsedMarker[], schema: Schema): ListMarkers[] {
  if (schema["x-kubernetes-list-type"] === undefined) return [];
  const list = markers.filter((m) => LIST_MARKERS.has(m.name));
  return list.length === 0 ? [] : [{ markers: list, schema }];
}

/** OM5480 and OM5481 for each list the server refuses; `flatten` gives a node's final schema. */
export function warnRefusedLists(found: readonly ListMarkers[], flatten: (node: Schema) => Schema, note: (d: Diagnostic) => void): void {
  const seen = new Set<string>();
  const once = (marker: ParsedMarker, d: Diagnostic): void => {
    const at = `${marker.span.file}:${marker.span.line}:${marker.span.col}:${d.message}`;
    if (!seen.has(at)) note(d);
    seen.add(at);
  };
  for (const { markers, schema } of found) {
    const listType = [...markers].reverse().find((m) => m.name === "listType");
    if (listType === undefined) continue;
    const node = flatten(schema);
    for (const problem of listProblems(node)) once(listType, diagnose("OM5480", listType.span, String(listType.value), problem.server, problem.fix));
    for (const key of markers.filter((m) => m.name === "listMapKey")) {
      for (const problem of keyProblems(node, String(key.value), markers)) once(key, diagnose("OM5481", key.span, String(key.value), problem.server, problem.fix));
    }
  }
}

interface Problem {
  /** The server's words (its field path relative to the list). */
  readonly server: string;
  /** What to change. */
  readonly fix: string;
}

function listProblems(node: Schema): Problem[] {
  const type = node["x-kubernetes-list-type"];
  const items = node.items;
  const out: Problem[] = [];
  if (type === "map" && (node["x-kubernetes-list-map-keys"] ?? []).length === 0) {
    out.push({ server: "x-kubernetes-list-map-keys: Required value: must not be empty if x-kubernetes-list-type is map", fix: "add +listMapKey naming a required scalar field of the items" });
  }
  if (items === undefined) return out;
  if (type === "map" && items.type !== "object") {
    out.push({ server: `items.type: Invalid value: ${JSON.stringify(items.type ?? "")}: must be object if parent array's x-kubernetes-list-type is map`, fix: "use +listType=map on a list of structs, else +listType=set or atomic" });
  }
  if (type === "set" && items.type === "object" && items["x-kubernetes-map-type"] !== "atomic") {
    // the server's bad value is the items' list type (none: null), not their map type
    out.push({ server: `items.x-kubernetes-map-type: Invalid value: ${JSON.stringify(items["x-kubernetes-list-type"] ?? null)}: must be atomic as item of a list with x-kubernetes-list-type=set`, fix: "mark the item type +structType=atomic (or +mapType=atomic), or use +listType=map" });
  }
  if (type === "set" && items.type === "array" && items["x-kubernetes-list-type"] !== undefined && items["x-kubernetes-list-type"] !== "atomic") {
    out.push({ server: `items.x-kubernetes-list-type: Invalid value: ${JSON.stringify(items["x-kubernetes-list-type"])}: must be atomic as item of a list with x-kubernetes-list-type=set`, fix: "make the inner list +listType=atomic, or use +listType=atomic" });
  }
  return out;
}

function keyProblems(node: Schema, key: string, markers: readonly ParsedMarker[]): Problem[] {
  const items = node.items;
  if (node["x-kubernetes-list-type"] !== "map" || items?.type !== "object") return [];
  const out: Problem[] = [];
  const keys = JSON.stringify(node["x-kubernetes-list-map-keys"] ?? []);
  const property = items.properties !== undefined && Object.hasOwn(items.properties, key) ? items.properties[key] : undefined;
  if (property === undefined) {
    out.push({ server: `x-kubernetes-list-map-keys: Invalid value: ${keys}: entries must all be names of item properties`, fix: "name a field of the items by its JSON name" });
  } else {
    if (property.type === "array" || property.type === "object") {
      // the server's bad value is the items' type, not the key's
      out.push({ server: `items.properties[${key}].type: Invalid value: "object": must be a scalar type if parent array's x-kubernetes-list-type is map`, fix: "name a string, integer or boolean field" });
    }
    if (!(items.required ?? []).includes(key) && property.default === undefined) {
      out.push({ server: `items.properties[${key}].default: Required value: this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property`, fix: "make the field required (+required) or give it a +kubebuilder:default" });
    }
    if (property.nullable === true) {
      out.push({ server: `items.properties[${key}].nullable: Forbidden: this property is in x-kubernetes-list-map-keys, so it cannot be nullable`, fix: "drop +nullable from the key field" });
    }
  }
  if (markers.filter((m) => m.name === "listMapKey" && m.value === key).length > 1) {
    out.push({ server: `x-kubernetes-list-map-keys: Invalid value: ${keys}: must not contain duplicate entries`, fix: "name each key once" });
  }
  return out;
}
