// Preloaded into the processes the benchmark times (`node --import`): on exit, writes the
// process's peak resident set size (KiB, worker threads included) to the file named by
// OPENAPI_MARKERS_BENCH_RSS.

import { writeFileSync } from "node:fs";

const target = process.env.OPENAPI_MARKERS_BENCH_RSS;
if (target !== undefined && target !== "") {
  process.on("exit", () => writeFileSync(target, String(process.resourceUsage().maxRSS)));
}
