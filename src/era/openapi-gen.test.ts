// Eras from kube-openapi versions: the three pseudo-version forms Go writes, and the
// boundaries (a commit at a change's own time has it; one second earlier does not).

import test from "ava";
import { behaviourChanges, eraOfVersion, hasChange } from "./openapi-gen.js";

test("every pseudo-version form gives its commit time", (t) => {
  t.is(eraOfVersion("v0.0.0-20240423202451-8948a66ed3b8")?.time, "20240423202451");
  t.is(eraOfVersion("v1.2.4-0.20240423202451-8948a66ed3b8")?.time, "20240423202451");
  t.is(eraOfVersion("v1.2.3-pre.0.20240423202451-8948a66ed3b8")?.time, "20240423202451");
  t.is(eraOfVersion("latest")?.time, "");
});

test("versions that are no pseudo-version are unknown", (t) => {
  for (const v of ["v1.2.3", "20240423202451", "v0.0.0-2024042320245-8948a66ed3b8", "v0.0.0-20240423202451-8948a66", ""]) {
    t.is(eraOfVersion(v), undefined, v);
  }
});

test("a change applies from its first commit on", (t) => {
  for (const change of behaviourChanges) {
    const before = String(Number(change.since) - 1);
    t.true(hasChange({ source: "", time: change.since }, change.id), change.id);
    t.false(hasChange({ source: "", time: before }, change.id), change.id);
    t.true(hasChange({ source: "latest", time: "" }, change.id), change.id);
  }
});

test("the changes are listed in the order they happened, each with its own time", (t) => {
  const times = behaviourChanges.map((c) => c.since);
  t.deepEqual(times, [...times].sort());
  t.is(new Set(times).size, times.length);
});
