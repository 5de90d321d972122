// File operations of the syntax cache, each safe against concurrent runs and a hostile
// cache directory. An entry is written to a uniquely named temporary file created with
// O_EXCL, then renamed into place, so readers see a whole entry or none; nothing is
// renamed over (or written through) a symlink, a device or a directory. Every failure is
// reported as `false` and the caller carries on without the cache.

import { randomBytes } from "node:crypto";
import { closeSync, lstatSync, openSync, renameSync, unlinkSync, utimesSync, writeSync, type Stats } from "node:fs";
import { dirname } from "node:path";
import { ownerOnlyDirectory, ownerOnlyFile } from "./cache-trust.js";
import { makeDirectories } from "./make-directories.js";

/** A temporary file's name ends with this (cache-trim.ts removes old ones left by killed runs). */
export const tempSuffix = ".tmp";

/**
 * Writes `chunks` one after the other to `path`, atomically, creating its directory (which
 * must not be a link); false (and nothing left behind) when it cannot.
 */
export function writeAtomically(path: string, ...chunks: Uint8Array[]): boolean {
  return ensureDirectory(dirname(path)) && replaceAtomically(path, chunks);
}

/** As writeAtomically, in a directory known to exist (the cache's own, which may be a link). */
export function replaceAtomically(path: string, chunks: readonly Uint8Array[]): boolean {
  if (!absentOrRegular(path)) return false;
  const temp = `${path}.${process.pid}.${randomBytes(6).toString("hex")}${tempSuffix}`;
  let fd: number | undefined;
  try {
    fd = openSync(temp, "wx", ownerOnlyFile);
    for (const bytes of chunks) for (let offset = 0; offset < bytes.length;) offset += writeSync(fd, bytes, offset);
    closeSync(fd);
    fd = undefined;
    // Checked again just before the rename: another run may have put something there meanwhile.
    if (!absentOrRegular(path)) throw new Error("not a regular file");
    renameSync(temp, path);
    return true;
  } catch {
    if (fd !== undefined) closeQuietly(fd);
    removeQuietly(temp);
    return false;
  }
}

/**
 * Creates `dir` (and its parents) owner-only unless it exists; false unless it is then a
 * directory (not a link to one: the cache's own subdirectories are never links).
 */
export function ensureDirectory(dir: string): boolean {
  try {
    makeDirectories(dir, ownerOnlyDirectory);
    return lstatSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** Marks an entry as used (for trimming), at most once per `intervalMs`, and only a regular file. */
export function touchIfOlder(path: string, intervalMs: number, now: number): void {
  try {
    const stats = lstatSync(path);
    if (stats.isFile() && now - stats.mtimeMs > intervalMs) utimesSync(path, now / 1000, now / 1000);
  } catch {
    // A read-only cache is still a cache.
  }
}

function absentOrRegular(path: string): boolean {
  try {
    return lstatSync(path).isFile();
  } catch (error) {
    return (error as { code?: unknown }).code === "ENOENT";
  }
}

export function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone, or not ours to remove.
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // Nothing more can be done with it.
  }
}

/** `stat(path)`, or undefined when it fails. */
export function statOrUndefined(path: string, stat: (path: string) => Stats): Stats | undefined {
  try {
    return stat(path);
  } catch {
    return undefined;
  }
}
