import test from "ava";
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
  t.deepEqual(parse("kubebuilder:validation:ExclusiveMaximum=true"), { name: "kubebuilder:validation:ExclusiveMaximum", value: true, fields: {} });
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

test("errors are controller-gen's first error for the marker", (t) => {
  const error = (text: string) => parse(text)?.error;
  t.is(error("kubebuilder:validation:MinItems=one"), 'expected integer, got "one"');
  t.is(error("kubebuilder:printcolumn:name=x,type=string"), 'missing argument "JSONPath"');
  t.regex(error("kubebuilder:resource:scop=Cluster") ?? "", /^unknown argument "scop" \(arguments: path, shortName, categories, singular, scope\); did you mean scope\?$/);
  t.is(error("kubebuilder:validation:Enum=Fast,Slow"), 'extra arguments provided: ",Slow"; the values of a list are separated by ; (a;b) or written in braces ({a,b})');
  t.is(error("kubebuilder:validation:Minimum=Inf"), 'expected integer or float, got "Inf"');
  t.is(error("kubebuilder:validation:MaxItems=1e3"), 'expected integer, got "1e3"');
  t.is(error("kubebuilder:validation:Maximum=1e400"), 'unable to parse number: strconv.ParseFloat: parsing "1e400": value out of range');
  t.is(error("kubebuilder:validation:MaxItems=99999999999999999999"), 'unable to parse integer: strconv.Atoi: parsing "99999999999999999999": value out of range');
  t.is(error("kubebuilder:validation:MaxItems=+3"), 'expected integer, got "+"');
  t.is(error("kubebuilder:validation:MaxItems=019"), "invalid digit '9' in octal literal");
  t.is(error("kubebuilder:validation:Minimum=0x10"), 'unable to parse number: strconv.ParseFloat: parsing "0x10": invalid syntax');
  t.is(error("kubebuilder:validation:Minimum=.5e"), "exponent has no digits");
  t.is(error("kubebuilder:validation:UniqueItems"), 'missing argument ""');
  t.is(error("kubebuilder:validation:XValidation:rule=\"x\",optionalOldSelf"), 'expected equals, got ""');
  t.is(error("kubebuilder:validation:Pattern=^a\"b$"), "literal not terminated");
  t.is(error("kubebuilder:validation:Pattern=\"\\q\""), "invalid char escape");
  t.is(error("nullable=true"), 'extra arguments provided: "true"');
  t.is(error("kubebuilder:default={a: -1}"), 'expected integer, got "-"');
  t.is(error("default=fast"), '"fast" is not JSON');
  t.is(parse("kubebuilder:validation:Minimun=1"), undefined);
  // without `=` the name is not split: controller-gen finds no marker and ignores it
  t.is(parse("kubebuilder:resource:scope"), undefined);
});

test("numbers as Go reads them", (t) => {
  const value = (text: string) => parse(text)?.value;
  t.is(value("kubebuilder:validation:Minimum=1_0"), 10);
  t.is(value("kubebuilder:validation:Minimum=0x1p4"), 16);
  t.is(value("kubebuilder:validation:Minimum=0x1.8p1"), 3);
  t.is(value("kubebuilder:validation:Minimum=- 3"), -3);
  t.is(value("kubebuilder:validation:MinItems=017"), 17);
  t.is(value("kubebuilder:validation:Maximum=1e-400"), 0);
  t.is(value("kubebuilder:example=+3"), "+3");
});

test("notes: int32 wrapping, integers beyond 2^53, misread bare strings", (t) => {
  const parsed = (text: string) => parseControllerGenMarker(lookupControllerGenMarker(marker(text))!);
  const column = parsed("kubebuilder:printcolumn:name=x,type=string,JSONPath=.a,priority=4294967297");
  t.true(column.ok && column.fields.priority === 1 && column.wrapped.length === 1 && column.wrapped[0]!.written === "4294967297");
  const large = parsed("kubebuilder:validation:MaxItems=9223372036854775807");
  t.true(large.ok && large.inexact[0] === "9223372036854775807");
  const spaced = parsed("kubebuilder:validation:Enum=x  y ;z");
  t.true(spaced.ok);
  if (spaced.ok) {
    t.deepEqual(spaced.value, ["x  ", "z"]);
    t.deepEqual(spaced.misread, [{ written: "x  y", value: "x  " }]);
  }
  const empty = parsed("kubebuilder:validation:Enum=a;;b");
  t.true(empty.ok && JSON.stringify(empty.value) === '["a",";b"]' && empty.misread[0]?.written === "");
});

test("hostile nesting is an error, not a stack overflow", (t) => {
  t.regex(parse(`kubebuilder:default=${"{".repeat(5000)}`)?.error ?? "", /nest more than 64 deep/);
  t.regex(parse(`kubebuilder:validation:Enum=${"{".repeat(5000)}`)?.error ?? "", /nest more than 64 deep/);
});

test("suggestions: the nearest marker names", (t) => {
  t.is(suggestControllerGenMarkers("kubebuilder:validation:Minimun")[0], "kubebuilder:validation:Minimum");
  t.is(suggestControllerGenMarkers("kubebuilder:validation:maxitems")[0], "kubebuilder:validation:MaxItems");
  t.is(suggestControllerGenMarkers("kubebuilder:validation:nullable")[0], "nullable");
  t.deepEqual(suggestControllerGenMarkers("kubebuilder:frobnicate"), []);
});
