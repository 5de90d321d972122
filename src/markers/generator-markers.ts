// Package markers of controller-gen's rbac and webhook generators, read as controller-tools
// reads them: `+<name>:<arg>=<value>,…` on a comment controller-gen makes package-level
// (src/parse: a free-standing comment group, the package clause's doc, the group above a
// type). A marker whose arguments do not parse fails the whole run, as in controller-gen.

import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { goQuote } from "../emit/go/literals.js";
import type { Marker } from "./comment-tags.js";
import { parseMarkerArgs, type ArgField, type ArgSpec, type ArgValue, type MisreadString, type WrappedInt } from "./controller-gen-args.js";

export interface GeneratorMarker {
  readonly name: string;
  readonly args: ArgSpec & { readonly kind: "fields" };
  readonly help: string;
}

export const required = (name: string, type: ArgField["type"] = "string"): ArgField => ({ name, type, optional: false });
export const optional = (name: string, type: ArgField["type"] = "string"): ArgField => ({ name, type, optional: true });

export type ReadMarker =
  | { readonly ok: true; readonly marker: Marker; readonly fields: Readonly<Record<string, ArgValue>>; readonly misread: readonly MisreadString[]; readonly wrapped: readonly WrappedInt[] }
  | { readonly ok: false; readonly marker: Marker; readonly error: string; readonly unknownArgument?: string };

/** The markers of `definition` among `markers`, each with its arguments or why they do not parse. */
export function readGeneratorMarkers(definition: GeneratorMarker, markers: readonly Marker[]): ReadMarker[] {
  const out: ReadMarker[] = [];
  for (const marker of markers) {
    const rest = argumentsOf(definition.name, marker.text.trim());
    if (rest === undefined) continue;
    const parsed = parseMarkerArgs(definition.args, rest);
    out.push(parsed.ok ? { ok: true, marker, fields: parsed.fields, misread: parsed.misread, wrapped: parsed.wrapped } : { ok: false, marker, error: parsed.error, ...(parsed.unknownArgument === undefined ? {} : { unknownArgument: parsed.unknownArgument }) });
  }
  return out;
}

/** The text after `name:` when the marker is `name` (with or without arguments), else undefined. */
function argumentsOf(name: string, text: string): string | undefined {
  if (text === name) return "";
  return text.startsWith(`${name}:`) ? text.slice(name.length + 1) : undefined;
}

export function stringsOf(value: ArgValue | undefined): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

export function stringOf(value: ArgValue | undefined): string {
  return typeof value === "string" ? value : "";
}

/** What controller-gen reads other than as written (OM5202) or wraps to 32 bits (OM5200): warnings, the output still controller-gen's. */
export function readingNotes(name: string, read: ReadMarker & { ok: true }): Diagnostic[] {
  return [
    ...read.misread.map((m) => diagnose("OM5202", read.marker.span, name, goQuote(m.written), goQuote(m.value))),
    ...read.wrapped.map((w) => diagnose("OM5200", read.marker.span, name, w.written, w.value)),
  ];
}
