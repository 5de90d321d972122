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
import { parserEnv, reportFailure, useParser, withParser } from "./commands/run.js";

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
    // The parse callback keeps yargs' own output (--help, --version) off the console: it
    // goes to the command's standard output, as everything else does.
    let output = "";
    await parser.parseAsync(options, {}, (_error, _argv, text) => { output = text; });
    if (output !== "") io.stdout.write(`${output}\n`);
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
  return withoutTypes(yargs([...argv]))
    .scriptName("openapi-markers")
    .usage("$0 <command> [options]\n\nKubernetes-style Go API markers → OpenAPI v2/v3 and TypeScript runtime tables, without a Go toolchain.")
    .option("config", { describe: `read flags from a JSON or YAML file: a section per command (${Object.keys(commandOptions).join(", ")})`, type: "string", global: true })
    .option("parser", { describe: `Go parser: native, wasm or auto (default; or $${parserEnv})`, choices: ["auto", "native", "wasm"], type: "string", global: true })
    .option("verbose", { describe: "with --version: which parser runs; with generate, check, patch: which era, and why (OM1055)", type: "boolean", global: true })
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
    .command("openapi-gen [inputs...]", "Run as openapi-gen: its flags, its Go output (zz_generated.openapi.go)",
      // openapi-gen's own flags (pflag rules) are parsed from the raw arguments, not by yargs.
      (y) => y.strict(false).help(false).parserConfiguration({ "unknown-options-as-args": true }),
      async (args) => {
        const { runOpenapiGen } = await import("./commands/openapi-gen.js");
        setExit(await withParser(args as Args, () => runOpenapiGen(argv.slice(argv.indexOf("openapi-gen") + 1), io)));
      })
    .command("controller-gen [args...]", "Run controller-gen's generators (crd, rbac, webhook, applyconfiguration) with its arguments",
      (y) => controllerGenOptions(y).config(section("controller-gen")),
      async (args) => {
        const { runControllerGen } = await import("./commands/controller-gen.js");
        const a = args as Args & { args?: unknown[]; controllerTools?: string; versionAnnotation?: string; cache?: boolean; unionRules?: boolean; unionRulesForm?: UnionRulesForm; celCost?: boolean; k8sBounds?: boolean; strictCelCost?: boolean; warningsAsErrors?: boolean; dependencyWarnings?: boolean };
        setExit(await withParser(a, () => runControllerGen({ args: [...(a.args ?? []).map(String), ...operands], controllerTools: a.controllerTools, versionAnnotation: a.versionAnnotation, cache: a.cache, unionRules: a.unionRules, unionRulesForm: a.unionRulesForm, celCost: a.celCost, k8sBounds: a.k8sBounds, strictCelCost: a.strictCelCost, warningsAsErrors: a.warningsAsErrors, dependencyWarnings: a.dependencyWarnings }, io)));
      })
    .epilog("Every command's flags, with their details: docs/<command>.md (docs/generate.md, …)")
    .demandCommand(1, `name a command: ${Object.keys(commandOptions).join(", ")}`)
    .strict()
    .help()
    .alias("h", "help")
    .version(packageVersion())
    // yargs renders and caches the whole help text after every command; unwrapped, that
    // costs ≈ 1 ms instead of ≈ 40 ms (string widths and word wrapping of every row).
    .wrap(wantsHelp(argv) ? 80 : null)
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
  describe: "openapi-gen era: a kube-openapi version, a Kubernetes minor (1.30) or latest; default: the repository's pin (docs/openapi-gen.md#eras)",
  type: "string",
  requiresArg: true,
} as const;

const cacheOption = { describe: "use the syntax cache (default); --no-cache: parse every file (as OPENAPI_MARKERS_CACHE=off)", type: "boolean", default: true } as const;

const unionRulesFormOption = {
  describe: "cel (default) or structural: oneOf/anyOf where they can express it (OM5080)",
  choices: ["cel", "structural"],
  default: "cel",
} as const;

const inputsOption = { describe: "package directories or Go import paths; DIR/... for every package below", type: "string", array: true } as const;

function generateOptions(y: Argv): Argv {
  return y
    .positional("inputs", inputsOption)
    .option("v2", { describe: "write a Swagger 2.0 document to FILE (- for stdout)", type: "string", requiresArg: true })
    .option("v3", { describe: "write an OpenAPI 3.0 document to FILE (- for stdout)", type: "string", requiresArg: true })
    .option("ts", { describe: "write the runtime's TypeScript tables to FILE (- for stdout)", type: "string", requiresArg: true })
    .option("published", { describe: "as Kubernetes publishes: no v2 defaults, no enums", type: "boolean", default: false })
    .option("all-types", { describe: "every exported struct, tagged or not", type: "boolean", default: false })
    .option("format", { describe: "json or yaml (default: yaml for *.yaml, *.yml)", choices: ["json", "yaml"] })
    .option("v3-union-rules", { describe: "in --v3, CEL rules that enforce +k8s: and KEP-1027 unions as the API server would", type: "boolean", default: false })
    .option("union-rules-form", unionRulesFormOption)
    .option("union-format", { describe: "x-kubernetes-unions: kep (on the discriminator), legacy (2019) or both (default)", choices: ["kep", "legacy", "both"], default: "both" })
    .option("title", { describe: "info.title (default: openapi-markers)", type: "string", default: "openapi-markers" })
    .option("api-version", { describe: "info.version (default: unversioned)", type: "string", default: "unversioned" })
    .option("inputs-only", { describe: "only the inputs' types (a dangling $ref warns)", type: "boolean", default: false })
    .option("check", { describe: "write nothing; exit 1 when an output is missing or stale", type: "boolean", default: false })
    .option("warnings-as-errors", { describe: "exit 1, writing nothing, on warnings too", type: "boolean", default: false })
    .option("kube-openapi", kubeOpenapiOption)
    .option("cache", cacheOption)
    .example("$0 generate ./pkg/apis/... --v2 api/openapi-spec/swagger.json", "")
    .example("$0 generate . --all-types --v3 - --format yaml  # untagged", "")
    .example("$0 generate ./api/... --ts src/api-tables.ts  # for the runtime", "")
    .example("$0 generate ./api/... --v3 openapi.json --check  # CI: stale?", "")
    .epilog("Every flag, with its details: docs/generate.md");
}

