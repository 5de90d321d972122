// The diagnostic catalogue. Codes are stable: never renumber or reuse one.
//   OM1xxx  reading input: files, modules, Go syntax, name resolution
//   OM2xxx  markers and struct tags as openapi-gen reads them
//   OM3xxx  marker rules (unions, merge keys, list/map topology) — `openapi-markers check`
//   OM4xxx  what OpenAPI cannot express
// docs/diagnostics.md shows a bad and a good example for every code.

import type { Severity } from "./diagnostic.js";

export interface CatalogueEntry {
  readonly severity: Severity;
  readonly message: string;
}

export const catalogue = {
  OM1001: { severity: "error", message: "{0}" },
  OM1002: { severity: "error", message: "no go.mod found in {0} or any parent directory; the import path of a package comes from its module" },
  OM1003: { severity: "error", message: "cannot read {0}: {1}" },
  OM1004: { severity: "error", message: "file is not valid UTF-8" },
  OM1005: { severity: "error", message: "cannot resolve import {0}: no module given on the command line provides it" },
  OM1006: { severity: "error", message: "undefined type {0}" },
  OM1007: { severity: "error", message: "package {0} is not imported by this file" },
  OM1008: { severity: "warning", message: "no Go files in {0}" },

  OM2001: { severity: "error", message: "field {0} cannot be both optional and required" },
  OM2002: { severity: "error", message: "{0} of field {1}: struct tag {2} and comment tag {3} must match" },
  OM2003: { severity: "error", message: "multiple values are not allowed for tag {0}" },
  OM2004: { severity: "error", message: "invalid +default value {0}: {1}" },
  OM2005: { severity: "error", message: "invalid default value {0} for non-pointer/non-omitempty field {1}; if specified, must be {2}" },
  OM2006: { severity: "error", message: "invalid +k8s:validation marker: {0}" },
  OM2007: { severity: "error", message: "JSON name {0} is used twice in {1}" },
  OM2008: { severity: "error", message: "{0} and {1} both set {2}" },
  OM2009: { severity: "error", message: "invalid +k8s:openapi-model-package value {0}" },
  OM2010: { severity: "error", message: "cannot evaluate {0}: {1}" },
  OM2011: { severity: "warning", message: "invalid extension value {0}: expected x-kubernetes-<name>:<value>; the tag is ignored" },

  OM4001: { severity: "error", message: "cannot generate a schema for {0} ({1})" },
  OM4002: { severity: "error", message: "map with non-string keys is not supported by OpenAPI: {0}" },
  OM4003: { severity: "error", message: "type {0} has OpenAPIV3OneOfTypes but not OpenAPISchemaType and OpenAPISchemaFormat" },
  OM4101: { severity: "warning", message: "no type in the inputs is selected for OpenAPI: add +k8s:openapi-gen=true to a package doc.go or a type, or pass --all-types" },
} as const satisfies Record<string, CatalogueEntry>;

export type Code = keyof typeof catalogue;
