// The runtime library's scale benchmark: every scenario of runtime-scenarios.ts (strategic
// merge patch features, union normalization and validation) at n = 1k, 10k and 100k items,
// each scenario in a fresh `node --expose-gc` process, the sizes in ascending order after a
// warm-up, the heap collected before every timed call. Reports wall and CPU time (the CPU time
// of the process, steadier than wall time on a shared machine) and their growth from 10k to
// 100k against n log n (12.5×; linear 10×, quadratic 100×).
//
//   npm run bench -- --runtime [--runs N] [--out FILE | --no-write]    (section "runtime" of BENCHMARKS.md)
//   node --expose-gc dist/scripts/bench-runtime.js --child SCENARIO SIZES RUNS   (one scenario, JSON out)

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { SCENARIOS } from "./runtime-scenarios.js";
import { summarize } from "./bench-util.js";

export const RUNTIME_SIZES = [1_000, 10_000, 100_000] as const;

/** One scenario's timings at one size: medians over the runs. */
export interface SizeTiming {
  readonly n: number;
  readonly wallMs: number;
  readonly cpuMs: number;
}

/** Times scenario `index` at each size in a fresh process (median of `runs` calls per size). */
export function measureScenario(index: number, sizes: readonly number[], runs: number): Promise<SizeTiming[]> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ["--expose-gc", script, "--child", String(index), sizes.join(","), String(runs)], { stdio: ["ignore", "pipe", "pipe"] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (status) => {
      if (status === 0) resolve(JSON.parse(Buffer.concat(out).toString("utf8")) as SizeTiming[]);
      else reject(new Error(`bench-runtime: ${SCENARIOS[index]?.name ?? index} failed: ${Buffer.concat(err).toString("utf8")}`));
    });
  });
}

function child(index: number, sizes: readonly number[], runs: number): void {
  const scenario = SCENARIOS[index]!;
  const gc = (globalThis as { gc?: () => void }).gc ?? ((): void => undefined);
  const cpu = (): number => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  for (let i = 0; i < 3; i++) scenario.prepare(Math.min(1000, sizes[0]!))(); // warm-up: compile the code paths
  const timings = sizes.map((n): SizeTiming => {
    const run = scenario.prepare(n);
    const wall: number[] = [];
    const used: number[] = [];
    for (let r = 0; r < runs; r++) {
      gc();
      const [w, c] = [performance.now(), cpu()];
      run();
      used.push(cpu() - c);
      wall.push(performance.now() - w);
    }
    return { n, wallMs: summarize(wall).median, cpuMs: summarize(used).median };
  });
  process.stdout.write(JSON.stringify(timings));
}

const ms = (v: number): string => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : v >= 10 ? `${v.toFixed(0)} ms` : `${v.toFixed(1)} ms`);
const NLOGN = (100_000 * Math.log(100_000)) / (10_000 * Math.log(10_000));

/** The Markdown section: one row per scenario (measured one after the other). */
export async function runtimeReport(runs: number, machine: () => string): Promise<string> {
  const started = performance.now();
  const rows: string[] = [];
  for (const [index, scenario] of SCENARIOS.entries()) {
    process.stderr.write(`bench: runtime: ${scenario.name}…\n`);
    const timings = await measureScenario(index, RUNTIME_SIZES, runs);
    const at = (n: number): SizeTiming => timings.find((t) => t.n === n)!;
    const growth = (pick: (t: SizeTiming) => number): number => pick(at(100_000)) / pick(at(10_000));
    const cells = RUNTIME_SIZES.map((n) => `${ms(at(n).wallMs)} (${ms(at(n).cpuMs)})`);
    const cpuGrowth = growth((t) => t.cpuMs);
    rows.push(`| ${scenario.name} | ${cells.join(" | ")} | ${growth((t) => t.wallMs).toFixed(1)}× | ${cpuGrowth.toFixed(1)}× ${cpuGrowth <= NLOGN * 1.5 ? "✅" : "❌"} |`);
  }
  return [
    "## Runtime library (strategic merge patch, unions)",
    "",
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${machine()}. The benchmark took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    `Each cell: median wall time (and CPU time) of ${runs} calls on n items, after warm-up, in one fresh process per scenario (scripts/bench-runtime.ts, scenarios in scripts/runtime-scenarios.ts). Growth 10k → 100k: n log n is ${NLOGN.toFixed(1)}×, linear 10×, quadratic 100×; ✅ marks CPU growth within 1.5× of n log n.`,
    "",
    `| scenario | n = 1k | n = 10k | n = 100k | wall 100k / 10k | CPU 100k / 10k |`,
    "|---|---:|---:|---:|---:|---:|",
    ...rows,
    "",
  ].join("\n");
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1] && process.argv[2] === "--child") {
  child(Number(process.argv[3]), process.argv[4]!.split(",").map(Number), Number(process.argv[5]));
}
