// Canonical serialisation: keys sorted by code unit at every level, 2-space indent, LF,
// a trailing newline. The same value always gives the same bytes.

import { createRequire } from "node:module";
import { dict } from "../json/dict.js";

// The yaml library is loaded only when YAML is written: most runs write JSON.
const require = createRequire(import.meta.url);
const loadYaml = (): typeof import("yaml") => require("yaml") as typeof import("yaml");

export type OutputFormat = "json" | "yaml";

/** YAML for a `.yaml` or `.yml` file name, else JSON (stdout, `-`, included). */
export function formatForPath(path: string): OutputFormat {
  return /\.ya?ml$/i.test(path) ? "yaml" : "json";
}

export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  const out = dict();
  for (const key of Object.keys(value).sort(byCodeUnit)) out[key] = sortKeys((value as Record<string, unknown>)[key]);
  return out;
}

export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `alreadySorted`: the value's keys are in canonical order (openapiDocument builds them so). */
export function serialize(value: unknown, format: OutputFormat, alreadySorted = false): string {
  const sorted = alreadySorted ? value : sortKeys(value);
  if (format === "yaml") return yamlText(sorted);
  return JSON.stringify(sorted, null, 2) + "\n";
}

/** Plain-scalar patterns that YAML 1.1 reads as something other than a string. */
function yaml11Scalars(yaml: typeof import("yaml")): RegExp[] {
  return new yaml.Document(null, { version: "1.1" }).schema.tags
    .flatMap((tag) => (tag.default === true && "test" in tag && tag.test instanceof RegExp ? [tag.test] : []));
}

/**
 * YAML 1.2 quotes only what 1.2 would misread, but Kubernetes tooling (go-yaml v2,
 * sigs.k8s.io/yaml) reads YAML 1.1, where a property `y` or `on`, or a description
 * `yes`, is a boolean. Strings that 1.1 would misread are double-quoted too, so that
 * both read the same document.
 */
export function yamlText(value: unknown): string {
  const yaml = loadYaml();
  const ambiguous = yaml11Scalars(yaml);
  const doc = new yaml.Document(value, { aliasDuplicateObjects: false });
  yaml.visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === "string" && ambiguous.some((re) => re.test(node.value as string))) node.type = yaml.Scalar.QUOTE_DOUBLE;
    },
  });
  return doc.toString({ lineWidth: 0 });
}
