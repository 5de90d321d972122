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
// The same size decides how tree-sitter's WebAssembly is compiled.
// V8 starts WebAssembly on Liftoff, its baseline compiler, and recompiles the hot functions
// with TurboFan in the background: for tree-sitter that is ≈ 90 ms of CPU (its parse loop,
// ts_parser_parse_wasm, alone takes TurboFan ≈ 0.3 s of a busy core), which a run that
// parses less than a megabyte or so never earns back (BENCHMARKS.md, issue 30, the cold path).
// So a small run compiles Liftoff code only: decided when the first batch of Go is about to
// be parsed (src/parse may not import this module; V8 reads the flag when the parser is
// compiled, at the first parse, and a worker thread inherits it: V8's flags are the process's).
//
// Only the bin (cmd/openapi-markers.ts) adopts the policy: the library leaves its host's
// heap and its host's WebAssembly alone, and every function here is then a no-op.

import { setFlagsFromString } from "node:v8";

/** UTF-16 code units of Go text turned into syntax facts, above which a run is large. */
const smallRun = 4_000_000;

/**
 * A first batch of at most this many code units compiles tree-sitter with Liftoff only: one
 * too small to share with the parse worker (src/load/parse-pool.ts). The 64 v0.36 packages'
 * first batch is larger, and their run takes 4 % fewer instructions with TurboFan.
 */
const liftoffOnlyRun = 1_000_000;

/** The growth factor this thread wants; undefined when it has no policy. */
let factor: 1 | 2 | undefined;
let factsChars = 0;
/** Whether this thread chooses how WebAssembly is compiled (the bin's main thread, until the first batch). */
let choosesWasmTier = false;

/**
 * Holds the young generation at its starting size, unless the user chose its sizing through
 * NODE_OPTIONS or node's flags; chooses the WebAssembly tier unless the user chose one.
 */
export function adoptHeapPolicy(nodeOptions: string, execArgv: readonly string[]): void {
  const flags = `${nodeOptions} ${execArgv.join(" ")}`;
  choosesWasmTier = !/liftoff|wasm/.test(flags);
  if (flags.includes("semi-space")) return;
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

/**
 * Called before a batch of Go is parsed (the syntax cache's misses): the first decides the
 * WebAssembly tier. Only a run that parses changes the flag — and with it V8's flag tag,
 * which a code cache entry is taken under (src/load/code-cache.ts): a run served by the
 * syntax cache keeps the tag it started with.
 */
export function heapPolicyBeforeParse(chars: number): void {
  if (!choosesWasmTier) return;
  choosesWasmTier = false;
  if (chars <= liftoffOnlyRun) setFlagsFromString("--liftoff-only");
}

function setFactor(wanted: 1 | 2): void {
  factor = wanted;
  setFlagsFromString(`--semi-space-growth-factor=${wanted}`);
}
