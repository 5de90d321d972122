// Recommended (multi-field) merge keys: the struct tag `recommendedPatchMergeKey:"k1,k2"`
// and the marker `+recommendedPatchMergeKey=k1,k2`; when both are present they must agree.
// The first key is the default merge key (`patchMergeKey`).

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
