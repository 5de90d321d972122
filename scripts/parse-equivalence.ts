// Parse equivalence over a corpus: every .go file below the given directories is parsed by
// the native binding and by the WebAssembly parser, each in a fresh process, and their
// syntax facts are compared file by file (a SHA-256 of each file's facts as JSON).
// Reports each parser's time: cold (a fresh process: loading the parser, then the first
// pass over every file) and warm (a second pass in the same process), as CPU time of the
// process (robust on a shared machine) and wall time.
//
//   npm run build && node dist/scripts/parse-equivalence.js DIR...
//
// prints one Markdown row per parser and a summary line; exit 1 when any file differs.

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ParserKind } from "../src/parse/go-tree.js";

interface Timing {
  readonly cpuMs: number;
  readonly wallMs: number;
}

/** Runs `f` and returns its CPU time (user + system, this process) and wall time. */
function timed(f: () => void): Timing {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  f();
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - wall };
}

interface ParserRun {
  readonly parser: ParserKind;
  readonly detail: string;
  readonly loadMs: number;
  readonly cold: Timing;
  readonly warm: Timing;
  /** Per file (in the order of `files`): SHA-256 of its syntax facts, or "throws: message". */
  readonly digests: readonly string[];
}

function goFiles(dir: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else if (entry.isFile() && entry.name.endsWith(".go")) out.push(path);
    }
  }
  return out;
}

/** The child: one parser, two passes, digests on stdout. */
async function measure(parser: ParserKind, files: readonly string[]): Promise<ParserRun> {
  const texts = files.map((f) => readFileSync(f, "utf8"));
  const { parseGoFile, selectParser } = await import("../src/parse/go-tree.js");
  const started = performance.now();
  const startCpu = process.cpuUsage();
  const info = await selectParser(parser);
  const loadMs = performance.now() - started;
  const load = process.cpuUsage(startCpu);
  const parseAll = (): string[] => texts.map((text, i) => {
    try {
      return createHash("sha256").update(JSON.stringify(parseGoFile(files[i]!, text))).digest("hex");
    } catch (error) {
      return `throws: ${(error as Error).message}`;
    }
  });
  let digests: string[] = [];
  const first = timed(() => { digests = parseAll(); });
  const cold = { cpuMs: first.cpuMs + (load.user + load.system) / 1000, wallMs: first.wallMs + loadMs };
  const warm = timed(parseAll);
  return { parser, detail: info.detail, loadMs, cold, warm, digests };
}

function inChild(parser: ParserKind, dirs: readonly string[]): ParserRun {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--child", parser, ...dirs], { maxBuffer: 256 << 20, encoding: "utf8" });
  return JSON.parse(out) as ParserRun;
}

const args = process.argv.slice(2);
if (args[0] === "--child") {
  const dirs = args.slice(2);
  process.stdout.write(JSON.stringify(await measure(args[1] as ParserKind, dirs.flatMap(goFiles).sort())));
} else if (args.length === 0) {
  process.stderr.write("usage: node dist/scripts/parse-equivalence.js DIR...\n");
  process.exitCode = 2;
} else {
  const files = args.flatMap(goFiles).sort();
  const bytes = files.reduce((n, f) => n + readFileSync(f).length, 0);
  const runs = (["native", "wasm"] as const).map((p) => inChild(p, args));
  const [native, wasm] = runs as [ParserRun, ParserRun];
  const differing = files.filter((_, i) => native.digests[i] !== wasm.digests[i]);
  const fmt = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
  process.stdout.write("| parser | files | load (wall) | cold CPU (load + 1st pass) | warm CPU (2nd pass) | cold wall | warm wall | MB/s warm CPU |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const run of runs) {
    process.stdout.write(`| ${run.parser} (${run.detail}) | ${files.length} | ${fmt(run.loadMs)} | ${fmt(run.cold.cpuMs)} | ${fmt(run.warm.cpuMs)} | ` +
      `${fmt(run.cold.wallMs)} | ${fmt(run.warm.wallMs)} | ${(bytes / 1e6 / (run.warm.cpuMs / 1000)).toFixed(1)} |\n`);
  }
  const throwing = native.digests.filter((d) => d.startsWith("throws")).length;
  process.stdout.write(`\n${files.length} files, ${(bytes / 1e6).toFixed(2)} MB: ${files.length - differing.length} identical, ${differing.length} differ` +
    (throwing > 0 ? ` (${throwing} throw in both)` : "") + "\n");
  for (const f of differing.slice(0, 20)) process.stdout.write(`differs: ${f}\n`);
  if (differing.length > 0) process.exitCode = 1;
}
