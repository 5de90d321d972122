// `+k8s:neq`: a value that must not be given (apimachinery's validate.NEQ and
// content.NEQError: strings quoted as Go's %q, other values as %v).

import { FieldError } from "../unions/k8s-errors.js";
import type { ValidationRuleTable } from "../tables.js";
import { NIL } from "./go-value.js";
import type { Holder, RuleResult } from "./rules.js";

export function neqRule(_holder: Holder, value: unknown, tag: ValidationRuleTable, at: string): RuleResult {
  if (value === NIL || value === null || value !== tag.value) return { errors: [], stop: false };
  // JSON's quoting is Go's %q for the printable text tags hold.
  const shown = typeof tag.value === "string" ? JSON.stringify(tag.value) : String(tag.value);
  return { errors: [new FieldError(at, value, `must not be equal to ${shown}`, "neq", tag.stability)], stop: false };
}
