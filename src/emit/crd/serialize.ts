// A flattened schema as JSONSchemaProps marshals: Go's omitempty drops empty descriptions,
// empty property maps and required lists; no `$ref` is left after flattening.

import type { YamlValue } from "../../write/go-yaml.js";
import type { Span } from "../../parse/syntax.js";
import { childSchemas, type Schema, type ValidationRule } from "./schema.js";

/** JSON values and pointers: written even when empty or false. */
const pointerFields = new Set(["default", "example", "x-kubernetes-preserve-unknown-fields"]);

/** What serialising a CRD's schema records beside it. */
export interface SerializeRecords {
  /** For each written rule of x-kubernetes-validations, the Go marker it came from. */
  readonly origins?: Map<object, Span>;
  /** That marker's text. */
  readonly originTexts?: Map<object, string>;
  /** A union rule written without its ratchet (below `list`'s items, where the API server refuses oldSelf). */
  readonly unratcheted?: (origin: Span | undefined, list: string) => void;
}

/**
 * The schema as written. Below the items of a list that is not x-kubernetes-list-type=map
 * (`uncorrelatable`: the list's path), a union rule that ratchets through oldSelf is written
 * without the ratchet: the API server refuses oldSelf where it cannot pair an item with its
 * old value.
 */
export function serializeSchema(schema: Schema, depth = 0, records: SerializeRecords = {}, path = "", uncorrelatable?: string): YamlValue {
  const out: Record<string, YamlValue> = {};
  const below = (key: string, child: Schema, name?: string): YamlValue => {
    const childPath = key === "properties" ? (path === "" ? name! : `${path}.${name!}`) : key === "items" ? `${path}[*]` : `${path}.*`;
    const cut = key === "items" && schema["x-kubernetes-list-type"] !== "map" ? path : undefined;
    return serializeSchema(child, depth + 1, records, childPath, uncorrelatable ?? cut);
  };
  for (const [key, value] of Object.entries(schema) as [keyof Schema, unknown][]) {
    if (key === "$ref" || value === undefined) continue;
    // Go's omitempty: false booleans and empty strings are not written (pointers are).
    if ((value === "" || value === false) && !pointerFields.has(key)) continue;
    if (key === "properties") {
      const props = value as Record<string, Schema>;
      if (Object.keys(props).length === 0) continue;
      const map: Record<string, YamlValue> = {};
      for (const [name, prop] of Object.entries(props)) map[name] = below("properties", prop, name);
      out.properties = map;
      continue;
    }
    if ((key === "required" || key === "enum" || key === "allOf" || key === "anyOf" || key === "oneOf" || key === "x-kubernetes-list-map-keys" || key === "x-kubernetes-validations") && (value as unknown[]).length === 0) continue;
    if (key === "items" || (key === "additionalProperties" && typeof value === "object")) {
      out[key] = below(key, value as Schema);
      continue;
    }
    if (key === "not") {
      out[key] = serializeSchema(value as Schema, depth + 1, records, path, uncorrelatable);
      continue;
    }
    if (key === "allOf" || key === "anyOf" || key === "oneOf") {
      out[key] = (value as Schema[]).map((s) => serializeSchema(s, depth + 1, records, path, uncorrelatable));
      continue;
    }
    if (key === "x-kubernetes-validations") {
      out[key] = (value as ValidationRule[]).map((written) => serializeRule(written, records, uncorrelatable));
      continue;
    }
    out[key] = value as YamlValue;
  }
  return out;
}

function serializeRule({ origin, originText, withoutRatchet, ...rule }: ValidationRule, records: SerializeRecords, uncorrelatable: string | undefined): YamlValue {
  const written = uncorrelatable !== undefined && withoutRatchet !== undefined ? { ...withoutRatchet } : rule;
  if (written !== rule) records.unratcheted?.(origin, uncorrelatable === "" ? "(root)" : uncorrelatable!);
  if (origin !== undefined) records.origins?.set(written, origin);
  if (originText !== undefined) records.originTexts?.set(written, originText);
  return written as YamlValue;
}

/**
 * maxDescLen: every description cut to at most this many bytes, at a sentence end, else
 * (`ellipsis`, controller-tools v0.17.0 on) at a space with `...`, else at the limit.
 */
export function truncateDescriptions(schema: Schema, maxLen: number, ellipsis: boolean, depth = 0): void {
  if (maxLen < 0 || depth > 200) return;
  if (maxLen === 0) delete schema.description;
  else if (schema.description !== undefined) schema.description = truncate(schema.description, maxLen, ellipsis);
  for (const child of childSchemas(schema)) truncateDescriptions(child, maxLen, ellipsis, depth + 1);
}

function truncate(text: string, maxLen: number, ellipsis: boolean): string {
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length <= maxLen) return text;
  const cut = goByteCut(bytes, maxLen);
  const terminal = lastIndex(cut, /[.!?\u0589\u061f\u06d4\u0700-\u0702\u07f9\u0964\u0965\u203c\u203d\u2047-\u2049\u3002\ufe52\ufe56\ufe57\uff01\uff0e\uff1f\uff61]/u);
  if (terminal > 0) return cut.slice(0, terminal + 1);
  if (!ellipsis) return cut;
  const space = lastIndex(cut, /\s/u);
  if (space > 0) return `${cut.slice(0, space)}...`;
  return `${cut}...`;
}

/**
 * The first `maxLen` bytes as controller-gen writes them: Go slices the string's bytes, and
 * encoding/json writes each stray byte of a character cut in two as one U+FFFD (Node's
 * decoder would write one for the whole partial character).
 */
function goByteCut(bytes: Buffer, maxLen: number): string {
  let lead = maxLen;
  while (lead > 0 && lead > maxLen - 4 && (bytes[lead]! & 0xc0) === 0x80) lead--;
  // `lead` is where the character holding byte `maxLen` starts (maxLen itself when none is cut).
  return bytes.subarray(0, lead).toString("utf8") + "\uFFFD".repeat(maxLen - lead);
}

function lastIndex(text: string, pattern: RegExp): number {
  for (let i = text.length - 1; i >= 0; i--) if (pattern.test(text[i]!)) return i;
  return -1;
}
