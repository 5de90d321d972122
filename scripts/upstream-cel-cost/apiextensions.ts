// apiextensions-apiserver's pkg/apiserver/schema/cel/compilation_test.go TestCostEstimation,
// read as text: each case's schema (built by the test's own generators, evaluated from their
// Go source), its rule, and the cost expected without bounds and with them set
// (setMaxElements), exactly or as at least a limit.

import { perCallCost } from "../../src/cel-cost/crd-budget.js";
import { entries, stringField } from "./go-literals.js";
import { parseLiteral, readGenerators, type Generators, type Value } from "./go-structural.js";
import type { CostCase } from "./celgo.js";

const constants: Readonly<Record<string, bigint>> = { costLimit: 100000000n };

function number(entry: string, key: string): bigint | undefined {
  const m = new RegExp(`(?:^|[\\s,{])${key}:\\s*([^,\\n]+)`).exec(entry);
  if (m === null) return undefined;
  const text = m[1]!.trim();
  if (Object.hasOwn(constants, text)) return constants[text];
  if (!/^[\d\s*]+$/.test(text)) return undefined;
  return text.split("*").map((t) => BigInt(t.trim())).reduce((a, b) => a * b, 1n);
}

export function runApiextensionsCostTests(source: string): CostCase[] {
  const generators = readGenerators(source);
  const start = source.indexOf("}{", source.indexOf("func TestCostEstimation("));
  return entries(source, start + 1).map((entry) => runCase(entry, generators));
}

function runCase(entry: string, generators: Generators): CostCase {
  const name = stringField(entry, "name") ?? "(unnamed)";
  const at = /schemaGenerator:\s*/.exec(entry);
  if (at === null) return { name, problem: "cannot read the case" };
  const expression = entry.slice(at.index + at[0].length);
  if (expression.startsWith("func(")) return { name, skipped: "its schema is built by Go code of another test file's helpers" };
  let call;
  try {
    call = parseLiteral(expression);
  } catch {
    return { name, problem: "cannot read the schema generator" };
  }
  if (call.kind !== "call") return { name, problem: "cannot read the schema generator" };
  const generator = generators.get(call.fn);
  if (generator === undefined) return { name, problem: `unknown generator ${call.fn}` };
  const args: Value[] = call.args.map((a) => (a.kind === "string" ? a.value : a.kind === "call" ? generators.get(a.fn)?.([])(undefined) : undefined));
  const problems: string[] = [];
  const judge = (label: string, bound: bigint | undefined, exact: bigint | undefined, atLeast: bigint | undefined): void => {
    const schema = generator(args)(bound);
    const got = perCallCost(schema, 0, false);
    if (got === undefined || !got.ok) {
      problems.push(`${label}: ${got === undefined ? "no rule" : got.problem}`);
      return;
    }
    const cost = got.cost.max;
    if (exact !== undefined && exact > 0n && cost !== exact) problems.push(`${label}: got ${cost}, want ${exact}`);
    if (atLeast !== undefined && atLeast > 0n && cost < atLeast) problems.push(`${label}: got ${cost}, want at least ${atLeast}`);
  };
  judge("calc", undefined, number(entry, "expectedCalcCost"), number(entry, "expectCalcCostExceedsLimit"));
  judge("set", number(entry, "setMaxElements") ?? 0n, number(entry, "expectedSetCost"), number(entry, "expectedSetCostExceedsLimit"));
  return problems.length === 0 ? { name } : { name, problem: problems.join("; ") };
}
