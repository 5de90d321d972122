// Object-level unions of a definition, in openapi-gen's order (§11): the struct union
// (`+union`), then the unions of inlined embedded members (pointers not followed), then
// the member union (`+unionDeprecated`) — and, after it, the KEP-1027 unions the struct
// declares. Each is a typed entry; the emitter renders them as
// `x-kubernetes-unions: [{discriminator, fields-to-discriminateBy}]` and the TS tables
// keep their origin. Problems openapi-gen only logs are left to `openapi-markers check`.

import { hasMarker, markerValues } from "../../markers/comment-tags.js";
import type { Field, TypeDecl } from "../../model/ir.js";
import type { EmitContext, Schema } from "./context.js";
import { inlinedStruct, jsonName } from "../../model/fields.js";
import { structFields } from "../../model/types.js";
import { openapiGenReading } from "../../resolved/reading.js";
import { kepUnionEntries } from "./unions-kep.js";

export interface UnionEntry {
  readonly origin: "legacy" | "kep-1027";
  /** JSON name of the discriminator, if any. */
  readonly discriminator: string | undefined;
  /** Members in field order: JSON name, the discriminator value that selects it, optional. */
  readonly members: readonly { readonly json: string; readonly value: string; readonly optional: boolean }[];
  /** KEP-1027: every discriminator value → the member it selects, or null. */
  readonly values: Readonly<Record<string, string | null>> | undefined;
}

export function collectUnions(decl: TypeDecl, ctx: EmitContext, depth = 0): UnionEntry[] {
  if (depth > 16) return [];
  const fields = structFields(ctx.universe, decl);
  const unions: UnionEntry[] = [];
  if (hasMarker(decl.markers, "union")) unions.push(structUnion(fields, ctx));
  for (const field of fields) {
    if (markerValues(field.markers, "k8s:openapi-gen").includes("false")) continue;
    const embedded = inlinedNonPointer(field, ctx);
    if (embedded !== undefined) unions.push(...collectUnions(embedded, ctx, depth + 1));
  }
  const members = memberUnion(fields, ctx);
  if (members !== undefined) unions.push(members);
  unions.push(...kepUnionEntries(decl, ctx));
  return unions;
}

/** The `x-kubernetes-unions` list; KEP-1027 entries are left out with --union-format=kep. */
export function objectUnions(decl: TypeDecl, ctx: EmitContext): Schema[] {
  return collectUnions(decl, ctx)
    .filter((entry) => entry.origin === "legacy" || ctx.unionFormat !== "kep")
    .map((entry) => {
      const item: Schema = {};
      if (entry.discriminator !== undefined) item.discriminator = entry.discriminator;
      item["fields-to-discriminateBy"] = Object.fromEntries(entry.members.map((m) => [m.json, m.value]));
      return item;
    });
}

/**
 * openapi-gen follows inlined members for unions, but not through pointers; what it inlines
 * is the era's reading, as for the struct's properties (src/resolved/reading.ts).
 */
function inlinedNonPointer(field: Field, ctx: EmitContext): TypeDecl | undefined {
  return field.type.kind === "named" ? inlinedStruct(field, ctx.universe, openapiGenReading(ctx.era).structural) : undefined;
}

/** A member's JSON name, as for its property; inlined members are no union members. */
function memberName(field: Field, ctx: EmitContext): string | undefined {
  return inlinedStruct(field, ctx.universe, openapiGenReading(ctx.era).structural) === undefined ? jsonName(field) : undefined;
}

function structUnion(fields: readonly Field[], ctx: EmitContext): UnionEntry {
  let discriminator: string | undefined;
  const members: UnionEntry["members"][number][] = [];
  for (const field of fields) {
    const name = memberName(field, ctx);
    if (name === undefined || hasMarker(field.markers, "unionDeprecated")) continue;
    if (hasMarker(field.markers, "unionDiscriminator")) discriminator = name;
    else members.push({ json: name, value: field.name, optional: true });
  }
  return { origin: "legacy", discriminator, members, values: undefined };
}

function memberUnion(fields: readonly Field[], ctx: EmitContext): UnionEntry | undefined {
  let discriminator: string | undefined;
  const members: UnionEntry["members"][number][] = [];
  for (const field of fields) {
    const name = memberName(field, ctx);
    if (name === undefined) continue;
    if (hasMarker(field.markers, "unionDeprecated")) members.push({ json: name, value: field.name, optional: true });
    if (hasMarker(field.markers, "unionDiscriminator")) discriminator = name;
  }
  return members.length === 0 ? undefined : { origin: "legacy", discriminator, members, values: undefined };
}
