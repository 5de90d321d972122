// The command line: yargs flags (and --config sections) → command arguments. Owns exit
// codes: 0 clean, 1 problems in the input (or stale output with --check), 2 usage or
// internal failure. Commands are imported only when run, so --version and --help stay fast.

import { readFileSync } from "node:fs";
import yargs, { type Argv } from "yargs";
import { commandOptions, configFlag, loadConfig, type ConfigSection } from "./config.js";
import type { CheckArgs } from "./commands/check.js";
import type { GenerateArgs } from "./commands/generate.js";
import type { UnionRulesForm } from "./emit/cel/structural.js";
import type { CliIO } from "./commands/io.js";
import type { PatchArgs } from "./commands/patch.js";
import { UsageError } from "./load/usage-error.js";
import { parserEnv, reportFailure, useParser, withParser } from "./command-run.js";
import { describeEras } from "./emit/era.js";

export type { CliIO } from "./commands/io.js";

type Args = Record<string, unknown> & { inputs?: string[] };

export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  let exitCode = 0;
  try {
    const { options, operands } = splitOperands(argv);
    if (options.includes("--version") && options.includes("--verbose")) return await printVersionVerbose(options, io);
    const config = loadConfigFrom(options, io.cwd);
    const parser = buildParser(options, operands, config, io, (code) => { exitCode = code; });
    skipHelpCache(parser);
    await parser.parseAsync();
  } catch (error) {
    return reportFailure(error, io);
  }
  return exitCode;
}

/**
 * yargs renders the whole help text as each command starts, in case the command fails
 * later and help is shown; ours never shows help on failure (see .fail below), and the
 * rendering (string widths of every row, cold) costs a per-package run ≈ 5 % of its time.
 * Help asked for with --help is rendered as usual.
 */
function skipHelpCache(parser: Argv): void {
  const internals = (parser as unknown as { getInternalMethods?: () => { getUsageInstance?: () => { cacheHelpMessage?: () => void } } }).getInternalMethods?.();
  const usage = internals?.getUsageInstance?.();
  if (usage?.cacheHelpMessage !== undefined) usage.cacheHelpMessage = () => {};
}

/**
 * `--` ends the options, as POSIX tools read it (Utility Syntax Guideline 10): every
 * argument after it is an operand — an input, even one that starts with `-` — never an
 * option. yargs would set them aside unused; they are split off here, and each command
 * takes them after its own operands.
 */
export function splitOperands(argv: readonly string[]): { options: string[]; operands: string[] } {
  const end = argv.indexOf("--");
  return end < 0 ? { options: [...argv], operands: [] } : { options: argv.slice(0, end), operands: argv.slice(end + 1) };
}

function loadConfigFrom(argv: readonly string[], cwd: string): Readonly<Record<string, ConfigSection>> {
  const file = configFlag(argv);
  return file === undefined ? {} : loadConfig(file, cwd);
}

