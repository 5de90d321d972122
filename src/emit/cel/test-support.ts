// Evaluates our CEL rules with @bufbuild/cel (a dev dependency: tests and scripts only, never
// shipped) as an API server evaluates x-kubernetes-validations. The engine has no optional
// types, so `oldSelf` of an `optionalOldSelf` rule is bound as a list of zero or one value with
// the two optional methods our rules use, `hasValue()` and `value()`. Kubernetes' CEL has the
// strings extension (`replace`, used in messageExpression), so this environment has it too.

import { celEnv, celMethod, CelScalar, listType, parse, plan, type CelInput, type CelList } from "@bufbuild/cel";
import { strings } from "@bufbuild/cel/ext";
import type { CelRule } from "./k8s-union-rules.js";

const optional = listType(CelScalar.DYN);
const env = celEnv({
  funcs: [
    ...strings,
    celMethod("hasValue", optional, [], CelScalar.BOOL, function (this: CelList) { return this.size > 0; }),
    celMethod("value", optional, [], CelScalar.DYN, function (this: CelList) { return this.get(0) as CelInput; }),
  ],
});

/** JSON as CEL sees a Kubernetes object: objects are maps, integral numbers ints. */
export function toCel(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toCel);
  if (value !== null && typeof value === "object") return new Map(Object.entries(value).map(([k, v]) => [k, toCel(v)]));
  return typeof value === "number" && Number.isInteger(value) ? BigInt(value) : value;
}

/** true when the rule accepts `self` (with `old`, the value before an update, if any); else why not, as the API server says it. */
export function evaluateRule(rule: CelRule, self: unknown, old?: unknown): true | string {
  const bindings = { self: toCel(self) as CelInput, oldSelf: (old === undefined ? [] : [toCel(old)]) as CelInput };
  const result = evaluate(rule.rule, bindings);
  if (result === true) return true;
  if (result !== false) return `${rule.message} (evaluation: ${String(result)})`;
  if (rule.messageExpression === undefined) return rule.message;
  const message = evaluate(rule.messageExpression, bindings);
  return typeof message === "string" ? message : rule.message;
}

const plans = new Map<string, ReturnType<typeof plan>>();

function evaluate(expression: string, bindings: Record<string, CelInput>): unknown {
  try {
    let planned = plans.get(expression);
    if (planned === undefined) plans.set(expression, planned = plan(env, parse(expression)));
    return planned(bindings);
  } catch (error) {
    return error;
  }
}
