// What openapi-gen reads from one struct field: its property name, whether it is inlined,
// and whether it is optional. Shared by the emitters and the checker so they agree.

import { hasMarker } from "../markers/comment-tags.js";
import type { Field, TypeDecl, Universe } from "./ir.js";
import { declOf } from "./types.js";

/**
 * Whether openapi-gen inlines a member: an embedded one with a json tag whose name is
 * empty; before kube-openapi 4d3c1d1 (`structural` false) any member whose tag's first
 * option is `inline`, so that an embedded `json:",omitempty"` was dropped (no name) and an
 * embedded `json:""` kept its Go name.
 */
export function inlines(field: Field, structural = true): boolean {
  if (!structural) return field.json?.options[0] === "inline";
  return field.embedded && field.json !== undefined && field.json.name === "";
}

/** The struct whose members an inlined member brings (through pointers). */
export function inlinedStruct(field: Field, universe: Universe, structural = true): TypeDecl | undefined {
  if (!inlines(field, structural)) return undefined;
  let type = field.type;
  while (type.kind === "pointer") type = type.elem;
  if (type.kind !== "named") return undefined;
  return declOf(universe, type);
}

/** The property name openapi-gen gives a member, or undefined when it is skipped. */
export function jsonName(field: Field): string | undefined {
  // openapi-gen reads the tag with reflect's Get, which cannot tell `json:""` from no tag:
  // both keep the Go name. (An embedded member with `json:""` is inlined before this.)
  if (field.json === undefined || (field.json.name === "" && field.json.options.length === 0)) return field.name;
  const name = field.json.name;
  return name === "-" || name === "" ? undefined : name;
}

export function hasOmitEmpty(field: Field): boolean {
  return field.json?.options.includes("omitempty") ?? false;
}

/** openapi-gen's reading of omitempty before kube-openapi c8b7954: the json tag contains the word anywhere. */
export function jsonTagMentionsOmitEmpty(field: Field): boolean {
  return field.json !== undefined && [field.json.name, ...field.json.options].join(",").includes("omitempty");
}

export function hasOmitZero(field: Field): boolean {
  return field.json?.options.includes("omitzero") ?? false;
}

/**
 * Whether a union member can be unset, for the union rules: optional as openapi-gen reads
 * it, or `omitzero` (Go 1.24), which omits the zero value — including a zero struct, so a
 * struct-valued member needs no pointer. openapi-gen's `required` ignores omitzero.
 */
export function mayBeUnset(field: Field): boolean {
  return isOptionalField(field) || (hasOmitZero(field) && !hasMarker(field.markers, "required"));
}

/** `+required` wins, then `+optional`, then a real `omitempty` option. */
export function isOptionalField(field: Field, omitEmpty = hasOmitEmpty(field)): boolean {
  if (hasMarker(field.markers, "required")) return false;
  return hasMarker(field.markers, "optional") || omitEmpty;
}
