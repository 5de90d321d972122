// openapi-gen's command line, parsed as its spf13/pflag set does: kube-openapi's own flags
// (cmd/openapi-gen/args) with their defaults, and klog's flags, which it accepts and which
// change nothing here. `--flag value`, `--flag=value`, `-v N`, `-v=N`, repeated or
// comma-separated --readonly-pkg, `--` ends the flags; any other flag is a usage error.

import { UsageError } from "../load/usage-error.js";

export interface OpenapiGenArgs {
  readonly inputs: readonly string[];
  readonly outputDir: string;
  readonly outputPkg: string;
  readonly outputFile: string;
  readonly goHeaderFile: string;
  readonly outputModelNameFile: string;
  /** The API rule report: "-" is standard output (openapi-gen's default). */
  readonly reportFilename: string;
  readonly readonlyPkgs: readonly string[];
  /** Not openapi-gen's: --kube-openapi, the era, as `generate` takes it. */
  readonly kubeOpenapi: string | undefined;
  readonly help: boolean;
}

type Setter = (args: Mutable, value: string) => void;
type Mutable = { -readonly [K in keyof OpenapiGenArgs]: OpenapiGenArgs[K] extends readonly string[] ? string[] : OpenapiGenArgs[K] };

const valueFlags: ReadonlyMap<string, Setter> = new Map<string, Setter>([
  ["output-dir", (a, v) => void (a.outputDir = v)],
  ["output-pkg", (a, v) => void (a.outputPkg = v)],
  ["output-file", (a, v) => void (a.outputFile = v)],
  ["go-header-file", (a, v) => void (a.goHeaderFile = v)],
  ["output-model-name-file", (a, v) => void (a.outputModelNameFile = v)],
  ["report-filename", (a, v) => void (a.reportFilename = v)],
  ["readonly-pkg", (a, v) => void a.readonlyPkgs.push(...v.split(",").filter((p) => p !== ""))],
  ["kube-openapi", (a, v) => void (a.kubeOpenapi = v)],
  // klog's flags: logging only.
  ...["v", "vmodule", "log_dir", "log_file", "log_file_max_size", "stderrthreshold", "log_backtrace_at"].map((name): [string, Setter] => [name, () => {}]),
]);

const boolFlags = new Set(["logtostderr", "alsologtostderr", "skip_headers", "skip_log_headers", "add_dir_header", "one_output", "legacy_stderr_threads", "help"]);

/** One-letter forms (pflag shorthands; klog's -v is a Go flag of one letter). */
const shorthands: Readonly<Record<string, string>> = { v: "v", h: "help" };

export function parseOpenapiGenArgs(argv: readonly string[]): OpenapiGenArgs {
  const args: Mutable = {
    inputs: [], outputDir: "", outputPkg: "", outputFile: "generated.openapi.go", goHeaderFile: "",
    outputModelNameFile: "", reportFilename: "-", readonlyPkgs: [], kubeOpenapi: undefined, help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      args.inputs.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      args.inputs.push(arg);
      continue;
    }
    const [written, inline] = splitFlag(arg);
    const name = arg.startsWith("--") ? written : shorthands[written];
    if (name === undefined || (!valueFlags.has(name) && !boolFlags.has(name))) {
      throw new UsageError(`openapi-gen: unknown flag: ${arg.startsWith("--") ? "--" : "-"}${written}`);
    }
    if (boolFlags.has(name)) {
      if (name === "help") args.help = true;
      continue;
    }
    let value = inline;
    if (value === undefined) {
      value = argv[++i];
      if (value === undefined) throw new UsageError(`openapi-gen: flag needs an argument: ${arg}`);
    }
    valueFlags.get(name)!(args, value);
  }
  return args;
}

/** Whether `token` is one of openapi-gen's long flags (`--name`, `--name=value`), help aside. */
export function isOpenapiGenLongFlag(token: string): boolean {
  if (!token.startsWith("--")) return false;
  const [name] = splitFlag(token);
  return name !== "help" && (valueFlags.has(name) || boolFlags.has(name));
}

/** The flag's name and its value when attached: `--name=value`, `-v=2`, `-v2`. */
function splitFlag(arg: string): [string, string | undefined] {
  if (arg.startsWith("--")) {
    const eq = arg.indexOf("=");
    return eq === -1 ? [arg.slice(2), undefined] : [arg.slice(2, eq), arg.slice(eq + 1)];
  }
  const rest = arg.slice(2);
  return [arg[1]!, rest === "" ? undefined : rest.startsWith("=") ? rest.slice(1) : rest];
}

/** kube-openapi's Args.Validate. */
export function validateOpenapiGenArgs(args: OpenapiGenArgs): void {
  if (args.outputDir === "") throw new UsageError("openapi-gen: --output-dir must be specified");
  if (args.outputPkg === "") throw new UsageError("openapi-gen: --output-pkg must be specified");
  if (args.outputFile === "") throw new UsageError("openapi-gen: --output-file must be specified");
  if (args.inputs.length === 0) throw new UsageError("openapi-gen: give at least one input package (an import path or a directory)");
}

export const openapiGenUsage = `Usage: openapi-markers openapi-gen [flags] INPUT...

openapi-gen's command line (k8s.io/kube-openapi/cmd/openapi-gen): writes
--output-dir/--output-file with GetOpenAPIDefinitions, byte for byte as
openapi-gen does, and with --output-model-name-file an OpenAPIModelName() file
in each input package that has +k8s:openapi-model-package.

Flags:
      --output-dir string               the base directory under which to
                                        generate results
      --output-pkg string               the base Go import-path under which to
                                        generate results
      --output-file string              the name of the file to be generated
                                        (default "generated.openapi.go")
      --go-header-file string           boilerplate header; "YEAR" becomes the
                                        current year
      --output-model-name-file string   file name for the model-name accessors
                                        (default: none)
      --report-filename string          the API rule violation report; "-" is
                                        stdout (default "-")
      --readonly-pkg strings            packages whose model-name files are not
                                        written (repeatable)
      --kube-openapi string             the openapi-gen era (default: the
                                        kube-openapi the inputs pin;
                                        docs/openapi-gen.md#eras)
  -v, --v Level                         klog verbosity (accepted, no effect);
                                        klog's other flags too

Every flag, with its details: docs/openapi-gen.md
`;
