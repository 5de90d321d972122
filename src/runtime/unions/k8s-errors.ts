// Errors shaped like Kubernetes' field.Error (k8s.io/apimachinery/pkg/util/validation/field),
// as validation-gen's generated code returns them (unions and every other declarative tag).

import { goQuote } from "../crd/go-text.js";

/** The `field.ErrorType`s declarative validation produces. */
export type FieldErrorType =
  | "FieldValueInvalid" | "FieldValueRequired" | "FieldValueForbidden"
  | "FieldValueTooLong" | "FieldValueTooShort" | "FieldValueTooMany" | "FieldValueTooFew" | "FieldValueDuplicate"
  | "FieldValueNotSupported" | "FieldValueTypeInvalid" | "InternalError";

/** How `(*field.Error).Error()` names each type. */
const PRINTED: Readonly<Record<FieldErrorType, string>> = {
  FieldValueInvalid: "Invalid value",
  FieldValueRequired: "Required value",
  FieldValueForbidden: "Forbidden",
  FieldValueTooLong: "Too long",
  FieldValueTooShort: "Too short",
  FieldValueTooMany: "Too many",
  FieldValueTooFew: "Too few",
  FieldValueDuplicate: "Duplicate value",
  FieldValueNotSupported: "Unsupported value",
  FieldValueTypeInvalid: "Invalid value",
  InternalError: "Internal error",
};

export class FieldError {
  readonly type: FieldErrorType;
  /** The field path as Kubernetes prints it: `spec.tasks`, `m1`, and `<nil>` for the root. */
  readonly field: string;
  /** The offending value (unions: `"{a, b}"`, the members that are set, or `""`). */
  readonly badValue: unknown;
  readonly detail: string;
  /** The tag that produced the error: `union`, `zeroOrOneOf`, `minimum`, `maxItems`… ("" for required/forbidden). */
  readonly origin: string;
  /** Set for tags behind `+k8s:alpha` / `+k8s:beta`: the server reports, but may not enforce, them. */
  readonly validationStabilityLevel: "alpha" | "beta" | undefined;

  constructor(field: string, badValue: unknown, detail: string, origin: string, level: "alpha" | "beta" | undefined, type: FieldErrorType = "FieldValueInvalid") {
    this.type = type;
    this.field = field;
    this.badValue = badValue;
    this.detail = detail;
    this.origin = origin;
    this.validationStabilityLevel = level;
  }

  /** As `(*field.Error).Error()` prints it (a string value as Go's %q, other values as JSON). */
  toString(): string {
    const head = `${this.field}: ${PRINTED[this.type]}`;
    const tail = this.detail === "" ? "" : `: ${this.detail}`;
    if (this.type === "FieldValueRequired" || this.type === "FieldValueForbidden" || this.type === "FieldValueTooLong" || this.type === "InternalError") return `${head}${tail}`;
    return `${head}: ${typeof this.badValue === "string" ? goQuote(this.badValue) : JSON.stringify(this.badValue)}${tail}`;
  }
}

/** A path as `field.Path.String()` prints it: the root (a nil path) is `<nil>`. */
export function printedPath(path: string): string {
  return path === "" ? "<nil>" : path;
}
