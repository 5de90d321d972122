// CustomResourceDefinitions as controller-gen's crd generator builds them: every struct
// of an input package that embeds metav1.TypeMeta and metav1.ObjectMeta is a kind; the
// packages of one API group (+groupName) give the versions (+versionName, else the package
// name) of one CRD, sorted by name; the kind's markers set names, scope, subresources,
// printer columns and version flags. The value returned is the CRD as JSON (what
// controller-gen marshals), ready for the YAML writer.

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { Package, TypeDecl, Universe } from "../../model/ir.js";
import { packageRawMarkers } from "../../resolved/crd-members.js";
import type { Span } from "../../parse/syntax.js";
import type { YamlValue } from "../../write/go-yaml.js";
import { controllerGenMarkers, hasParsed, silentEraReport, type EraReport, type ParsedMarker, type Report } from "./apply-markers.js";
import { crdNameProblem, kindNameProblem, resourceNameProblems, type CrdName } from "../../analysis/crd-names.js";
import { Flattener } from "./flatten.js";
import { checkedDefaultNodes, warnInvalidDefaults } from "./default-values.js";
import { warnRefusedLists } from "./list-types.js";
import { pluralKind } from "./plural.js";
import { serializeSchema, truncateDescriptions } from "./serialize.js";
import { readBackCrd } from "./yaml-readback.js";
import { selectableFieldProblem } from "./selectable-fields.js";
import type { SchemaNode } from "./field-path.js";
import type { TypeKey } from "./schema.js";
import { TypeSchemas, compareStrings, typeMarkers, type SchemaOptions } from "./type-schema.js";

export interface CrdOptions extends SchemaOptions {
  /** maxDescLen: descriptions cut to this many bytes (0: none at all). */
  readonly maxDescLen: number | undefined;
  /** The controller-tools version written in the controller-gen.kubebuilder.io/version annotation. */
  readonly controllerGenVersion: string;
  /** crd:deprecatedV1beta1CompatibilityPreserveUnknownFields: spec.preserveUnknownFields, written when given. */
  readonly preserveUnknownFields?: boolean | undefined;
}

export interface CrdFile {
  /** `<group>_<plural>.yaml` */
  readonly name: string;
  readonly crd: YamlValue;
  /** Each rule of x-kubernetes-validations in `crd`, and the Go marker it came from. */
  readonly ruleOrigins: ReadonlyMap<object, Span>;
  /** The text of the marker a rule comes from, when it is one marker's (a syntax error's column inside it). */
  readonly ruleMarkerTexts: ReadonlyMap<object, string>;
  /** The kind's declaration (where a rule of no marker of ours is reported). */
  readonly kindSpan: Span;
  /** The +groupName marker of the kind's first version (where what the group implies is reported). */
  readonly groupSpan?: Span;
}

const metav1 = "k8s.io/apimachinery/pkg/apis/meta/v1";

interface GroupVersion {
  readonly group: string;
  readonly version: string;
  /** The +groupName marker. */
  readonly groupSpan?: Span;
}

interface Version {
  name: string;
  served: boolean;
  storage: boolean;
  deprecated?: boolean;
  deprecationWarning?: string;
  schema: { openAPIV3Schema: YamlValue };
  subresources?: Record<string, YamlValue>;
  additionalPrinterColumns?: Record<string, YamlValue>[];
  selectableFields?: { jsonPath: string }[];
}

/** `eraReport`: markers and arguments newer than options.era (what its controller-gen ignores or fails on). */
export function buildCrds(universe: Universe, options: CrdOptions, report: Report, eraReport: EraReport): CrdFile[] {
  const roots = [...universe.packages.values()].filter((p) => p.isInput);
  const markersOf = packageMarkersIndex(universe, eraReport);
  const groupVersions = new Map<Package, GroupVersion>();
  for (const pkg of roots) {
    const markers = markersOf(pkg.path);
    if (hasParsed(markers, "kubebuilder:skip")) continue;
    groupVersions.set(pkg, groupVersionOf(pkg, markers, options.note));
  }
  const types = new TypeSchemas(universe, options, markersOf, report, eraReport);
  const kinds = findKinds(groupVersions);
  // the versions the CRDs keep are built first: what the API server refuses is said of them only
  const kept: TypeKey[] = [];
  for (const { group, kind } of kinds) {
    for (const [pkg] of versionsOf(group, groupVersions)) if (keptVersion(pkg, kind, options)) kept.push({ pkg: pkg.path, name: kind });
  }
  for (const key of kept) types.buildReached(key);
  types.saysServerRefusals = false;
  const files: CrdFile[] = [];
  for (const { group, kind } of kinds) {
    const crd = buildCrd(group, kind, groupVersions, types, options, report, eraReport);
    if (crd !== undefined && !files.some((f) => f.name === crd.name && crd.name === "_.yaml")) files.push(crd);
  }
  warnRefusedSchemas(types, options, kept);
  return files;
}

