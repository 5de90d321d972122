// kube-openapi's validate fixtures (the JSON-Schema test suite files its jsonschema_test.go
// enables, fixtures/schemas, and the enabled fixtures/formats files), as that test runs them:
// each schema, each test's data at the root, valid ⇔ no error. A schema using what a CRD's
// structural schema cannot carry (apiextensions refuses it) is counted apart as out of scope,
// with the feature named.

import type { SchemaTable } from "../../src/runtime/tables.js";
import { walkErrors, type Verdict } from "./apiextensions.js";

const SUITE = "pkg/validation/validate/fixtures/jsonschema_suite";
const TEST_FILE = "pkg/validation/validate/jsonschema_test.go";

interface SuiteEntry { readonly description: string; readonly schema: unknown; readonly tests?: readonly { readonly description: string; readonly data: unknown; readonly valid: boolean }[] }

/** The string list a Go function or variable of the test file holds (`func enabled() []string {…}`, `var x = []string{…}`). */
function goStringList(text: string, opener: RegExp): string[] {
  const m = opener.exec(text);
  if (m === null) return [];
  const end = text.indexOf("}", m.index + m[0].length);
  return [...text.slice(m.index + m[0].length, end).replace(/\/\/[^\n]*/g, "").matchAll(/"([^"]*)"/g)].map((x) => x[1]!.toLowerCase());
}

/** What in a schema a CRD cannot carry, or undefined. */
export function outOfScope(node: unknown, depth = 0): string | undefined {
  if (depth > 50 || node === null || typeof node !== "object") return undefined;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = outOfScope(item, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  const schema = node as Record<string, unknown>;
  for (const key of ["$ref", "definitions", "dependencies", "patternProperties", "additionalItems", "id", "$schema"]) {
    if (key in schema) return `${key} (not in a CRD schema)`;
  }
  if (Array.isArray(schema.items)) return "items as a list of schemas (not in a CRD schema)";
  if (Array.isArray(schema.type)) return "type as a list (a CRD schema has one type)";
  if (schema.type === "null") return "type null (not a CRD type: nullable instead)";
  if (typeof schema.additionalProperties === "boolean") return `additionalProperties: ${String(schema.additionalProperties)} (refused in a structural schema)`;
  if (schema.additionalProperties !== undefined && schema.properties !== undefined) return "properties with additionalProperties (refused in a structural schema)";
  for (const key of ["properties", "items", "additionalProperties", "not", "allOf", "anyOf", "oneOf"]) {
    const inner = schema[key];
    const found = key === "properties" && inner !== null && typeof inner === "object" ? outOfScope(Object.values(inner), depth + 1) : outOfScope(inner, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function runFile(label: string, text: string): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const entry of JSON.parse(text) as SuiteEntry[]) {
    const reason = outOfScope(entry.schema);
    for (const test of entry.tests ?? []) {
      const name = `${label}: ${entry.description}: ${test.description}`;
      if (reason !== undefined) {
        verdicts.push({ name, outcome: "out-of-scope", detail: reason });
        continue;
      }
      const errors = walkErrors(entry.schema as SchemaTable, test.data);
      verdicts.push(errors.length === 0 === test.valid ? { name, outcome: "pass" } : { name, outcome: "fail", detail: `want ${test.valid ? "valid" : "invalid"}, got ${JSON.stringify(errors)} for ${JSON.stringify(test.data)}` });
    }
  }
  return verdicts;
}

export function runFixtures(show: (path: string) => string, list: (dir: string) => string[]): Verdict[] {
  const testFile = show(TEST_FILE);
  const enabled = goStringList(testFile, /func enabled\(\) \[\]string \{[^}]*?return \[\]string\{/);
  const optional = goStringList(testFile, /var optionalFixtures = \[\]string\{/);
  const extended = goStringList(testFile, /var extendedFixtures = \[\]string\{/);
  const verdicts: Verdict[] = [];
  const json = (dir: string): string[] => list(dir).filter((f) => f.endsWith(".json"));
  for (const file of json(SUITE)) if (enabled.includes(file.replace(/\.json$/, "").toLowerCase())) verdicts.push(...runFile(file, show(`${SUITE}/${file}`)));
  for (const file of json(`${SUITE}/optional`)) if (optional.includes(file.replace(/\.json$/, "").toLowerCase())) verdicts.push(...runFile(`optional/${file}`, show(`${SUITE}/optional/${file}`)));
  const schemas = "pkg/validation/validate/fixtures/schemas";
  for (const file of json(schemas)) verdicts.push(...runFile(`schemas/${file}`, show(`${schemas}/${file}`)));
  const formats = "pkg/validation/validate/fixtures/formats";
  for (const file of json(formats)) if (extended.includes(file.replace(/\.json$/, "").toLowerCase())) verdicts.push(...runFile(`formats/${file}`, show(`${formats}/${file}`)));
  return verdicts;
}
