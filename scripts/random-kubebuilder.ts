// node dist/scripts/random-kubebuilder.js SEED OUTDIR
// A seeded generator of random kubebuilder API packages, for differential testing against the
// real controller-gen (scripts/differential-controller-gen.ts). Same seed, same files. Writes:
// go.mod, api/v1[/v2]/{groupversion_info.go,types.go}, internal/controller/*.go (rbac markers),
// internal/webhook/*.go (webhook markers). Kinds carry resource, subresource, printcolumn,
// selectablefield, storageversion, unservedversion and deprecatedversion markers (the same
// CRD-level markers on every version: controller-gen applies them in Go map order, so
// disagreeing versions would not be deterministic); fields of every shape (named list, map and
// integer types with markers of their own among them) carry validation markers of every kind,
// items: markers, one-of markers, examples and external docs. A fraction of seeds plant
// mistakes: bad marker values, markers on the wrong kind of field. `owners` says which kind
// each line of a types.go belongs to (the harness places warnings with it).

import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { mulberry32 } from "./synthetic-corpus.js";

export interface RandomProject {
  readonly files: ReadonlyMap<string, string>;
  /** controller-gen arguments besides paths= and output rules, e.g. `crd:allowDangerousTypes=true`. */
  readonly generators: readonly string[];
  /** What was planted, for the report (empty: a clean seed). */
  readonly planted: readonly string[];
  /**
   * Which kinds each line of a types.go belongs to (path → line → kinds): a kind's own
   * declarations and every type its spec and status reach. The generator shares no type
   * between kinds, so a line has one kind; package lines (imports) none.
   */
  readonly owners: ReadonlyMap<string, ReadonlyMap<number, readonly string[]>>;
}

/** Picks shapes from the synthetic corpus's seedable generator (mulberry32). */
class Rng {
  /** The synthetic corpus's generator: the same seed gives the same project. */
  readonly next: () => number;
  constructor(seed: number) { this.next = mulberry32(seed); }
  int(lo: number, hi: number): number { return lo + Math.floor(this.next() * (hi - lo + 1)); }
  chance(p: number): boolean { return this.next() < p; }
  pick<T>(xs: readonly T[]): T { return xs[Math.floor(this.next() * xs.length)]!; }
  some<T>(xs: readonly T[], max: number): T[] {
    const out: T[] = [];
    for (const x of xs) if (out.length < max && this.chance(0.4)) out.push(x);
    return out;
  }
}

type Shape =
  | { k: "prim"; go: "string" | "int32" | "int64" | "bool" | "float64" | "uint16" | "[]byte" }
  | { k: "enum"; name: string }
  | { k: "ext"; go: string; imp: string }
  | { k: "struct"; name: string }
  | { k: "ptr"; of: Shape }
  | { k: "slice"; of: Shape }
  | { k: "map"; of: Shape }
  /** A named slice, map or integer type, its markers on the type. */
  | { k: "named"; name: string };

const ODD_DOCS = [
  "Has `backticks`, \"quotes\" and 'single quotes'.",
  "Colons: like: this: one.",
  "Unicode — dashes, ümlauts and 日本語.",
  "TODO: this line is a TODO and controller-gen keeps it.",
  "---",
  "A line with trailing spaces   ",
  "Tabs\tin\tthe middle.",
  "<b>html</b> & ampersands < >",
  "Deprecated: use something else.",
  "50% of #hashes and {braces} [brackets]",
  "A very long line that goes on and on and on so that any folding of long lines in YAML output would have to kick in somewhere around here, and then it continues a bit further still.",
  "+ not a marker, a plus with a space",
  "Ends with a backslash \\",
  "yes",
  "null",
  "- looks like a list item",
  "key: value # with a comment",
];

const FORMATS = ["date-time", "email", "uri", "hostname", "ipv4", "uuid", "byte", "date", "duration", "int-or-string", "password", "cidr"];

interface Ctx {
  rng: Rng;
  imports: Set<string>;
  decls: string[];
  structs: number;
  enums: string[];
  planted: string[];
  plantRate: number;
  dangerous: boolean;
}

const IMPORTS: Record<string, string> = {
  metav1: `metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"`,
  resource: `"k8s.io/apimachinery/pkg/api/resource"`,
  intstr: `"k8s.io/apimachinery/pkg/util/intstr"`,
  runtime: `"k8s.io/apimachinery/pkg/runtime"`,
  corev1: `corev1 "k8s.io/api/core/v1"`,
};

const EXTERNALS: readonly { go: string; imp: string }[] = [
  { go: "metav1.Time", imp: "metav1" },
  { go: "metav1.Duration", imp: "metav1" },
  { go: "metav1.LabelSelector", imp: "metav1" },
  { go: "metav1.Condition", imp: "metav1" },
  { go: "resource.Quantity", imp: "resource" },
  { go: "intstr.IntOrString", imp: "intstr" },
  { go: "runtime.RawExtension", imp: "runtime" },
  { go: "corev1.LocalObjectReference", imp: "corev1" },
  { go: "metav1.MicroTime", imp: "metav1" },
];

