// What the API server requires of an embedded resource (x-kubernetes-embedded-resource) in a
// default value, before the schema validation: apiVersion and kind present, strings, not
// empty, the apiVersion a group/version, the kind a DNS-1035 label but for its case. Its
// metadata is not checked here: the server coerces it and accepts what it keeps (a default
// whose metadata.name is not a name is accepted). The runtime's check of custom resources
// asks only for apiVersion and kind, as the server does of a stored object.

import { FieldError } from "../../runtime/unions/k8s-errors.js";
import type { Schema } from "./schema.js";

const MAX_DEPTH = 200;
const DNS1035 = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const DNS1035_MESSAGE =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";

/** The server's errors for every embedded resource in `value` (its schema `schema`), `path` the value's. */
export function embeddedDefaultErrors(schema: Schema, value: unknown, path: string, depth = 0): string[] {
  if (depth > MAX_DEPTH) return [];
  if (Array.isArray(value)) return schema.items === undefined ? [] : value.flatMap((item, i) => embeddedDefaultErrors(schema.items!, item, `${path}[${i}]`, depth + 1));
  if (value === null || typeof value !== "object") return [];
  const object = value as Readonly<Record<string, unknown>>;
  const errors = (schema as Record<string, unknown>)["x-kubernetes-embedded-resource"] === true ? typeMetaErrors(object, path) : [];
  for (const [key, v] of Object.entries(object)) {
    const sub = schema.properties !== undefined && Object.hasOwn(schema.properties, key) ? schema.properties[key] : typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined;
    if (sub !== undefined) errors.push(...embeddedDefaultErrors(sub, v, `${path}.${key}`, depth + 1));
  }
  return errors;
}

function typeMetaErrors(object: Readonly<Record<string, unknown>>, path: string): string[] {
  const errors: string[] = [];
  for (const name of ["apiVersion", "kind"]) {
    if (!Object.hasOwn(object, name)) errors.push(new FieldError(`${path}.${name}`, "", "", "", undefined, "FieldValueRequired").toString());
  }
  for (const name of ["apiVersion", "kind"]) {
    if (!Object.hasOwn(object, name)) continue;
    const problem = typeMetaProblem(name, object[name]);
    if (problem !== undefined) errors.push(new FieldError(`${path}.${name}`, object[name], problem, "", undefined, "FieldValueInvalid").toString());
  }
  return errors;
}

function typeMetaProblem(name: string, value: unknown): string | undefined {
  if (typeof value !== "string") return "must be a string";
  if (value === "") return "must not be empty";
  if (name === "apiVersion") return value !== "/" && value.split("/").length > 2 ? `unexpected GroupVersion string: ${value}` : undefined;
  const kind = value.toLowerCase();
  const problems = [...(kind.length > 63 ? ["must be no more than 63 characters"] : []), ...(DNS1035.test(kind) ? [] : [DNS1035_MESSAGE])];
  return problems.length > 0 ? `may have mixed case, but should otherwise match: ${problems.join(",")}` : undefined;
}
