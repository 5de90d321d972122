// `openapi-markers generate …` and `openapi-markers openapi-gen …` as a //go:generate line
// or a script writes them, read without yargs (plain-flags.ts): one process per package
// under `go generate ./...` pays Node's start and this command's modules, not yargs' too.
// A line in any other form is left to src/cli.ts; what the plain reader accepts gives
// the arguments and defaults the yargs command line gives (plain-lines.test.ts).

import type { UnionRulesForm } from "../emit/cel/structural.js";
import type { UnionFormat } from "../emit/openapi/unions-kep.js";
import type { OutputFormat } from "../write/canonical.js";
import type { GenerateArgs } from "./generate.js";
import type { CliIO } from "./io.js";
import { isOpenapiGenLongFlag } from "./openapi-gen-flags.js";
import { readPlainFlags, type PlainFlagTable } from "./plain-flags.js";
import { reportFailure, withParser } from "./run.js";

type GenerateKey = "v2" | "v3" | "ts" | "format" | "unionRulesForm" | "unionFormat" | "title" | "apiVersion" | "kubeOpenapi"
  | "published" | "allTypes" | "v3UnionRules" | "inputsOnly" | "check" | "warningsAsErrors" | "cache";

/** src/cli.ts's generateOptions, in plain forms. */
const generateTable: PlainFlagTable<GenerateKey> = {
  values: new Map([
    ["--v2", { key: "v2" }],
    ["--v3", { key: "v3" }],
    ["--ts", { key: "ts" }],
    ["--format", { key: "format", choices: ["json", "yaml"] }],
    ["--union-rules-form", { key: "unionRulesForm", choices: ["cel", "structural"] }],
    ["--union-format", { key: "unionFormat", choices: ["kep", "legacy", "both"] }],
    ["--title", { key: "title" }],
    ["--api-version", { key: "apiVersion" }],
    ["--kube-openapi", { key: "kubeOpenapi" }],
  ]),
  booleans: new Map([
    ["--published", ["published", true]],
    ["--all-types", ["allTypes", true]],
    ["--v3-union-rules", ["v3UnionRules", true]],
    ["--inputs-only", ["inputsOnly", true]],
    ["--check", ["check", true]],
    ["--warnings-as-errors", ["warningsAsErrors", true]],
    ["--cache", ["cache", true]],
    ["--no-cache", ["cache", false]],
  ]),
};

/** `generate`'s arguments when `argv` (after `generate`) holds only plain forms and names an input; else undefined. */
export function plainGenerateLine(argv: readonly string[]): GenerateArgs | undefined {
  const line = readPlainFlags(argv, generateTable);
  if (line === undefined || line.operands.length === 0) return undefined;
  const f = line.flags;
  const text = (key: GenerateKey): string | undefined => f[key] as string | undefined;
  const flag = (key: GenerateKey, otherwise: boolean): boolean => (f[key] as boolean | undefined) ?? otherwise;
  return {
    inputs: [...line.operands],
    v2: text("v2"),
    v3: text("v3"),
    ts: text("ts"),
    format: text("format") as OutputFormat | undefined,
    unionRulesForm: (text("unionRulesForm") ?? "cel") as UnionRulesForm,
    unionFormat: (text("unionFormat") ?? "both") as UnionFormat,
    title: text("title") ?? "openapi-markers",
    apiVersion: text("apiVersion") ?? "unversioned",
    kubeOpenapi: text("kubeOpenapi"),
    published: flag("published", false),
    allTypes: flag("allTypes", false),
    v3UnionRules: flag("v3UnionRules", false),
    inputsOnly: flag("inputsOnly", false),
    check: flag("check", false),
    warningsAsErrors: flag("warningsAsErrors", false),
    cache: flag("cache", true),
  };
}

/**
 * Whether an openapi-gen line (after `openapi-gen`) can skip yargs: its own flag parser
 * (openapi-gen-flags.ts) reads it either way, so only our global flags (--config, --parser,
 * --verbose), help, version and `--` need yargs; every flag must be one of openapi-gen's
 * long flags.
 */
export function plainOpenapiGenLine(argv: readonly string[]): boolean {
  return argv.every((token) => token !== "" && (!token.startsWith("-") || isOpenapiGenLongFlag(token)));
}

/** Runs a plain generate or openapi-gen line (exit code), or undefined when src/cli.ts must read it. */
export async function runPlainLine(argv: readonly string[], io: CliIO): Promise<number | undefined> {
  const [command, ...rest] = argv;
  const generate = command === "generate" ? plainGenerateLine(rest) : undefined;
  if (generate === undefined && !(command === "openapi-gen" && plainOpenapiGenLine(rest))) return undefined;
  try {
    if (generate !== undefined) {
      const { runGenerate } = await import("./generate.js");
      return await withParser({}, () => runGenerate(generate, io));
    }
    const { runOpenapiGen } = await import("./openapi-gen.js");
    return await withParser({}, () => runOpenapiGen(rest, io));
  } catch (error) {
    return reportFailure(error, io);
  }
}
