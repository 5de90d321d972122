// What a struct means in JSON, resolved once per run: its members in openapi-gen's order
// with embedded structs inlined, each property's name and whether it is optional, and what
// went wrong on the way (a clash, a chain too deep, an inlined type with no declaration).
// The OpenAPI emitter, the runtime tables, the v3 union rules and the checks all read this
// one resolution, under the era's reading of json tags, so none of them can disagree with
// the output about which Go field a property is.

import { hasMarker, markerValues } from "../markers/comment-tags.js";
import { hasOmitEmpty, inlinedStruct, inlines, isOptionalField, jsonName, jsonTagMentionsOmitEmpty } from "../model/fields.js";
import type { Field, TypeDecl, Universe } from "../model/ir.js";
import { structFields } from "../model/types.js";
import { maxNesting } from "../parse/syntax.js";
import { readingIndex, type JsonReading } from "./reading.js";

/** Where a member comes from: the struct whose fields list it (`owner`), and through which of the resolved struct's own members it was inlined (`via`, none for its own). */
interface Origin {
  readonly field: Field;
  readonly owner: TypeDecl;
  readonly via: Field | undefined;
}

export interface PropertyEntry extends Origin {
  readonly kind: "property";
  readonly name: string;
  /** omitempty as the reading sees it (the option, or before c8b7954 the word anywhere in the tag). */
  readonly omitEmpty: boolean;
  readonly optional: boolean;
  /** Both `+optional` and `+required`, which openapi-gen refuses (only since it reads `+required`). */
  readonly optionalAndRequired: boolean;
}

export type MemberEntry =
  | PropertyEntry
  /** A property whose name an earlier one took: openapi-gen refuses the struct. */
  | (Origin & { readonly kind: "clash"; readonly name: string })
  /** Inlined, but its type has no struct declaration to inline. */
  | (Origin & { readonly kind: "unresolved-inline" })
  /** An inlined struct more than maxNesting structs deep. */
  | (Origin & { readonly kind: "too-deep" });

export interface ResolvedStruct {
  readonly decl: TypeDecl;
  /** Every member in openapi-gen's walk order; members it skips (`json:"-"`, `+k8s:openapi-gen=false`) are not there. */
  readonly entries: readonly MemberEntry[];
  /** The properties by JSON name, in walk order. */
  readonly properties: ReadonlyMap<string, PropertyEntry>;
}

/** Per universe, the resolutions under each of the eight readings (readingIndex). */
const memo = new WeakMap<Universe, Map<TypeDecl, ResolvedStruct>[]>();

/** A struct resolved under a reading; computed once per universe, reading and struct. */
export function resolvedStruct(universe: Universe, decl: TypeDecl, reading: JsonReading): ResolvedStruct {
  let byReading = memo.get(universe);
  if (byReading === undefined) memo.set(universe, (byReading = []));
  const index = readingIndex(reading);
  let byDecl = byReading[index];
  if (byDecl === undefined) byReading[index] = byDecl = new Map();
  let resolved = byDecl.get(decl);
  if (resolved === undefined) byDecl.set(decl, (resolved = resolve(universe, decl, reading)));
  return resolved;
}

function resolve(universe: Universe, decl: TypeDecl, reading: JsonReading): ResolvedStruct {
  const entries: MemberEntry[] = [];
  const properties = new Map<string, PropertyEntry>();
  for (const origin of flatten(universe, decl, reading.structural)) {
    const { field, owner, via } = origin.at;
    if (origin.kind !== "member") {
      entries.push(origin.kind === "too-deep" ? { kind: "too-deep", field, owner, via } : { kind: "unresolved-inline", field, owner, via });
      continue;
    }
    const name = jsonName(field);
    if (name === undefined) continue;
    if (properties.has(name)) {
      entries.push({ kind: "clash", field, owner, via, name });
      continue;
    }
    const property = propertyEntry(origin.at, name, reading);
    properties.set(name, property);
    entries.push(property);
  }
  return Object.freeze({ decl, entries: Object.freeze(entries), properties });
}

