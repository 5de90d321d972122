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
//   --without-protobuf  with --corpus: also measure a copy of the corpus's modules without
//                     their generated.pb.go files (interleaved), and compare the outputs
//   --per-package MODULE DEP...  the `go generate ./...` scenario (scripts/bench-per-package.ts):
//                     one process per tagged package of MODULE against one over MODULE/...,
//                     DEP... (module roots MODULE requires, as DIR or MODULE_PATH=DIR)
//                     served from a module cache laid out for the run
//   --label NAME      the corpus's name in the report (default: from the input paths)
//   --sizes 1,4,16    synthetic scales (1 ≈ 3 MB of Go)
//   --runs N          timed runs of the CLI (default 5), after --warmup W (default 1)
//   --phase-runs N    runs of the phase breakdown and of the parse-only floor (default 3;
//                     the CLI runs have warmed the file cache by then)
//   --out FILE        the Markdown file to update (default BENCHMARKS.md in the repository)
//   --no-write        print the report only
//   --openapi-gen WORKDIR --inputs FILE --header FILE [--oracle BIN --oracle-env FILE]
//                     the openapi-gen command run from WORKDIR on FILE's import paths, beside
//                     `generate --v2` and the real openapi-gen (scripts/bench-openapi-gen.ts)
//   --controller-gen DIR [--script FILE] [--controller-tools V] [--oracle BIN --oracle-env FILE]
//                     the `controller-gen crd` lines of DIR's update script (default
//                     hack/update-crdgen.sh), ours with an empty, a warm and no syntax cache,
//                     beside the real controller-gen (scripts/bench-controller-gen.ts; our runs
//                     follow --controller-tools, default v0.21.0)
//   --runtime         the runtime library instead (scripts/bench-runtime.ts: each strategic
//                     merge patch scenario and normalizeUnions/validateUnions at n = 1k, 10k,
//                     100k; --runs calls per size, default 5)
//
// Every timed run is a fresh process, as a user's run is. Phases are measured by
// scripts/bench-phases.ts, the floor by scripts/bench-floor.ts. It runs what is in dist/:
// build first (npx tsc -p .).

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, release, tmpdir, totalmem, type as osType } from "node:os";
import { createHash } from "node:crypto";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PhaseRun } from "./bench-phases.js";
import { memoMissEnv, readUsage, rssHook, summarize, timedRun, type Summary, type Timed } from "./bench-util.js";
import { runtimeReport } from "./bench-runtime.js";
import { writeSyntheticCorpus } from "./synthetic-corpus.js";
import { measurePerPackage, perPackageReport } from "./bench-per-package.js";
import { checkRelevance, copyWithoutProtobuf } from "./bench-trees.js";
import { measureOpenapiGen, openapiGenReport } from "./bench-openapi-gen.js";
import { controllerGenReport, measureControllerGen } from "./bench-controller-gen.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const dist = join(repo, "dist");
const bin = join(dist, "bin/openapi-markers.js");
/** Runs so far with a fresh value of memoMissEnv. */
let memoMisses = 0;

// ---- targets (from the performance issue; measured here, never asserted in tests) -------------

const targets = {
  corpusWallMs: 500,
  corpusRssMb: 150,
  floorRatio: 2,
  /** N× the input may take at most N × this much the 1× time. */
  scalingSlack: 17 / 16,
  /** A synthetic corpus of at least this many MB of Go is held to the scale targets below. */
  scaleMb: 50,
  scaleWallS: 30,
  scaleRssMb: 1000,
  versionMs: 150,
};

// ---- options -------------------------------------------------------------------------------

interface Options {
  readonly corpus: readonly string[] | undefined;
  /** Also measure a copy of the corpus without its generated.pb.go files. */
  readonly withoutProtobuf: boolean;
  /** The per-package scenario: a module and the module roots of its dependencies. */
  readonly perPackage: readonly string[] | undefined;
  readonly label: string | undefined;
  readonly sizes: readonly number[];
  readonly runs: number;
  readonly warmup: number;
  readonly phaseRuns: number;
  readonly out: string | undefined;
  readonly runtime: boolean;
  /** --openapi-gen and its companions. */
  readonly openapiGen: { workDir: string; inputs?: string; header?: string; oracle?: string; oracleEnv?: string } | undefined;
  /** --controller-gen and its companions (--oracle and --oracle-env are shared with --openapi-gen). */
  readonly controllerGen: { repoDir: string; script: string; controllerTools: string; oracle?: string; oracleEnv?: string } | undefined;
}

