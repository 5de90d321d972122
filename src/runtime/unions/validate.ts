// Union validation: run after normalization, on the final object (KEP-1027 "Validation").
// Codes and paths are documented on UnionErrorCode (errors.ts).

import { UnionError } from "../errors.js";
import { guardEntry } from "../guard.js";
import { deepEqual, hasOwn, isObject, own, type Obj } from "../json.js";
import { fieldPath, indexPath, keyPath } from "../path.js";
import { definition, mayNest, shapeOf } from "../schema.js";
import type { DefinitionName, DefinitionTable, ElementTable, FieldTable, Tables, TypedTables, UnionTable, UntypedDefinitions } from "../tables.js";
import {
  discriminatorValue, goIsSet, identityKeys, isOptionalMember, memberNames, oldItems, select, setMembers, unknownValue,
} from "./common.js";

export interface ValidateUnionsOptions {
  /**
   * Also drop an error when `oldObject` already had an error with the same code at the same path
   * (for 2019 unions, which have no ratcheting of their own). KEP-1027 unions ratchet always.
   */
  readonly ratchet?: boolean;
}

/**
 * Validates every union of `object` (a value of definition `type`), recursively through struct
 * fields, list items and map values. With `oldObject` (an update), a KEP-1027 union whose
 * discriminator and members' set/unset states are unchanged from its old version is skipped,
 * as validation-gen's unions are; on create, and where the old object has no value, it is not.
 *
 * KEP-1027, where the seed is silent, follows validation-gen: a member is set by its Go shape
 * (pointer non-null, slice/map non-empty, builtin non-zero), and each member set that the
 * discriminator does not select is its own error. 2019 unions: several members set (present
 * and not null) is one error on the struct.
 */
export function validateUnions<D = UntypedDefinitions>(tables: TypedTables<D>, type: NoInfer<DefinitionName<D>>, object: unknown, oldObject?: unknown, options: ValidateUnionsOptions = {}): UnionError[] {
  guardEntry(tables, [["object", object], ["old", oldObject]]);
  const errors = collect(tables, type, object, oldObject);
  if (options.ratchet !== true || oldObject === undefined) return errors;
  const before = new Set(collect(tables, type, oldObject, undefined).map(ratchetKey));
  return errors.filter((error) => !before.has(ratchetKey(error)));
}

function ratchetKey(error: UnionError): string {
  return `${error.code}\u0000${error.path}`;
}

/** `old`: undefined on create; on update, the old value at this place (undefined when it has none). */
interface Walk {
  readonly tables: Tables;
  readonly update: boolean;
  readonly errors: UnionError[];
}

function collect(tables: Tables, type: string, object: unknown, oldObject: unknown): UnionError[] {
  const walk: Walk = { tables, update: oldObject !== undefined, errors: [] };
  const def = definition(tables, type, "");
  if (isObject(object)) validateStruct(walk, def, object, isObject(oldObject) ? oldObject : undefined, "");
  return walk.errors;
}

function validateValue(walk: Walk, element: ElementTable, field: FieldTable | undefined, value: unknown, old: unknown, path: string): void {
  const shape = shapeOf(walk.tables, element, path);
  if (shape.kind === "struct" && isObject(value)) validateStruct(walk, shape.def, value, isObject(old) ? old : undefined, path);
  else if (shape.kind === "map" && isObject(value) && shape.values !== undefined && mayNest(shape.values)) {
    const oldMap = isObject(old) ? old : undefined;
    for (const [key, item] of Object.entries(value)) validateValue(walk, shape.values, undefined, item, oldMap === undefined ? undefined : own(oldMap, key), keyPath(path, key));
  } else if (shape.kind === "list" && Array.isArray(value) && shape.items !== undefined && mayNest(shape.items)) {
    const items = shape.items;
    const oldItem = oldItems(identityKeys(field), Array.isArray(old) ? old : []);
    value.forEach((item, index) => validateValue(walk, items, undefined, item, oldItem(item, index), indexPath(path, index)));
  }
}

function validateStruct(walk: Walk, def: DefinitionTable, object: Obj, old: Obj | undefined, path: string): void {
  for (const union of def.unions) {
    if (union.origin === "kep-1027" && walk.update && old !== undefined && unchanged(def, union, object, old)) continue;
    validateUnion(def, union, object, path, walk.errors);
  }
  for (const [name, field] of Object.entries(def.fields)) {
    if (hasOwn(object, name) && mayNest(field)) validateValue(walk, field, field, own(object, name), old === undefined ? undefined : own(old, name), fieldPath(path, name));
  }
}

/** validation-gen's ratcheting: the discriminator and every member's set/unset state are as before. */
function unchanged(def: DefinitionTable, union: UnionTable, object: Obj, old: Obj): boolean {
  if (!deepEqual(discriminatorValue(union, object) ?? "", discriminatorValue(union, old) ?? "")) return false;
  return memberNames(union).every((member) => goIsSet(def, object, member) === goIsSet(def, old, member));
}

function validateUnion(def: DefinitionTable, union: UnionTable, object: Obj, path: string, errors: UnionError[]): void {
  if (union.origin === "kep-1027" && union.discriminator !== null) {
    validateDiscriminated(def, union, union.discriminator, object, memberNames(union).filter((m) => goIsSet(def, object, m)), path, errors);
    return;
  }
  const set = setMembers(union, object);
  if (set.length > 1) {
    errors.push(new UnionError("union.multipleMembers", path, `only one of ${set.join(", ")} may be set`));
  }
  if (union.discriminator === null) return;
  const value = discriminatorValue(union, object);
  if (value !== undefined && select(union, def, value).kind === "unknown") errors.push(unknownValue(union, def, value, path));
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
  for (const member of set) {
    if (member === selected) continue;
    errors.push(new UnionError("union.memberNotSelected", fieldPath(path, member),
      `${member} may not be set when ${discriminator} is ${JSON.stringify(value ?? "")}`));
  }
}
