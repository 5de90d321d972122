// The structural form (--union-rules-form=structural), judged by a JSON Schema validator (Ajv,
// draft 4 as OpenAPI 3.0; a dev dependency): kubebuilder's one-of markers accept and reject
// what the CEL rules controller-gen writes for them accept and reject (and what their names
// promise); validation-gen's unions what validateK8sUnions does on create. And the golden CRD
// in the structural form obeys the API server's structural-schema rules for junctors.

import test from "ava";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ajvDraft04 from "ajv-draft-04";
import { parse } from "yaml";
import { validateK8sUnions, validateUnions, type FieldTable, type K8sUnionTable, type UnionTable } from "../../runtime/index.js";
import { applyMarkers } from "../crd/apply-markers.js";
import { newestEra } from "../../era/controller-tools.js";
import type { Schema } from "../crd/schema.js";
import type { CelRule } from "./k8s-union-rules.js";
import { countSchema, kepStructural, presentSchema, type MemberCount, type StructuralSchema } from "./structural.js";
import { evaluateRule } from "./test-support.js";
import { k8sStructural } from "./union-validations.js";

const ajv = new ajvDraft04.default({ strict: false });
const accepts = (schema: StructuralSchema, value: unknown): boolean => ajv.validate(schema, value) as boolean;

/** Every subset of these members set, as objects (values of several kinds). */
function subsets(names: readonly string[]): Record<string, unknown>[] {
  const values = [1, "x", [], {}];
  return Array.from({ length: 1 << names.length }, (_, mask) =>
    Object.fromEntries(names.flatMap((name, i) => ((mask >> i) & 1) === 1 ? [[name, values[i % values.length]]] : [])));
}

const markers: [string, MemberCount, (n: number) => boolean][] = [
  ["kubebuilder:validation:ExactlyOneOf", "exactlyOne", (n) => n === 1],
  ["kubebuilder:validation:AtMostOneOf", "zeroOrOne", (n) => n <= 1],
  ["kubebuilder:validation:AtLeastOneOf", "atLeastOne", (n) => n >= 1],
];

for (const [name, count, promise] of markers) {
  test(`${name}: the structural form accepts exactly what controller-gen's CEL rule accepts`, (t) => {
    const fields = ["a", "b", "c"];
    const schema: Schema = { type: "object" };
    applyMarkers([{ name, value: fields, fields: {}, span: { file: "t.go", line: 1, col: 1 } }], schema, () => t.fail("no report expected"), newestEra);
    const [rule] = schema["x-kubernetes-validations"] as CelRule[];
    const structural = countSchema(count, fields.map(presentSchema));
    let judged = 0;
    for (const object of subsets(fields)) {
      const cel = evaluateRule(rule!, object) === true;
      t.is(cel, promise(Object.keys(object).length), `CEL ${JSON.stringify(object)}`);
      t.is(accepts(structural, object), cel, `structural ${JSON.stringify(object)}`);
      judged++;
    }
    t.is(judged, 8);
  });
}

const fields: Record<string, FieldTable> = {
  number: { kind: "integer", goShape: "pointer" },
  count: { kind: "integer", goShape: "value" },
  text: { kind: "string", goShape: "value" },
  flag: { kind: "boolean", goShape: "value" },
  list: { kind: "array", items: { kind: "string" }, goShape: "slice" },
  labels: { kind: "map", values: { kind: "string" }, goShape: "map" },
};
const members = Object.keys(fields).map((f) => ({ name: f, memberName: f, field: f }));
const objects: unknown[] = [
  {}, { number: 0 }, { count: 0 }, { count: -3 }, { text: "" }, { text: "t" }, { flag: false }, { flag: true }, { list: [] }, { list: ["a"] },
  { labels: {} }, { labels: { a: "b" } }, { number: 1, count: 0, text: "", flag: false, list: [], labels: {} }, { count: 2, text: "t" },
  { flag: true, labels: { a: "b" } }, { number: 1, list: ["a"] },
];

for (const kind of ["exactlyOne", "zeroOrOne"] as const) {
  test(`validation-gen ${kind}: the structural form rejects exactly as validateK8sUnions on create (Go shapes' zero values)`, (t) => {
    const union: K8sUnionTable = { kind, name: "", members };
    const schema = k8sStructural(union, fields);
    if (typeof schema === "string") return t.fail(schema);
    for (const object of objects) {
      const runtime = validateK8sUnions({ T: { fields, unions: [], k8sUnions: [union] } }, "T", object).length === 0;
      t.is(accepts(schema, object), runtime, JSON.stringify(object));
    }
  });
}

