// validateLegacyUnions: the discriminator/member checks the API server makes, by hand-written
// validation, for the 2019 unions of k8s.io/api (legacy-k8s-rules.ts), wherever values of those
// definitions occur in an object: struct fields, list items and map values, as the tables say.

import { guardEntry } from "../guard.js";
import { hasOwn, isObject, own } from "../json.js";
import { fieldPath, indexPath, keyPath } from "../path.js";
import { definition, mayNest } from "../schema.js";
import type { DefinitionName, ElementTable, Tables, TypedTables, UntypedDefinitions } from "../tables.js";
import type { ServerFieldError } from "./legacy-k8s-errors.js";
import { ruleFor } from "./legacy-k8s-rules.js";

/**
 * The errors the API server reports for the 2019 unions (SeccompProfile, AppArmorProfile,
 * FlowSchema subjects, PriorityLevelConfiguration's spec and limit response) in `object`, a
 * value of definition `type` of tables generated from k8s.io/api, in the order of the object's
 * fields as the tables list them. Definitions of other modules are walked through, never checked.
 */
export function validateLegacyUnions<D = UntypedDefinitions>(tables: TypedTables<D>, type: NoInfer<DefinitionName<D>>, object: unknown): ServerFieldError[] {
  guardEntry(tables, [["object", object]]);
  const errors: ServerFieldError[] = [];
  definition(tables, type, "");
  visitStruct(tables, type, object, "", errors);
  return errors;
}

function visitStruct(tables: Tables, name: string, value: unknown, path: string, errors: ServerFieldError[]): void {
  if (!isObject(value)) return;
  const def = definition(tables, name, path);
  const rule = ruleFor(name);
  if (rule !== undefined) errors.push(...rule(value, path));
  for (const [key, field] of Object.entries(def.fields)) {
    if (hasOwn(value, key) && mayNest(field)) visitValue(tables, field, own(value, key), fieldPath(path, key), errors);
  }
}

function visitValue(tables: Tables, element: ElementTable, value: unknown, path: string, errors: ServerFieldError[]): void {
  if (element.kind === "object" && element.ref !== undefined) {
    if (definition(tables, element.ref, path).scalar !== true) visitStruct(tables, element.ref, value, path, errors);
  } else if (element.kind === "map" && element.values !== undefined && isObject(value)) {
    const values = element.values;
    if (mayNest(values)) for (const [key, item] of Object.entries(value)) visitValue(tables, values, item, keyPath(path, key), errors);
  } else if (element.kind === "array" && element.items !== undefined && Array.isArray(value)) {
    const items = element.items;
    if (mayNest(items)) value.forEach((item, index) => visitValue(tables, items, item, indexPath(path, index), errors));
  }
}
