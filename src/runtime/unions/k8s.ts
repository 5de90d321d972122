// Validation of validation-gen's unions (`+k8s:unionMember`, `+k8s:zeroOrOneOfMember`,
// `+k8s:unionDiscriminator`), answering exactly as the API server's generated code does
// (apimachinery pkg/api/validate Union, DiscriminatedUnion, ZeroOrOneOfUnion):
//
// - "set" follows the member's Go shape: pointer non-null, slice/map non-empty, builtin
//   non-zero; a list-item member is set when some item has its key values;
// - exactlyOne: `{a, b}` "must specify exactly one of: `a`, `b`" / "must specify one of: …";
//   zeroOrOne: "must specify at most one of: …"; errors on the union's holder;
// - discriminated: one error per member, "may only be specified when `d` is \"M2\"" or
//   "must be specified when `d` is \"M1\""; an empty or unknown discriminator value is no
//   error by itself (enum validation is a separate check);
// - ratcheting on update: a union whose discriminator and every member's set/unset state are
//   unchanged is skipped, when there is an old value at that place (never on create);
// - `+k8s:alpha`/`+k8s:beta` unions return their errors marked with the level.
// There is no normalization for this family: the server only rejects.
//
// The walk is iterative (no recursion on deep input) and linear: old list items are found
// through one index per list (listType=map keys), old map values by key.

import { canonical, hasOwn, isObject, own, type Obj } from "../json.js";
import { fieldPath, indexPath, keyPath } from "../path.js";
import { definition, shapeOf } from "../schema.js";
import type { DefinitionName, DefinitionTable, ElementTable, FieldTable, K8sUnionTable, Tables, TypedTables, UntypedDefinitions } from "../tables.js";
import { isSetByShape } from "./common.js";
import { FieldError, printedPath } from "./k8s-errors.js";
import { InputError } from "../errors.js";
import { guardLists } from "../guard.js";
import { checkTables } from "../tables-check.js";
import { reachingDefinitions, type Seed } from "../reach.js";
import { isOpaque } from "../opaque.js";

export interface ValidateK8sUnionsOptions {
  /**
   * Options (feature gates) the request runs with. validation-gen ignores `+k8s:ifEnabled` /
   * `+k8s:ifDisabled` around union tags (the union is validated either way), and so do we;
   * the tables keep the conditions for callers that want them.
   */
  readonly options?: readonly string[];
}

/** No old value at this place: Go's nil. */
const NONE = undefined;

interface Frame {
  readonly element: ElementTable | undefined;
  readonly def: DefinitionTable | undefined;
  readonly field: FieldTable | undefined;
  readonly value: unknown;
  readonly old: unknown;
  /** Whether an old value exists here (Go: the old pointer is not nil). */
  readonly hasOld: boolean;
  readonly path: string;
  /** The struct frame of an element frame's own value: the same object, one step further. */
  readonly twin?: true;
}

/**
 * Validates every validation-gen union of `object` (a value of definition `type`). With
 * `oldObject` the operation is an update (ratcheting applies); without it, a create.
 */
export function validateK8sUnions<D = UntypedDefinitions>(tables: TypedTables<D>, type: NoInfer<DefinitionName<D>>, object: unknown, oldObject?: unknown, _options: ValidateK8sUnionsOptions = {}): FieldError[] {
  checkTables(tables); // its walk is iterative: any depth (not MAX_DEPTH), but broken tables are TablesError
  guardLists("object", object);
  guardLists("old", oldObject);
  const errors: FieldError[] = [];
  const update = oldObject !== undefined;
  const relevant = relevantDefinitions(tables);
  const stack: (Frame | Leave)[] = [{ element: undefined, def: definition(tables, type, ""), field: undefined, value: object, old: update ? oldObject : NONE, hasOld: update && oldObject !== null, path: "" }];
  // The objects of `object` on the path from the root to the current frame: the walk has no
  // depth limit, so a value that contains itself would otherwise be walked forever.
  const onPath = new Set<object>();
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if ("leave" in frame) {
      onPath.delete(frame.leave);
      continue;
    }
    const enters = isContainer(frame.value) && frame.twin !== true;
    if (enters) {
      if (onPath.has(frame.value as object)) throw new InputError("input.cyclic", "object", frame.path, "the value contains itself");
      onPath.add(frame.value as object);
      stack.push({ leave: frame.value as object });
    }
    const children: Frame[] = [];
    if (frame.def !== undefined) visitStruct(relevant, frame, frame.def, update, errors, children);
    else visitElement(tables, relevant, frame, update, errors, children);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return errors;
}

/** Marks where the walk leaves an object (iterative post-order). */
interface Leave {
  readonly leave: object;
}

