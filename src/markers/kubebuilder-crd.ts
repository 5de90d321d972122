// controller-gen's CRD-level markers: on the root type of a kind (+kubebuilder:resource,
// +kubebuilder:subresource:*, +kubebuilder:printcolumn, the version markers, …) and on the
// package (+groupName, +versionName, +kubebuilder:skip).

import type { ArgField, ArgSpec } from "./controller-gen-args.js";
import type { ControllerGenMarker } from "./controller-gen-registry.js";

const none: ArgSpec = { kind: "none" };
const fields = (...list: ArgField[]): ArgSpec => ({ kind: "fields", fields: list });
const required = (name: string, type: ArgField["type"] = "string"): ArgField => ({ name, type, optional: false });
const optional = (name: string, type: ArgField["type"] = "string"): ArgField => ({ name, type, optional: true });

const crd = (name: string, args: ArgSpec, help: string): ControllerGenMarker => ({ name, targets: ["type"], args, family: "crd", help });

export const crdMarkers: readonly ControllerGenMarker[] = [
  crd("kubebuilder:object:root", { kind: "value", type: "bool" }, "the type is a kind (with its List): it gets a CRD"),
  crd("kubebuilder:subresource:status", none, "the status subresource"),
  crd("kubebuilder:subresource:scale", fields(required("specpath"), required("statuspath"), optional("selectorpath")), "the scale subresource"),
  crd("kubebuilder:printcolumn", fields(required("name"), required("type"), required("JSONPath"), optional("description"), optional("format"), optional("priority", "int32")), "an additional printer column"),
  crd("kubebuilder:resource", fields(optional("path"), optional("shortName", "strings"), optional("categories", "strings"), optional("singular"), optional("scope")), "the resource's names and scope"),
  crd("kubebuilder:storageversion", none, "this version is the storage version"),
  crd("kubebuilder:skipversion", none, "this version is left out of the CRD"),
  crd("kubebuilder:unservedversion", none, "this version is not served"),
  crd("kubebuilder:deprecatedversion", fields(optional("warning")), "this version is deprecated"),
  crd("kubebuilder:metadata", fields(optional("annotations", "strings"), optional("labels", "strings")), "annotations and labels of the CRD (key=value)"),
  crd("kubebuilder:selectablefield", fields(required("JSONPath")), "a field selector for the kind"),
  { name: "groupName", targets: ["package"], args: { kind: "value", type: "string", optional: true }, family: "crd", help: "the API group of the package" },
  { name: "versionName", targets: ["package"], args: { kind: "value", type: "string" }, family: "crd", help: "the API version of the package (default: the package name)" },
  { name: "kubebuilder:skip", targets: ["package"], args: none, family: "crd", help: "no CRD for this package" },
];

/**
 * Markers of controller-gen's other generators (object, rbac, webhook, applyconfiguration)
 * and of kubebuilder's tooling (scaffolding, docs): known, so never typos, but not read.
 */
export const otherKubebuilderPrefixes: readonly string[] = [
  "kubebuilder:object:generate", "kubebuilder:object:", "kubebuilder:rbac:", "kubebuilder:webhook:", "kubebuilder:webhookconfiguration:",
  "kubebuilder:ac:", "kubebuilder:scaffold:", "kubebuilder:docs-gen:", "kubebuilder:informers:", "kubebuilder:validation:Optional",
];

const shared = (name: string, targets: ControllerGenMarker["targets"], args: ArgSpec, help: string): ControllerGenMarker => ({ name, targets, args, family: "shared", help });
const text: ArgSpec = { kind: "value", type: "string" };

/** Markers without the kubebuilder: prefix that controller-gen reads into the schema. */
export const sharedMarkers: readonly ControllerGenMarker[] = [
  shared("listType", ["field", "type"], text, "atomic, set or map"),
  shared("listMapKey", ["field", "type"], text, "a key of a listType=map list"),
  shared("mapType", ["field", "type"], text, "atomic or granular"),
  shared("structType", ["field", "type"], text, "atomic or granular"),
  shared("nullable", ["field"], none, "the field may be null"),
  shared("optional", ["field"], none, "the field is optional"),
  shared("required", ["field"], none, "the field is required"),
  shared("default", ["field"], { kind: "value", type: "raw" }, "the default value, as JSON"),
  shared("k8s:optional", ["field"], none, "the field is optional"),
  shared("k8s:required", ["field"], none, "the field is required"),
  shared("k8s:immutable", ["field"], none, "the field cannot change once set (a CEL rule)"),
  shared("k8s:enum", ["type", "field"], none, "the string constants of the type are its only values (on a field, controller-gen fails)"),
];