/** Defaults (OM5470) and lists (OM5480, OM5481) the API server refuses, each checked in its final, flattened form. */
function warnRefusedSchemas(types: TypeSchemas, options: CrdOptions, kept: readonly TypeKey[]): void {
  for (const d of types.embeddedResourceRefusals()) options.note?.(d);
  const first = types.defaults[0]?.marker.span ?? types.lists[0]?.markers[0]?.span;
  if (options.note === undefined || first === undefined) return;
  const flattener = new Flattener(types, () => undefined, first, options.era);
  const checked = checkedDefaultNodes(kept, (key) => types.schemaFor(key));
  warnInvalidDefaults(types.defaults.filter((d) => checked.has(d.schema)), (node) => flattener.flattenNode(node), options.note);
  warnRefusedLists(types.lists, (node) => flattener.flattenNode(node), options.note);
}

function versionsOf(group: string, groupVersions: ReadonlyMap<Package, GroupVersion>): [Package, GroupVersion][] {
  return [...groupVersions.entries()].filter(([, gv]) => gv.group === group);
}

/** A version of a kind that its CRD keeps: declared there, and not +kubebuilder:skipversion. */
function keptVersion(pkg: Package, kind: string, options: CrdOptions): boolean {
  const decl = pkg.types.get(kind);
  return decl !== undefined && !hasParsed(typeMarkers(decl, silentEraReport(options.era)), "kubebuilder:skipversion");
}

/** Package markers as controller-gen reads them (src/resolved/crd-members.ts gathers them), parsed once per package. */
export function packageMarkersIndex(universe: Universe, eraReport: EraReport): (pkg: string) => readonly ParsedMarker[] {
  const cache = new Map<string, readonly ParsedMarker[]>();
  return (path) => {
    const cached = cache.get(path);
    if (cached !== undefined) return cached;
    const parsed = controllerGenMarkers(packageRawMarkers(universe, path), "package", eraReport);
    cache.set(path, parsed);
    return parsed;
  };
}

function groupVersionOf(pkg: Package, markers: readonly ParsedMarker[], note: Note): GroupVersion {
  const group = markers.find((m) => m.name === "groupName");
  if (group === undefined) return { group: "", version: "" };
  refuseName("group", group, note);
  const version = markers.find((m) => m.name === "versionName");
  return { group: String(group.value ?? ""), version: version === undefined ? pkg.name : String(version.value ?? ""), groupSpan: group.span };
}

/** Structs embedding metav1.TypeMeta and metav1.ObjectMeta, as group/kind, sorted like controller-gen. */
function findKinds(groupVersions: ReadonlyMap<Package, GroupVersion>): { group: string; kind: string }[] {
  const kinds = new Map<string, { group: string; kind: string }>();
  for (const [pkg, gv] of groupVersions) {
    for (const decl of pkg.types.values()) {
      if (!isKind(decl)) continue;
      kinds.set(groupKindText(gv.group, decl.name), { group: gv.group, kind: decl.name });
    }
  }
  return [...kinds.entries()].sort((a, b) => compareStrings(a[0], b[0])).map(([, gk]) => gk);
}

function groupKindText(group: string, kind: string): string {
  return group === "" ? kind : `${kind}.${group}`;
}

export function isKind(decl: TypeDecl): boolean {
  if (decl.type.kind !== "struct") return false;
  const embedded = decl.type.fields.filter((f) => f.embedded && f.type.kind === "named" && f.type.pkg === metav1).map((f) => f.type.kind === "named" ? f.type.name : "");
  return embedded.includes("TypeMeta") && embedded.includes("ObjectMeta");
}

