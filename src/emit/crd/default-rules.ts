// The API server checks a CRD's `default` values against the CEL rules of their schema too
// (apiextensions' defaulting validation, after the schema validation passes): first with the
// default as its own old value (what does not read oldSelf then ratchets: the value is
// unchanged), then, if that passes and ratcheting is on, as a create (no old value): rules
// that read oldSelf are skipped, except optionalOldSelf ones, which see no oldSelf. A rule that
// fails refuses the CRD. The rules run in the runtime's CEL evaluator (src/runtime/cel), with
// the node under a property named `default`, so that its errors read as the server's do.

import { decode } from "../../runtime/cel/decode.js";
import { NONE, validateRules } from "../../runtime/cel/validate.js";
import type { SchemaTable, Tables } from "../../runtime/tables.js";
import type { Schema } from "./schema.js";

const NO_TABLES = Object.create(null) as Tables;

/** The errors the server's CEL check of a default gives (paths under `default`); none when every rule holds. */
export function defaultRuleErrors(node: Schema, value: unknown): string[] {
  if ((node["x-kubernetes-validations"] === undefined || node["x-kubernetes-validations"].length === 0) && !hasNestedRules(node, 0)) return [];
  const wrapper: SchemaTable = { type: "object", properties: { default: node as unknown as SchemaTable } };
  try {
    const decoded = decode(NO_TABLES, wrapper, { default: value });
    const first = validateRules(NO_TABLES, wrapper, decoded, decoded, false);
    const errors = first.length > 0 ? first : validateRules(NO_TABLES, wrapper, decoded, NONE, false);
    return errors.map(String);
  } catch {
    // the evaluator refuses what it cannot read: no warning rather than a guess
    return [];
  }
}

function hasNestedRules(node: Schema, depth: number): boolean {
  if (depth > 200) return false;
  const children = [...Object.values(node.properties ?? {}), ...(node.items === undefined ? [] : [node.items]), ...(typeof node.additionalProperties === "object" ? [node.additionalProperties] : [])];
  return children.some((c) => (c["x-kubernetes-validations"]?.length ?? 0) > 0 || hasNestedRules(c, depth + 1));
}
