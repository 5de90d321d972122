// Object-level unions of a definition, in openapi-gen's order (§11): the struct union
// (`+union`), then the unions of inlined embedded members (pointers not followed), then
// the member union (`+unionDeprecated`) — and, after it, the KEP-1027 unions the struct
// declares. Each is a typed entry; the emitter renders them as
// `x-kubernetes-unions: [{discriminator, fields-to-discriminateBy}]` and the TS tables
// keep their origin. Problems openapi-gen only logs are left to `openapi-markers check`.

import { hasMarker, markerValues } from "../markers/comment-tags.js";
import type { Field, TypeDecl } from "../model/ir.js";
import type { EmitContext, Schema } from "./context.js";
import { declOf, structFields } from "../model/types.js";
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
  if (hasMarker(decl.markers, "union")) unions.push(structUnion(fields));
  for (const field of fields) {
    if (markerValues(field.markers, "k8s:openapi-gen").includes("false")) continue;
    const embedded = inlinedNonPointer(field, ctx);
    if (embedded !== undefined) unions.push(...collectUnions(embedded, ctx, depth + 1));
  }
  const members = memberUnion(fields);
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

function inlinedNonPointer(field: Field, ctx: EmitContext): TypeDecl | undefined {
  if (!field.embedded || field.json === undefined || field.json.name !== "" || field.type.kind !== "named") return undefined;
  return declOf(ctx.universe, field.type);
}

function referableName(field: Field): string {
  if (field.json === undefined) return field.name;
  return field.json.name === "-" ? "" : field.json.name;
}

function structUnion(fields: readonly Field[]): UnionEntry {
  let discriminator: string | undefined;
  const members: UnionEntry["members"][number][] = [];
  for (const field of fields) {
    const name = referableName(field);
    if (name === "" || hasMarker(field.markers, "unionDeprecated")) continue;
    if (hasMarker(field.markers, "unionDiscriminator")) discriminator = name;
    else members.push({ json: name, value: field.name, optional: true });
  }
  return { origin: "legacy", discriminator, members, values: undefined };
}

function memberUnion(fields: readonly Field[]): UnionEntry | undefined {
  let discriminator: string | undefined;
  const members: UnionEntry["members"][number][] = [];
  for (const field of fields) {
    const name = referableName(field);
    if (name === "") continue;
    if (hasMarker(field.markers, "unionDeprecated")) members.push({ json: name, value: field.name, optional: true });
    if (hasMarker(field.markers, "unionDiscriminator")) discriminator = name;
  }
  return members.length === 0 ? undefined : { origin: "legacy", discriminator, members, values: undefined };
}
