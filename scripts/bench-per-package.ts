// The per-package scenario of `npm run bench -- --per-package MODULE DEP...`: what
// `go generate ./...` costs when every tagged package of MODULE carries a
// `//go:generate openapi-markers generate . …` line. One process per package, each naming
// only its package, the dependencies (DEP..., module roots that MODULE's go.mod requires)
// resolved from a module cache laid out for the run, against one process over MODULE/...
// with the same cache. Also measured: the floors of each shape (Node's own start-up; the
// parse-only floor of the files each run parsed, one process per package) and where one
// package's run spends its time.

import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { PhaseRun } from "./bench-phases.js";
import { layoutModuleCache, taggedPackages } from "./bench-trees.js";
import { readUsage, rssHook, summarize, timedRun, type Summary } from "./bench-util.js";

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

export interface PerPackageResult {
  readonly packages: number;
  readonly modules: readonly string[];
  readonly failures: readonly string[];
  /** One process over MODULE/... */
  readonly whole: Summary;
  /** The sum over one process per package. */
  readonly perPackage: Summary;
  /** CPU time (user + system) of the whole-tree process, and summed over the per-package processes. */
  readonly wholeCpu: Summary;
  readonly perPackageCpu: Summary;
  /** Median wall of one package's process. */
  readonly perProcess: Summary;
  /** `node -e 0`, times the number of packages. */
  readonly nodeStart: Summary;
  readonly wholeFloor: number;
  readonly perPackageFloor: number;
  /** Phases of the run over the largest package (median ms). */
  readonly phases: { readonly label: string; readonly values: Record<string, number> };
  readonly filesParsedPerRun: number;
}

export function measurePerPackage(o: PerPackageOptions): PerPackageResult {
  const cache = layoutModuleCache(o.module, o.dependencies, join(o.work, "gomodcache"));
  const env = { ...process.env, GOMODCACHE: cache.dir };
  const packages = taggedPackages(o.module);
  const out = join(o.work, "per-package-out");
  mkdirSync(out, { recursive: true });
  const outputs = (name: string): string[] => ["--v2", join(out, `${name}.v2.json`), "--v3", join(out, `${name}.v3.json`), ...(o.withTs ? ["--ts", join(out, `${name}.ts`)] : [])];
  const failures: string[] = [];
  const usageFile = join(o.work, "usage");
  let cpuMs = 0;
  const run = (args: readonly string[], cwd: string, what: string): number => {
    const result = timedRun(["--import", rssHook, o.bin, "generate", ...args], cwd, { ...env, OPENAPI_MARKERS_BENCH_RSS: usageFile });
    if (result.status !== 0 && failures.length < 5) failures.push(`${what}: exit ${result.status}: ${result.stderr.split("\n").filter((l) => / error /.test(l)).slice(0, 3).join(" | ")}`);
    cpuMs = readUsage(usageFile).cpuMs;
    return result.ms;
  };
  const wholeRun = (): number => run(["./...", ...outputs("whole")], o.module, "MODULE/...");
  const perProcess: number[] = [];
  let setCpu = 0;
  const setRun = (): number => packages.reduce((sum, dir) => {
    const ms = run([".", ...outputs(relative(o.module, dir).replaceAll("/", "_"))], dir, relative(o.module, dir));
    perProcess.push(ms);
    setCpu += cpuMs;
    return sum + ms;
  }, 0);
  for (let i = 0; i < o.warmup; i++) wholeRun();
  const whole: number[] = [];
  const sets: number[] = [];
  const wholeCpu: number[] = [];
  const setsCpu: number[] = [];
  for (let i = 0; i < o.runs; i++) {
    whole.push(wholeRun());
    wholeCpu.push(cpuMs);
    setCpu = 0;
    sets.push(setRun());
    setsCpu.push(setCpu);
  }
  const nodeStart = Array.from({ length: Math.max(3, o.runs) }, () => timedRun(["-e", "0"], o.work).ms * packages.length);
  const phaseRun = (inputs: readonly string[], cwd: string): PhaseRun => {
    const result = timedRun([join(o.dist, "scripts/bench-phases.js"), join(o.work, "phases"), ...(o.withTs ? ["--ts"] : []), ...inputs], cwd, env);
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
  const values: Record<string, number> = {};
  for (const name of ["import", "discover", "read", "parse", "model", "check", "defs", "emitV2", "emitV3", "emitTs", "write", "total"] as const) {
    values[name] = summarize(repeated.map((r) => r[name] ?? 0)).median;
  }
  return {
    packages: packages.length,
    modules: cache.modules,
    failures,
    whole: summarize(whole),
    perPackage: summarize(sets),
    wholeCpu: summarize(wholeCpu),
    perPackageCpu: summarize(setsCpu),
    perProcess: summarize(perProcess),
    nodeStart: summarize(nodeStart),
    wholeFloor,
    perPackageFloor,
    phases: { label: relative(o.module, packages[largest]!), values },
    filesParsedPerRun: summarize(perPackagePhases.map((p) => p.filesParsed)).median,
  };
}

const ms = (v: number): string => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);
const check = (ok: boolean): string => (ok ? "✅ met" : "❌ not met");

