// Parsing on both cores. Parsing a file has two stages (src/parse/go-tree.ts): tree-sitter
// plus copying the tree through the native binding, then plain JS that builds the syntax
// facts. For a large batch, a helper worker runs the first stage too: the main thread and
// the worker take the next unparsed file from a shared counter; the worker sends back
// each file's CompactTree (a transferred buffer, not a copy) and the main thread runs
// the second stage for every file, in between its own. The API stays synchronous: the
// main thread takes the worker's results with receiveMessageOnPort and blocks on the
// counter (Atomics.wait) only at the end. Results are placed by index, so the output
// never depends on which thread parsed what.

import { availableParallelism } from "node:os";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import type { CompactTree } from "../parse/compact-tree.js";
import type { MaskedText } from "../parse/declaration-mask.js";
import { heapPolicyFactor, reassertHeapPolicy } from "../heap-policy.js";
import { activeParser, factsOf, parseGoFile, requireParser, type ParserChoice } from "../parse/go-tree.js";
import type { GoFileSyntax } from "../parse/syntax.js";

export interface SourceText {
  readonly display: string;
  readonly text: string;
  /** What tree-sitter parses, when not `text`: `text` with declarations masked (src/parse/declaration-mask.ts). */
  readonly masked?: MaskedText;
}

/** Sent to the worker: one batch, and the shared counters of that batch. */
export interface BatchMessage {
  readonly batch: number;
  readonly texts: readonly string[];
  /** Per text, where its pieces come from when it is a masked one (src/parse/declaration-mask.ts). */
  readonly maps: readonly (Int32Array | undefined)[];
  /** Int32 slots: [claimSlot] next file to claim, [postedSlot] results the worker has posted. */
  readonly control: SharedArrayBuffer;
}

/** Sent back by the worker, one per file it claimed (`tree` undefined if parsing threw). */
export interface ResultMessage {
  readonly batch: number;
  readonly index: number;
  readonly tree: CompactTree | undefined;
}

/** The worker's start-up data. */
export interface WorkerData {
  readonly port: MessagePort;
  readonly parser: ParserChoice;
  /** The young generation's growth factor the starting thread wants (src/heap-policy.ts). */
  readonly heapPolicy: 1 | 2 | undefined;
}

export const claimSlot = 0;
export const postedSlot = 1;

export interface ParsePoolOptions {
  /** Batches with fewer UTF-16 code units than this are parsed on the main thread alone. */
  readonly parallelThreshold?: number;
  /** A lone file with at least this many UTF-16 code units is parsed by the worker alone. */
  readonly loneFileThreshold?: number;
  /** How long a silent worker is waited for, before the allowance for large files (tests). */
  readonly stallMs?: number;
}

/**
 * Below about a megabyte of Go, starting a thread (≈ 50 ms, and a cold JIT in it) costs
 * more than it saves.
 */
const defaultThreshold = 1_000_000;
/** A worker that posts nothing for this long is given up on (its files are parsed here)… */
const defaultStallMs = 30_000;
/**
 * …plus this long per million code units of the batch's largest file: the worker posts
 * nothing while it parses one file, and a 50 MB file can take more than 30 s on a busy
 * machine (it once did, and the run fell back to parsing it here, with the memory the
 * worker was there to take away).
 */
const stallMsPerMillion = 2_000;
/**
 * A lone file at least this large is parsed by the worker alone: tree-sitter's WebAssembly
 * memory grows to hold its tree (≈ 400 MB for 50 MB of Go) and never shrinks, but the
 * worker's goes away when the pool closes at the end of loading, before check runs.
 */
const defaultLoneFileThreshold = 8_000_000;

interface Helper {
  readonly worker: Worker;
  readonly port: MessagePort;
}

export class ParsePool {
  private helper: Helper | undefined;
  private helperFailed = false;
  /** Whether the worker has sent a result: its isolate exists (src/heap-policy.ts). */
  private helperRunning = false;
  private batches = 0;
  private readonly threshold: number;
  private readonly loneThreshold: number;
  private readonly stallMs: number;
  /** Whether any batch was shared with a worker (for the benchmark's report). */
  usedWorker = false;

  constructor(options: ParsePoolOptions = {}) {
    this.threshold = options.parallelThreshold ?? defaultThreshold;
    this.loneThreshold = options.loneFileThreshold ?? Math.max(this.threshold, defaultLoneFileThreshold);
    this.stallMs = options.stallMs ?? defaultStallMs;
  }

