// The tags about what an update may do, answering as apimachinery's pkg/api/validate does:
// `+k8s:update` (UpdatePointer, UpdateStruct, UpdateValueByCompare: NoSet, NoUnset, NoModify;
// 1.37's ValSliceUpdate/PtrSliceUpdate/UpdateMap: NoSet and NoUnset by length, NoAddItem and
// NoRemoveItem by the list's identity or the map's keys) and `+k8s:monotonic` (Monotonic).
// Both check nothing on create.
//
// validateDeclarative reaches a field on update only when its value changed (ratcheting), so
// NoModify only asks whether the value was set before and is set now.

import { FieldError } from "../unions/k8s-errors.js";
import { hasOwn, isObject } from "../json.js";
import { indexPath, keyPath } from "../path.js";
import type { FieldTable, ValidationRuleTable } from "../tables.js";
import { isZero, NIL } from "./go-value.js";
import type { Holder, RuleResult } from "./rules.js";
import { itemIdentity, listIdentity } from "./unique.js";

const PASS: RuleResult = { errors: [], stop: false };

const DETAIL: Readonly<Record<string, string>> = {
  NoSet: "field cannot be set once created",
  NoUnset: "field cannot be cleared once set",
  NoModify: "field cannot be modified once set",
};

/** `+k8s:update`: one error per constraint the change breaks; any error stops the field's other validations. */
export function updateRule(holder: Holder, value: unknown, old: unknown, tag: ValidationRuleTable, at: string, update: boolean): RuleResult {
  if (!update) return PASS;
  const constraints = String(tag.value ?? "").split(",");
  if (holder.goShape === "slice" || holder.goShape === "map") {
    const errors = constraints.flatMap((c) => collectionErrors(holder as FieldTable, c, value, old, at)).map((e) => e(tag));
    return { errors, stop: errors.length > 0 };
  }
  // A non-pointer struct is always set; a pointer is set when not nil; a value when not its zero.
  const set = (v: unknown): boolean => (holder.goShape === "struct" ? true : holder.goShape === "pointer" ? v !== NIL && v !== null : !isZero(holder, v));
  const was = set(old);
  const is = set(value);
  const broken = constraints.filter((constraint) =>
    constraint === "NoSet" ? !was && is : constraint === "NoUnset" ? was && !is : constraint === "NoModify" ? was && is : false);
  const errors = broken.map((constraint) => new FieldError(at, null, DETAIL[constraint]!, "update", tag.stability));
  return { errors, stop: errors.length > 0 };
}

type Pending = (tag: ValidationRuleTable) => FieldError;

/** One constraint on a list or map: set and unset by length, added and removed items by identity (lists) or key (maps). */
function collectionErrors(field: FieldTable, constraint: string, value: unknown, old: unknown, at: string): Pending[] {
  const size = (v: unknown): number => (Array.isArray(v) ? v.length : isObject(v) ? Object.keys(v).length : 0);
  const invalid = (detail: string): Pending => (tag) => new FieldError(at, null, detail, "update", tag.stability);
  const forbidden = (path: string, detail: string): Pending => (tag) => new FieldError(path, "", detail, "update", tag.stability, "FieldValueForbidden");
  if (constraint === "NoSet") return size(old) === 0 && size(value) > 0 ? [invalid(DETAIL.NoSet!)] : [];
  if (constraint === "NoUnset") return size(old) > 0 && size(value) === 0 ? [invalid(DETAIL.NoUnset!)] : [];
  if (constraint !== "NoAddItem" && constraint !== "NoRemoveItem") return [];
  if (field.goShape === "map") {
    const [from, to] = constraint === "NoAddItem" ? [value, old] : [old, value];
    if (!isObject(from)) return [];
    const missing = Object.keys(from).filter((key) => !(isObject(to) && hasOwn(to, key)));
    return missing.map((key) => forbidden(keyPath(at, key), constraint === "NoAddItem" ? "item may not be added" : "item may not be removed"));
  }
  const identity = listIdentity(field.validations ?? []);
  if (identity === undefined) return [];
  const keys = (list: unknown): Set<string> => new Set(Array.isArray(list) ? list.filter((item) => item !== null).map((item) => itemIdentity(identity, item)) : []);
  if (constraint === "NoAddItem") {
    const before = keys(old);
    return (Array.isArray(value) ? value : []).flatMap((item, i) => (item === null || before.has(itemIdentity(identity, item)) ? [] : [forbidden(indexPath(at, i), "item may not be added")]));
  }
  const now = keys(value);
  return (Array.isArray(old) ? old : []).flatMap((item) => (item === null || now.has(itemIdentity(identity, item)) ? [] : [forbidden(at, "item may not be removed")]));
}

/** `+k8s:monotonic`: on update, an integer may not become smaller than it was (nil on either side: nothing to compare). */
export function monotonicRule(_holder: Holder, value: unknown, old: unknown, tag: ValidationRuleTable, at: string, update: boolean): RuleResult {
  if (!update || typeof value !== "number" || typeof old !== "number" || value >= old) return PASS;
  return { errors: [new FieldError(at, value, `may not be decreased from ${old}`, "monotonic", tag.stability)], stop: false };
}