function buildCrd(group: string, kind: string, groupVersions: ReadonlyMap<Package, GroupVersion>, types: TypeSchemas, options: CrdOptions, report: Report, eraReport: EraReport): CrdFile | undefined {
  const packages = versionsOf(group, groupVersions);
  const names: Record<string, YamlValue> = { kind, listKind: `${kind}List`, plural: pluralKind(kind), singular: kind.toLowerCase() };
  const spec = { group, names, scope: "Namespaced", versions: [] as Version[] };
  const metadata: { annotations: Record<string, string>; labels?: Record<string, string> } = { annotations: {} };
  const kinds: [TypeDecl, string][] = [];
  const ruleOrigins = new Map<object, Span>();
  const ruleMarkerTexts = new Map<object, string>();
  let groupSpan: Span | undefined;
  const unratchetedAt = new Set<string>();
  const unratcheted = (at: Span | undefined, list: string): void => {
    if (at === undefined) return;
    const key = `${at.file}:${at.line}:${at.col}:${list}`;
    if (unratchetedAt.has(key)) return;
    unratchetedAt.add(key);
    options.note?.(diagnose("OM5057", at, list));
  };
  for (const [pkg, gv] of packages) {
    const decl = pkg.types.get(kind);
    if (decl === undefined) continue;
    const schema = new Flattener(types, report, decl.span, options.era).flattenKind({ pkg: pkg.path, name: kind });
    if (schema === undefined) continue;
    if (schema.properties?.metadata !== undefined) schema.properties.metadata = { type: "object" };
    if (options.maxDescLen !== undefined) truncateDescriptions(schema, options.maxDescLen, options.era.has("truncate-ellipsis"));
    const said = keptVersion(pkg, kind, options) ? unratcheted : () => undefined;
    spec.versions.push({ name: gv.version, served: true, storage: false, schema: { openAPIV3Schema: serializeSchema(schema, 0, { origins: ruleOrigins, originTexts: ruleMarkerTexts, unratcheted: said }) } });
    kinds.push([decl, gv.version]);
    groupSpan ??= gv.groupSpan;
  }
  const built = spec.versions.length;
  for (const [decl, version] of kinds) applyCrdMarkers(typeMarkers(decl, eraReport), version, spec, metadata, report, options.note);
  if (spec.versions.length === 0) return built > 0 ? everyVersionSkipped(options, kinds[0]![0], groupKindText(group, kind), eraReport) : undefined;
  spec.versions.sort((a, b) => compareStrings(a.name, b.name));
  if (spec.versions.length === 1) spec.versions[0]!.storage = true;
  warnHoistedSelectableFields(spec.versions, kinds, eraReport, options.note);
  const where = kinds[0]![0].span;
  const badKind = kindNameProblem(kind);
  if (badKind !== undefined) options.note?.(diagnose("OM5488", where, kind, badKind.field, JSON.stringify(badKind.value)));
  if (!spec.versions.some((v) => v.storage)) report(where, `CRD for ${groupKindText(group, kind)} has no storage version`);
  if (!spec.versions.some((v) => v.served)) report(where, `CRD for ${groupKindText(group, kind)} with version(s) ${spec.versions.map((v) => v.name).join(" ")} does not serve any version`);
  metadata.annotations["controller-gen.kubebuilder.io/version"] = options.controllerGenVersion;
  const crd = {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { ...metadata, name: `${String(names.plural)}.${group}` },
    spec: (options.preserveUnknownFields === undefined ? spec : { ...spec, preserveUnknownFields: options.preserveUnknownFields }) as unknown as YamlValue,
  };
  const unreadable = readBackCrd(crd);
  if (unreadable !== undefined) {
    options.note?.(diagnose("OM5402", where, groupKindText(group, kind), unreadable));
    return undefined;
  }
  return { name: `${group}_${String(names.plural)}.yaml`, crd, ruleOrigins, ruleMarkerTexts, kindSpan: where, ...(groupSpan === undefined ? {} : { groupSpan }) };
}

/**
 * A kind whose every version is +kubebuilder:skipversion: controller-gen keeps no CRD for it, then
 * writes the zero CRD it looks up in its place (group and plural empty: `_.yaml`), with only its
 * version annotation. Several such kinds write the same file.
 */
