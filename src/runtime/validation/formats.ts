// `+k8s:format=<name>`: validation-gen's named string formats, answering as apimachinery's
// pkg/api/validate (strfmt.go) and its content checks (RFC 1123 names, label keys and values,
// path segments, C identifiers) do: one error per message, origin `format=<name>`.

import { FieldError, type FieldErrorType } from "../unions/k8s-errors.js";
import { utf8Length } from "./go-value.js";

/** One problem of a value: the error type (Invalid or TooLong) and the detail. */
interface Problem {
  readonly type: FieldErrorType;
  readonly detail: string;
  /** TooLong reports "<value omitted>"; the resource checks report the part they judged. */
  readonly bad?: string;
}

const invalid = (detail: string, bad?: string): Problem => (bad === undefined ? { type: "FieldValueInvalid", detail } : { type: "FieldValueInvalid", detail, bad });
const tooLong = (max: number): Problem => ({ type: "FieldValueTooLong", detail: `may not be more than ${max} ${max === 1 ? "byte" : "bytes"}`, bad: "<value omitted>" });

const LABEL_FMT = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const SUBDOMAIN_FMT = `${LABEL_FMT}(\\.${LABEL_FMT})*`;
const LABEL_RE = new RegExp(`^${LABEL_FMT}$`);
const SUBDOMAIN_RE = new RegExp(`^${SUBDOMAIN_FMT}$`);
const SUBDOMAIN_CASELESS_RE = new RegExp(`^${SUBDOMAIN_FMT}$`, "i");
const KEY_FMT = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const KEY_RE = new RegExp(`^${KEY_FMT}$`);
const VALUE_FMT = `(${KEY_FMT})?`;
const VALUE_RE = new RegExp(`^${VALUE_FMT}$`);
const C_IDENTIFIER_FMT = "[A-Za-z_][A-Za-z0-9_]*";
const C_IDENTIFIER_RE = new RegExp(`^${C_IDENTIFIER_FMT}$`);
const KEY_MSG = "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";

/** content.RegexError. */
function regexError(message: string, re: string, ...examples: string[]): string {
  if (examples.length === 0) return `${message} (regex used for validation is '${re}')`;
  return `${message} (e.g. ${examples.map((e) => `'${e}', `).join(" or ")}regex used for validation is '${re}')`;
}

const maxLenError = (n: number): string => `must be no more than ${n} bytes`;

function dns1123Label(value: string): string[] {
  const errs: string[] = [];
  if (utf8Length(value) > 63) errs.push(maxLenError(63));
  if (!LABEL_RE.test(value)) {
    errs.push(SUBDOMAIN_RE.test(value) ? "must not contain dots"
      : regexError("a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character", LABEL_FMT, "my-name", "123-abc"));
  }
  return errs;
}

function dns1123Subdomain(value: string, caseless = false): string[] {
  const errs: string[] = [];
  if (utf8Length(value) > 253) errs.push(maxLenError(253));
  if (!(caseless ? SUBDOMAIN_CASELESS_RE : SUBDOMAIN_RE).test(value)) {
    errs.push(caseless
      ? regexError("an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character", SUBDOMAIN_FMT, "Example.com")
      : regexError("a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character", SUBDOMAIN_FMT, "example.com"));
  }
  return errs;
}

function labelKey(value: string): string[] {
  const errs: string[] = [];
  const parts = value.split("/");
  if (parts.length > 2) {
    return [`a valid label key ${regexError(KEY_MSG, KEY_FMT, "MyName", "my.name", "123-abc")} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`];
  }
  const name = parts[parts.length - 1]!;
  if (parts.length === 2) {
    if (parts[0] === "") errs.push("prefix part must be non-empty");
    else errs.push(...dns1123Subdomain(parts[0]!).map((m) => `prefix part ${m}`));
  }
  if (name === "") errs.push("name part must be non-empty");
  else if (utf8Length(name) > 63) errs.push(`name part ${maxLenError(63)}`);
  if (!KEY_RE.test(name)) errs.push(`name part ${regexError(KEY_MSG, KEY_FMT, "MyName", "my.name", "123-abc")}`);
  return errs;
}

