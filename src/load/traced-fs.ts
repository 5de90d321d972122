// Every file-system read that can decide a run's output goes through here (directly, or
// through regular-file.ts, which reports its reads here), so that the run memo
// (src/memo/) can record what a run observed and, in a later process, check that nothing
// it observed has changed before replaying the run. A recording is off unless the memo
// starts one; each function then costs one comparison more than node:fs's own. The
// syntax cache's own reads (its entries, its fingerprint) are no observations and use
// node:fs directly; so does the writer (src/write/), whose checks a replay repeats. A test
// (src/memo/fs-guard.test.ts) keeps every other module of src/ off node:fs.
//
// An observation is an operation on a path and its outcome as a short string, computed
// here both when a run records it and when a memo checks it (observationOutcome):
//   l DIR   the listing: each entry's type and name, sorted, hashed
//   s PATH  stat (links followed): the kind of what is there, or the error code
//   r PATH  the canonical path, or the error code
//   f PATH  a file read (as readRegularFile reads: at most MAX bytes): its content's
//           SHA-256, the kind that was not read, or the error code; with its stat
//           signature when the file had not changed just before the run, so that a check
//           can skip re-reading a file whose inode, size and times are all unchanged.

import { createHash } from "node:crypto";
import * as fs from "node:fs";
import type { Dirent, Stats } from "node:fs";

export type Observation = readonly [op: "l" | "s" | "r", path: string, outcome: string] | readonly [op: "f", path: string, outcome: string, max: number, signature: StatSignature | null];

/** dev, ino, size, mtimeMs, ctimeMs. */
export type StatSignature = readonly [number, number, number, number, number];

/** A file written, as the user named it, with what was written. */
export interface WrittenFile {
  readonly path: string;
  readonly content: string | Uint8Array;
}

/** What a run did, in order: text on a standard stream, a set of files written together, a device written. */
export type RunEvent =
  | { readonly kind: "stdout" | "stderr"; readonly data: string | Uint8Array }
  | { readonly kind: "files"; readonly files: readonly WrittenFile[] }
  | { readonly kind: "device"; readonly file: WrittenFile };

const shared = Symbol.for("openapi-markers: the run memo's recording");

export class Recording {
  readonly observations = new Map<string, Observation>();
  readonly events: RunEvent[] = [];
  /** Why the run cannot be replayed (it read standard input, a FIFO, or saw a file change under it). */
  volatile: string | undefined;

  /** Files whose times are at or after this were changing around the run: their signatures are not trusted. */
  constructor(readonly settledBefore: number) {}

  observe(observation: Observation): void {
    const id = `${observation[0]}\0${observation[1]}${observation[0] === "f" ? `\0${observation[3]}` : ""}`;
    const earlier = this.observations.get(id);
    if (observation[2] === "e?") this.volatile ??= `${observation[1]}: an error without a code`;
    // Standard input (/dev/stdin, /proc/self/fd/0) and the like read differently each time.
    if (observation[0] !== "s" && /^\/(?:dev|proc)\//.test(observation[1])) this.volatile ??= `${observation[1]} read`;
    if (earlier === undefined) this.observations.set(id, observation);
    else if (earlier[2] !== observation[2]) this.volatile ??= `${observation[1]} changed during the run`;
  }
}

/**
 * The recording in progress, one per thread, kept where every copy of this module finds it:
 * the bin runs the plain lines from a second copy of our modules (its code-cached bundle,
 * code-cache.ts) while the memo records from the entry's.
 */
const slot = ((globalThis as { [shared]?: { recording: Recording | undefined } })[shared] ??= { recording: undefined });

/** Starts recording this process's observations (one recording at a time). */
export function startRecording(now: number = Date.now()): Recording {
  // A file system's clock may lag the process's a little; two seconds is more than any does.
  slot.recording = new Recording(now - 2000);
  return slot.recording;
}

export function stopRecording(): void {
  slot.recording = undefined;
}

/** The recording in progress, if any (for the writer and the standard streams). */
export function activeRecording(): Recording | undefined {
  return slot.recording;
}

/** A read that makes the run impossible to replay (standard input, a FIFO). */
export function noteVolatile(why: string): void {
  if (slot.recording !== undefined) slot.recording.volatile ??= why;
}

/** What regular-file.ts read (or failed to read) at `path`. */
export function noteFileRead(path: string, max: number, outcome: FileOutcome, stats?: Stats): void {
  if (slot.recording === undefined) return;
  const signature = stats !== undefined && Math.max(stats.mtimeMs, stats.ctimeMs) < slot.recording.settledBefore ? signatureOf(stats) : null;
  slot.recording.observe(["f", path, fileOutcome(outcome), max, signature]);
}

export type FileOutcome = { readonly bytes: Uint8Array } | { readonly notRegular: Stats } | { readonly error: unknown };

export function fileOutcome(outcome: FileOutcome): string {
  if ("bytes" in outcome) return `h${createHash("sha256").update(outcome.bytes).digest("hex")}`;
  if ("notRegular" in outcome) return `n${kindLetter(outcome.notRegular)}`;
  return errorOutcome(outcome.error);
}

export function signatureOf(stats: Stats): StatSignature {
  return [stats.dev, stats.ino, stats.size, stats.mtimeMs, stats.ctimeMs];
}

export function readdirSync(dir: string): string[];
export function readdirSync(dir: string, options: { withFileTypes: true }): Dirent[];
export function readdirSync(dir: string, options?: { withFileTypes: true }): string[] | Dirent[] {
  let entries: Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    slot.recording?.observe(["l", dir, errorOutcome(error)]);
    throw error;
  }
  slot.recording?.observe(["l", dir, listingOutcome(entries)]);
  return options?.withFileTypes === true ? entries : entries.map((e) => e.name);
}

