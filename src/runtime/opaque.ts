// `+k8s:opaqueType` on a field (or `+k8s:eachVal=+k8s:opaqueType`): validation-gen does not call
// the value's (each item's or map value's) type validation, so neither walker descends into it:
// not its struct's tags and fields (validateDeclarative), not its unions (validateK8sUnions).

import type { FieldTable } from "./tables.js";

/** Whether the field's value ("self") or its items and map values ("val") are opaque. */
export function isOpaque(field: FieldTable | undefined, what: "self" | "val"): boolean {
  const each = what === "self" ? undefined : "val";
  return field?.validations?.some((tag) => tag.name === "opaqueType" && tag.each === each) === true;
}
