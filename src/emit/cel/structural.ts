// Unions in the structural OpenAPI form (`--union-rules-form=structural`): `oneOf` / `anyOf`
// / `allOf` over "member set" alternatives and the discriminator's values, which the API
// server checks with its OpenAPI validator — no CEL, no CEL cost budget.
//
// A CRD's schema must stay structural (apiextensions-apiserver pkg/apiserver/schema): inside
// `oneOf`/`anyOf`/`not` no `type`, `description`, `default`, `nullable`, `additionalProperties`,
// `x-kubernetes-*` (CEL rules included) and no property `metadata`; and every property named
// there must be a property of the node itself. The alternatives here use only `required`,
// `properties` (of the node's own members), `minItems`, `minProperties`, `minLength`, `enum`,
// `minimum`/`maximum`, `not`, `oneOf` and `anyOf`.
//
// A discriminator is a test on its property: `enum` of the values that select (absent read as
// "", Go's zero string). What the form cannot say, the caller writes as CEL rules (with a
// note): list-item members (OpenAPI 3.0 has no `contains`), a float member whose zero value is
// the test, a member or discriminator named `metadata`.

import { dict } from "../../json/dict.js";
import type { FieldTable, UnionTable } from "../../runtime/tables.js";

export type UnionRulesForm = "cel" | "structural";

/** A JSON Schema fragment (value validations only). */
export type StructuralSchema = Readonly<Record<string, unknown>>;

/** How many of the members may be set. */
export type MemberCount = "exactlyOne" | "zeroOrOne" | "atLeastOne";

/** The union as one schema over the "member set" alternatives. */
export function countSchema(count: MemberCount, sets: readonly StructuralSchema[]): StructuralSchema {
  switch (count) {
    case "exactlyOne":
      return { oneOf: sets };
    case "atLeastOne":
      return { anyOf: sets };
    case "zeroOrOne":
      // exactly one alternative holds when at most one member is set: "none set" or that member's
      return { oneOf: [{ not: { anyOf: sets } }, ...sets] };
  }
}

/** Present: what `has(self.x)` tests (controller-gen's one-of rules). */
export function presentSchema(name: string): StructuralSchema {
  return { required: [name] };
}

/**
 * validation-gen's "set" for a member of this Go shape: present, and for a slice, map or
 * builtin value also non-empty / non-zero. undefined where the form cannot say it.
 */
export function goSetSchema(name: string, table: FieldTable | undefined): StructuralSchema | undefined {
  const valued = (schema: StructuralSchema): StructuralSchema | undefined => {
    if (name === "metadata") return undefined; // no property `metadata` under a junctor
    const properties = dict<StructuralSchema>();
    properties[name] = schema;
    return { required: [name], properties };
  };
  switch (table?.goShape) {
    case "slice":
      return valued({ minItems: 1 });
    case "map":
      return valued({ minProperties: 1 });
    case "value":
      return valueSet(table.kind, valued);
    default:
      return presentSchema(name);
  }
}

function valueSet(kind: FieldTable["kind"], valued: (schema: StructuralSchema) => StructuralSchema | undefined): StructuralSchema | undefined {
  switch (kind) {
    case "string":
      return valued({ minLength: 1 });
    case "boolean":
      return valued({ enum: [true] });
    case "integer":
      return valued({ anyOf: [{ minimum: 1 }, { maximum: -1 }] });
    default:
      return undefined; // a float's non-zero test needs exclusive bounds, whose spelling differs between drafts
  }
}

/** Some alternative holds. */
export function either(...alternatives: StructuralSchema[]): StructuralSchema {
  return { anyOf: alternatives };
}

export function not(schema: StructuralSchema): StructuralSchema {
  return { not: schema };
}

/** The discriminator `d` (absent read as "") has one of `values`; undefined for `metadata`. */
export function discriminatorIn(d: string, values: readonly string[]): StructuralSchema | undefined {
  if (d === "metadata") return undefined;
  if (values.length === 0) return not({}); // no value: never (draft 4 has no empty enum)
  const properties = dict<StructuralSchema>();
  properties[d] = { enum: [...values] };
  const present = { required: [d], properties };
  return values.includes("") ? either(not({ required: [d] }), present) : present;
}

/**
 * A KEP-1027 union as the runtime validates it on create (src/emit/cel/kep-union-rules.ts, rule
 * for rule): the discriminator present unless "" is a value, one of the values, the selected
 * non-optional member set, every member set only when selected. undefined where a test cannot
 * be written.
 */
export function kepStructural(union: UnionTable, fields: Readonly<Record<string, FieldTable>>): StructuralSchema | undefined {
  const d = union.discriminator;
  if (d === null) return undefined;
  const known = Object.keys(union.values);
  const isKnown = discriminatorIn(d, known);
  if (isKnown === undefined) return undefined;
  const parts: StructuralSchema[] = [];
  if (!known.includes("")) parts.push({ required: [d] });
  // absent, or one of the values: a junctor of its own, which flattening never merges into the
  // property (where an enum of the property's own would win)
  parts.push(known.includes("") ? isKnown : either(not({ required: [d] }), isKnown));
  for (const [value, member] of Object.entries(union.values)) {
    if (member === null || union.members[member]?.optional !== false) continue;
    const set = goSetSchema(member, fields[member]);
    if (set === undefined) return undefined;
    parts.push(either(not(discriminatorIn(d, [value])!), set));
  }
  for (const member of Object.keys(union.members)) {
    const set = goSetSchema(member, fields[member]);
    if (set === undefined) return undefined;
    parts.push(either(not(set), discriminatorIn(d, known.filter((v) => union.values[v] === member))!, not(isKnown)));
  }
  return { allOf: parts };
}

/**
 * Puts union schemas on a node: the first one's keyword on the node itself when it has none
 * of it yet, every other one as an `allOf` branch (which controller-gen's flattening keeps or
 * merges without changing what it accepts).
 */
export function attachStructural(node: Record<string, unknown>, parts: readonly StructuralSchema[]): void {
  for (const part of parts) {
    const free = Object.keys(part).every((key) => node[key] === undefined);
    if (free) Object.assign(node, part);
    else node.allOf = [...((node.allOf as unknown[] | undefined) ?? []), part];
  }
}
