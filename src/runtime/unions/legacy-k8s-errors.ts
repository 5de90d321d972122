// The errors the API server's hand-written validation returns for the 2019 unions of
// k8s.io/api, shaped like Kubernetes' field.Error and printed as `(*field.Error).Error()` prints.

export type ServerFieldErrorType = "FieldValueRequired" | "FieldValueForbidden" | "FieldValueInvalid" | "FieldValueNotSupported";

const PRINTED: Readonly<Record<ServerFieldErrorType, string>> = {
  FieldValueRequired: "Required value",
  FieldValueForbidden: "Forbidden",
  FieldValueInvalid: "Invalid value",
  FieldValueNotSupported: "Unsupported value",
};

export class ServerFieldError {
  readonly type: ServerFieldErrorType;
  /** The field path as Kubernetes prints it (`spec.securityContext.seccompProfile.type`). */
  readonly field: string;
  /** The value the error is about (Invalid and NotSupported only; undefined otherwise). */
  readonly badValue: unknown;
  readonly detail: string;

  constructor(type: ServerFieldErrorType, field: string, badValue: unknown, detail: string) {
    this.type = type;
    this.field = field;
    this.badValue = badValue;
    this.detail = detail;
  }

  static required(field: string, detail: string): ServerFieldError {
    return new ServerFieldError("FieldValueRequired", field, undefined, detail);
  }

  static forbidden(field: string, detail: string): ServerFieldError {
    return new ServerFieldError("FieldValueForbidden", field, undefined, detail);
  }

  static invalid(field: string, value: unknown, detail: string): ServerFieldError {
    return new ServerFieldError("FieldValueInvalid", field, value, detail);
  }

  /** field.NotSupported: the detail lists the supported values, quoted. */
  static notSupported(field: string, value: unknown, supported: readonly string[]): ServerFieldError {
    return new ServerFieldError("FieldValueNotSupported", field, value, `supported values: ${supported.map((v) => JSON.stringify(v)).join(", ")}`);
  }

  /** `field: Type[: value][: detail]`; strings quoted, other values as JSON. */
  toString(): string {
    const value = this.badValue === undefined ? "" : `: ${JSON.stringify(this.badValue)}`;
    return `${this.field}: ${PRINTED[this.type]}${value}${this.detail === "" ? "" : `: ${this.detail}`}`;
  }
}
