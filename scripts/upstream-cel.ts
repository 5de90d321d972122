// node dist/scripts/upstream-cel.js APIEXTENSIONS_APISERVER_GIT_DIR [--ref v0.36.0] [--verbose N] [--test NAME]
// Scores openapi-markers/runtime/cel's rule evaluation on apiextensions-apiserver's own CEL
// validation tests (pkg/apiserver/schema/cel/validation_test.go), read from a bare git mirror
// at run time; nothing of upstream is stored in this repository. Not part of CI.
//
// TestValidationExpressions: each case has a schema, an object (and an old object), rules
// that must pass (`valid`: no error) and rules that must fail (`errors`: every error is an
// Invalid whose text contains the expected part), each rule alone on the schema's root; the
// test calls the CEL validator directly (no schema validation, no pruning) at path `root`,
// a resource root for the failing rules. A case's expectedCost (and expectSkipped's zero cost)
// is checked against our runtime cost metering (src/runtime/cel/meter.ts).
// Prints `TestValidationExpressions: N/M` and the failures, then cases not scored (a Go
// construct this script does not evaluate), each with why.

import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import type { SchemaTable, Tables } from "../src/runtime/index.js";
import { NONE, validateRulesWithBudget } from "../src/runtime/cel/validate.js";
import { upstreamArgs } from "./upstream-args.js";
import { GoParser, type Expr } from "./upstream-unions/go-syntax.js";
import { GoTable, packageSchemas, Unsupported } from "./upstream-cel/go-table.js";
import { perCallCost } from "../src/cel-cost/crd-budget.js";
import type { SchemaNode } from "../src/cel-cost/schema-decl.js";

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

const BUDGET = 10000000;

/** Our errors for one rule on the case's schema, as `(*field.Error).Error()` prints them at path `root`, and the cost. */
function run(schema: SchemaTable, obj: unknown, old: unknown, resourceRoot: boolean): { type: string; text: string }[] & { cost?: number } {
  const tables: Tables = {};
  const { errors, remaining } = validateRulesWithBudget(tables, schema, obj, old === undefined || old === null ? NONE : old, resourceRoot, BUDGET);
  const out: { type: string; text: string }[] & { cost?: number } = errors.map((e) => ({ type: e.type, text: rooted(String(e)) }));
  out.cost = BUDGET - remaining;
  return out;
}

/** An error line at path `root` (the tests validate from field.NewPath("root")). */
function rooted(text: string): string {
  return text.startsWith("<nil>") ? `root${text.slice(5)}` : text.startsWith("[") ? `root${text}` : `root.${text}`;
}

/** An integer field of the case (expectedCost), or undefined. */
function intField(c: Case, name: string): number | undefined {
  const x = c.fields.get(name);
  return x?.k === "int" ? Number(x.v) : undefined;
}

/**
 * What cel-go's parser and checker refuse when the CRD is created (the server then reports
 * "rule compile error" for every object): judged on the generator's checker (src/cel-cost),
 * which refuses such rules when openapi-markers writes the CRD — runtime/cel evaluates the
 * rules of CRDs the server accepted and does not type-check.
 */
const COMPILE_TIME = /compil|undefined field|no matching overload|undeclared reference|mismatched input|Syntax error|expected type|invalid matches argument|invalid duration|invalid timestamp/;
let compilePassed = 0;
let compileTotal = 0;
const compileFailures: string[] = [];

