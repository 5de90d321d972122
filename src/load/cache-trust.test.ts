// The syntax cache trusts only what the current user alone can write: a planted entry in a
// directory others can write to, an entry another user owns, an entry whose header is intact
// but whose facts are not, a cache under /proc/self/fd, and a umask of 000.

import test from "ava";
import { spawnSync } from "node:child_process";
import { entryChecksum } from "./syntax-codec.js";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatDiagnostic } from "../diag/diagnostic.js";
import { parseGoFile } from "../parse/go-tree.js";
import { emptyLoadStats, loadPackages, type LoadResult, type LoadStats } from "./load.js";
import { isSyntaxFacts } from "./syntax-validate.js";

const widgets = fileURLToPath(new URL("../../../testdata/examples/widgets", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/openapi-markers.js", import.meta.url));
const isRoot = process.getuid?.() === 0;
const posix = process.getuid !== undefined;

function temp(what: string): string {
  return mkdtempSync(join(tmpdir(), `om-trust-${what}-`));
}

function load(cacheDir: string | undefined): { result: LoadResult; stats: LoadStats } {
  const stats = emptyLoadStats();
  const result = loadPackages(["./..."], widgets, { allPackages: true, stats, cacheDir, parallelThreshold: Infinity });
  return { result, stats };
}

function entries(cache: string): string[] {
  return readdirSync(cache).filter((n) => /^[0-9a-f]{2}$/.test(n)).flatMap((s) => readdirSync(join(cache, s)).map((n) => join(cache, s, n))).sort();
}

/** Rewrites an entry's facts with `edit`, and its header to match, as anyone could. */
function plant(path: string, edit: (json: string) => string): void {
  const text = readFileSync(path, "utf8");
  const newline = text.indexOf("\n");
  const [magic, key] = text.slice(0, newline).split(" ");
  const body = Buffer.from(edit(text.slice(newline + 1)));
  writeFileSync(path, Buffer.concat([Buffer.from(`${magic} ${key} ${body.length} ${entryChecksum(body)}\n`), body]));
}

/** The entry holding the widgets' `Finish` field, renamed `Pwned` by a planted copy. */
function poisonFinish(cache: string): string {
  const target = entries(cache).find((p) => readFileSync(p, "utf8").includes('"name":"Finish"'))!;
  plant(target, (json) => json.replaceAll('"name":"Finish"', '"name":"Pwned"'));
  return target;
}

const names = (result: LoadResult): string[] => result.packages.flatMap((p) => p.files.flatMap((f) => f.types.map((ty) => ty.name)));

test("a cache directory others can write to is not used: one OM1017 warning, the output as without a cache", (t) => {
  if (!posix) return t.pass("no user ids here");
  const cache = temp("open");
  load(cache);
  poisonFinish(cache);
  chmodSync(cache, 0o777);
  const off = load(undefined);
  const run = load(cache);
  t.true(names(run.result).includes("Finish"));
  t.deepEqual(run.result.packages, off.result.packages);
  t.deepEqual(run.result.diagnostics.map(formatDiagnostic), [
    `${cache}:1:1: warning OM1017: the syntax cache ${cache} is not used: its group or other users can write to it (mode 777); only a directory of your own that no one else can write to is trusted (make it yours and chmod go-w, or point OPENAPI_MARKERS_CACHE elsewhere)`,
  ]);
  t.deepEqual([run.stats.cacheHits, run.stats.cacheMisses], [0, 0]);
});

test("a cache directory owned by another user is not used", (t) => {
  if (!isRoot) return t.pass("only root can give a directory away");
  const cache = temp("theirs");
  load(cache);
  poisonFinish(cache);
  chownSync(cache, 65534, 65534);
  const run = load(cache);
  t.true(names(run.result).includes("Finish"));
  t.deepEqual(run.result.diagnostics.map((d) => d.message.split(";")[0]), [`the syntax cache ${cache} is not used: it is owned by another user (uid 65534)`]);
});

test("an entry another user owns, in a shard others could write to, is a miss and the shard is made owner-only", (t) => {
  if (!isRoot) return t.pass("only root can give a file away");
  const cache = temp("entry");
  load(cache);
  const planted = poisonFinish(cache);
  chownSync(planted, 65534, 65534);
  chmodSync(join(planted, ".."), 0o777);
  const run = load(cache);
  t.true(names(run.result).includes("Finish"));
  t.deepEqual(run.result.diagnostics, []);
  t.deepEqual([run.stats.cacheHits, run.stats.cacheMisses], [3, 1]);
  t.is(statSync(join(planted, "..")).mode & 0o777, 0o700);
});

const malformed: readonly [string, (json: string) => string][] = [
  ["types of the wrong shape", (json) => json.replace(/"types":\[/, '"types":[{"bogus":1},5,null,')],
  ["a span without a line", (json) => json.replace(/"line":\d+,/, "")],
  ["a line of 0", (json) => json.replace(/"line":\d+/, '"line":0')],
  ["a type of an unknown kind", (json) => json.replace(/"kind":"ident"/, '"kind":"bogus"')],
  ["a name that is a number", (json) => json.replace(/"name":"[A-Za-z]+"/, '"name":5')],
  ["an extra key", (json) => json.replace(/^\{/, '{"__proto__":{"x":1},')],
  ["a doc line that is null", (json) => json.replace(/"doc":\[/, '"doc":[null,')],
  ["not an object", () => "[]"],
];

for (const [what, edit] of malformed) {
  test(`an entry with an intact header but ${what} is a miss (never a crash), and is rewritten`, (t) => {
    const cache = temp("malformed");
    load(cache);
    let damaged = 0;
    for (const path of entries(cache)) {
      const before = readFileSync(path, "utf8");
      plant(path, edit);
      if (readFileSync(path, "utf8") !== before) damaged++;
    }
    t.true(damaged > 0);
    const off = load(undefined);
    const run = load(cache);
    t.deepEqual(run.result, off.result);
    t.deepEqual([run.stats.cacheHits, run.stats.cacheMisses], [4 - damaged, damaged]);
    t.deepEqual(load(cache).stats.cacheHits, 4, "rewritten");
  });
}

test("OPENAPI_MARKERS_CACHE=/proc/self/fd ends at once (no endless mkdir), with the output of a run without a cache", (t) => {
  if (!existsSync("/proc/self/fd")) return t.pass("no /proc here");
  const run = (cache: string) => spawnSync(process.execPath, [bin, "generate", "./...", "--v3", "-"],
    { cwd: widgets, encoding: "utf8", timeout: 60_000, env: { ...process.env, OPENAPI_MARKERS_CACHE: cache } });
  const proc = run("/proc/self/fd");
  t.is(proc.error, undefined, "finished");
  t.is(proc.status, 0);
  t.is(proc.stderr, "");
  t.is(proc.stdout, run("off").stdout);
});

test("with umask 000, shard directories are created 0700 and entries 0600", (t) => {
  if (!posix) return t.pass("no modes here");
  const cache = join(temp("umask"), "cache");
  const proc = spawnSync("sh", ["-c", `umask 000 && exec "${process.execPath}" "${bin}" generate ./... --v3 -`],
    { cwd: widgets, encoding: "utf8", env: { ...process.env, OPENAPI_MARKERS_CACHE: cache } });
  t.is(proc.status, 0, proc.stderr);
  t.is(statSync(cache).mode & 0o777, 0o700);
  const files = entries(cache);
  t.true(files.length > 0);
  for (const file of files) {
    t.is(statSync(file).mode & 0o777, 0o600, file);
    t.is(statSync(join(file, "..")).mode & 0o777, 0o700, file);
  }
});

test("the facts of every Go file of testdata/ have the full shape the cache checks (an entry of ours is never a miss)", (t) => {
  const testdata = fileURLToPath(new URL("../../../testdata/", import.meta.url));
  const pending = [testdata];
  let files = 0;
  while (pending.length > 0) {
    const dir = pending.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile() && entry.name.endsWith(".go") && statSync(path).size < 200_000) {
        files++;
        const facts = parseGoFile("", readFileSync(path, "utf8"));
        if (!isSyntaxFacts(JSON.parse(JSON.stringify(facts)))) t.fail(path);
      }
    }
  }
  t.true(files > 100, `${files} files`);
});
