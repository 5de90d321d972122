// One cold run of the generate pipeline, phase by phase, in this process:
//
//   node dist/scripts/bench-phases.js OUT_DIR [--ts] [--single-thread] [--verify] INPUT...
//
// prints one JSON line (PhaseRun). The benchmark starts a fresh process per run, so each
// run pays what a real `openapi-markers generate` pays (cold JIT, cold caches).
//
// Loading reports its own phases (discover, read, parse: LoadStats). The rest repeats the
// steps of generate() (src/generate.ts) with the same exported functions, timing each:
// model (buildUniverse), check (enum index + checkUniverse), defs (the neutral schemas
// every emitter shares), emit v2 / v3 (document + canonical JSON), emit ts, write. With
// --verify, the result is then compared with generate()'s own outputs, so that a change
// to generate() that this copy misses is reported instead of silently measuring
// something else.

import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { EmitContext } from "../src/emit/context.js";
import type { OutputFile } from "../src/generate.js";

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
  /** Empty when the phase-by-phase outputs equal generate()'s. */
  readonly divergence: string;
  readonly definitions: number;
  readonly errors: number;
}

export interface PhaseOptions {
  readonly withTs: boolean;
  /** Parse on the main thread only (for comparison with the default). */
  readonly singleThread: boolean;
  /** Compare the outputs with generate()'s (after the timed steps). */
  readonly verify: boolean;
}

export async function measurePhases(inputs: readonly string[], outDir: string, options: PhaseOptions): Promise<PhaseRun> {
  const withTs = options.withTs;
  const started = performance.now();
  const { emptyLoadStats, loadPackages } = await import("../src/load/load.js");
  const { buildUniverse } = await import("../src/model/build.js");
  const { buildEnumIndex } = await import("../src/model/enums.js");
  const { checkUniverse } = await import("../src/check/check.js");
  const { emitDefinition, selectTypes, withReferencedDefinitions } = await import("../src/emit/definitions.js");
  const { openapiDocument } = await import("../src/emit/openapi.js");
  const { renderTsModule } = await import("../src/emit/ts-module.js");
  const { serialize } = await import("../src/write/canonical.js");
  const { writeOutputs } = await import("../src/write/output.js");
  const { generate } = await import("../src/generate.js");
  const { hasErrors } = await import("../src/diag/diagnostic.js");
  const importMs = performance.now() - started;

  const clock = (() => {
    let last = performance.now();
    return (): number => {
      const now = performance.now();
      const elapsed = now - last;
      last = now;
      return elapsed;
    };
  })();
  const stats = emptyLoadStats();
  clock();
  const loaded = loadPackages(inputs, outDir, { allPackages: false, stats, parallelThreshold: options.singleThread ? Infinity : undefined });
  clock();
  const universe = buildUniverse(loaded.packages);
  const model = clock();
  const ctx: EmitContext = { universe, enums: buildEnumIndex(universe), diagnostics: [...loaded.diagnostics], unionFormat: "both" };
  ctx.diagnostics.push(...checkUniverse(universe, ctx.enums));
  const check = clock();
  const definitions = selectTypes(universe, { allTypes: false }).map((decl) => emitDefinition(decl, ctx));
  const defs = clock();
  const documentOptions = { published: false, title: "openapi-markers", version: "unversioned" };
  const outputs: OutputFile[] = [];
  outputs.push({ path: "out.v2.json", content: serialize(openapiDocument(definitions, "v2", documentOptions), "json") });
  const emitV2 = clock();
  outputs.push({ path: "out.v3.json", content: serialize(openapiDocument(definitions, "v3", documentOptions), "json") });
  const emitV3 = clock();
  let emitTs: number | undefined;
  if (withTs) {
    outputs.push({ path: "out.ts", content: renderTsModule(withReferencedDefinitions(definitions, ctx), ctx) });
    emitTs = clock();
  }
  mkdirSync(outDir, { recursive: true });
  writeOutputs(outputs, outDir, process.stdout);
  const write = clock();
  const total = performance.now() - started;

  const reference = options.verify ? generate(loaded, {
    allTypes: false, published: false, format: "json",
    v2: "out.v2.json", v3: "out.v3.json", ts: withTs ? "out.ts" : undefined,
  }) : undefined;
  const divergence = reference === undefined ? "" : compareOutputs(reference.outputs, outputs);
  return {
    import: importMs, discover: stats.discoverMs, read: stats.readMs, parse: stats.parseMs,
    model, check, defs, emitV2, emitV3, emitTs, write, total,
    filesRead: stats.filesRead, bytesRead: stats.bytesRead, filesParsed: stats.filesParsed, charsParsed: stats.charsParsed,
    usedWorker: stats.usedWorker,
    parsedFiles: loaded.packages.flatMap((p) => p.files.map((f) => resolve(outDir, f.path))),
    divergence,
    definitions: definitions.length,
    errors: hasErrors(ctx.diagnostics) ? ctx.diagnostics.filter((d) => d.severity === "error").length : 0,
  };
}

function compareOutputs(expected: readonly { path: string; content: string }[], actual: readonly { path: string; content: string }[]): string {
  if (expected.length !== actual.length) return `generate() made ${expected.length} outputs, the phases ${actual.length}`;
  for (let i = 0; i < expected.length; i++) {
    if (expected[i]!.content !== actual[i]!.content) return `${expected[i]!.path} differs from generate()'s`;
  }
  return "";
}

async function main(args: readonly string[]): Promise<void> {
  const flags = new Set(args.filter((a) => a.startsWith("--")));
  const [outDir, ...inputs] = args.filter((a) => !a.startsWith("--"));
  if (outDir === undefined || inputs.length === 0) {
    process.stderr.write("usage: node dist/scripts/bench-phases.js OUT_DIR [--ts] [--single-thread] [--verify] INPUT...\n");
    process.exit(2);
  }
  const run = await measurePhases(inputs, outDir, { withTs: flags.has("--ts"), singleThread: flags.has("--single-thread"), verify: flags.has("--verify") });
  process.stdout.write(JSON.stringify(run) + "\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main(process.argv.slice(2));
