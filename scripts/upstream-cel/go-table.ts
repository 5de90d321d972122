// Evaluates the Go expressions of apiextensions-apiserver's CEL validation test tables
// (pkg/apiserver/schema/cel/validation_test.go) to JSON values and our SchemaTable: the test
// file's schema builders (primitiveType, objectType, listMapType, withRule, …) and value
// builders (objs, schemas, fmt.Sprintf, int64(math.MaxInt64), …) by their meaning, written
// here; schema.Structural literals field by field. Anything else throws Unsupported (the case
// is then reported as not scored, with the construct named).

import YAML from "yaml";
import type { Expr, TypeExpr } from "../upstream-unions/go-syntax.js";
import type { SchemaTable, ValidationRuleSchema } from "../../src/runtime/index.js";

export class Unsupported extends Error {}

type Schema = Record<string, unknown>;

const CONSTANTS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ["math.MaxInt64", 9223372036854775807], ["math.MinInt64", -9223372036854775808], ["math.MaxInt32", 2147483647], ["math.MinInt32", -2147483648],
  ["math.MaxFloat64", Number.MAX_VALUE], ["math.MaxFloat32", 3.4028234663852886e38], ["math.SmallestNonzeroFloat64", Number.MIN_VALUE],
  ["math.MaxUint32", 4294967295],
]);

/** field.ErrorType constants, as our FieldError names them. */
const ERROR_TYPES: ReadonlyMap<string, string> = new Map([
  ["ErrorTypeInvalid", "FieldValueInvalid"], ["ErrorTypeForbidden", "FieldValueForbidden"], ["ErrorTypeRequired", "FieldValueRequired"],
  ["ErrorTypeDuplicate", "FieldValueDuplicate"], ["ErrorTypeInternal", "InternalError"], ["ErrorTypeNotSupported", "FieldValueNotSupported"],
]);

const REASONS = new Set(["FieldValueInvalid", "FieldValueForbidden", "FieldValueRequired", "FieldValueDuplicate"]);

const primitive = (type: string, format: string): Schema => ({ type, ...(format === "" ? {} : { format }) });

/** The test file's package-level schemas (`integerType = primitiveType("integer", "")` …), read from its text. */
export function packageSchemas(source: string): Map<string, Schema> {
  const out = new Map<string, Schema>();
  for (const m of source.matchAll(/^\s*(\w+)\s*=\s*primitiveType\("(\w*)",\s*"([\w-]*)"\)/gm)) out.set(m[1]!, primitive(m[2]!, m[3]!));
  return out;
}

const withRules = (s: unknown, rules: ValidationRuleSchema[]): Schema => ({ ...(s as Schema), "x-kubernetes-validations": rules });

