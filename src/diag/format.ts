// Renderers for `openapi-markers check --format`: text (one `path:line:col: severity CODE:
// message` line each), json (the schema below, documented in docs/diagnostics.md) and
// github (workflow commands, shown as annotations on pull requests). Text from the input is
// made printable in every format (printable.ts): no control character, no line that starts
// a workflow command of its own.
//
// json: {"version": 1,
//        "diagnostics": [{"file", "line", "column", "severity", "code", "message"}],
//        "summary": {"errors": n, "warnings": n, "notes": n}}

import { formatDiagnostic, type Diagnostic } from "./diagnostic.js";
import { printableJson, printableLine } from "./printable.js";

export type DiagnosticFormat = "text" | "json" | "github";

export function renderDiagnostics(diagnostics: readonly Diagnostic[], format: DiagnosticFormat): string {
  switch (format) {
    case "text":
      return diagnostics.map((d) => formatDiagnostic(d) + "\n").join("");
    case "json":
      return printableJson(JSON.stringify(jsonReport(diagnostics), null, 2)) + "\n";
    case "github":
      return diagnostics.map((d) => githubLine(d) + "\n").join("");
  }
}

function jsonReport(diagnostics: readonly Diagnostic[]): unknown {
  return {
    version: 1,
    diagnostics: diagnostics.map((d) => ({
      file: d.span.file,
      line: d.span.line,
      column: d.span.col,
      severity: d.severity,
      code: d.code,
      message: d.message,
    })),
    summary: {
      errors: diagnostics.filter((d) => d.severity === "error").length,
      warnings: diagnostics.filter((d) => d.severity === "warning").length,
      notes: diagnostics.filter((d) => d.severity === "note").length,
    },
  };
}

function githubLine(d: Diagnostic): string {
  const properties = `file=${escapeProperty(printableLine(d.span.file))},line=${d.span.line},col=${d.span.col},title=${d.code}`;
  // GitHub's workflow commands are error, warning and notice.
  return `::${d.severity === "note" ? "notice" : d.severity} ${properties}::${escapeData(printableLine(`${d.code}: ${d.message}`))}`;
}

function escapeData(text: string): string {
  return text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