function goType(s: Shape): string {
  switch (s.k) {
    case "prim": return s.go;
    case "enum": case "struct": case "named": return s.name;
    case "ext": return s.go;
    case "ptr": return "*" + goType(s.of);
    case "slice": return "[]" + goType(s.of);
    case "map": return "map[string]" + goType(s.of);
  }
}

/** The shape under pointers: what the schema's type is. */
function core(s: Shape): Shape { return s.k === "ptr" ? core(s.of) : s; }

function randomShape(c: Ctx, depth: number): Shape {
  const r = c.rng;
  const roll = r.next();
  if (roll < 0.35) {
    const prims = ["string", "string", "int32", "int64", "bool", "[]byte"] as const;
    let go: "string" | "int32" | "int64" | "bool" | "float64" | "uint16" | "[]byte" = r.pick(prims);
    if (r.chance(c.dangerous || c.plantRate > 0 ? 0.04 : 0)) go = "float64";
    if (r.chance(0.02)) go = "uint16";
    if (go === "float64" && !c.dangerous) c.planted.push("float64 without allowDangerousTypes");
    return { k: "prim", go };
  }
  if (roll < 0.42) return { k: "enum", name: newEnum(c) };
  if (roll < 0.45) return { k: "named", name: newNamed(c) };
  if (roll < 0.58) {
    const e = r.pick(EXTERNALS);
    c.imports.add(e.imp);
    return { k: "ext", go: e.go, imp: e.imp };
  }
  if (roll < 0.7 && depth < 3) return { k: "struct", name: newStruct(c, depth + 1) };
  if (roll < 0.8) return { k: "ptr", of: randomLeafOrStruct(c, depth) };
  if (roll < 0.92) return { k: "slice", of: randomLeafOrStruct(c, depth) };
  return { k: "map", of: randomLeafOrStruct(c, depth) };
}

function randomLeafOrStruct(c: Ctx, depth: number): Shape {
  const s = randomShape(c, depth + 1);
  return s.k === "ptr" || (s.k === "slice" && c.rng.chance(0.7)) || s.k === "map" ? { k: "prim", go: "string" } : s;
}

function newEnum(c: Ctx): string {
  const r = c.rng;
  const name = r.pick(["Phase", "Mode", "Policy", "Color", "Level", "Strategy"]) + (c.enums.length + 1);
  c.enums.push(name);
  const values = r.some(["Alpha", "Beta", "Gamma", "delta", "Epsilon-1", "zeta.two", "", "with space"], 4);
  if (values.length === 0) values.push("One");
  const lines = [`// ${name} is an enum.`];
  if (r.chance(0.8)) lines.push(`// +kubebuilder:validation:Enum=${values.map(quoteIfNeeded).join(";")}`);
  else lines.push("// +enum");
  if (r.chance(0.2)) lines.push(`// +kubebuilder:validation:MaxLength=${r.int(1, 20)}`);
  lines.push(`type ${name} string`, "", "const (");
  values.forEach((v, i) => lines.push(`\t${name}V${i} ${name} = ${JSON.stringify(v)}`));
  lines.push(")", "");
  c.decls.push(lines.join("\n"));
  return name;
}

/** A named list, map or integer type with markers of its own (a field of it takes only generic markers: its schema is a reference). */
function newNamed(c: Ctx): string {
  const r = c.rng;
  const n = c.enums.length + c.structs + c.decls.length + 1;
  const lines: string[] = [];
  const which = r.pick(["list", "map", "int"] as const);
  const name = `${{ list: "Tags", map: "Labels", int: "Port" }[which]}${n}`;
  lines.push(`// ${name} is a named ${which}.`);
  if (which === "list") {
    if (r.chance(0.4)) lines.push(`// +kubebuilder:validation:MaxItems=${r.int(1, 16)}`);
    if (r.chance(0.3)) lines.push(`// +kubebuilder:validation:MinItems=${r.int(0, 1)}`);
    if (r.chance(0.4)) lines.push(`// +listType=${r.pick(["set", "atomic"])}`);
    if (r.chance(0.3)) lines.push(`// +kubebuilder:validation:items:MaxLength=${r.int(1, 63)}`);
    lines.push(`type ${name} []string`, "");
  } else if (which === "map") {
    if (r.chance(0.4)) lines.push(`// +kubebuilder:validation:MaxProperties=${r.int(1, 16)}`);
    if (r.chance(0.3)) lines.push(`// +mapType=${r.pick(["granular", "atomic"])}`);
    lines.push(`type ${name} map[string]string`, "");
  } else {
    if (r.chance(0.5)) lines.push("// +kubebuilder:validation:Minimum=1");
    if (r.chance(0.5)) lines.push("// +kubebuilder:validation:Maximum=65535");
    if (r.chance(0.2)) lines.push(`// +kubebuilder:default=${r.int(1, 9)}`);
    lines.push(`type ${name} int32`, "");
  }
  c.decls.push(lines.join("\n"));
  return name;
}

