// What a command needs from the outside world: where it runs and where it prints.

import { formatDiagnostic, type Diagnostic } from "../diag/diagnostic.js";
import type { Sink } from "../write/output.js";

export interface CliIO {
  readonly cwd: string;
  /** The environment the go command would see (GOMODCACHE, GOPATH, GOWORK, GOFLAGS, HOME); default process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly stdout: Sink;
  readonly stderr: Sink;
}

export function printDiagnostics(diagnostics: readonly Diagnostic[], io: CliIO): void {
  for (const d of diagnostics) io.stderr.write(formatDiagnostic(d) + "\n");
}
