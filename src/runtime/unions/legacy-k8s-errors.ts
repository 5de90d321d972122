// The errors the API server's hand-written validation returns for the 2019 unions of
// k8s.io/api, shaped like Kubernetes' field.Error and printed as `(*field.Error).Error()` prints.

export type ServerFieldErrorType = "FieldValueRequired" | "FieldValueForbidden" | "FieldValueInvalid" | "FieldValueNotSupported" | "FieldValueTooLong";

const PRINTED: Readonly<Record<ServerFieldErrorType, string>> = {
  FieldValueRequired: "Required value",
  FieldValueForbidden: "Forbidden",
  FieldValueInvalid: "Invalid value",
  FieldValueNotSupported: "Unsupported value",
  FieldValueTooLong: "Too long",
};

/** The types whose printed form carries the bad value (Go's ErrorBody omits it for the others). */
const PRINTS_VALUE: ReadonlySet<ServerFieldErrorType> = new Set(["FieldValueInvalid", "FieldValueNotSupported"]);

export class ServerFieldError {
  readonly type: ServerFieldErrorType;
  /** The field path as Kubernetes prints it (`spec.securityContext.seccompProfile.type`). */
  readonly field: string;
  /** The value the error is about (Invalid and NotSupported; "<value omitted>" for TooLong, as Go sets it; undefined otherwise). */
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

  /** field.TooLong: a length in bytes, the value itself left out. */
  static tooLong(field: string, maxBytes: number): ServerFieldError {
    return new ServerFieldError("FieldValueTooLong", field, "<value omitted>", `may not be more than ${maxBytes} ${maxBytes === 1 ? "byte" : "bytes"}`);
  }

  /** `field: Type[: value][: detail]`; strings quoted, other values as JSON. */
  toString(): string {
    const value = !PRINTS_VALUE.has(this.type) || this.badValue === undefined ? "" : `: ${JSON.stringify(this.badValue)}`;
    return `${this.field}: ${PRINTED[this.type]}${value}${this.detail === "" ? "" : `: ${this.detail}`}`;
  }
}