function quoteIfNeeded(v: string): string {
  return /^[A-Za-z][A-Za-z0-9]*$/.test(v) ? v : JSON.stringify(v);
}

function docLines(c: Ctx, subject: string): string[] {
  const r = c.rng;
  const out: string[] = [];
  if (r.chance(0.15)) return out;
  out.push(`${subject} ${r.pick(["is a field.", "holds things.", "configures the widget.", "— odd start."])}`);
  if (r.chance(0.4)) out.push(r.pick(ODD_DOCS));
  if (r.chance(0.2)) { out.push(""); out.push(r.pick(ODD_DOCS)); }
  return out;
}

function newStruct(c: Ctx, depth: number): string {
  c.structs += 1;
  const name = c.rng.pick(["Config", "Target", "Rule", "Endpoint", "Source", "Item"]) + c.structs;
  // reserve the slot so nested declarations come after
  const idx = c.decls.length;
  c.decls.push("");
  c.decls[idx] = structDecl(c, name, depth, c.rng.int(1, 5));
  return name;
}

function structDecl(c: Ctx, name: string, depth: number, nFields: number): string {
  const r = c.rng;
  const lines: string[] = [];
  for (const d of docLines(c, name)) lines.push(`// ${d}`.trimEnd() === "//" ? "//" : `// ${d}`);
  const fieldNames: string[] = [];
  const oneOfable: string[] = [];
  const fields: string[] = [];
  for (let i = 0; i < nFields; i++) {
    const jsonName = `f${depth}x${i}${r.pick(["", "Name", "Count", "Ref", "URL"])}`;
    fieldNames.push(jsonName);
    const f = fieldDecl(c, jsonName, depth);
    fields.push(f.text);
    if (f.oneOfable) oneOfable.push(jsonName);
  }
  if (depth > 0 && r.chance(0.15)) {
    const inner = newStruct(c, depth + 1);
    fields.push(`\t${inner} \`json:",inline"\``);
  }
  // Members of a one-of must be omitempty and not required, or controller-gen refuses the type.
  const members = c.rng.chance(c.plantRate) ? fieldNames : oneOfable;
  if (r.chance(0.2) && members.length >= 2) {
    lines.push(`// +kubebuilder:validation:${r.pick(["ExactlyOneOf", "AtMostOneOf", "AtLeastOneOf"])}=${members.slice(0, r.int(2, members.length)).join(";")}`);
  }
  if (r.chance(0.15)) lines.push(xvalidation(c, fieldNames));
  if (r.chance(0.08)) lines.push(`// +kubebuilder:validation:MinProperties=${r.int(0, 2)}`);
  if (r.chance(0.08)) lines.push("// +structType=atomic");
  lines.push(`type ${name} struct {`, ...fields, "}", "");
  return lines.join("\n");
}

function xvalidation(c: Ctx, fieldNames: readonly string[]): string {
  const r = c.rng;
  // On a struct, rules over its fields; on any field, rules any type compiles.
  const rule = fieldNames.length > 0
    ? r.pick([`has(self.${r.pick(fieldNames)}) || true`, "self == oldSelf", "true"])
    : r.pick(["self == oldSelf", "true"]);
  const parts = [`rule=${JSON.stringify(rule)}`];
  if (r.chance(0.6)) parts.push(`message=${JSON.stringify(r.pick(["must be set", "it's \"quoted\"", "no, colons: here"]))}`);
  if (r.chance(0.2)) parts.push(`messageExpression=${JSON.stringify("'bad: ' + string(1)")}`);
  if (r.chance(0.3)) parts.push(`reason=${r.pick(["FieldValueInvalid", "FieldValueForbidden", "FieldValueRequired", "FieldValueDuplicate"])}`);
  if (fieldNames.length > 0 && r.chance(0.3)) parts.push(`fieldPath=${JSON.stringify("." + r.pick(fieldNames))}`);
  if (r.chance(0.1)) parts.push("optionalOldSelf=true");
  return `// +kubebuilder:validation:XValidation:${parts.join(",")}`;
}

function fieldDecl(c: Ctx, jsonName: string, depth: number): { text: string; oneOfable: boolean } {
  const r = c.rng;
  const shape = randomShape(c, depth);
  const goName = jsonName[0]!.toUpperCase() + jsonName.slice(1);
  const lines: string[] = [];
  for (const d of docLines(c, goName)) lines.push(d === "" ? "\t//" : `\t// ${d}`);
  const markers = fieldMarkers(c, shape);
  lines.push(...markers.map((m) => `\t// ${m}`));
  const omit = r.chance(0.5) ? ",omitempty" : r.chance(0.1) ? ",omitzero" : "";
  const embedded = shape.k === "struct" && r.chance(0.15);
  if (embedded) lines.push(`\t${goType(shape)} \`json:"${jsonName}${omit}"\``);
  else lines.push(`\t${goName} ${goType(shape)} \`json:"${jsonName}${omit}"\``);
  const required = markers.some((m) => /required/i.test(m));
  return { text: lines.join("\n"), oneOfable: omit === ",omitempty" && !required };
}

