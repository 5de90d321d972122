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
  /** The behaviour before, then after, for --help and the README. */
  readonly before: string;
  readonly after: string;
}

export type ChangeId = "required-marker" | "description-escapes" | "model-names" | "item-defaults" | ApiRuleChangeId;

/** Changes of the API rule report (--report-filename), not of the definitions. */
export type ApiRuleChangeId = "list-type-bytes" | "names-match-strict" | "streaming-list-rules" | "streaming-typemeta-embedded";

export const behaviourChanges: readonly BehaviourChange[] = [
  {
    id: "list-type-bytes", since: "20231113174909", commit: "778a556 (34ea5aa)", pr: "#437",
    before: "API rule list_type_missing reports []byte fields too", after: "[]byte needs no +listType",
  },
  {
    id: "required-marker", since: "20240221221325", commit: "2ac9dc5", pr: "#448",
    before: "+required is ignored on an omitempty field (optional)", after: "+required makes it required",
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
    id: "model-names", since: "20250910181357", commit: "589584f", pr: "#564",
    before: "OpenAPIModelName() and +k8s:openapi-model-package are ignored: every name is the REST-friendly Go path",
    after: "they name definitions",
  },
  {
    id: "streaming-typemeta-embedded", since: "20260414162039", commit: "ec9c827 (4d3c1d1)", pr: "#587",
    before: "streaming_list_type_json_tags wants TypeMeta tagged exactly json:\",inline\"",
    after: "TypeMeta must be embedded, tagged json:\"\" or json:\",inline\"",
  },
  {
    id: "item-defaults", since: "20260509192518", commit: "b540ad9 (1043209)", pr: "#606",
    before: "array items and map values get zero defaults", after: "no defaults on array items and map values",
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

/** The eras for --help: one line per change. */
export function describeEras(): string {
  return behaviourChanges.map((c) => `before ${c.since.slice(0, 8)} (kube-openapi ${c.pr}, ${c.commit}): ${c.before}`).join("; ");
}
