// One cold run of the generate pipeline, phase by phase, in this process:
//
//   node dist/scripts/bench-phases.js OUT_DIR [--ts] [--single-thread] INPUT...
//
// prints one JSON line (PhaseRun). The benchmark starts a fresh process per run, so each
// run pays what a real `openapi-markers generate` pays (cold JIT, cold caches).
//
// Loading reports its own phases (discover, read, parse: LoadStats); generate() reports
// the rest through its onPhase hook: model, check (enum index + rules), defs (the neutral
// schemas every emitter shares), emit v2 / v3 (document + canonical JSON), emit ts — each
// timed as writing renders it; then write (the rest of writing). The pipeline measured is
// generate() itself, not a copy of it.

import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Phase } from "../src/generate.js";

export interface PhaseRun {
  readonly import: number;
  readonly discover: number;
  readonly read: number;
  readonly parse: number;
  readonly model: number;
  readonly check: number;
  readonly defs: number;
  readonly emitV2: number;
  readonly emitV3: number;
  readonly emitTs: number | undefined;
  readonly write: number;
  /** From the first import to the end of writing. */
  readonly total: number;
  readonly filesRead: number;
  readonly bytesRead: number;
  readonly filesParsed: number;
  readonly charsParsed: number;
  readonly usedWorker: boolean;
  /** Absolute paths of the parsed files (for the parse-only floor). */
  readonly parsedFiles: readonly string[];
  readonly definitions: number;
  readonly errors: number;
  /** Files whose syntax came from the cache. */
  readonly cacheHits: number;
}

export interface PhaseOptions {
  readonly withTs: boolean;
  /** Parse on the main thread only (for comparison with the default). */
  readonly singleThread: boolean;
}

export async function measurePhases(inputs: readonly string[], outDir: string, options: PhaseOptions): Promise<PhaseRun> {
  const started = performance.now();
  const { emptyLoadStats, loadPackages } = await import("../src/load/load.js");
  const { generate } = await import("../src/generate.js");
  const { writeOutputs } = await import("../src/write/output.js");
  const { hasErrors } = await import("../src/diag/diagnostic.js");
  const { cacheDirectory } = await import("../src/load/cache-dir.js");
  const { selectParser, ParserUnavailableError } = await import("../src/parse/go-tree.js");
  const importMs = performance.now() - started;

  let stats = emptyLoadStats();
  // The syntax cache as the CLI finds it (the benchmark turns it off except where it measures it).
  const cacheDir = cacheDirectory(process.env, outDir);
  const load = (): ReturnType<typeof loadPackages> => loadPackages(inputs, outDir, { allPackages: false, stats, parallelThreshold: options.singleThread ? Infinity : undefined, cacheDir });
  let loaded: ReturnType<typeof loadPackages>;
  try {
    loaded = load();
  } catch (error) {
    // As the CLI does (src/cli.ts withParser): the native binding on the first parse if it is
    // installed, else the WebAssembly parser, loaded then and the load started again.
    if (!(error instanceof ParserUnavailableError)) throw error;
    await selectParser("auto");
    stats = emptyLoadStats();
    loaded = load();
  }
  const phases = new Map<Phase, number>();
  const result = generate(loaded, {
    allTypes: false, published: false, format: "json",
    v2: "out.v2.json", v3: "out.v3.json", ts: options.withTs ? "out.ts" : undefined,
    onPhase: (phase, ms) => phases.set(phase, ms),
  });
  const writeStarted = performance.now();
  mkdirSync(outDir, { recursive: true });
  writeOutputs(result.outputs, outDir, process.stdout);
  const ms = (phase: Phase): number => phases.get(phase) ?? 0;
  // Outputs are rendered as they are written: writing is what the renderers did not take.
  const write = performance.now() - writeStarted - ms("emit v2") - ms("emit v3") - ms("emit ts");
  return {
    import: importMs, discover: stats.discoverMs, read: stats.readMs, parse: stats.parseMs,
    model: ms("model"), check: ms("check"), defs: ms("defs"), emitV2: ms("emit v2"), emitV3: ms("emit v3"),
    emitTs: phases.get("emit ts"), write, total: performance.now() - started,
    filesRead: stats.filesRead, bytesRead: stats.bytesRead, filesParsed: stats.filesParsed, charsParsed: stats.charsParsed,
    usedWorker: stats.usedWorker,
    cacheHits: stats.cacheHits,
    parsedFiles: loaded.packages.flatMap((p) => p.files.map((f) => resolve(outDir, f.path))),
    definitions: result.definitions.length,
    errors: hasErrors(result.diagnostics) ? result.diagnostics.filter((d) => d.severity === "error").length : 0,
  };
}

async function main(args: readonly string[]): Promise<void> {
  const flags = new Set(args.filter((a) => a.startsWith("--")));
  const [outDir, ...inputs] = args.filter((a) => !a.startsWith("--"));
  if (outDir === undefined || inputs.length === 0) {
    process.stderr.write("usage: node dist/scripts/bench-phases.js OUT_DIR [--ts] [--single-thread] INPUT...\n");
    process.exit(2);
  }
  const run = await measurePhases(inputs, outDir, { withTs: flags.has("--ts"), singleThread: flags.has("--single-thread") });
  process.stdout.write(JSON.stringify(run) + "\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main(process.argv.slice(2));
