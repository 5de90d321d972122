// A field's own value tags as validation-gen turns them into generated calls, for the
// runtime tables (ts-tables.ts):
//
// - every `+k8s:update=…` of the field becomes one rule (validation-gen's update field
//   validator makes one call with the constraints NoSet, NoUnset, NoModify, NoAddItem,
//   NoRemoveItem in that order);
//   its level is the one of the tag read last (tags are read sorted by their outer name:
//   alpha, beta, ifEnabled…, then the plain one); ifEnabled/ifDisabled do not apply to it;
// - `+k8s:optional` with a `+default`: optional to clients but required to the server, so a
//   `required` rule — unless the field is a value (not nil-able) whose default is its zero
//   value, where optional is only documentation and no rule is made;
// - `+k8s:dependentRequired`/`dependentForbidden` are checked at the struct (they read two
//   fields): they leave the field for the struct's rules, with the field as `trigger`.

import { builtinBehind } from "../../analysis/go-shape.js";
import { jsonEqual } from "../../json/dict.js";
import { parseJsonValue } from "../../json/json-text.js";
import { findMarkers } from "../../markers/comment-tags.js";
import { UPDATE_CONSTRAINTS } from "../../markers/k8s-update-tags.js";
import type { ValidationTag } from "../../markers/k8s-validation-tags.js";
import type { Field, Universe } from "../../model/ir.js";
import type { GoShape } from "../../runtime/tables.js";

const DEPENDENCY_TAGS: ReadonlySet<string> = new Set(["dependentRequired", "dependentForbidden"]);

/** The field's own rules for the tables, from its tags in comment order (without the struct-level ones). */
export function fieldRules(universe: Universe, field: Field, shape: GoShape | "other", tags: readonly ValidationTag[]): ValidationTag[] {
  const own = tags.filter((t) => !((t.name === "update" || DEPENDENCY_TAGS.has(t.name)) && t.each === undefined));
  const withDefaults = own.flatMap((t) => (t.name === "optional" && t.each === undefined ? optionalWithDefault(universe, field, shape, t) : [t]));
  const update = mergedUpdate(tags.filter((t) => t.name === "update" && t.each === undefined));
  return update === undefined ? withDefaults : [...withDefaults, update];
}

/** The struct-level rules the field's dependency tags make, in comment order. */
export function dependencyRules(jsonName: string, tags: readonly ValidationTag[]): ValidationTag[] {
  return tags.filter((t) => DEPENDENCY_TAGS.has(t.name) && t.each === undefined).map((t) => ({ ...t, trigger: jsonName }));
}

function mergedUpdate(tags: readonly ValidationTag[]): ValidationTag | undefined {
  if (tags.length === 0) return undefined;
  const constraints = UPDATE_CONSTRAINTS.filter((c) => tags.some((t) => t.value === c));
  const last = [...tags].sort((a, b) => readOrder(a) - readOrder(b)).at(-1)!;
  return { name: "update", value: constraints.join(","), ...(last.stability !== undefined ? { stability: last.stability } : {}) };
}

/** Where validation-gen reads the tag, by its outer name: k8s:alpha, k8s:beta, k8s:if…, k8s:update. */
function readOrder(tag: ValidationTag): number {
  if (tag.conditions !== undefined) return 2;
  return tag.stability === "alpha" ? 0 : tag.stability === "beta" ? 1 : 3;
}

/** What `+k8s:optional` becomes beside a `+default` (validation-gen's doOptional). */
function optionalWithDefault(universe: Universe, field: Field, shape: GoShape | "other", tag: ValidationTag): ValidationTag[] {
  const marker = findMarkers(field.markers, "default")[0];
  if (marker === undefined) return [tag];
  const parsed = parseJsonValue(marker.value);
  // A default validation-gen cannot read is refused there; here the tag stays what it says.
  if (!parsed.ok || parsed.value === null) return [tag];
  // A nil-able field (pointer, slice, map) with a default is required, whatever the default
  // (1.37 says so; 1.36 refused those whose type has no zero value in its table).
  if (shape === "pointer" || shape === "slice" || shape === "map") return [{ ...tag, name: "required" }];
  const zero = ZERO_VALUES.get(builtinBehind(universe, field.type) ?? "");
  if (zero === undefined) return [tag];
  return jsonEqual(parsed.value, zero) ? [] : [{ ...tag, name: "required" }];
}

/** The zero value of each builtin as JSON (defaulter-gen's table, which validation-gen shares). */
const ZERO_VALUES: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ...["uint", "uint8", "uint16", "uint32", "uint64", "int", "int8", "int16", "int32", "int64", "byte", "rune", "float32", "float64"].map((n): [string, unknown] => [n, 0]),
  ["bool", false],
  ["string", ""],
]);
