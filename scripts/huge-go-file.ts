// One huge Go file in a module of its own, for measuring `check` on it (BENCHMARKS.md,
// "Huge single files"). Not a test, and never committed: the file is written where the
// caller says (a temporary directory).
//
//   node dist/scripts/huge-go-file.js OUT_DIR [--mb N] [--dense | --comments [--short]] [--seed S]
//
// Default: N MB (50) of Kubernetes-like kinds, all in one package: the kinds of the
// synthetic corpus (scripts/synthetic-corpus.ts: doc comments with markers, json and
// protobuf tags, enums, list maps, KEP-1027 and legacy unions), numbered so that their
// names are unique, with the apimachinery types they use declared in the same file, each
// followed by a struct of 40 tersely documented fields.
// `--dense`: only structs of 30 fields, each with a one-line doc, one to three markers and
// json and protobuf tags: the most facts per byte (every 97th struct has a `+listType`
// the checker reports, so that the output is not empty).
// `--comments`: N MB (36) that are nearly all comments — runs of 40 `//` lines of prose,
// and doc comments (some with markers) on small types; `--short`: lines of three words
// (≈ 21 bytes, 1.7 M lines), runs of 50 between one-line types.
//
// The same arguments always give the same bytes.

import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { doc, kindTypes, license, mulberry32, sentence, type Rng } from "./synthetic-corpus.js";

export type HugeFileShape = "kinds" | "dense" | "comments" | "short-comments";

export interface HugeFileOptions {
  readonly megabytes: number;
  readonly shape: HugeFileShape;
  readonly seed?: number;
}

const blocks: Readonly<Record<HugeFileShape, (rng: Rng, i: number) => string>> = {
  kinds: kindBlock,
  dense: denseStruct,
  comments: commentBlock,
  "short-comments": shortCommentBlock,
};

/** Writes OUT_DIR/go.mod and OUT_DIR/types.go; returns the size of types.go in bytes. */
export function writeHugeGoFile(dir: string, options: HugeFileOptions): number {
  const rng = mulberry32(options.seed ?? 1027);
  const target = options.megabytes * 1_000_000;
  const parts = [options.shape === "kinds" ? machinery(rng) : `${license}${packageClause}\n${options.shape === "dense" ? condition : ""}`];
  let bytes = parts[0]!.length;
  for (let i = 0; bytes < target; i++) {
    const part = blocks[options.shape](rng, i);
    parts.push(part);
    bytes += part.length;
  }
  const root = resolve(dir);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, "go.mod"), "module k8s.example/huge\n\ngo 1.22\n");
  const text = parts.join("");
  writeFileSync(join(root, "types.go"), text);
  return Buffer.byteLength(text);
}

/** Every type of the package is an API type (openapi-gen's package tag). */
const packageClause = "// +k8s:openapi-gen=true\n\n// Package huge is one huge file of API types.\npackage huge\n";

/** The kinds of the synthetic corpus refer to apimachinery by package; here everything is local. */
function kindBlock(rng: Rng, i: number): string {
  const kinds = ["Widget", "Gadget", "Sprocket", "Pipeline", "Gateway", "Route", "Volume", "Snapshot", "Quota", "Lease"];
  const text = kindTypes({ name: `${kinds[i % kinds.length]}${i}` }, [], rng, []);
  const local = text.replace(/\b(?:metav1|commonv1|resource|intstr)\.(?=[A-Z])/g, "");
  return `${local}\n${detailsStruct(rng, `${kinds[i % kinds.length]}${i}`)}\n`;
}

/** A struct of many fields with terse docs, each carrying markers and tags: the densest facts per byte. */
function detailsStruct(rng: Rng, kind: string): string {
  const fields: string[] = [];
  for (let f = 0; f < 40; f++) fields.push(terseField(rng, f, `Detail${f} is detail ${f}.`, "Detail", `${kind}Mode`));
  return `// ${kind}Details holds the details of a ${kind}.\ntype ${kind}Details struct {\n${fields.join("")}}\n`;
}

