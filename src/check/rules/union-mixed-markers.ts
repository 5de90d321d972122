// One struct uses one union design: the 2019 markers and KEP-1027's do not mix.

import { ownUnions } from "../../analysis/unions.js";
import type { Rule } from "../rule.js";

export const unionMixedMarkers: Rule = {
  id: "union-mixed-markers",
  checkType(decl, ctx) {
    const unions = ownUnions(ctx.universe, decl);
    if (unions.legacy && unions.kep) ctx.report("OM3016", decl.span, decl.name);
  },
};
