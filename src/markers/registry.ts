// The marker registry: every comment tag openapi-markers reads, as data — its name, where
// it may stand, its family and its help text. The checker uses it to find misplaced
// markers and typos; the docs list it. Markers of other generators that share the same
// comments (deepcopy-gen, validation-gen, kubebuilder, …) are known too, so that they
// are never mistaken for typos of ours.

export type MarkerTarget = "package" | "type" | "field";

export interface MarkerDefinition {
  readonly name: string;
  readonly targets: readonly MarkerTarget[];
  readonly family: "openapi-gen" | "topology" | "patch" | "union" | "validation" | "defaults";
  readonly help: string;
}

export const markerDefinitions: readonly MarkerDefinition[] = [
  { name: "k8s:openapi-gen", targets: ["package", "type", "field"], family: "openapi-gen", help: "true/false selects types for OpenAPI; x-kubernetes-NAME:VALUE adds an extension" },
  { name: "k8s:openapi-model-package", targets: ["package", "type"], family: "openapi-gen", help: "definition names become <value>.<Type>" },
  { name: "optional", targets: ["field"], family: "openapi-gen", help: "the field is not in required" },
  { name: "required", targets: ["field"], family: "openapi-gen", help: "the field is in required, even with omitempty" },
  { name: "default", targets: ["field", "type"], family: "defaults", help: "JSON default value, or ref(Const)" },
  { name: "enum", targets: ["type"], family: "openapi-gen", help: "a string type whose constants are its only values" },
  { name: "listType", targets: ["field", "type"], family: "topology", help: "atomic, set or map: how a list merges" },
  { name: "listMapKey", targets: ["field", "type"], family: "topology", help: "a key field of a listType=map list (repeatable)" },
  { name: "mapType", targets: ["field", "type"], family: "topology", help: "atomic or granular: how a map merges" },
  { name: "structType", targets: ["field", "type"], family: "topology", help: "atomic or granular: how a struct merges" },
  { name: "patchStrategy", targets: ["field"], family: "patch", help: "merge, replace, retainKeys or merge,retainKeys (must equal the struct tag)" },
  { name: "patchMergeKey", targets: ["field"], family: "patch", help: "the merge key of a list of structs (must equal the struct tag)" },
  { name: "recommendedPatchMergeKey", targets: ["field"], family: "patch", help: "default merge key, then further keys (multi-field merge keys)" },
  { name: "validations", targets: ["field", "type"], family: "validation", help: "legacy x-kubernetes-validations strings" },
  { name: "union", targets: ["type"], family: "union", help: "legacy (2019) union: every optional field is a member" },
  { name: "unionDeprecated", targets: ["field"], family: "union", help: "legacy (2019) member of a union embedded in a struct" },
  { name: "unionDiscriminator", targets: ["field"], family: "union", help: "the discriminator of a union: a string +enum field" },
  { name: "unionMember", targets: ["field"], family: "union", help: "KEP-1027 member: +unionMember[=<value>][,optional]" },
  { name: "unionDiscriminatedBy", targets: ["field"], family: "union", help: "the Go name of the discriminator of this member" },
];

const byName = new Map(markerDefinitions.map((d) => [d.name, d]));

export function markerDefinition(key: string): MarkerDefinition | undefined {
  if (key.startsWith("k8s:validation:")) return { name: key, targets: ["field", "type"], family: "validation", help: "value constraint" };
  return byName.get(key);
}

/** Markers of other Kubernetes generators and of kubebuilder: known, never typos. */
const foreignPrefixes = [
  "k8s:", "kubebuilder:", "genclient", "groupName", "groupGoName", "featureGate", "oneOf", "zeroOrOneOf",
  "nullable", "protobuf", "listMapKeys", "name=", "gencrdrefdocs", "operator-sdk:", "openshift:", "kubebuilder",
];

export function isForeignMarker(key: string): boolean {
  return foreignPrefixes.some((p) => key === p || key.startsWith(p));
}

/** The known marker names within edit distance 2 of an unknown key (closest first). */
export function suggestMarkers(key: string): string[] {
  const scored: [number, string][] = [];
  for (const def of markerDefinitions) {
    const distance = editDistance(key, def.name, 2);
    if (distance <= 2) scored.push([distance, def.name]);
  }
  return scored.sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1)).map(([, name]) => name);
}

/** Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      rowMin = Math.min(rowMin, current[j]!);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}