function everyVersionSkipped(options: CrdOptions, decl: TypeDecl, kind: string, eraReport: EraReport): CrdFile {
  const where = decl.span;
  const skip = typeMarkers(decl, silentEraReport(eraReport.era)).find((m) => m.name === "kubebuilder:skipversion");
  options.note?.(diagnose("OM5482", skip?.span ?? where, kind));
  const crd = {
    apiVersion: "apiextensions.k8s.io/v1",
    kind: "CustomResourceDefinition",
    metadata: { annotations: { "controller-gen.kubebuilder.io/version": options.controllerGenVersion } },
    spec: { group: "", names: { kind: "", plural: "" }, scope: "", versions: null },
  };
  return { name: "_.yaml", crd, ruleOrigins: new Map(), ruleMarkerTexts: new Map(), kindSpan: where };
}

const VERSION_MARKERS: Readonly<Record<string, string>> = {
  "kubebuilder:subresource:status": "status subresource",
  "kubebuilder:subresource:scale": "scale subresource",
  "kubebuilder:printcolumn": "printer columns",
  "kubebuilder:selectablefield": "selectable field",
};

/**
 * controller-gen applies a type's markers in Go map order: one of these after skipversion
 * finds its version gone and fails the run, one before it has no effect. Ours never fails.
 */
function warnVersionMarkersOfSkippedVersion(markers: readonly ParsedMarker[], version: string, note: Note): void {
  if (!markers.some((m) => m.name === "kubebuilder:skipversion")) return;
  for (const m of markers) {
    const what = VERSION_MARKERS[m.name];
    if (what !== undefined) note?.(diagnose("OM5440", m.span, `+${m.name}`, what, version));
  }
}

type Spec = { names: Record<string, YamlValue>; scope: string; versions: Version[] };

type Note = ((diagnostic: Diagnostic) => void) | undefined;

/** A group or plural that would make the CRD's file name a path (an error, nothing is written) or that the API server refuses (a warning). */
function refuseName(what: CrdName, marker: ParsedMarker, note: Note): void {
  const value = what === "group" ? marker.value : marker.fields.path;
  const problem = typeof value === "string" ? crdNameProblem(what, value) : undefined;
  if (problem !== undefined) note?.(diagnose(problem.code, marker.span, ...problem.args));
}

function applyCrdMarkers(markers: readonly ParsedMarker[], version: string, spec: Spec, metadata: { annotations: Record<string, string>; labels?: Record<string, string> }, report: Report, note: Note): void {
  warnVersionMarkersOfSkippedVersion(markers, version, note);
  const selectable: [Version, ParsedMarker][] = [];
  for (const marker of markers) {
    const ver = spec.versions.find((v) => v.name === version);
    const f = marker.fields;
    switch (marker.name) {
      case "kubebuilder:subresource:status":
        if (ver !== undefined) (ver.subresources ??= {}).status = {};
        break;
      case "kubebuilder:subresource:scale":
        if (ver !== undefined) {
          const scale: Record<string, YamlValue> = { specReplicasPath: f.specpath as string, statusReplicasPath: f.statuspath as string };
          if (f.selectorpath !== undefined) scale.labelSelectorPath = f.selectorpath as string;
          (ver.subresources ??= {}).scale = scale;
        }
        break;
      case "kubebuilder:storageversion":
        if (ver !== undefined && version !== "") ver.storage = true;
        break;
      case "kubebuilder:skipversion":
        if (version === "") report(marker.span, "cannot skip a version if there is only a single version", true);
        else spec.versions = spec.versions.filter((v) => v.name !== version);
        break;
      case "kubebuilder:unservedversion":
        if (ver !== undefined) ver.served = false;
        break;
      case "kubebuilder:deprecatedversion":
        if (ver !== undefined && version !== "") {
          ver.deprecated = true;
          if (f.warning !== undefined) ver.deprecationWarning = f.warning as string;
        }
        break;
      case "kubebuilder:printcolumn":
        if (ver !== undefined) {
          ver.subresources ??= {};
          (ver.additionalPrinterColumns ??= []).push(printerColumn(f));
        }
        break;
      case "kubebuilder:selectablefield":
        if (ver !== undefined) {
          (ver.selectableFields ??= []).push({ jsonPath: f.JSONPath as string });
          selectable.push([ver, marker]);
        }
        break;
      case "kubebuilder:resource":
        refuseName("plural", marker, note);
        for (const p of resourceNameProblems(f)) note?.(diagnose("OM5485", marker.span, p.argument, JSON.stringify(p.value), p.field));
        applyResource(f, spec);
        break;
      case "kubebuilder:metadata":
        applyMetadata(f, metadata, marker.span, report);
        break;
    }
  }
  warnRefusedSelectableFields(selectable.filter(([ver]) => spec.versions.includes(ver)), note);
}

