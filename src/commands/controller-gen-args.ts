// controller-gen's command line, read as controller-gen reads it (its arguments are
// markers too): `crd[:option=value,…]`, `paths=<list>`, and output rules
// `output[:crd]:<rule>` with the rules dir=DIR, artifacts:config=DIR, stdout and none.
// Only the crd generator is ours: naming another one is a usage error.

import { parseMarkerArgs, type ArgSpec, type ArgValue } from "../markers/controller-gen-args.js";
import { UsageError } from "../load/usage-error.js";

export type OutputRule =
  | { readonly kind: "dir"; readonly dir: string }
  | { readonly kind: "stdout" }
  | { readonly kind: "none" };

export interface ControllerGenArgs {
  readonly paths: readonly string[];
  readonly output: OutputRule;
  readonly ignoreUnexportedFields: boolean;
  readonly allowDangerousTypes: boolean;
  readonly generateEmbeddedObjectMeta: boolean;
  readonly maxDescLen: number | undefined;
  readonly crdVersions: readonly string[];
  readonly headerFile: string | undefined;
  readonly year: string;
  /** deprecatedV1beta1CompatibilityPreserveUnknownFields: spec.preserveUnknownFields written (v0.15.0 on). */
  readonly preserveUnknownFields: boolean | undefined;
  /** Whether the crd generator is named (the applyconfiguration generator may run alone). */
  readonly crd: boolean;
  /** applyconfiguration[:headerFile=…,externalApplyConfigurations=…]: its options, when named. */
  readonly applyConfiguration: ApplyConfigurationArgs | undefined;
}

export interface ApplyConfigurationArgs {
  readonly headerFile: string | undefined;
  readonly externalApplyConfigurations: readonly string[];
}

const applyConfigurationOptions: ArgSpec = {
  kind: "fields",
  fields: [
    { name: "headerFile", type: "string", optional: true },
    { name: "externalApplyConfigurations", type: "strings", optional: true },
  ],
};

const crdOptions: ArgSpec = {
  kind: "fields",
  fields: [
    { name: "ignoreUnexportedFields", type: "bool", optional: true },
    { name: "allowDangerousTypes", type: "bool", optional: true },
    { name: "maxDescLen", type: "int", optional: true },
    { name: "crdVersions", type: "strings", optional: true },
    { name: "generateEmbeddedObjectMeta", type: "bool", optional: true },
    { name: "headerFile", type: "string", optional: true },
    { name: "year", type: "string", optional: true },
    { name: "deprecatedV1beta1CompatibilityPreserveUnknownFields", type: "bool", optional: true },
  ],
};

const otherGenerators = ["rbac", "object", "webhook", "schemapatch"];

/** controller-gen's default output for the crd generator: config/crd. */
const defaultOutput: OutputRule = { kind: "dir", dir: "config/crd" };

