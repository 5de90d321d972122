// openapi-gen's output changed over time, and a repository's checked-in output follows the
// kube-openapi it builds openapi-gen from. An era is that kube-openapi version, reduced to
// the commit time its Go pseudo-version carries; each behaviour change below applies from
// the first commit of kube-openapi's master branch that has it.

/** A behaviour of openapi-gen that changed, with the first master commit that has the new one. */
export interface BehaviourChange {
  readonly id: ChangeId;
  /** Commit time, UTC, as a pseudo-version writes it: yyyymmddhhmmss. */
  readonly since: string;
  readonly commit: string;
  readonly pr: string;
  /** The behaviour before, then after (docs/openapi-gen.md's table of eras says more). */
  readonly before: string;
  readonly after: string;
}

export type ChangeId =
  | "leading-newlines" | "v3-oneof" | "pointer-enums" | "default-type-chain" | "unmarshal-defaults" | "validation-markers"
  | "required-marker" | "item-enums" | "enum-dedupe" | "alias-docs" | "description-escapes" | "model-names"
  | "embedded-omitempty" | "item-defaults" | "omitempty-option" | "private-types" | "interface-refs" | "custom-type-extensions" | "enum-line"
  | "materialized-aliases" | ApiRuleChangeId;

/** Changes of the API rule report (--report-filename), not of the definitions. */
export type ApiRuleChangeId = "list-type-bytes" | "names-match-strict" | "streaming-list-rules";

