// The plain command lines — controller-gen's (controller-gen-line.ts), generate's and
// openapi-gen's (plain-lines.ts), what Makefiles and //go:generate lines run — behind one
// function. The bin runs this module as one CommonJS bundle compiled through a V8 code
// cache (scripts/build.ts, src/load/code-cache.ts), so that a process does not compile our
// code again; the bundle is then a copy of these modules of its own, beside the bin's entry.

import { adoptHeapPolicy } from "../heap-policy.js";
import { runPlainControllerGen } from "./controller-gen-line.js";
import type { CliIO } from "./io.js";
import { runPlainLine } from "./plain-lines.js";

/** Runs a plain line (its exit code), or undefined when src/cli.ts must read it. */
export function runPlainCommand(argv: readonly string[], io: CliIO): Promise<number | undefined> {
  // The bundle's copy of the heap policy is the one its loader consults: adopted here too
  // (the entry has adopted it already; the flag it sets is the same).
  adoptHeapPolicy(process.env["NODE_OPTIONS"] ?? "", process.execArgv);
  return argv[0] === "controller-gen" ? runPlainControllerGen(argv.slice(1), io) : runPlainLine(argv, io);
}
