// What a controller-gen generator is here: its name, its options (as controller-gen's
// command line spells them), and a pure function from the loaded packages and those
// options to the files it writes and the problems it found. The command does the rest:
// arguments, loading, the output rules, writing (all or nothing), printing, the exit status.

import type { Diagnostic } from "../diag/diagnostic.js";
import type { UnionRulesForm } from "../emit/cel/structural.js";
import type { ControllerToolsEra } from "../era/controller-tools.js";
import type { StdlibDoc } from "../load/stdlib-docs.js";
import type { Universe } from "../model/ir.js";
import { goYaml, type YamlValue } from "../write/go-yaml.js";
import type { OptionField, OptionValues } from "./option-parser.js";

/** An option of a generator; `since`: the first controller-tools release that has it. */
export interface GeneratorOption extends OptionField {
  readonly since?: string;
}

/** The command's own flags (not controller-gen's arguments) that a generator may read. */
export interface ControllerGenSettings {
  /** --union-rules, --union-rules-form, --k8s-bounds, --cel-cost: the crd generator's. */
  readonly unionRules: boolean;
  readonly unionRulesForm: UnionRulesForm;
  readonly k8sBounds: boolean;
  readonly celCost: boolean;
  /** --strict-cel-cost: a CRD over the API server's CEL cost budget (which controller-gen writes and exits 0) fails the run. */
  readonly strictCelCost: boolean;
}

export interface GeneratorInput {
  /** Every loaded package; the roots (paths=) have `isInput`. */
  readonly universe: Universe;
  readonly era: ControllerToolsEra;
  /** What the `controller-gen.kubebuilder.io/version` annotation says (the era's version, or --version-annotation). */
  readonly versionAnnotation: string;
  /** This generator's options, by name as written (`maxDescLen`); absent when not given. */
  readonly options: OptionValues;
  /** The text of the headerFile option's file, as read (" YEAR" not replaced); "" without one. */
  readonly header: string;
  readonly settings: ControllerGenSettings;
  /** Import paths whose module go.mod requires but is not found, with that module's OM1015 (report it, once, instead of the types it would have declared). */
  readonly missingModules: ReadonlyMap<string, Diagnostic>;
  /** The input packages' import paths in the order controller-gen's loader gives its roots. */
  readonly rootOrder?: readonly string[];
  /** The standard library's documentation (for types that reach it), as the loader found it. */
  readonly stdlibDoc: StdlibDoc;
}

/**
 * A file a generator writes. `config`: an artifact placed by the output rule (the rule's
 * directory, standard output, or nowhere), `path` relative to it (`group_plural.yaml`,
 * `role.yaml`). `fixed`: placed where the generator says whatever the rule, `path` relative
 * to the working directory (applyconfiguration writes beside each package, as controller-gen does).
 */
export interface GeneratedFile {
  readonly placement: "config" | "fixed";
  readonly path: string;
  readonly contents: string;
}

export interface GeneratorResult {
  readonly files: readonly GeneratedFile[];
  /** Errors fail the run (nothing is written); warnings and notes are printed. */
  readonly diagnostics: readonly Diagnostic[];
}

export interface ControllerGenGenerator {
  /** As named on the command line: crd, rbac, webhook, applyconfiguration, object, schemapatch. */
  readonly name: string;
  /** The first controller-tools release with this generator; undefined: every release reproduced has it. */
  readonly since?: string;
  readonly options: readonly GeneratorOption[];
  /**
   * The generator's work. Undefined: controller-gen has it but openapi-markers does not
   * (yet): naming it is a usage error that says what to run instead.
   */
  readonly generate?: (input: GeneratorInput) => GeneratorResult;
  /** For a generator without `generate`: why (the usage error goes on with the two commands to run instead). */
  readonly unsupported?: string;
}

/** The options every generator that writes a file with a header has (applyconfiguration: headerFile only). */
export const headerFileOption: GeneratorOption = { name: "headerFile", type: "string", optional: true };
export const yearOption: GeneratorOption = { name: "year", type: "string", optional: true };

/** controller-gen's header: the file's text with " YEAR" replaced by year (crd, rbac and webhook do). */
export function headerWithYear(header: string, year: OptionValues[string] | undefined): string {
  return header.replaceAll(" YEAR", ` ${typeof year === "string" ? year : ""}`);
}

/**
 * controller-gen's WriteYAML for a generator's config artifact: the header, then each object
 * as a `---` document (rbac's role.yaml, webhook's manifests.yaml); no file without objects.
 */
export function yamlArtifact(path: string, header: string, objects: readonly YamlValue[]): GeneratedFile[] {
  return objects.length === 0 ? [] : [{ placement: "config", path, contents: header + objects.map((o) => `---\n${goYaml(o)}`).join("") }];
}
