// Errors shaped like Kubernetes' field.Error (k8s.io/apimachinery/pkg/util/validation/field),
// as validation-gen's unions return them.

/** `field.ErrorTypeInvalid`: the only type union validation produces. */
export type FieldErrorType = "FieldValueInvalid";

export class FieldError {
  readonly type: FieldErrorType = "FieldValueInvalid";
  /** The field path as Kubernetes prints it: `spec.tasks`, `m1`, and `<nil>` for the root. */
  readonly field: string;
  /** `"{a, b}"` (the members that are set) or `""`. */
  readonly badValue: string;
  readonly detail: string;
  readonly origin: "union" | "zeroOrOneOf";
  /** Set for unions behind `+k8s:alpha` / `+k8s:beta`: the server reports, but may not enforce, them. */
  readonly validationStabilityLevel: "alpha" | "beta" | undefined;

  constructor(field: string, badValue: string, detail: string, origin: "union" | "zeroOrOneOf", level: "alpha" | "beta" | undefined) {
    this.field = field;
    this.badValue = badValue;
    this.detail = detail;
    this.origin = origin;
    this.validationStabilityLevel = level;
  }

  /** As `(*field.Error).Error()` prints it. */
  toString(): string {
    return `${this.field}: Invalid value: ${JSON.stringify(this.badValue)}: ${this.detail}`;
  }
}

/** A path as `field.Path.String()` prints it: the root (a nil path) is `<nil>`. */
export function printedPath(path: string): string {
  return path === "" ? "<nil>" : path;
}
