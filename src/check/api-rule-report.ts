// openapi-gen's API rule report (--report-filename), as a pure function of the model and
// the era: one line `API rule violation: <rule>,<package>,<type>,<field>` per violation,
// sorted by rule, package, type and field (Go string order: bytes). Kubernetes checks the
// report in (api/api-rules/violation_exceptions.list) and fails its build on any change;
// `check --api-rule-exceptions` reads the same format (api-rule-exceptions.ts).

import type { Era } from "../era/openapi-gen.js";
import type { Universe } from "../model/ir.js";
import { lintedTypes, type ApiRule, type ApiRuleFinding, type LintedType } from "./api-rule.js";
import { apiRules } from "./rules/index.js";

export interface ApiRuleViolation {
  readonly rule: string;
  readonly pkg: string;
  readonly type: string;
  readonly field: string;
  readonly finding: ApiRuleFinding;
}

/** Every violation of every API rule in the types openapi-gen lints, in report order. */
export function apiRuleViolations(universe: Universe, era: Era): ApiRuleViolation[] {
  const out: ApiRuleViolation[] = [];
  for (const type of lintedTypes(universe, era)) {
    for (const rule of apiRules) out.push(...violationsOf(rule, type));
  }
  return out.sort(compareViolations);
}

function violationsOf(rule: ApiRule, type: LintedType): ApiRuleViolation[] {
  return rule.checkType(type).map((finding) => ({ rule: rule.name, pkg: type.decl.pkg, type: type.decl.name, field: finding.field, finding }));
}

/** A violation as its report line (without the newline): also the key of an exception. */
export function reportLine(v: Pick<ApiRuleViolation, "rule" | "pkg" | "type" | "field">): string {
  return `API rule violation: ${v.rule},${v.pkg},${v.type},${v.field}`;
}

/** The report's text: its lines, each ended by a newline; empty without violations. */
export function renderApiRuleReport(violations: readonly ApiRuleViolation[]): string {
  return violations.map((v) => `${reportLine(v)}\n`).join("");
}

function compareViolations(a: ApiRuleViolation, b: ApiRuleViolation): number {
  return compareBytes(a.rule, b.rule) || compareBytes(a.pkg, b.pkg) || compareBytes(a.type, b.type) || compareBytes(a.field, b.field);
}

/** Go's string order: UTF-8 bytes (code units differ from it beyond the BMP). */
function compareBytes(a: string, b: string): number {
  return a === b ? 0 : Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}
