// A field cannot both discriminate a union and be one of its members.

import { hasMarker } from "../../markers/comment-tags.js";
import { isUnionMemberKey } from "../../markers/union-markers.js";
import { isStructUnion } from "../../analysis/unions.js";
import type { Rule } from "../rule.js";

export const unionDiscriminatorMember: Rule = {
  id: "union-discriminator-member",
  checkField(field, owner, ctx) {
    if (isStructUnion(owner)) return; // its +unionMember markers are ignored (OM3053)
    if (hasMarker(field.markers, "unionDiscriminator") && field.markers.some((m) => isUnionMemberKey(m.key))) {
      ctx.report("OM3008", field.span, field.name);
    }
  },
};
