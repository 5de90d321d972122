// The syntax cache (src/load/syntax-cache.ts): what it returns is what parsing returns
// (under whatever display path), a changed file is parsed again, a damaged or foreign
// entry is a miss, a hostile or unwritable cache directory is no cache, concurrent runs
// leave valid entries, --no-cache and OPENAPI_MARKERS_CACHE=off write nothing, and old
// entries are trimmed. Every cache here is a temporary directory.

import test from "ava";
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "../cli.js";
import { cacheDirectory } from "./cache-dir.js";
import { trimIfDue } from "./cache-trim.js";
import { emptyLoadStats, loadPackages, type LoadResult, type LoadStats } from "./load.js";
import { factsSalt } from "./syntax-cache.js";
import { decodeEntry } from "./syntax-codec.js";
import { syntaxFactsVersion } from "../parse/syntax.js";

const widgets = fileURLToPath(new URL("../../../testdata/examples/widgets", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/openapi-markers.js", import.meta.url));

function temp(what: string): string {
  return mkdtempSync(join(tmpdir(), `om-cache-${what}-`));
}

/** A copy of testdata/examples/widgets, below `parent/widgets`. */
function widgetsCopy(): string {
  const dir = join(temp("tree"), "widgets");
  cpSync(widgets, dir, { recursive: true });
  return dir;
}

function load(cwd: string, input: string, cacheDir: string | undefined): { result: LoadResult; stats: LoadStats } {
  const stats = emptyLoadStats();
  const result = loadPackages([input], cwd, { allPackages: true, stats, cacheDir, parallelThreshold: Infinity });
  return { result, stats };
}

/** The cache's entries, by shard/name. */
function entries(cache: string): string[] {
  if (!existsSync(cache)) return [];
  return readdirSync(cache).filter((n) => /^[0-9a-f]{2}$/.test(n)).flatMap((s) => readdirSync(join(cache, s)).map((n) => `${s}/${n}`)).sort();
}

async function cli(args: string[], cwd: string): Promise<{ exit: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const exit = await runCli(args, { cwd, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } });
  return { exit, stdout, stderr };
}

/** Runs `body` with OPENAPI_MARKERS_CACHE set to `value` (the suite runs with it off). */
async function withCacheEnv<T>(value: string, body: () => Promise<T>): Promise<T> {
  process.env.OPENAPI_MARKERS_CACHE = value;
  try {
    return await body();
  } finally {
    process.env.OPENAPI_MARKERS_CACHE = "off";
  }
}

test("a warm run reads every file from the cache and loads exactly what parsing loads", (t) => {
  const cache = temp("dir");
  const off = load(widgets, "./...", undefined);
  const cold = load(widgets, "./...", cache);
  const warm = load(widgets, "./...", cache);
  t.deepEqual([cold.stats.cacheHits, cold.stats.cacheMisses], [0, 4]);
  t.deepEqual([warm.stats.cacheHits, warm.stats.cacheMisses], [4, 0]);
  t.is(entries(cache).length, 4);
  t.deepEqual(cold.result, off.result);
  t.deepEqual(warm.result, off.result);
  t.deepEqual([off.stats.cacheHits, off.stats.cacheMisses], [0, 0]);
});

test("an entry does not depend on the display path: the same file under two paths", (t) => {
  const cache = temp("dir");
  const nested = join(widgets, "apis");
  load(widgets, "./...", cache);
  // From apis/ the meta package is ../meta/…, from the module root meta/….
  const warm = load(nested, "./...", cache);
  const off = load(nested, "./...", undefined);
  t.deepEqual([warm.stats.cacheHits, warm.stats.cacheMisses], [4, 0]);
  t.deepEqual(warm.result, off.result);
  const files = warm.result.packages.flatMap((p) => p.files.map((f) => f.path)).sort();
  t.deepEqual(files, ["../meta/doc.go", "../meta/types.go", "v1/doc.go", "v1/types.go"]);
  const spanFiles = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) {
      const record = value as Record<string, unknown>;
      if (typeof record.file === "string") spanFiles.add(record.file);
      Object.values(record).forEach(visit);
    }
  };
  visit(warm.result.packages);
  t.deepEqual([...spanFiles].sort(), files);
});

