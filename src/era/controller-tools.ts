// controller-gen's CRD output changed from release to release, and a repository's
// checked-in CRDs follow the controller-tools version it pins. An era is that version; each
// fact below is the first release with the new behaviour (learnt from controller-tools'
// history of pkg/crd, pkg/crd/markers and pkg/markers, v0.14.0 to v0.21.0). Markers and
// marker arguments have a release too: controller-gen ignores a marker it does not know,
// and fails on an argument its marker does not have.

// Two functions only: the package root loads all of semver.
import parseSemver from "semver/functions/parse.js";
import lessThan from "semver/functions/lt.js";
import type { MarkerTarget } from "../markers/registry.js";

/** The oldest release whose output we reproduce. */
export const oldestControllerTools = "v0.14.0";
/** The newest release whose output we reproduce. */
export const newestControllerTools = "v0.21.0";

export type CrdChangeId =
  | "description-comments" | "validations-flatten" | "protocol-schema" | "truncate-ellipsis" | "text-marshaler"
  | "textual-int-or-string" | "named-basic-format" | "enum-flatten"
  | "applyconfiguration" | "ac-getters" | "ac-comments" | "ac-typed-schema"
  // The rbac and webhook generators (pkg/rbac, pkg/webhook).
  | "rbac-split-resources" | "rbac-keep-urls" | "rbac-star-verbs" | "rbac-role-names" | "webhook-global-order";

export interface CrdChange {
  readonly id: CrdChangeId;
  readonly since: string;
  readonly commit: string;
  /** The behaviour before, then since, for the README. */
  readonly before: string;
  readonly after: string;
}

export const crdChanges: readonly CrdChange[] = [
  {
    id: "description-comments", since: "v0.16.0", commit: "835e0545",
    before: "descriptions keep TODO lines and everything after a `---` line, and a blank line comes out as two",
    after: "TODO lines and what follows `---` are left out (outside fenced code); a blank line is one",
  },
  {
    id: "validations-flatten", since: "v0.16.0", commit: "930ec8c7 (#998)",
    before: "x-kubernetes-validations of a field and of its type stay apart in an allOf", after: "they are merged, the field's last",
  },
  {
    id: "protocol-schema", since: "v0.16.1", commit: "2f6801da",
    before: "core/v1 Protocol is a fixed schema: type string, default TCP, no description", after: "its Go declaration",
  },
  {
    id: "truncate-ellipsis", since: "v0.17.0", commit: "e42b1a29",
    before: "maxDescLen cuts at the last sentence end, else at the byte limit", after: "else at the last space, with `...`",
  },
  {
    id: "text-marshaler", since: "v0.17.0", commit: "e92e85dc (#1015)",
    before: "a type with MarshalText is its Go declaration", after: "it is a string",
  },
  {
    id: "textual-int-or-string", since: "v0.17.2", commit: "50893dee",
    before: "MaxLength/MinLength need type string (an int-or-string is an error)", after: "they apply to an int-or-string too",
  },
  {
    id: "named-basic-format", since: "v0.20.0", commit: "49d7045b",
    before: "a reference to a same-package named basic type carries no type or format for the field's markers", after: "it carries them",
  },
  {
    id: "enum-flatten", since: "v0.21.0", commit: "7751e1df (#1370)",
    before: "a field's enum beside its type's enum stays apart in an allOf", after: "the first enum is kept",
  },
  {
    id: "applyconfiguration", since: "v0.18.0", commit: "pkg/applyconfiguration (code-generator v0.33)",
    before: "no applyconfiguration generator", after: "apply configurations for packages with +kubebuilder:ac:generate=true",
  },
  {
    id: "ac-getters", since: "v0.19.0", commit: "code-generator v0.34",
    before: "kinds get only GetName, internal.go imports structured-merge-diff/v4, NewTypeConverter returns client-go's *testing.TypeConverter", after: "IsApplyConfiguration, GetKind, GetAPIVersion, GetNamespace; structured-merge-diff/v6; managedfields.TypeConverter",
  },
  {
    id: "ac-comments", since: "v0.20.0", commit: "code-generator v0.35",
    before: "apply configuration structs carry no doc comments; IsApplyConfiguration follows the constructor without a blank line", after: "the type's and the members' comments, markers left out",
  },
  {
    id: "ac-typed-schema", since: "v0.21.0", commit: "pkg/applyconfiguration/openapi.go (code-generator v0.36)",
    before: "internal.go's schema holds only the untyped types; no Extract functions", after: "the kinds' typed schema, Extract functions, cluster-scoped constructors",
  },
  {
    id: "rbac-split-resources", since: "v0.16.0", commit: "e426c7c6, e0fa97d9",
    before: "an RBAC marker is one rule; rules with the same groups, resources, names and URLs merge their verbs",
    after: "a marker is one rule per resource; rules that differ only in resources, then only in groups, merge; a marker without resources is dropped",
  },
  {
    id: "rbac-keep-urls", since: "v0.16.2", commit: "97708aa2, 4c27c109",
    before: "`core` becomes \"\" only when written (after merging and ordering)",
    after: "`core` is \"\" before merging; a marker without resources is a rule again; rules that differ only in URLs merge",
  },
  {
    id: "rbac-star-verbs", since: "v0.17.0", commit: "17cbcd35 (#1081)", before: "verbs are kept as merged", after: "verbs that include `*` are just `*`",
  },
  {
    id: "rbac-role-names", since: "v0.21.0", commit: "86b0035d",
    before: "one role per namespace, named by roleName", after: "one role per namespace and marker roleName",
  },
  {
    id: "webhook-global-order", since: "v0.20.0", commit: "61c34c46",
    before: "webhooks are ordered by name within each package, packages in order", after: "webhooks are ordered by name across packages",
  },
];

