// What a struct means in JSON as controller-gen reads it (controller-tools' structToSchema),
// resolved once per run: each member's JSON name, whether it is inlined (the `inline`
// option or an empty name: its schema becomes an allOf branch, merged when flattened), and
// whether the CRD requires it — a member's explicit markers first (kubebuilder's, then
// Kubernetes'), else the package's default (+kubebuilder:validation:Optional) and the tag
// (inline or omitempty: optional). controller-gen reads raw tags, not encoding/json's rules
// nor openapi-gen's (src/resolved/struct-members.ts): it does not inline here, a member
// without a json tag is an error, and `json:"-,"` is a property named "-". The CRD builder
// (src/emit/crd/type-schema.ts), and so check's CRDs and the TypeScript tables' schemas,
// read this one resolution.

import type { ControllerToolsEra } from "../era/controller-tools.js";
import type { Marker } from "../markers/comment-tags.js";
import { lookupControllerGenMarker, parseControllerGenMarker } from "../markers/controller-gen-registry.js";
import type { MarkerTarget } from "../markers/registry.js";
import type { Field, TypeDecl, Universe } from "../model/ir.js";

export interface CrdProperty {
  readonly kind: "property";
  readonly field: Field;
  /** The tag's name ("" for an inlined member without one). */
  readonly name: string;
  readonly inline: boolean;
  readonly required: boolean;
  /** Required by a marker (+kubebuilder:validation:Required, +required, +k8s:required), not by default. */
  readonly requiredByMarker: boolean;
}

/** A member without a json tag: controller-gen's error, and no property. */
export interface CrdUntagged {
  readonly kind: "untagged";
  readonly field: Field;
}

export type CrdMember = CrdProperty | CrdUntagged;

export interface CrdStruct {
  readonly decl: TypeDecl;
  /** The struct's own members in declaration order; skipped ones (`json:"-"`, unexported with ignoreUnexportedFields) are not there. */
  readonly members: readonly CrdMember[];
}

/** What decides controller-gen's reading: which of the optionality markers its release knows, and ignoreUnexportedFields. */
export interface CrdReading {
  /** The field markers of `optionalityMarkers` the release reads. */
  readonly fieldMarkers: ReadonlySet<string>;
  /** Whether the release reads the package marker +kubebuilder:validation:Optional. */
  readonly packageOptional: boolean;
  readonly ignoreUnexportedFields: boolean;
  /** A memo key. */
  readonly key: string;
}

/** The markers that decide a member's optionality, in the order controller-gen asks for them (the first present decides). */
const optionalityMarkers = [
  ["kubebuilder:validation:Optional", false],
  ["kubebuilder:validation:Required", true],
  ["optional", false],
  ["k8s:optional", false],
  ["required", true],
  ["k8s:required", true],
] as const;

const packageOptionalMarker = "kubebuilder:validation:Optional";

const readings = new Map<string, CrdReading>();

/** A controller-tools release's reading of json tags, with the generator's ignoreUnexportedFields. */
export function crdReading(era: ControllerToolsEra, ignoreUnexportedFields: boolean): CrdReading {
  const fieldMarkers = new Set<string>(optionalityMarkers.map(([name]) => name).filter((name) => era.markerNewer(name, "field") === undefined));
  const packageOptional = era.markerNewer(packageOptionalMarker, "package") === undefined;
  const key = `${[...fieldMarkers].join(" ")}|${+packageOptional}|${+ignoreUnexportedFields}`;
  let reading = readings.get(key);
  if (reading === undefined) readings.set(key, (reading = Object.freeze({ fieldMarkers, packageOptional, ignoreUnexportedFields, key })));
  return reading;
}

/** Per universe and reading key, each struct's resolution. */
const memo = new WeakMap<Universe, Map<string, Map<TypeDecl, CrdStruct>>>();

/** A struct as controller-gen reads it; computed once per universe, reading and struct. */
export function crdStruct(universe: Universe, decl: TypeDecl, reading: CrdReading): CrdStruct {
  let byReading = memo.get(universe);
  if (byReading === undefined) memo.set(universe, (byReading = new Map()));
  let byDecl = byReading.get(reading.key);
  if (byDecl === undefined) byReading.set(reading.key, (byDecl = new Map()));
  let resolved = byDecl.get(decl);
  if (resolved === undefined) byDecl.set(decl, (resolved = resolve(universe, decl, reading)));
  return resolved;
}

