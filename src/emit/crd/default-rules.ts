// The API server checks a CRD's `default` values against the CEL rules of their schema too
// (apiextensions' defaulting validation, after the schema validation passes): first with the
// default as its own old value (what does not read oldSelf then ratchets: the value is
// unchanged), then, if that passes and ratcheting is on, as a create (no old value): rules
// that read oldSelf are skipped, except optionalOldSelf ones, which see no oldSelf. A rule that
// fails refuses the CRD. The rules run in the runtime's CEL evaluator (src/runtime/cel), with
// the node under a property named `default`, so that its errors read as the server's do.
//
// The evaluator (@bufbuild/cel and our CEL libraries, ≈ 1 MB of modules: half the start-up of
// a plain generate or controller-gen line) is loaded on the first default that sits under a
// rule, which few CRDs have, and synchronously: CRD building is synchronous. It is the
// package's CommonJS build of the runtime (dist/cjs/runtime, the `require` side of
// openapi-markers/runtime/cel), found through the package's own name, so that the same path
// serves dist/src and the bundled dist/bin. Only strings come out of it.

import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { SchemaTable, Tables } from "../../runtime/tables.js";
import type { Schema } from "./schema.js";

const NO_TABLES = Object.create(null) as Tables;

interface CelEvaluator {
  readonly decoding: typeof import("../../runtime/cel/decode.js");
  readonly validating: typeof import("../../runtime/cel/validate.js");
}

let evaluator: CelEvaluator | undefined;

function celEvaluator(): CelEvaluator {
  evaluator ??= loadCelEvaluator();
  return evaluator;
}

function loadCelEvaluator(): CelEvaluator {
  const require = createRequire(import.meta.url);
  const cjs = join(dirname(require.resolve("openapi-markers/package.json")), "dist", "cjs", "runtime", "cel");
  return { decoding: require(join(cjs, "decode.js")) as CelEvaluator["decoding"], validating: require(join(cjs, "validate.js")) as CelEvaluator["validating"] };
}

/** The errors the server's CEL check of a default gives (paths under `default`); none when every rule holds. */
export function defaultRuleErrors(node: Schema, value: unknown): string[] {
  if ((node["x-kubernetes-validations"] === undefined || node["x-kubernetes-validations"].length === 0) && !hasNestedRules(node, 0)) return [];
  const wrapper: SchemaTable = { type: "object", properties: { default: node as unknown as SchemaTable } };
  const { decoding, validating } = celEvaluator();
  try {
    const decoded = decoding.decode(NO_TABLES, wrapper, { default: value });
    const first = validating.validateRules(NO_TABLES, wrapper, decoded, decoded, false);
    const errors = first.length > 0 ? first : validating.validateRules(NO_TABLES, wrapper, decoded, validating.NONE, false);
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
