// cel-go's checker/cost_test.go TestCost, read as text: each case's expression, variable
// declarations, size hints and wanted cost range, run through our estimator with an
// estimator that behaves as the test's (hints by joined path; bytes are 12 long; a
// timestamp's getFullYear costs 7).

import type { CostNode, SizeEstimator } from "../../src/cel-cost/estimate.js";
import { expressionCost } from "../../src/cel-cost/expression.js";
import { fixed, type Range } from "../../src/cel-cost/size.js";
import { dyn, listOf, mapOf, prim, type CelType } from "../../src/cel-cost/types.js";
import { entries, stringField } from "./go-literals.js";

export interface CostCase {
  readonly name: string;
  /** Why the case does not apply to CRD rules (not judged). */
  readonly skipped?: string;
  readonly problem?: string;
}

const testAllTypes: CelType = { kind: "object", name: "google.expr.proto3.test.TestAllTypes", fields: new Map() };
const named: Readonly<Record<string, CelType>> = {
  allTypes: testAllTypes, allList: listOf(testAllTypes), intList: listOf(prim("int")), nestedList: listOf(listOf(testAllTypes)),
  allMap: mapOf(prim("string"), testAllTypes), nestedMap: mapOf(prim("string"), mapOf(prim("string"), testAllTypes)),
};

/** A Go type expression of the test (`types.NewListType(types.IntType)`). */
function goType(text: string): CelType | undefined {
  const t = text.trim();
  if (Object.hasOwn(named, t)) return named[t];
  const simple = /^types\.(Int|Uint|Double|String|Bytes|Bool|Timestamp|Duration|Dyn)Type$/.exec(t);
  if (simple !== null) return simple[1] === "Dyn" ? dyn : prim(simple[1]!.toLowerCase() as "int");
  if (/^types\.NewObjectType\("google\.expr\.proto3\.test\.TestAllTypes"\)$/.test(t)) return testAllTypes;
  const list = /^types\.NewListType\((.*)\)$/.exec(t);
  if (list !== null) {
    const elem = goType(list[1]!);
    return elem === undefined ? undefined : listOf(elem);
  }
  const map = /^types\.NewMapType\((types\.\w+), (.*)\)$/.exec(t);
  if (map !== null) {
    const [k, v] = [goType(map[1]!), goType(map[2]!)];
    return k === undefined || v === undefined ? undefined : mapOf(k, v);
  }
  return undefined;
}

function wanted(entry: string): Range | undefined {
  const m = /wanted:\s*(zeroCost|oneCost|FixedCostEstimate\((\d+)\)|CostEstimate\{Min: (\d+), Max: (\d+)\})/.exec(entry);
  if (m === null) return undefined;
  if (m[1] === "zeroCost") return fixed(0);
  if (m[1] === "oneCost") return fixed(1);
  if (m[2] !== undefined) return fixed(BigInt(m[2]));
  return { min: BigInt(m[3]!), max: BigInt(m[4]!) };
}

function testEstimator(hints: ReadonlyMap<string, bigint>): SizeEstimator {
  return {
    estimateSize(node: CostNode): Range | undefined {
      const hint = hints.get((node.path ?? []).join("."));
      if (hint !== undefined) return { min: 0n, max: hint };
      return node.type.kind === "bytes" ? { min: 0n, max: 12n } : undefined;
    },
    estimateCallCost: (_fn, overloadId) => (overloadId === "timestamp_to_year" ? { cost: fixed(7) } : undefined),
  };
}

export function runCelGoCostTests(source: string): CostCase[] {
  const start = source.indexOf("}{", source.indexOf("func TestCost("));
  return entries(source, start + 1).map((entry) => runCase(entry));
}

function runCase(entry: string): CostCase {
  const name = stringField(entry, "name") ?? "(unnamed)";
  const expr = stringField(entry, "expr");
  if (/OverloadCostEstimate\(/.test(entry)) return { name, skipped: "a custom overload estimator written in Go" };
  const want = wanted(entry);
  if (expr === undefined || want === undefined) return { name, problem: "cannot read the case" };
  const variables = new Map<string, CelType>();
  for (const m of entry.matchAll(/decls\.NewVariable\("([^"]+)", ((?:[^()]|\((?:[^()]|\([^()]*\))*\))+)\)/g)) {
    const type = goType(m[2]!);
    if (type === undefined) return { name, problem: `cannot read the type ${m[2]}` };
    variables.set(m[1]!, type);
  }
  const hints = new Map<string, bigint>();
  const hintText = /hints:\s*map\[string\]uint64\{([^}]*)\}/.exec(entry)?.[1] ?? "";
  for (const m of hintText.matchAll(/"([^"]+)":\s*(\d+)/g)) hints.set(m[1]!, BigInt(m[2]!));
  const presence = /PresenceTestHasCost\((true|false)\)/.exec(entry)?.[1];
  const options = presence === "false" ? { presenceTestCost: fixed(0) } : {};
  const got = expressionCost(expr, variables, testEstimator(hints), options);
  if (!got.ok) return { name, problem: `${expr}: ${got.problem}` };
  if (got.cost.min !== want.min || got.cost.max !== want.max) return { name, problem: `${expr}: got [${got.cost.min}, ${got.cost.max}], want [${want.min}, ${want.max}]` };
  return { name };
}