test("a changed file is parsed again; the others still come from the cache", (t) => {
  const cache = temp("dir");
  const dir = widgetsCopy();
  load(dir, "./...", cache);
  appendFileSync(join(dir, "meta", "types.go"), "\n// Added is new.\ntype Added struct{}\n");
  const warm = load(dir, "./...", cache);
  t.deepEqual([warm.stats.cacheHits, warm.stats.cacheMisses], [3, 1]);
  t.deepEqual(warm.result, load(dir, "./...", undefined).result);
  t.true(warm.result.packages.some((p) => p.files.some((f) => f.types.some((ty) => ty.name === "Added"))));
  t.is(entries(cache).length, 5);
});

test("truncated, corrupted, foreign, misplaced and empty entries are misses, and are rewritten", (t) => {
  const cache = temp("dir");
  load(widgets, "./...", cache);
  const names = entries(cache);
  t.is(names.length, 4);
  const [truncated, corrupted, foreign, empty] = names.map((n) => join(cache, n)) as [string, string, string, string];
  truncateSync(truncated, statSync(truncated).size - 3);
  const bytes = readFileSync(corrupted);
  bytes[bytes.length - 10] = bytes[bytes.length - 10] === 0x31 ? 0x32 : 0x31; // a digit or a letter inside the JSON
  writeFileSync(corrupted, bytes);
  writeFileSync(foreign, readFileSync(foreign, "latin1").replace(/^openapi-markers-syntax /, "other-tool "), "latin1");
  writeFileSync(empty, "");
  const damaged = load(widgets, "./...", cache);
  t.deepEqual([damaged.stats.cacheHits, damaged.stats.cacheMisses], [0, 4]);
  t.deepEqual(damaged.result, load(widgets, "./...", undefined).result);
  t.deepEqual(load(widgets, "./...", cache).stats.cacheMisses, 0, "rewritten");
  // An intact entry under another file's key (its header names its own key).
  writeFileSync(join(cache, names[1]!), readFileSync(join(cache, names[0]!)));
  const misplaced = load(widgets, "./...", cache);
  t.deepEqual([misplaced.stats.cacheHits, misplaced.stats.cacheMisses], [3, 1]);
  t.deepEqual(misplaced.result, load(widgets, "./...", undefined).result);
});

test("a giant planted at an entry's place is not read: a miss, then replaced", (t) => {
  const cache = temp("dir");
  load(widgets, "./...", cache);
  const giant = join(cache, entries(cache)[0]!);
  truncateSync(giant, 4 * 1024 * 1024 * 1024); // sparse: 4 GiB that reading would allocate
  const run = load(widgets, "./...", cache);
  t.deepEqual([run.stats.cacheHits, run.stats.cacheMisses], [3, 1]);
  t.deepEqual(run.result, load(widgets, "./...", undefined).result);
  t.true(statSync(giant).size < 1 << 20, "rewritten");
});

test("special files, links and directories at an entry's place are neither read nor replaced", (t) => {
  const cache = temp("dir");
  load(widgets, "./...", cache);
  const [fifo, link, dir, linkToEntry] = entries(cache).map((n) => join(cache, n)) as [string, string, string, string];
  const elsewhere = join(temp("elsewhere"), "entry");
  cpSync(linkToEntry, elsewhere);
  for (const path of [fifo, link, dir, linkToEntry]) rmSync(path);
  const fifoMade = spawnSync("mkfifo", [fifo]).status === 0;
  symlinkSync("/dev/null", link);
  mkdirSync(dir);
  symlinkSync(elsewhere, linkToEntry);
  const run = load(widgets, "./...", cache);
  // The link to an intact entry is read (reading follows links, as for Go files); nothing else is.
  t.deepEqual([run.stats.cacheHits, run.stats.cacheMisses], [1, 3]);
  t.deepEqual(run.result, load(widgets, "./...", undefined).result);
  if (fifoMade) t.true(lstatSync(fifo).isFIFO());
  t.true(lstatSync(link).isSymbolicLink());
  t.true(lstatSync(dir).isDirectory());
  t.true(lstatSync(linkToEntry).isSymbolicLink());
  t.true(statSync("/dev/null").isCharacterDevice());
  t.deepEqual(entries(cache).filter((n) => n.endsWith(".tmp")), [], "no temporary file left");
});

