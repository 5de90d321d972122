// The check phase: every rule over every type and field of the input packages.

import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { newestEra, type Era } from "../era/openapi-gen.js";
import { applyApiRuleExceptions, type ApiRuleExceptions } from "./api-rule-exceptions.js";
import { apiRuleViolations } from "./api-rule-report.js";
import type { EnumIndex } from "../model/enums.js";
import { structFields } from "../model/types.js";
import type { Universe } from "../model/ir.js";
import { createRuleContext } from "./rule.js";
import { rules } from "./rules/index.js";

export function checkUniverse(universe: Universe, enums: EnumIndex, era: Era = newestEra): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const ctx = createRuleContext(universe, enums, diagnostics, era);
  for (const pkg of universe.packages.values()) {
    if (!pkg.isInput) continue;
    for (const rule of rules) rule.checkPackage?.(pkg, ctx);
    for (const decl of pkg.types.values()) {
      for (const rule of rules) rule.checkType?.(decl, ctx);
      if (decl.type.kind !== "struct") continue;
      for (const field of structFields(universe, decl)) {
        for (const rule of rules) rule.checkField?.(field, decl, ctx);
      }
    }
  }
  return diagnostics;
}

/**
 * openapi-gen's API rules as diagnostics (the check command): every violation the report
 * would list, minus the known ones of an exceptions file, whose stale lines are warnings.
 */
export function checkApiRules(universe: Universe, era: Era, exceptions?: ApiRuleExceptions): Diagnostic[] {
  const violations = apiRuleViolations(universe, era);
  const { kept, stale } = exceptions === undefined ? { kept: violations, stale: [] } : applyApiRuleExceptions(violations, exceptions);
  const found = kept.map(({ finding }) => diagnose(finding.code, finding.span, ...finding.args));
  return [...found, ...stale, ...(exceptions?.diagnostics ?? [])];
}
