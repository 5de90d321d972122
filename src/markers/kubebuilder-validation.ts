// controller-gen's validation markers (+kubebuilder:validation:*), the field-only and
// type-only ones, and the few others its CRD schema reads (+nullable, +kubebuilder:default,
// +kubebuilder:title, …). Every +kubebuilder:validation:X marker also exists as
// +kubebuilder:validation:items:X, which applies to the items of a list.

import type { ArgSpec, ArgType } from "./controller-gen-args.js";
import type { ControllerGenMarker } from "./controller-gen-registry.js";

const value = (type: ArgType): ArgSpec => ({ kind: "value", type });
const none: ArgSpec = { kind: "none" };

/** Name (after +kubebuilder:validation:), argument and help of the markers that also have an items: form. */
const fieldAndType: readonly [string, ArgSpec, string][] = [
  ["Maximum", value("number"), "the largest value allowed"],
  ["Minimum", value("number"), "the smallest value allowed"],
  ["ExclusiveMaximum", value("bool"), "Maximum itself is not allowed"],
  ["ExclusiveMinimum", value("bool"), "Minimum itself is not allowed"],
  ["MultipleOf", value("number"), "the value must be a multiple of this"],
  ["MinProperties", value("int"), "the fewest properties an object may have"],
  ["MaxProperties", value("int"), "the most properties an object may have"],
  ["MaxLength", value("int"), "the longest a string may be"],
  ["MinLength", value("int"), "the shortest a string may be"],
  ["Pattern", value("string"), "a regular expression the string must match"],
  ["MaxItems", value("int"), "the most items a list may have"],
  ["MinItems", value("int"), "the fewest items a list may have"],
  ["UniqueItems", value("bool"), "the items of the list must be unique"],
  ["Enum", value("list"), "the values allowed: {a,b} or a;b"],
  ["Format", value("string"), "the OpenAPI format"],
  ["Type", value("string"), "overrides the OpenAPI type"],
  ["XPreserveUnknownFields", none, "x-kubernetes-preserve-unknown-fields: unknown fields are kept"],
  ["XEmbeddedResource", none, "x-kubernetes-embedded-resource: an embedded object with apiVersion, kind and metadata"],
  ["XIntOrString", none, "x-kubernetes-int-or-string: an integer or a string"],
  ["XValidation", {
    kind: "fields",
    fields: [
      { name: "rule", type: "string", optional: false },
      { name: "message", type: "string", optional: true },
      { name: "messageExpression", type: "string", optional: true },
      { name: "reason", type: "string", optional: true },
      { name: "fieldPath", type: "string", optional: true },
      { name: "optionalOldSelf", type: "bool", optional: true },
    ],
  }, "a CEL rule of x-kubernetes-validations"],
];

const prefix = "kubebuilder:validation:";

export const validationMarkers: readonly ControllerGenMarker[] = [
  ...fieldAndType.map(([name, args, help]): ControllerGenMarker => ({ name: prefix + name, targets: ["field", "type"], args, family: "validation", help })),
  ...fieldAndType.map(([name, args, help]): ControllerGenMarker => ({ name: `${prefix}items:${name}`, targets: ["field", "type"], args, family: "validation", help: `for list items: ${help}` })),
  { name: `${prefix}Required`, targets: ["field", "package"], args: none, family: "validation", help: "the field is required (on a package: every field without omitempty or +optional)" },
  { name: `${prefix}Optional`, targets: ["field", "package"], args: none, family: "validation", help: "the field is optional (on a package: every field)" },
  { name: `${prefix}EmbeddedResource`, targets: ["field"], args: none, family: "validation", help: "x-kubernetes-embedded-resource" },
  { name: `${prefix}Schemaless`, targets: ["field"], args: none, family: "validation", help: "no schema for the field at all" },
  { name: `${prefix}ExactlyOneOf`, targets: ["type"], args: value("strings"), family: "validation", help: "exactly one of these fields is set (a CEL rule)" },
  { name: `${prefix}AtMostOneOf`, targets: ["type"], args: value("strings"), family: "validation", help: "at most one of these fields is set (a CEL rule)" },
  { name: `${prefix}AtLeastOneOf`, targets: ["type"], args: value("strings"), family: "validation", help: "at least one of these fields is set (a CEL rule)" },
  { name: "kubebuilder:default", targets: ["field"], args: value("any"), family: "validation", help: "the default value (JSON-like: {a: b}, \"s\", 1, true)" },
  { name: "kubebuilder:example", targets: ["field"], args: value("any"), family: "validation", help: "an example value" },
  { name: "kubebuilder:title", targets: ["field", "type"], args: value("any"), family: "validation", help: "the schema's title" },
  { name: "kubebuilder:pruning:PreserveUnknownFields", targets: ["field", "type"], args: none, family: "validation", help: "x-kubernetes-preserve-unknown-fields" },
  { name: "kubebuilder:externalDocs", targets: ["field", "type"], args: {
    kind: "fields",
    fields: [{ name: "url", type: "string", optional: false }, { name: "description", type: "string", optional: true }],
  }, family: "validation", help: "externalDocs of the schema" },
];
