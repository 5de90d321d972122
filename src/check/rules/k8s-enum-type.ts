// +k8s:enum belongs on a named string type (validation-gen: "can only be used on string
// types"; on a field or a struct it refuses the tag's scope). The tables carry it only there.

import { isStringType } from "../../analysis/go-shape.js";
import type { Marker } from "../../markers/comment-tags.js";
import { parseCodeTag, type CodeTag } from "../../markers/codetags.js";
import type { Rule } from "../rule.js";

/** The marker whose tag chain ends in +k8s:enum, if any. */
function enumMarker(markers: readonly Marker[]): Marker | undefined {
  return markers.find((marker) => {
    if (!marker.text.startsWith("k8s:") || !marker.text.includes("k8s:enum")) return false;
    const parsed = parseCodeTag(marker.text);
    let tag: CodeTag | undefined = parsed.ok ? parsed.tag : undefined;
    while (tag?.valueTag !== undefined) tag = tag.valueTag;
    return tag?.name === "k8s:enum";
  });
}

export const k8sEnumType: Rule = {
  id: "k8s-enum-type",
  checkType(decl, ctx) {
    const marker = enumMarker(decl.markers);
    const pointer = decl.type.kind === "pointer";
    if (marker !== undefined && (pointer || !isStringType(ctx.universe, decl.type))) ctx.report("OM3083", marker.span, `on ${decl.name} can only be used on string types, and ${decl.name} is not one`);
  },
  checkField(field, _owner, ctx) {
    const marker = enumMarker(field.markers);
    if (marker !== undefined) ctx.report("OM3083", marker.span, `on the field ${field.name} has no effect: it belongs on the field's named string type`);
  },
};
