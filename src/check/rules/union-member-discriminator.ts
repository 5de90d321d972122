// Every KEP-1027 member needs a discriminator in its own struct; with several
// discriminators it must name its own; +unionDiscriminatedBy must name a discriminator.

import { ownUnions } from "../../analysis/unions.js";
import { hasMarker } from "../../markers/comment-tags.js";
import type { TypeDecl, Universe } from "../../model/ir.js";
import { inlinedStruct } from "../../emit/definitions.js";
import { structFields } from "../../emit/types.js";
import type { Rule } from "../rule.js";

export const unionMemberDiscriminator: Rule = {
  id: "union-member-discriminator",
  checkType(decl, ctx) {
    const unions = ownUnions(ctx.universe, decl);
    const names = unions.discriminators.map((d) => d.name);
    for (const member of unions.members) {
      const by = member.discriminatedBy;
      if (by !== undefined && !names.includes(by.value)) {
        ctx.report("OM3003", by.span, by.value, decl.name);
      } else if (unions.unassigned.includes(member) && names.length > 1) {
        ctx.report("OM3002", member.marker.marker.span, member.field.name, names.join(", "));
      } else if (unions.unassigned.includes(member)) {
        const outer = inlinerWithDiscriminator(ctx.universe, decl);
        if (outer === undefined) ctx.report("OM3001", member.marker.marker.span, member.field.name, decl.name);
        else ctx.report("OM3015", member.marker.marker.span, member.field.name, decl.name, outer.field, outer.decl.name);
      }
    }
  },
};

/** A struct of the same package that inlines `decl` and declares a discriminator. */
function inlinerWithDiscriminator(universe: Universe, decl: TypeDecl): { decl: TypeDecl; field: string } | undefined {
  for (const candidate of universe.packages.get(decl.pkg)?.types.values() ?? []) {
    const fields = structFields(universe, candidate);
    if (!fields.some((f) => inlinedStruct(f, universe) === decl)) continue;
    const discriminator = fields.find((f) => hasMarker(f.markers, "unionDiscriminator"));
    if (discriminator !== undefined) return { decl: candidate, field: discriminator.name };
  }
  return undefined;
}
