// `+k8s:enum`, answering as apimachinery's validate.Enum does: a value that is not one of the
// type's values, or one excluded under the caller's options, is NotSupported, with the
// supported values (those not excluded) sorted in the detail. A nil pointer is not checked;
// a value field's zero value "" is (it is no value of the enum unless a constant says so).

import type { EnumExclusionTable, ValidationRuleTable } from "../tables.js";
import { FieldError } from "../unions/k8s-errors.js";

/** NotSupported for a value outside the enum, else nothing. */
export function enumErrors(value: unknown, tag: ValidationRuleTable, at: string, options: ReadonlySet<string>): FieldError[] {
  if (typeof value !== "string") return [];
  const values = tag.values ?? [];
  const exclusions = tag.exclusions ?? [];
  if (values.includes(value) && !isExcluded(exclusions, value, options)) return [];
  const supported = values.filter((v) => !isExcluded(exclusions, v, options)).sort(compareUtf8);
  return [new FieldError(at, value, notSupportedDetail(supported), "", tag.stability, "FieldValueNotSupported")];
}

function isExcluded(exclusions: readonly EnumExclusionTable[], value: string, options: ReadonlySet<string>): boolean {
  return exclusions.some((rule) => rule.value === value && rule.excludeWhen === options.has(rule.option));
}

/** field.NotSupported's detail: the values Go-quoted, or nothing when there are none. */
function notSupportedDetail(supported: readonly string[]): string {
  return supported.length === 0 ? "" : `supported values: ${supported.map((v) => JSON.stringify(v)).join(", ")}`;
}

/** Go's string order: UTF-8 bytes, which is code point order. */
function compareUtf8(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
