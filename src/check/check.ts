// The check phase: every rule over every type and field of the input packages.

import type { Diagnostic } from "../diag/diagnostic.js";
import type { EnumIndex } from "../model/enums.js";
import { structFields } from "../model/types.js";
import type { Universe } from "../model/ir.js";
import { createRuleContext } from "./rule.js";
import { rules } from "./rules/index.js";

export function checkUniverse(universe: Universe, enums: EnumIndex): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const ctx = createRuleContext(universe, enums, diagnostics);
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