function checkOptions(y: Argv): Argv {
  return y
    .positional("inputs", inputsOption)
    .option("format", { describe: "diagnostics as text (default), json or github annotations", choices: ["text", "json", "github"], default: "text" })
    .option("warnings-as-errors", { describe: "exit 1 on warnings too", type: "boolean", default: false })
    .option("all-types", { describe: "also check that every exported struct can be expressed in OpenAPI", type: "boolean", default: false })
    .option("api-rule-exceptions", { describe: "FILE of known API rule violations, in openapi-gen's report format", type: "string", requiresArg: true })
    .option("kube-openapi", kubeOpenapiOption)
    .option("cache", cacheOption)
    .example("$0 check ./pkg/apis/...  # file:line:col: error CODE: …", "")
    .example("$0 check ./api/... --api-rule-exceptions \\\n    api/api-rules/violation_exceptions.list  # known violations", "")
    .example("$0 check ./api/... --format github  # Actions annotations", "")
    .example("$0 check ./api/... --format json > problems.json", "")
    .epilog("Every flag, with its details: docs/check.md; every code: docs/diagnostics.md");
}

function controllerGenOptions(y: Argv): Argv {
  return y
    .positional("args", { describe: "generators (crd[:maxDescLen=0,…], rbac:roleName=…, webhook, …), paths=./... (repeatable), output:crd:artifacts:config=DIR, output:dir=DIR, output:stdout, output:none", type: "string", array: true })
    .option("controller-tools", { describe: "controller-tools version to reproduce (v0.14.0+); default: the repository's pin (Makefile, go.mod, hack/*.sh), else the newest", type: "string", requiresArg: true })
    .option("version-annotation", { describe: "the controller-gen.kubebuilder.io/version annotation's text instead (a source build writes (devel))", type: "string", requiresArg: true })
    .option("cache", cacheOption)
    .option("union-rules", { describe: "CEL rules for the +k8s: and KEP-1027 unions controller-gen leaves out", type: "boolean", default: false })
    .option("union-rules-form", unionRulesFormOption)
    .option("k8s-bounds", { describe: "write +k8s: bounds (minimum, maxItems, …) into the schemas for the CEL cost estimate (controller-tools#1473)", type: "boolean", default: false })
    .option("cel-cost", { describe: "a note with each CEL rule's estimated cost", type: "boolean", default: false })
    .option("strict-cel-cost", { describe: "a CRD over the CEL cost budget (OM5050, OM5051) fails the run: exit 1, nothing written (else a warning)", type: "boolean", default: false })
    .option("warnings-as-errors", { describe: "exit 1 and write nothing on any warning", type: "boolean", default: false })
    .option("dependency-warnings", { describe: "also warn about code you do not own (the module cache's, vendor/'s)", type: "boolean", default: false })
    .example("$0 controller-gen rbac:roleName=manager-role crd webhook \\\n    paths=./... output:crd:artifacts:config=config/crd/bases  # make manifests", "")
    .example("$0 controller-gen crd paths=./... --strict-cel-cost  # in CI", "")
    .epilog("Every argument and flag: docs/controller-gen.md, docs/controller-gen-reference.md");
}

function patchOptions(y: Argv): Argv {
  return y
    .positional("spec", { describe: "a Swagger 2.0 / OpenAPI 3 JSON or YAML file, or a directory of them", type: "string" })
    .positional("inputs", inputsOption)
    .option("check", { describe: "write nothing; exit 1 and list what differs when the spec would change", type: "boolean", default: false })
    .option("only", { describe: "extensions: only x-kubernetes-*, enum and required", choices: ["extensions"] })
    .option("add-all", { describe: "add every generated definition the spec lacks, not only those it refers to", type: "boolean", default: false })
    .option("published", { describe: "as Kubernetes publishes (no defaults in v2, no enums); --no-published: as openapi-gen writes; default: each file's own flavour", type: "boolean" })
    .option("kube-openapi", kubeOpenapiOption)
    .option("cache", cacheOption)
    .example("$0 patch api/openapi-spec/swagger.json ./pkg/apis/...", "")
    .example("$0 patch api/openapi-spec/v3 ./api/... --only extensions", "")
    .example("$0 patch api/openapi-spec/swagger.json ./api/... --check", "")
    .epilog("Every flag, with its details: docs/patch.md");
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

/**
 * Help without yargs' [string] [boolean] [default: false] column, which takes a line of
 * its own beside most 80-column descriptions: each description says its values and default.
 * (@types/yargs does not have usageConfiguration yet; yargs 18 has.)
 */
function withoutTypes(parser: Argv): Argv {
  return (parser as Argv & { usageConfiguration(config: { "hide-types": boolean }): Argv }).usageConfiguration({ "hide-types": true });
}

/** Help is wrapped to 80 columns, whatever the terminal: the same text everywhere (and in its golden). */
function wantsHelp(argv: readonly string[]): boolean {
  return argv.includes("--help") || argv.includes("-h");
}
