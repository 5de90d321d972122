// Go composite literals of apiextensions' schema.Structural, read as text and evaluated to
// our JSON schema nodes: the test's schema generators (`func genX(a, b string) func(max
// *int64) *schema.Structural { return &schema.Structural{…} }`) become functions of their
// arguments and bound.

import type { SchemaNode } from "../../src/cel-cost/schema-decl.js";
import { goString } from "./go-literals.js";

/** A parsed literal: a composite `T{…}` (keyed and positional elements), an identifier, a string, a call. */
type Lit =
  | { readonly kind: "composite"; readonly type: string; readonly keyed: ReadonlyMap<string, Lit>; readonly items: readonly Lit[] }
  | { readonly kind: "ident"; readonly name: string }
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "call"; readonly fn: string; readonly args: readonly Lit[] };

export type Value = string | boolean | bigint | undefined | SchemaNode | readonly string[] | { readonly rule: string };
export type Env = ReadonlyMap<string, Value>;

class Reader {
  private i = 0;
  constructor(private readonly text: string) {}

  private skip(): void {
    while (this.i < this.text.length) {
      if (/\s/.test(this.text[this.i]!)) this.i++;
      else if (this.text.startsWith("//", this.i)) this.i = this.text.indexOf("\n", this.i) === -1 ? this.text.length : this.text.indexOf("\n", this.i);
      else break;
    }
  }

  private eat(s: string): boolean {
    this.skip();
    if (!this.text.startsWith(s, this.i)) return false;
    this.i += s.length;
    return true;
  }

  literal(): Lit {
    this.skip();
    const c = this.text[this.i]!;
    if (c === '"' || c === "`") {
      const end = c === "`" ? this.text.indexOf("`", this.i + 1) : this.closingQuote();
      const raw = this.text.slice(this.i, end + 1);
      this.i = end + 1;
      return { kind: "string", value: goString(raw) };
    }
    this.eat("&");
    if (this.text[this.i] === "{") return this.composite("");
    const name = /^[\w.[\]*]+/.exec(this.text.slice(this.i))![0];
    this.i += name.length;
    this.skip();
    if (this.text[this.i] === "{") return this.composite(name);
    if (this.text[this.i] === "(") {
      this.i++;
      const args: Lit[] = [];
      while (!this.eat(")")) {
        args.push(this.literal());
        this.eat(",");
      }
      return { kind: "call", fn: name, args };
    }
    return { kind: "ident", name };
  }

  private closingQuote(): number {
    for (let j = this.i + 1; j < this.text.length; j++) {
      if (this.text[j] === "\\") j++;
      else if (this.text[j] === '"') return j;
    }
    return this.text.length - 1;
  }

  private composite(type: string): Lit {
    this.eat("{");
    const keyed = new Map<string, Lit>();
    const items: Lit[] = [];
    while (!this.eat("}")) {
      const element = this.literal();
      if (this.eat(":")) {
        const key = element.kind === "ident" ? element.name : element.kind === "string" ? element.value : "";
        keyed.set(key, this.literal());
      } else items.push(element);
      this.eat(",");
    }
    return { kind: "composite", type, keyed, items };
  }
}

export function parseLiteral(text: string): Lit {
  return new Reader(text).literal();
}

/** A literal evaluated with the generator's variables bound. */
export function evaluate(lit: Lit | undefined, env: Env, generators: Generators): Value {
  if (lit === undefined) return undefined;
  switch (lit.kind) {
    case "string":
      return lit.value;
    case "ident":
      if (lit.name === "true" || lit.name === "false") return lit.name === "true";
      if (lit.name === "nil") return undefined;
      return env.get(lit.name);
    case "call": {
      const generator = generators.get(lit.fn);
      if (generator === undefined) throw new Error(`unknown function ${lit.fn}`);
      return generator(lit.args.map((a) => evaluate(a, env, generators)))(undefined);
    }
    case "composite":
      return composite(lit, env, generators);
  }
}

