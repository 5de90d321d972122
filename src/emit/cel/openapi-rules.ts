// validation-gen's unions as x-kubernetes-validations in an OpenAPI 3 document (`generate
// --v3-union-rules`), for aggregated API servers and clients that evaluate CEL: the rules of a
// struct on its definition, those of a field (subfield and item unions) on its property.

import { jsonFields } from "../../check/shapes.js";
import type { Universe } from "../../model/ir.js";
import type { Schema } from "../context.js";
import type { Definition } from "../definitions.js";
import type { CelRule } from "./k8s-union-rules.js";
import { fieldUnionRules, typeUnionRules } from "./union-validations.js";

/** The definition with its union rules in `v3` (the same definition when it has none). */
export function withUnionRules(def: Definition, universe: Universe): Definition {
  const properties = def.v3.properties as Record<string, Schema> | undefined;
  if (def.decl.type.kind !== "struct" || properties === undefined) return def;
  const fields = jsonFields(universe, def.decl);
  let changed = false;
  const withRules = (schema: Schema, rules: readonly CelRule[]): Schema => {
    if (rules.length === 0) return schema;
    changed = true;
    const own = (schema["x-kubernetes-validations"] as CelRule[] | undefined) ?? [];
    return { ...schema, "x-kubernetes-validations": [...own, ...rules] };
  };
  const newProperties = Object.fromEntries(Object.entries(properties).map(([name, schema]) => {
    const field = fields.get(name);
    return [name, field === undefined ? schema : withRules(schema, fieldUnionRules(universe, field, name))];
  }));
  const v3 = withRules({ ...def.v3, properties: newProperties }, typeUnionRules(universe, def.decl));
  return changed ? { ...def, v3 } : def;
}
