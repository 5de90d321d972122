// A V8 code cache for the bin's own code. Node 20 compiles every ES module of ours again in
// every process (it has no compile cache for them; module.enableCompileCache is Node 22),
// which was about a fifth of the CPU of a warm go:generate line. So the plain command lines
// are also built as one CommonJS bundle (scripts/build.ts), compiled here as a vm.Script
// with the code V8 kept from an earlier run: after a run that compiled without it, the
// bundle's compiled functions — the lazily compiled ones too, which is why it is taken at
// the end of the run — are stored in the syntax cache's directory (cache-dir.ts), under the
// same trust rules (cache-trust.ts: the directory and the entry the current user's alone),
// as an entry of its shards (so cache-trim.ts trims it when unused).
//
// The key holds everything the code depends on: the bundle's text (its SHA-256), Node's
// version and architecture, V8's flags (v8.cachedDataVersionTag(), which also holds the
// heap policy's flag: the entry is taken with the flags the script was compiled under) and
// the command (a generate line and a controller-gen line compile different functions). An
// entry carries a CRC-32 of its payload against damage; V8 then refuses data of another
// version, flags or source. Anything off — no cache, a damaged, foreign or refused entry —
// and the bundle compiles from its text, as it would without a cache: same output, no
// message.

import { createHash } from "node:crypto";
import { lstatSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cachedDataVersionTag } from "node:v8";
import { Script } from "node:vm";
import { crc32 } from "node:zlib";
import { reassertHeapPolicy } from "../heap-policy.js";
import { cacheDirectory } from "./cache-dir.js";
import { statOrUndefined, touchIfOlder, writeAtomically } from "./cache-files.js";
import { markUsedEveryMs } from "./cache-trim.js";
import { currentUser, ownedDirectory, repairShard } from "./cache-trust.js";
import { readOwnFile } from "./regular-file.js";

/** Bump when the entry layout changes. */
const entryMagic = "openapi-markers code cache 1\n";
/** Larger bundles or entries are not read (the bundle is ≈ 1 MB, an entry less). */
const maxBytes = 64 << 20;

export type CodeCacheStatus =
  /** no cache directory (off, --no-cache, no home) or one that is not the user's alone */
  | "off"
  /** no entry yet: compiled from the text; save() stores one */
  | "absent"
  /** an entry whose checksum or header does not hold: compiled from the text */
  | "damaged"
  /** an entry V8 refused: compiled from the text */
  | "refused"
  /** compiled from the entry */
  | "used";

export interface CodeCachedBundle<T> {
  readonly exports: T;
  readonly status: CodeCacheStatus;
  /** After a successful run: stores the compiled code when the entry was not used (else marks it used). Never throws. */
  save(): void;
}

/** Where the cache is and under which key: undefined when there is none. */
interface Slot {
  readonly dir: string;
  readonly path: string;
}

/**
 * Compiles and runs the CommonJS bundle `bundle` (an absolute path), with the code cache in
 * `cacheDir` for `command`; undefined when the bundle cannot be read (the caller imports
 * the modules instead).
 */
export function loadCodeCached<T>(bundle: string, command: string, cacheDir: string | undefined): CodeCachedBundle<T> | undefined {
  const read = readOwnFile(bundle, maxBytes);
  if (!read.ok) return undefined;
  const source = read.bytes.toString("utf8");
  const tag = cachedDataVersionTag();
  const slot = cacheDir === undefined ? undefined : slotFor(cacheDir, cacheKey(read.bytes, command, tag));
  const payload = slot === undefined ? undefined : readEntry(slot.path);
  const script = new Script(wrapper(source), { filename: bundle, ...(payload instanceof Buffer ? { cachedData: payload } : {}) });
  const status: CodeCacheStatus = slot === undefined ? "off" : payload === "absent" ? "absent" : payload === "damaged" ? "damaged" : script.cachedDataRejected === true ? "refused" : "used";
  const exports = run<T>(script, bundle);
  return { exports, status, save: () => save(script, slot, status, tag) };
}

/**
 * The CommonJS wrapper, with one more parameter: the host's import(), for the dynamic
 * imports of packages left in the bundle (a vm.Script cannot import by itself; the build
 * rewrites them to call it).
 */
function wrapper(source: string): string {
  return `(function (exports, require, module, __filename, __dirname, __hostImport) {${source}\n})`;
}

function run<T>(script: Script, bundle: string): T {
  const module = { exports: {} as T };
  const hostImport = (specifier: string): Promise<unknown> => import(specifier);
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle), hostImport);
  return module.exports;
}

function cacheKey(bundle: Uint8Array, command: string, tag: number): string {
  const header = `${entryMagic}node ${process.version} ${process.arch} v8 flags ${tag} command ${command}\n`;
  return createHash("sha256").update(header).update(bundle).digest("hex");
}

/** The entry's place, when the cache directory is the current user's alone and so is the entry's shard (or it is absent). */
function slotFor(cacheDir: string, key: string): Slot | undefined {
  if (!ownedDirectory(cacheDir, statSync)) return undefined;
  const shard = join(cacheDir, key.slice(0, 2));
  const shardStats = statOrUndefined(shard, lstatSync);
  if (shardStats !== undefined && !repairShard(shard, shardStats, user)) return undefined;
  return { dir: cacheDir, path: join(shard, key) };
}

/** The entry's payload (V8's data), or why there is none. */
function readEntry(path: string): Buffer | "absent" | "damaged" {
  const read = readOwnFile(path, maxBytes, user);
  if (!read.ok) return "code" in read && read.code === "ENOENT" ? "absent" : "damaged";
  const bytes = read.bytes;
  const header = entryMagic.length + 9;
  if (bytes.length <= header || bytes.toString("latin1", 0, entryMagic.length) !== entryMagic) return "damaged";
  const payload = bytes.subarray(header);
  return bytes.toString("latin1", entryMagic.length, header) === `${checksum(payload)}\n` ? payload : "damaged";
}

function save(script: Script, slot: Slot | undefined, status: CodeCacheStatus, tag: number): void {
  if (slot === undefined) return;
  try {
    if (status === "used") {
      touchIfOlder(slot.path, markUsedEveryMs, Date.now());
      return;
    }
    // The heap policy's flag is part of V8's tag; a large run has changed it since the
    // script was compiled. Data taken under other flags would be refused: none is stored.
    reassertHeapPolicy();
    if (cachedDataVersionTag() !== tag || slotFor(slot.dir, slot.path.slice(-64)) === undefined) return;
    const data = script.createCachedData();
    writeAtomically(slot.path, Buffer.from(`${entryMagic}${checksum(data)}\n`, "latin1"), data);
  } catch {
    // A cache that cannot be written is no cache.
  }
}

function checksum(bytes: Uint8Array): string {
  return crc32(bytes).toString(16).padStart(8, "0");
}

/** The current user, once per process. */
const user = currentUser();

/**
 * The bin's plain command bundle at `url` with the code cache of the run's cache directory
 * (none with --no-cache), for the command `argv[0]`; undefined without the bundle.
 */
export function loadPlainCommand<T>(url: URL, argv: readonly string[], cwd: string): CodeCachedBundle<T> | undefined {
  const cacheDir = argv.includes("--no-cache") ? undefined : cacheDirectory(process.env, cwd);
  return loadCodeCached<T>(fileURLToPath(url), argv[0] ?? "", cacheDir);
}