export const behaviourChanges: readonly BehaviourChange[] = [
  {
    id: "leading-newlines", since: "20220314173557", commit: "a9dfcaa (7626df5)", pr: "#286",
    before: "a description that begins with a blank line (markers, an empty line, text) begins with newlines",
    after: "leading newlines are trimmed",
  },
  {
    id: "v3-oneof", since: "20220322205159", commit: "13192b9 (697543f)", pr: "#289",
    before: "OpenAPIV3OneOfTypes() is ignored: the OpenAPI 3 schema is the v2 one", after: "it gives the v3 schema a oneOf",
  },
  {
    id: "pointer-enums", since: "20221110221610", commit: "a28e98e (72c1c0d)", pr: "#327",
    before: "a member whose type is a pointer to an enum has no enum", after: "it lists the values",
  },
  {
    id: "enum-line", since: "20230106171958", commit: "10e5f0e (a1cb06c)", pr: "#351",
    before: "an enum without values still appends \"Possible enum values:\" to the description; in Go output, a member's Enum line also closes its SchemaProps (`Enum: []interface{}{…}},`)",
    after: "the brace goes on a line of its own",
  },
  {
    id: "default-type-chain", since: "20230901164831", commit: "6c774f4 (3b85353, 0f86ea7)", pr: "#419",
    before: "+default is read from the member's own comment only (an item's: its named type's) and ref() is invalid JSON",
    after: "the first +default along the type chain; ref(Const) defaults",
  },
  {
    id: "unmarshal-defaults", since: "20231010175941", commit: "2dd684a (e6a70c8)", pr: "#429",
    before: "a non-pointer member whose struct type has UnmarshalJSON (Time, Quantity, RawExtension…) gets default {}",
    after: "no default",
  },
  {
    id: "list-type-bytes", since: "20231113174909", commit: "778a556 (34ea5aa)", pr: "#437",
    before: "API rule list_type_missing reports []byte fields too", after: "[]byte needs no +listType",
  },
  {
    id: "validation-markers", since: "20240103051144", commit: "eec4567", pr: "#435",
    before: "+k8s:validation:* markers are not read", after: "they add value constraints (CEL rules since #445)",
  },
  {
    id: "custom-type-extensions", since: "20240117194847", commit: "2086090 (85574cf)", pr: "#445",
    before: "a type with OpenAPISchemaType/OpenAPISchemaFormat has no extensions (+structType, x-kubernetes-… tags)",
    after: "it has them, as a struct does",
  },
  {
    id: "required-marker", since: "20240221221325", commit: "2ac9dc5", pr: "#448",
    before: "+required is ignored on an omitempty field (optional)", after: "+required makes it required",
  },
  {
    id: "item-enums", since: "20240223214212", commit: "d73fd71 (2c35350)", pr: "#454",
    before: "array items and map values of an enum type have no enum", after: "they list the enum's values",
  },
  {
    id: "enum-dedupe", since: "20240224005224", commit: "582cce7 (649db69)", pr: "#455",
    before: "an enum value several constants share is listed once per constant", after: "once",
  },
  {
    id: "alias-docs", since: "20240226233128", commit: "ee7ae60 (gengo/v2)", pr: "#458",
    before: "a type that aliases name (type A = B) has the doc comment and tags of the last of B and its aliases in sorted order",
    after: "its own",
  },
  {
    id: "description-escapes", since: "20240423202451", commit: "8948a66", pr: "#471",
    before: "backslashes in doc comments are read as Go string escapes", after: "descriptions are the comment text exactly",
  },
  {
    id: "names-match-strict", since: "20240903163716", commit: "9e1beec (5b13d40)", pr: "#504",
    before: "API rule names_match accepts any field with JSON name \"\" or \"metadata\"",
    after: "an empty JSON name only on a struct, \"metadata\" required of ObjectMeta and ListMeta",
  },
  {
    id: "streaming-list-rules", since: "20250318190949", commit: "c8a335a (0d9316e)", pr: "#531",
    before: "no streaming_list_type_* API rules", after: "list types are checked for streaming (field order, json and protobuf tags)",
  },
  {
    id: "materialized-aliases", since: "20250710054328", commit: "f3f2b99 (84b298b)", pr: "#546",
    before: "kube-openapi's go.mod says go 1.20–1.22, so go/types does not materialize Go aliases (GODEBUG gotypesalias=0): a slice of an alias of byte (type B = byte; []B) is []byte, a byte string",
    after: "go 1.23: the alias keeps its name, and []B is an array of integers",
  },
  {
    id: "private-types", since: "20250905201326", commit: "0bf3876 (88dc462)", pr: "#537",
    before: "an unexported struct type selected for openapi-gen (api/resource's int64Amount) has a definition",
    after: "its schema function is written, but GetOpenAPIDefinitions has no entry for it",
  },
  {
    id: "interface-refs", since: "20250909170358", commit: "d67c058 (24f99be)", pr: "#563",
    before: "a member of a named interface type (runtime.Object) has a $ref to the interface, which no definition has",
    after: "it has no type at all",
  },
  {
    id: "model-names", since: "20250910181357", commit: "589584f", pr: "#564",
    before: "OpenAPIModelName() and +k8s:openapi-model-package are ignored: every name is the REST-friendly Go path",
    after: "they name definitions",
  },
  {
    id: "embedded-omitempty", since: "20260414162039", commit: "ec9c827 (4d3c1d1)", pr: "#587",
    before: "an embedded struct tagged json:\",omitempty\" is dropped", after: "its fields are inlined",
  },
  {
    id: "item-defaults", since: "20260509192518", commit: "b540ad9 (1043209)", pr: "#606",
    before: "array items and map values get zero defaults", after: "no defaults on array items and map values",
  },
  {
    id: "omitempty-option", since: "20260512204627", commit: "d58ecf2 (c8b7954)", pr: "#610",
    before: "a json tag containing the word omitempty anywhere (json:\"omitemptyCount\") makes the member optional",
    after: "only the omitempty option does",
  },
];

export interface Era {
  /** What selected it, for messages: a version, "latest", or the go.mod it was read from. */
  readonly source: string;
  /** yyyymmddhhmmss of the kube-openapi commit; "" stands for the newest. */
  readonly time: string;
}

export const newestEra: Era = { source: "latest", time: "" };

/** Whether openapi-gen of this era has the new behaviour of a change. */
export function hasChange(era: Era, id: ChangeId): boolean {
  if (era.time === "") return true;
  const change = behaviourChanges.find((c) => c.id === id)!;
  return era.time >= change.since;
}

const pseudoVersion = /^v\d+\.\d+\.\d+-(?:.*\.)?(?:0\.)?(\d{14})-[0-9a-f]{12}$/;

/**
 * The era of a k8s.io/kube-openapi version as go.mod writes it: a pseudo-version
 * (v0.0.0-20240423202451-8948a66…) gives its commit time; "latest" the newest. kube-openapi
 * has no release tags; any other version is undefined (unknown).
 */
export function eraOfVersion(version: string, source: string = version): Era | undefined {
  if (version === "latest") return { source, time: "" };
  const match = pseudoVersion.exec(version);
  return match === null ? undefined : { source, time: match[1]! };
}
