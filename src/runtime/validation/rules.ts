// One validator per validation-gen value tag, answering as apimachinery's pkg/api/validate
// does (Required*, Optional*, Forbidden*, Minimum, Maximum, MinItems, MaxItems, MinLength,
// MaxLength, MaxBytes, FixedResult, Enum, MinProperties, MaxProperties): same error type,
// detail, bad value and origin. Those of the update family are in update.ts and neq.ts.

import { FieldError, type FieldErrorType } from "../unions/k8s-errors.js";
import type { FieldTable, ValidationRuleTable } from "../tables.js";
import { enumErrors } from "./enum.js";
import { formatErrors } from "./formats.js";
import { isZero, NIL, runeCount, utf8Length } from "./go-value.js";
import { monotonicRule, updateRule } from "./update.js";
import { neqRule } from "./neq.js";
import { isObject } from "../json.js";

/** What one tag says about one value. */
export interface RuleResult {
  readonly errors: readonly FieldError[];
  /** required/optional/forbidden on an unset value: the field's other validations do not run. */
  readonly stop: boolean;
}

const PASS: RuleResult = { errors: [], stop: false };

/** The field's shape, for the presence rules (a struct's own tags have none). */
export type Holder = Pick<FieldTable, "goShape" | "kind">;

/**
 * One tag's check of a value; `old` is the value before the update (NIL: none, or a create),
 * `options` the caller's options, for the rules that depend on them (enum exclusions).
 */
type Rule = (holder: Holder, value: unknown, tag: ValidationRuleTable, at: string, update: boolean, old: unknown, options: ReadonlySet<string>) => RuleResult;

const fail = (at: string, bad: unknown, detail: string, origin: string, tag: ValidationRuleTable, type: FieldErrorType = "FieldValueInvalid", stop = false): RuleResult =>
  ({ errors: [new FieldError(at, bad, detail, origin, tag.stability, type)], stop });

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * The short-circuit tags run first, all of them: when one stopped the value (or failed),
 * the value's other validations do not run (validation-gen's ShortCircuit functions).
 */
export const PRESENCE_TAGS: ReadonlySet<string> = new Set(["required", "optional", "forbidden", "immutable", "update"]);

export const RULES: Readonly<Record<string, Rule>> = {
  required: (holder, value, tag, at) => (isZero(holder, value) ? fail(at, "", "", "", tag, "FieldValueRequired", true) : PASS),
  // An unset optional value is no error: the generated code only stops validating it (and so
  // does an unset forbidden one).
  optional: (holder, value) => (isZero(holder, value) ? { errors: [], stop: true } : PASS),
  forbidden: (holder, value, tag, at) => (isZero(holder, value) ? { errors: [], stop: true } : fail(at, "", "", "", tag, "FieldValueForbidden", true)),
  minimum: (_h, value, tag, at) => (typeof value === "number" && value < (tag.value as number) ? fail(at, value, `must be greater than or equal to ${tag.value}`, "minimum", tag) : PASS),
  maximum: (_h, value, tag, at) => (typeof value === "number" && value > (tag.value as number) ? fail(at, value, `must be less than or equal to ${tag.value}`, "maximum", tag) : PASS),
  minItems: (_h, value, tag, at) => tooFew(Array.isArray(value) ? value.length : 0, tag, at),
  maxItems: (_h, value, tag, at) => tooMany(Array.isArray(value) ? value.length : 0, tag, at),
  // A map's keys (validation-gen 1.37).
  minProperties: (_h, value, tag, at) => tooFew(isObject(value) ? Object.keys(value).length : 0, tag, at),
  maxProperties: (_h, value, tag, at) => tooMany(isObject(value) ? Object.keys(value).length : 0, tag, at),
  minLength: (_h, value, tag, at) => {
    if (typeof value !== "string") return PASS;
    const min = tag.value as number;
    const bytes = utf8Length(value);
    if (Math.ceil(bytes / 4) >= min) return PASS;
    return bytes < min || runeCount(value) < min ? fail(at, value, `must be at least ${plural(min, "character", "characters")}`, "minLength", tag, "FieldValueTooShort") : PASS;
  },
  maxLength: (_h, value, tag, at) => {
    if (typeof value !== "string") return PASS;
    const max = tag.value as number;
    const bytes = utf8Length(value);
    if (bytes <= max) return PASS;
    return Math.ceil(bytes / 4) > max || runeCount(value) > max ? fail(at, "<value omitted>", `may not be more than ${plural(max, "character", "characters")}`, "maxLength", tag, "FieldValueTooLong") : PASS;
  },
  maxBytes: (_h, value, tag, at) => (typeof value === "string" && utf8Length(value) > (tag.value as number)
    ? fail(at, "<value omitted>", `may not be more than ${plural(tag.value as number, "byte", "bytes")}`, "maxBytes", tag, "FieldValueTooLong") : PASS),
  format: (_h, value, tag, at) => ({ errors: formatErrors(String(tag.value), value, at, tag.stability), stop: false }),
  // Reached on update only when the value changed (unchanged values are skipped before).
  immutable: (_h, _v, tag, at, update) => (update ? fail(at, null, "field is immutable", "immutable", tag, "FieldValueInvalid", true) : PASS),
  validateFalse: (_h, value, tag, at) => fail(at, value === NIL ? null : value, `forced failure: ${tag.value ?? ""}`, "validateFalse", tag),
  validateTrue: () => PASS,
  enum: (_h, value, tag, at, _u, _o, options) => ({ errors: enumErrors(value, tag, at, options), stop: false }),
  update: (holder, value, tag, at, update, old) => updateRule(holder, value, old, tag, at, update),
  monotonic: (holder, value, tag, at, update, old) => monotonicRule(holder, value, old, tag, at, update),
  neq: (holder, value, tag, at) => neqRule(holder, value, tag, at),
};

/** field.TooFew / field.TooMany of a list's items or a map's keys, with the tag as origin. */
function tooFew(n: number, tag: ValidationRuleTable, at: string): RuleResult {
  return n < (tag.value as number) ? fail(at, n, `must have at least ${plural(tag.value as number, "item", "items")}`, tag.name, tag, "FieldValueTooFew") : PASS;
}

function tooMany(n: number, tag: ValidationRuleTable, at: string): RuleResult {
  return n > (tag.value as number) ? fail(at, n, `must have at most ${plural(tag.value as number, "item", "items")}`, tag.name, tag, "FieldValueTooMany") : PASS;
}
