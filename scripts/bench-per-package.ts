// The per-package scenario of `npm run bench -- --per-package MODULE DEP...`: what
// `go generate ./...` costs when every tagged package of MODULE carries a
// `//go:generate openapi-markers generate . …` line. One process per package, each naming
// only its package, the dependencies (DEP..., module roots that MODULE's go.mod requires)
// resolved from a module cache laid out for the run, against one process over MODULE/...
// with the same cache. Also measured: the floors of each shape (Node's own start-up; the
// parse-only floor of the files each run parsed, one process per package) and where one
// package's run spends its time. Each shape runs three ways: without the syntax cache
// (src/load/syntax-cache.ts), with an empty one that the runs fill as they go (cold: the
// first `go generate ./...`), with the cache they left, each run a run memo miss (warm: as
// after touching an input file) and with nothing changed since the cold runs (hit: the
// memo replays each run, `go generate ./...` run again).

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { PhaseRun } from "./bench-phases.js";
import { layoutModuleCache, taggedPackages } from "./bench-trees.js";
import { memoMissEnv, readUsage, rssHook, summarize, timedRun, type Summary } from "./bench-util.js";

export interface PerPackageOptions {
  readonly module: string;
  readonly dependencies: readonly string[];
  readonly runs: number;
  readonly warmup: number;
  readonly withTs: boolean;
  readonly bin: string;
  readonly dist: string;
  readonly work: string;
}

export type CacheMode = "off" | "cold" | "warm" | "hit";
export const cacheModes: readonly CacheMode[] = ["off", "cold", "warm", "hit"];

/** Wall and CPU time (user + system) of one shape run one way. */
export interface ShapeResult {
  readonly wall: Summary;
  readonly cpu: Summary;
}

export interface PerPackageResult {
  readonly packages: number;
  readonly modules: readonly string[];
  readonly failures: readonly string[];
  /** One process over MODULE/..., by syntax cache mode. */
  readonly whole: Readonly<Record<CacheMode, ShapeResult>>;
  /** The sum over one process per package, by syntax cache mode. */
  readonly perPackage: Readonly<Record<CacheMode, ShapeResult>>;
  /** Wall of one package's process, by syntax cache mode. */
  readonly perProcess: Readonly<Record<CacheMode, Summary>>;
  /** Whether every run with the cache wrote the bytes of the run without it. */
  readonly sameBytes: boolean;
  /** `node -e 0`, times the number of packages. */
  readonly nodeStart: Summary;
  readonly wholeFloor: number;
  readonly perPackageFloor: number;
  /** Phases of the run over the largest package (median ms), without and with a warm cache. */
  readonly phases: { readonly label: string; readonly values: Record<string, number>; readonly warm: Record<string, number> };
  readonly filesParsedPerRun: number;
}

