// The `+key=value` comment tags openapi-gen reads (gengo's ExtractCommentTags): a line,
// trimmed of spaces (not tabs), that starts with `+`; the key runs to the first `=`, the
// value is the verbatim rest ("" without `=`). Repeats accumulate in line order.

import type { DocLine, Span } from "../parse/syntax.js";

export interface Marker {
  readonly key: string;
  readonly value: string;
  /** The whole text after `+`. */
  readonly text: string;
  /** Position of the `+`. */
  readonly span: Span;
}

export function extractMarkers(lines: readonly DocLine[]): Marker[] {
  const markers: Marker[] = [];
  for (const line of lines) {
    const marker = parseMarkerLine(line);
    if (marker !== undefined) markers.push(marker);
  }
  return markers;
}

function parseMarkerLine(line: DocLine): Marker | undefined {
  const leading = line.text.length - line.text.replace(/^ +/, "").length;
  const text = line.text.replace(/^ +| +$/g, "");
  if (!text.startsWith("+")) return undefined;
  const body = text.slice(1);
  const eq = body.indexOf("=");
  const span = { ...line.span, col: line.span.col + leading };
  return eq === -1 ? { key: body, value: "", text: body, span } : { key: body.slice(0, eq), value: body.slice(eq + 1), text: body, span };
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
