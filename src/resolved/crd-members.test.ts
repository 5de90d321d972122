// controller-gen's reading of a struct, as each controller-tools release reads it: a
// member's name, whether it is inlined, and whether the CRD requires it — markers first,
// in controller-gen's order, and only those the release knows; then the package default.

import test from "ava";
import { controllerToolsEra } from "../era/controller-tools.js";
import { extractMarkers } from "../markers/comment-tags.js";
import type { Field, Package, TypeDecl, Universe } from "../model/ir.js";
import { crdReading, crdStruct, type CrdMember } from "./crd-members.js";

const pkg = "example.com/boats/v1";
const span = { file: "boat.go", line: 1, col: 1 };

function field(name: string, json: string | undefined, markers: readonly string[] = [], embedded = false): Field {
  const parts = json?.split(",");
  return {
    name, embedded, type: { kind: "builtin", name: "string", span }, tag: { get: (key) => (key === "json" ? json : undefined) },
    json: parts === undefined ? undefined : { name: parts[0]!, options: parts.slice(1) },
    tagSpan: undefined, doc: [], markers: extractMarkers(markers.map((text) => ({ text, span }))), markersAbove: [], span,
  };
}

function universeOf(fields: Field[], packageMarkers: readonly string[] = []): { universe: Universe; decl: TypeDecl } {
  const decl: TypeDecl = { pkg, name: "BoatSpec", isAlias: false, type: { kind: "struct", fields, span }, doc: [], markers: [], markersAbove: [], methods: [], span };
  const p: Package = {
    path: pkg, name: "v1", dir: "v1", isInput: true, inDependencyModule: false,
    docMarkers: extractMarkers(packageMarkers.map((text) => ({ text, span }))), clauseMarkers: [], freeMarkers: [], types: new Map([["BoatSpec", decl]]), consts: [],
  };
  return { universe: { packages: new Map([[pkg, p]]) }, decl };
}

function summary(members: readonly CrdMember[]): string[] {
  return members.map((m) => m.kind === "untagged" ? `${m.field.name} untagged` : `${m.name}${m.inline ? " inline" : ""}${m.required ? (m.requiredByMarker ? " required by marker" : " required") : ""}`);
}

const fields = (): Field[] => [
  field("Plain", "plain"),
  field("Empty", "empty,omitempty"),
  field("Marked", "marked,omitempty", ["+required"]),
  field("K8s", "k8s,omitempty", ["+k8s:required"]),
  field("Both", "both", ["+kubebuilder:validation:Optional", "+kubebuilder:validation:Required"]),
  field("Kept", "kept", ["+optional"]),
  field("Meta", ",inline", [], true),
  field("Untagged", undefined),
  field("Skipped", "-"),
  field("Dash", "-,"),
];

for (const [version, want] of [
  ["v0.15.0", ["plain required", "empty", "marked", "k8s", "both", "kept", " inline", "Untagged untagged", "- required"]],
  ["v0.16.0", ["plain required", "empty", "marked required by marker", "k8s", "both", "kept", " inline", "Untagged untagged", "- required"]],
  ["v0.20.0", ["plain required", "empty", "marked required by marker", "k8s required by marker", "both", "kept", " inline", "Untagged untagged", "- required"]],
] as const) {
  test(`controller-tools ${version}: required by the markers it knows, else by the tag`, (t) => {
    const { universe, decl } = universeOf(fields());
    t.deepEqual(summary(crdStruct(universe, decl, crdReading(controllerToolsEra(version)!, false)).members), [...want]);
  });
}

test("the package's +kubebuilder:validation:Optional makes unmarked members optional; markers still decide", (t) => {
  const { universe, decl } = universeOf(fields(), ["+kubebuilder:validation:Optional"]);
  t.deepEqual(summary(crdStruct(universe, decl, crdReading(controllerToolsEra("v0.21.0")!, false)).members),
    ["plain", "empty", "marked required by marker", "k8s required by marker", "both", "kept", " inline", "Untagged untagged", "-"]);
});

test("ignoreUnexportedFields leaves out unexported members but not embedded ones; a reading is resolved once", (t) => {
  const { universe, decl } = universeOf([field("hidden", "hidden"), field("inner", ",inline", [], true), field("Shown", "shown,omitempty")]);
  const reading = crdReading(controllerToolsEra("v0.21.0")!, true);
  const once = crdStruct(universe, decl, reading);
  t.deepEqual(summary(once.members), [" inline", "shown"]);
  t.is(crdStruct(universe, decl, crdReading(controllerToolsEra("v0.21.0")!, true)), once);
  t.deepEqual(summary(crdStruct(universe, decl, crdReading(controllerToolsEra("v0.21.0")!, false)).members), ["hidden required", " inline", "shown"]);
});
