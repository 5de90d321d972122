// cel-go's optional types (cel.OptionalTypes(), on in the API server's environment since
// Kubernetes 1.28), which @bufbuild/cel lacks. An optional value is a list of zero or one
// element that this module made (a WeakSet knows them, so a plain list never passes for one);
// the syntax (`a.?f`, `a[?k]`, `[?e]`, `{?k: v}`) reaches these functions through
// plan-expr.ts.

import { celError, celFunc, celList, celMap, celMethod, CelScalar, isCelList, isCelMap, type CelFunc, type CelList, type CelValue } from "@bufbuild/cel";
import { noSuchOverload, zeroValue } from "./values.js";

const OPTIONALS = new WeakSet<object>();

export function optionalOf(value: CelValue): CelList {
  const list = celList([value]);
  OPTIONALS.add(list);
  return list;
}

export function optionalNone(): CelList {
  const list = celList([]);
  OPTIONALS.add(list);
  return list;
}

export function isOptional(value: unknown): value is CelList {
  return typeof value === "object" && value !== null && OPTIONALS.has(value);
}

function optional(value: unknown, fn: string): CelList {
  if (!isOptional(value)) throw noSuchOverload(fn);
  return value;
}

/** `a.?f` / `a[?k]`: the element if present, else none; an optional operand chains. */
function optionalAccess(operand: CelValue, key: CelValue, fn: string): CelValue {
  let target: CelValue = operand;
  if (isOptional(operand)) {
    if (operand.size === 0) return operand;
    target = operand.get(0) as CelValue;
  }
  if (isCelMap(target)) {
    const found = target.get(key as string);
    return found === undefined ? optionalNone() : optionalOf(found);
  }
  if (isCelList(target) && typeof key === "bigint") {
    return key >= 0n && key < BigInt(target.size) ? optionalOf(target.get(Number(key)) as CelValue) : optionalNone();
  }
  throw noSuchOverload(fn);
}

export const optionalFunctions: readonly CelFunc[] = [
  celFunc("optional.of", [CelScalar.DYN], CelScalar.DYN, (value) => optionalOf(value)),
  celFunc("optional.none", [], CelScalar.DYN, () => optionalNone()),
  celFunc("optional.ofNonZeroValue", [CelScalar.DYN], CelScalar.DYN, (value) => (zeroValue(value) ? optionalNone() : optionalOf(value))),
  celMethod("hasValue", CelScalar.DYN, [], CelScalar.BOOL, function () { return optional(this, "hasValue").size > 0; }),
  celMethod("value", CelScalar.DYN, [], CelScalar.DYN, function () {
    const o = optional(this, "value");
    if (o.size === 0) throw celError("optional.none() dereference");
    return o.get(0) as CelValue;
  }),
  celMethod("orValue", CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (other) {
    const o = optional(this, "orValue");
    return o.size > 0 ? (o.get(0) as CelValue) : other;
  }),
  celMethod("or", CelScalar.DYN, [CelScalar.DYN], CelScalar.DYN, function (other) {
    const o = optional(this, "or");
    if (o.size > 0) return o;
    optional(other, "or");
    return other;
  }),
  celFunc("@optSelect", [CelScalar.DYN, CelScalar.DYN], CelScalar.DYN, (operand, field) => optionalAccess(operand, field, "_?._")),
  celFunc("@optIndex", [CelScalar.DYN, CelScalar.DYN], CelScalar.DYN, (operand, key) => optionalAccess(operand, key, "_[?_]")),
  celFunc("@optList", [CelScalar.DYN, CelScalar.DYN], CelScalar.DYN, (elements, flags) => {
    const items = [...(elements as CelList)];
    const optionals = [...(flags as CelList)];
    const out: CelValue[] = [];
    items.forEach((item, i) => {
      if (optionals[i] !== true) out.push(item);
      else if (optional(item, "[?_]").size > 0) out.push(optional(item, "[?_]").get(0) as CelValue);
    });
    return celList(out);
  }),
  celFunc("@optMap", [CelScalar.DYN], CelScalar.DYN, (triples) => {
    const out = new Map<string | bigint | boolean, CelValue>();
    for (const triple of triples as CelList) {
      const [key, value, isOptionalEntry] = [...(triple as CelList)];
      if (out.has(key as string)) throw celError(`Failed with repeated key: ${String(key)}`);
      if (isOptionalEntry !== true) out.set(key as string, value as CelValue);
      else if (optional(value, "{?_}").size > 0) out.set(key as string, optional(value, "{?_}").get(0) as CelValue);
    }
    return celMap(out);
  }),
];
