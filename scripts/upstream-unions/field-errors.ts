// Upstream's expected errors (field.Invalid, field.ErrorList, WithOrigin, MarkAlpha…) and
// its judge, field.ErrorMatcher: only the criteria a test enables are compared, and
// ErrorMatcher.Test's rules for duplicates and origin-wide matches are followed.

import type { FieldError } from "../../src/runtime/index.js";
import type { GoValue } from "./go-eval.js";

export interface PlainError {
  readonly type: string;
  readonly field: string;
  readonly badValue: unknown;
  readonly detail: string;
  readonly origin: string;
  readonly level: string;
}

export interface Matcher {
  readonly type?: boolean;
  readonly field?: boolean;
  readonly value?: boolean;
  readonly origin?: boolean;
  readonly detail?: "exact" | "substring" | "regexp";
  readonly level?: boolean;
  readonly requireOrigin?: boolean;
}

const native = (value: unknown): GoValue => ({ k: "native", value });

export function unwrapNative<T>(value: GoValue | undefined): T | undefined {
  return value !== null && typeof value === "object" && value !== undefined && value.k === "native" ? (value.value as T) : undefined;
}

/** The `field.*` calls and the methods of their results. */
export function fieldNatives(receiver: GoValue | undefined, name: string, args: GoValue[]): GoValue | undefined {
  if (receiver === undefined) {
    switch (name) {
      case "field.NewPath": return native({ path: (args as string[]).join(".") });
      case "field.Invalid": {
        const path = unwrapNative<{ path: string }>(args[0]);
        return native({ error: { type: "FieldValueInvalid", field: path?.path ?? "<nil>", badValue: args[1], detail: args[2] as string, origin: "", level: "" } });
      }
      case "field.Required": return typed("FieldValueRequired", args[0], "", args[1]);
      case "field.Forbidden": return typed("FieldValueForbidden", args[0], "", args[1]);
      case "field.Duplicate": return typed("FieldValueDuplicate", args[0], args[1], "");
      case "field.NotSupported": return typed("FieldValueNotSupported", args[0], args[1], "");
      case "field.TooLong": return typed("FieldValueTooLong", args[0], "<value omitted>", "");
      case "field.TooLongCharacters": return typed("FieldValueTooLong", args[0], "<value omitted>", "");
      case "field.TooShort": return typed("FieldValueTooShort", args[0], args[1], "");
      case "field.TooMany": return typed("FieldValueTooMany", args[0], args[1], "");
      case "field.TooFew": return typed("FieldValueTooFew", args[0], args[1], "");
      case "field.InternalError": return typed("InternalError", args[0], null, args[1]);
      case "field.ErrorList{}": return native({ list: args.map((a) => unwrapNative<{ error: PlainError }>(a)!.error) });
      case "field.ErrorMatcher{}": return native({ matcher: {} });
      default: return undefined;
    }
  }
  const value = unwrapNative<{ error?: PlainError; list?: PlainError[]; matcher?: Matcher; path?: string }>(receiver);
  if (value?.error !== undefined) {
    if (name === "WithOrigin") return native({ error: { ...value.error, origin: args[0] as string } });
    if (name === "MarkAlpha") return native({ error: { ...value.error, level: "alpha" } });
    if (name === "MarkBeta") return native({ error: { ...value.error, level: "beta" } });
  }
  if (value?.list !== undefined && name === "WithOrigin") return native({ list: value.list.map((e) => ({ ...e, origin: args[0] as string })) });
  if (value?.path !== undefined && name === "Child") return native({ path: [value.path, ...(args as string[])].join(".") });
  if (value?.path !== undefined && name === "Index") return native({ path: `${value.path}[${String(args[0])}]` });
  if (value?.path !== undefined && name === "Key") return native({ path: `${value.path}[${String(args[0])}]` });
  if (value?.matcher !== undefined) {
    const m = value.matcher;
    const set = (more: Matcher): GoValue => native({ matcher: { ...m, ...more } });
    switch (name) {
      case "ByType": return set({ type: true });
      case "ByField": return set({ field: true });
      case "ByValue": return set({ value: true });
      case "ByOrigin": return set({ origin: true });
      case "ByDetailExact": return set({ detail: "exact" });
      case "ByDetailSubstring": return set({ detail: "substring" });
      case "ByDetailRegexp": return set({ detail: "regexp" });
      case "ByValidationStabilityLevel": return set({ level: true });
      case "RequireOriginWhenInvalid": return set({ requireOrigin: true });
      case "Exactly": return set({ type: true, field: true, value: true, origin: true, detail: "exact" });
      default: return undefined;
    }
  }
  return undefined;
}

/** An expected error of a `field.*` constructor other than Invalid (the tests judge its type, field and origin). */
function typed(type: string, path: GoValue | undefined, badValue: GoValue | undefined, detail: GoValue | undefined): GoValue {
  const at = unwrapNative<{ path: string }>(path);
  return native({ error: { type, field: at?.path ?? "<nil>", badValue, detail: typeof detail === "string" ? detail : "", origin: "", level: "" } });
}

export function plain(error: FieldError): PlainError {
  return { type: error.type, field: error.field, badValue: error.badValue, detail: error.detail, origin: error.origin, level: error.validationStabilityLevel ?? "" };
}

function matches(m: Matcher, want: PlainError, got: PlainError): boolean {
  if (m.type === true && want.type !== got.type) return false;
  if (m.field === true && want.field !== got.field) return false;
  if (m.value === true && JSON.stringify(want.badValue) !== JSON.stringify(got.badValue)) return false;
  if (m.origin === true) {
    if (want.origin !== got.origin) return false;
    if (m.requireOrigin === true && want.type === "FieldValueInvalid" && (want.origin === "" || got.origin === "")) return false;
  }
  if (m.detail === "exact" && want.detail !== got.detail) return false;
  if (m.detail === "substring" && !got.detail.includes(want.detail)) return false;
  if (m.detail === "regexp" && !new RegExp(want.detail).test(got.detail)) return false;
  if (m.level === true && want.level !== got.level) return false;
  return true;
}

/** field.ErrorMatcher.Test: the problems it would report, or [] when the test passes. */
export function judge(m: Matcher, want: readonly PlainError[], got: readonly PlainError[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const g of got) {
    const key = JSON.stringify([g.type, g.field, g.badValue, g.origin, g.detail]);
    if (seen.has(key)) problems.push(`exact duplicate error: ${render(g)}`);
    seen.add(key);
  }
  let remaining = [...got];
  for (const w of want) {
    const kept: PlainError[] = [];
    let matched = false;
    for (let i = 0; i < remaining.length; i++) {
      const g = remaining[i]!;
      if (matches(m, w, g)) {
        matched = true;
        if (m.origin === true && w.origin !== "") continue; // every error of that origin matches
        kept.push(...remaining.slice(i + 1));
        break;
      }
      kept.push(g);
    }
    if (!matched) problems.push(`expected an error matching ${render(w)}`);
    remaining = kept;
  }
  for (const e of remaining) problems.push(`unmatched error: ${render(e)}`);
  return problems;
}

export function render(e: PlainError): string {
  return `{${e.field}: ${e.type} ${JSON.stringify(e.badValue)} ${JSON.stringify(e.detail)} origin=${e.origin}${e.level === "" ? "" : ` level=${e.level}`}}`;
}
