// controller-gen's command line, read as controller-gen reads it (its arguments are
// markers too): `crd[:option=value,…]`, `paths=<list>`, and output rules
// `output[:crd]:<rule>` with the rules dir=DIR, artifacts:config=DIR, stdout and none.
// The crd, rbac and webhook generators are ours: naming another one is a usage error.

import { parseMarkerArgs, type ArgSpec, type ArgValue } from "../markers/controller-gen-args.js";
import { UsageError } from "../load/usage-error.js";

export type OutputRule =
  | { readonly kind: "dir"; readonly dir: string }
  | { readonly kind: "stdout" }
  | { readonly kind: "none" };

export type GeneratorName = "crd" | "rbac" | "webhook";

export interface RbacArgs {
  readonly roleName: string;
  readonly fileName: string | undefined;
  readonly headerFile: string | undefined;
  readonly year: string;
  readonly output: OutputRule;
}

export interface WebhookArgs {
  readonly headerFile: string | undefined;
  readonly year: string;
  readonly output: OutputRule;
}

export interface ControllerGenArgs {
  /** The generators named, in command-line order (controller-gen runs them so). */
  readonly generators: readonly GeneratorName[];
  readonly rbac: RbacArgs | undefined;
  readonly webhook: WebhookArgs | undefined;
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
}

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

const rbacOptions: ArgSpec = {
  kind: "fields",
  fields: [
    { name: "roleName", type: "string", optional: false },
    { name: "fileName", type: "string", optional: true },
    { name: "headerFile", type: "string", optional: true },
    { name: "year", type: "string", optional: true },
  ],
};

const webhookOptions: ArgSpec = {
  kind: "fields",
  fields: [
    { name: "headerFile", type: "string", optional: true },
    { name: "year", type: "string", optional: true },
  ],
};

const otherGenerators = ["object", "applyconfiguration", "schemapatch"];

/** controller-gen's default output for the crd generator: config/crd. */
const defaultOutput: OutputRule = { kind: "dir", dir: "config/crd" };

export function parseControllerGenArgs(args: readonly string[]): ControllerGenArgs {
  let crd: Readonly<Record<string, ArgValue>> | undefined;
  let rbac: Readonly<Record<string, ArgValue>> | undefined;
  let webhook: Readonly<Record<string, ArgValue>> | undefined;
  const generators: GeneratorName[] = [];
  let paths: string[] | undefined;
  let generatorOutput: OutputRule | undefined;
  const ownOutputs = new Map<GeneratorName, OutputRule>();
  let defaultRule: OutputRule | undefined;
  const others = new Set<string>();
  for (const arg of args) {
    const name = arg.split(/[:=]/, 1)[0]!;
    if (otherGenerators.includes(name)) {
      others.add(name);
      continue;
    }
    if (name === "crd" || name === "rbac" || name === "webhook") generators.push(name);
    if (name === "crd") crd = parseCrdOptions(arg);
    else if (name === "rbac") rbac = parseGeneratorOptions(arg, "rbac", rbacOptions);
    else if (name === "webhook") webhook = parseGeneratorOptions(arg, "webhook", webhookOptions);
    else if (name === "paths") paths = parsePaths(arg);
    else if (arg.startsWith("output:crd:")) generatorOutput = parseOutputRule(arg, arg.slice("output:crd:".length));
    else if (arg.startsWith("output:rbac:")) ownOutputs.set("rbac", parseOutputRule(arg, arg.slice("output:rbac:".length)));
    else if (arg.startsWith("output:webhook:")) ownOutputs.set("webhook", parseOutputRule(arg, arg.slice("output:webhook:".length)));
    else if (otherGenerators.some((g) => arg.startsWith(`output:${g}:`))) continue; // inert without that generator
    else if (arg.startsWith("output:")) defaultRule = parseOutputRule(arg, arg.slice("output:".length));
    else throw new UsageError(`controller-gen: unknown argument ${JSON.stringify(arg)} (expected crd[:options], paths=…, output:…)`);
  }
  if (others.size > 0) {
    throw new UsageError(`controller-gen: only the crd, rbac and webhook generators are supported, not ${[...others].join(", ")}; run controller-gen itself for ${[...others].length > 1 ? "those" : "that one"}`);
  }
  if (generators.length === 0) throw new UsageError("controller-gen: name a generator (crd[:<options>], rbac:roleName=<name>, webhook)");
  if (paths === undefined || paths.length === 0) throw new UsageError("controller-gen: give the packages with paths=… (e.g. paths=./...)");
  const versions = (crd?.crdVersions as string[] | undefined) ?? ["v1"];
  if (versions.some((v) => v !== "v1")) throw new UsageError(`controller-gen: crdVersions=${versions.join(";")}: only v1 CRDs are written: controller-tools removed apiextensions.k8s.io/v1beta1 CRDs in v0.7.0 (controller-gen fails with apiVersion "apiextensions.k8s.io/v1beta1" is not supported)`);
  crd ??= Object.create(null) as Record<string, ArgValue>;
  const outputOf = (generator: GeneratorName): OutputRule => ownOutputs.get(generator) ?? defaultRule ?? { kind: "dir", dir: `config/${generator}` };
  return {
    generators: [...new Set(generators)],
    rbac: rbac === undefined ? undefined : {
      roleName: String(rbac.roleName),
      fileName: typeof rbac.fileName === "string" ? rbac.fileName : undefined,
      headerFile: typeof rbac.headerFile === "string" ? rbac.headerFile : undefined,
      year: typeof rbac.year === "string" ? rbac.year : "",
      output: outputOf("rbac"),
    },
    webhook: webhook === undefined ? undefined : {
      headerFile: typeof webhook.headerFile === "string" ? webhook.headerFile : undefined,
      year: typeof webhook.year === "string" ? webhook.year : "",
      output: outputOf("webhook"),
    },
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
  };
}

function parseCrdOptions(arg: string): Readonly<Record<string, ArgValue>> {
  if (arg === "crd") return {};
  if (!arg.startsWith("crd:")) throw new UsageError(`controller-gen: malformed ${JSON.stringify(arg)}: write crd or crd:option=value,…`);
  const parsed = parseMarkerArgs(crdOptions, arg.slice("crd:".length));
  if (!parsed.ok) throw new UsageError(`controller-gen: ${arg}: ${parsed.error}`);
  return parsed.fields;
}

function parseGeneratorOptions(arg: string, name: string, spec: ArgSpec): Readonly<Record<string, ArgValue>> {
  if (arg !== name && !arg.startsWith(`${name}:`)) throw new UsageError(`controller-gen: malformed ${JSON.stringify(arg)}: write ${name} or ${name}:option=value,…`);
  const parsed = parseMarkerArgs(spec, arg === name ? "" : arg.slice(name.length + 1));
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
