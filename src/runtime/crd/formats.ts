// The formats the API server checks in custom resources: apiextensions-apiserver keeps a
// schema's format only where it supports it (strings: the list below, `k8s-short-name` and
// `k8s-long-name` from compatibility version 1.34, which 1.36's default of 1.35 includes;
// integers: int32 and int64; numbers: float and double; any other type: none), then
// kube-openapi's strfmt registry checks each string against its format. Names are compared
// with their dashes removed (`date-time` is `datetime`). Each check is written from the Go
// function strfmt calls (net/mail, net/url, net, time, govalidator's expressions); see the
// format-*.ts files.

import type { SchemaTable } from "../tables.js";
import { isEmail } from "./format-email.js";
import { isCIDR, isIPv4, isIPv6, isMAC } from "./format-ip.js";
import {
  isBase64, isCreditCard, isHexColor, isHostname, isISBN10, isISBN13, isLongName, isObjectID, isRGBColor, isShortName, isSSN,
  isUUID, isUUID3, isUUID4, isUUID5,
} from "./format-text.js";
import { isDate, isDateTime, isDuration } from "./format-time.js";
import { isRequestURI } from "./format-uri.js";

/** Each supported string format (its dashless name) and its check. */
const CHECKS: ReadonlyMap<string, (text: string) => boolean> = new Map<string, (text: string) => boolean>([
  ["bsonobjectid", isObjectID], ["uri", isRequestURI], ["email", isEmail], ["hostname", isHostname],
  ["ipv4", isIPv4], ["ipv6", isIPv6], ["cidr", isCIDR], ["mac", isMAC],
  ["uuid", isUUID], ["uuid3", isUUID3], ["uuid4", isUUID4], ["uuid5", isUUID5],
  ["isbn", (t) => isISBN10(t) || isISBN13(t)], ["isbn10", isISBN10], ["isbn13", isISBN13],
  ["creditcard", isCreditCard], ["ssn", isSSN], ["hexcolor", isHexColor], ["rgbcolor", isRGBColor],
  ["byte", isBase64], ["password", () => true], ["date", isDate], ["duration", isDuration], ["datetime", isDateTime],
  ["k8sshortname", isShortName], ["k8slongname", isLongName],
]);

const normalized = (format: string): string => format.replaceAll("-", "");

/**
 * The format the server keeps for this schema ("" when it drops it): a supported string
 * format on a string or typeless schema, int32/int64 on an integer, float/double on a number.
 */
export function effectiveFormat(schema: SchemaTable): string {
  const format = typeof schema.format === "string" ? schema.format : "";
  if (format === "") return "";
  const type = typeof schema.type === "string" ? schema.type : "";
  switch (type) {
    case "":
    case "string":
      return CHECKS.has(normalized(format)) ? format : "";
    case "integer":
      return format === "int32" || format === "int64" ? format : "";
    case "number":
      return format === "float" || format === "double" ? format : "";
    default:
      return "";
  }
}

/** Whether a string has the format; true for a format the server does not check. */
export function hasFormat(format: string, text: string): boolean {
  const check = CHECKS.get(normalized(format));
  return check === undefined || check(text);
}
