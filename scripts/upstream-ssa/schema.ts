// structured-merge-diff's test schemas (its YAML schema language) as our runtime tables:
// a named or inline `map` with `fields` is a definition (inline ones named after the field
// that holds them), a `map` with only an `elementType` a map field, a `list` an array with its
// `elementRelationship` as `listType` (associative with keys: map, without: set) and its keys
// as `listMapKeys`, a scalar a string, number or boolean field. The untyped atomic type
// (`scalar: untyped` with atomic lists and maps) is free-form JSON, which the merge takes whole.

import type { DefinitionTable, ElementTable, FieldTable, Tables } from "../../src/runtime/index.js";

interface TypeDef {
  name?: string;
  namedType?: string;
  scalar?: string;
  map?: { fields?: { name: string; type: TypeDef }[]; elementType?: TypeDef; elementRelationship?: string };
  list?: { elementType: TypeDef; elementRelationship?: string; keys?: string[] };
}

export function tablesOf(schema: { types: TypeDef[] }): Tables {
  const named = new Map(schema.types.map((type) => [type.name!, type]));
  const tables: Record<string, DefinitionTable> = {};
  const element = (type: TypeDef, owner: string): FieldTable => {
    if (type.namedType !== undefined) {
      const target = named.get(type.namedType);
      if (target === undefined) throw new Error(`unknown type ${type.namedType}`);
      if (target.scalar === "untyped") return { kind: "object" };
      return target.map?.fields !== undefined ? struct(target, type.namedType) : element({ ...target, name: undefined }, type.namedType);
    }
    if (type.scalar !== undefined) return { kind: type.scalar === "numeric" ? "number" : type.scalar === "boolean" ? "boolean" : "string" };
    if (type.map !== undefined) {
      if (type.map.fields !== undefined) return struct(type, owner);
      const values = type.map.elementType === undefined ? undefined : element(type.map.elementType, `${owner}.values`);
      return { kind: "map", ...(values === undefined ? {} : { values }), ...(type.map.elementRelationship === "atomic" ? { mapType: "atomic" } : {}) };
    }
    if (type.list !== undefined) {
      const relationship = type.list.elementRelationship ?? "atomic";
      const keys = type.list.keys ?? [];
      const listType = relationship === "associative" ? (keys.length > 0 ? "map" : "set") : "atomic";
      return { kind: "array", items: element(type.list.elementType, `${owner}.items`) as ElementTable, listType, ...(keys.length > 0 ? { listMapKeys: keys } : {}) };
    }
    throw new Error(`unsupported type in ${owner}`);
  };
  const struct = (type: TypeDef, name: string): FieldTable => {
    if (tables[name] === undefined) {
      const fields: Record<string, FieldTable> = {};
      tables[name] = { fields, unions: [], ...(type.map!.elementRelationship === "atomic" ? { mapType: "atomic" } : {}) };
      for (const field of type.map!.fields!) fields[field.name] = element(field.type, `${name}.${field.name}`);
    }
    return { kind: "object", ref: name };
  };
  for (const type of schema.types) if (type.map?.fields !== undefined) struct(type, type.name!);
  return tables;
}
