// Union rules in an OpenAPI 3 document (`generate --v3 --v3-union-rules`), for aggregated API
// servers and clients: validation-gen's and KEP-1027 unions, as x-kubernetes-validations CEL
// rules or (`--union-rules-form=structural`) oneOf/anyOf where that can say them — those of a
// struct on its definition (with the KEP-1027 unions of structs inlined into it, whose fields
// are its properties), those of a field (subfield and item unions) on its property.

import type { Era } from "../../era/openapi-gen.js";
import { openapiGenReading } from "../../resolved/reading.js";
import { resolvedStruct } from "../../resolved/struct-members.js";
import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { Universe } from "../../model/ir.js";
import type { Span } from "../../parse/syntax.js";
import type { Schema } from "../openapi/context.js";
import type { Definition } from "../openapi/definitions.js";
import type { CelRule } from "./k8s-union-rules.js";
import { attachStructural, type UnionRulesForm } from "./structural.js";
import { fieldUnionConstraints, typeUnionConstraints, type UnionConstraints } from "./union-validations.js";

/** The definition with its union rules in `v3` (the same definition when it has none); notes go to `notes`. */
export function withUnionRules(def: Definition, universe: Universe, era: Era, form: UnionRulesForm, notes: Diagnostic[]): Definition {
  const properties = def.v3.properties as Record<string, Schema> | undefined;
  if (def.decl.type.kind !== "struct" || properties === undefined) return def;
  const fields = resolvedStruct(universe, def.decl, openapiGenReading(era)).properties;
  let changed = false;
  const withUnions = (schema: Schema, constraints: UnionConstraints, span: Span): Schema => {
    for (const why of constraints.celFallbacks) notes.push(diagnose("OM5080", span, why));
    notes.push(...constraints.ratchetNotes);
    if (constraints.rules.length === 0 && constraints.structural.length === 0) return schema;
    changed = true;
    const out: Schema = { ...schema };
    if (constraints.rules.length > 0) out["x-kubernetes-validations"] = [...((schema["x-kubernetes-validations"] as CelRule[] | undefined) ?? []), ...constraints.rules];
    attachStructural(out, constraints.structural);
    return out;
  };
  const newProperties = Object.fromEntries(Object.entries(properties).map(([name, schema]) => {
    const field = fields.get(name)?.field;
    return [name, field === undefined ? schema : withUnions(schema, fieldUnionConstraints(universe, field, name, form), field.span)];
  }));
  const v3 = withUnions({ ...def.v3, properties: newProperties }, typeUnionConstraints(universe, def.decl, { form, inlinedKep: true }), def.decl.span);
  return changed ? { ...def, v3 } : def;
}
