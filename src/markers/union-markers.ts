// The KEP-1027 union markers on fields:
//   +unionDiscriminator                      the discriminator (a string +enum field)
//   +unionMember[=<value>][,optional]        a member; <value> selects it (default: the Go field name)
//   +unionDiscriminatedBy=<GoFieldName>      the discriminator of this member, when a struct has several
// `+unionMember,optional` has no `=`, so comment-tag keys start with "unionMember" and may
// carry the option after a comma.

import type { Marker } from "./comment-tags.js";

export interface UnionMemberMarker {
  readonly marker: Marker;
  /** The discriminator value that selects the member, when given. */
  readonly value: string | undefined;
  readonly optional: boolean;
  /** Set when the marker does not follow the grammar. */
  readonly malformed: string | undefined;
}

export function isUnionMemberKey(key: string): boolean {
  return key === "unionMember" || key.startsWith("unionMember,");
}

export function parseUnionMember(marker: Marker): UnionMemberMarker {
  const match = /^unionMember(?:=([^,]*))?(?:,(.*))?$/.exec(marker.text);
  if (match === null) return { marker, value: undefined, optional: false, malformed: marker.text };
  const [, value, option] = match;
  if (option !== undefined && option !== "optional") return { marker, value, optional: false, malformed: marker.text };
  if (value !== undefined && value.trim() === "") return { marker, value: undefined, optional: option !== undefined, malformed: marker.text };
  return { marker, value, optional: option !== undefined, malformed: undefined };
}

export function unionMemberMarkers(markers: readonly Marker[]): UnionMemberMarker[] {
  return markers.filter((m) => isUnionMemberKey(m.key)).map(parseUnionMember);
}
