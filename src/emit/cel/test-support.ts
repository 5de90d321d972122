// Evaluates our CEL rules with @bufbuild/cel (a dev dependency: tests and scripts only, never
// shipped) as an API server evaluates x-kubernetes-validations. The engine has no optional
// types, so `oldSelf` of an `optionalOldSelf` rule is bound as a list of zero or one value with
// the two optional methods our rules use, `hasValue()` and `value()`.

import { celEnv, celMethod, CelScalar, listType, parse, plan, type CelInput, type CelList } from "@bufbuild/cel";
import type { CelRule } from "./k8s-union-rules.js";

const optional = listType(CelScalar.DYN);
const env = celEnv({
  funcs: [
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

/** true when the rule accepts `self` (with `old`, the value before an update, if any); else why not. */
export function evaluateRule(rule: CelRule, self: unknown, old?: unknown): true | string {
  let result: unknown;
  try {
    result = plan(env, parse(rule.rule))({ self: toCel(self) as CelInput, oldSelf: (old === undefined ? [] : [toCel(old)]) as CelInput });
  } catch (error) {
    result = error;
  }
  return result === true ? true : result === false ? rule.message : `${rule.message} (evaluation: ${String(result)})`;
}
