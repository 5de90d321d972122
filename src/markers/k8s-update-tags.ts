// validation-gen's tags about transitions and about a value against others, read as the
// terminal tag of a chain (k8s-validation-tags.ts unwraps alpha/beta/ifEnabled/each first):
//
//   +k8s:update=NoSet|NoUnset|NoModify        (what an update may do to a field; repeatable;
//               |NoAddItem|NoRemoveItem      the last two on lists and maps, 1.37)
//   +k8s:neq="x"  +k8s:neq=5  +k8s:neq=true   (a disallowed value: string, integer or bool)
//   +k8s:monotonic                           (an integer never decreases on update; 1.37)
//   +k8s:minProperties=N  +k8s:maxProperties=N (map sizes; 1.37)
//   +k8s:dependentRequired("sibling")  +k8s:dependentForbidden("sibling")
//                                            (this field set ⇒ the sibling set / unset; 1.37)
//
// A tag without the payload validation-gen requires is not read (the package would be
// refused upstream; `check` reports it, see src/check/rules/k8s-update-tags.ts).

import { goIntValue } from "../parse/go-int.js";
import { positionalArg, type CodeTag } from "./codetags.js";

export type UpdateFamilyTagName = "update" | "neq" | "monotonic" | "minProperties" | "maxProperties" | "dependentRequired" | "dependentForbidden";

/** validation-gen's update constraints, in the order its generated call lists them. */
export const UPDATE_CONSTRAINTS = ["NoSet", "NoUnset", "NoModify", "NoAddItem", "NoRemoveItem"] as const;

/** The name and value of one of this module's tags, or undefined (another family's, or malformed). */
export function updateFamilyTag(tag: CodeTag, name: string): { name: UpdateFamilyTagName; value?: number | string | boolean } | undefined {
  switch (name) {
    case "update":
      return tag.value !== undefined && (UPDATE_CONSTRAINTS as readonly string[]).includes(tag.value.text) ? { name, value: tag.value.text } : undefined;
    case "neq":
      return tag.value === undefined ? undefined : { name, value: typedValue(tag.value) };
    case "monotonic":
      return tag.value === undefined ? { name } : undefined;
    case "minProperties":
    case "maxProperties":
      return tag.value?.type === "int" ? { name, value: goIntValue(tag.value.text) } : undefined;
    case "dependentRequired":
    case "dependentForbidden": {
      const sibling = positionalArg(tag);
      return sibling === undefined || sibling.type !== "string" || tag.args.length !== 1 ? undefined : { name, value: sibling.value };
    }
    default:
      return undefined;
  }
}

function typedValue(value: { readonly text: string; readonly type: string }): number | string | boolean {
  if (value.type === "int") return goIntValue(value.text);
  if (value.type === "bool") return value.text === "true";
  return value.text;
}
