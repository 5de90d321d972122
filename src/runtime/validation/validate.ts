// validateDeclarative: validation-gen's generated validation of one object, from the runtime
// tables. For every struct field (in table order) it does what the generated closure does:
//
// - on update, a field whose value is semantically equal to its old value is not validated
//   again, nor anything under it (ratcheting);
// - the short-circuit tags first (required/optional/forbidden, immutable, update), all of
//   them: an unset value, or an error of one, stops the field's other validations, including
//   its type's and everything under it;
// - then the field's other tags, then those of its named type, each only when its
//   `+k8s:ifEnabled`/`+k8s:ifDisabled` conditions hold for the caller's options, errors marked
//   with `+k8s:alpha`/`+k8s:beta`;
// - then the value's struct (its own type tags, the dependentRequired/dependentForbidden
//   rules its fields' tags made, its modal members (discriminated.ts), and its fields), list
//   items and map values, unless
//   the field (or its `+k8s:eachVal`) says `+k8s:opaqueType`;
// - `+k8s:subfield(f)=…` and `+k8s:item(k: v)=…` run their chained tag on one field or list
//   item (chained.ts).
// validation-gen's unions (validateK8sUnions) are validated too and their errors appended.
//
// The recursion is one level per level of the input, bounded by guardEntry's MAX_DEPTH.

import { guardEntry } from "../guard.js";
import { hasOwn, isObject, own, type Obj } from "../json.js";
import { fieldPath, indexPath, keyPath } from "../path.js";
import { definition, shapeOf } from "../schema.js";
import type { DefinitionName, DefinitionTable, ElementTable, FieldTable, Tables, TypedTables, UntypedDefinitions, ValidationRuleTable } from "../tables.js";
import { validateK8sUnions } from "../unions/k8s.js";
import { FieldError, printedPath } from "../unions/k8s-errors.js";
import { goFieldValue, NIL } from "./go-value.js";
import { unchanged } from "./equality.js";
import { DEPENDENCY_RULES, dependencyErrors } from "./dependent.js";
import { listItemOld, oldItems } from "./correlate.js";
import { duplicateErrors } from "./unique.js";
import { validateDiscriminated, type PayloadRunner } from "./discriminated.js";
import { PRESENCE_TAGS, RULES } from "./rules.js";
import { unsupportedSubresource } from "./subresources.js";
import { KEY_HOLDER, runChainedTag, withoutEach, type TagRunner } from "./chained.js";
import { reachingDefinitions, type Seed } from "../reach.js";

export interface ValidateDeclarativeOptions {
  /** The object before the update: an update ratchets (unchanged values are not validated again). Absent: a create. */
  readonly old?: unknown;
  /** The options (feature gates) the request runs with, for `+k8s:ifEnabled` / `+k8s:ifDisabled`. */
  readonly options?: readonly string[];
  /** The request's subresource path segments (`["status"]`); absent or empty: the root resource. */
  readonly subresources?: readonly string[];
}

interface Walk {
  readonly tables: Tables;
  readonly update: boolean;
  readonly options: ReadonlySet<string>;
  readonly reach: ReadonlySet<string>;
  readonly errors: FieldError[];
}

/** Every declarative validation error of `value`, a `type` (validation-gen's FieldErrors). */
export function validateDeclarative<D = UntypedDefinitions>(tables: TypedTables<D>, type: NoInfer<DefinitionName<D>>, value: unknown, options: ValidateDeclarativeOptions = {}): FieldError[] {
  const update = options.old !== undefined;
  guardEntry(tables, update ? [["object", value], ["old", options.old]] : [["object", value]]);
  const walk: Walk = { tables, update, options: new Set(options.options ?? []), reach: reachingDefinitions(tables, holdsValidation), errors: [] };
  const def = definition(tables, type, "");
  const unsupported = unsupportedSubresource(def, type, options.subresources ?? []);
  if (unsupported !== undefined) return [unsupported];
  if (isObject(value)) validateStruct(walk, type, def, value, isObject(options.old) ? options.old : NIL, "");
  walk.errors.push(...validateK8sUnions(tables, type, value, options.old, { options: options.options ?? [] }));
  return walk.errors;
}

function validateStruct(walk: Walk, name: string, def: DefinitionTable, value: Obj, old: Obj | undefined, path: string): void {
  if (def.validations !== undefined) {
    runTags(walk, { kind: "object", goShape: "struct", ref: name }, def.validations, value, old, path);
    for (const rule of def.validations) {
      if (DEPENDENCY_RULES.has(rule.name) && conditionsHold(walk, rule)) walk.errors.push(...dependencyErrors(def, rule, value, old, path, walk.update));
    }
  }
  if (def.discriminated !== undefined) {
    const payload: PayloadRunner = (field, tags, now, before, at) => validateValue({ ...walk, reach: NOTHING }, field, tags, now, before, at);
    for (const member of def.discriminated) if (conditionsHold(walk, member)) validateDiscriminated(def, member, value, old, path, walk.update, payload);
  }
  for (const name of Object.keys(def.fields)) {
    const field = def.fields[name]!;
    if (field.validations === undefined && !worthVisiting(walk, field)) continue;
    const now = goFieldValue(field, value, name);
    const before = old === NIL ? NIL : goFieldValue(field, old, name);
    if (walk.update && old !== NIL && unchanged(walk.tables, field, now, before)) continue;
    validateValue(walk, field, field.validations ?? [], now, before, fieldPath(path, field.errorPath ?? name));
  }
}

