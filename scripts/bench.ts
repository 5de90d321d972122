// npm run bench [-- options]
//
// Times `openapi-markers generate --v2 --v3 (--ts)` on the synthetic corpus (sizes 1×, 4×,
// 16×, generated into a temporary directory) or on real trees (--corpus DIR...), and
// prints a Markdown report: wall time (median, min–max over the runs after a warm-up),
// time per phase, peak RSS, MB/s, the 16×/1× scaling ratio, the start-up time of
// `openapi-markers --version` and the parse-only floor of the same files. The report
// replaces the matching section of BENCHMARKS.md (unless --no-write).
//
// Options:
//   --corpus DIR...   one corpus made of these `generate` inputs (e.g. CORPUS/api/...
//                     CORPUS/apimachinery/...) instead of the synthetic sizes
//   --sizes 1,4,16    synthetic scales (1 ≈ 3 MB of Go)
//   --runs N          timed runs of the CLI (default 5), after --warmup W (default 1)
//   --phase-runs N    runs of the phase breakdown and of the parse-only floor (default 3;
//                     the CLI runs have warmed the file cache by then)
//   --out FILE        the Markdown file to update (default BENCHMARKS.md in the repository)
//   --no-write        print the report only
//
// Every timed run is a fresh process, as a user's run is. Phases are measured by
// scripts/bench-phases.ts, the floor by scripts/bench-floor.ts. It runs what is in dist/:
// build first (npx tsc -p .).

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, tmpdir, totalmem, type as osType } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { PhaseRun } from "./bench-phases.js";
import { writeSyntheticCorpus } from "./synthetic-corpus.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const dist = join(repo, "dist");
const bin = join(dist, "cmd/openapi-markers.js");
const node = process.execPath;

// ---- targets (from the performance issue; measured here, never asserted in tests) -------------

const targets = {
  corpusWallMs: 500,
  corpusRssMb: 150,
  floorRatio: 2,
  scaling16: 17,
  versionMs: 150,
};

// ---- options -------------------------------------------------------------------------------

interface Options {
  readonly corpus: readonly string[] | undefined;
  readonly sizes: readonly number[];
  readonly runs: number;
  readonly warmup: number;
  readonly phaseRuns: number;
  readonly out: string | undefined;
}

function parseOptions(args: readonly string[]): Options {
  let corpus: string[] | undefined;
  let sizes = [1, 4, 16];
  let runs = 5;
  let warmup = 1;
  let phaseRuns = 3;
  let out: string | undefined = join(repo, "BENCHMARKS.md");
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = (): string => {
      const next = args[++i];
      if (next === undefined) usage(`${arg} needs a value`);
      return next;
    };
    if (arg === "--corpus") {
      corpus = [];
      while (args[i + 1] !== undefined && !args[i + 1]!.startsWith("--")) corpus.push(resolve(args[++i]!));
      if (corpus.length === 0) usage("--corpus needs at least one directory");
    } else if (arg === "--sizes") sizes = value().split(",").map(Number);
    else if (arg === "--runs") runs = Number(value());
    else if (arg === "--warmup") warmup = Number(value());
    else if (arg === "--phase-runs") phaseRuns = Number(value());
    else if (arg === "--out") out = resolve(value());
    else if (arg === "--no-write") out = undefined;
    else usage(`unknown option ${arg}`);
  }
  if (!(runs >= 1) || !(warmup >= 0) || !(phaseRuns >= 1) || sizes.some((s) => !(s > 0))) usage("--runs and --phase-runs must be ≥ 1, --warmup ≥ 0, sizes > 0");
  return { corpus, sizes, runs, warmup, phaseRuns, out };
}

function usage(message: string): never {
  process.stderr.write(`bench: ${message}\nusage: npm run bench -- [--corpus DIR...] [--sizes 1,4,16] [--runs N] [--warmup N] [--phase-runs N] [--out FILE | --no-write]\n`);
  process.exit(2);
}

// ---- measuring -----------------------------------------------------------------------------

