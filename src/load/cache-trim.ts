// Bounding the syntax cache's growth, as the go command bounds its build cache: a run
// that used the cache marks each entry it read (its mtime, at most once an hour), and at
// most once a day (recorded in `trim.txt`) one run removes the entries that no run has
// used for trimAfterDays days, and temporary files that killed runs left behind. Only
// regular files with the cache's own names are removed; anything else is left alone.

import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { removeQuietly, replaceAtomically, tempSuffix } from "./cache-files.js";
import { readOwnFile } from "./regular-file.js";

const day = 24 * 60 * 60 * 1000;
export const trimAfterDays = 5;
export const trimEveryMs = day;
/** Entries are marked as used when their mark is older than this. */
export const markUsedEveryMs = 60 * 60 * 1000;

const shardName = /^[0-9a-f]{2}$/;
const entryName = /^[0-9a-f]{64}$/;

/** Trims `root` if the last trim is more than a day old (or unknown). */
export function trimIfDue(root: string, now: number): void {
  const stamp = join(root, "trim.txt");
  const read = readOwnFile(stamp);
  const last = read.ok ? Number(read.bytes.toString("latin1").trim()) * 1000 : NaN;
  if (Number.isFinite(last) && now - last < trimEveryMs && last <= now) return;
  // Recorded first, so that concurrent runs do not all trim.
  if (!replaceAtomically(stamp, [Buffer.from(`${Math.floor(now / 1000)}\n`)])) return;
  trim(root, now);
}

export function trim(root: string, now: number): void {
  for (const shard of listQuietly(root)) {
    if (!shardName.test(shard)) continue;
    const dir = join(root, shard);
    if (!isDirectory(dir)) continue;
    for (const name of listQuietly(dir)) {
      const temp = name.endsWith(tempSuffix);
      if (!temp && !entryName.test(name)) continue;
      const path = join(dir, name);
      const age = ageOfRegularFile(path, now);
      // A temporary file younger than a day may be a concurrent run's write in progress.
      if (age !== undefined && age > (temp ? day : trimAfterDays * day)) removeQuietly(path);
    }
  }
}

function listQuietly(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function isDirectory(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

function ageOfRegularFile(path: string, now: number): number | undefined {
  try {
    const stats = lstatSync(path);
    return stats.isFile() ? now - stats.mtimeMs : undefined;
  } catch {
    return undefined;
  }
}
