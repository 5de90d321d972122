// Recommended (multi-field) merge keys: the struct tag `recommendedPatchMergeKey:"k1,k2"`
// and the marker `+recommendedPatchMergeKey=k1,k2`; when both are present they must agree.
// The first key is the default merge key (`patchMergeKey`). Also a field's patch tags
// (`patchStrategy`, `patchMergeKey`), written as struct tags and as comment tags: read here
// once for the OpenAPI emitter (which requires both to agree) and the checks.

import type { StructTag } from "../parse/struct-tag.js";
import type { Span } from "../parse/syntax.js";
import { findMarkers, type Marker } from "./comment-tags.js";

/** What a field's merge keys are read from (the model's Field has it all). */
export interface MergeKeySource {
  readonly tag: StructTag;
  readonly tagSpan: Span | undefined;
  readonly markers: readonly Marker[];
  readonly span: Span;
}

export interface RecommendedMergeKeys {
  /** The value as written (marker first, else tag). */
  readonly value: string;
  readonly keys: readonly string[];
  readonly fromTag: string | undefined;
  readonly fromMarker: Marker | undefined;
  readonly span: Span;
}

export type PatchTagName = "patchStrategy" | "patchMergeKey";

export interface PatchTag {
  /** The comment tags (`+patchStrategy=merge`), in order. */
  readonly comments: readonly Marker[];
  /** The struct tag's value (`patchStrategy:"merge"`). */
  readonly fromTag: string | undefined;
}

/** A field's patch tag as written, in comments and in its struct tag. */
export function patchTag(field: MergeKeySource, name: PatchTagName): PatchTag {
  return { comments: findMarkers(field.markers, name), fromTag: field.tag.get(name) };
}

/** The patch tag that holds, with where it is written: the first comment tag, else the struct tag. */
export function patchValue(field: MergeKeySource, name: PatchTagName): { value: string; span: Span } | undefined {
  const { comments, fromTag } = patchTag(field, name);
  const marker = comments[0];
  if (marker !== undefined) return { value: marker.value, span: marker.span };
  return fromTag === undefined ? undefined : { value: fromTag, span: field.tagSpan ?? field.span };
}

export function recommendedMergeKeys(field: MergeKeySource): RecommendedMergeKeys | undefined {
  const fromTag = field.tag.get("recommendedPatchMergeKey");
  const fromMarker = findMarkers(field.markers, "recommendedPatchMergeKey")[0];
  const value = fromMarker?.value ?? fromTag;
  if (value === undefined) return undefined;
  return {
    value,
    keys: value.split(",").map((k) => k.trim()),
    fromTag,
    fromMarker,
    span: fromMarker?.span ?? field.tagSpan ?? field.span,
  };
}
