// What every command's run shares, without yargs (src/cli.ts parses the command line with
// it; cmd/openapi-markers.ts runs the common `controller-gen` lines without loading it):
// the parser a command uses, and how a failure is reported.

import type { CliIO } from "./io.js";
import { printableLines } from "../diag/printable.js";
import { UsageError } from "../load/usage-error.js";
import type { ParserChoice, ParserInfo } from "../parse/go-tree.js";

export const parserEnv = "OPENAPI_MARKERS_PARSER";

export function parserChoice(flag: unknown): ParserChoice {
  const choice = flag ?? process.env[parserEnv] ?? "auto";
  if (choice === "auto" || choice === "native" || choice === "wasm") return choice;
  throw new UsageError(`${flag === undefined ? parserEnv : "--parser"} must be auto, native or wasm, not ${JSON.stringify(choice)}`);
}

/**
 * Runs a command with its parser. The parser loads on the first parse, so that a run whose
 * files all come from the syntax cache never loads it (20–40 ms of every per-package run);
 * the WebAssembly parser cannot load there (compiling it is asynchronous), so then the
 * command runs again from the start with it: `auto` falls back to it when the native binding
 * does not load, `wasm` asks for it (and `native` that does not load ends in a usage error).
 * Nothing is printed or written before parsing, so the first attempt leaves no trace.
 */
export async function withParser(args: Readonly<Record<string, unknown>>, run: () => number): Promise<number> {
  // The WebAssembly parser too is compiled at the first parse: how it is compiled depends on
  // how much Go the run parses (src/heap-policy.ts), and a run served by the cache never compiles it.
  if (parserChoice(args.parser) === "wasm") (await import("../parse/go-tree.js")).deferParser("wasm");
  try {
    return run();
  } catch (error) {
    const { ParserUnavailableError } = await import("../parse/go-tree.js");
    if (!(error instanceof ParserUnavailableError)) throw error;
    await useParser(args);
    return run();
  }
}

/** Loads the parser the command will use (the WebAssembly one is compiled only here, when chosen). */
export async function useParser(args: Readonly<Record<string, unknown>>): Promise<ParserInfo> {
  const { selectParser, ParserUnavailableError } = await import("../parse/go-tree.js");
  try {
    return await selectParser(parserChoice(args.parser));
  } catch (error) {
    if (error instanceof ParserUnavailableError) throw new UsageError(error.message);
    throw error;
  }
}

/** A failure's message on stderr, and exit code 2 (usage errors, yargs' own, and internal errors). */
export function reportFailure(error: unknown, io: CliIO): number {
  if (error instanceof UsageError || (error instanceof Error && error.name === "YError")) {
    // A usage error quotes the arguments (paths, values): printed, they are made printable.
    io.stderr.write(`${printableLines(`openapi-markers: ${error.message}`)}\nRun 'openapi-markers --help' for usage.\n`);
    return 2;
  }
  io.stderr.write(`${printableLines(`openapi-markers: internal error: ${error instanceof Error ? error.stack ?? error.message : String(error)}`)}\n`);
  return 2;
}
