// The runtime tables: what `openapi-markers generate --ts` emits for every definition and
// what the runtime library (normalizeUnions, validateUnions, strategic merge patch) reads.
// Keep this file dependency-free: generated modules import these types from
// `openapi-markers/runtime`.

/** The JSON shape of a value. `object` is a struct (`ref` set) or free-form JSON (no `ref`). */
export type ValueKind = "string" | "integer" | "number" | "boolean" | "object" | "array" | "map";

/** The schema of an array item or map value. */
export interface ElementTable {
  readonly kind: ValueKind;
  /** Definition name of a struct element (a key of `Tables`). */
  readonly ref?: string;
  /** Element of a nested array. */
  readonly items?: ElementTable;
  /** Value of a nested map. */
  readonly values?: ElementTable;
  readonly enum?: readonly string[];
}

/** One property of a definition, by its JSON name. */
export interface FieldTable extends ElementTable {
  readonly required?: boolean;
  /** `+listType`: how the list merges (server-side apply semantics). */
  readonly listType?: "atomic" | "set" | "map";
  /** `+listMapKey`s, in order. */
  readonly listMapKeys?: readonly string[];
  /** `patchStrategy`, verbatim: "merge", "replace", "retainKeys", "merge,retainKeys". */
  readonly patchStrategy?: string;
  /** `patchMergeKey`: the default merge key of a list of structs. */
  readonly patchMergeKey?: string;
  /** `recommendedPatchMergeKey`: the default merge key first, then the others. */
  readonly recommendedMergeKeys?: readonly string[];
  /** `+mapType` / `+structType` on the field. */
  readonly mapType?: "atomic" | "granular";
}

/** A union of one struct. */
export interface UnionTable {
  /** KEP-1027 markers (`+unionDiscriminator`/`+unionMember`) or the 2019 ones (`+union`, `+unionDeprecated`). */
  readonly origin: "kep-1027" | "legacy";
  /** JSON name of the discriminator field; null for a legacy union without one. */
  readonly discriminator: string | null;
  /**
   * Every discriminator value → the JSON name of the member it selects, or null for a
   * value that selects no member (KEP-1027 "empty union members", e.g. `Recreate`).
   */
  readonly values: Readonly<Record<string, string | null>>;
  /** Every member by JSON name: the discriminator value that selects it, and whether it may be unset when selected. */
  readonly members: Readonly<Record<string, { readonly value: string; readonly optional: boolean }>>;
}

/** One definition (a Go struct). */
export interface DefinitionTable {
  /** Properties by JSON name. */
  readonly fields: Readonly<Record<string, FieldTable>>;
  readonly unions: readonly UnionTable[];
  /** `+structType` on the type. */
  readonly mapType?: "atomic" | "granular";
  /** Custom-schema types (Time, IntOrString, Quantity, …): values are opaque scalars. */
  readonly scalar?: boolean;
}

/** All definitions of a generated module, by definition name. */
export type Tables = Readonly<Record<string, DefinitionTable>>;