function parseOptions(args: readonly string[]): Options {
  let corpus: string[] | undefined;
  let perPackage: string[] | undefined;
  let withoutProtobuf = false;
  let label: string | undefined;
  let sizes = [1, 4, 16];
  let runs = 5;
  let warmup = 1;
  let phaseRuns = 3;
  let out: string | undefined = join(repo, "BENCHMARKS.md");
  let runtime = false;
  let openapiGen: Options["openapiGen"];
  let controllerGen: { repoDir: string; script: string; controllerTools: string } | undefined;
  let oracle: string | undefined;
  let oracleEnv: string | undefined;
  const og = (): NonNullable<Options["openapiGen"]> => (openapiGen ??= { workDir: "" });
  const cg = (): NonNullable<Options["controllerGen"]> => (controllerGen ??= { repoDir: "", script: "hack/update-crdgen.sh", controllerTools: "v0.21.0" });
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
    } else if (arg === "--per-package") {
      perPackage = [];
      while (args[i + 1] !== undefined && !args[i + 1]!.startsWith("--")) {
        const arg = args[++i]!;
        const named = /^([^=]+)=(.+)$/.exec(arg);
        perPackage.push(named === null ? resolve(arg) : `${named[1]}=${resolve(named[2]!)}`);
      }
      if (perPackage.length === 0) usage("--per-package needs a module directory (and its dependencies' module roots)");
    } else if (arg === "--without-protobuf") withoutProtobuf = true;
    else if (arg === "--label") label = value();
    else if (arg === "--sizes") sizes = value().split(",").map(Number);
    else if (arg === "--runs") runs = Number(value());
    else if (arg === "--warmup") warmup = Number(value());
    else if (arg === "--phase-runs") phaseRuns = Number(value());
    else if (arg === "--out") out = resolve(value());
    else if (arg === "--no-write") out = undefined;
    else if (arg === "--runtime") runtime = true;
    else if (arg === "--openapi-gen") og().workDir = resolve(value());
    else if (arg === "--inputs") og().inputs = resolve(value());
    else if (arg === "--header") og().header = resolve(value());
    else if (arg === "--oracle") oracle = resolve(value());
    else if (arg === "--oracle-env") oracleEnv = resolve(value());
    else if (arg === "--controller-gen") cg().repoDir = resolve(value());
    else if (arg === "--script") cg().script = value();
    else if (arg === "--controller-tools") cg().controllerTools = value();
    else usage(`unknown option ${arg}`);
  }
  if ((oracle === undefined) !== (oracleEnv === undefined)) usage("--oracle BIN goes with --oracle-env FILE");
  if (openapiGen !== undefined) openapiGen = { ...openapiGen, oracle, oracleEnv };
  if (controllerGen !== undefined && controllerGen.repoDir === "") usage("--script and --controller-tools go with --controller-gen DIR");
  if (!(runs >= 1) || !(warmup >= 0) || !(phaseRuns >= 1) || sizes.some((s) => !(s > 0))) usage("--runs and --phase-runs must be ≥ 1, --warmup ≥ 0, sizes > 0");
  if (withoutProtobuf && corpus === undefined) usage("--without-protobuf needs --corpus");
  if (openapiGen !== undefined && (openapiGen.workDir === "" || openapiGen.inputs === undefined || openapiGen.header === undefined)) {
    usage("--openapi-gen WORKDIR needs --inputs FILE and --header FILE");
  }
  return { corpus, withoutProtobuf, perPackage, label, sizes, runs, warmup, phaseRuns, out, runtime, openapiGen, controllerGen: controllerGen === undefined ? undefined : { ...controllerGen, oracle, oracleEnv } };
}

function usage(message: string): never {
  process.stderr.write(`bench: ${message}\nusage: npm run bench -- [--corpus DIR... [--without-protobuf] | --per-package MODULE DEP... | --openapi-gen WORKDIR --inputs FILE --header FILE [--oracle BIN --oracle-env FILE] | --controller-gen DIR [--script FILE] [--controller-tools V] [--oracle BIN --oracle-env FILE] | --sizes 1,4,16 | --runtime] [--label NAME] [--runs N] [--warmup N] [--phase-runs N] [--out FILE | --no-write]\n`);
  process.exit(2);
}