function judgeCompile(label: string, schema: SchemaTable, want: string): void {
  compileTotal++;
  const verdict = perCallCost(schema as SchemaNode, 0, true);
  if (verdict !== undefined && !verdict.ok) compilePassed++;
  else compileFailures.push(`${label}\n    want a compile error (${JSON.stringify(want)}); our checker accepts it`);
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
    const expectedCost = intField(c, "expectedCost");
    const skipped = c.fields.get("expectSkipped")?.k === "ident";
    for (const rule of valid) {
      const got = run({ ...schema, "x-kubernetes-validations": [{ rule }] }, obj, old, isRoot);
      const wantCost = expectedCost ?? (skipped ? 0 : undefined);
      const costOk = wantCost === undefined || got.cost === wantCost;
      judge(`TestValidationExpressions/${c.name}/${rule}`, got.length === 0 && costOk, `unexpected: ${got.map((e) => e.text).join(" | ")}${costOk ? "" : ` (cost ${got.cost}, want ${wantCost})`}`);
    }
    for (const [rule, want] of Object.entries(errors)) {
      if (COMPILE_TIME.test(want)) {
        judgeCompile(`TestValidationExpressions/${c.name}/${rule}`, { ...schema, "x-kubernetes-validations": [{ rule }] }, want);
        continue;
      }
      const got = run({ ...schema, "x-kubernetes-validations": [{ rule }] }, obj, old, true);
      const ok = got.length > 0 && got.every((e) => e.type === "FieldValueInvalid" && e.text.includes(want));
      judge(`TestValidationExpressions/${c.name}/${rule}`, ok, `want every error Invalid containing ${JSON.stringify(want)}, got: ${got.map((e) => e.text).join(" | ") || "none"}`);
    }
  }
}

/** TestMessageExpression: rule `false` on {str: "a string"} with a message(Expression), a budget and a per-call limit: the error and the budget left. */
function scoreMessageExpression(): void {
  for (const x of table("TestMessageExpression")) {
    const c = caseOf(x);
    const str = (name: string): string => (c.fields.has(name) ? (go.eval(c.fields.get(name)!) as string) : "");
    const num = (name: string): number | undefined => (c.fields.has(name) ? (go.eval(c.fields.get(name)!) as number) : undefined);
    const message = str("message");
    const rule = { rule: "false", ...(message === "" ? {} : { message }), messageExpression: str("messageExpression") };
    const schema: SchemaTable = { type: "object", properties: { str: { type: "string" } }, "x-kubernetes-validations": [rule] };
    const budget = num("costBudget") ?? BUDGET;
    const { errors, remaining } = validateRulesWithBudget({}, schema, { str: "a string" }, NONE, false, budget, num("perCallLimit") ?? 1000000);
    const want = str("expectedValidationErr");
    const wantRemaining = num("expectedRemainingBudget");
    const ok = errors.length === 1 && String(errors[0]).includes(want) && (wantRemaining === undefined || wantRemaining === remaining);
    judge(`TestMessageExpression/${c.name}`, ok, `got ${errors.map(String).join(" | ")}, budget left ${remaining} (want ${JSON.stringify(want)}, ${wantRemaining ?? "any"})`);
  }
}

/** TestReasonAndFldPath: the errors' types and fields, in any order. */
function scoreReasonAndFieldPath(): void {
  go.locals.set("forbiddenReason", "FieldValueForbidden");
  for (const x of table("TestReasonAndFldPath")) {
    const c = caseOf(x);
    const schema = go.eval(c.fields.get("schema")!) as SchemaTable;
    const want = (go.eval(c.fields.get("errors")!) as { type: string; field: string }[]).map((e) => `${e.type} ${e.field}`).sort();
    const got = validateRulesWithBudget({}, schema, go.eval(c.fields.get("obj")!), NONE, true, BUDGET).errors.map((e) => `${e.type} root${e.field === "<nil>" ? "" : `.${e.field}`}`).sort();
    judge(`TestReasonAndFldPath/${c.name}`, JSON.stringify(got) === JSON.stringify(want), `got ${got.join(", ")}; want ${want.join(", ")}`);
  }
}

