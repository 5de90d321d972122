// The heap policy of the bin (src/heap-policy.ts) must really hold the young generation
// small — also after a worker thread's isolate has reset V8's flags — let it grow again
// once the run is large, and leave a user's own choice alone. Each case runs in a fresh
// process: V8 flags are process-wide.

import test from "ava";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const policy = fileURLToPath(new URL("./heap-policy.js", import.meta.url));

/**
 * Adopts the policy as the bin does (or not), starts a worker that adopts it as the parse
 * worker does, then allocates objects that survive a few scavenges; prints the young
 * generation's committed size in MB.
 */
function youngGenerationMb(adopt: boolean, nodeOptions = "", factsChars = 0): number {
  const script = `
    import { getHeapSpaceStatistics } from "node:v8";
    import { Worker } from "node:worker_threads";
    import { adoptHeapPolicy, heapPolicyBeforeFacts, heapPolicyFactor } from ${JSON.stringify(policy)};
    if (${adopt}) adoptHeapPolicy(${JSON.stringify(nodeOptions)}, []);
    heapPolicyBeforeFacts(${factsChars});
    const worker = new Worker(${JSON.stringify(`Promise.all([import(${JSON.stringify(policy)}), import("node:worker_threads")]).then(([p, w]) => p.adoptHeapPolicyInWorker(w.workerData))`)}, { eval: true, workerData: heapPolicyFactor() });
    await new Promise((done) => worker.on("exit", done));
    const kept = [];
    for (let i = 0; i < 3_000_000; i++) { kept.push({ i, text: "x" + i }); if (kept.length > 500_000) kept.length = 0; }
    const young = getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size;
    process.stdout.write(String(heapPolicyFactor()) + " " + (young / 1048576).toFixed(0));`;
  const env = { ...process.env, NODE_OPTIONS: nodeOptions };
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", env });
  if (run.status !== 0) throw new Error(run.stderr);
  const [factor, mb] = run.stdout.split(" ");
  const expected = !adopt || nodeOptions.includes("semi-space") ? "undefined" : factsChars > 4_000_000 ? "2" : "1";
  if (factor !== expected) throw new Error(`factor ${factor}, expected ${expected}`);
  return Number(mb);
}

test("without the policy the young generation grows past 16 MB (the control)", (t) => {
  t.true(youngGenerationMb(false) >= 16);
});

test("with the policy it stays at its starting size, a worker's start notwithstanding", (t) => {
  t.true(youngGenerationMb(true) <= 4);
});

test("once more than 4 M code units of Go become syntax facts, it may grow again", (t) => {
  t.true(youngGenerationMb(true, "", 3_000_000) <= 4);
  t.true(youngGenerationMb(true, "", 5_000_000) >= 16);
});

test("a semi-space size chosen through NODE_OPTIONS is left alone", (t) => {
  t.true(youngGenerationMb(true, "--max-semi-space-size=32") >= 16);
});
