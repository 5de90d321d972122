// A `+unionMember` (or `+unionDiscriminatedBy`) in a 2019 `+union` struct: openapi-gen
// ignores it, since every optional field of such a struct is a member already, and so do
// we; a note says so, since the author may have meant a KEP-1027 union.

import { isStructUnion } from "../../analysis/unions.js";
import { isUnionMemberKey } from "../../markers/union-markers.js";
import type { Rule } from "../rule.js";

export const legacyUnionIgnoredMember: Rule = {
  id: "legacy-union-ignored-member",
  checkField(field, owner, ctx) {
    if (!isStructUnion(owner)) return;
    for (const marker of field.markers) {
      if (isUnionMemberKey(marker.key) || marker.key === "unionDiscriminatedBy") ctx.report("OM3053", marker.span, `+${marker.key}`, field.name, owner.name);
    }
  },
};
