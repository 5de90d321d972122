// apiextensions-apiserver's schema validation tests (pkg/apiserver/validation/validation_test.go,
// TestValidateCustomResource), run through our schema walker: each case's schema
// (apiextensions.JSONSchemaProps written in Go) is turned into a CRD schema, each of its
// `objects` must give no error, each `failingObject` exactly its `expectErrs` (as a set, as
// the test compares). The test calls the validator alone (no decoder pruning, no defaults),
// so the walker runs `asGiven`. Cases with x-kubernetes-validations add runtime/cel's rule
// errors, as the test adds its CEL validator's; one that differs is counted apart as "cel".

import { Evaluator, type GoValue } from "../upstream-unions/go-eval.js";
import { GoParser } from "../upstream-unions/go-syntax.js";
import type { SchemaTable, Tables } from "../../src/runtime/tables.js";
import { NO_OLD, validateNode, type SchemaWalk } from "../../src/runtime/crd/schema-walk.js";
import { validateRulesOnly } from "../../src/runtime/cel/index.js";

export interface Verdict { readonly name: string; readonly outcome: "pass" | "fail" | "cel" | "out-of-scope" | "unreadable"; readonly detail?: string }

const SPECIAL: Readonly<Record<string, string>> = {
  XIntOrString: "x-kubernetes-int-or-string", XPreserveUnknownFields: "x-kubernetes-preserve-unknown-fields",
  XEmbeddedResource: "x-kubernetes-embedded-resource", XListType: "x-kubernetes-list-type", XListMapKeys: "x-kubernetes-list-map-keys",
  XMapType: "x-kubernetes-map-type", XValidations: "x-kubernetes-validations", ID: "id", Ref: "$ref",
};

/** A Go value as JSON: maps, slices, pointers followed, records by their Go field names lower-cased. */
export function plainValue(value: GoValue): unknown {
  if (value === null || typeof value !== "object") return value;
  switch (value.k) {
    case "ptr": return plainValue(value.to);
    case "slice": return value.items.map(plainValue);
    case "map": return Object.fromEntries(value.entries.map(([k, v]) => [String(k), plainValue(v)]));
    case "record":
    case "struct": return Object.fromEntries([...value.fields].map(([k, v]) => [k[0]!.toLowerCase() + k.slice(1), plainValue(v)]));
    default: throw new Error("not a JSON value");
  }
}

/** apiextensions.JSONSchemaProps (a Go record) as the CRD schema it stands for. */
export function schemaOf(value: GoValue): SchemaTable {
  if (value !== null && typeof value === "object" && value.k === "ptr") return schemaOf(value.to);
  if (value !== null && typeof value === "object" && value.k === "slice" && value.items.length === 0) return {}; // `{}`
  if (value === null || typeof value !== "object" || (value.k !== "record" && value.k !== "struct")) throw new Error("not a schema");
  const out: Record<string, unknown> = {};
  for (const [name, v] of value.fields) {
    if (v === null) continue;
    // kube-openapi's spec.Schema: its SchemaProps are the schema; its Type a list of one
    if (name === "SchemaProps") {
      Object.assign(out, schemaOf(v));
      continue;
    }
    if (name === "Type" && typeof v === "object" && v.k === "slice") {
      out.type = v.items[0];
      continue;
    }
    const key = SPECIAL[name] ?? name[0]!.toLowerCase() + name.slice(1);
    if (name === "Properties" || name === "PatternProperties" || name === "Definitions") {
      if (typeof v !== "object" || v.k !== "map") throw new Error(`${name} is not a map`);
      out[key] = Object.fromEntries(v.entries.map(([k, s]) => [String(k), schemaOf(s)]));
    } else if (name === "Items") out.items = orArray(v);
    else if (name === "AdditionalProperties" || name === "AdditionalItems") out[key] = orBool(v);
    else if (name === "AllOf" || name === "AnyOf" || name === "OneOf") out[key] = (plainSlice(v)).map(schemaOf);
    else if (name === "Not") out.not = schemaOf(v);
    else out[key] = plainValue(v);
  }
  return out as SchemaTable;
}

