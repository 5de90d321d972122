// The command line: yargs flags → options, then load → generate → write. Owns printing
// and exit codes: 0 clean, 1 errors in the input, 2 usage or internal failure.

import yargs, { type Argv } from "yargs";
import { formatDiagnostic, hasErrors, type Diagnostic } from "./diag/diagnostic.js";
import { renderDiagnostics, type DiagnosticFormat } from "./diag/format.js";
import type { UnionFormat } from "./emit/unions-kep.js";
import { generate } from "./generate.js";
import { loadPackages, UsageError } from "./load/load.js";
import { writeOutputs, type Sink } from "./write/output.js";

export interface CliIO {
  readonly cwd: string;
  readonly stdout: Sink;
  readonly stderr: Sink;
}

interface CheckArgs {
  inputs: string[];
  format: DiagnosticFormat;
  warningsAsErrors: boolean;
  allTypes: boolean;
}

interface GenerateArgs {
  inputs: string[];
  unionFormat: UnionFormat;
  v2?: string;
  v3?: string;
  ts?: string;
  published: boolean;
  allTypes: boolean;
  format: "json" | "yaml";
  title: string;
  apiVersion: string;
}

export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  let exitCode = 0;
  const parser = buildParser(argv, io, (code) => { exitCode = code; });
  try {
    await parser.parseAsync();
  } catch (error) {
    return reportFailure(error, io);
  }
  return exitCode;
}

function buildParser(argv: readonly string[], io: CliIO, setExit: (code: number) => void): Argv {
  return yargs([...argv])
    .scriptName("openapi-markers")
    .usage("$0 <command> [options]")
    .command<GenerateArgs>(
      "generate <inputs...>",
      "Generate OpenAPI v2/v3 definitions from Go API packages",
      (y) => generateOptions(y as Argv) as unknown as Argv<GenerateArgs>,
      (args) => setExit(runGenerate(args, io)),
    )
    .command<CheckArgs>(
      "check <inputs...>",
      "Check the markers of Go API packages and report every rule violation",
      (y) => checkOptions(y as Argv) as unknown as Argv<CheckArgs>,
      (args) => setExit(runCheck(args, io)),
    )
    .demandCommand(1, "name a command: generate or check")
    .strict()
    .help()
    .alias("h", "help")
    .version()
    .wrap(100)
    .exitProcess(false)
    .fail((message, error) => {
      throw error ?? new UsageError(message);
    });
}

function generateOptions(y: Argv): Argv {
  return y
    .positional("inputs", { describe: "package directories; DIR/... for every package below DIR", type: "string", array: true })
    .option("v2", { describe: "write a Swagger 2.0 document to FILE (- for stdout)", type: "string", requiresArg: true })
    .option("v3", { describe: "write an OpenAPI 3.0 document to FILE (- for stdout)", type: "string", requiresArg: true })
    .option("ts", { describe: "write a TypeScript module of runtime tables and types to FILE (- for stdout)", type: "string", requiresArg: true })
    .option("published", { describe: "post-process like Kubernetes' published specs: no defaults in v2, no enums", type: "boolean", default: false })
    .option("all-types", { describe: "include every exported struct of the inputs, whatever its +k8s:openapi-gen tags", type: "boolean", default: false })
    .option("format", { describe: "output format", choices: ["json", "yaml"], default: "json" })
    .option("union-format", { describe: "shape of x-kubernetes-unions for KEP-1027 unions: on the discriminator (kep), object-level 2019 form (legacy), or both", choices: ["kep", "legacy", "both"], default: "both" })
    .option("title", { describe: "info.title of the documents", type: "string", default: "openapi-markers" })
    .option("api-version", { describe: "info.version of the documents", type: "string", default: "unversioned" })
    .example("$0 generate ./pkg/apis/... --v2 api/openapi-spec/swagger.json", "Swagger 2.0 for every package below pkg/apis")
    .example("$0 generate staging/src/k8s.io/api/... staging/src/k8s.io/apimachinery/... --published --v2 swagger.json", "definitions as Kubernetes publishes them")
    .example("$0 generate . --all-types --v3 - --format yaml", "OpenAPI 3 YAML on stdout for a package without tags");
}

function checkOptions(y: Argv): Argv {
  return y
    .positional("inputs", { describe: "package directories; DIR/... for every package below DIR", type: "string", array: true })
    .option("format", { describe: "how to print diagnostics", choices: ["text", "json", "github"], default: "text" })
    .option("warnings-as-errors", { describe: "exit 1 on warnings too", type: "boolean", default: false })
    .option("all-types", { describe: "also check that every exported struct can be expressed in OpenAPI, as generate --all-types would", type: "boolean", default: false })
    .example("$0 check ./pkg/apis/...", "report every marker problem as path:line:col: severity CODE: message")
    .example("$0 check ./api/... --format github", "annotations for a GitHub Actions job");
}

function runCheck(args: CheckArgs, io: CliIO): number {
  const loaded = loadPackages(args.inputs, io.cwd, { allPackages: true });
  const result = generate(loaded, { allTypes: args.allTypes, published: false, format: "json", quiet: true });
  const diagnostics = result.diagnostics.filter((d) => d.code !== "OM4101");
  io.stdout.write(renderDiagnostics(diagnostics, args.format));
  const failing = diagnostics.some((d) => d.severity === "error" || (args.warningsAsErrors && d.severity === "warning"));
  return failing ? 1 : 0;
}

function runGenerate(args: GenerateArgs, io: CliIO): number {
  const loaded = loadPackages(args.inputs, io.cwd, { allPackages: args.allTypes });
  const result = generate(loaded, {
    allTypes: args.allTypes,
    published: args.published,
    format: args.format,
    v2: args.v2,
    v3: args.v3,
    ts: args.ts,
    title: args.title,
    apiVersion: args.apiVersion,
    unionFormat: args.unionFormat,
  });
  printDiagnostics(result.diagnostics, io);
  if (hasErrors(result.diagnostics)) return 1;
  writeOutputs(result.outputs, io.cwd, io.stdout);
  return 0;
}

function printDiagnostics(diagnostics: readonly Diagnostic[], io: CliIO): void {
  for (const d of diagnostics) io.stderr.write(formatDiagnostic(d) + "\n");
}

function reportFailure(error: unknown, io: CliIO): number {
  if (error instanceof UsageError || (error instanceof Error && error.name === "YError")) {
    io.stderr.write(`openapi-markers: ${error.message}\nRun 'openapi-markers --help' for usage.\n`);
    return 2;
  }
  io.stderr.write(`openapi-markers: internal error: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  return 2;
}