export function measurePerPackage(o: PerPackageOptions): PerPackageResult {
  const cache = layoutModuleCache(o.module, o.dependencies, join(o.work, "gomodcache"));
  const syntaxCache = join(o.work, "syntax-cache");
  let missCount = 0;
  const envFor = (mode: CacheMode): NodeJS.ProcessEnv => ({ ...process.env, GOMODCACHE: cache.dir, OPENAPI_MARKERS_CACHE: mode === "off" ? "off" : syntaxCache, ...(mode === "warm" ? { [memoMissEnv]: String(missCount++) } : {}) });
  const packages = taggedPackages(o.module);
  const out = join(o.work, "per-package-out");
  mkdirSync(out, { recursive: true });
  const outputs = (name: string): string[] => ["--v2", join(out, `${name}.v2.json`), "--v3", join(out, `${name}.v3.json`), ...(o.withTs ? ["--ts", join(out, `${name}.ts`)] : [])];
  const failures: string[] = [];
  const usageFile = join(o.work, "usage");
  let cpuMs = 0;
  const offOutputs = new Map<string, string>();
  let sameBytes = true;
  const run = (args: readonly string[], cwd: string, what: string, mode: CacheMode): number => {
    const result = timedRun(["--import", rssHook, o.bin, "generate", ...args], cwd, { ...envFor(mode), OPENAPI_MARKERS_BENCH_RSS: usageFile });
    if (result.status !== 0 && failures.length < 5) failures.push(`${what}: exit ${result.status}: ${result.stderr.split("\n").filter((l) => / error /.test(l)).slice(0, 3).join(" | ")}`);
    cpuMs = readUsage(usageFile).cpuMs;
    const digest = outputDigest(result.status, result.stderr, args.filter((_, i) => i > 1 && i % 2 === 0));
    if (mode === "off") offOutputs.set(what, digest);
    else if (offOutputs.get(what) !== digest) sameBytes = false;
    return result.ms;
  };
  const modes = (): Record<CacheMode, number[]> => ({ off: [], cold: [], warm: [], hit: [] });
  const perProcess = modes();
  const walls = { whole: modes(), perPackage: modes() };
  const cpus = { whole: modes(), perPackage: modes() };
  const wholeRun = (mode: CacheMode): void => {
    walls.whole[mode].push(run(["./...", ...outputs("whole")], o.module, "MODULE/...", mode));
    cpus.whole[mode].push(cpuMs);
  };
  const setRun = (mode: CacheMode): void => {
    let wall = 0;
    let cpu = 0;
    for (const dir of packages) {
      const ms = run([".", ...outputs(relative(o.module, dir).replaceAll("/", "_"))], dir, relative(o.module, dir), mode);
      perProcess[mode].push(ms);
      wall += ms;
      cpu += cpuMs;
    }
    walls.perPackage[mode].push(wall);
    cpus.perPackage[mode].push(cpu);
  };
  const emptyCache = (): void => rmSync(syntaxCache, { recursive: true, force: true });
  for (let i = 0; i < o.warmup; i++) run(["./...", ...outputs("whole")], o.module, "MODULE/...", "off");
  for (let i = 0; i < o.runs; i++) {
    wholeRun("off");
    setRun("off");
    emptyCache();
    wholeRun("cold");
    wholeRun("warm");
    wholeRun("hit");
    emptyCache();
    setRun("cold");
    setRun("warm");
    setRun("hit");
  }
  const shape = (w: Record<CacheMode, number[]>, c: Record<CacheMode, number[]>): Record<CacheMode, ShapeResult> => ({
    off: { wall: summarize(w.off), cpu: summarize(c.off) },
    cold: { wall: summarize(w.cold), cpu: summarize(c.cold) },
    warm: { wall: summarize(w.warm), cpu: summarize(c.warm) },
    hit: { wall: summarize(w.hit), cpu: summarize(c.hit) },
  });
  const nodeStart = Array.from({ length: Math.max(3, o.runs) }, () => timedRun(["-e", "0"], o.work).ms * packages.length);
  const phaseRun = (inputs: readonly string[], cwd: string, mode: CacheMode = "off"): PhaseRun => {
    const result = timedRun([join(o.dist, "scripts/bench-phases.js"), join(o.work, "phases"), ...(o.withTs ? ["--ts"] : []), ...inputs], cwd, envFor(mode));
    if (result.status !== 0) throw new Error(`bench-phases failed: ${result.stderr}`);
    return JSON.parse(result.stdout) as PhaseRun;
  };
  const floorOf = (files: readonly string[]): number => {
    const list = join(o.work, "floor-files.json");
    writeFileSync(list, JSON.stringify(files));
    const result = timedRun([join(o.dist, "scripts/bench-floor.js"), list], o.work);
    if (result.status !== 0) throw new Error(`bench-floor failed: ${result.stderr}`);
    return result.ms;
  };
  const wholePhases = phaseRun([`${o.module}/...`], o.module);
  const perPackagePhases = packages.map((dir) => phaseRun([dir], dir));
  const wholeFloor = floorOf(wholePhases.parsedFiles);
  const perPackageFloor = perPackagePhases.reduce((sum, p) => sum + floorOf(p.parsedFiles), 0);
  let largest = 0;
  perPackagePhases.forEach((p, k) => { if (p.charsParsed > perPackagePhases[largest]!.charsParsed) largest = k; });
  const repeated = [perPackagePhases[largest]!, ...Array.from({ length: 2 }, () => phaseRun([packages[largest]!], packages[largest]!))];
  // The cache is warm for the largest package: the warm per-package runs left it so.
  const repeatedWarm = Array.from({ length: 3 }, () => phaseRun([packages[largest]!], packages[largest]!, "warm"));
  const medians = (runs: readonly PhaseRun[]): Record<string, number> => {
    const values: Record<string, number> = {};
    for (const name of ["import", "discover", "read", "parse", "model", "check", "defs", "emitV2", "emitV3", "emitTs", "write", "total"] as const) {
      values[name] = summarize(runs.map((r) => r[name] ?? 0)).median;
    }
    return values;
  };
  return {
    packages: packages.length,
    modules: cache.modules,
    failures,
    whole: shape(walls.whole, cpus.whole),
    perPackage: shape(walls.perPackage, cpus.perPackage),
    perProcess: { off: summarize(perProcess.off), cold: summarize(perProcess.cold), warm: summarize(perProcess.warm), hit: summarize(perProcess.hit) },
    sameBytes,
    nodeStart: summarize(nodeStart),
    wholeFloor,
    perPackageFloor,
    phases: { label: relative(o.module, packages[largest]!), values: medians(repeated), warm: medians(repeatedWarm) },
    filesParsedPerRun: summarize(perPackagePhases.map((p) => p.filesParsed)).median,
  };
}

const ms = (v: number): string => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);
const check = (ok: boolean): string => (ok ? "✅ met" : "❌ not met");