test("validation-gen discriminated: the structural form rejects exactly as validateK8sUnions on create (absent discriminator is \"\")", (t) => {
  const union: K8sUnionTable = { kind: "discriminated", name: "", discriminator: "mode", members: members.slice(0, 3).map((m, i) => ({ ...m, memberName: ["Number", "Count", ""][i]! })) };
  const withMode: Record<string, FieldTable> = { ...fields, mode: { kind: "string", goShape: "value" } };
  const schema = k8sStructural(union, withMode);
  if (typeof schema === "string") return t.fail(schema);
  for (const mode of [undefined, "", "Number", "Count", "Other"]) {
    for (const object of objects) {
      const value = mode === undefined ? object : { ...(object as object), mode };
      const runtime = validateK8sUnions({ T: { fields: withMode, unions: [], k8sUnions: [union] } }, "T", value).length === 0;
      t.is(accepts(schema, value), runtime, JSON.stringify(value));
    }
  }
});

test("KEP-1027: the structural form rejects exactly as validateUnions on create", (t) => {
  const kepFields: Record<string, FieldTable> = { mode: { kind: "string", goShape: "value" }, number: { kind: "integer", goShape: "pointer" }, text: { kind: "string", goShape: "value" }, list: { kind: "array", items: { kind: "string" }, goShape: "slice" } };
  const kepMembers = { number: { value: "Number", optional: false }, text: { value: "Text", optional: true }, list: { value: "List", optional: false } };
  const unions: UnionTable[] = [
    { origin: "kep-1027", discriminator: "mode", values: { Number: "number", Text: "text", List: "list", Recreate: null }, members: kepMembers },
    { origin: "kep-1027", discriminator: "mode", values: { "": null, Number: "number", Text: "text", List: "list" }, members: kepMembers },
  ];
  const kepObjects = combinations({ mode: ["", "Number", "Text", "List", "Recreate", "Other"], number: [0, 1], text: ["", "t"], list: [[], ["a"]] });
  for (const union of unions) {
    const schema = kepStructural(union, kepFields);
    if (schema === undefined) return t.fail("no structural form");
    for (const object of kepObjects) {
      const runtime = validateUnions({ T: { fields: kepFields, unions: [union] } }, "T", object).length === 0;
      t.is(accepts(schema, object), runtime, `${JSON.stringify(union.values)} ${JSON.stringify(object)}`);
    }
  }
});

test("what the structural form cannot say, with why", (t) => {
  t.is(k8sStructural({ kind: "discriminated", name: "u", discriminator: "metadata", members }, fields), "union \"u\": its discriminator `metadata` cannot be tested under allOf/anyOf");
  t.is(k8sStructural({ kind: "exactlyOne", name: "", members: [{ name: "tasks[{\"name\": \"a\"}]", memberName: "", item: { name: "a" } }] }, {}), "the union has list-item members (OpenAPI 3.0 has no `contains`)");
  t.is(k8sStructural({ kind: "exactlyOne", name: "", members: [{ name: "ratio", memberName: "Ratio", field: "ratio" }] }, { ratio: { kind: "number", goShape: "value" } }),
    "the union: the \"set\" test of member `ratio` cannot be written under oneOf");
  t.is(k8sStructural({ kind: "exactlyOne", name: "", members: [{ name: "metadata", memberName: "M", field: "metadata" }] }, { metadata: { kind: "object", goShape: "map" } }),
    "the union: the \"set\" test of member `metadata` cannot be written under oneOf");
});

// apiextensions-apiserver's structural-schema rules for what sits under allOf/anyOf/oneOf/not.
const forbiddenUnderJunctor = ["type", "description", "default", "nullable", "title", "additionalProperties", "x-kubernetes-validations", "x-kubernetes-preserve-unknown-fields",
  "x-kubernetes-embedded-resource", "x-kubernetes-int-or-string", "x-kubernetes-list-type", "x-kubernetes-list-map-keys", "x-kubernetes-map-type"];
const junctors = ["allOf", "anyOf", "oneOf", "not"];

/** Problems of a schema node: under a junctor (`skeleton` is the node's own structural part). */
function junctorProblems(node: Record<string, unknown>, skeleton: Record<string, unknown> | undefined, path: string): string[] {
  const out = forbiddenUnderJunctor.filter((key) => key in node).map((key) => `${path}.${key}: forbidden under a junctor`);
  const props = (node.properties ?? {}) as Record<string, Record<string, unknown>>;
  const skeletonProps = (skeleton?.properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, prop] of Object.entries(props)) {
    if (name === "metadata") out.push(`${path}.properties.metadata: forbidden in a nested context`);
    if (!(name in skeletonProps)) out.push(`${path}.properties.${name}: not in the structural schema`);
    out.push(...junctorProblems(prop, skeletonProps[name], `${path}.properties.${name}`));
  }
  for (const key of junctors) for (const [i, child] of branches(node[key])) out.push(...junctorProblems(child, skeleton, `${path}.${key}[${i}]`));
  return out;
}

function branches(value: unknown): [number, Record<string, unknown>][] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v, i) => [i, v as Record<string, unknown>]);
}