function resolve(universe: Universe, decl: TypeDecl, reading: CrdReading): CrdStruct {
  const members: CrdMember[] = [];
  if (decl.type.kind !== "struct") return Object.freeze({ decl, members });
  const packageOptional = reading.packageOptional && packageSaysOptional(universe, decl.pkg);
  for (const field of decl.type.fields) {
    if (!field.embedded && reading.ignoreUnexportedFields && !/^\p{Lu}/u.test(field.name)) continue;
    const tag = field.tag.get("json");
    if (tag === undefined) {
      members.push({ kind: "untagged", field });
      continue;
    }
    const [name = "", ...options] = tag.split(",");
    if (options.length === 0 && name === "-") continue;
    const inline = options.includes("inline") || name === "";
    const byMarker = markedRequired(field, reading);
    const required = byMarker ?? (!packageOptional && !inline && !options.includes("omitempty"));
    members.push({ kind: "property", field, name, inline, required, requiredByMarker: byMarker === true });
  }
  return Object.freeze({ decl, members: Object.freeze(members) });
}

/** What the member's optionality markers say (the first controller-gen asks for), undefined when none. */
function markedRequired(field: Field, reading: CrdReading): boolean | undefined {
  if (field.markers.length === 0 && field.markersAbove.length === 0) return undefined;
  const present = readMarkers([...field.markersAbove, ...field.markers], "field", reading.fieldMarkers);
  if (present.size === 0) return undefined;
  for (const [name, required] of optionalityMarkers) if (present.has(name)) return required;
  return undefined;
}

/**
 * The names of `wanted` among markers as controller-gen reads them: known for the target,
 * parsed without error (what the CRD builder's own marker pass reports otherwise).
 */
function readMarkers(markers: readonly Marker[], target: MarkerTarget, wanted: ReadonlySet<string>): Set<string> {
  const present = new Set<string>();
  for (const marker of markers) {
    if (marker.block === true) continue;
    const lookup = lookupControllerGenMarker(marker);
    if (lookup === undefined || !wanted.has(lookup.definition.name) || !lookup.definition.targets.includes(target)) continue;
    if (parseControllerGenMarker(lookup).ok) present.add(lookup.definition.name);
  }
  return present;
}

const packageDefaults = new WeakMap<Universe, Map<string, boolean>>();

/** Whether a package's markers make its members optional by default. */
function packageSaysOptional(universe: Universe, pkg: string): boolean {
  let byPkg = packageDefaults.get(universe);
  if (byPkg === undefined) packageDefaults.set(universe, (byPkg = new Map()));
  let optional = byPkg.get(pkg);
  if (optional === undefined) byPkg.set(pkg, (optional = readMarkers(packageRawMarkers(universe, pkg), "package", new Set([packageOptionalMarker])).size > 0));
  return optional;
}

/** A package's markers as controller-gen gathers them: doc.go's, the package clause's in every file, free-standing groups, and package markers above types; each once. */
export function packageRawMarkers(universe: Universe, path: string): Marker[] {
  const pkg = universe.packages.get(path);
  const seen = new Set<string>();
  // freeMarkers: controller-gen's file-level groups, such as a `+groupName` set apart from the
  // package clause by a blank line in groupversion_info.go while doc.go holds the package doc.
  const raw = [...(pkg?.docMarkers ?? []), ...(pkg?.clauseMarkers ?? []), ...(pkg?.freeMarkers ?? []), ...[...(pkg?.types.values() ?? [])].flatMap((t) => t.markersAbove.filter(isPackageOnly))];
  return raw.filter((m) => {
    const at = `${m.span.file}:${m.span.line}:${m.span.col}`;
    return seen.has(at) ? false : (seen.add(at), true);
  });
}

function isPackageOnly(marker: Marker): boolean {
  const targets = lookupControllerGenMarker(marker)?.definition.targets;
  return targets !== undefined && targets.includes("package") && !targets.includes("type");
}
