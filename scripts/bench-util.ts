// Helpers shared by the benchmark's scenarios (scripts/bench*.ts).

import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

const node = process.execPath;

export interface Timed {
  readonly ms: number;
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function timedRun(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Timed {
  const started = performance.now();
  const result = spawnSync(node, args, { cwd, env, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const ms = performance.now() - started;
  if (result.error !== undefined) throw result.error;
  return { ms, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}


/** `node --import` this to have a process write its peak RSS and CPU time (scripts/bench-rss-hook.ts). */
export const rssHook = new URL("./bench-rss-hook.js", import.meta.url).href;

/** Peak RSS and CPU time written by scripts/bench-rss-hook.ts (NaN when the process wrote none). */
export function readUsage(file: string): { rssKb: number; cpuMs: number } {
  const [rss, cpu] = existsSync(file) ? readFileSync(file, "utf8").split(" ").map(Number) : [];
  return { rssKb: rss ?? NaN, cpuMs: cpu ?? NaN };
}

/**
 * A variable in the run memo's key (src/memo/key.ts: every OPENAPI_MARKERS_* variable is)
 * that no run reads: set to a new value for each round, it makes every run a memo miss
 * over a warm syntax cache, as after touching an input file — so that a "warm" row is not
 * silently a replay.
 */
export const memoMissEnv = "OPENAPI_MARKERS_BENCH_ROUND";
