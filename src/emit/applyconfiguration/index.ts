// controller-gen's applyconfiguration generator as a pure function: the universe and the
// options in, the files (paths relative to each API package's directory's output) and
// diagnostics out. Each package with `+kubebuilder:ac:generate=true` is generated on its
// own, into `<package dir>/<+kubebuilder:ac:output:package, default applyconfiguration>`:
// `<group dir>/<version>/<type>.go` per type, `utils.go` (ForKind, NewTypeConverter) and
// `internal/internal.go` (the typed schema).

import { posix } from "node:path";
import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { Package, TypeDecl, Universe } from "../../model/ir.js";
import type { EraReport } from "../crd/apply-markers.js";
import { packageMarkersIndex } from "../crd/crd.js";
import { TypeSchemas, type SchemaOptions } from "../crd/type-schema.js";
import { ImportTracker } from "../go/imports.js";
import { goFile } from "./go-file.js";
import { acEra, type AcEra, type ApplyConfigurationOptions } from "./options.js";
import { boolMarker, defaultExternals, hasEmbedded, isCrd, packageMarkers, reachableTypes, requiresApplyConfiguration, rootTags, stringMarker } from "./select.js";
import { publicName, typeFile } from "./type-file.js";
import { definitions, restFriendlyName, typedSchemaYaml } from "./typed-schema.js";
import { typedSchemaRefusals } from "./typed-schema-refusals.js";
import type { TypeKey } from "../crd/schema.js";

export interface GeneratedFile {
  /** Slash-separated, relative to the working directory (the package's display directory joined with the output). */
  readonly path: string;
  readonly content: string;
}

export interface ApplyConfigurationResult {
  readonly files: readonly GeneratedFile[];
  readonly diagnostics: readonly Diagnostic[];
}

export function buildApplyConfigurations(universe: Universe, options: ApplyConfigurationOptions, eraReport: EraReport): ApplyConfigurationResult {
  const files: GeneratedFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const externals = parseExternals(options.externalApplyConfigurations);
  const roots = [...universe.packages.values()].filter((p) => p.isInput).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const pkg of roots) {
    const markers = packageMarkers(pkg);
    if (boolMarker(markers, "kubebuilder:ac:generate") !== true || pkg.types.size === 0) continue;
    const group = groupOf(pkg, options);
    if (group === undefined) {
      diagnostics.push(diagnose("OM5350", pkg.types.values().next().value!.span, pkg.path));
      continue;
    }
    files.push(...packageFiles(universe, pkg, group, options, externals, eraReport, diagnostics));
  }
  return { files, diagnostics };
}

/**
 * The API group: +groupName, which controller-tools passes on from v0.19.0; before, gengo
 * saw it only in doc.go, else took the path's second-to-last element.
 */
function groupOf(pkg: Package, options: ApplyConfigurationOptions): string | undefined {
  if (options.era.has("ac-getters")) return stringMarker(packageMarkers(pkg), "groupName");
  const segments = pkg.path.split("/");
  return stringMarker(pkg.docMarkers, "groupName") ?? segments[segments.length - 2] ?? "";
}

function parseExternals(entries: readonly string[]): Map<string, string> {
  const out = defaultExternals();
  for (const entry of entries) {
    const at = entry.indexOf("@");
    if (at > 0) out.set(entry.slice(0, at), entry.slice(at + 1));
  }
  return out;
}

interface Selected {
  readonly decl: TypeDecl;
  readonly tags: ReturnType<typeof rootTags>;
}

function packageFiles(universe: Universe, pkg: Package, group: string, options: ApplyConfigurationOptions, externals: Map<string, string>, eraReport: EraReport, diagnostics: Diagnostic[]): GeneratedFile[] {
  const era = acEra(options.era);
  const outName = stringMarker(packageMarkers(pkg), "kubebuilder:ac:output:package") ?? "applyconfiguration";
  const outPkgBase = posix.join(pkg.path, outName);
  const outDir = posix.join(pkg.dir, outName);
  const segments = pkg.path.split("/");
  const gvDir = (segments.length <= 2 ? pkg.path : segments.slice(-2).join("/")).toLowerCase();
  const localPkg = posix.join(outPkgBase, gvDir);
  const version = segments[segments.length - 1]!;
  const apiVersion = group === "" ? version : `${group}/${version}`;
  const clusterScope = era.typedSchema;
  const selected: Selected[] = [...pkg.types.values()].filter((d) => !d.isAlias).map((decl) => ({ decl, tags: rootTags(decl, { clusterScope }) }));
  const refs = new Map(externals);
  const reachable = reachableTypes(universe, selected.filter((s) => s.tags.hasApply).map((s) => s.decl));
  for (const { decl } of selected) {
    if (reachable.has(`${decl.pkg}.${decl.name}`) && requiresApplyConfiguration(universe, decl)) refs.set(`${decl.pkg}.${decl.name}`, localPkg);
  }
  const toGenerate = selected
    .filter(({ decl, tags }) => !(tags.generateClient && !hasEmbedded(decl, "ObjectMeta")) && refs.has(`${decl.pkg}.${decl.name}`))
    .sort((a, b) => compareLower(a.decl.name, b.decl.name));
  const header = options.header.replaceAll("YEAR", String(options.year));
  const schema = era.typedSchema ? typedSchema(universe, selected, options, eraReport, diagnostics) : undefined;
  const files: GeneratedFile[] = [];
  for (const { decl, tags } of toGenerate) {
    const openApiType = tags.generateClient && tags.hasApply && schema !== undefined ? restFriendlyName(decl) : undefined;
    const content = typeFile({ universe, decl, refs, localPkg, packageName: version.toLowerCase(), outPkgBase, apiVersion, tags, hasTypeMeta: hasEmbedded(decl, "TypeMeta"), openApiType, header, era });
    files.push({ path: posix.join(outDir, gvDir, `${decl.name.toLowerCase()}.go`), content });
  }
  {
    files.push({ path: posix.join(outDir, "utils.go"), content: utilsFile(header, outPkgBase, era, pkg.path, localPkg, group, version, toGenerate.map((s) => s.decl.name)) });
    files.push({ path: posix.join(outDir, "internal", "internal.go"), content: internalFile(header, outPkgBase, era, schema ?? typedSchemaYaml(new Map())) });
  }
  return files;
}

