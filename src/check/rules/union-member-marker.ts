// +unionMember follows its grammar: +unionMember[=<value>][,optional].

import { unionMemberMarkers } from "../../markers/union-markers.js";
import type { Rule } from "../rule.js";

export const unionMemberMarker: Rule = {
  id: "union-member-marker",
  checkField(field, _owner, ctx) {
    for (const parsed of unionMemberMarkers(field.markers)) {
      if (parsed.malformed !== undefined) ctx.report("OM3014", parsed.marker.span, parsed.malformed);
    }
  },
};
