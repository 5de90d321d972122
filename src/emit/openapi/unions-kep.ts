// KEP-1027 unions in OpenAPI. On the discriminator's property:
//   x-kubernetes-unions: {fieldMembers: {<every enum value>: {name, optional} | null}}
// (the KEP's FieldMembers map; a value that selects no field maps to null). With the
// default --union-format=both the definition also carries the 2019 object-level form
//   x-kubernetes-unions: [{discriminator, fields-to-discriminateBy: {<member>: <value>}}]
// so that consumers that only know the old shape keep working.

import { dict } from "../../json/dict.js";
import { analyzeUnions, type KepUnion } from "../../analysis/unions.js";
import { hasMarker } from "../../markers/comment-tags.js";
import type { EnumIndex } from "../../model/enums.js";
import type { Field, TypeDecl } from "../../model/ir.js";
import type { EmitContext, Schema } from "./context.js";
import type { UnionEntry } from "./unions-legacy.js";

export type UnionFormat = "kep" | "legacy" | "both";

/** The property-level extension when `field` is the discriminator of a KEP union of `owner`. */
export function discriminatorUnionExtension(field: Field, owner: TypeDecl, ctx: EmitContext): Schema | undefined {
  if (ctx.unionFormat === "legacy" || !hasMarker(field.markers, "unionDiscriminator")) return undefined;
  const union = analyzeUnions(ctx.universe, owner).unions.find((u) => u.discriminator === field);
  return union === undefined ? undefined : { fieldMembers: fieldMembers(union, ctx.enums) };
}

function fieldMembers(union: KepUnion, enums: EnumIndex): Schema {
  const enumType = enums.enumOf(union.discriminator.type);
  const values = enumType !== undefined ? enumType.values.map((v) => v.value) : union.members.map((m) => m.value);
  // Keys are enum values: input text.
  const out: Schema = dict();
  for (const value of values) {
    const member = union.members.find((m) => m.value === value);
    out[value] = member === undefined ? null : { name: member.jsonName, optional: member.marker.optional };
  }
  return out;
}

/** The KEP unions declared in `owner`, as object-level union entries. */
export function kepUnionEntries(owner: TypeDecl, ctx: EmitContext): UnionEntry[] {
  return analyzeUnions(ctx.universe, owner).unions.map((union) => kepUnionEntry(union, ctx.enums));
}

/** One KEP union as an object-level entry: every discriminator value (the enum's, else the members'). */
export function kepUnionEntry(union: KepUnion, enums: EnumIndex): UnionEntry {
  const values = dict<string | null>();
  for (const [value, member] of Object.entries(fieldMembers(union, enums))) values[value] = member === null ? null : (member as { name: string }).name;
  return {
    origin: "kep-1027",
    discriminator: union.discriminatorJson,
    members: union.members.map((m) => ({ json: m.jsonName, value: m.value, optional: m.marker.optional })),
    values,
  };
}