function fieldMarkers(c: Ctx, shape: Shape): string[] {
  const r = c.rng;
  const out: string[] = [];
  const s = core(shape);
  const plant = r.chance(c.plantRate);
  if (r.chance(0.3)) out.push(r.pick(["+optional", "+required", "+kubebuilder:validation:Optional", "+kubebuilder:validation:Required", "+k8s:optional", "+k8s:required"]));
  if (r.chance(0.08)) out.push("+nullable");
  if (r.chance(0.05)) out.push(`+kubebuilder:title=${JSON.stringify("A title")}`);
  if (r.chance(0.1)) out.push(xvalidation(c, []).slice(3));
  if (r.chance(0.04)) out.push(`+kubebuilder:externalDocs:url=${JSON.stringify("https://example.com/docs")}${r.chance(0.5) ? `,description=${JSON.stringify("More, here")}` : ""}`);
  if (s.k === "named") {
    if (plant) out.push(plantedFieldMarker(c, s));
    return out;
  }
  // A type override (Type, XIntOrString, Schemaless) comes alone: with type-specific markers
  // after it controller-gen refuses the field ("must apply maximum to a numeric value").
  const override = typeOverride(c, s);
  if (override !== null) {
    out.push(override);
    if (plant) out.push(plantedFieldMarker(c, s));
    return out;
  }
  const str = s.k === "enum" || (s.k === "prim" && s.go === "string");
  const num = s.k === "prim" && (s.go === "int32" || s.go === "int64" || s.go === "float64" || s.go === "uint16");
  if (str) {
    if (r.chance(0.2)) out.push(`+kubebuilder:validation:MinLength=${r.int(0, 3)}`);
    if (r.chance(0.2)) out.push(`+kubebuilder:validation:MaxLength=${r.int(3, 300)}`);
    if (r.chance(0.15)) out.push(`+kubebuilder:validation:Pattern=${r.pick(["`^[a-z]+$`", "^abc$", "`^(\\d+)?$`", "\"^x,y$\""])}`);
    if (r.chance(0.1)) out.push(`+kubebuilder:validation:Format=${r.pick(FORMATS)}`);
    if (s.k === "prim" && r.chance(0.1)) out.push(`+kubebuilder:validation:Enum=a;b;"c d"`);
    if (r.chance(0.15)) out.push(`+kubebuilder:default=${r.pick(["abc", "\"quoted\"", "\"\"", "`raw`", "\"x:y\""])}`);
    else if (r.chance(0.05)) out.push(`+default=${r.pick(["\"abc\"", "\"\""])}`);
    if (r.chance(0.05)) out.push(`+kubebuilder:example=${r.pick(["\"an example\"", "abc"])}`);
  }
  if (num) {
    // Non-integral bounds only on floats: controller-gen refuses them on integers.
    const frac = s.k === "prim" && s.go === "float64";
    if (r.chance(0.25)) out.push(`+kubebuilder:validation:Minimum=${r.pick(frac ? ["0", "-5", "2.5"] : ["0", "-5", "1"])}`);
    if (r.chance(0.25)) out.push(`+kubebuilder:validation:Maximum=${r.pick(frac ? ["10", "1e3", "0.75"] : ["10", "100", "65535"])}`);
    if (r.chance(0.1)) out.push(`+kubebuilder:validation:ExclusiveMinimum=${r.pick(["true", "false"])}`);
    if (r.chance(0.1)) out.push(`+kubebuilder:validation:ExclusiveMaximum=true`);
    if (r.chance(0.1)) out.push(`+kubebuilder:validation:MultipleOf=${r.pick(frac ? ["2", "0.5"] : ["2", "5"])}`);
    if (r.chance(0.08)) out.push(`+kubebuilder:validation:Enum=1;2;3`);
    if (r.chance(0.15)) out.push(`+kubebuilder:default=${r.pick(frac ? ["0", "1.5"] : ["0", "7", "-1"])}`);
  }
  if (s.k === "prim" && s.go === "bool" && r.chance(0.3)) out.push(`+kubebuilder:default=${r.pick(["true", "false"])}`);
  if (s.k === "slice") {
    if (r.chance(0.25)) out.push(`+kubebuilder:validation:MinItems=${r.int(0, 2)}`);
    if (r.chance(0.25)) out.push(`+kubebuilder:validation:MaxItems=${r.int(2, 64)}`);
    const inner = core(s.of);
    if (inner.k === "prim" || inner.k === "enum") {
      if (r.chance(0.15)) out.push("+kubebuilder:validation:UniqueItems=true");
      if (r.chance(0.2)) out.push(`+listType=${r.pick(["set", "atomic"])}`);
      const strItems = inner.k === "enum" || (inner.k === "prim" && inner.go === "string");
      const intItems = inner.k === "prim" && (inner.go === "int32" || inner.go === "int64");
      if (strItems && r.chance(0.15)) out.push(`+kubebuilder:validation:items:MaxLength=${r.int(1, 40)}`);
      if (strItems && r.chance(0.08)) out.push(`+kubebuilder:validation:items:MinLength=${r.int(0, 2)}`);
      if (strItems && r.chance(0.08)) out.push(`+kubebuilder:validation:items:Pattern=${r.pick(["`^[a-z]+$`", "^x$"])}`);
      if (strItems && r.chance(0.05)) out.push(`+kubebuilder:validation:items:Format=${r.pick(FORMATS)}`);
      if (inner.k === "prim" && inner.go === "string" && r.chance(0.05)) out.push("+kubebuilder:validation:items:Enum=a;b");
      if (intItems && r.chance(0.1)) out.push(`+kubebuilder:validation:items:Minimum=${r.pick(["0", "1"])}`);
      if (intItems && r.chance(0.1)) out.push(`+kubebuilder:validation:items:Maximum=${r.pick(["10", "100"])}`);
      if (r.chance(0.15)) out.push(`+kubebuilder:default={${r.pick(["a,b", "\"x\"", ""])}}`);
    } else if (inner.k === "struct") {
      if (r.chance(0.3)) out.push("+listType=map", `+listMapKey=${r.pick(["f1x0", "f2x0", "name"])}`);
      else if (r.chance(0.2)) out.push("+listType=atomic");
    }
    if (r.chance(0.1)) out.push("+kubebuilder:validation:items:XValidation:rule=\"true\"");
  }
  if (s.k === "map") {
    if (r.chance(0.2)) out.push(`+kubebuilder:validation:MinProperties=${r.int(0, 2)}`);
    if (r.chance(0.2)) out.push(`+kubebuilder:validation:MaxProperties=${r.int(2, 20)}`);
    if (r.chance(0.15)) out.push(`+mapType=${r.pick(["granular", "atomic"])}`);
    if (r.chance(0.1)) out.push(`+kubebuilder:default={a:"b"}`);
  }
  if (s.k === "struct") {
    if (r.chance(0.1)) out.push("+kubebuilder:default={}");
    if (r.chance(0.08)) out.push("+structType=atomic");
    if (r.chance(0.05)) out.push("+kubebuilder:validation:XEmbeddedResource");
    if (r.chance(0.05)) out.push("+kubebuilder:pruning:PreserveUnknownFields");
  }
  if (s.k === "ext") {
    if (s.go === "runtime.RawExtension") {
      if (r.chance(0.5)) out.push("+kubebuilder:pruning:PreserveUnknownFields");
      if (r.chance(0.3)) out.push("+kubebuilder:validation:XEmbeddedResource");
    }
    if (s.go === "intstr.IntOrString" && r.chance(0.3)) out.push(`+kubebuilder:default=${r.pick(["1", "\"50%\""])}`);
    if (s.go === "resource.Quantity" && r.chance(0.2)) out.push(`+kubebuilder:default=${r.pick(["\"1Gi\"", "1"])}`);
    if (s.go === "metav1.Duration" && r.chance(0.2)) out.push(`+kubebuilder:default="5s"`);
  }

  if (r.chance(0.03)) out.push(`+kubebuilder:validation:Format=${r.pick(FORMATS)}`);
  if (plant) out.push(plantedFieldMarker(c, s));
  return out;
}

