// The runtime tables: what `openapi-markers generate --ts` emits for every definition and
// what the runtime library (normalizeUnions, validateUnions, strategic merge patch) reads.
// Keep this file dependency-free: generated modules import these types from
// `openapi-markers/runtime`.

import type { JsonObject } from "./json.js";

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
  /** The Go type's shape: what "set" means for a union member (see GoShape). */
  readonly goShape?: GoShape;
  /**
   * validation-gen unions validated on this field's value: `+k8s:subfield(f)=` members (fields
   * of its struct) and `+k8s:item(k: v)=` members (items of its list).
   */
  readonly k8sUnions?: readonly K8sUnionTable[];
  /**
   * The field's name in validation-gen's error paths when it is not the JSON name: an embedded
   * member without a json name is `StructType` in JSON (as openapi-gen names it) but
   * `other.StructType` (its type as written) in the paths.
   */
  readonly errorPath?: string;
  /** `+k8s:optional` on a field that holds `k8sUnions`: an unset value skips them. */
  readonly k8sOptional?: boolean;
  /**
   * validation-gen's value tags of the field, then those of its named non-struct type
   * (`+k8s:required`, `+k8s:minimum=1`, …), checked by validateDeclarative.
   */
  readonly validations?: readonly ValidationRuleTable[];
}

/** One declarative validation tag, unwrapped from `+k8s:alpha`/`beta`/`ifEnabled`/`ifDisabled`. */
export interface ValidationRuleTable {
  /** The tag without `k8s:`: `required`, `optional`, `forbidden`, `minimum`, `maxItems`, `validateFalse`… */
  readonly name: string;
  /**
   * The tag's value: an integer limit, the text of validateFalse/validateTrue, the value
   * `+k8s:neq` disallows (a string, integer or boolean), the `+k8s:update` constraints of the
   * field ("NoSet,NoUnset,NoModify,NoAddItem,NoRemoveItem", in that order), or the dependent field's JSON name of
   * `dependentRequired`/`dependentForbidden`.
   */
  readonly value?: number | string | boolean;
  /** `dependentRequired`/`dependentForbidden` (a struct's rule): JSON name of the field whose being set triggers it. */
  readonly trigger?: string;
  /** Errors are marked with this level. */
  readonly stability?: "alpha" | "beta";
  /** The tag applies only when every condition holds for the caller's options. */
  readonly conditions?: readonly { readonly option: string; readonly enabled: boolean }[];
  /** `+k8s:eachVal` ("val": every list item or map value) / `+k8s:eachKey` ("key": every map key). */
  readonly each?: "val" | "key";
  /** `subfield`: the JSON name of the struct's field that `tag` validates. */
  readonly field?: string;
  /** `item`: the list-map key values (JSON name → value) of the one item that `tag` validates. */
  readonly item?: Readonly<Record<string, string | number | boolean>>;
  /** The tag chained after `+k8s:subfield(…)=` or `+k8s:item(…)=`. */
  readonly tag?: ValidationRuleTable;
  /** `+k8s:enum`: the values (the type's constants, less those `+k8s:enumExclude` removes). */
  readonly values?: readonly string[];
  /** `+k8s:enum`: values excluded while an option is present (`excludeWhen` true) or absent (false). */
  readonly exclusions?: readonly EnumExclusionTable[];
}

/** `+k8s:ifEnabled(option)=+k8s:enumExclude` (excludeWhen true) or `ifDisabled` (false) on an enum constant. */
export interface EnumExclusionTable {
  readonly value: string;
  readonly option: string;
  readonly excludeWhen: boolean;
}

/**
 * A field whose validation depends on a discriminator (`+k8s:discriminator` and
 * `+k8s:member(value)=<tag>` on fields of one struct): the rule of the discriminator's value
 * validates it; for any other value it must be unset.
 */
export interface DiscriminatedMemberTable {
  /** JSON name of the member field. */
  readonly field: string;
  /** JSON name of the discriminator field. */
  readonly discriminator: string;
  /** By discriminator value (a string, boolean or integer, as the discriminator's Go type holds it). */
  readonly rules: readonly { readonly value: string | number | boolean; readonly validations: readonly ValidationRuleTable[] }[];
  /** Errors of the implicit forbidden are marked with this level. */
  readonly stability?: "alpha" | "beta";
  /** The member is validated only when every condition holds for the caller's options (`+k8s:ifEnabled(X)=+k8s:ifMode…`). */
  readonly conditions?: readonly { readonly option: string; readonly enabled: boolean }[];
}

/**
 * A field's Go shape, as validation-gen decides "set": `pointer` (present and not null), `slice`
 * and `map` (at least one item or key), `value` (a builtin: not its zero value "", 0 or false),
 * `struct` (a struct value: never "unset" in Go).
 */
export type GoShape = "pointer" | "slice" | "map" | "value" | "struct";

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

/**
 * A union declared with validation-gen's tags (`+k8s:unionMember`, `+k8s:zeroOrOneOfMember`,
 * `+k8s:unionDiscriminator`), validated as the API server validates it; never normalized.
 */