function typedSchema(universe: Universe, selected: readonly Selected[], options: ApplyConfigurationOptions, eraReport: EraReport, diagnostics: Diagnostic[]): string | undefined {
  const crdRoots = selected.filter((s) => isCrd(s.decl)).map((s) => s.decl);
  const apiRoots = selected.filter((s) => s.tags.generateClient && s.tags.hasApply).map((s) => s.decl);
  if (crdRoots.length === 0) return undefined;
  // controller-gen's document holds the +kubebuilder:resource kinds and what they reach;
  // code-generator keeps what the client kinds reach (a kind with ac:generate=false drops out).
  const docRoots = crdRoots.filter((d) => apiRoots.includes(d));
  const report = (span: TypeDecl["span"], message: string): void => void diagnostics.push(diagnose("OM5351", span, message));
  const schemaOptions: SchemaOptions = {
    allowDangerousTypes: true,
    ignoreUnexportedFields: true,
    generateEmbeddedObjectMeta: false,
    era: options.era,
    fullObjectMeta: true,
    missingModules: options.missingModules,
    note: (diagnostic) => void diagnostics.push(diagnostic),
  };
  const types = new TypeSchemas(universe, schemaOptions, packageMarkersIndex(universe, eraReport), report, eraReport);
  // what the API server refuses in a CRD is the crd generator's to say
  types.saysServerRefusals = false;
  const keys = new Map<string, TypeKey>();
  const defs = definitions(docRoots, { types, era: options.era, where: crdRoots[0]!.span, report }, keys);
  diagnostics.push(...typedSchemaRefusals(defs, keys, universe, crdRoots[0]!.span));
  // A client kind without +kubebuilder:resource has no definition: an empty schema stands in.
  for (const root of apiRoots) if (!defs.has(restFriendlyName(root))) defs.set(restFriendlyName(root), {});
  return typedSchemaYaml(defs);
}

function compareLower(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

function utilsFile(header: string, outPkgBase: string, era: AcEra, apiPkg: string, localPkg: string, group: string, version: string, kinds: readonly string[]): string {
  const tracker = new ImportTracker(outPkgBase);
  const gvk = tracker.qualifier("k8s.io/apimachinery/pkg/runtime/schema") + "GroupVersionKind";
  let cases = "";
  for (const kind of kinds) {
    const scheme = tracker.qualifier(apiPkg) + "SchemeGroupVersion";
    cases += `\tcase ${scheme}.WithKind("${publicName(kind)}"):\n\t\treturn &${tracker.qualifier(localPkg)}${kind}ApplyConfiguration{}\n`;
  }
  const forKind = `// ForKind returns an apply configuration type for the given GroupVersionKind, or nil if no
// apply configuration type exists for the given GroupVersionKind.
func ForKind(kind ${gvk}) interface{} {
\tswitch kind {
${kinds.length === 0 ? "" : `\t// Group=${group === "" ? "core" : group}, Version=${version}\n${cases}\n`}\t}
\treturn nil
}
`;
  return goFile(header, posix.basename(outPkgBase), tracker, `${forKind}\n${typeConverter(tracker, outPkgBase, era)}`);
}

function typeConverter(tracker: ImportTracker, outPkgBase: string, era: AcEra): string {
  const runtime = tracker.qualifier("k8s.io/apimachinery/pkg/runtime");
  if (!era.managedFieldsConverter) {
    const testing = tracker.qualifier("k8s.io/client-go/testing");
    const internal = tracker.qualifier(`${outPkgBase}/internal`);
    return `func NewTypeConverter(scheme *${runtime}Scheme) *${testing}TypeConverter {
\treturn &${testing}TypeConverter{Scheme: scheme, TypeResolver: ${internal}Parser()}
}
`;
  }
  const managed = tracker.qualifier("k8s.io/apimachinery/pkg/util/managedfields");
  const internal = tracker.qualifier(`${outPkgBase}/internal`);
  return `func NewTypeConverter(scheme *${runtime}Scheme) ${managed}TypeConverter {
\treturn ${managed}NewSchemeTypeConverter(scheme, ${internal}Parser())
}
`;
}

function internalFile(header: string, outPkgBase: string, era: AcEra, schemaYaml: string): string {
  const tracker = new ImportTracker(`${outPkgBase}/internal`);
  const typed = tracker.qualifier(era.smdPath);
  const fmt = tracker.qualifier("fmt");
  const sync = tracker.qualifier("sync");
  const body = `func Parser() *${typed}Parser {
\tparserOnce.Do(func() {
\t\tvar err error
\t\tparser, err = ${typed}NewParser(schemaYAML)
\t\tif err != nil {
\t\t\tpanic(${fmt}Sprintf("Failed to parse schema: %v", err))
\t\t}
\t})
\treturn parser
}

var parserOnce ${sync}Once
var parser *${typed}Parser
var schemaYAML = ${typed}YAMLObject(\`${schemaYaml}\`)
`;
  return goFile(header, "internal", tracker, body);
}
