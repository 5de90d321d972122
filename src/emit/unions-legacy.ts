// The 2019 union markers as openapi-gen emits them (§11): `+union` on a struct,
// `+unionDiscriminator` and `+unionDeprecated` on members. The list holds the struct
// union, then the unions of inlined embedded members (pointers not followed), then the
// member union. Problems openapi-gen only logs are left to `openapi-markers check`.

import { hasMarker, markerValues } from "../markers/comment-tags.js";
import type { Field, TypeDecl } from "../model/ir.js";
import type { EmitContext, Schema } from "./context.js";
import { declOf, structFields } from "./types.js";
import { kepUnionItems } from "./unions-kep.js";

export function legacyUnions(decl: TypeDecl, ctx: EmitContext, depth = 0): Schema[] {
  if (depth > 16) return [];
  const fields = structFields(ctx.universe, decl);
  const unions: Schema[] = [];
  if (hasMarker(decl.markers, "union")) unions.push(structUnion(fields));
  for (const field of fields) {
    if (markerValues(field.markers, "k8s:openapi-gen").includes("false")) continue;
    const embedded = inlinedNonPointer(field, ctx);
    if (embedded !== undefined) unions.push(...legacyUnions(embedded, ctx, depth + 1));
  }
  const members = memberUnion(fields);
  if (members !== undefined) unions.push(members);
  unions.push(...kepUnionItems(decl, ctx));
  return unions;
}

function inlinedNonPointer(field: Field, ctx: EmitContext): TypeDecl | undefined {
  if (!field.embedded || field.json === undefined || field.json.name !== "" || field.type.kind !== "named") return undefined;
  return declOf(ctx.universe, field.type);
}

function referableName(field: Field): string {
  if (field.json === undefined) return field.name;
  return field.json.name === "-" ? "" : field.json.name;
}

function structUnion(fields: readonly Field[]): Schema {
  let discriminator: string | undefined;
  const members: Record<string, string> = {};
  for (const field of fields) {
    const name = referableName(field);
    if (name === "" || hasMarker(field.markers, "unionDeprecated")) continue;
    if (hasMarker(field.markers, "unionDiscriminator")) discriminator = name;
    else members[name] = field.name;
  }
  return unionItem(discriminator, members);
}

function memberUnion(fields: readonly Field[]): Schema | undefined {
  let discriminator: string | undefined;
  const members: Record<string, string> = {};
  let count = 0;
  for (const field of fields) {
    const name = referableName(field);
    if (name === "") continue;
    if (hasMarker(field.markers, "unionDeprecated")) { members[name] = field.name; count++; }
    if (hasMarker(field.markers, "unionDiscriminator")) discriminator = name;
  }
  return count === 0 ? undefined : unionItem(discriminator, members);
}

function unionItem(discriminator: string | undefined, members: Record<string, string>): Schema {
  const item: Schema = {};
  if (discriminator !== undefined) item.discriminator = discriminator;
  item["fields-to-discriminateBy"] = members;
  return item;
}
