// The helper thread of src/load/parse-pool.ts: takes files of a batch from the shared
// counter until none is left, and sends back each one's CompactTree, transferring its
// buffers.

import { workerData } from "node:worker_threads";
import { adoptHeapPolicyInWorker } from "../heap-policy.js";
import { parseCompactTree, parseOnly, selectParser } from "../parse/go-tree.js";
import { claimSlot, postedSlot, type BatchMessage, type ResultMessage, type WorkerData } from "./parse-pool.js";

const { port, parser, heapPolicy } = workerData as WorkerData;
// This thread's isolate has just reset the process's V8 flags (src/heap-policy.ts).
adoptHeapPolicyInWorker(heapPolicy);

// Load the parser before taking any file, so that a claim is never held while loading
// (the port queues the batches posted meanwhile; the main thread parses on without waiting).
await selectParser(parser);
parseOnly("package p\n");

port.on("message", ({ batch, texts, maps, control: buffer }: BatchMessage) => {
  const control = new Int32Array(buffer);
  for (;;) {
    const index = Atomics.add(control, claimSlot, 1);
    if (index >= texts.length) break;
    let result: ResultMessage;
    try {
      result = { batch, index, tree: parseCompactTree(texts[index]!, maps[index]) };
    } catch {
      result = { batch, index, tree: undefined };
    }
    port.postMessage(result, result.tree === undefined ? [] : [result.tree.nodes.buffer as ArrayBuffer, result.tree.comments.buffer as ArrayBuffer]);
    Atomics.add(control, postedSlot, 1);
    Atomics.notify(control, postedSlot);
  }
});
