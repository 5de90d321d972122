// validation-gen's bounds as schema bounds (`controller-gen … --k8s-bounds`): +k8s:minimum,
// +k8s:maximum, +k8s:minItems, +k8s:maxItems, +k8s:minLength, +k8s:maxLength written as
// minimum/maximum/minItems/maxItems/minLength/maxLength where the schema has none.
// controller-gen v0.21.0 drops them (controller-tools#1473, the fix is #1474), so a CRD
// embedding k8s.io/api types (batch/v1 JobSpec) loses the bounds the API server's CEL cost
// estimate needs. Conditional (+k8s:ifEnabled…) and per-item (+k8s:eachVal) tags are left out.

import type { Marker } from "../../markers/comment-tags.js";
import { k8sValidationTags } from "../../markers/k8s-validation-tags.js";
import type { Schema } from "./schema.js";

type BoundKey = "minimum" | "maximum" | "minItems" | "maxItems" | "minLength" | "maxLength";

const fits: Readonly<Record<BoundKey, (schema: Schema) => boolean>> = {
  minimum: (s) => s.type === "integer" || s.type === "number",
  maximum: (s) => s.type === "integer" || s.type === "number",
  minItems: (s) => s.type === "array",
  maxItems: (s) => s.type === "array",
  minLength: (s) => s.type === "string",
  maxLength: (s) => s.type === "string",
};

export function applyK8sBounds(markers: readonly Marker[], schema: Schema): void {
  for (const tag of k8sValidationTags(markers)) {
    if (!Object.hasOwn(fits, tag.name) || tag.conditions !== undefined || tag.each !== undefined || typeof tag.value !== "number") continue;
    const key = tag.name as BoundKey;
    if (fits[key](schema) && schema[key] === undefined) schema[key] = tag.value;
  }
}