// ---- measuring -----------------------------------------------------------------------------

/** Runs `run` warmup + runs times and keeps the timed results. */
function repeat<T>(counts: { readonly warmup: number; readonly runs: number }, run: () => T): T[] {
  for (let i = 0; i < counts.warmup; i++) run();
  return Array.from({ length: counts.runs }, run);
}

function supportsTs(): boolean {
  const help = timedRun([bin, "generate", "--help"], repo);
  return /--ts\b/.test(help.stdout);
}

interface Corpus {
  readonly key: string;
  readonly label: string;
  /** Absolute input paths. */
  readonly inputs: readonly string[];
  readonly scale?: number;
  /** Run the CLI here, with inputs relative to it (so that diagnostics of two copies of a tree compare equal). */
  readonly cwd?: string;
}

interface CorpusResult {
  readonly corpus: Corpus;
  readonly failure: string | undefined;
  readonly wall: Summary;
  readonly rssMb: Summary;
  readonly phases: Record<string, Summary | undefined>;
  readonly floorWall: Summary;
  /** CPU time (user + system, all threads) of the CLI and of the floor. */
  readonly cpu: Summary;
  readonly floorCpu: Summary;
  readonly floorParse: Summary;
  readonly filesRead: number;
  readonly mbRead: number;
  readonly filesParsed: number;
  readonly mbParsed: number;
  readonly usedWorker: boolean;
  /** sha256 of the last CLI run's exit status, standard error and output files. */
  readonly digest: string;
  readonly exitStatus: number | null;
  /** The same CLI run with the syntax cache: empty (filled by the run), then filled. */
  readonly cache: CacheResult;
}

interface CacheResult {
  readonly cold: UsageSummary;
  readonly warm: UsageSummary;
  /** Whether every cold and warm run produced the bytes of the runs without the cache. */
  readonly sameBytes: boolean;
}

interface Usage {
  readonly ms: number;
  readonly rssMb: number;
  readonly cpuMs: number;
}

interface UsageSummary {
  readonly wall: Summary;
  readonly rssMb: Summary;
  readonly cpu: Summary;
}

function summarizeUsage(runs: readonly Usage[]): UsageSummary {
  return { wall: summarize(runs.map((r) => r.ms)), rssMb: summarize(runs.map((r) => r.rssMb)), cpu: summarize(runs.map((r) => r.cpuMs)) };
}

const phaseNames = ["import", "discover", "read", "parse", "model", "check", "defs", "emitV2", "emitV3", "emitTs", "write", "total"] as const;

/**
 * Measures several corpora with their runs interleaved (run 1 of each, then run 2 of
 * each, …), so that a change in the machine's load hits all of them alike and their
 * ratios stay meaningful.
 */
function measureCorpora(corpora: readonly Corpus[], options: Options, withTs: boolean, work: string): CorpusResult[] {
  const states = corpora.map((corpus) => new CorpusRuns(corpus, withTs, work));
  const interleave = <T>(counts: { readonly warmup: number; readonly runs: number }, run: (state: CorpusRuns) => T): T[][] => {
    for (let i = 0; i < counts.warmup; i++) for (const state of states) run(state);
    const results = states.map((): T[] => []);
    for (let i = 0; i < counts.runs; i++) states.forEach((state, k) => results[k]!.push(run(state)));
    return results;
  };
  const cli = interleave(options, (state) => state.cli());
  const cached = interleave({ warmup: 0, runs: options.runs }, (state) => state.cacheRuns());
  const extra = { warmup: 0, runs: options.phaseRuns };
  const phaseRuns = interleave(extra, (state) => state.phases());
  const floors = interleave(extra, (state) => state.floor());
  return states.map((state, k) => state.result(cli[k]!, cached[k]!, phaseRuns[k]!, floors[k]!));
}

/** The fresh processes of one corpus: the CLI itself, the phase breakdown and the parse-only floor. */
class CorpusRuns {
  private readonly dir: string;
  private readonly rssFile: string;
  private readonly outputs: string[];
  private failure: string | undefined;
  private lastRun: Timed | undefined;
  private lastPhases: PhaseRun | undefined;
  /** The syntax cache of the cached runs (every other run has it off). */
  private readonly cacheDir: string;
  private offDigest: string | undefined;
  private cacheDiffers = false;