export function perPackageReport(r: PerPackageResult, command: string, runs: number): string {
  const lines: string[] = [];
  lines.push(`\`openapi-markers ${command}\` once per tagged package (${r.packages} processes, each naming only its package: \`generate .\` in the package directory) against one process over \`MODULE/...\`; dependencies from a module cache laid out for the run (${r.modules.join(", ")}). Each shape without the syntax cache (off), with an empty one that its runs fill as they go (cold: the first \`go generate ./...\`), with the cache they left but every run a run memo miss (warm: as after touching an input file) and with nothing changed since the cold runs (hit: every run replayed by the run memo, \`go generate ./...\` run again). Medians of ${runs} interleaved runs of each.`, "");
  if (r.failures.length > 0) lines.push(`FAILED runs: ${r.failures.join("; ")}`, "");
  if (!r.sameBytes) lines.push("Outputs with the syntax cache DIFFER from those without it.", "");
  lines.push("| shape | syntax cache | wall median | min – max | CPU median | parse-only floor | wall / floor |", "|---|---|---|---|---|---|---|");
  const floors = { whole: r.wholeFloor, perPackage: r.perPackageFloor };
  for (const [key, name] of [["whole", "one process over MODULE/..."], ["perPackage", `one process per package (sum of ${r.packages})`]] as const) {
    for (const mode of cacheModes) {
      const s = r[key][mode];
      lines.push(`| ${name} | ${mode} | **${ms(s.wall.median)}** | ${ms(s.wall.min)} – ${ms(s.wall.max)} | ${ms(s.cpu.median)} | ${ms(floors[key])} | ${(s.wall.median / floors[key]).toFixed(2)}× |`);
    }
  }
  lines.push("");
  lines.push(`One package's process: median ${cacheModes.map((m) => `${ms(r.perProcess[m].median)} ${m}`).join(", ")} (off ${ms(r.perProcess.off.min)} – ${ms(r.perProcess.off.max)}, warm ${ms(r.perProcess.warm.min)} – ${ms(r.perProcess.warm.max)}), ${r.filesParsedPerRun} files parsed (median). Node's own start-up (\`node -e 0\`) × ${r.packages} = ${ms(r.nodeStart.median)}.`, "");
  const names = Object.keys(r.phases.values);
  lines.push(`Phases of the run over the largest package (${r.phases.label}; median ms), without the cache and with it warm:`, "");
  lines.push(`| cache | ${names.join(" | ")} |`, `|---|${names.map(() => "---:").join("|")}|`);
  lines.push(`| off | ${names.map((n) => r.phases.values[n]!.toFixed(0)).join(" | ")} |`, `| warm | ${names.map((n) => r.phases.warm[n]!.toFixed(0)).join(" | ")} |`, "");
  const ratio = (mode: CacheMode): string => `wall ${(r.perPackage[mode].wall.median / r.whole.off.wall.median).toFixed(2)}×, CPU ${(r.perPackage[mode].cpu.median / r.whole.off.cpu.median).toFixed(2)}×`;
  const warmRatio = r.perPackage.warm.wall.median / r.whole.off.wall.median;
  lines.push("| target | measured | |", "|---|---|---|");
  lines.push(`| per-package runs ≤ 2× one whole-tree run (cache off) | ${ratio("off")} | ${check(r.perPackage.off.wall.median / r.whole.off.wall.median <= 2)} |`);
  lines.push(`| per-package runs, warm cache, ≤ 2× one whole-tree run without it | ${ratio("warm")} | ${check(warmRatio <= 2)} |`);
  lines.push(`| per-package runs ≤ 2× their parse-only floor (cache off) | ${(r.perPackage.off.wall.median / r.perPackageFloor).toFixed(2)}× | ${check(r.perPackage.off.wall.median / r.perPackageFloor <= 2)} |`);
  // Issue 30's: one package's process against Node's own start, and the shapes both warm.
  const nodeOnce = r.nodeStart.median / r.packages;
  for (const mode of ["warm", "hit"] as const) {
    const what = mode === "hit" ? "memo hit" : "memo miss";
    const perProcessRatio = r.perProcess[mode].median / nodeOnce;
    const warmWarm = r.perPackage[mode].wall.median / r.whole[mode].wall.median;
    lines.push(`| one package's process, warm cache, ${what}, ≤ 2× \`node -e 0\` (wall) | ${ms(r.perProcess[mode].median)} against ${ms(nodeOnce)}: ${perProcessRatio.toFixed(2)}× | ${check(perProcessRatio <= 2)} |`);
    lines.push(`| per-package runs ≤ 3× one whole-tree run, both with a warm cache, ${what} (wall) | ${warmWarm.toFixed(2)}× (CPU ${(r.perPackage[mode].cpu.median / r.whole[mode].cpu.median).toFixed(2)}×) | ${check(warmWarm <= 3)} |`);
  }
  lines.push(`| same bytes with and without the syntax cache | ${r.sameBytes ? "identical" : "different"} | ${check(r.sameBytes)} |`, "");
  return lines.join("\n");
}

/** What a run produced: exit status, standard error and its output files. */
function outputDigest(status: number | null, stderr: string, files: readonly string[]): string {
  const hash = createHash("sha256").update(`${status}\n${stderr}\n`);
  for (const file of files) hash.update(`${file}\n`).update(existsSync(file) ? readFileSync(file) : "(missing)\n");
  return hash.digest("hex");
}