/**
 * Field number `f` named PREFIX`f`, of a random shape (the last of which is `required`
 * and of type `lastType`), with a one-line doc, its markers and json and protobuf tags.
 */
function terseField(rng: Rng, f: number, docLine: string, prefix: string, lastType: string, extraMarkers: readonly string[] = []): string {
  const shapes: [string, string[]][] = [
    ["string", ["optional"]],
    ["*int32", ["optional", "k8s:validation:minimum=0"]],
    ["[]string", ["optional", "listType=set"]],
    ["[]Condition", ["optional", "listType=map", "listMapKey=type"]],
    ["map[string]string", ["optional"]],
    [lastType, ["required"]],
  ];
  const [type, shapeMarkers] = shapes[Math.floor(rng() * shapes.length)]!;
  const markers = [...shapeMarkers, ...extraMarkers];
  const name = `${prefix}${f}`;
  const json = `${prefix.toLowerCase()}${f}`;
  const omit = markers[0] === "optional" ? ",omitempty" : "";
  return `\t// ${docLine}\n${markers.map((m) => `\t// +${m}\n`).join("")}\t${name} ${type} \`json:"${json}${omit}" protobuf:"bytes,${f + 1},opt,name=${json}"\`\n`;
}

/** A long doc comment (a few with markers) on a small type, and a free-standing comment group. */
function commentBlock(rng: Rng, i: number): string {
  const lines: string[] = [];
  for (let n = 0; n < 40; n++) lines.push(`// ${sentence(rng)}`);
  const free = lines.join("\n");
  const markers = i % 4 === 0 ? ["enum"] : [];
  return `${free}\n\n${doc(rng, `Note${i}`, "", 12, markers)}type Note${i} string\n\n`;
}

const condition = `// Condition is a condition.
type Condition struct {
\t// Type is the type.
\t// +required
\tType string \`json:"type" protobuf:"bytes,1,opt,name=type"\`
}

`;

/** A struct of 30 tersely documented fields, each with markers and tags. */
function denseStruct(rng: Rng, i: number): string {
  const fields: string[] = [];
  for (let f = 0; f < 30; f++) {
    // Now and then a marker the checker reports, so that the output is not empty.
    const extra = i % 97 === 0 && f === 0 ? ["listType=bogus"] : [];
    fields.push(terseField(rng, f, `Field${f} is field ${f} of T${i}.`, "Field", "int64", extra));
  }
  return `// T${i} is type ${i}.\n// +k8s:openapi-gen=true\ntype T${i} struct {\n${fields.join("")}}\n\n`;
}

/** 50 comment lines of three words, then a one-line type. */
function shortCommentBlock(_rng: Rng, i: number): string {
  const words = ["alpha", "beta", "gamma", "delta", "the", "object", "field"];
  const lines: string[] = [];
  for (let n = i * 50; n < (i + 1) * 50; n++) lines.push(`// ${words[n % 7]} ${words[(n * 3) % 7]} ${n}\n`);
  return `${lines.join("")}type T${i} string\n\n`;
}

