// apiextensions-apiserver's ratcheting tests (pkg/apiserver/validation/ratcheting_test.go):
// each `assert|require.True|False(t, validator.ValidateUpdate(NEW, OLD, …).IsValid())` with the
// validator's schema (a package-level kube-openapi spec.Schema), run through our schema walk
// with the old value (ratcheting), as given. Judged as the test does: valid or not.

import { Evaluator, type GoValue } from "../upstream-unions/go-eval.js";
import { GoParser } from "../upstream-unions/go-syntax.js";
import { foldArithmetic, NEGATIVE, plainValue, schemaOf, walkErrors, type Verdict } from "./apiextensions.js";

const natives = (receiver: GoValue | undefined, name: string, args: GoValue[]): GoValue | undefined => {
  if (receiver === undefined && name === "ptr.To") return { k: "ptr", to: args[0] ?? null };
  if (receiver === undefined && name === "neg") return -Number(args[0]);
  if (receiver === undefined && name === "num") return Number(args[0]);
  return undefined;
};

/** The Go text of a call's parenthesised arguments, from just after its `(`. */
function argumentsText(text: string, open: number): string {
  let depth = 1;
  let i = open;
  for (; i < text.length && depth > 0; i++) {
    if (text[i] === "(" || text[i] === "{" || text[i] === "[") depth++;
    else if (text[i] === ")" || text[i] === "}" || text[i] === "]") depth--;
    else if (text[i] === '"' || text[i] === "`") i = text.indexOf(text[i]!, i + 1);
  }
  return text.slice(open, i - 1);
}

export function runRatchetingTests(original: string): Verdict[] {
  const text = foldArithmetic(original).replace(/ptr\.To\[[A-Za-z0-9]+\]\(/g, "ptr.To(").replace(/interface\{\}/g, "any").replace(NEGATIVE, "neg($1)");
  const ev = new Evaluator({ types: new Map(), consts: new Map() }, natives);
  for (const m of text.matchAll(/^var (\w+) \*spec\.Schema = (&spec\.Schema\{[\s\S]*?\n\})$/gm)) ev.env.set(m[1]!, ev.eval(GoParser.of(m[2]!).expr()));
  const verdicts: Verdict[] = [];
  for (const fn of text.matchAll(/^func (Test\w+)\(t \*testing\.T\) \{([\s\S]*?)\n\}/gm)) {
    const schemaVar = /NewRatchetingSchemaValidator\((\w+),/.exec(fn[2]!)?.[1];
    if (schemaVar === undefined) continue;
    const body = fn[2]!;
    let n = 0;
    for (const call of body.matchAll(/(?:assert|require)\.(True|False)\(t, validator\.ValidateUpdate\(/g)) {
      const name = `${fn[1]} #${n++}`;
      try {
        const args = argumentsText(body, call.index! + call[0].length);
        const list = ev.eval(GoParser.of(`[]any{${args.replace(/,\s*validation\.WithRatcheting\(nil\)\s*$/, "")}}`).expr());
        if (list === null || typeof list !== "object" || list.k !== "slice") throw new Error("arguments");
        const schema = schemaOf(ev.env.get(schemaVar) ?? null);
        const valid = walkErrors(schema, plainValue(list.items[0]!), plainValue(list.items[1]!)).length === 0;
        verdicts.push(valid === (call[1] === "True") ? { name, outcome: "pass" } : { name, outcome: "fail", detail: `want ${call[1] === "True" ? "valid" : "invalid"}` });
      } catch (error) {
        verdicts.push({ name, outcome: "unreadable", detail: (error as Error).message });
      }
    }
  }
  return verdicts;
}