export interface K8sUnionTable {
  /** `exactlyOne` (+k8s:unionMember), `zeroOrOne` (+k8s:zeroOrOneOfMember), `discriminated` (+k8s:unionMember with a +k8s:unionDiscriminator). */
  readonly kind: "exactlyOne" | "zeroOrOne" | "discriminated";
  /** The `union:` argument ("" when not given). */
  readonly name: string;
  /** JSON name of the discriminator (`discriminated` only). */
  readonly discriminator?: string;
  /** In declaration order, as errors list them. */
  readonly members: readonly K8sUnionMemberTable[];
  /** `+k8s:alpha` / `+k8s:beta`: errors are marked with this level. */
  readonly stability?: "alpha" | "beta";
  readonly since?: string;
  /** `+k8s:ifEnabled` / `+k8s:ifDisabled` wrappers (recorded; validation-gen ignores them on union tags). */
  readonly conditions?: readonly { readonly option: string; readonly enabled: boolean }[];
}

export interface K8sUnionMemberTable {
  /** What errors print: the JSON name, or `tasks[{"name": "a"}]` for a list item. */
  readonly name: string;
  /** The discriminator value that selects it (`memberName:`, default the Go field name). */
  readonly memberName: string;
  /** JSON name of a field member. */
  readonly field?: string;
  /** A list-item member: the item whose keys have these values. */
  readonly item?: Readonly<Record<string, string | number | boolean>>;
}

/** One definition (a Go struct). */
export interface DefinitionTable {
  /** Properties by JSON name. */
  readonly fields: Readonly<Record<string, FieldTable>>;
  readonly unions: readonly UnionTable[];
  /** validation-gen unions of the struct's fields. */
  readonly k8sUnions?: readonly K8sUnionTable[];
  /** validation-gen's value tags on the struct type itself. */
  readonly validations?: readonly ValidationRuleTable[];
  /** validation-gen's modal members, validated in this order before the fields. */
  readonly discriminated?: readonly DiscriminatedMemberTable[];
  /**
   * The subresource paths (`/status`) validation-gen registers the type's validation for, when
   * not just the root `/`: `+k8s:supportsSubresource` adds one, `+k8s:isSubresource` replaces `/`.
   */
  readonly subresources?: readonly string[];
  /** `+structType` on the type. */
  readonly mapType?: "atomic" | "granular";
  /** Custom-schema types (Time, IntOrString, Quantity, …): values are opaque scalars. */
  readonly scalar?: boolean;
  /**
   * The type's schema as its CRD carries it (controller-gen's flattened structural schema,
   * kubebuilder markers and `+k8s:` tags alike), without descriptions; a subtree that is
   * another definition's schema is `{ $ref: name }`. validateCustomResource reads it.
   */
  readonly schema?: SchemaTable;
}

/** A CEL rule of x-kubernetes-validations, as the CRD carries it. */
export interface ValidationRuleSchema {
  readonly rule: string;
  readonly message?: string;
  readonly messageExpression?: string;
  readonly reason?: string;
  readonly fieldPath?: string;
  readonly optionalOldSelf?: boolean;
}

/** An apiextensions.k8s.io/v1 JSONSchemaProps node (JSON names), or a reference to a definition's schema. */
export interface SchemaTable {
  /** A definition name (a key of `Tables`) whose `schema` this node is. */
  readonly $ref?: string;
  readonly type?: string;
  readonly format?: string;
  readonly properties?: Readonly<Record<string, SchemaTable>>;
  readonly required?: readonly string[];
  readonly items?: SchemaTable;
  readonly additionalProperties?: SchemaTable | boolean;
  readonly allOf?: readonly SchemaTable[];
  readonly anyOf?: readonly SchemaTable[];
  readonly oneOf?: readonly SchemaTable[];
  readonly not?: SchemaTable;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly maximum?: number;
  readonly minimum?: number;
  readonly exclusiveMaximum?: boolean;
  readonly exclusiveMinimum?: boolean;
  readonly multipleOf?: number;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly pattern?: string;
  readonly maxItems?: number;
  readonly minItems?: number;
  readonly uniqueItems?: boolean;
  readonly maxProperties?: number;
  readonly minProperties?: number;
  readonly nullable?: boolean;
  readonly "x-kubernetes-preserve-unknown-fields"?: boolean;
  readonly "x-kubernetes-embedded-resource"?: boolean;
  readonly "x-kubernetes-int-or-string"?: boolean;
  readonly "x-kubernetes-list-type"?: string;
  readonly "x-kubernetes-list-map-keys"?: readonly string[];
  readonly "x-kubernetes-map-type"?: string;
  readonly "x-kubernetes-validations"?: readonly ValidationRuleSchema[];
}

/** All definitions of a generated module, by definition name. */
export type Tables = Readonly<Record<string, DefinitionTable>>;

/** Only a type: carries a module's `Definitions` in the type of its tables. */
declare const DEFINITIONS: unique symbol;

/** What untyped tables give: every name is a definition, every value a JSON object. */
export type UntypedDefinitions = Readonly<Record<string, JsonObject>>;

/**
 * Tables that know the TypeScript type of each definition (`D`: the generated module's
 * `Definitions`, definition name → type). The entry points take the type name as one of
 * `DefinitionName<D>`, so a misspelt name fails to compile, and return `D[name]`. Plain
 * `Tables` are `TypedTables<UntypedDefinitions>`: any name, JSON objects.
 */
export type TypedTables<D = UntypedDefinitions> = Tables & { readonly [DEFINITIONS]?: D };

/** The definition names of typed tables, as a string-literal union. */
export type DefinitionName<D> = keyof D & string;
