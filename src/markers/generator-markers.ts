// Package markers of controller-gen's rbac and webhook generators, read as controller-tools
// reads them: `+<name>:<arg>=<value>,…` on a comment controller-gen makes package-level
// (src/parse: a free-standing comment group, the package clause's doc, the group above a
// type). A marker whose arguments do not parse fails the whole run, as in controller-gen.

import type { Marker } from "./comment-tags.js";
import { parseMarkerArgs, splitTopLevel, type ArgField, type ArgSpec, type ArgValue } from "./controller-gen-args.js";

export interface GeneratorMarker {
  readonly name: string;
  readonly args: ArgSpec & { readonly kind: "fields" };
  readonly help: string;
}

export const required = (name: string, type: ArgField["type"] = "string"): ArgField => ({ name, type, optional: false });
export const optional = (name: string, type: ArgField["type"] = "string"): ArgField => ({ name, type, optional: true });

export type ReadMarker =
  | { readonly ok: true; readonly marker: Marker; readonly fields: Readonly<Record<string, ArgValue>> }
  | { readonly ok: false; readonly marker: Marker; readonly error: string; readonly unknownArgument?: string };

/** The markers of `definition` among `markers`, each with its arguments or why they do not parse. */
export function readGeneratorMarkers(definition: GeneratorMarker, markers: readonly Marker[]): ReadMarker[] {
  const out: ReadMarker[] = [];
  for (const marker of markers) {
    const rest = argumentsOf(definition.name, marker.text.trim());
    if (rest === undefined) continue;
    const colon = bareColon(rest);
    if (colon !== undefined) {
      out.push({ ok: false, marker, error: colon });
      continue;
    }
    const parsed = parseMarkerArgs(definition.args, rest);
    out.push(parsed.ok ? { ok: true, marker, fields: parsed.fields } : { ok: false, marker, error: parsed.error, ...(parsed.unknownArgument === undefined ? {} : { unknownArgument: parsed.unknownArgument }) });
  }
  return out;
}

/**
 * controller-tools reads an unquoted value up to `,`, `;`, `}` or `:` (its map separator),
 * so `url=https://…` fails ("expected comma, got ':'"): why, for the first such value.
 */
function bareColon(rest: string): string | undefined {
  for (const part of splitTopLevel(rest, ",")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const value = part.slice(eq + 1).trim();
    const items = value.startsWith("{") && value.endsWith("}") ? splitTopLevel(value.slice(1, -1), ",") : splitTopLevel(value, ";");
    const bare = items.map((i) => i.trim()).find((i) => !i.startsWith('"') && !i.startsWith("`") && i.includes(":"));
    if (bare !== undefined) return `argument ${part.slice(0, eq).trim()}: the unquoted value ${JSON.stringify(bare)} ends at its ":" (controller-gen: expected comma, got ":"); quote it`;
  }
  return undefined;
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