function isContainer(value: unknown): boolean {
  return value !== null && typeof value === "object";
}

function visitStruct(relevant: ReadonlySet<string>, frame: Frame, def: DefinitionTable, update: boolean, errors: FieldError[], children: Frame[]): void {
  if (!isObject(frame.value)) return;
  const value = frame.value;
  const old = isObject(frame.old) ? frame.old : undefined;
  for (const union of def.k8sUnions ?? []) checkUnion(union, def, value, old, frame.hasOld, update, frame.path, errors);
  for (const [name, field] of Object.entries(def.fields)) {
    const present = hasOwn(value, name) && own(value, name) !== null;
    const valueStruct = field.goShape === "struct" && field.ref !== undefined;
    if (!present && !valueStruct && field.k8sUnions === undefined) continue;
    if (!worthVisiting(field, relevant)) continue;
    // A struct value always exists in Go: an absent one is its zero value, and so is its old value.
    const child = present ? own(value, name) : valueStruct ? {} : undefined;
    const oldPresent = old !== undefined && hasOwn(old, name) && own(old, name) !== null;
    const oldChild = oldPresent ? own(old, name) : valueStruct && old !== undefined ? {} : NONE;
    const hasOld = valueStruct ? frame.hasOld : oldChild !== NONE;
    children.push({ element: field, def: undefined, field, value: child, old: oldChild, hasOld, path: fieldPath(frame.path, name) });
  }
}

function visitElement(tables: Tables, relevant: ReadonlySet<string>, frame: Frame, update: boolean, errors: FieldError[], children: Frame[]): void {
  const field = frame.field;
  // `+k8s:optional` short-circuits a field's validations when it is unset.
  const skip = field?.k8sOptional === true && !isSetByShape(field.goShape, frame.value);
  for (const union of skip ? [] : field?.k8sUnions ?? []) {
    if (union.members.some((m) => m.item !== undefined)) checkListUnion(union, frame.value, frame.old, frame.hasOld, update, frame.path, errors);
    else if (isObject(frame.value)) {
      const def = frame.element?.ref !== undefined ? definition(tables, frame.element.ref, frame.path) : undefined;
      if (def !== undefined) checkUnion(union, def, frame.value, isObject(frame.old) ? frame.old : undefined, frame.hasOld, update, frame.path, errors);
    }
  }
  const element = frame.element;
  if (element === undefined) return;
  const shape = shapeOf(tables, element, frame.path);
  // `+k8s:opaqueType`: the value's (or each item's) type validation, with its unions, does not run.
  if (isOpaque(field, "self")) return;
  const opaqueItems = isOpaque(field, "val");
  if (shape.kind === "struct") {
    if (relevant.has(element.ref!)) children.push({ ...frame, def: shape.def, field: undefined, twin: true });
  } else if (shape.kind === "list" && Array.isArray(frame.value) && shape.items !== undefined && !opaqueItems && worthVisiting(shape.items, relevant)) {
    listChildren(shape.items, field, frame, children);
  } else if (shape.kind === "map" && isObject(frame.value) && shape.values !== undefined && !opaqueItems && worthVisiting(shape.values, relevant)) {
    const old = isObject(frame.old) ? frame.old : undefined;
    for (const [key, item] of Object.entries(frame.value)) {
      const oldItem = old !== undefined && hasOwn(old, key) ? own(old, key) : NONE;
      children.push({ element: shape.values, def: undefined, field: undefined, value: item, old: oldItem, hasOld: oldItem !== NONE && oldItem !== null, path: keyPath(frame.path, key) });
    }
  }
}

/** Items of a list; an item's old version is found by its listType=map keys (validation-gen's correlation). */
function listChildren(items: ElementTable, field: FieldTable | undefined, frame: Frame, children: Frame[]): void {
  const list = frame.value as unknown[];
  const keys = field?.listType === "map" && field.listMapKeys !== undefined && field.listMapKeys.length > 0 ? field.listMapKeys : undefined;
  const index = keys !== undefined && Array.isArray(frame.old) ? oldIndex(frame.old, keys) : undefined;
  list.forEach((item, i) => {
    const oldItem = index !== undefined && isObject(item) ? index.get(keyOf(item, keys!)) : NONE;
    children.push({ element: items, def: undefined, field: undefined, value: item, old: oldItem, hasOld: oldItem !== NONE, path: indexPath(frame.path, i) });
  });
}

function oldIndex(old: readonly unknown[], keys: readonly string[]): Map<string, unknown> {
  const index = new Map<string, unknown>();
  for (const item of old) if (isObject(item)) {
    const key = keyOf(item, keys);
    if (!index.has(key)) index.set(key, item);
  }
  return index;
}

