// validation-gen's `+k8s:subfield(name)=<tag>` and `+k8s:item(key: value, …)=<tag>`: the
// chained tag validates one field of the struct, or the one item of a list-map whose keys have
// the given values (string, integer or boolean arguments named by the keys' JSON names). The
// chain is read again with the outer level (`+k8s:alpha=+k8s:item(…)=…` marks the inner
// tag's errors alpha, as validation-gen passes its stability level down).

import { dict } from "../json/dict.js";
import { goIntValue } from "../parse/go-int.js";
import { positionalArg, type CodeTag } from "./codetags.js";
import { unwrapValidationTag, type ValidationTag } from "./k8s-validation-tags.js";

type Extra = Pick<ValidationTag, "stability" | "conditions">;

export function chainedTag(tag: CodeTag, name: "subfield" | "item", stability: "alpha" | "beta" | undefined, extra: Extra): ValidationTag | undefined {
  if (tag.valueTag === undefined) return undefined;
  const inner = unwrapValidationTag(tag.valueTag, stability);
  if (inner === undefined) return undefined;
  if (name === "subfield") {
    const field = positionalArg(tag);
    return field === undefined ? undefined : { name, field: field.value, tag: inner, ...extra };
  }
  const item = itemCriteria(tag);
  return item === undefined ? undefined : { name, item, tag: inner, ...extra };
}

/** The key values of `+k8s:item(…)`; undefined when an argument is positional or repeated. */
function itemCriteria(tag: CodeTag): Record<string, string | number | boolean> | undefined {
  if (tag.args.length === 0) return undefined;
  const criteria = dict<string | number | boolean>();
  for (const arg of tag.args) {
    if (arg.name === "" || Object.hasOwn(criteria, arg.name)) return undefined;
    criteria[arg.name] = arg.type === "int" ? goIntValue(arg.value) : arg.type === "bool" ? arg.value === "true" : arg.value;
  }
  return criteria;
}