const holdsValidation: Seed = (def) => def.validations !== undefined || def.discriminated !== undefined || Object.values(def.fields).some((f) => f.validations !== undefined);

/** A modal member's payload validates the member's value only: nothing under it is reached. */
const NOTHING: ReadonlySet<string> = new Set();

/** One field's, item's or map value's validations, then what is under it. */
function validateValue(walk: Walk, element: ElementTable, tags: readonly ValidationRuleTable[], value: unknown, old: unknown, path: string): void {
  const direct = tags.filter((t) => t.each === undefined);
  if (direct.length > 0 && !runTags(walk, element as FieldTable, direct, value, old, path)) return;
  if (value === NIL || value === null || direct.some((t) => t.name === "opaqueType")) return; // opaque.ts
  const eachVal = tags.filter((t) => t.each === "val").map(withoutEach);
  const shape = shapeOf(walk.tables, element, path);
  if (shape.kind === "struct" && isObject(value)) {
    if (walk.reach.has(element.ref!)) validateStruct(walk, element.ref!, shape.def, value, isObject(old) ? old : NIL, path);
  } else if (shape.kind === "list" && Array.isArray(value) && shape.items !== undefined && (eachVal.length > 0 || worthVisiting(walk, shape.items))) {
    const index = oldItems(element as FieldTable, direct, old);
    value.forEach((item, i) => {
      const before = listItemOld(index, item);
      if (walk.update && before !== NIL && unchanged(walk.tables, shape.items!, item, before)) return;
      validateValue(walk, shape.items!, eachVal, item, before, indexPath(path, i));
    });
  } else if (shape.kind === "map" && isObject(value)) {
    const oldMap = isObject(old) ? old : NIL;
    const eachKey = tags.filter((t) => t.each === "key").map(withoutEach);
    for (const key of Object.keys(value)) {
      const before = oldMap !== NIL && hasOwn(oldMap, key) ? own(oldMap, key) : NIL;
      // EachMapKey: a key the old map had is not validated again on update.
      if (eachKey.length > 0 && !(walk.update && before !== NIL)) runTags(walk, KEY_HOLDER, eachKey, key, NIL, path);
      if (shape.values === undefined || (eachVal.length === 0 && !worthVisiting(walk, shape.values))) continue;
      if (walk.update && before !== NIL && unchanged(walk.tables, shape.values, own(value, key), before)) continue;
      validateValue(walk, shape.values, eachVal, own(value, key), before, keyPath(path, key));
    }
  }
}

/** Runs the tags on one value (`old`: its value before the update); false when a short-circuit tag stopped the rest. */
function runTags(walk: Walk, holder: FieldTable, tags: readonly ValidationRuleTable[], value: unknown, old: unknown, path: string): boolean {
  const at = printedPath(path);
  const ordered = [...tags.filter((t) => PRESENCE_TAGS.has(t.name)), ...tags.filter((t) => !PRESENCE_TAGS.has(t.name))];
  let stopped = false;
  for (const tag of ordered) {
    // Every short-circuit tag runs; the first other tag finds out whether one stopped.
    if (stopped && !PRESENCE_TAGS.has(tag.name)) return false;
    if (!conditionsHold(walk, tag)) continue;
    if (tag.tag !== undefined && runChainedTag(chainRunner(walk), holder, tag, value, old, path)) continue;
    const rule = hasOwn(RULES, tag.name) ? RULES[tag.name]! : undefined;
    if (rule === undefined) continue;
    const result = rule(holder, value, tag, at, walk.update, old, walk.options);
    walk.errors.push(...result.errors);
    stopped ||= result.stop;
  }
  if (stopped) return false;
  walk.errors.push(...duplicateErrors(tags, value, path));
  return true;
}

/** How chained tags run their tag: as the walker runs a field's. */
function chainRunner(walk: Walk): TagRunner {
  return { tables: walk.tables, update: walk.update, run: (holder, tags, value, old, path) => void runTags(walk, holder, tags, value, old, path) };
}

function conditionsHold(walk: Walk, tag: Pick<ValidationRuleTable, "conditions">): boolean {
  return (tag.conditions ?? []).every((c) => walk.options.has(c.option) === c.enabled);
}

function worthVisiting(walk: Walk, element: ElementTable): boolean {
  for (let current: ElementTable | undefined = element; current !== undefined; current = current.items ?? current.values) {
    if (current.ref !== undefined) return walk.reach.has(current.ref);
  }
  return false;
}