/** A type override that fits the field's Go type, for 6% of fields. */
function typeOverride(c: Ctx, s: Shape): string | null {
  const r = c.rng;
  if (!r.chance(0.06)) return null;
  if (s.k === "ext" && s.go !== "metav1.Condition") return r.pick(["+kubebuilder:validation:Schemaless", "+kubebuilder:validation:XIntOrString", "+kubebuilder:validation:Type=string"]);
  if (s.k === "prim" && s.go === "string") return r.pick(["+kubebuilder:validation:Type=string", "+kubebuilder:validation:XIntOrString"]);
  if (s.k === "prim" && (s.go === "int32" || s.go === "int64")) return r.pick(["+kubebuilder:validation:Type=integer", "+kubebuilder:validation:Type=number"]);
  if (s.k === "struct" || s.k === "map") return r.pick(["+kubebuilder:validation:Type=object", "+kubebuilder:validation:Schemaless"]);
  return null;
}

function plantedFieldMarker(c: Ctx, s: Shape): string {
  const r = c.rng;
  const m = r.pick([
    "+kubebuilder:validation:Minimum=abc",
    "+kubebuilder:validation:MaxLength=-1",
    "+kubebuilder:validation:MinItems=x",
    "+kubebuilder:validation:Enum=",
    "+kubebuilder:default={unclosed",
    "+kubebuilder:validation:Pattern=(",
    "+kubebuilder:validation:MultipleOf=0",
    "+kubebuilder:validation:UniqueItems=maybe",
    "+kubebuilder:validation:MinLength=3",
    "+kubebuilder:validation:MaxItems=2",
    "+kubebuilder:validation:MaxProperties=1",
    "+kubebuilder:validation:Minimum=1",
    "+listType=map",
    "+listType=bogus",
    "+mapType=set",
    "+kubebuilder:validation:Format=not-a-format",
    "+kubebuilder:validation:XValidation:message=\"no rule\"",
    "+kubebuilder:validation:XValidation:rule=\"self.nope(\"",
    "+kubebuilder:default=3",
    "+kubebuilder:printcolumn:name=X,type=string,JSONPath=.spec",
    "+kubebuilder:validation:Type=bogus",
    "+kubebuilder:validation:Nonsense=1",
  ]);
  c.planted.push(`${m} on ${goType(s)}`);
  return m;
}