function propertyEntry(at: Origin, name: string, reading: JsonReading): PropertyEntry {
  const field = at.field;
  const omitEmpty = reading.omitEmptyOption ? hasOmitEmpty(field) : jsonTagMentionsOmitEmpty(field);
  const optionalMarker = hasMarker(field.markers, "optional");
  // Before kube-openapi #448, `+required` meant nothing: `+optional` or omitempty.
  const optional = reading.requiredMarker ? isOptionalField(field, omitEmpty) : optionalMarker || omitEmpty;
  const optionalAndRequired = reading.requiredMarker && optionalMarker && hasMarker(field.markers, "required");
  // One literal of one shape (no spread, not frozen: readonly by type): tens of thousands are made per run.
  return { kind: "property", field, owner: at.owner, via: at.via, name, omitEmpty, optional, optionalAndRequired };
}

type Walked = { readonly kind: "member" | "unresolved-inline" | "too-deep"; readonly at: Origin };

/** A struct's walk from itself, with what reusing it inside another struct's walk needs to know. */
interface Flat {
  /** Its members, inlined structs' members in their place; `via` is one of its own fields. */
  readonly members: readonly Walked[];
  /** A cycle or a chain past maxNesting stopped the walk: what it holds depends on the path to it. */
  readonly cut: boolean;
  /** How many structs deep its walk inlined (0: it inlines none). */
  readonly height: number;
}

/**
 * openapi-gen's walk of a struct: its members with inlined structs' members in their place.
 * A struct's walk is composed of the walks of the structs it inlines, each done once: a walk
 * from a struct is the same wherever that struct is inlined unless a cycle or the nesting
 * limit stops it, and then (`cut`) the struct is walked again on each path. `visiting` holds
 * the structs being inlined around the current one: a cycle stops, and so does a chain
 * past maxNesting. (A walk that no cut stopped reaches none of the structs around it: one
 * of them would lead back to it.)
 */
class Walker {
  private readonly done = new Map<TypeDecl, Flat>();
  /** The structs whose own walks are under way, one inside another (bounded: maxNesting). */
  private readonly started = new Set<TypeDecl>();

  constructor(private readonly universe: Universe, private readonly structural: boolean) {}

  /** The walk from `decl` with nothing around it. */
  of(decl: TypeDecl): Flat {
    let flat = this.done.get(decl);
    if (flat !== undefined) return flat;
    this.started.add(decl);
    flat = this.walk(decl, new Set([decl]));
    this.started.delete(decl);
    this.done.set(decl, flat);
    return flat;
  }

  private walk(owner: TypeDecl, visiting: Set<TypeDecl>): Flat {
    const members: Walked[] = [];
    let cut = false;
    let height = 0;
    for (const field of structFields(this.universe, owner)) {
      if (markerValues(field.markers, "k8s:openapi-gen").includes("false")) continue;
      const inlined = inlinedStruct(field, this.universe, this.structural);
      if (inlined === undefined) {
        members.push({ kind: inlines(field, this.structural) ? "unresolved-inline" : "member", at: { field, owner, via: undefined } });
        continue;
      }
      height = Math.max(height, 1);
      if (visiting.has(inlined) || visiting.size > maxNesting) {
        if (!visiting.has(inlined)) members.push({ kind: "too-deep", at: { field, owner, via: undefined } });
        cut = true;
        continue;
      }
      visiting.add(inlined);
      const inner = this.reusable(inlined, visiting.size) ?? this.walk(inlined, visiting);
      visiting.delete(inlined);
      cut ||= inner.cut;
      height = Math.max(height, inner.height + 1);
      for (const member of inner.members) members.push({ kind: member.kind, at: { field: member.at.field, owner: member.at.owner, via: field } });
    }
    return { members, cut, height };
  }

  /** The walk from `decl` when it is the same here, `depth` structs deep (decl included), as on its own. */
  private reusable(decl: TypeDecl, depth: number): Flat | undefined {
    let flat = this.done.get(decl);
    if (flat === undefined) {
      if (this.started.has(decl) || this.started.size >= maxNesting) return undefined;
      flat = this.of(decl);
    }
    // Its nesting checks ran `depth - 1` structs shallower on its own: none of them may now fail.
    return !flat.cut && depth - 1 + flat.height <= maxNesting ? flat : undefined;
  }
}

const walkers = new WeakMap<Universe, Map<boolean, Walker>>();

/** The struct's members with inlined structs' members in their place (openapi-gen's walk). */
function flatten(universe: Universe, root: TypeDecl, structural: boolean): readonly Walked[] {
  let byReading = walkers.get(universe);
  if (byReading === undefined) walkers.set(universe, (byReading = new Map()));
  let walker = byReading.get(structural);
  if (walker === undefined) byReading.set(structural, (walker = new Walker(universe, structural)));
  return walker.of(root).members;
}
