// Kubernetes' format library (1.31+): `format.dns1123Label()` … and `format.named(name)`
// give a Format; `f.validate(text)` is none when the text has the format, else the list of
// what is wrong, with the messages of apimachinery's validators.

import { celFunc, celList, celMethod, CelScalar, type CelFunc, type CelValue } from "@bufbuild/cel";
import { hasFormat } from "../../crd/formats.js";
import { expect, opaque } from "./opaque.js";
import { optionalNone, optionalOf } from "./optional.js";

type Check = (text: string) => string[];

const LABEL = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const SUBDOMAIN = `${LABEL}(\\.${LABEL})*`;
const DNS1035 = "[a-z]([-a-z0-9]*[a-z0-9])?";
const QUALIFIED = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const LABEL_VALUE = "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?";

const full = (re: string): RegExp => new RegExp(`^${re}$`);

function regexError(message: string, re: string, ...examples: string[]): string {
  if (examples.length === 0) return `${message} (regex used for validation is '${re}')`;
  return `${message} (e.g. ${examples.map((e) => `'${e}', `).join(" or ")}regex used for validation is '${re}')`;
}

const maxLen = (n: number): string => `must be no more than ${n} characters`;

const dns1123Label: Check = (text) => {
  const errs: string[] = [];
  if (text.length > 63) errs.push(maxLen(63));
  if (!full(LABEL).test(text)) {
    errs.push(full(SUBDOMAIN).test(text) ? "must not contain dots" : regexError("a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character", LABEL, "my-name", "123-abc"));
  }
  return errs;
};

const dns1123Subdomain: Check = (text) => {
  const errs: string[] = [];
  if (text.length > 253) errs.push(maxLen(253));
  if (!full(SUBDOMAIN).test(text)) errs.push(regexError("a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character", SUBDOMAIN, "example.com"));
  return errs;
};

const dns1035Label: Check = (text) => {
  const errs: string[] = [];
  if (text.length > 63) errs.push(maxLen(63));
  if (!full(DNS1035).test(text)) errs.push(regexError("a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character", DNS1035, "my-name", "abc-123"));
  return errs;
};

const qualifiedName: Check = (text) => {
  const parts = text.split("/");
  let name: string;
  const errs: string[] = [];
  if (parts.length === 1) name = parts[0]!;
  else if (parts.length === 2) {
    const [prefix] = parts;
    name = parts[1]!;
    if (prefix === "") errs.push("prefix part must be non-empty");
    else errs.push(...dns1123Subdomain(prefix!).map((e) => `prefix part ${e}`));
  } else {
    return [regexError("a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character", QUALIFIED, "MyName", "my.name", "123-abc") + " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"];
  }
  if (name === "") errs.push("name part must be non-empty");
  else if (name.length > 63) errs.push(`name part ${maxLen(63)}`);
  if (name !== "" && !full(QUALIFIED).test(name)) errs.push(`name part ${regexError("a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character", QUALIFIED, "MyName", "my.name", "123-abc")}`);
  return errs;
};

const labelValue: Check = (text) => {
  const errs: string[] = [];
  if (text.length > 63) errs.push(maxLen(63));
  if (!full(LABEL_VALUE).test(text)) errs.push(regexError("a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character", LABEL_VALUE, "MyValue", "my_value", "12345"));
  return errs;
};

/** A name that may end in `-` (generateName): the last character is masked as apimachinery does. */
const prefixed = (check: Check): Check => (text) => check(text.length > 1 && text.endsWith("-") ? `${text.slice(0, -2)}a` : text);

const strfmt = (format: string, message: string): Check => (text) => (hasFormat(format, text) ? [] : [message]);

const FORMATS: ReadonlyMap<string, Check> = new Map<string, Check>([
  ["dns1123Label", dns1123Label], ["dns1123Subdomain", dns1123Subdomain], ["dns1035Label", dns1035Label], ["qualifiedName", qualifiedName],
  ["dns1123LabelPrefix", prefixed(dns1123Label)], ["dns1123SubdomainPrefix", prefixed(dns1123Subdomain)], ["dns1035LabelPrefix", prefixed(dns1035Label)],
  ["labelValue", labelValue],
  ["uri", (text) => (/^([a-zA-Z][a-zA-Z0-9+.-]*:|\/)/.test(text) && !/\s/.test(text) ? [] : [`parse ${JSON.stringify(text)}: invalid URI for request`])],
  ["uuid", strfmt("uuid", "does not match the UUID format")], ["byte", strfmt("byte", "invalid base64")],
  ["date", strfmt("date", "invalid date")], ["datetime", strfmt("date-time", "invalid datetime")],
]);

const formatValue = (name: string): CelValue => opaque("Format", name, FORMATS.get(name)!);

export const formatFunctions: readonly CelFunc[] = [
  ...[...FORMATS.keys()].map((name) => celFunc(`format.${name}`, [], CelScalar.DYN, () => formatValue(name))),
  celFunc("format.named", [CelScalar.STRING], CelScalar.DYN, (name) => (FORMATS.has(name) ? optionalOf(formatValue(name)) : optionalNone())),
  celMethod("validate", CelScalar.DYN, [CelScalar.STRING], CelScalar.DYN, function (text) {
    const errs = expect<Check>(this, "Format", "validate")(text);
    return errs.length === 0 ? optionalNone() : optionalOf(celList(errs));
  }),
];