function labelValue(value: string): string[] {
  const errs: string[] = [];
  if (utf8Length(value) > 63) errs.push(maxLenError(63));
  if (!VALUE_RE.test(value)) errs.push(regexError("a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character", VALUE_FMT, "MyValue", "my_value", "12345"));
  return errs;
}

function pathSegmentName(value: string): string[] {
  if (value === "." || value === "..") return [`may not be '${value}'`];
  return ["/", "%"].filter((c) => value.includes(c)).map((c) => `may not contain '${c}'`);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function resourcePoolName(value: string): Problem[] {
  const out: Problem[] = [];
  if (utf8Length(value) > 253) out.push(tooLong(253));
  value.split("/").forEach((part, i) => {
    if (part === "") out.push(invalid(`segment ${i}: must not be empty`));
    else out.push(...dns1123Subdomain(part).map((m) => invalid(`segment ${i}: ${m}`)));
  });
  return out;
}

function extendedResourceName(value: string): Problem[] {
  const out: Problem[] = [];
  if (!value.includes("/")) out.push(invalid("a name must be a domain-prefixed path, such as 'example.com/my-prop'"));
  else if (value.includes("kubernetes.io/")) out.push(invalid(`must not have "kubernetes.io/" domain`));
  if (value.startsWith("requests.")) out.push(invalid(`must not have "requests." prefix`));
  out.push(...labelKey(`requests.${value}`).map((m) => invalid(m)));
  return out;
}

function cIdentifier(id: string, max: number): Problem[] {
  const out: Problem[] = [];
  if (utf8Length(id) > max) out.push(tooLong(max));
  if (!C_IDENTIFIER_RE.test(id)) out.push(invalid(regexError("a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_'", C_IDENTIFIER_FMT, "my_name", "MY_NAME", "MyName"), id));
  return out;
}

function resourceFullyQualifiedName(value: string): Problem[] {
  const out: Problem[] = [];
  const parts = value.split("/");
  if (parts.length === 1) out.push(...cIdentifier(parts[0]!, 32));
  else if (parts.length === 2) {
    const [prefix, name] = parts as [string, string];
    if (prefix === "") out.push(invalid("prefix must not be empty", ""));
    else {
      if (utf8Length(prefix) > 63) out.push(tooLong(63));
      out.push(...dns1123Subdomain(prefix).map((m) => invalid(`prefix: ${m}`, prefix)));
    }
    if (name === "") out.push(invalid("name must not be empty", ""));
    else out.push(...cIdentifier(name, 32));
  }
  if (!value.includes("/")) out.push(invalid("a fully qualified name must be a domain and a name separated by a slash"));
  return out;
}

const messages = (check: (value: string) => string[]) => (value: string): Problem[] => check(value).map((m) => invalid(m));

/** Every format validation-gen v0.36 accepts (k8s-ip is commented out there). */
const FORMATS: Readonly<Record<string, (value: string) => Problem[]>> = {
  "k8s-extended-resource-name": extendedResourceName,
  "k8s-label-key": messages(labelKey),
  "k8s-label-value": messages(labelValue),
  "k8s-long-name": messages((v) => dns1123Subdomain(v)),
  "k8s-long-name-caseless": messages((v) => dns1123Subdomain(v, true)),
  "k8s-path-segment-name": messages(pathSegmentName),
  "k8s-resource-fully-qualified-name": resourceFullyQualifiedName,
  "k8s-resource-pool-name": resourcePoolName,
  "k8s-short-name": messages(dns1123Label),
  "k8s-uuid": (v) => (UUID_RE.test(v) ? [] : [invalid("must be a lowercase UUID in 8-4-4-4-12 format")]),
};

export function isKnownFormat(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(FORMATS, name);
}

/** The errors of a string value (a nil pointer has none), origin `format=<name>`. */
export function formatErrors(format: string, value: unknown, at: string, level: "alpha" | "beta" | undefined): FieldError[] {
  if (typeof value !== "string" || !isKnownFormat(format)) return [];
  return FORMATS[format]!(value).map((p) => new FieldError(at, p.bad ?? value, p.detail, `format=${format}`, level, p.type));
}
