// Cost diagnostics for generated CRDs, at the Go marker each rule comes from: a rule over
// the per-rule budget (OM5050) or among the costliest of a CRD over its total budget
// (OM5051), naming the bound that would bring it under; with --cel-cost, each rule's
// estimate (OM5052); a rule we cannot estimate (OM5053); and what else the API server
// refuses in a CRD's rules (server-refusals.ts: OM5054–OM5056, OM5058–OM5060).

import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import type { CrdFile } from "../emit/crd/crd.js";
import type { Span } from "../parse/syntax.js";
import { perCrdLimit, perExpressionLimit, ruleCost, schemaBudget, type RuleCost } from "./crd-budget.js";
import type { SchemaNode } from "./schema-decl.js";
import { maxUint64 } from "./size.js";
import { branchRuleRefusals, entryRefusals, protectedGroupRefusal, ruleRefusals, type RuleSource } from "./server-refusals.js";
import { suggestBound, suggestBoundForTotal, type BoundSuggestion } from "./suggest.js";

export interface CelCostOptions {
  /** --cel-cost: a note with every rule's estimate. */
  readonly report: boolean;
  /**
   * The same CRDs with validation-gen's +k8s: bounds written (when they are not): a rule
   * those bounds bring under says so.
   */
  readonly withK8sBounds?: () => readonly CrdFile[];
}

interface VersionSchema {
  readonly name: string;
  readonly schema?: { readonly openAPIV3Schema?: SchemaNode };
}

type Crd = {
  metadata?: { name?: string; annotations?: Readonly<Record<string, string>> };
  spec?: { group?: string; names?: { kind?: string }; versions?: readonly VersionSchema[] };
};

export function celCostDiagnostics(files: readonly CrdFile[], options: CelCostOptions): Diagnostic[] {
  const out: Diagnostic[] = [];
  let alternative: readonly CrdFile[] | undefined;
  for (const file of files) {
    const crd = file.crd as Crd;
    const unapproved = protectedGroupRefusal(crd, file.groupSpan ?? file.kindSpan);
    if (unapproved !== undefined) out.push(unapproved);
    for (const version of crd.spec?.versions ?? []) {
      const root = version.schema?.openAPIV3Schema;
      if (root === undefined) continue;
      const where = (rule: RuleCost): Span => file.ruleOrigins.get(rule.entry) ?? file.kindSpan;
      const source = (rule: RuleCost): RuleSource => ({ span: where(rule), text: file.ruleMarkerTexts.get(rule.entry) });
      // built only when a rule is over budget
      const k8sBounded = (): SchemaNode | undefined => {
        if (options.withK8sBounds === undefined) return undefined;
        alternative ??= options.withK8sBounds();
        const other = alternative.find((f) => f.name === file.name)?.crd as Crd | undefined;
        return other?.spec?.versions?.find((v) => v.name === version.name)?.schema?.openAPIV3Schema;
      };
      const name = `${crd.spec?.names?.kind ?? "?"} ${crd.spec?.group === "" ? "" : `${crd.spec?.group ?? ""}/`}${version.name} (CRD ${crd.metadata?.name ?? file.name})`;
      out.push(...branchRuleRefusals(root, (rule) => file.ruleOrigins.get(rule) ?? file.kindSpan));
      out.push(...entryRefusals(root, (rule) => file.ruleOrigins.get(rule) ?? file.kindSpan));
      out.push(...versionDiagnostics(root, name, source, options, k8sBounded));
    }
  }
  return out;
}

/** The hint that validation-gen's bounds, written, bring a rule under. */
function k8sBoundsHint(k8sBounded: () => SchemaNode | undefined, rule: RuleCost): string {
  const schema = k8sBounded();
  if (schema === undefined) return "";
  const cost = ruleCost(schema, rule.steps, rule.index, rule.field)?.cost;
  return cost !== undefined && cost <= perExpressionLimit ? "; the +k8s: bounds of these types bring it under (controller-gen drops them, controller-tools#1473): `openapi-markers controller-gen … --k8s-bounds` writes them" : "";
}