  constructor(private readonly corpus: Corpus, private readonly withTs: boolean, work: string) {
    this.dir = mkdtempSync(join(work, "run-"));
    this.rssFile = join(this.dir, "rss");
    this.cacheDir = join(this.dir, "syntax-cache");
    this.outputs = ["--v2", join(this.dir, "out.v2.json"), "--v3", join(this.dir, "out.v3.json"), ...(withTs ? ["--ts", join(this.dir, "out.ts")] : [])];
  }

  /** One CLI run, with the syntax cache off unless `cache` names its directory. */
  cli(cache = "off"): Usage {
    const { corpus, rssFile } = this;
    const cwd = corpus.cwd ?? this.dir;
    const inputs = corpus.cwd === undefined ? corpus.inputs : corpus.inputs.map((i) => relative(cwd, i) || ".");
    rmSync(rssFile, { force: true });
    // With the cache on, every run is a run memo miss (the memo's own rows: --controller-gen, --openapi-gen, --per-package).
    const run = timedRun(["--import", rssHook, bin, "generate", ...inputs, ...this.outputs], cwd, { ...process.env, OPENAPI_MARKERS_BENCH_RSS: rssFile, OPENAPI_MARKERS_CACHE: cache, [memoMissEnv]: String(memoMisses++) });
    if (run.status !== 0) this.failure ??= `exit ${run.status}: ${firstErrors(run.stderr)}`;
    const digest = outputDigest(run, this.outputs.filter((_, i) => i % 2 === 1));
    if (cache === "off") {
      this.lastRun = run;
      this.offDigest ??= digest;
    } else if (digest !== this.offDigest) {
      this.cacheDiffers = true;
    }
    const { rssKb, cpuMs } = readUsage(rssFile);
    return { ms: run.ms, rssMb: rssKb / 1024, cpuMs };
  }

  /** A run that fills an empty syntax cache, then one that reads it. */
  cacheRuns(): { cold: Usage; warm: Usage } {
    rmSync(this.cacheDir, { recursive: true, force: true });
    const cold = this.cli(this.cacheDir);
    return { cold, warm: this.cli(this.cacheDir) };
  }

  phases(): PhaseRun {
    const flags = this.withTs ? ["--ts"] : [];
    const run = timedRun([join(dist, "scripts/bench-phases.js"), join(this.dir, "phases"), ...flags, ...this.corpus.inputs], this.dir);
    if (run.status !== 0) throw new Error(`bench-phases failed on ${this.corpus.label}: ${run.stderr}`);
    this.lastPhases = JSON.parse(run.stdout) as PhaseRun;
    return this.lastPhases;
  }

  floor(): { ms: number; parseMs: number; cpuMs: number } {
    const fileList = join(this.dir, "parsed-files.json");
    if (!existsSync(fileList)) writeFileSync(fileList, JSON.stringify(this.lastPhases!.parsedFiles));
    const usageFile = join(this.dir, "floor-usage");
    const run = timedRun(["--import", rssHook, join(dist, "scripts/bench-floor.js"), fileList], this.dir, { ...process.env, OPENAPI_MARKERS_BENCH_RSS: usageFile });
    if (run.status !== 0) throw new Error(`bench-floor failed on ${this.corpus.label}: ${run.stderr}`);
    return { ms: run.ms, parseMs: (JSON.parse(run.stdout) as { parseMs: number }).parseMs, cpuMs: readUsage(usageFile).cpuMs };
  }

