// `x-kubernetes-*` extensions from comment tags (openapi-gen §9). The same table serves
// members (on the property) and struct types (on the definition). A tag given once is a
// string, given twice or more an array; listMapKey is always an array.

import { diagnose } from "../../diag/diagnostic.js";
import type { Marker } from "../../markers/comment-tags.js";
import { findMarkers } from "../../markers/comment-tags.js";
import { patchTag } from "../../markers/merge-keys.js";
import type { Field } from "../../model/ir.js";
import type { EmitContext, Schema } from "./context.js";

const tagToExtension: ReadonlyMap<string, string> = new Map([
  ["patchMergeKey", "x-kubernetes-patch-merge-key"],
  ["patchStrategy", "x-kubernetes-patch-strategy"],
  ["listType", "x-kubernetes-list-type"],
  ["listMapKey", "x-kubernetes-list-map-keys"],
  ["mapType", "x-kubernetes-map-type"],
  ["structType", "x-kubernetes-map-type"],
  ["validations", "x-kubernetes-validations"],
]);

const alwaysArray = new Set(["listMapKey"]);

/** Extensions declared by comment tags; duplicate keys (mapType + structType) are errors. */
export function extensionsFromMarkers(markers: readonly Marker[], ctx: EmitContext): Schema {
  const out: Schema = {};
  const origin = new Map<string, Marker>();
  const put = (key: string, value: unknown, marker: Marker): void => {
    const previous = origin.get(key);
    if (previous !== undefined) {
      // Two tags of the same key can only be two +k8s:openapi-gen=x-kubernetes-NAME:… lines.
      const [first, second] = previous.key === marker.key ? [previous.text, marker.text] : [previous.key, marker.key];
      ctx.diagnostics.push(diagnose("OM2008", marker.span, `+${first}`, `+${second}`, key));
      return;
    }
    origin.set(key, marker);
    out[key] = value;
  };
  for (const [tag, extension] of tagToExtension) {
    const found = findMarkers(markers, tag);
    if (found.length === 0) continue;
    const values = found.map((m) => m.value);
    put(extension, values.length === 1 && !alwaysArray.has(tag) ? values[0] : values, found[0]!);
  }
  for (const [key, value, marker] of openapiGenExtensions(markers, ctx)) put(key, value, marker);
  return inOpenapiGenOrder(out, origin);
}

/**
 * The keys in the order openapi-gen's Go code writes them (JSON sorts them; Go output
 * keeps this order): `+k8s:openapi-gen=x-kubernetes-…` lines first, in line order, then
 * the tags by tag name (so `+structType`'s x-kubernetes-map-type comes after the patch keys).
 */
function inOpenapiGenOrder(extensions: Schema, origin: ReadonlyMap<string, Marker>): Schema {
  const rank = (key: string): string => (origin.get(key)!.key === "k8s:openapi-gen" ? "" : origin.get(key)!.key);
  const keys = Object.keys(extensions);
  const sorted = keys.map((key, i) => ({ key, i, rank: rank(key) }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.i - b.i));
  const out: Schema = {};
  for (const { key } of sorted) out[key] = extensions[key];
  return out;
}

/**
 * `+k8s:openapi-gen=x-kubernetes-NAME:VALUE` tags, in line order. Each line is an extension
 * of its own with a single string value (openapi-gen does not group them), so a repeated
 * NAME is a duplicate key, reported by `put`.
 */
function openapiGenExtensions(markers: readonly Marker[], ctx: EmitContext): [string, string, Marker][] {
  const extensions: [string, string, Marker][] = [];
  for (const marker of findMarkers(markers, "k8s:openapi-gen")) {
    if (!marker.value.startsWith("x-kubernetes-")) continue;
    const colon = marker.value.indexOf(":");
    if (colon === -1) {
      ctx.diagnostics.push(diagnose("OM2011", marker.span, marker.value));
      continue;
    }
    extensions.push([marker.value.slice(0, colon), marker.value.slice(colon + 1), marker]);
  }
  return extensions;
}

/** Struct tags `patchMergeKey`/`patchStrategy` and their comment tags must be identical. */
export function checkPatchTags(field: Field, owner: string, ctx: EmitContext): void {
  for (const name of ["patchMergeKey", "patchStrategy"] as const) {
    const { comments, fromTag: written } = patchTag(field, name);
    if (comments.length > 1) {
      ctx.diagnostics.push(diagnose("OM2003", comments[1]!.span, name));
      continue;
    }
    const fromTag = written ?? "";
    const fromComment = comments[0]?.value ?? "";
    if (fromTag !== fromComment) {
      const span = comments[0]?.span ?? field.tagSpan ?? field.span;
      ctx.diagnostics.push(diagnose("OM2002", span, name, `${owner}.${field.name}`, JSON.stringify(fromTag), JSON.stringify(fromComment)));
    }
  }
}
