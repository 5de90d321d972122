// The heap policy of the bin (src/heap-policy.ts) must really hold the young generation
// small — also after a worker thread's isolate has reset V8's flags — and must leave a
// user's own choice alone. Each case runs in a fresh process: V8 flags are process-wide.

import test from "ava";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const policy = fileURLToPath(new URL("./heap-policy.js", import.meta.url));

/**
 * Adopts the policy as the bin does (or not), starts a worker that adopts it as the parse
 * worker does, then allocates objects that survive a few scavenges; prints the young
 * generation's committed size in MB.
 */
function youngGenerationMb(adopt: boolean, nodeOptions = ""): number {
  const script = `
    import { getHeapSpaceStatistics } from "node:v8";
    import { Worker } from "node:worker_threads";
    import { adoptHeapPolicy, heapPolicyAdopted } from ${JSON.stringify(policy)};
    if (${adopt}) adoptHeapPolicy(${JSON.stringify(nodeOptions)}, []);
    const worker = new Worker(${JSON.stringify(`Promise.all([import(${JSON.stringify(policy)}), import("node:worker_threads")]).then(([p, w]) => { if (w.workerData) p.adoptHeapPolicyInWorker(); })`)}, { eval: true, workerData: heapPolicyAdopted() });
    await new Promise((done) => worker.on("exit", done));
    const kept = [];
    for (let i = 0; i < 3_000_000; i++) { kept.push({ i, text: "x" + i }); if (kept.length > 500_000) kept.length = 0; }
    const young = getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size;
    process.stdout.write(String(heapPolicyAdopted()) + " " + (young / 1048576).toFixed(0));`;
  const env = { ...process.env, NODE_OPTIONS: nodeOptions };
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", env });
  if (run.status !== 0) throw new Error(run.stderr);
  const [adopted, mb] = run.stdout.split(" ");
  if (adopted !== String(adopt && !nodeOptions.includes("semi-space"))) throw new Error(`adopted: ${adopted}`);
  return Number(mb);
}

test("without the policy the young generation grows past 16 MB (the control)", (t) => {
  t.true(youngGenerationMb(false) >= 16);
});

test("with the policy it stays at its starting size, a worker's start notwithstanding", (t) => {
  t.true(youngGenerationMb(true) <= 4);
});

test("a semi-space size chosen through NODE_OPTIONS is left alone", (t) => {
  t.true(youngGenerationMb(true, "--max-semi-space-size=32") >= 16);
});
