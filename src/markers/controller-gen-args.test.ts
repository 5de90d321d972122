import test from "ava";
import { parseMarkerArgs } from "./controller-gen-args.js";
import { lookupControllerGenMarker, parseControllerGenMarker, suggestControllerGenMarkers } from "./controller-gen-registry.js";

const span = { file: "t.go", line: 1, col: 1 };
const marker = (text: string) => {
  const eq = text.indexOf("=");
  return { key: eq === -1 ? text : text.slice(0, eq), value: eq === -1 ? "" : text.slice(eq + 1), text, span };
};
interface Parsed {
  readonly name: string;
  readonly value?: unknown;
  readonly fields?: Record<string, unknown>;
  readonly error?: string;
}
const parse = (text: string): Parsed | undefined => {
  const lookup = lookupControllerGenMarker(marker(text));
  if (lookup === undefined) return undefined;
  const parsed = parseControllerGenMarker(lookup);
  return { name: lookup.definition.name, ...(parsed.ok ? { value: parsed.value, fields: { ...parsed.fields } } : { error: parsed.error }) };
};

test("anonymous values of each type", (t) => {
  t.deepEqual(parse("kubebuilder:validation:Minimum=-1.5"), { name: "kubebuilder:validation:Minimum", value: -1.5, fields: {} });
  t.deepEqual(parse("kubebuilder:validation:MaxLength=63"), { name: "kubebuilder:validation:MaxLength", value: 63, fields: {} });
  t.deepEqual(parse("kubebuilder:validation:Pattern=`^[a-z]+$`"), { name: "kubebuilder:validation:Pattern", value: "^[a-z]+$", fields: {} });
  t.deepEqual(parse("kubebuilder:validation:Enum=Allow;Forbid;\"Replace\""), { name: "kubebuilder:validation:Enum", value: ["Allow", "Forbid", "Replace"], fields: {} });
  t.deepEqual(parse("kubebuilder:validation:Enum={1,2}"), { name: "kubebuilder:validation:Enum", value: [1, 2], fields: {} });
  t.deepEqual(parse("kubebuilder:validation:ExclusiveMaximum"), { name: "kubebuilder:validation:ExclusiveMaximum", value: true, fields: {} });
  t.deepEqual(parse("kubebuilder:validation:items:MinLength=2"), { name: "kubebuilder:validation:items:MinLength", value: 2, fields: {} });
});

test("kubebuilder:default takes JSON-like values, also written default:=", (t) => {
  t.deepEqual(parse("kubebuilder:default:=Allow")?.value, "Allow");
  t.deepEqual(parse("kubebuilder:default={a: 1, \"b\": {c: true}}")?.value, { a: 1, b: { c: true } });
  t.deepEqual(parse("kubebuilder:default={x,y}")?.value, ["x", "y"]);
  t.deepEqual({ ...(parse("kubebuilder:default={}")?.value as object) }, {});
  t.deepEqual(parse("kubebuilder:default=\"quoted, with comma\"")?.value, "quoted, with comma");
});

test("named arguments, quoted and bare, lists in braces", (t) => {
  t.deepEqual(parse("kubebuilder:resource:scope=Cluster,shortName={wd,wdg},categories=all"), {
    name: "kubebuilder:resource", value: undefined, fields: { scope: "Cluster", shortName: ["wd", "wdg"], categories: ["all"] },
  });
  t.deepEqual(parse("kubebuilder:validation:XValidation:rule=\"self.a, self.b\",message=\"has, commas\",optionalOldSelf=true")?.fields, {
    rule: "self.a, self.b", message: "has, commas", optionalOldSelf: true,
  });
  t.deepEqual(parse("kubebuilder:printcolumn:name=\"Age\",type=\"date\",JSONPath=`.metadata.creationTimestamp`,priority=1")?.fields, {
    name: "Age", type: "date", JSONPath: ".metadata.creationTimestamp", priority: 1,
  });
  t.deepEqual(parse("kubebuilder:subresource:status"), { name: "kubebuilder:subresource:status", value: undefined, fields: {} });
});

test("errors name what is wrong", (t) => {
  t.deepEqual(parse("kubebuilder:validation:MinItems=one")?.error, "expected an integer, got \"one\"");
  t.deepEqual(parse("kubebuilder:printcolumn:name=x,type=string")?.error, "missing argument JSONPath");
  t.regex(parse("kubebuilder:resource:scop=Cluster")?.error ?? "", /^unknown argument "scop"/);
  t.is(parse("kubebuilder:validation:Minimun=1"), undefined);
  t.deepEqual(parseMarkerArgs({ kind: "value", type: "string" }, ""), { ok: false, error: "missing argument \"\"" });
});

test("suggestions: the nearest marker names", (t) => {
  t.is(suggestControllerGenMarkers("kubebuilder:validation:Minimun")[0], "kubebuilder:validation:Minimum");
  t.is(suggestControllerGenMarkers("kubebuilder:validation:maxitems")[0], "kubebuilder:validation:MaxItems");
  t.is(suggestControllerGenMarkers("kubebuilder:validation:nullable")[0], "nullable");
  t.deepEqual(suggestControllerGenMarkers("kubebuilder:frobnicate"), []);
});
