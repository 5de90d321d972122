// The process's standard streams, as the bin entry uses them. Write errors on stdout
// (a full device: ENOSPC; a reader that went away: EPIPE) arrive as 'error' events after
// the command returned; unhandled, Node prints a stack trace. EPIPE is no failure: the
// reader chose to stop (`… | head -1`) after the whole output was handed to the pipe, so the
// run ends quietly with the command's own status, as Unix filters do. Anything else ends
// the process with exit code 1, as OM1042.

import { diagnose, formatDiagnostic } from "../diag/diagnostic.js";
import { errorReason } from "../diag/system-error.js";

interface ErrorSource {
  on(event: "error", listener: (error: Error) => void): unknown;
}

export function guardStdout(stdout: ErrorSource, stderr: { write(text: string): unknown }, exit: (code: number) => void): void {
  let closed = false;
  stdout.on("error", (error) => {
    // After the first error, later writes fail too (the stream is gone): nothing more to say.
    if (closed) return;
    closed = true;
    if ((error as { code?: string }).code === "EPIPE") return;
    stderr.write(formatDiagnostic(diagnose("OM1042", { file: "-", line: 1, col: 1 }, errorReason(error))) + "\n");
    exit(1);
  });
}

/** The working directory, or undefined when it was deleted (or cannot be read). */
export function workingDirectory(cwd: () => string): string | undefined {
  try {
    return cwd();
  } catch {
    return undefined;
  }
}
