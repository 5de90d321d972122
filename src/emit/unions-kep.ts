// KEP-1027 unions in OpenAPI. On the discriminator's property:
//   x-kubernetes-unions: {fieldMembers: {<every enum value>: {name, optional} | null}}
// (the KEP's FieldMembers map; a value that selects no field maps to null). With the
// default --union-format=both the definition also carries the 2019 object-level form
//   x-kubernetes-unions: [{discriminator, fields-to-discriminateBy: {<member>: <value>}}]
// so that consumers that only know the old shape keep working.

import { analyzeUnions, type KepUnion } from "../analysis/unions.js";
import type { Field, TypeDecl } from "../model/ir.js";
import type { EmitContext, Schema } from "./context.js";

export type UnionFormat = "kep" | "legacy" | "both";

/** The property-level extension when `field` is the discriminator of a KEP union of `owner`. */
export function discriminatorUnionExtension(field: Field, owner: TypeDecl, ctx: EmitContext): Schema | undefined {
  if (ctx.unionFormat === "legacy") return undefined;
  const union = analyzeUnions(ctx.universe, owner).unions.find((u) => u.discriminator === field);
  return union === undefined ? undefined : { fieldMembers: fieldMembers(union, ctx) };
}

function fieldMembers(union: KepUnion, ctx: EmitContext): Schema {
  const enumType = ctx.enums.enumOf(union.discriminator.type);
  const values = enumType !== undefined ? enumType.values.map((v) => v.value) : union.members.map((m) => m.value);
  const out: Schema = {};
  for (const value of values) {
    const member = union.members.find((m) => m.value === value);
    out[value] = member === undefined ? null : { name: member.jsonName, optional: member.marker.optional };
  }
  return out;
}

/** The object-level (2019-shaped) items for the KEP unions declared in `owner`. */
export function kepUnionItems(owner: TypeDecl, ctx: EmitContext): Schema[] {
  if (ctx.unionFormat === "kep") return [];
  return analyzeUnions(ctx.universe, owner).unions.map((union) => ({
    discriminator: union.discriminatorJson,
    "fields-to-discriminateBy": Object.fromEntries(union.members.map((m) => [m.jsonName, m.value])),
  }));
}
