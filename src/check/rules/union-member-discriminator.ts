// Every KEP-1027 member needs a discriminator in its own struct; with several
// discriminators it must name its own; +unionDiscriminatedBy must name a discriminator.

import { ownUnions } from "../../analysis/unions.js";
import { hasMarker } from "../../markers/comment-tags.js";
import type { TypeDecl, Universe } from "../../model/ir.js";
import { inlinedStruct } from "../../model/fields.js";
import { structFields } from "../../model/types.js";
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
        const outer = spanningDiscriminator(ctx.universe, decl);
        if (outer === undefined) ctx.report("OM3001", member.marker.marker.span, member.field.name, decl.name);
        else ctx.report("OM3015", member.marker.marker.span, member.field.name, decl.name, outer.field, outer.decl.name);
      }
    }
  },
};

/**
 * A discriminator for `decl`'s members in another struct: one of the same package that
 * inlines `decl`, or one that `decl` inlines. A union cannot span two structs either way.
 */
function spanningDiscriminator(universe: Universe, decl: TypeDecl): { decl: TypeDecl; field: string } | undefined {
  for (const candidate of [...inliners(universe, decl), ...inlined(universe, decl)]) {
    const discriminator = structFields(universe, candidate).find((f) => hasMarker(f.markers, "unionDiscriminator"));
    if (discriminator !== undefined) return { decl: candidate, field: discriminator.name };
  }
  return undefined;
}

/** Whether the discriminators of `decl` are reported by OM3015 on the members of another struct. */
export function discriminatesAcrossStructs(universe: Universe, decl: TypeDecl): boolean {
  return [...inliners(universe, decl), ...inlined(universe, decl)].some((other) => {
    const unions = ownUnions(universe, other);
    return unions.members.length > 0 && unions.discriminators.length === 0 && spanningDiscriminator(universe, other)?.decl === decl;
  });
}

/** The structs of `decl`'s package that inline it. */
function inliners(universe: Universe, decl: TypeDecl): TypeDecl[] {
  return [...universe.packages.get(decl.pkg)?.types.values() ?? []]
    .filter((candidate) => candidate.type.kind === "struct" && structFields(universe, candidate).some((f) => inlinedStruct(f, universe) === decl));
}

/** The structs `decl` inlines. */
function inlined(universe: Universe, decl: TypeDecl): TypeDecl[] {
  return structFields(universe, decl).flatMap((f) => {
    const target = inlinedStruct(f, universe);
    return target === undefined || target.type.kind !== "struct" ? [] : [target];
  });
}
