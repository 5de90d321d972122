// kube-openapi's validate Go tests that are tables of {schema, value, expectSuccess}
// (schema_test.go's TestNumericFormatEnforcement), run as the test runs them: the schema
// validator on the value, success ⇔ no error. The schema goes through apiextensions' format
// stripping first (a CRD cannot keep `int32` on a number): what the API server would check.
// A schema with a list of types is out of scope (a CRD schema has one type).

import { Evaluator, type GoValue } from "../upstream-unions/go-eval.js";
import { GoParser } from "../upstream-unions/go-syntax.js";
import { foldArithmetic, NEGATIVE, plainValue, schemaOf, walkErrors, type Verdict } from "./apiextensions.js";

const natives = (receiver: GoValue | undefined, name: string, args: GoValue[]): GoValue | undefined => {
  if (receiver !== undefined) return undefined;
  if (name === "ptr.To") return { k: "ptr", to: args[0] ?? null };
  if (name === "neg") return -Number(args[0]);
  if (name === "num") return Number(args[0]);
  return undefined;
};

function fieldsOf(v: GoValue): Map<string, GoValue> {
  const target = v !== null && typeof v === "object" && v.k === "ptr" ? v.to : v;
  if (target === null || typeof target !== "object" || (target.k !== "record" && target.k !== "struct")) throw new Error("not a struct");
  return target.fields;
}

/** The spec.Schema's type list (Type: []string{…}). */
function typeList(schema: GoValue): unknown[] {
  const props = fieldsOf(fieldsOf(schema).get("SchemaProps") ?? null);
  const type = props.get("Type");
  return type !== null && type !== undefined && typeof type === "object" && type.k === "slice" ? type.items : [];
}

export function runSchemaTables(file: string, original: string): Verdict[] {
  const text = foldArithmetic(original)
    .replace(/\bmath\.MaxFloat64\b/g, 'num("1.7976931348623157e308")')
    .replace(/interface\{\}/g, "any")
    .replace(NEGATIVE, "neg($1)");
  const verdicts: Verdict[] = [];
  for (const fn of text.matchAll(/^func (Test\w+)\(t \*testing\.T\) \{\n\ttests := (\[\]struct \{[\s\S]*?\n\t\})\n/gm)) {
    if (!/expectSuccess bool/.test(fn[2]!) || !/schema +\*spec\.Schema/.test(fn[2]!)) continue;
    const ev = new Evaluator({ types: new Map(), consts: new Map() }, natives);
    let tests: GoValue;
    try {
      tests = ev.eval(GoParser.of(fn[2]!).expr());
    } catch (error) {
      verdicts.push({ name: `${file} ${fn[1]}`, outcome: "unreadable", detail: (error as Error).message });
      continue;
    }
    for (const tc of tests !== null && typeof tests === "object" && tests.k === "slice" ? tests.items : []) {
      const fields = fieldsOf(tc);
      const name = `${file} ${fn[1]} ${String(fields.get("name"))}`;
      const schemaValue = fields.get("schema") ?? null;
      if (typeList(schemaValue).length > 1) {
        verdicts.push({ name, outcome: "out-of-scope", detail: "a list of types (a CRD schema has one type)" });
        continue;
      }
      const errors = walkErrors(schemaOf(schemaValue), plainValue(fields.get("value") ?? null));
      const want = fields.get("expectSuccess") === true;
      verdicts.push(errors.length === 0 === want ? { name, outcome: "pass" } : { name, outcome: "fail", detail: `want ${want ? "success" : "an error"}, got ${JSON.stringify(errors)}` });
    }
  }
  return verdicts;
}
