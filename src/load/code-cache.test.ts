// The code cache (code-cache.ts) is used when its entry is whole and the user's, and
// otherwise ignored: a missing, damaged, refused, foreign or planted entry, or a directory
// others can write to, gives the same results as no cache, with no message. First on a
// small bundle of our own, then on the bin's.

import test from "ava";
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32 } from "node:zlib";
import { loadCodeCached, type CodeCacheStatus } from "./code-cache.js";

const isRoot = process.getuid?.() === 0;
const magic = "openapi-markers code cache 1\n";

interface Exports {
  readonly sum: (n: number) => number;
  readonly hostImport: () => Promise<string>;
}

/** A bundle whose functions are compiled lazily (so the entry holds code only a run compiled). */
function bundle(): string {
  const dir = mkdtempSync(join(tmpdir(), "om-code-cache-"));
  const file = join(dir, "bundle.cjs");
  writeFileSync(file, [
    "function triangle(n) { let s = 0; for (let i = 1; i <= n; i++) s += i; return s; }",
    "exports.sum = (n) => triangle(n);",
    "exports.hostImport = async () => (await __hostImport(\"node:path\")).sep;",
    "",
  ].join("\n"));
  return file;
}

function cacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "om-code-cache-dir-"));
  chmodSync(dir, 0o700);
  return dir;
}

/** The code cache's entries under `cache` (the syntax cache's sit beside them). */
function codeEntries(cache: string): string[] {
  return readdirSync(cache).filter((n) => /^[0-9a-f]{2}$/.test(n)).flatMap((s) => readdirSync(join(cache, s)).map((n) => join(cache, s, n)))
    .filter((path) => readFileSync(path).toString("latin1", 0, magic.length) === magic).sort();
}

const codeCacheModule = fileURLToPath(new URL("./code-cache.js", import.meta.url));

/**
 * Loads the bundle, runs it, saves; its status and results. In a process of its own: V8
 * keeps what it compiled in a process, and would not read an entry for the same script twice.
 */
function runOnce(file: string, cache: string | undefined, command = "generate"): { status: CodeCacheStatus; sum: number } {
  const script = `const { loadCodeCached } = await import(${JSON.stringify(codeCacheModule)});
    const loaded = loadCodeCached(${JSON.stringify(file)}, ${JSON.stringify(command)}, ${JSON.stringify(cache)});
    const sum = loaded.exports.sum(100);
    loaded.save();
    process.stdout.write(JSON.stringify({ status: loaded.status, sum }));`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  if (r.status !== 0 || r.stderr !== "") throw new Error(r.stderr);
  return JSON.parse(r.stdout) as { status: CodeCacheStatus; sum: number };
}

test("an entry is stored after a run without one and used by the next, per command", (t) => {
  const file = bundle();
  const cache = cacheDir();
  t.deepEqual(runOnce(file, cache), { status: "absent", sum: 5050 });
  t.is(codeEntries(cache).length, 1);
  t.deepEqual(runOnce(file, cache), { status: "used", sum: 5050 });
  t.deepEqual(runOnce(file, cache, "controller-gen"), { status: "absent", sum: 5050 });
  t.deepEqual(runOnce(file, cache, "controller-gen"), { status: "used", sum: 5050 });
  t.is(codeEntries(cache).length, 2);
});

test("without a cache directory the bundle runs as it is, and a dynamic import goes through the host", async (t) => {
  const loaded = loadCodeCached<Exports>(bundle(), "generate", undefined)!;
  t.is(loaded.status, "off");
  t.is(loaded.exports.sum(3), 6);
  t.is(await loaded.exports.hostImport(), "/");
  loaded.save();
});

test("no bundle: undefined (the bin imports the modules instead)", (t) => {
  t.is(loadCodeCached(join(tmpdir(), "om-no-such-bundle.cjs"), "generate", cacheDir()), undefined);
});

