// +unionDiscriminatedBy says which discriminator selects a member, so it only makes sense
// next to +unionMember.

import { findMarkers } from "../../markers/comment-tags.js";
import { isUnionMemberKey } from "../../markers/union-markers.js";
import { isStructUnion } from "../../analysis/unions.js";
import type { Rule } from "../rule.js";

export const unionDiscriminatedByAlone: Rule = {
  id: "union-discriminated-by-alone",
  checkField(field, owner, ctx) {
    if (isStructUnion(owner)) return; // ignored there (OM3053)
    const by = findMarkers(field.markers, "unionDiscriminatedBy")[0];
    if (by !== undefined && !field.markers.some((m) => isUnionMemberKey(m.key))) ctx.report("OM3018", by.span, field.name);
  },
};