  parseAll(files: readonly SourceText[]): GoFileSyntax[] {
    // A parser that is not loaded yet ends the attempt here, before a worker is started for nothing.
    if (files.length > 0) requireParser();
    const size = files.reduce((n, f) => n + f.text.length, 0);
    const lone = files.length === 1 && size >= this.loneThreshold;
    const helper = (files.length > 1 && size >= this.threshold) || lone ? this.startHelper() : undefined;
    if (helper === undefined) return files.map((f) => parseGoFile(f.display, f.text, f.masked));
    this.usedWorker = true;
    return this.parseShared(files, helper, lone);
  }

  /** Starts the worker ahead of the first batch (e.g. while files are being read), so that it is ready sooner. */
  prestart(): void {
    try {
      requireParser();
    } catch {
      return; // the first parse will stop this attempt (src/commands/run.ts)
    }
    this.startHelper();
  }

  /** Stops the worker, if one was started. */
  close(): void {
    const helper = this.helper;
    this.helper = undefined;
    if (helper === undefined) return;
    this.helperRunning = false;
    helper.port.close();
    void helper.worker.terminate();
  }

  private startHelper(): Helper | undefined {
    if (this.helper !== undefined || this.helperFailed) return this.helper;
    if (availableParallelism() < 2) {
      this.helperFailed = true;
      return undefined;
    }
    try {
      const { port1, port2 } = new MessageChannel();
      // The worker runs the parser this thread runs (`auto`'s choice unless one was selected).
      const workerData: WorkerData = { port: port2, parser: activeParser() ?? "auto", heapPolicy: heapPolicyFactor() };
      const worker = new Worker(new URL("./parse-worker.js", import.meta.url), { workerData, transferList: [port2] });
      worker.unref();
      // A worker that fails to start claims nothing, so the main thread parses everything.
      worker.on("error", () => { this.helperFailed = true; });
      this.helper = { worker, port: port1 };
    } catch {
      this.helperFailed = true;
    }
    return this.helper;
  }

  /** `workerOnly`: this thread claims no file, it only waits (and parses what the worker could not). */
  private parseShared(files: readonly SourceText[], helper: Helper, workerOnly: boolean): GoFileSyntax[] {
    const batch = ++this.batches;
    const control = new Int32Array(new SharedArrayBuffer(8));
    const results: (GoFileSyntax | undefined)[] = new Array(files.length);
    const message: BatchMessage = { batch, texts: files.map((f) => f.masked?.text ?? f.text), maps: files.map((f) => f.masked?.map), control: control.buffer as SharedArrayBuffer };
    helper.port.postMessage(message);
    let received = 0;
    const take = (result: ResultMessage): void => {
      if (!this.helperRunning) {
        this.helperRunning = true;
        reassertHeapPolicy();
      }
      if (result.batch !== batch) return;
      received++;
      // A lone huge file: the worker's WebAssembly memory (the size of the tree, never
      // returned) goes now, before this thread builds the facts, not at the end of loading.
      if (workerOnly) this.close();
      const file = files[result.index]!;
      if (result.tree !== undefined) results[result.index] = factsOf(file.display, file.text, result.tree);
    };
    let parsedHere = 0;
    while (!workerOnly) {
      for (let m = receiveMessageOnPort(helper.port); m !== undefined; m = receiveMessageOnPort(helper.port)) take(m.message as ResultMessage);
      const index = Atomics.add(control, claimSlot, 1);
      if (index >= files.length) break;
      results[index] = parseGoFile(files[index]!.display, files[index]!.text, files[index]!.masked);
      parsedHere++;
    }
    const largest = files.reduce((n, f) => Math.max(n, f.text.length), 0);
    const stallLimit = this.stallMs + (largest / 1_000_000) * stallMsPerMillion;
    this.awaitWorker(helper, control, () => received, files.length - parsedHere, stallLimit, take);
    // Files the worker claimed but could not deliver are parsed here (the same result or the same exception).
    // Array.from, not map: map skips the holes a file never delivered leaves.
    return Array.from(results, (r, i) => r ?? parseGoFile(files[i]!.display, files[i]!.text, files[i]!.masked));
  }

  /** Takes the worker's results until it has delivered `expected`. */
  private awaitWorker(helper: Helper, control: Int32Array, received: () => number, expected: number, stallLimit: number, take: (m: ResultMessage) => void): void {
    let lastProgress = Date.now();
    while (received() < expected) {
      const message = receiveMessageOnPort(helper.port);
      if (message !== undefined) {
        take(message.message as ResultMessage);
        lastProgress = Date.now();
        continue;
      }
      const posted = Atomics.load(control, postedSlot);
      if (posted > received()) continue; // posted, on its way through the port
      if (Date.now() - lastProgress >= stallLimit) {
        this.helperFailed = true;
        this.close();
        return;
      }
      Atomics.wait(control, postedSlot, posted, 1000);
    }
  }
}
