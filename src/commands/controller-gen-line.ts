// `openapi-markers controller-gen …` as a Makefile or script writes it — controller-gen's
// own arguments and our flags in their plain forms — read without yargs, whose modules
// (yargs, cliui, string-width, y18n…) cost a warm run about a fifth of its CPU time. A line
// with anything else (--help, --config, --parser, `--`, a flag in another form, twice, or
// unknown) is left to src/cli.ts, which reads every form and reports every mistake.

import { reportFailure, withParser } from "./run.js";
import type { ControllerGenCommandArgs } from "./controller-gen.js";
import type { CliIO } from "./io.js";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const valueFlags: ReadonlyMap<string, "controllerTools" | "versionAnnotation"> = new Map([
  ["--controller-tools", "controllerTools"],
  ["--version-annotation", "versionAnnotation"],
]);

const booleanFlags: ReadonlyMap<string, readonly ["unionRules" | "k8sBounds" | "celCost" | "strictCelCost" | "warningsAsErrors" | "dependencyWarnings" | "cache", boolean]> = new Map([
  ["--union-rules", ["unionRules", true]],
  ["--k8s-bounds", ["k8sBounds", true]],
  ["--cel-cost", ["celCost", true]],
  ["--strict-cel-cost", ["strictCelCost", true]],
  ["--warnings-as-errors", ["warningsAsErrors", true]],
  ["--dependency-warnings", ["dependencyWarnings", true]],
  ["--cache", ["cache", true]],
  ["--no-cache", ["cache", false]],
]);

/** The command's arguments when `argv` (after `controller-gen`) holds only plain forms; else undefined. */
export function plainControllerGenLine(argv: readonly string[]): ControllerGenCommandArgs | undefined {
  const args: string[] = [];
  const command: Mutable<Omit<ControllerGenCommandArgs, "args">> = {};
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i]!;
    if (token === "") return undefined;
    if (!token.startsWith("-")) {
      args.push(token);
      continue;
    }
    const eq = token.indexOf("=");
    const name = eq < 0 ? token : token.slice(0, eq);
    const valueFlag = valueFlags.get(name);
    const booleanFlag = eq < 0 ? booleanFlags.get(name) : undefined;
    const key = valueFlag ?? booleanFlag?.[0];
    if (key === undefined || seen.has(key)) return undefined;
    seen.add(key);
    if (booleanFlag !== undefined) {
      command[booleanFlag[0]] = booleanFlag[1];
      continue;
    }
    const value = eq < 0 ? argv[++i] : token.slice(eq + 1);
    if (value === undefined || value === "" || value.startsWith("-")) return undefined;
    command[valueFlag!] = value;
  }
  return { ...command, args };
}

/** Runs a plain controller-gen line (exit code), or undefined when src/cli.ts must read it. */
export async function runPlainControllerGen(argv: readonly string[], io: CliIO): Promise<number | undefined> {
  const command = plainControllerGenLine(argv);
  if (command === undefined) return undefined;
  try {
    const { runControllerGen } = await import("./controller-gen.js");
    return await withParser({}, () => runControllerGen(command, io));
  } catch (error) {
    return reportFailure(error, io);
  }
}
