// `+k8s:dependentRequired("b")` / `+k8s:dependentForbidden("b")` on a field a (validation-gen
// 1.37): when a is set, its sibling b must be set / must not be. Checked at the struct, as the
// generated code does (apimachinery's DependentRequired / DependentForbidden): "set" is a
// pointer not nil, a list or map not empty, a builtin not its zero value; on update the rule
// is not checked again while neither field's being set changed.

import { FieldError } from "../unions/k8s-errors.js";
import { isObject, type Obj } from "../json.js";
import { fieldPath } from "../path.js";
import type { DefinitionTable, ValidationRuleTable } from "../tables.js";
import { goFieldValue, isZero } from "./go-value.js";

export const DEPENDENCY_RULES: ReadonlySet<string> = new Set(["dependentRequired", "dependentForbidden"]);

/** The error of one dependency rule of the struct `value` (its old value on update: `old`). */
export function dependencyErrors(def: DefinitionTable, rule: ValidationRuleTable, value: Obj, old: unknown, path: string, update: boolean): FieldError[] {
  const trigger = rule.trigger ?? "";
  const dependent = String(rule.value ?? "");
  const isSet = (object: Obj, name: string): boolean => {
    const field = def.fields[name];
    return field !== undefined && !isZero(field, goFieldValue(field, object, name));
  };
  if (update && isObject(old) && isSet(value, trigger) === isSet(old, trigger) && isSet(value, dependent) === isSet(old, dependent)) return [];
  if (!isSet(value, trigger)) return [];
  const at = fieldPath(path, dependent);
  if (rule.name === "dependentRequired") {
    return isSet(value, dependent) ? [] : [new FieldError(at, "", `must be set when ${trigger} is set`, "dependentRequired", rule.stability, "FieldValueRequired")];
  }
  return isSet(value, dependent) ? [new FieldError(at, "", `may not be set when ${trigger} is set`, "dependentForbidden", rule.stability, "FieldValueForbidden")] : [];
}
