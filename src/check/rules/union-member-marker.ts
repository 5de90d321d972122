// +unionMember follows its grammar: +unionMember[=<value>][,optional]. A line such as
// `+unionMember = A` or `+unionMember(optional)` is no +unionMember at all to gengo (its
// key is "unionMember " or "unionMember(optional)"), so the field silently leaves the
// union: report it as malformed too.

import { isUnionMemberKey, unionMemberMarkers } from "../../markers/union-markers.js";
import { isStructUnion } from "../../analysis/unions.js";
import type { Rule } from "../rule.js";

export const unionMemberMarker: Rule = {
  id: "union-member-marker",
  checkField(field, owner, ctx) {
    if (isStructUnion(owner)) return; // its +unionMember markers are ignored (OM3053)
    for (const parsed of unionMemberMarkers(field.markers)) {
      if (parsed.malformed !== undefined) ctx.report("OM3014", parsed.marker.span, parsed.malformed);
    }
    for (const marker of field.markers) {
      if (/^unionMember\b/.test(marker.text) && !isUnionMemberKey(marker.key)) ctx.report("OM3014", marker.span, marker.text);
    }
  },
};
