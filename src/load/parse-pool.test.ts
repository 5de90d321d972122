// Parsing with the helper worker gives exactly what parsing on one thread gives, and the
// loader's result does not depend on whether (or how much) a worker helped.

import test from "ava";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeSyntheticCorpus } from "../../scripts/synthetic-corpus.js";
import { parseGoFile } from "../parse/go-tree.js";
import { emptyLoadStats, loadPackages } from "./load.js";
import { ParsePool } from "./parse-pool.js";

test("a worker-assisted batch equals parsing each file on the main thread", (t) => {
  const dir = mkdtempSync(join(tmpdir(), "parse-pool-"));
  try {
    const corpus = writeSyntheticCorpus(dir, { scale: 0.2, seed: 7 });
    const stats = emptyLoadStats();
    const loaded = loadPackages(corpus.inputs, dir, { allPackages: true, stats, parallelThreshold: Infinity });
    const files = loaded.packages.flatMap((p) => p.files.map((f) => ({ display: f.path, text: readFileSync(join(dir, f.path), "utf8") })));
    t.true(files.length > 10);
    const pool = new ParsePool({ parallelThreshold: 0 });
    try {
      const shared = pool.parseAll(files);
      t.true(pool.usedWorker);
      t.deepEqual(shared, files.map((f) => parseGoFile(f.display, f.text)));
      // A second batch reuses the worker.
      t.deepEqual(pool.parseAll(files.slice(0, 3)), files.slice(0, 3).map((f) => parseGoFile(f.display, f.text)));
    } finally {
      pool.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("small batches stay on the main thread", (t) => {
  const pool = new ParsePool();
  const files = [{ display: "a.go", text: "package a\n\ntype A struct{}\n" }, { display: "b.go", text: "package a\n\nconst B = 1\n" }];
  t.deepEqual(pool.parseAll(files), files.map((f) => parseGoFile(f.display, f.text)));
  t.false(pool.usedWorker);
  pool.close();
});

test("a lone large file is parsed by the worker alone, with the same result", (t) => {
  const pool = new ParsePool({ parallelThreshold: 0, loneFileThreshold: 10 });
  const files = [{ display: "a.go", text: "package a\n\n// A is a.\n// +enum\ntype A string\n\nconst B A = \"b\"\n" }];
  try {
    t.deepEqual(pool.parseAll(files), files.map((f) => parseGoFile(f.display, f.text)));
    t.true(pool.usedWorker);
  } finally {
    pool.close();
  }
});

test("loading with and without the worker gives the same packages", (t) => {
  const dir = mkdtempSync(join(tmpdir(), "parse-pool-"));
  try {
    const corpus = writeSyntheticCorpus(dir, { scale: 0.3, seed: 11 });
    const parallel = emptyLoadStats();
    const withWorker = loadPackages(corpus.inputs, dir, { allPackages: false, stats: parallel, parallelThreshold: 0 });
    const single = emptyLoadStats();
    const alone = loadPackages(corpus.inputs, dir, { allPackages: false, stats: single, parallelThreshold: Infinity });
    t.true(parallel.usedWorker);
    t.false(single.usedWorker);
    t.deepEqual(withWorker, alone);
    t.is(parallel.filesParsed, single.filesParsed);
    t.true(single.filesParsed > 0 && single.bytesRead > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a lone large file's worker goes as soon as it has delivered, and a later batch gets a new one", (t) => {
  const pool = new ParsePool({ parallelThreshold: 0, loneFileThreshold: 10 });
  const first = [{ display: "a.go", text: "package a\n\n// +enum\ntype A string\n" }];
  const second = [{ display: "b.go", text: "package b\n\ntype B struct {\n\tX int `json:\"x\"`\n}\n" }];
  try {
    t.deepEqual(pool.parseAll(first), first.map((f) => parseGoFile(f.display, f.text)));
    t.deepEqual(pool.parseAll(second), second.map((f) => parseGoFile(f.display, f.text)));
  } finally {
    pool.close();
  }
});

test("a file the worker never delivered is parsed here, not left out", (t) => {
  // A negative allowance gives the worker up before it can have started.
  const pool = new ParsePool({ parallelThreshold: 0, loneFileThreshold: 10, stallMs: -1 });
  const files = [{ display: "a.go", text: "package a\n\n// A is a.\ntype A string\n" }];
  try {
    const parsed = pool.parseAll(files);
    t.is(parsed.length, 1);
    t.deepEqual(parsed, files.map((f) => parseGoFile(f.display, f.text)));
  } finally {
    pool.close();
  }
});
