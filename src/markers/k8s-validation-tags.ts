// validation-gen's value tags (declarative validation), read through gengo's codetags grammar
// (codetags.ts) and unwrapped from the wrappers that change when they apply:
//
//   +k8s:required  +k8s:optional  +k8s:forbidden                     (presence; short-circuit)
//   +k8s:minimum=N  +k8s:maximum=N                                  (integers)
//   +k8s:minItems=N  +k8s:maxItems=N                                (lists)
//   +k8s:minLength=N  +k8s:maxLength=N  +k8s:maxBytes=N             (strings)
//   +k8s:format=k8s-short-name                                     (named string formats)
//   +k8s:validateFalse="why"  +k8s:validateTrue="why"               (validation-gen's test validators)
//   +k8s:immutable                                                  (no change on update)
//   +k8s:enum                                                       (on a string type: its constants are its values)
//   +k8s:listType=set|map  +k8s:unique=set|map  +k8s:listMapKey=k  (duplicate items; old items by key)
//   +k8s:customUnique                                              (uniqueness is checked by hand-written code)
//   +k8s:eachVal=…  +k8s:eachKey=…                                 (the tag applies to each item or map value, or map key)
//   +k8s:alpha(since: "1.36")=…  +k8s:beta=…                       (errors marked with the level)
//   +k8s:ifEnabled(Opt)=…  +k8s:ifDisabled(Opt)=…                  (only with / without the option)
//   +k8s:subfield(name)=…  +k8s:item(key: "v", …)=…                (the chained tag applies to a field / a list-map item: k8s-item-tags.ts)
//   +k8s:opaqueType                                                (the value's type validations do not run)
//   +k8s:update=…  +k8s:neq=…  +k8s:monotonic  +k8s:minProperties=N … (k8s-update-tags.ts)
//
// Tags of other families (unions, enum, …) are not this module's business: a line whose
// payload is not one of the tags above is left alone (and so is a subfield/item chain that
// ends in one).

import type { Marker } from "./comment-tags.js";
import { parseCodeTag, positionalArg, type CodeTag } from "./codetags.js";
import type { ValidationRuleTable } from "../runtime/tables.js";
import { chainedTag } from "./k8s-item-tags.js";
import { updateFamilyTag, type UpdateFamilyTagName } from "./k8s-update-tags.js";

export type ValidationTagName =
  | "required" | "optional" | "forbidden"
  | "minimum" | "maximum" | "minItems" | "maxItems" | "minLength" | "maxLength" | "maxBytes"
  | "validateFalse" | "validateTrue" | "format"
  | "immutable" | "listType" | "unique" | "listMapKey" | "customUnique"
  | "subfield" | "item" | "opaqueType" | "enum"
  | UpdateFamilyTagName;

/** One value tag with what its wrappers said: what the runtime tables carry. */
export type ValidationTag = ValidationRuleTable & { readonly name: ValidationTagName };

const INTEGER_TAGS = new Set<string>(["minimum", "maximum", "minItems", "maxItems", "minLength", "maxLength", "maxBytes"]);
// `enum` is read here for its wrappers; its values are the type's constants (src/analysis/k8s-enum.ts).
const FLAG_TAGS = new Set<string>(["required", "optional", "forbidden", "immutable", "customUnique", "opaqueType", "enum"]);
const TEXT_TAGS = new Set<string>(["validateFalse", "validateTrue", "format", "listType", "unique", "listMapKey"]);

/** The value tags of one field's or type's markers, in comment order. */
export function k8sValidationTags(markers: readonly Marker[]): ValidationTag[] {
  const tags: ValidationTag[] = [];
  for (const marker of markers) {
    if (!marker.text.startsWith("k8s:")) continue;
    const parsed = parseCodeTag(marker.text);
    if (!parsed.ok) continue; // the codetags check reports syntax errors
    const tag = unwrapValidationTag(parsed.tag);
    if (tag !== undefined) tags.push(tag);
  }
  return tags;
}

/** One tag chain without its wrappers (`alpha`, `beta`, `ifEnabled`, `eachVal`…), or undefined when it is no value tag. */
export function unwrapValidationTag(first: CodeTag, outer?: "alpha" | "beta"): ValidationTag | undefined {
  let stability: "alpha" | "beta" | undefined = outer;
  let each: "val" | "key" | undefined;
  const conditions: { option: string; enabled: boolean }[] = [];
  for (let tag: CodeTag | undefined = first; tag !== undefined; tag = tag.valueTag) {
    const name = tag.name.slice("k8s:".length);
    if (name === "alpha" || name === "beta") stability = name;
    else if (name === "eachVal" || name === "eachKey") {
      if (each !== undefined) return undefined; // each of each: not this module's (nested lists)
      each = name === "eachVal" ? "val" : "key";
    }
    else if (name === "ifEnabled" || name === "ifDisabled") {
      const option = positionalArg(tag);
      if (option === undefined) return undefined;
      conditions.push({ option: option.value, enabled: name === "ifEnabled" });
    } else {
      const read = terminal(tag, name, stability, conditions);
      return read === undefined || each === undefined ? read : { ...read, each };
    }
  }
  return undefined;
}

function terminal(tag: CodeTag, name: string, stability: "alpha" | "beta" | undefined, conditions: readonly { option: string; enabled: boolean }[]): ValidationTag | undefined {
  const extra = { ...(stability !== undefined ? { stability } : {}), ...(conditions.length > 0 ? { conditions } : {}) };
  if (name === "subfield" || name === "item") return chainedTag(tag, name, stability, extra);
  if (FLAG_TAGS.has(name)) return { name: name as ValidationTagName, ...extra };
  if (INTEGER_TAGS.has(name)) {
    if (tag.value?.type !== "int") return undefined;
    return { name: name as ValidationTagName, value: Number(BigInt(tag.value.text.replace(/^\+/, ""))), ...extra };
  }
  if (TEXT_TAGS.has(name)) return { name: name as ValidationTagName, value: tag.value?.text ?? "", ...extra };
  const other = updateFamilyTag(tag, name);
  return other === undefined ? undefined : { ...other, ...extra };
}
