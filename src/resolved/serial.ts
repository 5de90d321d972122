// The resolved structs of a package as plain JSON, and back: what a cache stores per package
// (docs/internals.md, "The resolved model"). A Go field is named by where it is declared —
// its struct's package and name and its index among the struct's fields — so an entry holds
// no object of the model and revives against any model built from the same sources. Reading
// one back checks every value: a cache file is input like any other.

import { lookupType, type Field, type TypeDecl, type Universe } from "../model/ir.js";
import { declKind, declOf, structFields } from "../model/types.js";
import { readingKey, type JsonReading } from "./reading.js";
import { resolvedStruct, type MemberEntry, type PropertyEntry, type ResolvedStruct } from "./struct-members.js";

/** A field of a struct: its declaring struct's package and name, and its index among that struct's fields. */
export interface PlainField {
  readonly pkg: string;
  readonly type: string;
  readonly index: number;
}

export interface PlainEntry {
  readonly kind: MemberEntry["kind"];
  readonly field: PlainField;
  /** The index, among the resolved struct's own fields, of the member that inlines this one. */
  readonly via?: number;
  readonly name?: string;
  readonly omitEmpty?: boolean;
  readonly optional?: boolean;
  readonly optionalAndRequired?: boolean;
}

export interface PlainPackage {
  readonly path: string;
  /** readingKey of the reading the structs were resolved under. */
  readonly reading: string;
  /** Each struct type of the package, by name, in the package's declaration order. */
  readonly structs: Readonly<Record<string, readonly PlainEntry[]>>;
}

/** A package's resolved structs, plain. */
export function plainPackage(universe: Universe, path: string, reading: JsonReading): PlainPackage {
  const structs: Record<string, readonly PlainEntry[]> = Object.create(null) as Record<string, readonly PlainEntry[]>;
  for (const decl of universe.packages.get(path)?.types.values() ?? []) {
    if (decl.isAlias || declKind(universe, decl) !== "struct") continue;
    structs[decl.name] = plainEntries(universe, resolvedStruct(universe, decl, reading));
  }
  return { path, reading: readingKey(reading), structs };
}

function plainEntries(universe: Universe, resolved: ResolvedStruct): PlainEntry[] {
  const own = structFields(universe, resolved.decl);
  return resolved.entries.map((entry) => {
    const field = { pkg: entry.owner.pkg, type: entry.owner.name, index: structFields(universe, entry.owner).indexOf(entry.field) };
    const via = entry.via === undefined ? {} : { via: own.indexOf(entry.via) };
    if (entry.kind === "property") {
      return { kind: entry.kind, field, ...via, name: entry.name, omitEmpty: entry.omitEmpty, optional: entry.optional, optionalAndRequired: entry.optionalAndRequired };
    }
    return entry.kind === "clash" ? { kind: entry.kind, field, ...via, name: entry.name } : { kind: entry.kind, field, ...via };
  });
}

/**
 * A struct's resolution read back from plain entries against a model, or undefined when
 * the entries are malformed or name fields the model does not have (a stale entry).
 */
export function revivedStruct(universe: Universe, decl: TypeDecl, entries: unknown): ResolvedStruct | undefined {
  if (!Array.isArray(entries)) return undefined;
  const own = structFields(universe, decl);
  const revived: MemberEntry[] = [];
  const properties = new Map<string, PropertyEntry>();
  for (const plain of entries as unknown[]) {
    const entry = revivedEntry(universe, own, plain);
    if (entry === undefined) return undefined;
    if (entry.kind === "property") {
      if (properties.has(entry.name)) return undefined;
      properties.set(entry.name, entry);
    }
    revived.push(entry);
  }
  return Object.freeze({ decl, entries: Object.freeze(revived), properties });
}

function revivedEntry(universe: Universe, own: readonly Field[], plain: unknown): MemberEntry | undefined {
  if (typeof plain !== "object" || plain === null) return undefined;
  const p = plain as Record<string, unknown>;
  const at = revivedField(universe, p.field);
  if (at === undefined) return undefined;
  let via: Field | undefined;
  if (p.via !== undefined) {
    via = Number.isInteger(p.via) ? own[p.via as number] : undefined;
    if (via === undefined) return undefined;
  }
  const { field, owner } = at;
  switch (p.kind) {
    case "too-deep":
    case "unresolved-inline":
      return { kind: p.kind, field, owner, via };
    case "clash":
      return typeof p.name === "string" ? { kind: p.kind, field, owner, via, name: p.name } : undefined;
    case "property":
      if (typeof p.name !== "string" || typeof p.omitEmpty !== "boolean" || typeof p.optional !== "boolean" || typeof p.optionalAndRequired !== "boolean") return undefined;
      return { kind: p.kind, field, owner, via, name: p.name, omitEmpty: p.omitEmpty, optional: p.optional, optionalAndRequired: p.optionalAndRequired };
    default:
      return undefined;
  }
}

function revivedField(universe: Universe, plain: unknown): { field: Field; owner: TypeDecl } | undefined {
  if (typeof plain !== "object" || plain === null) return undefined;
  const { pkg, type, index } = plain as Record<string, unknown>;
  if (typeof pkg !== "string" || typeof type !== "string" || !Number.isInteger(index)) return undefined;
  const owner = lookupType(universe, pkg, type) ?? declOf(universe, { kind: "named", pkg, name: type, span: { file: "", line: 0, col: 0 } });
  const field = owner === undefined ? undefined : structFields(universe, owner)[index as number];
  return owner === undefined || field === undefined ? undefined : { field, owner };
}