function sprintf(format: string, args: readonly unknown[]): string {
  let i = 0;
  return format.replace(/%([-+ #0]*\d*(?:\.\d+)?)([dsfvqt%])/g, (_all, flags: string, verb: string) => {
    if (verb === "%") return "%";
    const arg = args[i++];
    if (verb === "d") return String(typeof arg === "number" ? BigInt(Math.trunc(arg)) : arg);
    if (verb === "f") {
      const digits = /\.(\d+)/.exec(flags)?.[1];
      const n = Number(arg);
      return digits === undefined ? fixed(n, 6) : fixed(n, Number(digits));
    }
    if (verb === "q") return JSON.stringify(arg);
    return String(arg);
  });
}

/** Go's %f: every digit of the integral part (JavaScript's toFixed switches to exponents past 1e21). */
function fixed(n: number, digits: number): string {
  if (Math.abs(n) < 1e21) return n.toFixed(digits);
  const whole = BigInt(n).toString();
  return digits === 0 ? whole : `${whole}.${"0".repeat(digits)}`;
}

export class GoTable {
  /** A test function's own variables (`forbiddenReason := …`), set by the scorer. */
  readonly locals = new Map<string, unknown>();

  constructor(private readonly schemas: ReadonlyMap<string, Schema>) {}

  /** `type`: the element type a composite literal without one takes (Go elides it in slices and maps). */
  eval(x: Expr, type?: TypeExpr): unknown {
    switch (x.k) {
      case "string": return x.v;
      case "int": return x.v.includes(".") || /e/i.test(x.v) ? Number(x.v) : Number(x.v.replaceAll("_", ""));
      case "ident": return this.ident(x.name);
      case "sel": return this.selector(x);
      case "addr": return this.eval(x.x);
      case "deref": return this.eval(x.x);
      case "call": return this.call(x);
      case "composite": return this.composite(x.type ?? type, x.elems);
      case "convert": return this.eval(x.x);
      default: throw new Unsupported(`Go expression ${x.k}`);
    }
  }

  private ident(name: string): unknown {
    if (name === "true") return true;
    if (name === "false") return false;
    if (name === "nil") return null;
    const schema = this.schemas.get(name);
    if (schema !== undefined) return schema;
    if (this.locals.has(name)) return this.locals.get(name);
    throw new Unsupported(`identifier ${name}`);
  }

  private selector(x: Extract<Expr, { k: "sel" }>): unknown {
    if (x.x.k === "ident") {
      const qualified = `${x.x.name}.${x.name}`;
      if (CONSTANTS.has(qualified)) return CONSTANTS.get(qualified);
      if (x.x.name === "apiextensions" && REASONS.has(x.name)) return x.name;
      if (x.x.name === "field" && ERROR_TYPES.has(x.name)) return ERROR_TYPES.get(x.name);
      if (qualified === "celconfig.RuntimeCELCostBudget") return 10000000;
      if (qualified === "celconfig.PerCallLimit") return 1000000;
    }
    throw new Unsupported(`selector ${x.name}`);
  }

  private call(x: Extract<Expr, { k: "call" }>): unknown {
    const name = x.fn.k === "ident" ? x.fn.name : x.fn.k === "sel" && x.fn.x.k === "ident" ? `${x.fn.x.name}.${x.fn.name}` : x.fn.k === "index" && x.fn.x.k === "sel" && x.fn.x.x.k === "ident" ? `${x.fn.x.x.name}.${x.fn.x.name}` : undefined;
    const args = (): unknown[] => x.args.map((a) => this.eval(a));
    switch (name) {
      case "int64": case "int32": case "int": case "float64": case "float32": case "string": case "bool": case "uint64":
        return args()[0];
      case "ptr.To": case "pointer.Int64": case "pointer.String": case "pointer.Bool": case "utilpointer.Int64": case "ptr.Deref":
        return args()[0];
      case "fmt.Sprintf": { const [format, ...rest] = args(); return sprintf(format as string, rest); }
      case "strings.Repeat": { const [s, n] = args(); return (s as string).repeat(n as number); }
      case "genString": { const [n, c] = args(); return String.fromCodePoint(c as number).repeat(n as number); }
      case "ValsEqualThemselvesAndDataLiteral": { const [a, b, lit] = args() as string[]; return `${a} == ${lit} && ${lit} == ${a} && ${a} == ${b}`; }
      case "objs": return Object.fromEntries(args().map((v, i) => [`val${i + 1}`, v]));
      case "schemas": return { type: "object", properties: Object.fromEntries(args().map((v, i) => [`val${i + 1}`, v])) };
      case "primitiveType": { const [t, f] = args() as string[]; return primitive(t!, f!); }
      case "objectType": case "objectTypePtr": return { type: "object", properties: args()[0] };
      case "mapType": case "mapTypePtr": return { type: "object", additionalProperties: args()[0] };
      case "listType": case "listTypePtr": return { type: "array", "x-kubernetes-list-type": "atomic", items: args()[0] };
      case "listSetType": return { type: "array", "x-kubernetes-list-type": "set", items: args()[0] };
      case "listMapType": case "listMapTypePtr": { const [keys, items] = args(); return { type: "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": keys, items }; }
      case "arrayType": {
        const [listType, keys, items] = args();
        return { type: "array", "x-kubernetes-list-type": listType, ...(listType === "map" && Array.isArray(keys) && keys.length > 0 ? { "x-kubernetes-list-map-keys": keys } : {}), items };
      }
      case "intOrStringType": return { "x-kubernetes-int-or-string": true };
      case "withRule": case "withRulePtr": case "cloneWithRule": { const [s, rule] = args(); return withRules(s, [{ rule: rule as string }]); }
      case "withRuleMessageAndMessageExpression": { const [s, rule, message, messageExpression] = args() as [Schema, string, string, string]; return withRules(s, [{ rule, message, messageExpression }]); }
      case "withRuleAndMessageExpression": { const [s, rule, messageExpression] = args() as [Schema, string, string]; return withRules(s, [{ rule, messageExpression }]); }
      case "withReasonAndFldPath": {
        const [s, rule, fieldPath, reason] = args() as [Schema, string, string, string | null];
        return withRules(s, [{ rule, ...(fieldPath === "" ? {} : { fieldPath }), ...(reason === null ? {} : { reason }) }]);
      }
      case "withMaxLength": { const [s, n] = args(); return { ...(s as Schema), maxLength: n }; }
      case "withMaxItems": { const [s, n] = args(); return { ...(s as Schema), maxItems: n }; }
      case "withMaxProperties": { const [s, n] = args(); return { ...(s as Schema), maxProperties: n }; }
      case "withDefault": { const [d, s] = args(); return { ...(s as Schema), default: d }; }
      case "withNullable": case "withNullablePtr": { const [n, s] = args(); return { ...(s as Schema), nullable: n }; }
      case "nilInterfaceOfStringSlice": return null;
      case "mustSchema": case "mustUnstructured": return YAML.parse(fixTabs(args()[0] as string)) as unknown;
      default: throw new Unsupported(`call ${name ?? x.fn.k}`);
    }
  }

  private composite(type: TypeExpr | undefined, elems: readonly { readonly key?: Expr; readonly value: Expr }[]): unknown {
    if (type === undefined) throw new Unsupported("composite literal without a type");
    if (type.k === "slice" || type.k === "array") return elems.map((e) => this.eval(e.value, type.elem));
    if (type.k === "map") return Object.fromEntries(elems.map((e) => [String(this.eval(e.key!)), this.eval(e.value, type.value)]));
    if (type.k === "name" && type.name === "ErrorList") return elems.map((e) => this.eval(e.value, { k: "name", pkg: "field", name: "Error" }));
    if (type.k === "name" && type.name === "ValidationRules") return elems.map((e) => this.eval(e.value, { k: "name", pkg: "apiextensions", name: "ValidationRule" }));
    if (type.k === "ptr") return this.composite(type.elem, elems);
    if (type.k === "name") return this.struct(type.name, elems);
    throw new Unsupported(`composite ${type.k}`);
  }

  /** schema.Structural and its parts, as the JSON of the CRD schema they stand for. */
  private struct(name: string, elems: readonly { readonly key?: Expr; readonly value: Expr }[]): Schema {
    const out: Schema = {};
    for (const elem of elems) {
      if (elem.key?.k !== "ident") throw new Unsupported(`${name} literal without field names`);
      const field = elem.key.name;
      const value = this.fieldValue(name, field, elem.value);
      const nested = ["Generic", "Extensions", "ValueValidation", "ValidationExtensions"];
      if (nested.includes(field)) Object.assign(out, value as Schema);
      else if (name === "StructuralOrBool" && field === "Structural") return value as Schema;
      else if (name === "StructuralOrBool" && field === "Bool") continue;
      else if (name === "JSON" && field === "Object") return { default: value };
      else out[JSON_NAMES[field] ?? lowerFirst(field)] = field === "Default" ? (value as Schema)["default"] : field === "XValidations" ? (value as Schema[]).map(rule) : value;
    }
    if (name === "ValidationRule") return rule(out) as unknown as Schema;
    if (name === "Error") return { type: out["type"], field: out["field"] };
    return out;
  }

  /** A field's value, with the type its elided composite literals take. */
  private fieldValue(name: string, field: string, x: Expr): unknown {
    const structural: TypeExpr = { k: "name", pkg: "schema", name: "Structural" };
    if (name === "Structural" && field === "Properties") return this.eval(x, { k: "map", key: { k: "name", pkg: undefined, name: "string" }, value: structural });
    if (name === "Structural" && (field === "Items")) return this.eval(x, { k: "ptr", elem: structural });
    return this.eval(x);
  }
}

const JSON_NAMES: Readonly<Record<string, string>> = {
  XPreserveUnknownFields: "x-kubernetes-preserve-unknown-fields", XEmbeddedResource: "x-kubernetes-embedded-resource",
  XIntOrString: "x-kubernetes-int-or-string", XListMapKeys: "x-kubernetes-list-map-keys", XListType: "x-kubernetes-list-type",
  XMapType: "x-kubernetes-map-type", XValidations: "x-kubernetes-validations",
};

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function rule(fields: Schema): ValidationRuleSchema {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== null && value !== "") out[key] = value;
  return out as unknown as ValidationRuleSchema;
}

export type { SchemaTable };

/** The test file's FixTabsOrDie: the first line's leading tabs removed from every line, other tabs two spaces. */
function fixTabs(text: string): string {
  let lines = text.split("\n");
  if (lines[0] === "" && lines.length > 1) lines = lines.slice(1);
  const prefix = /^\t*/.exec(lines[0]!)![0];
  return lines.map((line) => (line.startsWith(prefix) ? line.slice(prefix.length) : line.trim() === "" ? "" : line)).join("\n").replaceAll("\t", "  ");
}