/** TestRatcheting: an update of a non-resource root; the errors (by content) and the warnings (exactly) ratcheting turns them into. */
function scoreRatcheting(): void {
  const start = source.indexOf("\tcases := []struct", source.indexOf("func TestRatcheting("));
  const end = source.indexOf("\n\tfor ", start);
  const block = GoParser.of(`{${source.slice(start, end)}\n}`.replaceAll("interface{}", "any")).block();
  const define = block[0];
  if (define?.k !== "define" || define.value.k !== "composite") throw new Error("TestRatcheting: no cases");
  for (const x of define.value.elems.map((e) => e.value)) {
    const c = caseOf(x);
    const schema = go.eval(c.fields.get("schema")!) as SchemaTable;
    const list = (name: string): string[] => (c.fields.has(name) ? (go.eval(c.fields.get(name)!) as string[]) : []);
    const warnings: string[] = [];
    const budget = intField(c, "runtimeCostBudget") ?? BUDGET;
    const { errors } = validateRulesWithBudget({}, schema, go.eval(c.fields.get("newObj")!), go.eval(c.fields.get("oldObj")!), false, budget, 1000000, (w) => warnings.push(rooted(String(w))));
    const got = errors.map((e) => rooted(String(e)));
    const [wantErrors, wantWarnings] = [list("errors"), list("warnings")];
    const ok = got.length === wantErrors.length && wantErrors.every((w) => got.some((e) => e.includes(w)))
      && warnings.length === wantWarnings.length && wantWarnings.every((w) => warnings.includes(w));
    judge(`TestRatcheting/${c.name}`, ok, `errors ${JSON.stringify(got)} (want ${JSON.stringify(wantErrors)}), warnings ${JSON.stringify(warnings)} (want ${JSON.stringify(wantWarnings)})`);
  }
}

/** TestOptionalOldSelf: every error an Invalid matching one expected part, every expected part matched. */
function scoreOptionalOldSelf(): void {
  for (const x of table("TestOptionalOldSelf")) {
    const c = caseOf(x);
    // the test sets optionalOldSelf on every rule of the case's schema
    const raw = go.eval(c.fields.get("schema")!) as SchemaTable;
    const schema: SchemaTable = { ...raw, "x-kubernetes-validations": (raw["x-kubernetes-validations"] ?? []).map((r) => ({ ...r, optionalOldSelf: true })) };
    const old = c.fields.has("oldObj") ? go.eval(c.fields.get("oldObj")!) : undefined;
    const got = run(schema, go.eval(c.fields.get("obj")!), old, true);
    const unmatched = new Set(c.fields.has("errors") ? (go.eval(c.fields.get("errors")!) as string[]) : []);
    let ok = true;
    for (const e of got) {
      const match = [...unmatched].find((w) => e.text.includes(w));
      if (e.type !== "FieldValueInvalid" || match === undefined) ok = false;
      else unmatched.delete(match);
    }
    judge(`TestOptionalOldSelf/${c.name}`, ok && unmatched.size === 0, `got ${got.map((e) => e.text).join(" | ") || "none"}; unmatched ${[...unmatched].join(", ")}`);
  }
}

const scores: [string, () => void][] = [["TestRatcheting", scoreRatcheting], ["TestOptionalOldSelf", scoreOptionalOldSelf], ["TestValidationExpressions", scoreValidationExpressions], ["TestMessageExpression", scoreMessageExpression], ["TestReasonAndFldPath", scoreReasonAndFieldPath]];
for (const [name, score] of scores) {
  const [before, beforeTotal] = [passed, total];
  try {
    score();
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
    unscored.push(`${name}: ${error.message}`);
  }
  console.log(`${name}: ${passed - before}/${total - beforeTotal}`);
}
console.log(`all (runtime evaluation): ${passed}/${total}`);
console.log(`compile-time errors (the generator's checker refuses the rule): ${compilePassed}/${compileTotal}`);
for (const f of [...failures, ...compileFailures].slice(0, verbose)) console.log(`  FAIL ${f}`);
if (failures.length + compileFailures.length > verbose) console.log(`  … ${failures.length + compileFailures.length - verbose} more`);
console.log(`not scored: ${unscored.length}`);
for (const u of unscored) console.log(`  ${u}`);
