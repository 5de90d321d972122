// `openapi-markers controller-gen …` as a Makefile or script writes it — controller-gen's
// own arguments and our flags in their plain forms (plain-flags.ts) — read without yargs.
// A line with anything else is left to src/cli.ts.

import { reportFailure, withParser } from "./run.js";
import type { ControllerGenCommandArgs } from "./controller-gen.js";
import type { CliIO } from "./io.js";
import { readPlainFlags, type PlainFlagTable } from "./plain-flags.js";

type Key = "controllerTools" | "versionAnnotation" | "unionRules" | "k8sBounds" | "celCost" | "strictCelCost" | "warningsAsErrors" | "dependencyWarnings" | "cache";

const table: PlainFlagTable<Key> = {
  values: new Map([
    ["--controller-tools", { key: "controllerTools" }],
    ["--version-annotation", { key: "versionAnnotation" }],
  ]),
  booleans: new Map([
    ["--union-rules", ["unionRules", true]],
    ["--k8s-bounds", ["k8sBounds", true]],
    ["--cel-cost", ["celCost", true]],
    ["--strict-cel-cost", ["strictCelCost", true]],
    ["--warnings-as-errors", ["warningsAsErrors", true]],
    ["--dependency-warnings", ["dependencyWarnings", true]],
    ["--cache", ["cache", true]],
    ["--no-cache", ["cache", false]],
  ]),
};

/** The command's arguments when `argv` (after `controller-gen`) holds only plain forms; else undefined. */
export function plainControllerGenLine(argv: readonly string[]): ControllerGenCommandArgs | undefined {
  const line = readPlainFlags(argv, table);
  return line === undefined ? undefined : { ...(line.flags as Omit<ControllerGenCommandArgs, "args">), args: [...line.operands] };
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