export function parseControllerGenArgs(args: readonly string[]): ControllerGenArgs {
  let crd: Readonly<Record<string, ArgValue>> | undefined;
  let applyConfiguration: ApplyConfigurationArgs | undefined;
  let paths: string[] | undefined;
  let generatorOutput: OutputRule | undefined;
  let defaultRule: OutputRule | undefined;
  const others = new Set<string>();
  for (const arg of args) {
    const name = arg.split(/[:=]/, 1)[0]!;
    if (otherGenerators.includes(name)) {
      others.add(name);
      continue;
    }
    if (name === "crd") crd = parseCrdOptions(arg);
    else if (name === "applyconfiguration") applyConfiguration = parseApplyConfigurationOptions(arg);
    else if (arg.startsWith("output:applyconfiguration:")) continue; // controller-gen writes into each package's directory
    else if (name === "paths") paths = parsePaths(arg);
    else if (arg.startsWith("output:crd:")) generatorOutput = parseOutputRule(arg, arg.slice("output:crd:".length));
    else if (otherGenerators.some((g) => arg.startsWith(`output:${g}:`))) continue; // inert without that generator
    else if (arg.startsWith("output:")) defaultRule = parseOutputRule(arg, arg.slice("output:".length));
    else throw new UsageError(`controller-gen: unknown argument ${JSON.stringify(arg)} (expected crd[:options], paths=…, output:…)`);
  }
  if (others.size > 0) {
    throw new UsageError(`controller-gen: only the crd generator is supported, not ${[...others].join(", ")}; run controller-gen itself for ${[...others].length > 1 ? "those" : "that one"}`);
  }
  if (crd === undefined && applyConfiguration === undefined) throw new UsageError("controller-gen: name the crd generator (crd or crd:<options>) or applyconfiguration");
  const crdNamed = crd !== undefined;
  crd ??= {};
  if (paths === undefined || paths.length === 0) throw new UsageError("controller-gen: give the packages with paths=… (e.g. paths=./...)");
  const versions = (crd.crdVersions as string[] | undefined) ?? ["v1"];
  if (versions.some((v) => v !== "v1")) throw new UsageError(`controller-gen: crdVersions=${versions.join(";")}: only v1 CRDs are written: controller-tools removed apiextensions.k8s.io/v1beta1 CRDs in v0.7.0 (controller-gen fails with apiVersion "apiextensions.k8s.io/v1beta1" is not supported)`);
  return {
    paths,
    output: generatorOutput ?? defaultRule ?? defaultOutput,
    ignoreUnexportedFields: crd.ignoreUnexportedFields === true,
    allowDangerousTypes: crd.allowDangerousTypes === true,
    generateEmbeddedObjectMeta: crd.generateEmbeddedObjectMeta === true,
    maxDescLen: typeof crd.maxDescLen === "number" ? crd.maxDescLen : undefined,
    crdVersions: versions,
    headerFile: typeof crd.headerFile === "string" ? crd.headerFile : undefined,
    year: typeof crd.year === "string" ? crd.year : "",
    preserveUnknownFields: typeof crd.deprecatedV1beta1CompatibilityPreserveUnknownFields === "boolean" ? crd.deprecatedV1beta1CompatibilityPreserveUnknownFields : undefined,
    crd: crdNamed,
    applyConfiguration,
  };
}

function parseApplyConfigurationOptions(arg: string): ApplyConfigurationArgs {
  if (arg === "applyconfiguration") return { headerFile: undefined, externalApplyConfigurations: [] };
  if (!arg.startsWith("applyconfiguration:")) throw new UsageError(`controller-gen: malformed ${JSON.stringify(arg)}: write applyconfiguration or applyconfiguration:option=value,…`);
  const parsed = parseMarkerArgs(applyConfigurationOptions, arg.slice("applyconfiguration:".length));
  if (!parsed.ok) throw new UsageError(`controller-gen: ${arg}: ${parsed.error}`);
  const f = parsed.fields;
  return { headerFile: typeof f.headerFile === "string" ? f.headerFile : undefined, externalApplyConfigurations: (f.externalApplyConfigurations as string[] | undefined) ?? [] };
}

function parseCrdOptions(arg: string): Readonly<Record<string, ArgValue>> {
  if (arg === "crd") return {};
  if (!arg.startsWith("crd:")) throw new UsageError(`controller-gen: malformed ${JSON.stringify(arg)}: write crd or crd:option=value,…`);
  const parsed = parseMarkerArgs(crdOptions, arg.slice("crd:".length));
  if (!parsed.ok) throw new UsageError(`controller-gen: ${arg}: ${parsed.error}`);
  return parsed.fields;
}

function parsePaths(arg: string): string[] {
  if (!arg.startsWith("paths=")) throw new UsageError(`controller-gen: malformed ${JSON.stringify(arg)}: write paths=./... or paths={./a,./b}`);
  const parsed = parseMarkerArgs({ kind: "value", type: "strings" }, arg.slice("paths=".length));
  if (!parsed.ok) throw new UsageError(`controller-gen: ${arg}: ${parsed.error}`);
  return (parsed.value as string[]).map((p) => p.trim()).filter((p) => p !== "");
}

function parseOutputRule(arg: string, rule: string): OutputRule {
  if (rule === "stdout") return { kind: "stdout" };
  if (rule === "none") return { kind: "none" };
  if (rule.startsWith("dir=")) return { kind: "dir", dir: rule.slice("dir=".length) };
  if (rule.startsWith("artifacts:")) {
    const parsed = parseMarkerArgs({ kind: "fields", fields: [{ name: "config", type: "string", optional: false }, { name: "code", type: "string", optional: true }] }, rule.slice("artifacts:".length));
    if (!parsed.ok) throw new UsageError(`controller-gen: ${arg}: ${parsed.error}`);
    return { kind: "dir", dir: parsed.fields.config as string };
  }
  throw new UsageError(`controller-gen: unknown output rule ${JSON.stringify(arg)} (rules: dir=DIR, artifacts:config=DIR, stdout, none)`);
}
