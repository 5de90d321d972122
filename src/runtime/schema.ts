// What the tables say about one value, resolved one level at a time (tables may be recursive).

import { TablesError } from "./errors.js";
import { hasOwn } from "./json.js";
import type { DefinitionTable, ElementTable, Tables } from "./tables.js";

export type Shape =
  /** A struct: fields by JSON name, unions. */
  | { readonly kind: "struct"; readonly def: DefinitionTable }
  /** A map: every value has the `values` schema (undefined: free-form). */
  | { readonly kind: "map"; readonly values: ElementTable | undefined }
  | { readonly kind: "list"; readonly items: ElementTable | undefined }
  /** Free-form JSON (`object` without `ref`, or a field the tables do not know). */
  | { readonly kind: "free" }
  /** Strings, numbers, booleans and custom-schema (`scalar`) definitions: opaque values. */
  | { readonly kind: "scalar" };

const FREE: Shape = { kind: "free" };
const SCALAR: Shape = { kind: "scalar" };

export function definition(tables: Tables, name: string, path: string): DefinitionTable {
  if (!hasOwn(tables, name)) {
    throw new TablesError("tables.unknownDefinition", path, `definition ${JSON.stringify(name)} is not in the tables`);
  }
  return tables[name]!;
}

export function shapeOf(tables: Tables, element: ElementTable | undefined, path: string): Shape {
  if (element === undefined) return FREE;
  switch (element.kind) {
    case "object": {
      if (element.ref === undefined) return FREE;
      const def = definition(tables, element.ref, path);
      return def.scalar === true ? SCALAR : { kind: "struct", def };
    }
    case "map":
      return { kind: "map", values: element.values };
    case "array":
      return { kind: "list", items: element.items };
    default:
      return SCALAR;
  }
}

/** Whether a value of this schema can contain structs (so unions) at all. */
export function mayNest(element: ElementTable): boolean {
  return element.kind === "object" || element.kind === "array" || element.kind === "map";
}
