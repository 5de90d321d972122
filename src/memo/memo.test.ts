// The run memo end to end, through the bin: a second identical run replays the first
// (same standard output, error, files and exit) without writing its entry again, and every
// change to what a run depends on — a dependency's file, a file added to or removed from an
// input package, go.mod, vendor/, a variable, an argument — is a miss that gives the new
// output. Damaged and planted entries are no entries. Concurrent runs on one cache agree.
// Serial: each test waits on its processes (spawnSync), so that tests run side by side would
// only hold each other up.

import test, { type ExecutionContext } from "ava";
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeEntry } from "./entry.js";
import { memoKey } from "./key.js";
import { memoDirectory } from "./memo.js";

const widgets = fileURLToPath(new URL("../../../testdata/examples/widgets", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/openapi-markers.js", import.meta.url));

interface Run { readonly status: number | null; readonly stdout: string; readonly stderr: string }

interface Fixture {
  readonly tree: string;
  readonly cache: string;
  run(args?: readonly string[], env?: Readonly<Record<string, string>>): Run;
  /** Every memo entry, with its inode (an entry written again is a new file). */
  entries(): Map<string, number>;
  /** The one memo entry's path. */
  entry(): string;
}

const lineArgs = ["generate", "./...", "--v2", "out/v2.json", "--v3", "-"];

function fixture(t: ExecutionContext): Fixture {
  const base = mkdtempSync(join(tmpdir(), "om-memo-"));
  t.teardown(() => rmSync(base, { recursive: true, force: true }));
  const tree = join(base, "tree");
  const cache = join(base, "cache");
  cpSync(widgets, tree, { recursive: true });
  const entries = (): Map<string, number> => {
    const found = new Map<string, number>();
    const root = join(cache, memoDirectory);
    if (!existsSync(root)) return found;
    for (const shard of readdirSync(root).filter((n) => /^[0-9a-f]{2}$/.test(n))) {
      for (const name of readdirSync(join(root, shard))) found.set(join(root, shard, name), statSync(join(root, shard, name)).ino);
    }
    return found;
  };
  return {
    tree,
    cache,
    run: (args = lineArgs, env = {}) => {
      const proc = spawnSync(process.execPath, [bin, ...args], { cwd: tree, encoding: "utf8", env: { ...process.env, OPENAPI_MARKERS_CACHE: cache, ...env } });
      return { status: proc.status, stdout: proc.stdout, stderr: proc.stderr };
    },
    entries,
    entry: () => {
      const all = [...entries().keys()];
      if (all.length !== 1) throw new Error(`${all.length} entries`);
      return all[0]!;
    },
  };
}

/** The output of the line without cache or memo: what any run must give. */
function uncached(f: Fixture, args: readonly string[] = lineArgs): { run: Run; v2: string } {
  const run = f.run([...args, "--no-cache"], { OPENAPI_MARKERS_CACHE: "off" });
  return { run, v2: readFileSync(join(f.tree, "out/v2.json"), "utf8") };
}

function assertRunGives(t: ExecutionContext, f: Fixture, want: { run: Run; v2: string }, label: string): void {
  rmSync(join(f.tree, "out"), { recursive: true, force: true });
  const got = f.run();
  t.deepEqual(got, want.run, label);
  t.is(readFileSync(join(f.tree, "out/v2.json"), "utf8"), want.v2, `${label}: out/v2.json`);
}

test.serial("a second identical run replays the first: standard output, error, files and exit, and the entry stays", (t) => {
  const f = fixture(t);
  const want = uncached(f);
  t.is(want.run.status, 0);
  t.not(want.run.stdout, "");
  assertRunGives(t, f, want, "recorded");
  const recorded = f.entries();
  t.is(recorded.size, 1);
  assertRunGives(t, f, want, "replayed");
  t.deepEqual(f.entries(), recorded, "replayed, not recorded again");
});

/** Records the line, applies `change`, and checks that the next run is a miss giving the uncached output. */
function missAfter(t: ExecutionContext, change: (f: Fixture) => void, outputChanges: boolean, setup?: (f: Fixture) => void): void {
  const f = fixture(t);
  setup?.(f);
  const before = uncached(f);
  assertRunGives(t, f, before, "recorded");
  const recorded = f.entries();
  change(f);
  const after = uncached(f);
  if (outputChanges) t.not(after.run.stdout + after.v2, before.run.stdout + before.v2, "the change shows in the output");
  assertRunGives(t, f, after, "after the change");
  t.notDeepEqual(f.entries(), recorded, "a miss, recorded again");
}

const edit = (file: string, from: string, to: string) => (f: Fixture): void => {
  const path = join(f.tree, file);
  writeFileSync(path, readFileSync(path, "utf8").replace(from, to));
};

test.serial("a dependency's file edited: a miss, and the new output", (t) => {
  missAfter(t, edit("meta/types.go", "type ObjectMeta struct {", "// Edited.\ntype ObjectMeta struct {\n\tEdited string `json:\"edited,omitempty\"`"), true);
});

test.serial("a file added to an input package: a miss, and the new output", (t) => {
  missAfter(t, (f) => writeFileSync(join(f.tree, "apis/v1/extra.go"), "package v1\n\n// Extra is added.\ntype Extra struct {\n\tName string `json:\"name\"`\n}\n"), true);
});

test.serial("a file removed from an input package: a miss, and the new output", (t) => {
  const extra = "package v1\n\n// Extra is removed.\ntype Extra struct {\n\tName string `json:\"name\"`\n}\n";
  missAfter(t, (f) => unlinkSync(join(f.tree, "apis/v1/extra.go")), true, (f) => writeFileSync(join(f.tree, "apis/v1/extra.go"), extra));
});

test.serial("go.mod changed: a miss", (t) => {
  missAfter(t, (f) => appendFileSync(join(f.tree, "go.mod"), "\n// A comment.\n"), false);
});

test.serial("vendor/ appearing: a miss", (t) => {
  missAfter(t, (f) => {
    mkdirSync(join(f.tree, "vendor"));
    writeFileSync(join(f.tree, "vendor/modules.txt"), "");
  }, false);
});

test.serial("a variable the tool reads, or an argument, changed: another entry", (t) => {
  const f = fixture(t);
  t.is(f.run().status, 0);
  t.is(f.entries().size, 1);
  t.is(f.run(lineArgs, { GOFLAGS: "-mod=mod" }).status, 0);
  t.is(f.entries().size, 2, "GOFLAGS");
  t.is(f.run([...lineArgs, "--title", "Other"]).status, 0);
  t.is(f.entries().size, 3, "an argument");
  t.is(f.run(lineArgs, { SOMETHING_ELSE: "x" }).status, 0);
  t.is(f.entries().size, 3, "a variable the tool does not read is not in the key");
});

test.serial("the key changes with each thing it covers", (t) => {
  const base = { fingerprint: "a".repeat(64), argv: ["generate", "."], cwd: "/w", env: { GOFLAGS: "", HOME: "/h", OTHER: "x" } };
  const keys = [
    memoKey(base),
    memoKey({ ...base, fingerprint: "b".repeat(64) }),
    memoKey({ ...base, argv: ["generate", "./..."] }),
    memoKey({ ...base, argv: ["generate .", ""] }),
    memoKey({ ...base, cwd: "/x" }),
    memoKey({ ...base, env: { ...base.env, GOFLAGS: "-mod=vendor" } }),
    memoKey({ ...base, env: { ...base.env, GOWORK: "off" } }),
    memoKey({ ...base, env: { ...base.env, OPENAPI_MARKERS_PARSER: "wasm" } }),
    memoKey({ ...base, year: new Date().getUTCFullYear() + 1 }),
  ];
  t.is(new Set(keys).size, keys.length);
  t.is(memoKey({ ...base, env: { ...base.env, OTHER: "y" } }), keys[0], "a variable the tool does not read");
});

test.serial("a failed run is not recorded; OPENAPI_MARKERS_MEMO=off, OPENAPI_MARKERS_CACHE=off and --no-cache record nothing", (t) => {
  const f = fixture(t);
  const failed = f.run(["generate", "./missing/...", "--v2", "-"]);
  t.not(failed.status, 0);
  t.is(f.entries().size, 0, "a failed run");
  t.is(f.run([...lineArgs, "--no-cache"]).status, 0);
  t.is(f.entries().size, 0, "--no-cache");
  t.is(f.run([...lineArgs, "--cache=false"]).status, 0);
  t.is(f.entries().size, 0, "--cache=false");
  t.is(f.run(lineArgs, { OPENAPI_MARKERS_MEMO: "off" }).status, 0);
  t.is(f.entries().size, 0, "OPENAPI_MARKERS_MEMO=off");
  t.is(f.run(lineArgs, { OPENAPI_MARKERS_CACHE: "off" }).status, 0);
  t.false(existsSync(join(f.cache, memoDirectory)), "OPENAPI_MARKERS_CACHE=off");
});

test.serial("--check keeps its meaning: an output changed after a recorded check is out of date", (t) => {
  const f = fixture(t);
  t.is(f.run().status, 0);
  const check = [...lineArgs.slice(0, 4), "--check"];
  const clean = f.run(check);
  t.deepEqual([clean.status, clean.stderr], [0, ""]);
  t.is(f.run(check).status, 0, "replayed");
  appendFileSync(join(f.tree, "out/v2.json"), " ");
  const stale = f.run(check);
  t.deepEqual([stale.status, stale.stderr], [1, "out/v2.json: out of date; run openapi-markers generate without --check to update it\n"]);
});

/** Rewrites the one entry as `edit` changes its decoded body, under a header that matches. */
function plant(f: Fixture, edit: (body: Record<string, unknown>) => void): void {
  const path = f.entry();
  const bytes = readFileSync(path);
  const body = JSON.parse(bytes.subarray(bytes.indexOf(10) + 1).toString("utf8")) as Record<string, unknown>;
  edit(body);
  const text = Buffer.from(JSON.stringify(body));
  writeFileSync(path, Buffer.concat([Buffer.from(`openapi-markers memo 1 ${basename(path)} ${createHash("sha256").update(text).digest("hex")}\n`), text]));
  t_decodes(path);
}

/** Whether the entry at `path` decodes (a planted entry must, to test what a hit does with it). */
function t_decodes(path: string): void {
  if (decodeEntry(basename(path), readFileSync(path)) === undefined) throw new Error(`${path} does not decode`);
}

test.serial("a damaged entry is no entry: the run gives its output, without a stack trace, and records again", (t) => {
  for (const damage of [
    (path: string) => writeFileSync(path, readFileSync(path).subarray(0, 200)),
    (path: string) => {
      const bytes = readFileSync(path);
      bytes[bytes.length - 10] ^= 1;
      writeFileSync(path, bytes);
    },
    (path: string) => writeFileSync(path, ""),
  ]) {
    const f = fixture(t);
    const want = uncached(f);
    assertRunGives(t, f, want, "recorded");
    damage(f.entry());
    assertRunGives(t, f, want, "with the damaged entry");
    t.notThrows(() => t_decodes(f.entry()), "recorded again");
  }
});

test.serial("a planted entry of the wrong shape is no entry", (t) => {
  const f = fixture(t);
  const want = uncached(f);
  assertRunGives(t, f, want, "recorded");
  const path = f.entry();
  const text = Buffer.from(JSON.stringify({ key: basename(path), observations: "all", events: [], exit: 0 }));
  writeFileSync(path, Buffer.concat([Buffer.from(`openapi-markers memo 1 ${basename(path)} ${createHash("sha256").update(text).digest("hex")}\n`), text]));
  assertRunGives(t, f, want, "with the planted entry");
});

test.serial("a planted entry that writes where the line cannot is refused: nothing written there, the run's own output", (t) => {
  const f = fixture(t);
  const want = uncached(f);
  assertRunGives(t, f, want, "recorded");
  const outside = join(f.tree, "..", "outside.json");
  plant(f, (body) => (body.events as unknown[][]).push(["files", [["../outside.json", "planted"]]]));
  assertRunGives(t, f, want, "with the planted entry");
  t.false(existsSync(outside));
});

test.serial("an entry in a cache directory others can write to is not used", (t) => {
  const f = fixture(t);
  const want = uncached(f);
  assertRunGives(t, f, want, "recorded");
  plant(f, (body) => (body.events as unknown[][]).push(["stdout", "planted\n"]));
  chmodSync(f.cache, 0o777);
  t.teardown(() => chmodSync(f.cache, 0o700));
  const got = f.run();
  t.is(got.stdout, want.run.stdout, "not replayed");
  chmodSync(f.cache, 0o700);
  chmodSync(join(f.cache, memoDirectory), 0o777);
  t.is(f.run().stdout, want.run.stdout, "a memo directory others can write to");
});

function runAsync(cwd: string, cache: string): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, ...lineArgs.slice(0, 2), "--v3", "-"], { cwd, env: { ...process.env, OPENAPI_MARKERS_CACHE: cache } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("close", (status) => done({ status, stdout, stderr }));
  });
}

test.serial("concurrent runs on one memo, half of them on a changed tree, each give their own output; every entry is whole", async (t) => {
  const f = fixture(t);
  const other = join(f.tree, "..", "other");
  cpSync(f.tree, other, { recursive: true });
  appendFileSync(join(other, "apis/v1/types.go"), "\n// Other is only in the other tree.\ntype Other struct {\n\tName string `json:\"name\"`\n}\n");
  const want = { tree: await runAsync(f.tree, "off"), other: await runAsync(other, "off") };
  t.not(want.tree.stdout, want.other.stdout);
  const trees = Array.from({ length: 8 }, (_, i): "tree" | "other" => (i % 2 === 0 ? "tree" : "other"));
  const results = await Promise.all(trees.map((which) => runAsync(which === "tree" ? f.tree : other, f.cache)));
  results.forEach((run, i) => t.deepEqual(run, want[trees[i]!], `run ${i}`));
  t.is(f.entries().size, 2);
  for (const path of f.entries().keys()) t.notThrows(() => t_decodes(path));
  const again = await Promise.all(trees.map((which) => runAsync(which === "tree" ? f.tree : other, f.cache)));
  again.forEach((run, i) => t.deepEqual(run, want[trees[i]!], `replayed run ${i}`));
});