/** TypeMeta, ObjectMeta, Condition and the rest, as the kinds use them, in one package. */
function machinery(rng: Rng): string {
  return `${license}${packageClause}
import "time"

${doc(rng, "TypeMeta", "", 2)}type TypeMeta struct {
${doc(rng, "Kind", "\t", 1, ["optional"])}	Kind string \`json:"kind,omitempty" protobuf:"bytes,1,opt,name=kind"\`
${doc(rng, "APIVersion", "\t", 1, ["optional"])}	APIVersion string \`json:"apiVersion,omitempty" protobuf:"bytes,2,opt,name=apiVersion"\`
}

${doc(rng, "ListMeta", "", 1)}type ListMeta struct {
${doc(rng, "ResourceVersion", "\t", 1, ["optional"])}	ResourceVersion string \`json:"resourceVersion,omitempty" protobuf:"bytes,2,opt,name=resourceVersion"\`
}

${doc(rng, "ObjectMeta", "", 2)}type ObjectMeta struct {
${doc(rng, "Name", "\t", 1, ["optional"])}	Name string \`json:"name,omitempty" protobuf:"bytes,1,opt,name=name"\`
${doc(rng, "Labels", "\t", 1, ["optional"])}	Labels map[string]string \`json:"labels,omitempty" protobuf:"bytes,11,rep,name=labels"\`
${doc(rng, "Finalizers", "\t", 1, ["optional", "listType=set"])}	Finalizers []string \`json:"finalizers,omitempty" protobuf:"bytes,14,rep,name=finalizers"\`
}

${doc(rng, "LabelSelector", "", 1, ["structType=atomic"])}type LabelSelector struct {
${doc(rng, "MatchLabels", "\t", 1, ["optional"])}	MatchLabels map[string]string \`json:"matchLabels,omitempty" protobuf:"bytes,1,rep,name=matchLabels"\`
}

${doc(rng, "ConditionStatus", "", 1, ["enum"])}type ConditionStatus string

const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
)

${doc(rng, "Condition", "", 1)}type Condition struct {
${doc(rng, "Type", "\t", 1, ["required"])}	Type string \`json:"type" protobuf:"bytes,1,opt,name=type"\`
${doc(rng, "Status", "\t", 1, ["required"])}	Status ConditionStatus \`json:"status" protobuf:"bytes,2,opt,name=status"\`
}

${doc(rng, "Time", "", 1)}type Time struct {
	time.Time \`protobuf:"-"\`
}

func (_ Time) OpenAPISchemaType() []string { return []string{"string"} }

func (_ Time) OpenAPISchemaFormat() string { return "date-time" }

${doc(rng, "Quantity", "", 1)}type Quantity struct {
	s string
}

func (_ Quantity) OpenAPISchemaType() []string { return []string{"string"} }

func (_ Quantity) OpenAPISchemaFormat() string { return "" }

${doc(rng, "IntOrString", "", 1)}type IntOrString struct {
	IntVal int32
	StrVal string
}

func (IntOrString) OpenAPISchemaType() []string { return []string{"string"} }

func (IntOrString) OpenAPISchemaFormat() string { return "int-or-string" }

${doc(rng, "CommonSpec", "", 1)}type CommonSpec struct {
${doc(rng, "Paused", "\t", 1, ["optional"])}	Paused bool \`json:"paused,omitempty"\`
${doc(rng, "Priority", "\t", 1, ["optional"])}	Priority Priority \`json:"priority,omitempty"\`
}

${doc(rng, "Priority", "", 1, ["enum"])}type Priority string

const (
	PriorityLow  Priority = "Low"
	PriorityHigh Priority = "High"
)

${doc(rng, "ObjectReference", "", 1, ["structType=atomic"])}type ObjectReference struct {
${doc(rng, "Name", "\t", 1, ["optional"])}	Name string \`json:"name,omitempty"\`
}

`;
}

function main(args: readonly string[]): void {
  const valued = ["--mb", "--seed"];
  const dir = args.find((a, i) => !a.startsWith("--") && !valued.includes(args[i - 1] ?? ""));
  if (dir === undefined) {
    process.stderr.write("usage: node dist/scripts/huge-go-file.js OUT_DIR [--mb N] [--dense | --comments [--short]] [--seed S]\n");
    process.exit(2);
  }
  const flag = (name: string): number | undefined => {
    const i = args.indexOf(name);
    return i === -1 ? undefined : Number(args[i + 1]);
  };
  const comments = args.includes("--comments");
  const shape: HugeFileShape = comments ? (args.includes("--short") ? "short-comments" : "comments") : args.includes("--dense") ? "dense" : "kinds";
  const bytes = writeHugeGoFile(dir, { megabytes: flag("--mb") ?? (comments ? 36 : 50), shape, seed: flag("--seed") });
  process.stdout.write(`${join(dir, "types.go")}: ${(bytes / 1e6).toFixed(2)} MB\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main(process.argv.slice(2));
