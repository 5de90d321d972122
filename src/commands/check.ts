// `openapi-markers check`: every rule over every input package, printed as text, JSON or
// GitHub annotations. Nothing is written.

import { renderDiagnostics, type DiagnosticFormat } from "../diag/format.js";
import { generate } from "../generate.js";
import { loadPackages } from "../load/load.js";
import type { CliIO } from "./io.js";

export interface CheckArgs {
  readonly inputs: readonly string[];
  readonly format: DiagnosticFormat;
  readonly warningsAsErrors: boolean;
  readonly allTypes: boolean;
}

export function runCheck(args: CheckArgs, io: CliIO): number {
  const loaded = loadPackages(args.inputs, io.cwd, { allPackages: true, env: io.env });
  const result = generate(loaded, { allTypes: args.allTypes, published: false, format: "json", quiet: true });
  const diagnostics = result.diagnostics.filter((d) => d.code !== "OM4101");
  io.stdout.write(renderDiagnostics(diagnostics, args.format));
  const failing = diagnostics.some((d) => d.severity === "error" || (args.warningsAsErrors && d.severity === "warning"));
  return failing ? 1 : 0;
}