function buildParser(argv: readonly string[], operands: readonly string[], config: Readonly<Record<string, ConfigSection>>, io: CliIO, setExit: (code: number) => void): Argv {
  const section = (name: string): ConfigSection => config[name] ?? {};
  return yargs([...argv])
    .scriptName("openapi-markers")
    .usage("$0 <command> [options]\n\nKubernetes-style Go API markers → OpenAPI v2/v3 and TypeScript runtime tables, without a Go toolchain.")
    .option("config", { describe: "read flags from a JSON or YAML file with a section per command (generate, check, patch, controller-gen)", type: "string", global: true })
    .option("parser", { describe: `Go parser: tree-sitter's native binding, its WebAssembly build, or auto (native when it loads; default, or $${parserEnv})`, choices: ["auto", "native", "wasm"], type: "string", global: true })
    .option("verbose", { describe: "with --version: also print which parser runs, and why; with a command: which openapi-gen era it reproduces, and why (a note, OM1055)", type: "boolean", global: true })
    .command("generate [inputs...]", "Generate OpenAPI v2/v3 definitions (and TS runtime tables) from Go API packages",
      (y) => generateOptions(y).config(section("generate")),
      async (args) => {
        const { runGenerate } = await import("./commands/generate.js");
        const flags = flagValues(args as Args, generateStrings);
        setExit(await withParser(flags, () => runGenerate({ ...(flags as unknown as GenerateArgs), inputs: requireInputs(flags, "generate", operands) }, io)));
      })
    .command("check [inputs...]", "Check the markers of Go API packages and report every rule violation",
      (y) => checkOptions(y).config(section("check")),
      async (args) => {
        const { runCheck } = await import("./commands/check.js");
        const flags = flagValues(args as Args, checkStrings);
        setExit(await withParser(flags, () => runCheck({ ...(flags as unknown as CheckArgs), inputs: requireInputs(flags, "check", operands) }, io)));
      })
    .command("patch [spec] [inputs...]", "Update the definitions of an existing OpenAPI document in place",
      (y) => patchOptions(y).config(section("patch")),
      async (args) => {
        const { runPatch } = await import("./commands/patch.js");
        const flags = flagValues(args as Args, patchStrings);
        // `patch -- SPEC INPUTS…`: the spec may be an operand after -- too.
        const given = flags.spec;
        const spec = given ?? operands[0];
        if (typeof spec !== "string") throw new UsageError("patch needs a spec file or directory");
        const rest = given === undefined ? operands.slice(1) : operands;
        setExit(await withParser(flags, () => runPatch({ ...(flags as unknown as PatchArgs), spec, inputs: requireInputs(flags, "patch", rest) }, io)));
      })
    .command("openapi-gen [inputs...]", "Run as openapi-gen: its flags, its Go output (zz_generated.openapi.go, model-name files); see openapi-markers openapi-gen --help",
      // openapi-gen's own flags (pflag rules) are parsed from the raw arguments, not by yargs.
      (y) => y.strict(false).help(false).parserConfiguration({ "unknown-options-as-args": true }),
      async (args) => {
        const { runOpenapiGen } = await import("./commands/openapi-gen.js");
        setExit(await withParser(args as Args, () => runOpenapiGen(argv.slice(argv.indexOf("openapi-gen") + 1), io)));
      })
    .command("controller-gen [args...]", "Run controller-gen's generators (crd, rbac, webhook, applyconfiguration) with controller-gen's own arguments: generators, paths=…, output:… (docs/controller-gen.md)",
      (y) => controllerGenOptions(y).config(section("controller-gen")),
      async (args) => {
        const { runControllerGen } = await import("./commands/controller-gen.js");
        const a = args as Args & { args?: unknown[]; controllerTools?: string; versionAnnotation?: string; cache?: boolean; unionRules?: boolean; unionRulesForm?: UnionRulesForm; celCost?: boolean; k8sBounds?: boolean; strictCelCost?: boolean; warningsAsErrors?: boolean; dependencyWarnings?: boolean };
        setExit(await withParser(a, () => runControllerGen({ args: [...(a.args ?? []).map(String), ...operands], controllerTools: a.controllerTools, versionAnnotation: a.versionAnnotation, cache: a.cache, unionRules: a.unionRules, unionRulesForm: a.unionRulesForm, celCost: a.celCost, k8sBounds: a.k8sBounds, strictCelCost: a.strictCelCost, warningsAsErrors: a.warningsAsErrors, dependencyWarnings: a.dependencyWarnings }, io)));
      })
    .demandCommand(1, `name a command: ${Object.keys(commandOptions).join(", ")}`)
    .strict()
    .help()
    .alias("h", "help")
    .version(packageVersion())
    // yargs renders and caches the whole help text after every command; unwrapped, that
    // costs ≈ 1 ms instead of ≈ 40 ms (string widths and word wrapping of every row).
    .wrap(null)
    .exitProcess(false)
    .fail((message, error) => {
      throw error ?? new UsageError(message);
    });
}

