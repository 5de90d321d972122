// npm run bench -- --controller-gen DIR [--script FILE] [--oracle BIN --oracle-env FILE]
//
// The `controller-gen crd …` lines of a repository's update script (default
// hack/update-crdgen.sh, karmada's), run in DIR as the script runs them, ours against the
// real controller-gen. Each shape runs every line once, in order, as the script does:
// ours with an empty syntax cache before the first line (later lines read what earlier
// ones stored: "cold"), ours again over the cache that left, each line a run memo miss
// ("warm": as after touching an input file, the developer's loop; a variable in the memo's
// key changes every round), ours again with nothing changed since the lines last ran in a
// cache of their own (a run memo hit: "hit", `make manifests` before every `make test`),
// ours without a cache ("off"), and the oracle (after sourcing --oracle-env; its Go build cache is warm after
// the warm-up round). Shapes alternate round by round; every line is a fresh process
// under GNU time, and a shape's figures are the sums over its lines (the largest peak
// RSS). Each of our output directories is compared with the oracle's byte for byte.

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { memoMissEnv, summarize, type Summary } from "./bench-util.js";

export interface ControllerGenBenchOptions {
  readonly repoDir: string;
  /** The update script whose `controller-gen crd` lines are run (relative to repoDir or absolute). */
  readonly script: string;
  readonly oracle: { readonly bin: string; readonly envFile: string } | undefined;
  /** The controller-tools version our runs follow (the oracle's). */
  readonly controllerTools: string;
  readonly runs: number;
  readonly warmup: number;
  readonly bin: string;
  readonly work: string;
}

type Shape = "cold" | "warm" | "hit" | "off" | "oracle";

export interface ShapeResult {
  readonly shape: Shape;
  readonly wall: Summary;
  readonly cpu: Summary;
  readonly rssMb: Summary;
  readonly failure: string | undefined;
}

export interface ControllerGenBenchResult {
  readonly lines: readonly string[];
  readonly shapes: readonly ShapeResult[];
  /** Whether every line's output directory is the oracle's, byte for byte (undefined without an oracle). */
  readonly identical: boolean | undefined;
}

interface Usage {
  readonly ms: number;
  readonly cpuMs: number;
  readonly rssMb: number;
}

const time = "/usr/bin/time";

/**
 * The arguments of each distinct `controller-gen crd` line of the script, without its
 * `output:crd:dir=` (each run writes to a scratch directory instead). Lines that differ only
 * in where they write (karmada's operator CRDs are generated twice) are run once.
 */
export function controllerGenLines(script: string): string[][] {
  const seen = new Set<string>();
  const lines: string[][] = [];
  for (const raw of script.split("\n")) {
    const words = raw.trim().split(/\s+/);
    if (words[0] !== "controller-gen" || !words.slice(1).some((w) => w === "crd" || w.startsWith("crd:"))) continue;
    const args = words.slice(1).map(unquote).filter((w) => !w.startsWith("output:crd:dir="));
    const key = args.join(" ");
    if (!seen.has(key)) lines.push(args);
    seen.add(key);
  }
  return lines;
}

function unquote(word: string): string {
  return word.replace(/^(output:crd:dir=)?"(.*)"$/, "$1$2");
}

export function measureControllerGen(o: ControllerGenBenchOptions): ControllerGenBenchResult {
  if (!existsSync(time)) throw new Error(`${time} (GNU time) is needed to measure CPU and peak RSS`);
  const lines = controllerGenLines(readFileSync(join(o.repoDir, o.script), "utf8"));
  if (lines.length === 0) throw new Error(`no controller-gen crd line in ${o.script}`);
  const shapes: Shape[] = o.oracle === undefined ? ["cold", "warm", "hit", "off"] : ["oracle", "cold", "warm", "hit", "off"];
  const cache = join(o.work, "cache");
  const failures = new Map<Shape, string>();
  const usages = new Map<Shape, Usage[]>(shapes.map((s) => [s, []]));
  for (let round = 0; round < o.warmup + o.runs; round++) {
    for (const shape of shapes) {
      if (shape === "cold") rmSync(cache, { recursive: true, force: true });
      const usage = runLines(shape, lines, o, shape === "hit" ? join(o.work, "cache-hit") : cache, failures, round);
      if (round >= o.warmup) usages.get(shape)!.push(usage);
    }
  }
  const identical = o.oracle === undefined ? undefined : lines.every((_, k) => shapes.every((s) => s === "oracle" || sameTree(outDir(o, s, k), outDir(o, "oracle", k))));
  return {
    lines: lines.map((l) => l.join(" ")),
    identical,
    shapes: shapes.map((shape) => {
      const runs = usages.get(shape)!;
      return { shape, wall: summarize(runs.map((u) => u.ms)), cpu: summarize(runs.map((u) => u.cpuMs)), rssMb: summarize(runs.map((u) => u.rssMb)), failure: failures.get(shape) };
    }),
  };
}

function outDir(o: ControllerGenBenchOptions, shape: Shape, line: number): string {
  return join(o.work, shape, String(line));
}

