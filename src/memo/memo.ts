// The run memo (docs/cache.md): a command line run again with nothing it depends on changed
// — `make manifests generate` before every `make test`, `go generate ./...` — replays the
// earlier run's outputs instead of loading, parsing and emitting. An entry is keyed by what
// the process starts with (key.ts) and records what the run observed (every file read,
// directory listed, path probed: src/load/traced-fs.ts) and what it did (files written,
// standard output and error); a hit checks every observation again first. Only runs that
// exit 0 and read no FIFO are recorded. Entries live beside the syntax cache's, under the
// same trust rules (src/load/cache-trust.ts), and are trimmed with them.
//
// This module is loaded by the bin before anything heavy: it imports node's modules and a
// few small ones only; the writer is loaded when a hit has files to write.

import { lstatSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { CliIO } from "../commands/io.js";
import { ensureDirectory, touchIfOlder, writeAtomically } from "../load/cache-files.js";
import { markUsedEveryMs, trimIfDue } from "../load/cache-trim.js";
import { currentUser, ownedDirectory, ownerOnlyDirectory } from "../load/cache-trust.js";
import { makeDirectories } from "../load/make-directories.js";
import { isFile, readOwnFile } from "../load/regular-file.js";
import { observationOutcome, startRecording, stopRecording, type Recording, type RunEvent } from "../load/traced-fs.js";
import type { Sink } from "../write/output.js";
import { decodeEntry, encodeEntry, type MemoEntry } from "./entry.js";
import { isWithin, memoApplies, memoKey, writableRoots } from "./key.js";

export interface MemoContext {
  /** The cache directory (undefined: the cache is off, and so is the memo). */
  readonly cacheDir: string | undefined;
  /** The code's fingerprint (undefined: unknown, no memo). */
  readonly fingerprint: string | undefined;
  /** The environment the run sees. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The memo's entries live in DIR/memo/<first two hex digits of the key>/<key>, trimmed as the syntax cache's are. */
export const memoDirectory = "memo";

/** OPENAPI_MARKERS_MEMO=off turns the memo off and leaves the syntax cache on (to measure, or to rule the memo out). */
export const memoEnv = "OPENAPI_MARKERS_MEMO";

/** An entry larger than this is not read (a planted giant). */
const maxEntryBytes = 1 << 30;

/**
 * Runs `run` (a command line's run) through the memo: replayed when an entry matches,
 * else run and, when it succeeds, recorded.
 */
export async function memoized(argv: readonly string[], io: CliIO, context: MemoContext, run: (io: CliIO) => Promise<number>): Promise<number> {
  if (context.cacheDir === undefined || context.fingerprint === undefined || context.env[memoEnv] === "off" || !memoApplies(argv)) return run(io);
  const key = memoKey({ fingerprint: context.fingerprint, argv, cwd: io.cwd, env: context.env });
  const root = join(context.cacheDir, memoDirectory);
  const path = join(root, key.slice(0, 2), key);
  const entry = trustedDirectory(context.cacheDir) && trustedShard(root) ? lookUp(key, path) : undefined;
  if (entry !== undefined) {
    const exit = await replay(entry, argv, io);
    if (exit !== undefined) {
      touchIfOlder(path, markUsedEveryMs, Date.now());
      return exit;
    }
  }
  const recording = startRecording();
  let exit: number;
  try {
    exit = await run(teed(io, recording));
  } finally {
    stopRecording();
  }
  if (exit === 0 && recording.volatile === undefined) store(context.cacheDir, path, key, { observations: [...recording.observations.values()], events: recording.events, exit });
  return exit;
}

/** The entry at `path` if it is one, ours, and nothing it observed has changed. */
function lookUp(key: string, path: string): MemoEntry | undefined {
  if (!trustedShard(join(path, ".."))) return undefined;
  const read = readOwnFile(path, maxEntryBytes, currentUser());
  const entry = read.ok ? decodeEntry(key, read.bytes) : undefined;
  if (entry === undefined) return undefined;
  for (const observation of entry.observations) {
    const now = observationOutcome(observation);
    if (now !== observation[2] && now !== "same") return undefined;
  }
  return entry;
}

/**
 * Does what the recorded run did: its files first (through the writer, as a run writes
 * them), then its standard output and error in order. Undefined (nothing printed) when a
 * file cannot be written as recorded, or the entry names one this line cannot write: the
 * caller then runs the command, which writes every file again or says why it cannot.
 */
async function replay(entry: MemoEntry, argv: readonly string[], io: CliIO): Promise<number | undefined> {
  const roots = writableRoots(argv, io.cwd, hasGoMod);
  const written = entry.events.flatMap((e) => (e.kind === "files" ? e.files : e.kind === "device" ? [e.file] : []));
  if (!written.every((f) => isWithin(resolve(io.cwd, f.path), roots))) return undefined;
  if (written.length > 0) {
    const [{ writeOutputs, standardStream }, { isCharacterDevice, writeToDevice }] = await Promise.all([import("../write/output.js"), import("../write/device-output.js")]);
    if (written.some((f) => standardStream(f.path) !== undefined)) return undefined;
    const discard: Sink = { write: () => true };
    for (const event of entry.events) {
      if (event.kind === "files" && writeOutputs(event.files, io.cwd, discard).length > 0) return undefined;
      if (event.kind === "device" && (!isCharacterDevice(event.file.path, io.cwd) || writeToDevice(event.file, io.cwd).length > 0)) return undefined;
    }
  }
  for (const event of entry.events) {
    if (event.kind === "stdout") io.stdout.write(event.data);
    if (event.kind === "stderr") io.stderr.write(event.data);
  }
  return entry.exit;
}

/** `io` with its standard streams recorded as they are written. */
function teed(io: CliIO, recording: Recording): CliIO {
  const tee = (kind: "stdout" | "stderr", sink: Sink): Sink => ({
    write(data: string | Uint8Array): unknown {
      recording.events.push({ kind, data: typeof data === "string" ? data : Uint8Array.prototype.slice.call(data) } as RunEvent);
      return sink.write(data);
    },
  });
  return { ...io, stdout: tee("stdout", io.stdout), stderr: tee("stderr", io.stderr) };
}

function store(cacheDir: string, path: string, key: string, entry: MemoEntry): void {
  try {
    makeDirectories(cacheDir, ownerOnlyDirectory);
  } catch {
    return;
  }
  const shard = join(path, "..");
  if (!trustedDirectory(cacheDir) || !ensureDirectory(shard) || !trustedShard(join(shard, "..")) || !trustedShard(shard)) return;
  if (writeAtomically(path, ...encodeEntry(key, entry))) trimIfDue(join(shard, ".."), Date.now());
}

function hasGoMod(dir: string): boolean {
  return isFile(join(dir, "go.mod"));
}

/** The cache directory itself may be a link to a directory of ours (the user's choice). */
function trustedDirectory(dir: string): boolean {
  return ownedDirectory(dir, statSync);
}

/** A directory below the cache directory may not be a link. */
function trustedShard(dir: string): boolean {
  return ownedDirectory(dir, lstatSync);
}