function requireInputs(args: Args, command: string, operands: readonly string[]): string[] {
  const inputs = [...[args.inputs ?? []].flat().map(String), ...operands];
  if (inputs.length === 0) throw new UsageError(`${command} needs at least one input package (DIR, DIR/..., or an import path)`);
  return inputs;
}

/** The options of each command whose value is text (a path, a name, a choice). */
const sharedStrings = ["parser", "kube-openapi", "config"];
const generateStrings = [...sharedStrings, "v2", "v3", "ts", "format", "union-format", "union-rules-form", "title", "api-version"];
const checkStrings = [...sharedStrings, "format"];
const patchStrings = [...sharedStrings, "spec", "only"];

/**
 * Every flag with one value: a repeated flag is a list to yargs (`--v2 a --v2 b`), and the
 * last one wins, as with most Unix tools (a Makefile may append flags to a variable). The
 * inputs are the one list. A flag that takes a value cannot be negated: `--no-v2` would
 * make it `false`, which no command reads as a path.
 */
function flagValues(args: Args, strings: readonly string[]): Args {
  const flags: Args = {};
  for (const [name, value] of Object.entries(args)) flags[name] = Array.isArray(value) && name !== "inputs" && name !== "_" ? value.at(-1) : value;
  for (const name of strings) {
    const value = flags[name];
    if (value === undefined || typeof value === "string") continue;
    if (value === false) throw new UsageError(`--no-${name}: --${name} takes a value and cannot be negated`);
    throw new UsageError(`--${name} takes one value, not ${JSON.stringify(value)}`);
  }
  return flags;
}

const kubeOpenapiOption = {
  describe: "the openapi-gen era to reproduce: a k8s.io/kube-openapi version as go.mod writes it, a Kubernetes minor (1.30: the kube-openapi of code-generator v0.30.0), or latest. " +
    "Default: the kube-openapi the repository's own build makes openapi-gen from (kube_codegen.sh: its code-generator's; go tool or a tools module; else go.mod), else latest; --verbose says which and why. " +
    `Eras: ${describeEras()}`,
  type: "string",
  requiresArg: true,
} as const;

const cacheOption = { describe: "parse every file, without reading or writing the syntax cache (also: OPENAPI_MARKERS_CACHE=off)", type: "boolean", default: true } as const;

const unionRulesFormOption = {
  describe: "how union rules are written: cel (x-kubernetes-validations) or structural (oneOf/anyOf/allOf over the members and the discriminator's values, no CEL cost) where that expresses the rule; " +
    "a union with list-item members or a float member keeps its CEL rules, with a note (OM5080). In controller-gen it applies to +kubebuilder:validation:ExactlyOneOf/AtMostOneOf/AtLeastOneOf too",
  choices: ["cel", "structural"],
  default: "cel",
} as const;

const inputsOption = { describe: "package directories or Go import paths (resolved from the working directory's module); DIR/... or PATH/... for every package below", type: "string", array: true } as const;

