// The runtime stays near-linear on lists of 100k items: for every scenario of
// runtime-scenarios.ts (each strategic merge patch feature, normalizeUnions, validateUnions)
// the CPU time at n = 100k is compared with n = 12.5k, in a fresh process per scenario
// (bench-runtime.ts). Eight times the input costs 8× when linear, 9.8× for n log n, 64× when
// quadratic; the bound, 32×, is generous so that a busy machine does not fail it, and a
// scenario over it is measured once more before failing. Speed itself is `npm run bench -- --runtime`.

import test from "ava";
import { measureScenario } from "./bench-runtime.js";
import { SCALE_TABLES, SCENARIOS } from "./runtime-scenarios.js";
import { applyStrategicMergePatch } from "../src/runtime/index.js";

const SMALL = 12_500;
const LARGE = 100_000;
const BOUND = 32;

/** CPU time at LARGE over the better of two runs at SMALL, one process per scenario. */
async function growth(index: number): Promise<number> {
  const [a, b, large] = await measureScenario(index, [SMALL, SMALL, LARGE], 1);
  return large!.cpuMs / Math.max(Math.min(a!.cpuMs, b!.cpuMs), 1);
}

/** Two scenario processes at a time: each holds inputs of 100k items. */
let running = 0;
const waiting: (() => void)[] = [];
async function twoAtATime<T>(run: () => Promise<T>): Promise<T> {
  while (running >= 2) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await run();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

SCENARIOS.forEach((scenario, index) => {
  test(`${scenario.name}: 8× the items cost at most ${BOUND}× the CPU time`, async (t) => {
    const ratio = await twoAtATime(async () => {
      const first = await growth(index);
      return first <= BOUND ? first : Math.min(first, await growth(index));
    });
    t.true(ratio <= BOUND, `CPU time grew ${ratio.toFixed(1)}× from ${SMALL} to ${LARGE} items`);
  });
});

test("the scenarios compute what they say at 100k items", (t) => {
  const items = (n: number, from = 0): { name: string; value: number }[] => Array.from({ length: n }, (_, i) => ({ name: `item-${from + i}`, value: i }));
  const result = applyStrategicMergePatch(SCALE_TABLES, "Root", { items: items(LARGE) }, {
    items: [...items(LARGE / 2, LARGE), ...items(LARGE / 2).map((item) => ({ name: item.name, $patch: "delete" }))],
  });
  // new items first, in patch order, then the live items left, in live order (upstream's order)
  t.deepEqual(result, { items: [...items(LARGE / 2, LARGE), ...items(LARGE).slice(LARGE / 2)] });
});