test("a cache directory that is a file, a link to /dev/null, read-only or below a file: the run works without it", (t) => {
  const base = temp("hostile");
  const file = join(base, "file");
  writeFileSync(file, "not a directory");
  const devNull = join(base, "devnull");
  symlinkSync("/dev/null", devNull);
  const readOnly = join(base, "readonly");
  mkdirSync(readOnly);
  chmodSync(readOnly, 0o555);
  // Unwritable even for root: every shard directory's name is taken by a file.
  const shardsTaken = join(base, "shards-taken");
  mkdirSync(shardsTaken);
  for (let i = 0; i < 256; i++) writeFileSync(join(shardsTaken, i.toString(16).padStart(2, "0")), "");
  const off = load(widgets, "./...", undefined);
  for (const cache of [file, devNull, readOnly, shardsTaken, join(file, "below")]) {
    const run = load(widgets, "./...", cache);
    t.deepEqual(run.result, off.result, cache);
    t.is(run.result.diagnostics.length, 0);
  }
  t.is(readFileSync(file, "utf8"), "not a directory");
  t.is(readdirSync(shardsTaken).length, 256, "the 256 files, nothing more");
  t.true(statSync("/dev/null").isCharacterDevice());
  // Root may write into a read-only directory; anyone else leaves it empty.
  if (process.getuid?.() !== 0) t.deepEqual(readdirSync(readOnly), []);
  chmodSync(readOnly, 0o755);
});

test("two processes filling one cache at once leave it whole: both outputs are right and every entry is valid", async (t) => {
  const cache = temp("concurrent");
  const out = temp("out");
  const env = { ...process.env, OPENAPI_MARKERS_CACHE: cache };
  const run = (name: string): Promise<number | null> => new Promise((done) => {
    const child = spawn(process.execPath, [bin, "generate", "./...", "--all-types", "--v3", join(out, name)], { cwd: widgets, env, stdio: "ignore" });
    child.on("close", done);
  });
  t.deepEqual(await Promise.all([run("a.json"), run("b.json")]), [0, 0]);
  const want = await withCacheEnv("off", () => cli(["generate", "./...", "--all-types", "--v3", join(out, "off.json")], widgets));
  t.is(want.exit, 0);
  t.is(readFileSync(join(out, "a.json"), "utf8"), readFileSync(join(out, "off.json"), "utf8"));
  t.is(readFileSync(join(out, "b.json"), "utf8"), readFileSync(join(out, "off.json"), "utf8"));
  // Every entry is whole (the processes run the bundled CLI, whose keys differ from this
  // process's); beside them, the bin's code cache entry (code-cache.ts, tested there).
  const code = entries(cache).filter((name) => readFileSync(join(cache, name)).toString("latin1", 0, 29) === "openapi-markers code cache 1\n");
  t.is(code.length, 1);
  t.is(entries(cache).length, 5);
  for (const name of entries(cache).filter((n) => !code.includes(n))) t.not(decodeEntry(name.slice(3), readFileSync(join(cache, name)), "x.go"), undefined, name);
});