function generateOptions(y: Argv): Argv {
  return y
    .positional("inputs", inputsOption)
    .option("v2", { describe: "write a Swagger 2.0 document to FILE (- for stdout)", type: "string", requiresArg: true })
    .option("v3", { describe: "write an OpenAPI 3.0 document to FILE (- for stdout)", type: "string", requiresArg: true })
    .option("ts", { describe: "write a TypeScript module of runtime tables and types to FILE (- for stdout)", type: "string", requiresArg: true })
    .option("published", { describe: "post-process like Kubernetes' published specs: no defaults in v2, no enums", type: "boolean", default: false })
    .option("all-types", { describe: "include every exported struct of the inputs, whatever its +k8s:openapi-gen tags", type: "boolean", default: false })
    .option("format", { describe: "format of the OpenAPI documents (default: YAML for a .yaml or .yml file name, else JSON)", choices: ["json", "yaml"] })
    .option("v3-union-rules", { describe: "in --v3, rules that enforce the unions as the API server would: validation-gen's (+k8s:unionMember, +k8s:zeroOrOneOfMember, +k8s:unionDiscriminator) as its generated code, KEP-1027's (+unionDiscriminator, +unionMember) as the runtime's validateUnions; for aggregated servers and clients", type: "boolean", default: false })
    .option("union-rules-form", unionRulesFormOption)
    .option("union-format", { describe: "x-kubernetes-unions of KEP-1027 unions: on the discriminator (kep), the object-level 2019 form (legacy), or both", choices: ["kep", "legacy", "both"], default: "both" })
    .option("title", { describe: "info.title of the documents", type: "string", default: "openapi-markers" })
    .option("api-version", { describe: "info.version of the documents", type: "string", default: "unversioned" })
    .option("inputs-only", { describe: "definitions for the inputs' types only, not for the types they refer to (each $ref left dangling is a warning)", type: "boolean", default: false })
    .option("check", { describe: "write nothing; exit 1 when an output file is missing or out of date", type: "boolean", default: false })
    .option("warnings-as-errors", { describe: "exit 1 and write nothing on warnings too (marker-rule violations are warnings in generate, errors in check)", type: "boolean", default: false })
    .option("kube-openapi", kubeOpenapiOption)
    .option("cache", cacheOption)
    .example("$0 generate ./pkg/apis/... --v2 api/openapi-spec/swagger.json", "Swagger 2.0 for every package below pkg/apis")
    .example("$0 generate ./api/... ../apimachinery/... --published --v2 swagger.json", "definitions as Kubernetes publishes them")
    .example("$0 generate . --all-types --v3 - --format yaml", "OpenAPI 3 YAML on stdout for a package without tags")
    .example("$0 generate ./api/... --ts src/api-tables.ts", "runtime tables and types for openapi-markers/runtime")
    .example("$0 generate ./api/... --v3 openapi.json --check", "fail in CI when openapi.json is stale");
}

function checkOptions(y: Argv): Argv {
  return y
    .positional("inputs", inputsOption)
    .option("format", { describe: "how to print diagnostics", choices: ["text", "json", "github"], default: "text" })
    .option("warnings-as-errors", { describe: "exit 1 on warnings too", type: "boolean", default: false })
    .option("all-types", { describe: "also check that every exported struct can be expressed in OpenAPI", type: "boolean", default: false })
    .option("api-rule-exceptions", { describe: "known violations of openapi-gen's API rules, in its report's format (API rule violation: rule,package,type,field)", type: "string", requiresArg: true })
    .option("kube-openapi", kubeOpenapiOption)
    .option("cache", cacheOption)
    .example("$0 check ./pkg/apis/...", "report every marker problem as path:line:col: severity CODE: message")
    .example("$0 check ./api/... --api-rule-exceptions api/api-rules/violation_exceptions.list", "accept the API rule violations listed there")
    .example("$0 check ./api/... --format github", "annotations for a GitHub Actions job")
    .example("$0 check ./api/... --format json > problems.json", "machine-readable report (schema in docs/diagnostics.md)");
}