function kindDecl(c: Ctx, kind: string, crdMarkers: readonly string[], withStatus: boolean): string {
  const r = c.rng;
  const spec = `${kind}Spec`;
  const status = `${kind}Status`;
  const lines: string[] = [];
  lines.push(structDecl(c, spec, 0, r.int(1, 6)).replace(/^type .*? struct \{/m, (m) => m));
  if (withStatus) {
    const st = structDecl(c, status, 0, r.int(0, 3));
    const withConds = r.chance(0.5) ? "\n\t// +listType=map\n\t// +listMapKey=type\n\t// +optional\n\tConditions []metav1.Condition `json:\"conditions,omitempty\"`\n\t// +optional\n\tReplicas int32 `json:\"replicas,omitempty\"`\n\t// +optional\n\tSelector string `json:\"selector,omitempty\"`" : "\n\tReplicas int32 `json:\"replicas,omitempty\"`\n\tSelector string `json:\"selector,omitempty\"`";
    lines.push(st.replace(/\n\}\n$/, withConds + "\n}\n"));
  }
  const doc = docLines(c, kind).map((d) => (d === "" ? "//" : `// ${d}`));
  lines.push(...doc);
  lines.push("// +kubebuilder:object:root=true");
  lines.push(...crdMarkers.map((m) => `// ${m}`));
  lines.push(`type ${kind} struct {`);
  lines.push("\tmetav1.TypeMeta   `json:\",inline\"`");
  lines.push("\t// +optional");
  lines.push("\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`");
  lines.push("");
  lines.push(`\tSpec   ${spec}   \`json:"spec,omitempty"\``);
  if (withStatus) lines.push(`\tStatus ${status} \`json:"status,omitempty"\``);
  lines.push("}", "");
  lines.push("// +kubebuilder:object:root=true");
  lines.push(`// ${kind}List contains a list of ${kind}.`);
  lines.push(`type ${kind}List struct {`);
  lines.push("\tmetav1.TypeMeta `json:\",inline\"`");
  lines.push("\tmetav1.ListMeta `json:\"metadata,omitempty\"`");
  lines.push(`\tItems           []${kind} \`json:"items"\``);
  lines.push("}", "");
  return lines.join("\n");
}

/** CRD-level markers, the same for every version of a kind. */
function crdLevelMarkers(r: Rng, kind: string, plantRate: number, planted: string[]): string[] {
  const out: string[] = [];
  const res: string[] = [];
  if (r.chance(0.4)) res.push(`scope=${r.pick(["Cluster", "Namespaced"])}`);
  if (r.chance(0.4)) res.push(`shortName=${kind.toLowerCase().slice(0, 3)}${r.chance(0.5) ? ";" + kind.toLowerCase().slice(0, 2) + "x" : ""}`);
  if (r.chance(0.3)) res.push(`categories=${r.pick(["all", "all;stuff", "mine"])}`);
  if (r.chance(0.1)) res.push(`path=${kind.toLowerCase()}es`);
  if (r.chance(0.1)) res.push(`singular=${kind.toLowerCase()}one`);
  if (r.chance(plantRate)) { res.push(r.pick(["scope=Bogus", "shortName=Has Space", "path=Bad_Plural"])); planted.push(`resource ${res.at(-1)}`); }
  if (res.length > 0 || r.chance(0.5)) out.push(`+kubebuilder:resource${res.length > 0 ? ":" + res.join(",") : ""}`);
  if (r.chance(0.15)) out.push(`+kubebuilder:metadata:annotations="example.com/a=b",labels="x=y"`);
  return out;
}

