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
    const colon = bareColon(withSpaceQuirk(rest));
    if (colon !== undefined) {
      out.push({ ok: false, marker, error: colon });
      continue;
    }
    const parsed = parseMarkerArgs(definition.args, withSpaceQuirk(rest));
    out.push(parsed.ok ? { ok: true, marker, fields: parsed.fields } : { ok: false, marker, error: parsed.error, ...(parsed.unknownArgument === undefined ? {} : { unknownArgument: parsed.unknownArgument }) });
  }
  return out;
}

/**
 * controller-tools' reading of an unquoted value followed by spaces before its `,`, `;` or
 * `}`: skipping the spaces empties the scanner's token text, so the value ends where its last
 * token began (`groups=a.example.com ,…` is `a.example.`, `verbs=get ,…` is one empty item).
 * The same text with that token and the spaces removed.
 */
export function withSpaceQuirk(rest: string): string {
  let out = "";
  let quote = "";
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if (quote !== "") {
      out += c;
      if (c === "\\" && quote === '"') out += rest[++i] ?? "";
      else if (c === quote) quote = "";
      continue;
    }
    if (c === '"' || c === "`") quote = c;
    if (c === " " || c === "\t") {
      let j = i;
      while (rest[j] === " " || rest[j] === "\t") j++;
      const previous = out[out.length - 1];
      if ((rest[j] === "," || rest[j] === ";" || rest[j] === "}") && previous !== undefined && !"=,;{\"`".includes(previous)) {
        out = out.slice(0, out.length - lastTokenLength(out));
        // A `;` that ends the list takes the emptied item with it (observed of controller-gen v0.21.0).
        const after = rest.slice(j + 1).trimStart()[0];
        if (rest[j] === ";" && (after === undefined || after === "," || after === "}")) {
          i = j;
          continue;
        }
        // Nothing left is still a value (an empty item), not a missing one.
        if (out === "" || "=,;{".includes(out[out.length - 1]!)) out += '""';
        i = j - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}

/** The length of text/scanner's last token of `text` (numbers off): an identifier, else one character. */
function lastTokenLength(text: string): number {
  const run = /[\p{L}\p{N}_]*$/u.exec(text)![0];
  if (run === "") return 1;
  const ident = /[\p{L}_][\p{L}\p{N}_]*$/u.exec(run);
  return ident !== null ? ident[0].length : 1;
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
