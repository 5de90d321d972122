// Unions in the structural OpenAPI form (`--union-rules-form=structural`): `oneOf` / `anyOf`
// of "member set" alternatives, which the API server checks with its OpenAPI validator —
// no CEL, no CEL cost budget.
//
// A CRD's schema must stay structural (apiextensions-apiserver pkg/apiserver/schema): inside
// `oneOf`/`anyOf`/`not` no `type`, `description`, `default`, `nullable`, `additionalProperties`,
// `x-kubernetes-*` (CEL rules included) and no property `metadata`; and every property named
// there must be a property of the node itself. The alternatives here use only `required`,
// `properties` (of the node's own members), `minItems`, `minProperties`, `minLength`, `enum`,
// `minimum`/`maximum`, `not`, `oneOf` and `anyOf`.
//
// What the form cannot say, the caller writes as CEL rules (with a note): a discriminator
// (which member a value selects, "" for absent), list-item members (OpenAPI 3.0 has no
// `contains`), a float member whose zero value is the test.

import { dict } from "../../json/dict.js";
import type { FieldTable } from "../../runtime/tables.js";

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