function controllerGenOptions(y: Argv): Argv {
  return y
    .positional("args", { describe: "controller-gen's arguments: generators crd[:maxDescLen=0,…], rbac:roleName=…, webhook, applyconfiguration; paths=./... (repeatable; {./a,./b} or ./a;./b); output:<generator>:artifacts:config=DIR, output:<generator>:dir=DIR, output:dir=DIR, output:stdout, output:none", type: "string", array: true })
    .option("controller-tools", { describe: "the controller-tools version to reproduce (v0.14.0 or newer) and write in the annotation; default: the Makefile's CONTROLLER_TOOLS_VERSION (or CONTROLLER_GEN_VERSION, controller-gen@vX), else a go.mod's sigs.k8s.io/controller-tools, else the version hack/*.sh installs, else the newest", type: "string", requiresArg: true })
    .option("version-annotation", { describe: "the text of the controller-gen.kubebuilder.io/version annotation instead of the version (a controller-gen built from source writes (devel))", type: "string", requiresArg: true })
    .option("cache", cacheOption)
    .option("union-rules", { describe: "rules that enforce the unions controller-gen leaves out: validation-gen's (+k8s:unionMember, +k8s:zeroOrOneOfMember, +k8s:unionDiscriminator) as its generated code does, KEP-1027's (+unionDiscriminator, +unionMember) as the runtime's validateUnions", type: "boolean", default: false })
    .option("union-rules-form", unionRulesFormOption)
    .option("k8s-bounds", { describe: "write validation-gen's +k8s:minimum/maximum/minItems/maxItems/minLength/maxLength into the schemas (controller-gen v0.21.0 drops them: controller-tools#1473), so that the API server's CEL cost estimate reads them", type: "boolean", default: false })
    .option("cel-cost", { describe: "a note with each CEL rule's estimated cost, as the API server estimates it", type: "boolean", default: false })
    .option("strict-cel-cost", { describe: "a CRD over the API server's CEL cost budget (OM5050, OM5051) fails the run: exit 1, nothing written. Without it that is a warning and the exit status is controller-gen's (it writes the CRD and exits 0)", type: "boolean", default: false })
    .option("warnings-as-errors", { describe: "exit 1 and write nothing on any warning", type: "boolean", default: false })
    .option("dependency-warnings", { describe: "also print warnings about code you do not own (the module cache's, vendor/'s), e.g. OM1073 for Go 1.26 syntax in a dependency's function bodies", type: "boolean", default: false })
    .example("$0 controller-gen rbac:roleName=manager-role crd webhook paths=./... output:crd:artifacts:config=config/crd/bases", "the manifests line of a kubebuilder project's Makefile")
    .example("$0 controller-gen crd paths=./... --strict-cel-cost", "CI: also fail on a CRD the API server would refuse for its CEL cost");
}

function patchOptions(y: Argv): Argv {
  return y
    .positional("spec", { describe: "a Swagger 2.0 / OpenAPI 3 JSON or YAML file, or a directory of them", type: "string" })
    .positional("inputs", inputsOption)
    .option("check", { describe: "write nothing; exit 1 and list the differing definitions and keys when the spec would change", type: "boolean", default: false })
    .option("only", { describe: "rewrite only the marker-driven parts (x-kubernetes-*, enum, required)", choices: ["extensions"] })
    .option("add-all", { describe: "add every generated definition the spec lacks, not only those it refers to", type: "boolean", default: false })
    .option("published", { describe: "write definitions as Kubernetes publishes them (no defaults in v2, no enums); --no-published: as openapi-gen writes them. Default: the flavour each file has", type: "boolean" })
    .option("kube-openapi", kubeOpenapiOption)
    .option("cache", cacheOption)
    .example("$0 patch api/openapi-spec/swagger.json ./staging/src/k8s.io/api/...", "regenerate the definitions of a checked-in swagger.json")
    .example("$0 patch api/openapi-spec/v3 ./api/... --only extensions", "refresh only x-kubernetes-* extensions, enums and required in every v3 file")
    .example("$0 patch api/openapi-spec/swagger.json ./api/... --check", "verify script: exit 1 when the spec is stale");
}

/** The environment variable that sets the default of --parser (e.g. for a CI job). */
/** `--version --verbose [--parser P]`: the version, Node's, and which parser runs (and why). */
async function printVersionVerbose(argv: readonly string[], io: CliIO): Promise<number> {
  const at = argv.findLastIndex((a) => a === "--parser" || a.startsWith("--parser="));
  const flag = at < 0 ? undefined : argv[at]!.includes("=") ? argv[at]!.slice("--parser=".length) : argv[at + 1];
  const info = await useParser({ parser: flag });
  io.stdout.write(`openapi-markers ${packageVersion()}\nnode ${process.version} (${process.platform}-${process.arch})\nparser: ${info.kind} (${info.detail})\n`);
  if (info.nativeError !== undefined) io.stdout.write(`native binding not loaded: ${info.nativeError}\n`);
  const { cacheDirectory } = await import("./load/cache-dir.js");
  io.stdout.write(`cache: ${cacheDirectory(process.env, io.cwd) ?? "off"}\n`);
  return 0;
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  return pkg.version;
}
