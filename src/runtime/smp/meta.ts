// upstream's LookupPatchMeta on our tables: the patch strategy and merge key of a field, and
// the schema its value merges with. As in upstream (struct and OpenAPI lookups alike), only
// a struct has fields to look up: a key the struct does not have, and any key inside a map,
// a free-form object or a custom-schema (scalar) value, has no schema. That only matters when
// an object or a list must be merged or diffed there, and then it is an error
// (`smp.unknownField`; upstream: "unable to find api field", "expected kind, but got map").

import { StrategicMergePatchError } from "../errors.js";
import { hasOwn } from "../json.js";
import { definition } from "../schema.js";
import type { DefinitionTable, ElementTable, FieldTable, Tables } from "../tables.js";

/** The struct an object value merges with; undefined: its keys have no schema. */
export type Schema = DefinitionTable | undefined;

export interface PatchMeta {
  readonly field: FieldTable;
  /** The strategy besides `retainKeys`: "merge", "replace" or "" (the default). */
  readonly strategy: string;
  readonly retainKeys: boolean;
  /** The default merge key ("" when there is none). */
  readonly mergeKey: string;
  /** The recommended merge keys (multi-field merge key design); empty: only the default key. */
  readonly recommended: readonly string[];
}

/** A field holding a list: its patch metadata and the schema of its items. */
export type ListMeta = PatchMeta & { readonly items: Schema };

/** upstream's mergeSlice and diffListsOfMaps: "cannot merge lists without merge key". */
export function noMergeKey(path: string): StrategicMergePatchError {
  return new StrategicMergePatchError("smp.noMergeKey", path, "cannot merge a list of objects without a patchMergeKey");
}

/** A field holding an object: its patch metadata and the schema of its keys. */
export function lookupStruct(tables: Tables, schema: Schema, key: string, path: string): PatchMeta & { readonly schema: Schema } {
  const field = fieldOf(schema, key, path);
  return { ...patchMeta(field), schema: schemaOf(tables, field, path) };
}

/** A field holding a list: its patch metadata and the schema of its items (a non-list field: its own). */
export function lookupSlice(tables: Tables, schema: Schema, key: string, path: string): ListMeta {
  const field = fieldOf(schema, key, path);
  const items = field.kind === "array" ? field.items : field;
  return { ...patchMeta(field), items: schemaOf(tables, items, path) };
}

function fieldOf(schema: Schema, key: string, path: string): FieldTable {
  if (schema === undefined || !hasOwn(schema.fields, key)) {
    throw new StrategicMergePatchError("smp.unknownField", path, `the tables have no schema for ${JSON.stringify(key)}, so its value cannot be merged`);
  }
  return schema.fields[key]!;
}

function schemaOf(tables: Tables, element: ElementTable | undefined, path: string): Schema {
  if (element?.kind !== "object" || element.ref === undefined) return undefined;
  const def = definition(tables, element.ref, path);
  return def.scalar === true ? undefined : def;
}

/**
 * upstream's extractRetainKeysPatchStrategy: "retainKeys" may come with one other strategy.
 * Our generator only emits valid strategies, so anything else is read as the default.
 */
function patchMeta(field: FieldTable): PatchMeta {
  const parts = (field.patchStrategy ?? "").split(",").filter((part) => part !== "");
  const retainKeys = parts.includes("retainKeys");
  const others = parts.filter((part) => part !== "retainKeys");
  return {
    field,
    strategy: others.length === 1 ? others[0]! : "",
    retainKeys,
    mergeKey: field.patchMergeKey ?? "",
    recommended: field.recommendedMergeKeys ?? [],
  };
}