  result(cli: readonly Usage[], cached: readonly { cold: Usage; warm: Usage }[], phaseRuns: readonly PhaseRun[], floor: readonly { ms: number; parseMs: number; cpuMs: number }[]): CorpusResult {
    const digest = outputDigest(this.lastRun!, this.outputs.filter((_, i) => i % 2 === 1));
    rmSync(this.dir, { recursive: true, force: true });
    const phases: Record<string, Summary | undefined> = {};
    for (const name of phaseNames) {
      const values = phaseRuns.map((r) => r[name]).filter((v): v is number => typeof v === "number");
      phases[name] = values.length === 0 ? undefined : summarize(values);
    }
    const last = phaseRuns[phaseRuns.length - 1]!;
    return {
      corpus: this.corpus,
      failure: this.failure,
      wall: summarize(cli.map((r) => r.ms)),
      rssMb: summarize(cli.map((r) => r.rssMb)),
      phases,
      floorWall: summarize(floor.map((r) => r.ms)),
      cpu: summarize(cli.map((r) => r.cpuMs)),
      floorCpu: summarize(floor.map((r) => r.cpuMs)),
      floorParse: summarize(floor.map((r) => r.parseMs)),
      filesRead: last.filesRead,
      mbRead: last.bytesRead / 1e6,
      filesParsed: last.filesParsed,
      mbParsed: last.charsParsed / 1e6,
      usedWorker: phaseRuns.some((r) => r.usedWorker),
      digest,
      exitStatus: this.lastRun!.status,
      cache: { cold: summarizeUsage(cached.map((c) => c.cold)), warm: summarizeUsage(cached.map((c) => c.warm)), sameBytes: !this.cacheDiffers },
    };
  }
}

/** The first error lines of a run's standard error (else its first lines): warnings would hide the cause. */
function firstErrors(stderr: string): string {
  const lines = stderr.split("\n").filter((l) => l !== "");
  const errors = lines.filter((l) => / error /.test(l));
  return (errors.length > 0 ? errors : lines).slice(0, 3).join(" | ");
}

/** What a run produced, as one hash: exit status, standard error and every output file (missing ones too). */
function outputDigest(run: Timed, files: readonly string[]): string {
  const hash = createHash("sha256").update(`${run.status}\n${run.stderr}\n`);
  for (const file of files) hash.update(`${basename(file)}\n`).update(existsSync(file) ? readFileSync(file) : "(missing)\n");
  return hash.digest("hex");
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

/** Peak RSS of a Node process that loads nothing, subtracted before dividing by input size. */
const baseRssMb = 45;

const ms = (v: number): string => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);
const range = (s: Summary): string => `${ms(s.min)} – ${ms(s.max)}`;
const check = (ok: boolean): string => (ok ? "✅ met" : "❌ not met");

interface ReportExtras {
  /** Paragraphs after the phase table. */
  readonly lines: readonly string[];
  /** Rows of the target table. */
  readonly rows: readonly string[];
}

