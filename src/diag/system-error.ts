// Errors of the operating system (file system, pipes) as short phrases for diagnostics.

import type { Stats } from "node:fs";

const reasons: Readonly<Record<string, string>> = {
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "read-only file system",
  ENOSPC: "no space left on device",
  EFBIG: "file too large",
  EDQUOT: "disk quota exceeded",
  ENOTDIR: "a parent of it is not a directory",
  EISDIR: "it is a directory",
  EEXIST: "a file of that name exists",
  ENAMETOOLONG: "file name too long",
  ELOOP: "too many levels of symbolic links",
  ENOENT: "no such file or directory",
  EIO: "input/output error",
  EPIPE: "broken pipe",
};

/** A system error as a phrase (its message holds the path, which the diagnostic shows already). */
export function errorReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return Object.hasOwn(reasons, code) ? reasons[code]! : code;
  return error instanceof Error ? error.message : String(error);
}

export function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return "a directory";
  if (stats.isFIFO()) return "a FIFO";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  if (stats.isSocket()) return "a socket";
  return "not a regular file";
}

