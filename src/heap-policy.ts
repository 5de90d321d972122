// How the command-line process keeps its peak memory down. V8 doubles the young generation
// whenever many young objects survive a scavenge — as the syntax facts, the model and the
// definitions do — up to 2 × 16 MB that stay committed to the end of the run: a sixth of a
// whole-tree run's peak, for no gain in time (BENCHMARKS.md). Keeping the growth factor at 1
// holds the young generation at its starting size. V8 reads the factor at each growth, so it
// can be set after start-up; but every new isolate (a worker thread's) puts it back to 2,
// so a worker started under the policy adopts it again as it starts (heapPolicyAdopted()
// tells the worker so).
//
// Only the bin (cmd/openapi-markers.ts) adopts the policy: the library leaves its host's
// heap alone.

import { setFlagsFromString } from "node:v8";

let adopted = false;

/** Holds the young generation at its starting size, unless the user chose its sizing through NODE_OPTIONS or node's flags. */
export function adoptHeapPolicy(nodeOptions: string, execArgv: readonly string[]): void {
  if (`${nodeOptions} ${execArgv.join(" ")}`.includes("semi-space")) return;
  adopt();
}

/** In a worker started by a thread that adopted the policy. */
export function adoptHeapPolicyInWorker(): void {
  adopt();
}

/** Whether this thread adopted the policy: a worker it starts should adopt it too. */
export function heapPolicyAdopted(): boolean {
  return adopted;
}

function adopt(): void {
  adopted = true;
  setFlagsFromString("--semi-space-growth-factor=1");
}
