// The tags about what an update may do, answering as apimachinery's pkg/api/validate does:
// `+k8s:update` (UpdatePointer, UpdateStruct, UpdateValueByCompare: NoSet, NoUnset, NoModify)
// and `+k8s:monotonic` (Monotonic). Both check nothing on create.
//
// validateDeclarative reaches a field on update only when its value changed (ratcheting), so
// NoModify only asks whether the value was set before and is set now.

import { FieldError } from "../unions/k8s-errors.js";
import type { ValidationRuleTable } from "../tables.js";
import { isZero, NIL } from "./go-value.js";
import type { Holder, RuleResult } from "./rules.js";

const PASS: RuleResult = { errors: [], stop: false };

const DETAIL: Readonly<Record<string, string>> = {
  NoSet: "field cannot be set once created",
  NoUnset: "field cannot be cleared once set",
  NoModify: "field cannot be modified once set",
};

/** `+k8s:update`: one error per constraint the change breaks; any error stops the field's other validations. */
export function updateRule(holder: Holder, value: unknown, old: unknown, tag: ValidationRuleTable, at: string, update: boolean): RuleResult {
  if (!update) return PASS;
  // A non-pointer struct is always set; a pointer is set when not nil; a value when not its zero.
  const set = (v: unknown): boolean => (holder.goShape === "struct" ? true : holder.goShape === "pointer" ? v !== NIL && v !== null : !isZero(holder, v));
  const was = set(old);
  const is = set(value);
  const broken = String(tag.value ?? "").split(",").filter((constraint) =>
    constraint === "NoSet" ? !was && is : constraint === "NoUnset" ? was && !is : constraint === "NoModify" ? was && is : false);
  const errors = broken.map((constraint) => new FieldError(at, null, DETAIL[constraint]!, "update", tag.stability));
  return { errors, stop: errors.length > 0 };
}

/** `+k8s:monotonic`: on update, an integer may not become smaller than it was (nil on either side: nothing to compare). */
export function monotonicRule(_holder: Holder, value: unknown, old: unknown, tag: ValidationRuleTable, at: string, update: boolean): RuleResult {
  if (!update || typeof value !== "number" || typeof old !== "number" || value >= old) return PASS;
  return { errors: [new FieldError(at, value, `may not be decreased from ${old}`, "monotonic", tag.stability)], stop: false };
}