function composite(lit: Extract<Lit, { kind: "composite" }>, env: Env, generators: Generators): Value {
  const get = (key: string): Value => evaluate(lit.keyed.get(key), env, generators);
  if (lit.type === "[]string") return lit.items.map((i) => evaluate(i, env, generators) as string);
  if (lit.type.startsWith("map[string]")) {
    return Object.fromEntries([...lit.keyed].map(([k, v]) => [k, evaluate(v, env, generators)])) as SchemaNode;
  }
  if (lit.type === "apiextensions.ValidationRules") return lit.items.map((i) => evaluate(i, env, generators)) as unknown as Value;
  if (lit.type === "" && lit.keyed.has("Rule")) return { rule: get("Rule") as string };
  if (lit.type === "schema.StructuralOrBool") return get("Structural");
  // a Structural: its parts nest (Generic, ValueValidation, Extensions, ValidationExtensions)
  const parts = ["Generic", "ValueValidation", "Extensions", "ValidationExtensions"].map((k) => lit.keyed.get(k)).filter((p): p is Extract<Lit, { kind: "composite" }> => p?.kind === "composite");
  const field = (key: string): Value => {
    for (const p of [lit, ...parts]) if (p.keyed.has(key)) return evaluate(p.keyed.get(key), env, generators);
    return undefined;
  };
  const num = (key: string): number | undefined => {
    const v = field(key);
    return typeof v === "bigint" ? Number(v) : undefined;
  };
  const node: Record<string, unknown> = {};
  const type = field("Type");
  if (typeof type === "string" && type !== "") node.type = type;
  const format = field("Format");
  if (typeof format === "string" && format !== "") node.format = format;
  for (const [go, json] of [["MaxItems", "maxItems"], ["MaxLength", "maxLength"], ["MaxProperties", "maxProperties"]] as const) {
    const n = num(go);
    if (n !== undefined) node[json] = n;
  }
  const required = field("Required");
  if (Array.isArray(required)) node.required = required;
  const enums = field("Enum");
  if (Array.isArray(enums)) node.enum = enums;
  if (field("XIntOrString") === true) node["x-kubernetes-int-or-string"] = true;
  const items = field("Items");
  if (items !== undefined) node.items = items;
  const properties = field("Properties");
  if (properties !== undefined) node.properties = properties;
  const additional = field("AdditionalProperties");
  if (additional !== undefined) node.additionalProperties = additional;
  const rules = field("XValidations");
  if (Array.isArray(rules)) node["x-kubernetes-validations"] = rules;
  return node as SchemaNode;
}

export type Generator = (args: readonly Value[]) => (bound: bigint | undefined) => SchemaNode;
export type Generators = Map<string, Generator>;

/**
 * The test file's schema generators: `func genX(p1, p2 T) func(max *int64) *schema.Structural {`
 * … `return &schema.Structural{…}` and the argument-free `func genY() *schema.Structural`.
 * A generator's locals from parseRuleType (passedType, passedFormat, xIntString) and enums
 * are computed as that helper does.
 */
export function readGenerators(source: string): Generators {
  const generators: Generators = new Map();
  for (const m of source.matchAll(/^func (\w+)\(([^)]*)\) (func\((\w+) \*int64\) )?\*schema\.Structural \{$/gm)) {
    const [, name, params, , boundName] = m as unknown as [string, string, string, string | undefined, string | undefined];
    const body = source.slice(m.index! + m[0].length);
    const ret = body.indexOf("return &schema.Structural{");
    const literal = parseLiteral(body.slice(ret + "return ".length));
    const paramNames = params.split(",").map((p) => p.trim().split(/\s+/)[0]!).filter((p) => p !== "");
    generators.set(name, (args) => (bound) => {
      const env = new Map<string, Value>(paramNames.map((p, i) => [p.replace(/\.\.\.$/, ""), args[i]]));
      const variadic = params.includes("...") ? args.slice(paramNames.length - 1) : undefined;
      if (variadic !== undefined) env.set("enums", variadic as string[]);
      const ruleType = (env.get("arrayType") ?? env.get("mapType")) as string | undefined;
      if (ruleType !== undefined) {
        const formatted = ruleType === "duration" || ruleType === "date" || ruleType === "date-time";
        env.set("passedType", formatted ? "string" : ruleType === "int-or-string" ? "" : ruleType);
        env.set("passedFormat", formatted ? ruleType : "");
        env.set("xIntString", ruleType === "int-or-string");
      }
      if (boundName !== undefined) env.set(boundName, bound);
      return evaluate(literal, env, generators) as SchemaNode;
    });
  }
  return generators;
}
