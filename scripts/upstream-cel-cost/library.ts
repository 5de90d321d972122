// apiserver's pkg/cel/library/cost_test.go, read as text: the estimated costs of Kubernetes'
// CEL libraries — every table entry with an `expr` and an `expectEsimatedCost`, and the
// tables that build expressions from a list literal and an operation (TestListsCost,
// TestIndexOfCost, TestURLsCost). The test's size estimator gives strings and bytes at most
// 12 elements. Authorization functions (TestAuthzLibrary) are not available to CRD rules, and
// tests whose expectations Go closures compute (IP, CIDR) are not read: both are listed as
// skipped.

import type { CostNode, SizeEstimator } from "../../src/cel-cost/estimate.js";
import { expressionCost } from "../../src/cel-cost/expression.js";
import { kubernetesEstimator } from "../../src/cel-cost/k8s-library.js";
import { kubernetesCostOptions } from "../../src/cel-cost/kubernetes-env.js";
import type { Range } from "../../src/cel-cost/size.js";
import { entries, goString, stringField } from "./go-literals.js";
import type { CostCase } from "./celgo.js";

const sizes: Pick<SizeEstimator, "estimateSize"> = {
  estimateSize: (node: CostNode): Range | undefined => (node.type.kind === "string" || node.type.kind === "bytes" ? { min: 0n, max: 12n } : undefined),
};

function estimate(name: string, expr: string, want: Range): CostCase {
  const got = expressionCost(expr, new Map(), kubernetesEstimator(sizes), kubernetesCostOptions);
  if (!got.ok) return { name, problem: `${expr}: ${got.problem}` };
  if (got.cost.min !== want.min || got.cost.max !== want.max) return { name, problem: `${expr}: got [${got.cost.min}, ${got.cost.max}], want [${want.min}, ${want.max}]` };
  return { name };
}

const rangeRe = /CostEstimate\{Min: (\d+), Max: (\d+)\}/;
const toRange = (m: RegExpExecArray): Range => ({ min: BigInt(m[1]!), max: BigInt(m[2]!) });

/** The body of `func NAME(` up to the next top-level func. */
function functionBody(source: string, name: string): string {
  const start = source.indexOf(`func ${name}(`);
  if (start === -1) return "";
  const end = source.indexOf("\nfunc ", start + 1);
  return source.slice(start, end === -1 ? source.length : end);
}

export function runLibraryCostTests(source: string): CostCase[] {
  const constants = new Map<string, string>();
  for (const m of source.matchAll(/^\s*(\w+Literal)\s*=\s*((?:"(?:[^"\\]|\\.)*"\s*\+?\s*)+)$/gm)) {
    constants.set(m[1]!, [...m[2]!.matchAll(/"(?:[^"\\]|\\.)*"/g)].map((s) => goString(s[0])).join(""));
  }
  const out: CostCase[] = [];
  for (const fn of [...source.matchAll(/^func (Test\w+)\(t \*testing\.T\) \{$/gm)].map((m) => m[1]!)) {
    const body = functionBody(source, fn);
    if (fn === "TestAuthzLibrary") {
      out.push({ name: fn, skipped: "authorization functions are not available to CRD rules" });
      continue;
    }
    const cases = fn === "TestListsCost" || fn === "TestIndexOfCost" ? templated(fn, body, constants) : fn === "TestURLsCost" ? urls(body) : direct(fn, body);
    if (cases.length === 0 && /CostEstimate\{/.test(body)) out.push({ name: fn, skipped: "its expected estimates are computed by Go code (closures over base costs)" });
    out.push(...cases);
  }
  return out;
}

function direct(fn: string, body: string): CostCase[] {
  const start = body.indexOf("}{");
  if (start === -1) return [];
  return entries(body, start + 1).flatMap((entry) => {
    const expr = stringField(entry, "expr");
    const want = /expectE(?:s|st)imatedCost:\s*checker\.CostEstimate\{Min: (\d+), Max: (\d+)\}/.exec(entry);
    if (expr === undefined || want === null) return [];
    return [estimate(`${fn}: ${stringField(entry, "name") ?? expr}`, expr, toRange(want))];
  });
}

function templated(fn: string, body: string, constants: ReadonlyMap<string, string>): CostCase[] {
  const out: CostCase[] = [];
  const start = body.indexOf("}{");
  for (const group of entries(body, start + 1)) {
    const ops = [...(/opts:\s*\[\]string\{([^}]*)\}/.exec(group)?.[1] ?? "").matchAll(/"(?:[^"\\]|\\.)*"/g)].map((m) => goString(m[0]));
    const costsAt = group.indexOf("costs:");
    for (const entry of entries(group, group.indexOf("{", costsAt))) {
      const literal = constants.get(/comparableLiteral:\s*(\w+)/.exec(entry)?.[1] ?? "");
      const param = stringField(entry, "param") ?? "";
      const want = rangeRe.exec(entry);
      if (literal === undefined || want === null) continue;
      for (const op of ops) {
        const expr = literal + op.replace("%s", param);
        out.push(estimate(`${fn}: ${expr}`, expr, toRange(want)));
      }
    }
  }
  return out;
}

function urls(body: string): CostCase[] {
  const prefix = /testCost\(t, "((?:[^"\\]|\\.)*)"\+op/.exec(body);
  if (prefix === null) return [];
  const out: CostCase[] = [];
  for (const entry of entries(body, body.indexOf("}{") + 1)) {
    const ops = [...(/ops:\s*\[\]string\{([^}]*)\}/.exec(entry)?.[1] ?? "").matchAll(/"(?:[^"\\]|\\.)*"/g)].map((m) => goString(m[0]));
    const want = rangeRe.exec(entry);
    if (want === null) continue;
    for (const op of ops) out.push(estimate(`TestURLsCost: ${op}`, goString(`"${prefix[1]}"`) + op, toRange(want)));
  }
  return out;
}