export function statSync(path: string): Stats {
  try {
    const stats = fs.statSync(path);
    slot.recording?.observe(["s", path, kindLetter(stats)]);
    return stats;
  } catch (error) {
    slot.recording?.observe(["s", path, errorOutcome(error)]);
    throw error;
  }
}

export function existsSync(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

export function realpathSync(path: string): string {
  try {
    const real = fs.realpathSync(path);
    slot.recording?.observe(["r", path, `=${real}`]);
    return real;
  } catch (error) {
    slot.recording?.observe(["r", path, errorOutcome(error)]);
    throw error;
  }
}

/** The outcome an observation's operation has now (for "f", only when its signature does not settle it). */
export function observationOutcome(observation: Observation): string {
  const [op, path] = observation;
  switch (op) {
    case "l":
      try {
        return listingOutcome(fs.readdirSync(path, { withFileTypes: true }));
      } catch (error) {
        return errorOutcome(error);
      }
    case "s":
      try {
        return kindLetter(fs.statSync(path));
      } catch (error) {
        return errorOutcome(error);
      }
    case "r":
      try {
        return `=${fs.realpathSync(path)}`;
      } catch (error) {
        return errorOutcome(error);
      }
    case "f":
      return fileOutcomeNow(path, observation[3], observation[4]);
  }
}

/** As regular-file.ts reads: opened without blocking, checked on the descriptor, at most `max` bytes. */
function fileOutcomeNow(path: string, max: number, signature: StatSignature | null): string {
  let fd: number;
  try {
    fd = fs.openSync(path, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch (error) {
    return errorOutcome(error);
  }
  try {
    const stats = fs.fstatSync(fd);
    if (!stats.isFile()) return `n${kindLetter(stats)}`;
    if (stats.size > max) return "eEFBIG";
    if (signature !== null && sameSignature(signatureOf(stats), signature)) return "same";
    return fileOutcome({ bytes: fs.readFileSync(fd) });
  } catch (error) {
    return errorOutcome(error);
  } finally {
    fs.closeSync(fd);
  }
}

function sameSignature(a: StatSignature, b: StatSignature): boolean {
  return a.every((v, i) => v === b[i]);
}

function listingOutcome(entries: readonly Dirent[]): string {
  const lines = entries.map((e) => `${kindLetter(e)}${e.name}`).sort();
  return `h${createHash("sha256").update(lines.join("\0")).digest("hex")}`;
}

function errorOutcome(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return `e${typeof code === "string" ? code : "?"}`;
}

function kindLetter(stats: Stats | Dirent): string {
  if (stats.isFile()) return "f";
  if (stats.isDirectory()) return "d";
  if (stats.isSymbolicLink()) return "l";
  if (stats.isFIFO()) return "p";
  if (stats.isSocket()) return "s";
  if (stats.isCharacterDevice()) return "c";
  if (stats.isBlockDevice()) return "b";
  return "?";
}