/** Every line once, in order; the sums of wall and CPU time, and the largest peak RSS. */
function runLines(shape: Shape, lines: readonly string[][], o: ControllerGenBenchOptions, cache: string, failures: Map<Shape, string>, round: number): Usage {
  let ms = 0;
  let cpuMs = 0;
  let rssMb = 0;
  lines.forEach((args, k) => {
    const out = outDir(o, shape, k);
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const lineArgs = [...args, `output:crd:dir=${out}`];
    const argv = shape === "oracle" ? [o.oracle!.bin, ...lineArgs] : [process.execPath, o.bin, "controller-gen", "--controller-tools", o.controllerTools, ...lineArgs];
    const usage = runOnce(argv, shape, o, cache, failures, round);
    ms += usage.ms;
    cpuMs += usage.cpuMs;
    rssMb = Math.max(rssMb, usage.rssMb);
  });
  return { ms, cpuMs, rssMb };
}

function runOnce(command: readonly string[], shape: Shape, o: ControllerGenBenchOptions, cache: string, failures: Map<Shape, string>, round: number): Usage {
  const usageFile = join(o.work, "usage");
  const timed = [time, "-f", "%e %U %S %M", "-o", usageFile, ...command];
  const argv = shape === "oracle" ? ["bash", "-c", '. "$0"; exec "$@"', o.oracle!.envFile, ...timed] : timed;
  const env = { ...process.env, OPENAPI_MARKERS_CACHE: shape === "off" ? "off" : cache, ...(shape === "warm" ? { [memoMissEnv]: String(round) } : {}) };
  const result = spawnSync(argv[0]!, argv.slice(1), { cwd: o.repoDir, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) failures.set(shape, `exit ${result.status}: ${(result.stderr ?? "").split("\n").slice(-3).join(" | ")}`);
  const [elapsed, user, system, rssKb] = readFileSync(usageFile, "utf8").trim().split("\n").pop()!.split(" ").map(Number) as [number, number, number, number];
  return { ms: elapsed * 1000, cpuMs: (user + system) * 1000, rssMb: rssKb / 1024 };
}

function sameTree(a: string, b: string): boolean {
  const names = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).sort() : []);
  const left = names(a);
  const right = names(b);
  return left.length > 0 && left.join("\0") === right.join("\0") && left.every((n) => readFileSync(join(a, n)).equals(readFileSync(join(b, n))));
}

/** Issue 30's targets for these lines. */
const targets = { coldSpeedup: 2, warmSpeedup: 5, warmOverCold: 0.35 };

export function controllerGenReport(result: ControllerGenBenchResult, runs: number): string {
  const ms = (v: number): string => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);
  const names: Record<Shape, string> = { cold: "ours, empty cache (cold)", warm: "ours, warm cache, memo miss (one input file touched)", hit: "ours, warm cache, memo hit (nothing changed)", off: "ours, cache off", oracle: "controller-gen (oracle), warm Go build cache" };
  const lines = [
    `${result.lines.length} lines (\`controller-gen ${result.lines.join("`, `controller-gen ")}\`), each with its own scratch \`output:crd:dir=\`; per shape the sums over the lines of wall and CPU time (GNU time, user + system of the process and its children) and the largest peak RSS; medians (and min – max) of ${runs} rounds, shapes alternating, after a warm-up round.`, "",
    "| shape | wall median | wall min – max | CPU median | peak RSS median |", "|---|---|---|---|---|",
  ];
  for (const s of result.shapes) {
    const name = s.failure === undefined ? names[s.shape] : `${names[s.shape]} (FAILED: ${s.failure})`;
    lines.push(`| ${name} | **${ms(s.wall.median)}** | ${ms(s.wall.min)} – ${ms(s.wall.max)} | ${ms(s.cpu.median)} | ${s.rssMb.median.toFixed(0)} MB |`);
  }
  lines.push("");
  const by = (shape: Shape): ShapeResult | undefined => result.shapes.find((s) => s.shape === shape);
  const cold = by("cold")!;
  const oracle = by("oracle");
  const met = (ok: boolean): string => (ok ? "✅ met" : "❌ not met");
  lines.push("| target | measured | |", "|---|---|---|");
  if (oracle !== undefined) {
    const coldX = oracle.wall.median / cold.wall.median;
    lines.push(`| empty cache ≥ ${targets.coldSpeedup}× faster than controller-gen (wall) | ${coldX.toFixed(2)}× (CPU ${(oracle.cpu.median / cold.cpu.median).toFixed(2)}×) | ${met(coldX >= targets.coldSpeedup)} |`);
    for (const warm of [by("warm")!, by("hit")!]) {
      const warmX = oracle.wall.median / warm.wall.median;
      lines.push(`| ${warm.shape === "hit" ? "warm, memo hit" : "warm, memo miss"}: ≥ ${targets.warmSpeedup}× faster than controller-gen (wall) | ${warmX.toFixed(2)}× (CPU ${(oracle.cpu.median / warm.cpu.median).toFixed(2)}×) | ${met(warmX >= targets.warmSpeedup)} |`);
    }
    lines.push(`| every CRD byte-identical to controller-gen's | ${result.identical === true ? "yes" : "no"} | ${met(result.identical === true)} |`);
  }
  for (const warm of [by("warm")!, by("hit")!]) {
    const ratio = warm.wall.median / cold.wall.median;
    lines.push(`| ${warm.shape === "hit" ? "warm, memo hit" : "warm, memo miss"}: ≤ ${targets.warmOverCold}× cold (wall) | ${ratio.toFixed(2)}× (CPU ${(warm.cpu.median / cold.cpu.median).toFixed(2)}×) | ${met(ratio <= targets.warmOverCold)} |`);
  }
  lines.push("");
  return lines.join("\n");
}