export function perPackageReport(r: PerPackageResult, command: string, runs: number): string {
  const lines: string[] = [];
  lines.push(`\`openapi-markers ${command}\` once per tagged package (${r.packages} processes, each naming only its package: \`generate .\` in the package directory) against one process over \`MODULE/...\`; dependencies from a module cache laid out for the run (${r.modules.join(", ")}). Medians of ${runs} interleaved runs of each shape.`, "");
  if (r.failures.length > 0) lines.push(`FAILED runs: ${r.failures.join("; ")}`, "");
  const ratio = r.perPackage.median / r.whole.median;
  lines.push("| shape | wall median | min – max | CPU median | parse-only floor | wall / floor |", "|---|---|---|---|---|---|");
  lines.push(`| one process over MODULE/... | **${ms(r.whole.median)}** | ${ms(r.whole.min)} – ${ms(r.whole.max)} | ${ms(r.wholeCpu.median)} | ${ms(r.wholeFloor)} | ${(r.whole.median / r.wholeFloor).toFixed(2)}× |`);
  lines.push(`| one process per package (sum of ${r.packages}) | **${ms(r.perPackage.median)}** | ${ms(r.perPackage.min)} – ${ms(r.perPackage.max)} | ${ms(r.perPackageCpu.median)} | ${ms(r.perPackageFloor)} | ${(r.perPackage.median / r.perPackageFloor).toFixed(2)}× |`);
  lines.push("");
  lines.push(`One package's process: median ${ms(r.perProcess.median)} (${ms(r.perProcess.min)} – ${ms(r.perProcess.max)}), ${r.filesParsedPerRun} files parsed (median). Node's own start-up (\`node -e 0\`) × ${r.packages} = ${ms(r.nodeStart.median)}.`, "");
  const names = Object.keys(r.phases.values);
  lines.push(`Phases of the run over the largest package (${r.phases.label}; median ms):`, "");
  lines.push(`| ${names.join(" | ")} |`, `|${names.map(() => "---:").join("|")}|`, `| ${names.map((n) => r.phases.values[n]!.toFixed(0)).join(" | ")} |`, "");
  lines.push("| target | measured | |", "|---|---|---|");
  lines.push(`| per-package runs ≤ 2× one whole-tree run | wall ${ratio.toFixed(2)}×, CPU ${(r.perPackageCpu.median / r.wholeCpu.median).toFixed(2)}× | ${check(ratio <= 2)} |`);
  lines.push(`| per-package runs ≤ 2× their parse-only floor | ${(r.perPackage.median / r.perPackageFloor).toFixed(2)}× | ${check(r.perPackage.median / r.perPackageFloor <= 2)} |`, "");
  return lines.join("\n");
}
