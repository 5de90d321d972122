// node dist/scripts/upstream-cel.js APIEXTENSIONS_APISERVER_GIT_DIR [--ref v0.36.0] [--verbose N] [--test NAME]
// Scores openapi-markers/runtime/cel's rule evaluation on apiextensions-apiserver's own CEL
// validation tests (pkg/apiserver/schema/cel/validation_test.go), read from a bare git mirror
// at run time; nothing of upstream is stored in this repository. Not part of CI.
//
// TestValidationExpressions: each case has a schema, an object (and an old object), rules
// that must pass (`valid`: no error) and rules that must fail (`errors`: every error is an
// Invalid whose text contains the expected part), each rule alone on the schema's root; the
// test calls the CEL validator directly (no schema validation, no pruning) at path `root`,
// a resource root for the failing rules. Cases that set a cost budget or expect a cost are
// judged on their errors only (runtime cost metering is not reproduced: docs/runtime-cel.md).
// Prints `TestValidationExpressions: N/M` and the failures, then cases not scored (a Go
// construct this script does not evaluate), each with why.

import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import type { SchemaTable, Tables } from "../src/runtime/index.js";
import { NONE, validateRules } from "../src/runtime/cel/validate.js";
import { upstreamArgs } from "./upstream-args.js";
import { GoParser, type Expr } from "./upstream-unions/go-syntax.js";
import { GoTable, packageSchemas, Unsupported } from "./upstream-cel/go-table.js";

const { positional, flag } = upstreamArgs();
if (positional.length !== 1) {
  process.stderr.write("usage: node dist/scripts/upstream-cel.js APIEXTENSIONS_APISERVER_GIT_DIR [--ref REV] [--verbose N]\n");
  process.exit(2);
}
const mirror = resolve(positional[0]!);
const ref = flag("--ref") ?? "v0.36.0";
const verbose = Number(flag("--verbose") ?? "20");
const source = execFileSync("git", ["--git-dir", mirror, "show", `${ref}:pkg/apiserver/schema/cel/validation_test.go`], { encoding: "utf8", maxBuffer: 1 << 26 });

/** The `tests := []struct{…}{…}` table of a test function, parsed. */
function table(test: string): readonly Expr[] {
  const start = source.indexOf("\ttests := []struct", source.indexOf(`func ${test}(`));
  const end = source.indexOf("\n\tfor ", start);
  const block = GoParser.of(`{${source.slice(start, end)}\n}`.replaceAll("interface{}", "any")).block();
  const define = block[0];
  if (define?.k !== "define" || define.value.k !== "composite") throw new Error(`${test}: no test table`);
  return define.value.elems.map((e) => e.value);
}

const go = new GoTable(packageSchemas(source));

interface Case {
  readonly name: string;
  readonly fields: ReadonlyMap<string, Expr>;
}

function caseOf(x: Expr): Case {
  if (x.k !== "composite") throw new Error("a test case that is not a literal");
  const fields = new Map<string, Expr>();
  for (const e of x.elems) if (e.key?.k === "ident") fields.set(e.key.name, e.value);
  const name = fields.get("name");
  return { name: name?.k === "string" ? name.v : "?", fields };
}

/** Our errors for one rule on the case's schema, as `(*field.Error).Error()` prints them at path `root`. */
function run(schema: SchemaTable, obj: unknown, old: unknown, resourceRoot: boolean): { type: string; text: string }[] {
  const tables: Tables = {};
  return validateRules(tables, schema, obj, old === undefined || old === null ? NONE : old, resourceRoot).map((e) => {
    const text = String(e);
    return { type: e.type, text: text.startsWith("<nil>") ? `root${text.slice(5)}` : text.startsWith("[") ? `root${text}` : `root.${text}` };
  });
}

const failures: string[] = [];
const unscored: string[] = [];
let passed = 0;
let total = 0;

function judge(label: string, ok: boolean, detail: string): void {
  total++;
  if (ok) passed++;
  else failures.push(`${label}\n    ${detail}`);
}

function scoreValidationExpressions(): void {
  for (const x of table("TestValidationExpressions")) {
    const c = caseOf(x);
    let schema: SchemaTable;
    let obj: unknown;
    let old: unknown;
    let valid: string[];
    let errors: Record<string, string>;
    try {
      schema = go.eval(c.fields.get("schema")!) as SchemaTable;
      obj = go.eval(c.fields.get("obj")!);
      old = c.fields.has("oldObj") ? go.eval(c.fields.get("oldObj")!) : undefined;
      valid = c.fields.has("valid") ? (go.eval(c.fields.get("valid")!) as string[]) : [];
      errors = c.fields.has("errors") ? (go.eval(c.fields.get("errors")!) as Record<string, string>) : {};
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      unscored.push(`TestValidationExpressions/${c.name}: ${error.message}`);
      continue;
    }
    const isRoot = c.fields.get("isRoot")?.k === "ident" && (c.fields.get("isRoot") as { name: string }).name === "true";
    for (const rule of valid) {
      const got = run({ ...schema, "x-kubernetes-validations": [{ rule }] }, obj, old, isRoot);
      judge(`TestValidationExpressions/${c.name}/${rule}`, got.length === 0, `unexpected: ${got.map((e) => e.text).join(" | ")}`);
    }
    for (const [rule, want] of Object.entries(errors)) {
      const got = run({ ...schema, "x-kubernetes-validations": [{ rule }] }, obj, old, true);
      const ok = got.length > 0 && got.every((e) => e.type === "FieldValueInvalid" && e.text.includes(want));
      judge(`TestValidationExpressions/${c.name}/${rule}`, ok, `want every error Invalid containing ${JSON.stringify(want)}, got: ${got.map((e) => e.text).join(" | ") || "none"}`);
    }
  }
}

scoreValidationExpressions();
console.log(`TestValidationExpressions: ${passed}/${total}`);
for (const f of failures.slice(0, verbose)) console.log(`  FAIL ${f}`);
if (failures.length > verbose) console.log(`  … ${failures.length - verbose} more`);
console.log(`not scored: ${unscored.length}`);
for (const u of unscored) console.log(`  ${u}`);