interface Timed {
  readonly ms: number;
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function timedRun(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Timed {
  const started = performance.now();
  const result = spawnSync(node, args, { cwd, env, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - started;
  if (result.error !== undefined) throw result.error;
  return { ms, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs `run` warmup + runs times and keeps the timed results. */
function repeat<T>(counts: { readonly warmup: number; readonly runs: number }, run: () => T): T[] {
  for (let i = 0; i < counts.warmup; i++) run();
  return Array.from({ length: counts.runs }, run);
}

interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

function supportsTs(): boolean {
  const help = timedRun([bin, "generate", "--help"], repo);
  return /--ts\b/.test(help.stdout);
}

interface Corpus {
  readonly key: string;
  readonly label: string;
  readonly inputs: readonly string[];
  readonly scale?: number;
}

interface CorpusResult {
  readonly corpus: Corpus;
  readonly failure: string | undefined;
  readonly wall: Summary;
  readonly rssMb: Summary;
  readonly phases: Record<string, Summary | undefined>;
  readonly floorWall: Summary;
  readonly floorParse: Summary;
  readonly filesRead: number;
  readonly mbRead: number;
  readonly filesParsed: number;
  readonly mbParsed: number;
  readonly usedWorker: boolean;
}

const phaseNames = ["import", "discover", "read", "parse", "model", "check", "defs", "emitV2", "emitV3", "emitTs", "write", "total"] as const;

function measureCorpus(corpus: Corpus, options: Options, withTs: boolean, work: string): CorpusResult {
  const dir = mkdtempSync(join(work, "run-"));
  const rssFile = join(dir, "rss");
  const hook = pathToFileURL(join(dist, "scripts/bench-rss-hook.js")).href;
  const outputs = ["--v2", join(dir, "out.v2.json"), "--v3", join(dir, "out.v3.json"), ...(withTs ? ["--ts", join(dir, "out.ts")] : [])];
  let failure: string | undefined;
  const cli = repeat(options, () => {
    rmSync(rssFile, { force: true });
    const run = timedRun(["--import", hook, bin, "generate", ...corpus.inputs, ...outputs], dir, { ...process.env, OPENAPI_MARKERS_BENCH_RSS: rssFile });
    if (run.status !== 0) failure ??= `exit ${run.status}: ${run.stderr.split("\n").slice(0, 5).join(" | ")}`;
    const rssKb = existsSync(rssFile) ? Number(readFileSync(rssFile, "utf8")) : NaN;
    return { ms: run.ms, rssMb: rssKb / 1024 };
  });
  const extra = { warmup: 0, runs: options.phaseRuns };
  const phaseRuns = repeat(extra, () => {
    const flags = withTs ? ["--ts"] : [];
    const run = timedRun([join(dist, "scripts/bench-phases.js"), join(dir, "phases"), ...flags, ...corpus.inputs], dir);
    if (run.status !== 0) throw new Error(`bench-phases failed on ${corpus.label}: ${run.stderr}`);
    return JSON.parse(run.stdout) as PhaseRun;
  });
  const last = phaseRuns[phaseRuns.length - 1]!;
  const fileList = join(dir, "parsed-files.json");
  writeFileSync(fileList, JSON.stringify(last.parsedFiles));
  const floor = repeat(extra, () => {
    const run = timedRun([join(dist, "scripts/bench-floor.js"), fileList], dir);
    if (run.status !== 0) throw new Error(`bench-floor failed on ${corpus.label}: ${run.stderr}`);
    return { ms: run.ms, parseMs: (JSON.parse(run.stdout) as { parseMs: number }).parseMs };
  });
  rmSync(dir, { recursive: true, force: true });
  const phases: Record<string, Summary | undefined> = {};
  for (const name of phaseNames) {
    const values = phaseRuns.map((r) => r[name]).filter((v): v is number => typeof v === "number");
    phases[name] = values.length === 0 ? undefined : summarize(values);
  }
  return {
    corpus,
    failure,
    wall: summarize(cli.map((r) => r.ms)),
    rssMb: summarize(cli.map((r) => r.rssMb)),
    phases,
    floorWall: summarize(floor.map((r) => r.ms)),
    floorParse: summarize(floor.map((r) => r.parseMs)),
    filesRead: last.filesRead,
    mbRead: last.bytesRead / 1e6,
    filesParsed: last.filesParsed,
    mbParsed: last.charsParsed / 1e6,
    usedWorker: phaseRuns.some((r) => r.usedWorker),
  };
}

function measureVersion(options: Options): Summary {
  return summarize(repeat(options, () => {
    const run = timedRun([bin, "--version"], repo);
    if (run.status !== 0) throw new Error(`--version failed: ${run.stderr}`);
    return run.ms;
  }));
}

// ---- report --------------------------------------------------------------------------------

/** Load averages when the benchmark started and ended: a busy machine makes every figure slower. */
const loadAtStart = loadavg();

function machine(): string {
  const cpu = cpus();
  const model = (cpu[0]?.model ?? "unknown CPU").trim();
  const load = (l: readonly number[]): string => l.map((v) => v.toFixed(2)).join(" ");
  return `${model}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GB RAM, ${osType()} ${release()}, Node ${process.version}; load average ${load(loadAtStart)} at start, ${load(loadavg())} at the end`;
}

const ms = (v: number): string => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);
const range = (s: Summary): string => `${ms(s.min)} – ${ms(s.max)}`;
const check = (ok: boolean): string => (ok ? "✅ met" : "❌ not met");

function report(title: string, results: readonly CorpusResult[], version: Summary, options: Options, withTs: boolean, started: number): string {
  const lines: string[] = [];
  const command = `generate --v2 --v3${withTs ? " --ts" : ""}`;
  lines.push(`## ${title}`, "");
  lines.push(`Measured ${new Date(Date.now() - (performance.now() - started)).toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}.`);
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : word.endsWith("s") ? "es" : "s"}`;
  lines.push(`\`openapi-markers ${command}\`: wall time and peak RSS are the median (and min – max) of ${plural(options.runs, "fresh process")} after ${plural(options.warmup, "warm-up run")}; phases and the parse-only floor are medians of ${plural(options.phaseRuns, "run")}. The benchmark took ${((performance.now() - started) / 1000).toFixed(0)} s.`, "");
  lines.push("| corpus | Go read | parsed | wall median | wall min – max | peak RSS | MB/s | parse-only floor | wall / floor |");
  lines.push("|---|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    const name = r.failure === undefined ? r.corpus.label : `${r.corpus.label} (FAILED: ${r.failure})`;
    lines.push(`| ${name} | ${r.filesRead} files, ${r.mbRead.toFixed(2)} MB | ${r.filesParsed} files, ${r.mbParsed.toFixed(2)} MB | **${ms(r.wall.median)}** | ${range(r.wall)} | ${r.rssMb.median.toFixed(0)} MB (max ${r.rssMb.max.toFixed(0)}) | ${(r.mbRead / (r.wall.median / 1000)).toFixed(1)} | ${ms(r.floorWall.median)} (parse ${ms(r.floorParse.median)}) | ${(r.wall.median / r.floorWall.median).toFixed(2)}× |`);
  }
  lines.push("");
  lines.push("Phases (median ms of separate in-process runs of the same pipeline, one cold process each; `defs` = the neutral schemas every emitter shares; `import` = loading the modules):", "");
  const header = ["import", "discover", "read", "parse", "model", "check", "defs", "emit v2", "emit v3", "emit ts", "write", "total"];
  lines.push(`| corpus | ${header.join(" | ")} |`);
  lines.push(`|---|${header.map(() => "---:").join("|")}|`);
  for (const r of results) {
    const cells = phaseNames.map((p) => (r.phases[p] === undefined ? "—" : r.phases[p]!.median.toFixed(0)));
    lines.push(`| ${r.corpus.label}${r.usedWorker ? " ¹" : ""} | ${cells.join(" | ")} |`);
  }
  lines.push("");
  if (results.some((r) => r.usedWorker)) lines.push("¹ parsing shared with a worker thread (src/load/parse-pool.ts).", "");
  lines.push(`Start-up: \`openapi-markers --version\` ${ms(version.median)} (${range(version)}).`, "");
  const rows: string[] = [];
  const one = results.find((r) => r.corpus.scale === 1);
  const sixteen = results.find((r) => r.corpus.scale === 16);
  if (one !== undefined && sixteen !== undefined) {
    const ratio = sixteen.wall.median / one.wall.median;
    lines.push(`Scaling: 16× / 1× wall = ${ratio.toFixed(2)} (16× the input; linear is ≤ 16–17).`, "");
    rows.push(`| 16× corpus ≤ ${targets.scaling16}× the 1× time | ${ratio.toFixed(2)}× | ${check(ratio <= targets.scaling16)} |`);
  }
  for (const r of results) {
    if (r.corpus.scale === undefined) {
      rows.push(`| ${r.corpus.label}: wall median ≤ ${targets.corpusWallMs} ms | ${ms(r.wall.median)} | ${check(r.wall.median <= targets.corpusWallMs)} |`);
      rows.push(`| ${r.corpus.label}: peak RSS ≤ ${targets.corpusRssMb} MB | ${r.rssMb.median.toFixed(0)} MB | ${check(r.rssMb.median <= targets.corpusRssMb)} |`);
    }
    const ratio = r.wall.median / r.floorWall.median;
    rows.push(`| ${r.corpus.label}: total ≤ ${targets.floorRatio}× parse-only floor | ${ratio.toFixed(2)}× | ${check(ratio <= targets.floorRatio)} |`);
  }
  rows.push(`| \`--version\` ≤ ${targets.versionMs} ms | ${ms(version.median)} | ${check(version.median <= targets.versionMs)} |`);
  lines.push("| target | measured | |", "|---|---|---|", ...rows, "");
  return lines.join("\n");
}

const preamble = `# Benchmarks

Latest results of \`npm run bench\` (scripts/bench.ts): the synthetic corpus (scripts/synthetic-corpus.ts,
seeded, sizes 1× ≈ 3 MB of Go, 4×, 16×) and real trees (\`npm run bench -- --corpus DIR...\`). Each run of
the benchmark replaces its own section below; the notes outside the marked sections are kept.
`;

/** Replaces (or appends) the section `key` of the Markdown file. */
function updateFile(file: string, key: string, section: string): void {
  const start = `<!-- bench:${key} -->`;
  const end = `<!-- /bench:${key} -->`;
  const block = `${start}\n${section}\n${end}`;
  let text = existsSync(file) ? readFileSync(file, "utf8") : preamble;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const notes = text.indexOf("\n## Notes");
  if (from !== -1 && to > from) text = text.slice(0, from) + block + text.slice(to + end.length);
  else if (notes !== -1) text = `${text.slice(0, notes).trimEnd()}\n\n${block}\n${text.slice(notes)}`;
  else text = `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}

// ---- main ----------------------------------------------------------------------------------

function corpusLabel(inputs: readonly string[]): string {
  const dirs = inputs.map((i) => (i.endsWith("/...") ? i.slice(0, -4) : i));
  const parent = dirname(dirs[0]!);
  const sameParent = dirs.every((d) => dirname(d) === parent);
  const names = inputs.map((i) => basename(i.endsWith("/...") ? i.slice(0, -4) : i) + (i.endsWith("/...") ? "/..." : ""));
  // Only the last path element: results are committed, and machine paths must not be.
  return sameParent ? `${basename(parent)} (${names.join(", ")})` : names.join(" ");
}

function main(): void {
  const started = performance.now();
  const options = parseOptions(process.argv.slice(2));
  if (!existsSync(bin)) usage(`${bin} is missing: build first (npx tsc -p .)`);
  const withTs = supportsTs();
  const work = mkdtempSync(join(tmpdir(), "openapi-markers-bench-"));
  try {
    let corpora: Corpus[];
    if (options.corpus !== undefined) {
      const label = corpusLabel(options.corpus);
      corpora = [{ key: `corpus ${label}`, label, inputs: options.corpus }];
    } else {
      corpora = options.sizes.map((scale) => {
        const corpus = writeSyntheticCorpus(join(work, `synthetic-${scale}`), { scale });
        return { key: "synthetic", label: `synthetic ${scale}×`, inputs: corpus.inputs, scale };
      });
    }
    const results: CorpusResult[] = [];
    for (const corpus of corpora) {
      process.stderr.write(`bench: ${corpus.label}…\n`);
      results.push(measureCorpus(corpus, options, withTs, work));
    }
    const version = measureVersion(options);
    const title = options.corpus !== undefined ? `Corpus: ${corpora[0]!.label}` : `Synthetic corpus (${options.sizes.map((s) => `${s}×`).join(", ")})`;
    const section = report(title, results, version, options, withTs, started);
    process.stdout.write(section + "\n");
    if (options.out !== undefined) {
      mkdirSync(dirname(options.out), { recursive: true });
      updateFile(options.out, corpora[0]!.key, section);
      process.stderr.write(`bench: updated ${options.out}\n`);
    }
    if (results.some((r) => r.failure !== undefined)) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
