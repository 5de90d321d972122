// +kubebuilder:validation:UniqueItems=true (or items:UniqueItems=true) writes `uniqueItems:
// true`, and the API server refuses any CRD whose schema says so (its check is quadratic).
// controller-gen writes it and exits 0; we warn at the marker (OM5460), in check and in
// controller-gen (src/emit/crd/unique-items.ts), an error with --warnings-as-errors.

import { isRefusedUniqueItems } from "../../markers/unique-items.js";
import type { TypeRef } from "../../model/ir.js";
import { declOf } from "../../model/types.js";
import type { RuleContext } from "../rule.js";
import { parsedMarkerRule } from "./parsed-marker-rule.js";

export const uniqueItems = parsedMarkerRule("unique-items", (marker, name, parsed, type, ctx) => {
  if (!isRefusedUniqueItems(name, parsed.value)) return;
  // on what is not a list, the marker is an error of its own (OM5010), not written
  const list = listElem(type, ctx);
  const target = name.includes(":items:") ? (list === undefined ? undefined : listElem(list, ctx)) : list;
  if (target !== undefined) ctx.report("OM5460", marker.span, name);
});

/** The element type of a list (a slice or array other than []byte, through pointers and named types); undefined for anything else. */
export function listElem(type: TypeRef, ctx: RuleContext): TypeRef | undefined {
  let t: TypeRef | undefined = type;
  for (let depth = 0; t !== undefined && depth < 16; depth++) {
    if (t.kind === "pointer") t = t.elem;
    else if (t.kind === "named") t = declOf(ctx.universe, t)?.type;
    else if (t.kind === "slice" || t.kind === "array") return t.elem.kind === "builtin" && (t.elem.name === "byte" || t.elem.name === "uint8") ? undefined : t.elem;
    else return undefined;
  }
  return undefined;
}