function plainSlice(v: GoValue): GoValue[] {
  if (v === null || typeof v !== "object" || v.k !== "slice") throw new Error("not a slice");
  return v.items;
}

function fieldsOf(v: GoValue): Map<string, GoValue> {
  const target = v !== null && typeof v === "object" && v.k === "ptr" ? v.to : v;
  if (target === null || typeof target !== "object" || (target.k !== "record" && target.k !== "struct")) throw new Error("not a struct");
  return target.fields;
}

function orArray(v: GoValue): unknown {
  const fields = fieldsOf(v);
  if (fields.get("Schema") !== undefined && fields.get("Schema") !== null) return schemaOf(fields.get("Schema")!);
  return plainSlice(fields.get("JSONSchemas") ?? null).map(schemaOf);
}

function orBool(v: GoValue): unknown {
  const fields = fieldsOf(v);
  if (fields.get("Schema") !== undefined && fields.get("Schema") !== null) return schemaOf(fields.get("Schema")!);
  return fields.get("Allows") === true;
}

const MATH: Readonly<Record<string, string>> = {
  "math.MaxFloat32": "3.4028234663852886e38", "math.MaxFloat64": "1.7976931348623157e308", "math.SmallestNonzeroFloat64": "5e-324",
  "math.MaxInt32": "2147483647", "math.MinInt32": "(-2147483648)", "math.MaxInt64": "9223372036854775807", "math.MinInt64": "(-9223372036854775808)",
};

/**
 * Arithmetic on math's constants inside a numeric conversion (`float64(-math.MaxFloat32 * 1.1)`,
 * `int64(math.MinInt32 - 1)`): our Go subset has no operators, so the value is computed here.
 */
export function foldArithmetic(text: string): string {
  return text.replace(/\b(int64|int32|float64|float32)\(([-+*/ .0-9eA-Za-z]*math\.[-+*/ .0-9eA-Za-z]*)\)( [-+*/] [0-9.]+)?/g, (whole, type: string, expr: string, tail: string | undefined) => {
    const numeric = `(${expr.replace(/math\.[A-Za-z0-9]+/g, (name) => MATH[name] ?? "NaN")})${tail ?? ""}`;
    if (!/^[-+*/ ().0-9e]+$/.test(numeric)) return whole;
    let value: number;
    try {
      value = Number(new Function(`return (${numeric});`)());
    } catch {
      return whole;
    }
    return `${type}(num("${String(value)}"))`;
  });
}