function report(title: string, results: readonly CorpusResult[], version: Summary, options: Options, withTs: boolean, started: number, extras: ReportExtras = { lines: [], rows: [] }): string {
  const lines: string[] = [];
  const command = `generate --v2 --v3${withTs ? " --ts" : ""}`;
  lines.push(`## ${title}`, "");
  lines.push(`Measured ${new Date(Date.now() - (performance.now() - started)).toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}.`);
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : word.endsWith("s") ? "es" : "s"}`;
  lines.push(`\`openapi-markers ${command}\`: wall time and peak RSS are the median (and min – max) of ${plural(options.runs, "fresh process")} after ${plural(options.warmup, "warm-up run")}; phases and the parse-only floor are medians of ${plural(options.phaseRuns, "run")}. The benchmark took ${((performance.now() - started) / 1000).toFixed(0)} s.`, "");
  lines.push("| corpus | Go read | parsed | wall median | wall min – max | peak RSS | MB/s | parse-only floor | wall / floor | CPU | floor CPU | CPU / floor CPU |");
  lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    const name = r.failure === undefined ? r.corpus.label : `${r.corpus.label} (FAILED: ${r.failure})`;
    lines.push(`| ${name} | ${r.filesRead} files, ${r.mbRead.toFixed(2)} MB | ${r.filesParsed} files, ${r.mbParsed.toFixed(2)} MB | **${ms(r.wall.median)}** | ${range(r.wall)} | ${r.rssMb.median.toFixed(0)} MB (max ${r.rssMb.max.toFixed(0)}) | ${(r.mbRead / (r.wall.median / 1000)).toFixed(1)} | ${ms(r.floorWall.median)} (parse ${ms(r.floorParse.median)}) | ${(r.wall.median / r.floorWall.median).toFixed(2)}× | ${ms(r.cpu.median)} | ${ms(r.floorCpu.median)} | ${(r.cpu.median / r.floorCpu.median).toFixed(2)}× |`);
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
  cacheTable(results, lines);
  lines.push(`Start-up: \`openapi-markers --version\` ${ms(version.median)} (${range(version)}).`, "");
  lines.push(...extras.lines);
  const rows: string[] = [...extras.rows];
  const one = results.find((r) => r.corpus.scale === 1);
  const largest = results.reduce<CorpusResult | undefined>((best, r) => (r.corpus.scale !== undefined && r.corpus.scale > (best?.corpus.scale ?? 1) ? r : best), undefined);
  if (one !== undefined && largest !== undefined) {
    const scale = largest.corpus.scale!;
    const ratio = largest.wall.median / one.wall.median;
    const rssPerMb = (r: CorpusResult): number => (r.rssMb.median - baseRssMb) / r.mbRead;
    lines.push(`Scaling: ${scale}× / 1× wall = ${ratio.toFixed(2)} (${scale}× the input; linear is ≤ ${(scale * targets.scalingSlack).toFixed(1)}); peak RSS above Node's own ${baseRssMb} MB per MB of Go read: ${results.filter((r) => r.corpus.scale !== undefined).map((r) => `${r.corpus.scale}× ${rssPerMb(r).toFixed(1)}`).join(", ")}.`, "");
    rows.push(`| ${scale}× corpus ≤ ${(scale * targets.scalingSlack).toFixed(1)}× the 1× time | ${ratio.toFixed(2)}× | ${check(ratio <= scale * targets.scalingSlack)} |`);
  }
  for (const r of results) {
    if (r.corpus.scale === undefined || r.mbRead < targets.scaleMb) continue;
    rows.push(`| ${r.corpus.label} (${r.mbRead.toFixed(0)} MB of Go): wall < ${targets.scaleWallS} s | ${ms(r.wall.median)} | ${check(r.wall.median < targets.scaleWallS * 1000)} |`);
    rows.push(`| ${r.corpus.label} (${r.mbRead.toFixed(0)} MB of Go): peak RSS < ${targets.scaleRssMb} MB | ${r.rssMb.median.toFixed(0)} MB | ${check(r.rssMb.median < targets.scaleRssMb)} |`);
  }
  for (const r of results) {
    if (r.corpus.scale === undefined && r === results[0]) {
      rows.push(`| ${r.corpus.label}: wall median ≤ ${targets.corpusWallMs} ms | ${ms(r.wall.median)} | ${check(r.wall.median <= targets.corpusWallMs)} |`);
      rows.push(`| ${r.corpus.label}: peak RSS ≤ ${targets.corpusRssMb} MB | ${r.rssMb.median.toFixed(0)} MB | ${check(r.rssMb.median <= targets.corpusRssMb)} |`);
    }
    const ratio = r.wall.median / r.floorWall.median;
    const cpuRatio = r.cpu.median / r.floorCpu.median;
    rows.push(`| ${r.corpus.label}: total ≤ ${targets.floorRatio}× parse-only floor | wall ${ratio.toFixed(2)}×, CPU ${cpuRatio.toFixed(2)}× | ${check(ratio <= targets.floorRatio)} |`);
  }
  rows.push(`| \`--version\` ≤ ${targets.versionMs} ms | ${ms(version.median)} | ${check(version.median <= targets.versionMs)} |`);
  lines.push("| target | measured | |", "|---|---|---|", ...rows, "");
  return lines.join("\n");
}

