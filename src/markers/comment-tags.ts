// The `+key=value` comment tags openapi-gen reads (gengo's ExtractCommentTags): a line,
// trimmed of spaces (not tabs), that starts with `+`; the key runs to the first `=`, the
// value is the verbatim rest ("" without `=`). Repeats accumulate in line order.

import { shortString } from "../parse/short-strings.js";
import type { DocLine, Span } from "../parse/syntax.js";

export interface Marker {
  readonly key: string;
  readonly value: string;
  /** The whole text after `+`. */
  readonly text: string;
  /** Position of the `+`. */
  readonly span: Span;
  /** Written in a block comment: openapi-gen reads it, controller-gen does not (absent otherwise). */
  readonly block?: true;
}

/** Shared by every declaration without markers (most `above` groups): one array, not one each. */
const noMarkers: readonly Marker[] = Object.freeze([]);

export function extractMarkers(lines: readonly DocLine[]): readonly Marker[] {
  const markers: Marker[] = [];
  for (const line of lines) {
    const marker = parseMarkerLine(line);
    if (marker !== undefined) markers.push(marker);
  }
  // A copy of exact size: an array grown by push keeps room for 16 more, and the model
  // holds one list per field (tens of MB on a 50 MB file).
  return markers.length === 0 ? noMarkers : markers.slice();
}

function parseMarkerLine(line: DocLine): Marker | undefined {
  const leading = line.text.length - line.text.replace(/^ +/, "").length;
  const text = line.text.replace(/^ +| +$/g, "");
  if (!text.startsWith("+")) return undefined;
  const body = text.slice(1);
  const eq = body.indexOf("=");
  // The line's own span when the `+` starts it (the usual case): one object fewer per marker.
  const span = leading === 0 ? line.span : { ...line.span, col: line.span.col + leading };
  const block = line.block === true ? { block: true as const } : undefined;
  if (eq === -1) {
    const key = shortString(body);
    return { key, value: "", text: key, span, ...block };
  }
  return { key: shortString(body.slice(0, eq)), value: shortString(body.slice(eq + 1)), text: body, span, ...block };
}

export function markerValues(markers: readonly Marker[], key: string): string[] {
  return markers.filter((m) => m.key === key).map((m) => m.value);
}

export function findMarkers(markers: readonly Marker[], key: string): Marker[] {
  return markers.filter((m) => m.key === key);
}

export function hasMarker(markers: readonly Marker[], key: string): boolean {
  return markers.some((m) => m.key === key);
}
