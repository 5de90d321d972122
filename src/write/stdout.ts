// The process's standard streams, as the bin entry uses them. Write errors on stdout
// (a full device: ENOSPC; a reader that went away: EPIPE) arrive as 'error' events after
// the command returned; unhandled, Node prints a stack trace. They end the process with
// exit code 1: EPIPE silently (the reader chose to stop), anything else as OM1042.

import { diagnose, formatDiagnostic } from "../diag/diagnostic.js";
import { errorReason } from "../diag/system-error.js";

interface ErrorSource {
  on(event: "error", listener: (error: Error) => void): unknown;
}

export function guardStdout(stdout: ErrorSource, stderr: { write(text: string): unknown }, exit: (code: number) => void): void {
  stdout.on("error", (error) => {
    if ((error as { code?: string }).code !== "EPIPE") {
      stderr.write(formatDiagnostic(diagnose("OM1042", { file: "-", line: 1, col: 1 }, errorReason(error))) + "\n");
    }
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