/** The CLI runs with the syntax cache (cold: empty, filled by the run; warm: the run after), against the runs without. */
function cacheTable(results: readonly CorpusResult[], lines: string[]): void {
  lines.push("Syntax cache (src/load/syntax-cache.ts): the same CLI runs, interleaved with those above, with an empty cache that the run fills (cold) and with the cache that run left (warm); medians:", "");
  lines.push("| corpus | off wall | cold wall | warm wall | warm / off wall | off CPU | warm CPU | off peak RSS | warm peak RSS | same bytes |", "|---|---|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    const { cold, warm } = r.cache;
    lines.push(`| ${r.corpus.label} | ${ms(r.wall.median)} | ${ms(cold.wall.median)} | **${ms(warm.wall.median)}** | ${(warm.wall.median / r.wall.median).toFixed(2)}× | ${ms(r.cpu.median)} | ${ms(warm.cpu.median)} | ${r.rssMb.median.toFixed(0)} MB | ${warm.rssMb.median.toFixed(0)} MB | ${r.cache.sameBytes ? "yes" : "DIFFER"} |`);
  }
  lines.push("");
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
  // Every run measures parsing, without the user's syntax cache; the runs that measure the cache set their own.
  process.env.OPENAPI_MARKERS_CACHE = "off";
  const options = parseOptions(process.argv.slice(2));
  if (options.runtime) {
    void runtimeReport(options.runs, machine).then((section) => publish(options, "runtime", section));
    return;
  }
  if (!existsSync(bin)) usage(`${bin} is missing: build first (npx tsc -p .)`);
  const withTs = supportsTs();
  const work = mkdtempSync(join(tmpdir(), "openapi-markers-bench-"));
  try {
    if (options.perPackage !== undefined) return perPackageMain(options, options.perPackage, withTs, work, started);
    if (options.openapiGen !== undefined) return openapiGenMain(options, options.openapiGen, work, started);
    if (options.controllerGen !== undefined) return controllerGenMain(options, options.controllerGen, work, started);
    let corpora: Corpus[];
    const extras = { lines: [] as string[], rows: [] as string[] };
    if (options.corpus !== undefined) {
      const label = options.label ?? corpusLabel(options.corpus);
      corpora = [{ key: `corpus ${label}`, label, inputs: options.corpus }];
      if (options.withoutProtobuf) corpora = withoutProtobufCorpora(corpora[0]!, work);
      relevanceNote(options.corpus, extras);
    } else {
      corpora = options.sizes.map((scale) => {
        const corpus = writeSyntheticCorpus(join(work, `synthetic-${scale}`), { scale });
        return { key: "synthetic", label: `synthetic ${scale}×`, inputs: corpus.inputs, scale };
      });
    }
    process.stderr.write(`bench: ${corpora.map((c) => c.label).join(", ")}…\n`);
    const results = measureCorpora(corpora, options, withTs, work);
    if (options.withoutProtobuf) protobufNote(results, extras);
    const version = measureVersion(options);
    const title = options.corpus !== undefined ? `Corpus: ${corpora[0]!.label}` : `Synthetic corpus (${options.sizes.map((s) => `${s}×`).join(", ")})`;
    const section = report(title, results, version, options, withTs, started, extras);
    publish(options, corpora[0]!.key, section);
    if (results.some((r) => r.failure !== undefined || !r.cache.sameBytes)) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function publish(options: Options, key: string, section: string): void {
  process.stdout.write(section + "\n");
  if (options.out === undefined) return;
  mkdirSync(dirname(options.out), { recursive: true });
  updateFile(options.out, key, section);
  process.stderr.write(`bench: updated ${options.out}\n`);
}

/** The corpus, run where its modules meet, and a copy of its modules without generated.pb.go. */
function withoutProtobufCorpora(corpus: Corpus, work: string): Corpus[] {
  const copy = copyWithoutProtobuf(corpus.inputs, join(work, "without-protobuf"));
  process.stderr.write(`bench: copied the modules without ${copy.removedFiles} generated.pb.go files (${(copy.removedBytes / 1e6).toFixed(1)} MB)\n`);
  return [
    { ...corpus, cwd: copy.originalCwd },
    { key: corpus.key, label: `${corpus.label} without generated.pb.go (${copy.removedFiles} file${copy.removedFiles === 1 ? "" : "s"}, ${(copy.removedBytes / 1e6).toFixed(1)} MB removed)`, inputs: copy.inputs, cwd: copy.copyCwd },
  ];
}

function protobufNote(results: readonly CorpusResult[], extras: { lines: string[]; rows: string[] }): void {
  const [withPb, withoutPb] = results;
  if (withPb === undefined || withoutPb === undefined) return;
  const wall = withPb.wall.median / withoutPb.wall.median;
  const rss = withPb.rssMb.median / withoutPb.rssMb.median;
  const same = withPb.digest === withoutPb.digest;
  extras.lines.push(`With / without generated.pb.go (same run, interleaved): wall ${wall.toFixed(3)}×, peak RSS ${rss.toFixed(3)}×; outputs ${same ? "byte-identical" : "DIFFER"} (exit status ${withPb.exitStatus}, standard error and every output file compared).`, "");
  extras.rows.push(`| with generated.pb.go ≤ 1.10× the tree without them (wall) | ${wall.toFixed(3)}× | ${check(wall <= 1.1)} |`);
  extras.rows.push(`| same bytes out with and without generated.pb.go | ${same ? "identical" : "different"} | ${check(same)} |`);
}

/** Verifies the relevance scan on every Go file of the corpus's modules. */
function relevanceNote(inputs: readonly string[], extras: { lines: string[]; rows: string[] }): void {
  const checked = checkRelevance(process.execPath, dist, inputs);
  if (typeof checked === "string") {
    extras.rows.push(`| relevance scan: no skipped file declares what the pipeline reads | ${checked} | ${check(false)} |`);
    return;
  }
  extras.lines.push(`Relevance scan (src/load/relevance.ts), checked on every Go file of the corpus's modules: ${checked.files} files (${(checked.bytes / 1e6).toFixed(1)} MB), ${checked.skipped} skipped unparsed (${(checked.bytesSkipped / 1e6).toFixed(1)} MB); each skipped file was parsed by scripts/bench-relevance.ts and ${checked.violations.length === 0 ? "none declares" : `${checked.violations.length} declare`} a type, a non-blank constant or an OpenAPI*/UnmarshalJSON method.`, "");
  extras.rows.push(`| relevance scan: no skipped file declares what the pipeline reads | ${checked.violations.length} of ${checked.skipped} | ${check(checked.violations.length === 0)} |`);
}

function openapiGenMain(options: Options, og: NonNullable<Options["openapiGen"]>, work: string, started: number): void {
  const label = options.label ?? basename(og.workDir);
  process.stderr.write(`bench: the openapi-gen command in ${label}…\n`);
  const oracle = og.oracle === undefined ? undefined : { bin: og.oracle, envFile: og.oracleEnv! };
  const result = measureOpenapiGen({ workDir: og.workDir, inputsFile: og.inputs!, header: og.header!, oracle, runs: options.runs, warmup: options.warmup, bin, work });
  const section = [
    `## The openapi-gen command: ${label}`, "",
    `Measured ${new Date(Date.now() - (performance.now() - started)).toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}. The benchmark took ${((performance.now() - started) / 1000).toFixed(0)} s.`, "",
    openapiGenReport(result, options.runs),
  ].join("\n");
  publish(options, `openapi-gen ${label}`, section);
  if (result.commands.some((c) => c.failure !== undefined) || result.identical === false) process.exitCode = 1;
}

function controllerGenMain(options: Options, cg: NonNullable<Options["controllerGen"]>, work: string, started: number): void {
  const label = options.label ?? basename(cg.repoDir);
  process.stderr.write(`bench: the controller-gen lines of ${label}'s ${cg.script}…\n`);
  const oracle = cg.oracle === undefined ? undefined : { bin: cg.oracle, envFile: cg.oracleEnv! };
  const result = measureControllerGen({ repoDir: cg.repoDir, script: cg.script, oracle, controllerTools: cg.controllerTools, runs: options.runs, warmup: Math.max(1, options.warmup), bin, work });
  const section = [
    `## controller-gen crd: ${label}'s ${cg.script}`, "",
    `Measured ${new Date(Date.now() - (performance.now() - started)).toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}. The benchmark took ${((performance.now() - started) / 1000).toFixed(0)} s.`, "",
    controllerGenReport(result, options.runs),
  ].join("\n");
  publish(options, `controller-gen ${label}`, section);
  if (result.shapes.some((s) => s.failure !== undefined) || result.identical === false) process.exitCode = 1;
}

function perPackageMain(options: Options, args: readonly string[], withTs: boolean, work: string, started: number): void {
  const [module, ...dependencies] = args;
  const label = options.label ?? basename(module!);
  process.stderr.write(`bench: per-package runs of ${label}…\n`);
  const result = measurePerPackage({ module: module!, dependencies, runs: Math.min(options.runs, 3), warmup: options.warmup, withTs, bin, dist, work });
  const section = [
    `## Per-package runs: ${label}`, "",
    `Measured ${new Date(Date.now() - (performance.now() - started)).toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}. The benchmark took ${((performance.now() - started) / 1000).toFixed(0)} s.`, "",
    perPackageReport(result, `generate --v2 --v3${withTs ? " --ts" : ""}`, Math.min(options.runs, 3)),
  ].join("\n");
  publish(options, `per-package ${label}`, section);
  if (result.failures.length > 0 || !result.sameBytes) process.exitCode = 1;
}

main();
