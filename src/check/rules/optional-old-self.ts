// +kubebuilder:validation:XValidation with optionalOldSelf (true or false) on a rule that never
// reads oldSelf: the API server refuses the CRD ("may not be set if oldSelf is not used in
// rule"), controller-gen writes it and exits 0. We warn at the marker (OM5475), in check and in
// controller-gen (src/emit/crd/server-refused-markers.ts), an error with --warnings-as-errors.

import { isUnusedOptionalOldSelf } from "../../markers/optional-old-self.js";
import { parsedMarkerRule } from "./parsed-marker-rule.js";
import { listElem } from "./unique-items.js";

export const optionalOldSelf = parsedMarkerRule("optional-old-self", (marker, name, parsed, type, ctx) => {
  if (!isUnusedOptionalOldSelf(name, parsed.fields)) return;
  // items: on what is not a list is an error of its own (OM5010), not written
  if (name.includes(":items:") && listElem(type, ctx) === undefined) return;
  ctx.report("OM5475", marker.span, name);
});
