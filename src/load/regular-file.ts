// Reading a file that must be a regular file (Go source, a spec). A FIFO, a device or a
// directory under a .go or .json name is refused without reading: a FIFO would block
// forever, /dev/zero would never end. The file is opened without blocking and checked on
// the open descriptor, so it cannot be swapped between the check and the read.

import { closeSync, constants, fstatSync, openSync, readFileSync, readSync, type Stats } from "node:fs";
import { errorReason, kindOf } from "../diag/system-error.js";
import { noteFileRead, noteVolatile, statSync as tracedStat, type FileOutcome } from "./traced-fs.js";

export type FileRead =
  | { readonly ok: true; readonly bytes: Buffer }
  | { readonly ok: false; readonly notRegular: string }
  | { readonly ok: false; readonly error: string; readonly code: string | undefined };

/**
 * `maxBytes`: a larger file is not read (an EFBIG error). The read is an observation of the
 * run (traced-fs.ts).
 */
export function readRegularFile(path: string, maxBytes = Infinity): FileRead {
  return readOpened(path, (fd) => readFileSync(fd), maxBytes, undefined, true);
}

/**
 * A file of the tool's own (a syntax cache entry, the code's fingerprint): read as
 * readRegularFile reads, but no observation of the run. `owner`: a file another user owns
 * is not read (an EPERM error; the caches read only their own entries).
 */
export function readOwnFile(path: string, maxBytes = Infinity, owner?: number): FileRead {
  return readOpened(path, (fd) => readFileSync(fd), maxBytes, owner, false);
}

/**
 * Reads many files through one growing scratch buffer instead of a fresh one per file
 * (fewer allocations when a tree has thousands of files). Each result is a view of that
 * buffer, valid only until the next read.
 */
/** The reader's usual scratch buffer. */
const scratchBytes = 1 << 20;

export class RegularFileReader {
  private buffer = Buffer.allocUnsafe(scratchBytes);

  read(path: string): FileRead {
    return readOpened(path, (fd, size) => this.readAll(fd, size), Infinity, undefined, true);
  }

  /**
   * Drops a scratch buffer grown for a huge file (the last result is then no longer valid):
   * kept, a 50 MB file's 64 MB buffer would stay alive as long as the reader, through the
   * whole run, at its peak of memory.
   */
  shrink(): void {
    if (this.buffer.length > scratchBytes) this.buffer = Buffer.allocUnsafe(scratchBytes);
  }

  /**
   * Reads to the end. A read that fills less than it was offered, at or past the size
   * fstat gave, is the end of a regular file: one read per file instead of a second one
   * that returns nothing (system calls are most of the time of reading a tree).
   */
  private readAll(fd: number, size: number): Buffer {
    // Nothing read yet: a bigger buffer at once, without copying each doubling.
    if (this.buffer.length <= size) this.buffer = Buffer.allocUnsafe(2 ** Math.ceil(Math.log2(size + 1)));
    let length = 0;
    for (;;) {
      if (length === this.buffer.length) this.grow();
      const offered = this.buffer.length - length;
      const n = readSync(fd, this.buffer, length, offered, null);
      length += n;
      if (n === 0 || (n < offered && length >= size)) return this.buffer.subarray(0, length);
    }
  }

  private grow(): void {
    const bigger = Buffer.allocUnsafe(this.buffer.length * 2);
    this.buffer.copy(bigger);
    this.buffer = bigger;
  }
}

function readOpened(path: string, readAll: (fd: number, size: number) => Buffer, maxBytes: number, owner: number | undefined, traced: boolean): FileRead {
  const note = (outcome: FileOutcome, stats?: Stats): void => {
    if (traced) noteFileRead(path, maxBytes, outcome, stats);
  };
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    note({ error });
    return failure(error);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) {
      note({ notRegular: stats });
      return { ok: false, notRegular: kindOf(stats) };
    }
    if (stats.size > maxBytes) {
      note({ error: { code: "EFBIG" } });
      return { ok: false, error: `larger than ${maxBytes} bytes`, code: "EFBIG" };
    }
    if (owner !== undefined && stats.uid !== owner) return { ok: false, error: "owned by another user", code: "EPERM" };
    const bytes = readAll(fd, stats.size);
    note({ bytes }, stats);
    return { ok: true, bytes };
  } catch (error) {
    note({ error });
    return failure(error);
  } finally {
    closeSync(fd);
  }
}

function failure(error: unknown): FileRead {
  const code = (error as { code?: unknown }).code;
  return { ok: false, error: errorReason(error), code: typeof code === "string" ? code : undefined };
}

/**
 * A file that may also be a FIFO (a header file a script passes as `<(…)`): read to its end,
 * waiting for its writer. A device or a directory is refused as readRegularFile refuses it
 * (`/dev/zero` would never end); one swapped in between the check and the open is too.
 */
export function readFileOrFifo(path: string): FileRead {
  let stats: Stats;
  try {
    stats = tracedStat(path);
  } catch (error) {
    return failure(error);
  }
  if (!stats.isFIFO()) return readRegularFile(path);
  // What a FIFO holds is gone once read: a run that reads one cannot be replayed.
  noteVolatile(`${path} is a FIFO`);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY);
  } catch (error) {
    return failure(error);
  }
  try {
    const opened = fstatSync(fd);
    if (!opened.isFIFO() && !opened.isFile()) return { ok: false, notRegular: kindOf(opened) };
    return { ok: true, bytes: readFileSync(fd) };
  } catch (error) {
    return failure(error);
  } finally {
    closeSync(fd);
  }
}

/** Whether `path` is a directory (following links); false when it cannot be stat'ed. */
export function isDirectory(path: string): boolean {
  try {
    return tracedStat(path).isDirectory();
  } catch {
    return false;
  }
}

/** Whether `path` is a regular file (following links); false when it cannot be stat'ed. */
export function isFile(path: string): boolean {
  try {
    return tracedStat(path).isFile();
  } catch {
    return false;
  }
}
