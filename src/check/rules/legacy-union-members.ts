// The 2019 member union (+unionDeprecated fields), with the checks openapi-gen only logs:
// +union is not a field marker, members are optional, the discriminator is not a member.

import { hasMarker } from "../../markers/comment-tags.js";
import type { Rule } from "../rule.js";
import { mayBeUnset } from "../../model/fields.js";

export const legacyUnionMembers: Rule = {
  id: "legacy-union-members",
  checkField(field, _owner, ctx) {
    const union = field.markers.find((m) => m.key === "union");
    if (union !== undefined) ctx.report("OM3024", union.span, field.name);
    if (!hasMarker(field.markers, "unionDeprecated")) return;
    if (hasMarker(field.markers, "unionDiscriminator")) ctx.report("OM3027", field.span, field.name);
    else if (!mayBeUnset(field)) ctx.report("OM3025", field.span, field.name);
  },
};