/** A negative number literal (our Go subset has no unary minus): rewritten as a call. */
export const NEGATIVE = /(?<=[\s(,{:[])-([0-9][0-9.eE+]*)/g;

const natives = (receiver: GoValue | undefined, name: string, args: GoValue[]): GoValue | undefined => {
  if (receiver === undefined && name === "neg") return -Number(args[0]);
  if (receiver === undefined && name === "num") return Number(args[0]);
  if (receiver === undefined && name === "ptr.To") return { k: "ptr", to: args[0] ?? null };
  if (receiver === undefined && name === "version.MajorMinor") return { k: "native", value: `${String(args[0])}.${String(args[1])}` };
  return undefined;
};

/** The errors our walker gives `value` against `schema`, validated as given, printed. */
export function walkErrors(schema: SchemaTable, value: unknown, old: unknown = NO_OLD): string[] {
  const tables = { Root: { fields: {}, unions: [], schema } } as unknown as Tables;
  const walk: SchemaWalk = { tables, errors: [], asGiven: true };
  validateNode(walk, schema, value, old, "");
  return walk.errors.map((e) => e.toString());
}

export function runValidationTests(text: string): Verdict[] {
  // generic instantiation `ptr.To[int64](2)` is outside the Go subset: the type argument adds nothing here
  const source = foldArithmetic(text).replace(/ptr\.To\[[A-Za-z0-9]+\]\(/g, "ptr.To(").replace(/interface\{\}/g, "any").replace(NEGATIVE, "neg($1)");
  let parsed: ReturnType<GoParser["file"]>;
  try {
    parsed = GoParser.of(source).file();
  } catch (error) {
    return [{ name: "validation_test.go", outcome: "unreadable", detail: (error as Error).message }];
  }
  const body = parsed.funcs.get("TestValidateCustomResource");
  if (body === undefined) return [{ name: "TestValidateCustomResource", outcome: "unreadable", detail: "not found" }];
  const ev = new Evaluator({ types: parsed.types, consts: new Map() }, natives);
  // one-line package-level variables (`var listMapType = "map"`)
  for (const m of source.matchAll(/^var (\w+) = ([^\n]+)$/gm)) ev.env.set(m[1]!, ev.eval(GoParser.of(m[2]!).expr()));
  try {
    for (const stmt of body) if (stmt.k === "define") ev.env.set(stmt.names[0]!, ev.eval(stmt.value));
  } catch (error) {
    return [{ name: "TestValidateCustomResource", outcome: "unreadable", detail: (error as Error).stack ?? "" }];
  }
  const tests = ev.env.get("tests");
  const verdicts: Verdict[] = [];
  for (const tc of tests !== null && typeof tests === "object" && tests.k === "slice" ? tests.items : []) {
    const fields = fieldsOf(tc);
    const name = String(fields.get("name"));
    let schema: SchemaTable;
    try {
      schema = schemaOf(fields.get("schema") ?? null);
    } catch (error) {
      verdicts.push({ name, outcome: "unreadable", detail: (error as Error).message });
      continue;
    }
    const cel = JSON.stringify(schema).includes("x-kubernetes-validations");
    const objects = fields.has("objects") ? plainSlice(fields.get("objects")!) : [];
    const olds = fields.has("oldObjects") ? plainSlice(fields.get("oldObjects")!) : [];
    objects.forEach((object, i) => {
      const old = olds.length === objects.length ? plainValue(olds[i]!) : undefined;
      const errors = [...walkErrors(schema, plainValue(object)), ...(cel ? ruleErrors(schema, plainValue(object), old) : [])];
      verdicts.push(judged(`${name} objects[${i}]`, cel, [], errors));
    });
    const failing = fields.has("failingObjects") ? plainSlice(fields.get("failingObjects")!) : [];
    failing.forEach((f, i) => {
      const record = fieldsOf(f);
      const want = plainSlice(record.get("expectErrs") ?? { k: "slice", type: undefined, items: [] }).map(String);
      const object = plainValue(record.get("object") ?? null);
      const errors = [...walkErrors(schema, object), ...(cel ? ruleErrors(schema, object, plainValue(record.get("oldObject") ?? null)) : [])];
      verdicts.push(judged(`${name} failingObjects[${i}]`, cel, want, errors));
    });
  }
  return verdicts;
}

/**
 * The CEL rules' errors, as the test adds them (its CEL validator runs whatever the schema
 * errors): runtime/cel's evaluator, which is another part's; a case it gets wrong is
 * counted apart as "cel", not as a schema failure.
 */
function ruleErrors(schema: SchemaTable, object: unknown, old: unknown): string[] {
  const tables = { Root: { fields: {}, unions: [], schema } } as unknown as Tables;
  try {
    return validateRulesOnly(tables, "Root", object, old === null || old === undefined ? {} : { old }).map((e) => e.toString());
  } catch (error) {
    return [`(CEL evaluation failed: ${(error as Error).message})`];
  }
}

/** As the test judges: the same set of messages (a failing object must have at least one). */
function judged(name: string, cel: boolean, want: readonly string[], got: readonly string[]): Verdict {
  const same = new Set(want).size === new Set(got).size && want.every((w) => got.includes(w));
  if (same) return { name, outcome: "pass" };
  // a pattern Go cannot compile: apiextensions refuses such a CRD, so no custom resource meets it
  if (want.some((w) => w.includes(", but pattern is invalid: "))) return { name, outcome: "out-of-scope", detail: "an invalid pattern (the CRD is refused)" };
  if (cel) return { name, outcome: "cel", detail: `want ${JSON.stringify(want)}, schema errors ${JSON.stringify(got)}` };
  return { name, outcome: "fail", detail: `want ${JSON.stringify(want)}\n      got  ${JSON.stringify(got)}` };
}