function versionMarkers(r: Rng, withStatus: boolean, plantRate: number, planted: string[], mayUnserve: boolean): string[] {
  const out: string[] = [];
  if (mayUnserve && r.chance(0.15)) out.push("+kubebuilder:unservedversion");
  if (withStatus && r.chance(0.7)) out.push("+kubebuilder:subresource:status");
  if (withStatus && r.chance(0.3)) {
    out.push(`+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas${r.chance(0.5) ? ",selectorpath=.status.selector" : ""}`);
  }
  const ncols = r.int(0, 3);
  for (let i = 0; i < ncols; i++) {
    const col = r.pick([
      `name="Age",type="date",JSONPath=".metadata.creationTimestamp"`,
      `name="Ready",type="string",JSONPath=".status.conditions[?(@.type==\\"Ready\\")].status"`,
      `name=Replicas,type=integer,JSONPath=.status.replicas,priority=1`,
      `name="Desc",type=string,JSONPath=.spec.x,description="a, description",format=password`,
      `name=Num,type=number,JSONPath=".spec.y",format=float`,
      `name=Flag,type=boolean,JSONPath=.spec.flag`,
    ]);
    if (!out.some((m) => m.includes(col))) out.push(`+kubebuilder:printcolumn:${col}`);
  }
  if (r.chance(plantRate)) { out.push(r.pick([`+kubebuilder:printcolumn:name=X,type=bogus,JSONPath=.spec`, `+kubebuilder:printcolumn:name=X`, `+kubebuilder:subresource:scale:specpath=.spec.replicas`])); planted.push(`version ${out.at(-1)}`); }
  if (r.chance(0.2)) out.push(`+kubebuilder:selectablefield:JSONPath=${r.pick([".spec.f0x0", ".status.selector", ".spec.f0x1Name"])}`);
  if (r.chance(0.1)) out.push(`+kubebuilder:deprecatedversion${r.chance(0.5) ? `:warning="gone soon"` : ""}`);
  // controller-gen applies a type's markers in Go map order: a subresource, printcolumn or
  // selectablefield marker applied after skipversion has removed the version fails the run
  // ("… applied to version "v1" not in CRD"), before it succeeds. A skipped version keeps none.
  if (r.chance(0.05)) return out.filter((m) => !/^\+kubebuilder:(subresource|printcolumn|selectablefield)/.test(m)).concat("+kubebuilder:skipversion");
  return out;
}

function goFile(pkg: string, imports: Set<string>, body: string): string {
  const imps = [...imports].sort().map((k) => `\t${IMPORTS[k]}`);
  const head = imps.length > 0 ? `import (\n${imps.join("\n")}\n)\n\n` : "";
  return `package ${pkg}\n\n${head}${body}`;
}

function versionFiles(r: Rng, seed: number, version: string, kinds: readonly { kind: string; crd: string[]; status: boolean }[],
  storage: string | null, ac: boolean, plantRate: number, planted: string[], dangerous: boolean, owners: Map<string, Map<number, string[]>>, mayUnserve: boolean): Map<string, string> {
  const files = new Map<string, string>();
  const group = `s${seed}.example.com`;
  const packageOptional = r.chance(0.1);
  const gvi = [
    `// Package ${version} contains API Schema definitions for the ${group} ${version} API group.`,
    "// +kubebuilder:object:generate=true",
    `// +groupName=${group}`,
    ...(ac ? ["// +kubebuilder:ac:generate=true"] : []),
    ...(packageOptional ? ["// +kubebuilder:validation:Optional"] : []),
    `package ${version}`,
    "",
    `import "k8s.io/apimachinery/pkg/runtime/schema"`,
    "",
    "// GroupVersion is group version used to register these objects.",
    `var GroupVersion = schema.GroupVersion{Group: ${JSON.stringify(group)}, Version: ${JSON.stringify(version)}}`,
    "",
  ].join("\n");
  files.set(`api/${version}/groupversion_info.go`, gvi);
  const c: Ctx = { rng: r, imports: new Set(["metav1"]), decls: [], structs: 0, enums: [], planted, plantRate, dangerous };
  const body: string[] = [];
  // every declaration made while a kind is declared is that kind's
  const declOwners: string[] = [];
  for (const k of kinds) {
    const markers = [...k.crd, ...versionMarkers(r, k.status, plantRate, planted, mayUnserve)];
    if (storage === version) markers.push("+kubebuilder:storageversion");
    body.push(kindDecl(c, k.kind, markers, k.status));
    while (declOwners.length < c.decls.length) declOwners.push(k.kind);
  }
  const path = `api/${version}/types.go`;
  files.set(path, goFile(version, c.imports, [...body, ...c.decls].join("\n")));
  const chunks = [...body.map((text, i) => ({ text, kind: kinds[i]!.kind })), ...c.decls.map((text, i) => ({ text, kind: declOwners[i]! }))];
  owners.set(path, lineOwners(goFile(version, c.imports, ""), chunks));
  return files;
}

