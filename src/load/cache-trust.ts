// Whom the syntax cache trusts: the current user only. An entry's header can be recomputed
// by anyone, so an entry is as trustworthy as whoever could write it: a cache directory
// owned by another user, or writable by its group or by others, could hold planted entries
// (a field named `field` turned into `pwned`, exit 0). Such a directory is not used; the
// cache creates everything owner-only (directories 0700, entries 0600) whatever the umask,
// and reads only entries the current user owns. Where there are no user ids (Windows),
// there is nothing to check.

import { chmodSync, type Stats } from "node:fs";

/** The current user's id, or undefined where the system has none. */
export function currentUser(): number | undefined {
  return process.getuid?.();
}

/** Why a directory of the cache cannot be trusted, or undefined when it can. */
export function distrust(stats: Stats, user: number | undefined): string | undefined {
  if (user === undefined) return undefined;
  if (stats.uid !== user) return `it is owned by another user (uid ${stats.uid})`;
  if ((stats.mode & 0o022) !== 0) return `its group or other users can write to it (mode ${(stats.mode & 0o777).toString(8).padStart(3, "0")})`;
  return undefined;
}

/**
 * Whether `dir` is a directory only the current user can write to. The cache directory
 * itself may be a link to one (the user's choice: pass `statSync`); a directory below it
 * may not (pass `lstatSync`).
 */
export function ownedDirectory(dir: string, stat: (path: string) => Stats): boolean {
  try {
    const stats = stat(dir);
    return stats.isDirectory() && distrust(stats, currentUser()) === undefined;
  } catch {
    return false;
  }
}

/**
 * A shard directory of ours that others can write to (created under umask 000 by an older
 * version) is made owner-only; its entries are still read only when they are ours.
 * Whether the shard can be used.
 */
export function repairShard(path: string, stats: Stats, user: number | undefined): boolean {
  if (user === undefined) return true;
  if (!stats.isDirectory() || stats.uid !== user) return false;
  if ((stats.mode & 0o077) === 0) return true;
  try {
    chmodSync(path, 0o700);
    return true;
  } catch {
    return false;
  }
}

/** Mode of the cache's directories and files: the owner's only. */
export const ownerOnlyDirectory = 0o700;
export const ownerOnlyFile = 0o600;
