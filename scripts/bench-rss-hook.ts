// Preloaded into the processes the benchmark times (`node --import`): on exit, writes the
// process's peak resident set size (KiB, worker threads included) and its CPU time (user +
// system, ms, all threads) to the file named by OPENAPI_MARKERS_BENCH_RSS, as
// `maxRssKb cpuMs`. On a machine shared with other jobs, CPU time moves far less than wall
// time, so the benchmark reports both.

import { writeFileSync } from "node:fs";

const target = process.env.OPENAPI_MARKERS_BENCH_RSS;
if (target !== undefined && target !== "") {
  process.on("exit", () => {
    const usage = process.resourceUsage();
    writeFileSync(target, `${usage.maxRSS} ${(usage.userCPUTime + usage.systemCPUTime) / 1000}`);
  });
}
