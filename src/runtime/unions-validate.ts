// Union validation: run after normalization, on the final object (KEP-1027 "Validation").
// Codes and paths are documented on UnionErrorCode (errors.ts).

import { UnionError } from "./errors.js";
import { guardEntry } from "./guard.js";
import { hasOwn, isObject, own, type Obj } from "./json.js";
import { fieldPath, indexPath, keyPath } from "./path.js";
import { definition, mayNest, shapeOf } from "./schema.js";
import type { DefinitionTable, ElementTable, Tables, UnionTable } from "./tables.js";
import { discriminatorValue, isOptionalMember, select, setMembers, unknownValue } from "./unions-common.js";

export interface ValidateUnionsOptions {
  /**
   * Ratcheting (KEP-1027 "Ratcheting Validation"): drop an error when `oldObject` already had an
   * error with the same code at the same path. Needs `oldObject`.
   */
  readonly ratchet?: boolean;
}

/**
 * Validates every union of `object` (a value of definition `type`), recursively through struct
 * fields, list items and map values. Multiple members set is always an error here: after
 * normalization it can only remain when the discriminator did not change (or is unknown).
 */
export function validateUnions(tables: Tables, type: string, object: unknown, oldObject?: unknown, options: ValidateUnionsOptions = {}): UnionError[] {
  guardEntry(tables, [["object", object], ["old", oldObject]]);
  const errors = collect(tables, type, object);
  if (options.ratchet !== true || oldObject === undefined) return errors;
  const before = new Set(collect(tables, type, oldObject).map(ratchetKey));
  return errors.filter((error) => !before.has(ratchetKey(error)));
}

function ratchetKey(error: UnionError): string {
  return `${error.code}\u0000${error.path}`;
}

function collect(tables: Tables, type: string, object: unknown): UnionError[] {
  const errors: UnionError[] = [];
  const def = definition(tables, type, "");
  if (isObject(object)) validateStruct(tables, def, object, "", errors);
  return errors;
}

function validateValue(tables: Tables, element: ElementTable, value: unknown, path: string, errors: UnionError[]): void {
  const shape = shapeOf(tables, element, path);
  if (shape.kind === "struct" && isObject(value)) validateStruct(tables, shape.def, value, path, errors);
  else if (shape.kind === "map" && isObject(value) && shape.values !== undefined && mayNest(shape.values)) {
    for (const [key, item] of Object.entries(value)) validateValue(tables, shape.values, item, keyPath(path, key), errors);
  } else if (shape.kind === "list" && Array.isArray(value) && shape.items !== undefined && mayNest(shape.items)) {
    const items = shape.items;
    value.forEach((item, index) => validateValue(tables, items, item, indexPath(path, index), errors));
  }
}

function validateStruct(tables: Tables, def: DefinitionTable, object: Obj, path: string, errors: UnionError[]): void {
  for (const union of def.unions) validateUnion(def, union, object, path, errors);
  for (const [name, field] of Object.entries(def.fields)) {
    if (hasOwn(object, name) && mayNest(field)) validateValue(tables, field, own(object, name), fieldPath(path, name), errors);
  }
}

function validateUnion(def: DefinitionTable, union: UnionTable, object: Obj, path: string, errors: UnionError[]): void {
  const set = setMembers(union, object);
  if (set.length > 1) {
    errors.push(new UnionError("union.multipleMembers", path, `only one of ${set.join(", ")} may be set`));
  }
  if (union.discriminator === null) return;
  if (union.origin === "legacy") {
    const value = discriminatorValue(union, object);
    if (value !== undefined && select(union, def, value).kind === "unknown") errors.push(unknownValue(union, def, value, path));
    return;
  }
  validateDiscriminated(def, union, union.discriminator, object, set, path, errors);
}

function validateDiscriminated(def: DefinitionTable, union: UnionTable, discriminator: string, object: Obj, set: string[], path: string, errors: UnionError[]): void {
  const value = discriminatorValue(union, object);
  // Go decodes an absent discriminator as "": valid only when "" is one of the values.
  const selection = select(union, def, value ?? "");
  if (selection.kind === "unknown") {
    errors.push(value === undefined
      ? new UnionError("union.discriminatorRequired", fieldPath(path, discriminator), `${discriminator} is required`)
      : unknownValue(union, def, value, path));
    return;
  }
  const selected = selection.kind === "member" ? selection.member : undefined;
  if (selected !== undefined && !set.includes(selected) && !isOptionalMember(union, selected)) {
    errors.push(new UnionError("union.memberRequired", fieldPath(path, selected),
      `${selected} is required when ${discriminator} is ${JSON.stringify(value ?? "")}`));
  }
  if (set.length === 1 && set[0] !== selected) {
    errors.push(new UnionError("union.memberNotSelected", fieldPath(path, set[0]!),
      `${set[0]} may not be set when ${discriminator} is ${JSON.stringify(value ?? "")}`));
  }
}