test("a damaged entry (payload or header) is ignored and replaced", (t) => {
  const file = bundle();
  const cache = cacheDir();
  runOnce(file, cache);
  const [entry] = codeEntries(cache);
  const bytes = readFileSync(entry!);
  bytes[bytes.length - 10] ^= 0xff;
  writeFileSync(entry!, bytes);
  t.deepEqual(runOnce(file, cache), { status: "damaged", sum: 5050 });
  t.deepEqual(runOnce(file, cache), { status: "used", sum: 5050 });
  writeFileSync(entry!, "openapi-markers code cache 1\nnot a checksum");
  t.deepEqual(runOnce(file, cache), { status: "damaged", sum: 5050 });
  writeFileSync(entry!, "");
  t.deepEqual(runOnce(file, cache), { status: "damaged", sum: 5050 });
  t.deepEqual(runOnce(file, cache), { status: "used", sum: 5050 });
});

test("an entry with a sound checksum that V8 refuses (not its data, or its data cut short) is ignored and replaced", (t) => {
  const file = bundle();
  const cache = cacheDir();
  runOnce(file, cache);
  const [entry] = codeEntries(cache);
  for (const payload of [Buffer.from("not V8's code cache at all"), readFileSync(entry!).subarray(magic.length + 9, magic.length + 200)]) {
    writeFileSync(entry!, Buffer.concat([Buffer.from(`${magic}${crc32Hex(payload)}\n`, "latin1"), payload]));
    t.deepEqual(runOnce(file, cache), { status: "refused", sum: 5050 });
    t.deepEqual(runOnce(file, cache), { status: "used", sum: 5050 });
  }
});

test("a changed bundle does not find the old entry", (t) => {
  const file = bundle();
  const cache = cacheDir();
  runOnce(file, cache);
  writeFileSync(file, readFileSync(file, "utf8").replace("s += i", "s += 2 * i"));
  t.deepEqual(runOnce(file, cache), { status: "absent", sum: 10100 });
});

test("a cache directory others can write to is not used (a planted entry never runs) and gets no entry", (t) => {
  const file = bundle();
  const cache = cacheDir();
  runOnce(file, cache);
  chmodSync(cache, 0o777);
  t.deepEqual(runOnce(file, cache), { status: "off", sum: 5050 });
  chmodSync(cache, 0o700);
  t.deepEqual(runOnce(file, cache), { status: "used", sum: 5050 });
});

test("an entry another user owns is not read", (t) => {
  if (!isRoot) return t.pass("only root can give a file away");
  const file = bundle();
  const cache = cacheDir();
  runOnce(file, cache);
  const [entry] = codeEntries(cache);
  chownSync(entry!, 4242, 4242);
  t.deepEqual(runOnce(file, cache), { status: "damaged", sum: 5050 });
});

test("the bin: the same output with no entry, a used one and a damaged one, and no message", (t) => {
  const bin = fileURLToPath(new URL("../../bin/openapi-markers.js", import.meta.url));
  const widgets = fileURLToPath(new URL("../../../testdata/examples/widgets", import.meta.url));
  const cache = cacheDir();
  const work = mkdtempSync(join(tmpdir(), "om-code-cache-bin-"));
  cpSync(widgets, work, { recursive: true });
  const run = (): { status: number | null; stdout: string; stderr: string } => {
    const r = spawnSync(process.execPath, [bin, "generate", "./...", "--v3", join(work, "openapi.json")], { cwd: work, encoding: "utf8", env: { ...process.env, OPENAPI_MARKERS_CACHE: cache, OPENAPI_MARKERS_MEMO: "off" } });
    return { status: r.status, stdout: readFileSync(join(work, "openapi.json"), "utf8"), stderr: r.stderr };
  };
  const first = run();
  t.is(first.status, 0);
  t.is(first.stderr, "");
  t.true(first.stdout.length > 0);
  t.is(codeEntries(cache).length, 1);
  t.deepEqual(run(), first);
  const [entry] = codeEntries(cache);
  const saved = readFileSync(entry!);
  const bytes = Buffer.from(saved);
  bytes[magic.length + 100] ^= 0xff;
  writeFileSync(entry!, bytes);
  t.deepEqual(run(), first);
  // the damaged entry was replaced by a whole one
  const replaced = readFileSync(entry!);
  t.is(replaced.toString("latin1", magic.length, magic.length + 8), crc32Hex(replaced.subarray(magic.length + 9)));
  t.deepEqual(run(), first);
});

function crc32Hex(bytes: Uint8Array): string {
  return crc32(bytes).toString(16).padStart(8, "0");
}