/** Line → kind of a file that is `head` then the chunks joined by newlines. */
function lineOwners(head: string, chunks: readonly { text: string; kind: string }[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  let line = head.split("\n").length;
  for (const { text, kind } of chunks) {
    const n = text.split("\n").length;
    for (let i = 0; i < n; i++) out.set(line + i, [kind]);
    line += n;
  }
  return out;
}

function rbacFile(r: Rng, plantRate: number, planted: string[]): string {
  const lines = ["package controller", ""];
  const n = r.int(1, 5);
  for (let i = 0; i < n; i++) {
    const groups = r.pick(["apps", "\"\"", "core", "batch;apps", "s1.example.com", "*"]);
    const resources = r.pick(["deployments", "pods;services", "widgets/status", "widgets/finalizers", "*", "configmaps"]);
    const verbs = r.pick(["get;list;watch", "create;update;patch;delete", "get", "*", "update;get"]);
    let m = `// +kubebuilder:rbac:groups=${groups},resources=${resources},verbs=${verbs}`;
    if (r.chance(0.2)) m += `,namespace=${r.pick(["system", "other"])}`;
    if (r.chance(0.1)) m += `,resourceNames=${r.pick(["one", "one;two"])}`;
    lines.push(m);
  }
  if (r.chance(0.1)) lines.push(`// +kubebuilder:rbac:urls=/metrics;/healthz,verbs=get`);
  if (r.chance(plantRate)) { lines.push("// +kubebuilder:rbac:groups=apps,resources=pods"); planted.push("rbac without verbs"); }
  lines.push("type Reconciler struct{}", "");
  return lines.join("\n");
}

function webhookFile(r: Rng, seed: number, kinds: readonly string[], plantRate: number, planted: string[]): string {
  const lines = ["package webhook", ""];
  for (const kind of kinds) {
    if (!r.chance(0.6)) continue;
    const mutating = r.chance(0.5);
    const lk = kind.toLowerCase();
    const parts = [
      `path=/${mutating ? "mutate" : "validate"}-s${seed}-example-com-v1-${lk}`,
      `mutating=${mutating}`,
      `failurePolicy=${r.pick(["fail", "ignore", "Fail"])}`,
      `sideEffects=${r.pick(["None", "NoneOnDryRun"])}`,
      `groups=s${seed}.example.com`,
      `resources=${lk}s`,
      `verbs=${r.pick(["create;update", "create", "create;update;delete"])}`,
      "versions=v1",
      `name=${mutating ? "m" : "v"}${lk}.s${seed}.example.com`,
      `admissionReviewVersions=${r.pick(["v1", "v1;v1beta1"])}`,
    ];
    if (r.chance(0.2)) parts.push(`timeoutSeconds=${r.int(1, 30)}`);
    if (r.chance(0.15)) parts.push(`matchPolicy=${r.pick(["Exact", "Equivalent"])}`);
    if (r.chance(0.1)) parts.push(`reinvocationPolicy=${r.pick(["Never", "IfNeeded"])}`);
    if (r.chance(plantRate)) { parts.splice(r.int(0, parts.length - 1), 1); planted.push("webhook marker missing an argument"); }
    lines.push(`// +kubebuilder:webhook:${parts.join(",")}`);
  }
  lines.push("type Hooks struct{}", "");
  return lines.join("\n");
}

export function randomProject(seed: number): RandomProject {
  const r = new Rng(seed * 2654435761);
  const plantRate = r.chance(0.25) ? 0.08 : 0;
  const planted: string[] = [];
  const dangerous = r.chance(0.3);
  const files = new Map<string, string>();
  files.set("go.mod", `module example.com/seed${seed}\n\ngo 1.22\n\nrequire (\n\tk8s.io/api v0.36.0\n\tk8s.io/apimachinery v0.36.0\n)\n`);
  const nk = r.int(1, 3);
  const kinds = [...new Set(Array.from({ length: nk }, () => r.pick(["Widget", "Gadget", "Frob", "Sprocket", "Mesh", "Box"])))];
  const specs = kinds.map((kind) => ({ kind, crd: crdLevelMarkers(r, kind, plantRate, planted), status: r.chance(0.7) }));
  const versions = r.chance(0.35) ? ["v1", "v2"] : ["v1"];
  const storage = versions.length > 1 ? (r.chance(0.9) ? r.pick(versions) : null) : null;
  if (versions.length > 1 && storage === null) planted.push("two versions, no storageversion");
  const ac = r.chance(0.25);
  const owners = new Map<string, Map<number, string[]>>();
  for (const v of versions) for (const [p, t] of versionFiles(r, seed, v, specs, storage, ac, plantRate, planted, dangerous, owners, storage !== null && v !== storage)) files.set(p, t);
  const generators = [dangerous ? "crd:allowDangerousTypes=true" : r.pick(["crd", "crd:maxDescLen=0", "crd:maxDescLen=40", "crd:crdVersions=v1"])];
  if (r.chance(0.5)) { files.set("internal/controller/reconciler.go", rbacFile(r, plantRate, planted)); generators.push("rbac:roleName=manager-role"); }
  if (r.chance(0.4)) { files.set("internal/webhook/hooks.go", webhookFile(r, seed, kinds, plantRate, planted)); generators.push("webhook"); }
  if (ac) generators.push("applyconfiguration");
  return { files, generators, planted, owners };
}

function main(argv: readonly string[]): void {
  const [seedText, out] = argv;
  if (seedText === undefined || out === undefined || !/^\d+$/.test(seedText)) {
    process.stderr.write("usage: random-kubebuilder SEED OUTDIR\n");
    process.exit(2);
  }
  const p = randomProject(Number(seedText));
  for (const [path, text] of p.files) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    writeFileSync(join(out, path), text);
  }
  process.stdout.write(`${p.generators.join(" ")}\n${p.planted.map((x) => `planted: ${x}\n`).join("")}`);
}

if (process.argv[1] !== undefined && /random-kubebuilder\.js$/.test(process.argv[1])) main(process.argv.slice(2));
