// Reading a file that must be a regular file (Go source, a spec). A FIFO, a device or a
// directory under a .go or .json name is refused without reading: a FIFO would block
// forever, /dev/zero would never end. The file is opened without blocking and checked on
// the open descriptor, so it cannot be swapped between the check and the read.

import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
import { errorReason, kindOf } from "../diag/system-error.js";

export type FileRead =
  | { readonly ok: true; readonly bytes: Buffer }
  | { readonly ok: false; readonly notRegular: string }
  | { readonly ok: false; readonly error: string; readonly code: string | undefined };

export function readRegularFile(path: string): FileRead {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return failure(error);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { ok: false, notRegular: kindOf(stats) };
    return { ok: true, bytes: readFileSync(fd) };
  } catch (error) {
    return failure(error);
  } finally {
    closeSync(fd);
  }
}

function failure(error: unknown): FileRead {
  const code = (error as { code?: unknown }).code;
  return { ok: false, error: errorReason(error), code: typeof code === "string" ? code : undefined };
}