function versionDiagnostics(root: SchemaNode, name: string, source: (rule: RuleCost) => RuleSource, options: CelCostOptions, k8sBounded: () => SchemaNode | undefined): Diagnostic[] {
  const out: Diagnostic[] = [];
  const where = (rule: RuleCost): Span => source(rule).span;
  const budget = schemaBudget(root);
  for (const rule of budget.rules) {
    out.push(...ruleRefusals(root, rule, source(rule)));
    if (rule.compileError !== undefined) continue;
    if (rule.cost === undefined) {
      out.push(diagnose("OM5053", where(rule), which(rule), rule.path, rule.problem ?? ""));
      continue;
    }
    if (options.report) out.push(diagnose("OM5052", where(rule), which(rule), rule.path, figure(rule.cost), breakdown(rule), percent(rule.cost, perExpressionLimit)));
    if (rule.cost > perExpressionLimit) {
      out.push(diagnose("OM5050", where(rule), which(rule), rule.path, figure(rule.cost), breakdown(rule), factor(rule.cost, perExpressionLimit), advise(root, rule, perExpressionLimit) + k8sBoundsHint(k8sBounded, rule)));
    }
  }
  if (budget.total > perCrdLimit) {
    // the API server names the (at most four) costliest rules that are 1% of the limit or more
    const costly = budget.rules.filter((r) => (r.cost ?? 0n) >= perCrdLimit / 100n).sort((a, b) => (a.cost! > b.cost! ? -1 : a.cost! < b.cost! ? 1 : 0)).slice(0, 4);
    for (const rule of costly) {
      // what this rule may cost for the total to fit, the others unchanged
      const advised = rule.perCall === maxUint64 ? advise(root, rule, perCrdLimit) : advice(suggestBoundForTotal(root, rule, perCrdLimit, budget), "the total");
      out.push(diagnose("OM5051", where(rule), name, figure(budget.total), factor(budget.total, perCrdLimit), which(rule), rule.path, figure(rule.cost!), advised));
    }
  }
  return out;
}

/** `rule of x-kubernetes-validations[1]`, as the API server names it. */
function which(rule: RuleCost): string {
  return `${rule.field} of x-kubernetes-validations[${rule.index}]`;
}

function breakdown(rule: RuleCost): string {
  if (rule.field === "messageExpression") return `${figure(rule.perCall!)} for one evaluation; the API server counts a messageExpression once, not per evaluation`;
  const times = rule.unbounded ? `up to ${rule.cardinality} evaluations, as many of its value as fit in a 3 MiB request under a list or map with no maxItems or maxProperties` : `up to ${rule.cardinality} evaluation${rule.cardinality === 1n ? "" : "s"}`;
  return `${figure(rule.perCall!)} per evaluation × ${times}`;
}

/**
 * A cost as a reader takes it: the estimator saturates at 2^64−1 (an unknowable size, a
 * product that overflows), which is no figure but "unbounded".
 */
export function figure(n: bigint): string {
  return n >= unboundedFrom ? "unbounded" : String(n);
}

/** Costs this large only come from saturation: no schema bound makes a rule cost 2^63. */
const unboundedFrom = 1n << 63n;

/** The factor as the API server words it. */
function factor(cost: bigint, limit: bigint): string {
  const f = Number(cost) / Number(limit);
  if (f > 100) return "more than 100x";
  if (f < 1.5) return `${f.toFixed(6)}x`;
  return `${f.toFixed(1)}x`;
}

function percent(cost: bigint, limit: bigint): string {
  const p = (Number(cost) / Number(limit)) * 100;
  return `${p < 0.01 && p > 0 ? "<0.01" : p.toFixed(2)}%`;
}

const markerFor: Readonly<Record<BoundSuggestion["key"], string>> = {
  maxItems: "MaxItems",
  maxProperties: "MaxProperties",
  maxLength: "MaxLength",
};

function advise(root: SchemaNode, rule: RuleCost, limit: bigint, what = "it"): string {
  if (rule.perCall === maxUint64) {
    return "one evaluation is unbounded: the rule iterates over or compares a value whose size the API server cannot know (the result of a function such as oldSelf.value()); rework it to read fields of self or oldSelf directly";
  }
  return advice(suggestBound(root, rule, limit), what);
}

function advice(suggestion: BoundSuggestion | undefined, what: string): string {
  if (suggestion === undefined) return `no single maxItems, maxProperties or maxLength brings ${what} under: simplify the rule, or bound several of the lists, maps and strings it reads and sits under`;
  const marker = markerFor[suggestion.key];
  const place = suggestion.path.endsWith("[*]") ? `+kubebuilder:validation:items:${marker} on ${suggestion.path.slice(0, -3)}`
    : suggestion.path.endsWith(".*") ? `${suggestion.key} on ${suggestion.path}` : `+kubebuilder:validation:${marker} on ${suggestion.path}`;
  return `${place} (≤ ${suggestion.max}) brings ${what} under`;
}