/** Markers newer than v0.14.0, by name (and target when the release differs by target). */
const markerSince: readonly { readonly name: string; readonly target?: MarkerTarget; readonly since: string }[] = [
  { name: "kubebuilder:validation:items:", since: "v0.15.0" },
  { name: "default", since: "v0.16.0" },
  { name: "required", since: "v0.16.0" },
  { name: "kubebuilder:selectablefield", since: "v0.16.4" },
  { name: "kubebuilder:title", target: "field", since: "v0.18.0" },
  { name: "kubebuilder:title", target: "type", since: "v0.20.0" },
  { name: "kubebuilder:validation:AtMostOneOf", since: "v0.19.0" },
  { name: "kubebuilder:validation:ExactlyOneOf", since: "v0.19.0" },
  { name: "kubebuilder:validation:AtLeastOneOf", since: "v0.20.0" },
  { name: "k8s:required", since: "v0.20.0" },
  { name: "k8s:optional", since: "v0.20.0" },
  { name: "k8s:immutable", since: "v0.21.0" },
  { name: "k8s:enum", since: "v0.21.0" },
  { name: "kubebuilder:externalDocs", since: "v0.21.0" },
  { name: "kubebuilder:webhookconfiguration", since: "v0.16.3" },
];

/** Named arguments newer than their marker. */
const argumentSince: readonly { readonly marker: string; readonly argument: string; readonly since: string }[] = [
  { marker: "XValidation", argument: "messageExpression", since: "v0.15.0" },
  { marker: "XValidation", argument: "reason", since: "v0.16.0" },
  { marker: "XValidation", argument: "fieldPath", since: "v0.16.0" },
  { marker: "XValidation", argument: "optionalOldSelf", since: "v0.17.3" },
  { marker: "crd", argument: "deprecatedV1beta1CompatibilityPreserveUnknownFields", since: "v0.15.0" },
  { marker: "kubebuilder:rbac", argument: "roleName", since: "v0.21.0" },
  { marker: "kubebuilder:webhook", argument: "serviceName", since: "v0.17.2" },
  { marker: "kubebuilder:webhook", argument: "serviceNamespace", since: "v0.17.2" },
  { marker: "kubebuilder:webhook", argument: "servicePort", since: "v0.17.2" },
];

export interface ControllerToolsEra {
  /** The version reproduced (a release, or a pseudo-version between two). */
  readonly version: string;
  has(change: CrdChangeId): boolean;
  /** The release that introduced a marker this one lacks; undefined when this one reads it. */
  markerNewer(name: string, target: MarkerTarget): string | undefined;
  /** The release that introduced an argument (of kubebuilder:validation:XValidation, or `crd` for a generator option) this one lacks. */
  argumentNewer(marker: string, argument: string): string | undefined;
  /** Whether this version is older than a release (a generator or option that came in it is unknown here). */
  olderThan(release: string): boolean;
}

/**
 * The era of a version as a pin writes it: a release (v0.16.1), a pseudo-version (a
 * pre-release: v0.16.2-0.2024… is a commit after v0.16.1, so before v0.16.2), or anything
 * else ("(devel)", a branch name): the newest. Undefined for a release older than v0.14.0.
 */
export function controllerToolsEra(version: string): ControllerToolsEra | undefined {
  const parsed = parseSemver(version.startsWith("v") ? version.slice(1) : version);
  const at = parsed === null ? parseSemver(newestControllerTools.slice(1))! : parsed;
  if (lessThan(at, oldestControllerTools.slice(1))) return undefined;
  const before = (since: string): boolean => lessThan(at, since.slice(1));
  return {
    version: parsed === null ? newestControllerTools : `v${parsed.version}`,
    has: (id) => !before(crdChanges.find((c) => c.id === id)!.since),
    markerNewer: (name, target) => {
      const fact = markerSince.find((m) => (m.name.endsWith(":") ? name.startsWith(m.name) : m.name === name) && (m.target === undefined || m.target === target));
      return fact !== undefined && before(fact.since) ? fact.since : undefined;
    },
    argumentNewer: (marker, argument) => {
      const fact = argumentSince.find((a) => a.marker === marker && a.argument === argument);
      return fact !== undefined && before(fact.since) ? fact.since : undefined;
    },
    olderThan: before,
  };
}

/** The newest era: what a run without a pin reproduces. */
export const newestEra: ControllerToolsEra = controllerToolsEra(newestControllerTools)!;
