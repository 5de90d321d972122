// A +unionDiscriminator with no union around it does nothing: say so (a warning, since
// Kubernetes' own types carry such discriminators ahead of their members' markers).

import { ownUnions } from "../../analysis/unions.js";
import type { Rule } from "../rule.js";
import { discriminatesAcrossStructs } from "./union-member-discriminator.js";

export const unionLoneDiscriminator: Rule = {
  id: "union-lone-discriminator",
  checkType(decl, ctx) {
    const unions = ownUnions(ctx.universe, decl);
    if (unions.kep || unions.legacy || unions.discriminators.length === 0) return;
    if (discriminatesAcrossStructs(ctx.universe, decl)) return; // OM3015 on the members says it
    for (const field of unions.discriminators) ctx.report("OM3017", field.span, field.name, decl.name);
  },
};