test("--no-cache and OPENAPI_MARKERS_CACHE=off write nothing; without them the cache fills", async (t) => {
  const base = temp("flags");
  const cache = join(base, "cache");
  const out = join(base, "out.json");
  for (const command of [["generate", "./...", "--v3", out], ["check", "./..."], ["patch", join(base, "spec.json"), "./..."]]) {
    writeFileSync(join(base, "spec.json"), "{\"swagger\":\"2.0\",\"definitions\":{}}\n");
    await withCacheEnv(cache, () => cli([...command, "--no-cache"], widgets));
    t.false(existsSync(cache), `${command[0]} --no-cache`);
  }
  const xdg = join(base, "xdg");
  const savedXdg = process.env.XDG_CACHE_HOME;
  process.env.XDG_CACHE_HOME = xdg;
  try {
    await withCacheEnv("off", () => cli(["generate", "./...", "--v3", out], widgets));
    t.false(existsSync(xdg), "OPENAPI_MARKERS_CACHE=off");
    await withCacheEnv("", () => cli(["generate", "./...", "--v3", out], widgets));
    t.is(entries(join(xdg, "openapi-markers")).length, 4, "the default: $XDG_CACHE_HOME/openapi-markers");
  } finally {
    if (savedXdg === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = savedXdg;
  }
  // Exit 1: the example's own meta.ObjectMeta named "metadata" breaks openapi-gen's names_match.
  t.deepEqual((await withCacheEnv(cache, () => cli(["check", "./..."], widgets))).exit, 1);
  t.is(entries(cache).length, 4, "OPENAPI_MARKERS_CACHE=DIR");
});

test("where the cache lives on each platform", (t) => {
  const cwd = "/projects/here";
  t.is(cacheDirectory({ OPENAPI_MARKERS_CACHE: "off", XDG_CACHE_HOME: "/x" }, cwd, "linux"), undefined);
  t.is(cacheDirectory({ OPENAPI_MARKERS_CACHE: "rel/dir" }, cwd, "linux"), "/projects/here/rel/dir");
  t.is(cacheDirectory({ OPENAPI_MARKERS_CACHE: "/abs" }, cwd, "linux"), "/abs");
  t.is(cacheDirectory({ XDG_CACHE_HOME: "/x", HOME: "/h" }, cwd, "linux"), "/x/openapi-markers");
  t.is(cacheDirectory({ XDG_CACHE_HOME: "relative", HOME: "/h" }, cwd, "linux"), "/h/.cache/openapi-markers");
  t.is(cacheDirectory({ OPENAPI_MARKERS_CACHE: "", HOME: "/h" }, cwd, "linux"), "/h/.cache/openapi-markers");
  t.is(cacheDirectory({ HOME: "/h" }, cwd, "darwin"), "/h/Library/Caches/openapi-markers");
  t.is(cacheDirectory({ LOCALAPPDATA: "/appdata", HOME: "/h" }, cwd, "win32"), join("/appdata", "openapi-markers"));
  t.is(cacheDirectory({}, cwd, "linux"), undefined, "no home: no cache");
});

const day = 24 * 60 * 60 * 1000;

test("trimming, at most once a day, removes entries unused for 5 days and stale temporary files, nothing else", (t) => {
  const cache = temp("trim");
  const now = Date.now();
  const shard = join(cache, "ab");
  mkdirSync(shard);
  const at = (name: string, ageMs: number, content = "x"): string => {
    const path = join(shard, name);
    writeFileSync(path, content);
    utimesSync(path, (now - ageMs) / 1000, (now - ageMs) / 1000);
    return path;
  };
  const key = (c: string): string => `ab${c.repeat(62)}`;
  const old = at(key("0"), 6 * day);
  const recent = at(key("1"), 4 * day);
  const oldTemp = at(`${key("2")}.1.abc.tmp`, 2 * day);
  const youngTemp = at(`${key("3")}.1.abc.tmp`, 60_000);
  const notOurs = at("README", 30 * day);
  const link = join(shard, key("4"));
  symlinkSync(old, link);
  trimIfDue(cache, now);
  t.false(existsSync(old));
  t.false(existsSync(oldTemp));
  t.true(existsSync(recent));
  t.true(existsSync(youngTemp));
  t.true(existsSync(notOurs));
  t.true(lstatSync(link).isSymbolicLink());
  t.is(readFileSync(join(cache, "trim.txt"), "utf8"), `${Math.floor(now / 1000)}\n`);
  const older = at(key("5"), 9 * day);
  trimIfDue(cache, now + day / 2);
  t.true(existsSync(older), "not trimmed again within a day");
  trimIfDue(cache, now + day + 1000);
  t.false(existsSync(older));
  t.false(existsSync(recent), "unused for 5 days by then");
});

test("a cache directory that is a link to a directory is used and trimmed", (t) => {
  const real = temp("real");
  const link = join(temp("link"), "cache");
  symlinkSync(real, link);
  load(widgets, "./...", link);
  t.is(entries(real).length, 4);
  t.true(existsSync(join(real, "trim.txt")));
  t.true(lstatSync(link).isSymbolicLink());
});

test("a hit marks its entry as used (for trimming) at most once an hour", (t) => {
  const cache = temp("touch");
  load(widgets, "./...", cache);
  const [first, second] = entries(cache).map((n) => join(cache, n)) as [string, string];
  const old = (Date.now() - 2 * day) / 1000;
  const recent = (Date.now() - 10 * 60_000) / 1000;
  utimesSync(first, old, old);
  utimesSync(second, recent, recent);
  load(widgets, "./...", cache);
  t.true(Date.now() - statSync(first).mtimeMs < 60_000);
  t.is(Math.round(statSync(second).mtimeMs / 1000), Math.round(recent));
});

test("every key is salted with the package and grammar versions, the facts' version and the parser's own code", (t) => {
  const version = (file: string): string => (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
  const own = version(fileURLToPath(new URL("../../../package.json", import.meta.url)));
  const grammar = version(fileURLToPath(new URL("../../../node_modules/tree-sitter-go/package.json", import.meta.url)));
  t.regex(factsSalt() ?? "", new RegExp(`^openapi-markers ${own.replaceAll(".", "\\.")} cache 2 facts ${syntaxFactsVersion} tree-sitter-go ${grammar.replaceAll(".", "\\.")} parser [0-9a-f]{64}\n$`));
});
