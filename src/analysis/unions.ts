// Unions of one struct, as the markers declare them, shared by the checker (which
// reports what is wrong) and the emitters (which describe what is right).
//
// KEP-1027: a struct with `+unionMember` fields holds one union per `+unionDiscriminator`
// field. With one discriminator every member belongs to it; with several, each member
// names its own by `+unionDiscriminatedBy=<GoFieldName>`. A union lives in one struct:
// members are the struct's own fields; the struct may be inlined into others.
// Legacy (2019): `+union` on the struct or `+unionDeprecated` on fields (src/emit/openapi/unions-legacy.ts).

import { findMarkers, hasMarker, type Marker } from "../markers/comment-tags.js";
import { unionMemberMarkers, type UnionMemberMarker } from "../markers/union-markers.js";
import type { Field, TypeDecl, Universe } from "../model/ir.js";
import { jsonName } from "../model/fields.js";
import { structFields } from "../model/types.js";

export interface UnionMember {
  readonly field: Field;
  readonly jsonName: string;
  /** The discriminator value that selects this member (default: the Go field name). */
  readonly value: string;
  readonly marker: UnionMemberMarker;
  readonly discriminatedBy: Marker | undefined;
}

export interface KepUnion {
  readonly owner: TypeDecl;
  readonly discriminator: Field;
  readonly discriminatorJson: string;
  readonly members: readonly UnionMember[];
}

export interface StructUnions {
  readonly owner: TypeDecl;
  /** `+union` on the type or `+unionDeprecated` on a field. */
  readonly legacy: boolean;
  /** `+unionMember` or `+unionDiscriminatedBy` on a field. */
  readonly kep: boolean;
  readonly discriminators: readonly Field[];
  readonly members: readonly UnionMember[];
  readonly unions: readonly KepUnion[];
  /** Members no discriminator of the struct claims. */
  readonly unassigned: readonly UnionMember[];
}

/** The JSON name of a union field, as its property is named (the Go name if it has none). */
function fieldJsonName(field: Field): string {
  return jsonName(field) ?? field.name;
}

const cache = new WeakMap<TypeDecl, StructUnions>();

export function analyzeUnions(universe: Universe, owner: TypeDecl): StructUnions {
  const cached = cache.get(owner);
  if (cached !== undefined) return cached;
  const fields = structFields(universe, owner);
  const discriminators = fields.filter((f) => hasMarker(f.markers, "unionDiscriminator"));
  // In a 2019 `+union` struct every optional field is a member, and openapi-gen ignores
  // `+unionMember` there (a convention of some APIs): so do we, with a note (OM3053).
  const structUnion = isStructUnion(owner);
  const members = structUnion ? [] : fields.flatMap((field) => memberOf(field));
  const legacy = structUnion || fields.some((f) => hasMarker(f.markers, "unionDeprecated"));
  const kep = !structUnion && (members.length > 0 || fields.some((f) => hasMarker(f.markers, "unionDiscriminatedBy")));
  const unions: KepUnion[] = kep ? discriminators.map((d) => ({
    owner,
    discriminator: d,
    discriminatorJson: fieldJsonName(d),
    members: members.filter((m) => claims(d, m, discriminators)),
  })) : [];
  const unassigned = members.filter((m) => !unions.some((u) => u.members.includes(m)));
  const result = { owner, legacy, kep, discriminators, members, unions, unassigned };
  cache.set(owner, result);
  return result;
}

/** A 2019 union struct: `+union` on the type. */
export function isStructUnion(owner: TypeDecl): boolean {
  return hasMarker(owner.markers, "union");
}

function memberOf(field: Field): UnionMember[] {
  const marker = unionMemberMarkers(field.markers)[0];
  if (marker === undefined) return [];
  return [{
    field,
    jsonName: fieldJsonName(field),
    value: marker.value ?? field.name,
    marker,
    discriminatedBy: findMarkers(field.markers, "unionDiscriminatedBy")[0],
  }];
}

function claims(discriminator: Field, member: UnionMember, all: readonly Field[]): boolean {
  if (member.discriminatedBy !== undefined) return member.discriminatedBy.value === discriminator.name;
  return all.length === 1;
}

const none = (owner: TypeDecl): StructUnions => ({ owner, legacy: false, kep: false, discriminators: [], members: [], unions: [], unassigned: [] });

/**
 * The unions a struct declares with its own fields. `type T U` over a struct shares U's
 * fields, so it declares none of its own (the checker reports them once, on U).
 */
export function ownUnions(universe: Universe, owner: TypeDecl): StructUnions {
  return owner.type.kind === "struct" ? analyzeUnions(universe, owner) : none(owner);
}