function keyOf(item: Obj, keys: readonly string[]): string {
  return canonical(keys.map((key) => own(item, key) ?? null));
}

function worthVisiting(element: ElementTable, relevant: ReadonlySet<string>): boolean {
  if ((element as FieldTable).k8sUnions !== undefined) return true;
  if (element.ref !== undefined) return relevant.has(element.ref);
  if (element.items !== undefined) return worthVisiting(element.items, relevant);
  if (element.values !== undefined) return worthVisiting(element.values, relevant);
  return false;
}

// ---- one union ----------------------------------------------------------------------------

function memberIsSet(def: DefinitionTable, object: Obj | undefined, member: string): boolean {
  if (object === undefined || !hasOwn(object, member)) return false;
  return isSetByShape(hasOwn(def.fields, member) ? def.fields[member]!.goShape : undefined, own(object, member));
}

function checkUnion(union: K8sUnionTable, def: DefinitionTable, value: Obj, old: Obj | undefined, hasOld: boolean, update: boolean, path: string, errors: FieldError[]): void {
  const isSet = union.members.map((m) => memberIsSet(def, value, m.field ?? ""));
  const wasSet = update ? union.members.map((m) => memberIsSet(def, old, m.field ?? "")) : [];
  if (union.kind === "discriminated") {
    const d = union.discriminator!;
    const now = discriminatorOf(value, d);
    const changed = !update || now !== discriminatorOf(old, d) || isSet.some((set, i) => set !== wasSet[i]);
    if (update && hasOld && !changed) return;
    union.members.forEach((member, i) => {
      const selected = now === member.memberName;
      const at = printedPath(fieldPath(path, member.name));
      if (isSet[i] && !selected) errors.push(new FieldError(at, "", `may only be specified when \`${d}\` is ${JSON.stringify(member.memberName)}`, "union", union.stability));
      else if (!isSet[i] && selected) errors.push(new FieldError(at, "", `must be specified when \`${d}\` is ${JSON.stringify(now)}`, "union", union.stability));
    });
    return;
  }
  report(union, isSet, wasSet, hasOld, update, path, errors);
}

function checkListUnion(union: K8sUnionTable, list: unknown, old: unknown, hasOld: boolean, update: boolean, path: string, errors: FieldError[]): void {
  const isSet = membersInList(union, list);
  const wasSet = update ? membersInList(union, old) : [];
  report(union, isSet, wasSet, hasOld, update, path, errors);
}

/** One pass over the list: which item members it holds. */
function membersInList(union: K8sUnionTable, list: unknown): boolean[] {
  const found = union.members.map(() => false);
  if (!Array.isArray(list)) return found;
  for (const item of list) {
    if (!isObject(item)) continue;
    union.members.forEach((member, i) => {
      if (!found[i] && member.item !== undefined && Object.entries(member.item).every(([key, want]) => own(item, key) === want)) found[i] = true;
    });
  }
  return found;
}

/** exactlyOne and zeroOrOne: one error on the holder. */
function report(union: K8sUnionTable, isSet: readonly boolean[], wasSet: readonly boolean[], hasOld: boolean, update: boolean, path: string, errors: FieldError[]): void {
  const changed = isSet.some((set, i) => set !== (wasSet[i] ?? false));
  if (update && hasOld && !changed) return;
  const specified = union.members.filter((_, i) => isSet[i]).map((m) => m.name);
  const all = union.members.map((m) => `\`${m.name}\``).join(", ");
  const at = printedPath(path);
  const origin = union.kind === "zeroOrOne" ? "zeroOrOneOf" : "union";
  const quantity = union.kind === "zeroOrOne" ? "at most one" : "exactly one";
  if (specified.length > 1) errors.push(new FieldError(at, `{${specified.join(", ")}}`, `must specify ${quantity} of: ${all}`, origin, union.stability));
  if (specified.length === 0 && union.kind === "exactlyOne") errors.push(new FieldError(at, "", `must specify one of: ${all}`, origin, union.stability));
}

/** `string(obj.D)`: a missing or non-string discriminator reads as "". */
function discriminatorOf(object: Obj | undefined, name: string): string {
  const value = object === undefined ? undefined : own(object, name);
  return typeof value === "string" ? value : "";
}

// ---- which definitions can hold a validation-gen union ----------------------------------------

const holdsUnion: Seed = (def) => (def.k8sUnions !== undefined && def.k8sUnions.length > 0) || Object.values(def.fields).some((f) => f.k8sUnions !== undefined);

function relevantDefinitions(tables: Tables): ReadonlySet<string> {
  return reachingDefinitions(tables, holdsUnion);
}
