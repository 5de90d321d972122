// How the command-line process keeps its peak memory down. V8 doubles the young generation
// whenever many young objects survive a scavenge — as the syntax facts, the model and the
// definitions do — up to 2 × 16 MB that stay committed to the end of the run: a sixth of a
// whole-tree run's peak, for no gain in time on such a run (BENCHMARKS.md). Keeping the
// growth factor at 1 holds the young generation at its starting size. V8 reads the factor
// at each growth, so it can be set after start-up.
//
// A large run is different: once megabytes of Go become syntax facts (decoded from the
// syntax cache in bursts, or parsed), the live data dwarfs 32 MB and a small young
// generation only multiplies scavenges (release-1.36 reads 2.5 MB; the synthetic 4× tree,
// 6 MB, spent twice the GC time with it small). So the loader tells the policy how much Go
// is about to become facts, and past `smallRun` the factor goes back to V8's 2.
//
// Every new isolate (a worker thread's) puts the factor back to 2: a worker is told the
// factor its starting thread wants (heapPolicyFactor()) and sets it as it starts, and the
// starting thread sets it again once the worker is running (reassertHeapPolicy()).
//
// Only the bin (cmd/openapi-markers.ts) adopts the policy: the library leaves its host's
// heap alone, and every function here is then a no-op.

import { setFlagsFromString } from "node:v8";

/** UTF-16 code units of Go text turned into syntax facts, above which a run is large. */
const smallRun = 4_000_000;

/** The growth factor this thread wants; undefined when it has no policy. */
let factor: 1 | 2 | undefined;
let factsChars = 0;

/** Holds the young generation at its starting size, unless the user chose its sizing through NODE_OPTIONS or node's flags. */
export function adoptHeapPolicy(nodeOptions: string, execArgv: readonly string[]): void {
  if (`${nodeOptions} ${execArgv.join(" ")}`.includes("semi-space")) return;
  setFactor(1);
}

/** The factor a worker started by this thread should set (undefined: none). */
export function heapPolicyFactor(): 1 | 2 | undefined {
  return factor;
}

/** In a worker: the factor its starting thread wants. */
export function adoptHeapPolicyInWorker(wanted: 1 | 2 | undefined): void {
  if (wanted !== undefined) setFactor(wanted);
}

/** Sets this thread's factor again (a worker's isolate has reset it). */
export function reassertHeapPolicy(): void {
  if (factor !== undefined) setFactor(factor);
}

/** Called before a batch of Go text becomes syntax facts: past `smallRun`, the young generation may grow. */
export function heapPolicyBeforeFacts(chars: number): void {
  factsChars += chars;
  if (factor === 1 && factsChars > smallRun) setFactor(2);
}

function setFactor(wanted: 1 | 2): void {
  factor = wanted;
  setFlagsFromString(`--semi-space-growth-factor=${wanted}`);
}