/**
 * The API server converts a v1 CRD to its internal form before validating it, and moves
 * selectableFields to spec when every version has the same ones, but the schema only when
 * every version has the same schema: versions with the same selectable fields and different
 * schemas are refused ("spec.selectableFields: may only be set when validations.schema is
 * included"). controller-gen writes them; we warn at the first version's first marker (OM5487).
 */
function warnHoistedSelectableFields(versions: readonly Version[], kinds: readonly [TypeDecl, string][], eraReport: EraReport, note: Note): void {
  if (versions.length < 2 || note === undefined) return;
  const fields = JSON.stringify(versions[0]!.selectableFields ?? []);
  if (fields === "[]" || versions.some((v) => JSON.stringify(v.selectableFields ?? []) !== fields)) return;
  const schema = JSON.stringify(versions[0]!.schema);
  if (versions.every((v) => JSON.stringify(v.schema) === schema)) return;
  const decl = kinds.find(([, version]) => version === versions[0]!.name)?.[0];
  const marker = decl === undefined ? undefined : typeMarkers(decl, silentEraReport(eraReport.era)).find((m) => m.name === "kubebuilder:selectablefield");
  if (marker !== undefined) note(diagnose("OM5487", marker.span, versions.map((v) => v.name).join(", ")));
}

/** Selectable fields are written as controller-gen writes them; where the server refuses one, a warning (OM5477) — for versions kept, not skipped. */
function warnRefusedSelectableFields(selectable: readonly [Version, ParsedMarker][], note: Note): void {
  for (const [ver, marker] of selectable) {
    const jsonPath = marker.fields.JSONPath as string;
    const problem = selectableFieldProblem(ver.schema.openAPIV3Schema as SchemaNode, jsonPath);
    if (problem !== undefined) note?.(diagnose("OM5477", marker.span, JSON.stringify(jsonPath), problem));
  }
}

function printerColumn(f: Readonly<Record<string, unknown>>): Record<string, YamlValue> {
  const column: Record<string, YamlValue> = { name: f.name as string, type: f.type as string, jsonPath: f.JSONPath as string };
  if (typeof f.description === "string" && f.description !== "") column.description = f.description;
  if (typeof f.format === "string" && f.format !== "") column.format = f.format;
  if (typeof f.priority === "number" && f.priority !== 0) column.priority = f.priority;
  return column;
}

function applyResource(f: Readonly<Record<string, unknown>>, spec: Spec): void {
  if (typeof f.path === "string" && f.path !== "") spec.names.plural = f.path;
  if (typeof f.singular === "string" && f.singular !== "") spec.names.singular = f.singular;
  if (Array.isArray(f.shortName) && f.shortName.length > 0) spec.names.shortNames = f.shortName as string[];
  else delete spec.names.shortNames;
  if (Array.isArray(f.categories) && f.categories.length > 0) spec.names.categories = f.categories as string[];
  else delete spec.names.categories;
  spec.scope = typeof f.scope === "string" && f.scope !== "" ? f.scope : "Namespaced";
}

function applyMetadata(f: Readonly<Record<string, unknown>>, metadata: { annotations: Record<string, string>; labels?: Record<string, string> }, span: Span, report: Report): void {
  for (const pair of (f.annotations as string[] | undefined) ?? []) {
    const eq = pair.indexOf("=");
    if (eq === -1) {
      report(span, `annotation ${pair} is not in 'xxx=xxx' format`, true);
      continue;
    }
    metadata.annotations[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  for (const pair of (f.labels as string[] | undefined) ?? []) {
    const eq = pair.indexOf("=");
    // controller-tools checks annotations only: a label without `=` makes controller-gen panic (index out of range)
    if (eq === -1) {
      report(span, `label ${pair} is not in 'xxx=xxx' format: controller-gen panics on it (index out of range)`, true);
      continue;
    }
    (metadata.labels ??= {})[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
}
