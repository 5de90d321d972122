// Canonical serialisation: keys sorted by code unit at every level, 2-space indent, LF,
// a trailing newline. The same value always gives the same bytes.

import { stringify as stringifyYaml } from "yaml";

export type OutputFormat = "json" | "yaml";

export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(byCodeUnit)) out[key] = sortKeys((value as Record<string, unknown>)[key]);
  return out;
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function serialize(value: unknown, format: OutputFormat): string {
  const sorted = sortKeys(value);
  if (format === "yaml") return stringifyYaml(sorted, { lineWidth: 0, aliasDuplicateObjects: false });
  return JSON.stringify(sorted, null, 2) + "\n";
}