/** Every node of the skeleton: its junctors' branches are checked against it. */
function structuralProblems(node: Record<string, unknown>, path: string, depth = 0): string[] {
  if (depth > 100) return [];
  const out: string[] = [];
  for (const key of junctors) for (const [i, child] of branches(node[key])) out.push(...junctorProblems(child, node, `${path}.${key}[${i}]`));
  for (const [name, prop] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) out.push(...structuralProblems(prop, `${path}.properties.${name}`, depth + 1));
  if (typeof node.items === "object") out.push(...structuralProblems(node.items as Record<string, unknown>, `${path}.items`, depth + 1));
  if (typeof node.additionalProperties === "object") out.push(...structuralProblems(node.additionalProperties as Record<string, unknown>, `${path}.additionalProperties`, depth + 1));
  return out;
}

test("the golden CRD in the structural form is structural: its junctors hold only value validations of its own properties", (t) => {
  const text = readFileSync(fileURLToPath(new URL("../../../../testdata/crd/union-families-structural/want/stdout", import.meta.url)), "utf8");
  const crd = parse(text.replace(/^---\n/, "")) as { spec: { versions: { schema: { openAPIV3Schema: Record<string, unknown> } }[] } };
  const schema = crd.spec.versions[0]!.schema.openAPIV3Schema;
  t.deepEqual(structuralProblems(schema, ""), []);
  t.true(JSON.stringify(schema).includes("\"oneOf\""), "the case has structural unions");
  // the checker finds what it is for
  t.deepEqual(structuralProblems({ properties: { a: { type: "string" } }, oneOf: [{ required: ["a"], properties: { b: { type: "string" } } }] }, ""),
    [".oneOf[0].properties.b: not in the structural schema", ".oneOf[0].properties.b.type: forbidden under a junctor"]);
});

/** The schema at `spec.<path>` (property names) in a golden CRD. */
function goldenNode(dir: string, path: string): Record<string, unknown> {
  const text = readFileSync(fileURLToPath(new URL(`../../../../testdata/crd/${dir}/want/stdout`, import.meta.url)), "utf8");
  const crd = parse(text.replace(/^---\n/, "")) as { spec: { versions: { schema: { openAPIV3Schema: Record<string, unknown> } }[] } };
  let node = crd.spec.versions[0]!.schema.openAPIV3Schema;
  for (const name of ["spec", ...path.split(".")]) node = (node.properties as Record<string, Record<string, unknown>>)[name]!;
  return node;
}

/** Every combination of these members, each absent, at its zero value or set. */
function combinations(members: Readonly<Record<string, readonly unknown[]>>): Record<string, unknown>[] {
  let out: Record<string, unknown>[] = [{}];
  for (const [name, values] of Object.entries(members)) out = out.flatMap((o) => [o, ...values.map((v) => ({ ...o, [name]: v }))]);
  return out;
}

const lenient = new ajvDraft04.default({ strict: false, validateFormats: false });

/** Each node with the members it is judged on, and what the other required properties hold. */
const goldenNodes: [string, Readonly<Record<string, readonly unknown[]>>, Record<string, unknown>][] = [
  ["target", { host: ["", "h"], ip: ["i"], port: [0, 80], portName: ["p"], labels: [{}, { a: "b" }], annotations: [{ a: "b" }] }, {}],
  ["delivery", { webhook: ["w"], queues: [[], ["q"]], topic: ["", "t"], maxAttempts: [0, 3], noRetry: [false, true], headers: [{}, { a: "b" }] }, { format: { kind: "JSON", json: "j" } }],
  ["delivery.format", { kind: ["", "JSON", "Avro", "XML"], json: ["j"], avro: ["a"] }, {}],
  ["source", { mode: ["", "Number", "Text", "None", "Other"], number: [0, 1], text: ["", "t"] }, { name: "n" }],
];

for (const [node, members, base] of goldenNodes) {
  test(`golden CRDs, spec.${node}: the structural form accepts exactly what the CEL form accepts (the emitted schemas, after flattening)`, (t) => {
    const { "x-kubernetes-validations": rules, ...celSchema } = goldenNode("union-families", node);
    const structural = goldenNode("union-families-structural", node);
    t.true(Array.isArray(rules) && rules.length > 0);
    t.false("x-kubernetes-validations" in structural, "no CEL left on the node in the structural form");
    const validateCelSchema = lenient.compile(celSchema);
    const validate = lenient.compile(structural);
    let rejected = 0;
    const objects = combinations(members).map((o) => ({ ...base, ...o }));
    for (const object of objects) {
      const celAccepts = validateCelSchema(object) && (rules as CelRule[]).every((rule) => evaluateRule(rule, object) === true);
      t.is(validate(object), celAccepts, JSON.stringify(object));
      if (!celAccepts) rejected++;
    }
    t.true(rejected > 0 && rejected < objects.length, "both verdicts occur");
  });
}
