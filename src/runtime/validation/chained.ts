// `+k8s:subfield(name)=<tag>` and `+k8s:item(key: value, …)=<tag>` (apimachinery's
// validate.Subfield and validate.SliceItem): the chained tag validates one field of a struct,
// or the first item of a list whose keys have the given values (validated at that item's
// index, beside its first match in the old list). On update, a field or item equal to its old
// value is not validated again. A chained `+k8s:eachVal`/`+k8s:eachKey` walks that field's
// items, map values or keys, as on a field of its own.

import { hasOwn, isObject, own } from "../json.js";
import { fieldPath, indexPath, keyPath } from "../path.js";
import { shapeOf } from "../schema.js";
import type { DefinitionTable, ElementTable, FieldTable, Tables, ValidationRuleTable } from "../tables.js";
import { listItemOld, oldItems } from "./correlate.js";
import { goFieldValue, NIL, semanticEqual } from "./go-value.js";

/** What the walker lends: its tables, the operation, and how it runs tags on one value. */
export interface TagRunner {
  readonly tables: Tables;
  readonly update: boolean;
  run(holder: FieldTable, tags: readonly ValidationRuleTable[], value: unknown, old: unknown, path: string): void;
}

export const KEY_HOLDER: FieldTable = { kind: "string", goShape: "value" };

export function withoutEach(tag: ValidationRuleTable): ValidationRuleTable {
  const { each: _each, ...rest } = tag;
  return rest;
}

/** A `subfield` or `item` tag on `value` (a struct, a list); false when `tag` is neither. */
export function runChainedTag(runner: TagRunner, holder: FieldTable, tag: ValidationRuleTable, value: unknown, old: unknown, path: string): boolean {
  if (tag.tag === undefined) return false;
  if (tag.name === "subfield" && tag.field !== undefined) runSubfield(runner, holder, tag.field, tag.tag, value, old, path);
  else if (tag.name === "item" && tag.item !== undefined) runItem(runner, holder, tag.item, tag.tag, value, old, path);
  else return false;
  return true;
}

function runSubfield(runner: TagRunner, holder: FieldTable, name: string, tag: ValidationRuleTable, value: unknown, old: unknown, path: string): void {
  const def = structOf(runner.tables, holder, path);
  if (def === undefined || !isObject(value) || !hasOwn(def.fields, name)) return;
  const field = def.fields[name]!;
  const now = goFieldValue(field, value, name);
  const before = isObject(old) ? goFieldValue(field, old, name) : NIL;
  if (runner.update && isObject(old) && semanticEqual(now, before)) return;
  runEach(runner, field, tag, now, before, fieldPath(path, name));
}

function runItem(runner: TagRunner, holder: FieldTable, keys: Readonly<Record<string, string | number | boolean>>, tag: ValidationRuleTable, list: unknown, old: unknown, path: string): void {
  const shape = shapeOf(runner.tables, holder, path);
  if (shape.kind !== "list" || shape.items === undefined || !Array.isArray(list)) return;
  const def = structOf(runner.tables, shape.items, path);
  if (def === undefined) return;
  const matches = (item: unknown): boolean => isObject(item) && Object.keys(keys).every((key) =>
    hasOwn(def.fields, key) && goFieldValue(def.fields[key]!, item, key) === keys[key]);
  const index = list.findIndex(matches);
  if (index < 0) return;
  const before = Array.isArray(old) ? old.find(matches) : NIL;
  if (runner.update && before !== NIL && semanticEqual(list[index], before)) return;
  runEach(runner, shape.items, tag, list[index], before, indexPath(path, index));
}

function structOf(tables: Tables, element: ElementTable, path: string): DefinitionTable | undefined {
  const shape = shapeOf(tables, element, path);
  return shape.kind === "struct" ? shape.def : undefined;
}

/** The chained tag on one value, or on each of its items, map values or keys. */
function runEach(runner: TagRunner, holder: FieldTable, tag: ValidationRuleTable, value: unknown, old: unknown, path: string): void {
  if (tag.each === undefined) {
    runner.run(holder, [tag], value, old, path);
    return;
  }
  const inner = [withoutEach(tag)];
  const shape = shapeOf(runner.tables, holder, path);
  if (shape.kind === "list" && Array.isArray(value) && tag.each === "val") {
    const index = oldItems(holder, holder.validations ?? [], old);
    value.forEach((item, i) => {
      const before = listItemOld(index, item);
      if (runner.update && before !== NIL && semanticEqual(item, before)) return;
      runner.run(shape.items ?? { kind: "object" }, inner, item, before, indexPath(path, i));
    });
  } else if (shape.kind === "map" && isObject(value)) {
    const oldMap = isObject(old) ? old : NIL;
    for (const key of Object.keys(value)) {
      const before = oldMap !== NIL && hasOwn(oldMap, key) ? own(oldMap, key) : NIL;
      if (runner.update && before !== NIL && (tag.each === "key" || semanticEqual(own(value, key), before))) continue;
      if (tag.each === "key") runner.run(KEY_HOLDER, inner, key, NIL, path);
      else runner.run(shape.values ?? { kind: "object" }, inner, own(value, key), before, keyPath(path, key));
    }
  }
}
