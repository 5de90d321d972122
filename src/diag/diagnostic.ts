// Diagnostics: every problem the tool reports about its input, with a stable code and a
// position. Phases return diagnostics; they never throw for bad input.

import type { Span } from "../parse/syntax.js";
import { catalogue, type Code } from "./codes.js";
import { printableLine } from "./printable.js";

/** A note informs (what the tool did with an input, e.g. a marker it ignores) and never fails a run. */
export type Severity = "error" | "warning" | "note";

export interface Diagnostic {
  readonly code: Code;
  readonly severity: Severity;
  readonly message: string;
  readonly span: Span;
}

/** Builds a diagnostic from the catalogue: `{0}`, `{1}`… are replaced by `args`. */
export function diagnose(code: Code, span: Span, ...args: readonly (string | number)[]): Diagnostic {
  const entry = catalogue[code];
  const message = entry.message.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ""));
  return { code, severity: entry.severity, message, span };
}

/** Total order: file, line, column, code, message — output never depends on discovery order. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return compareStrings(a.span.file, b.span.file) || a.span.line - b.span.line || a.span.col - b.span.col ||
    compareStrings(a.code, b.code) || compareStrings(a.message, b.message);
}

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of [...list].sort(compareDiagnostics)) {
    const key = formatDiagnostic(d);
    if (!seen.has(key)) { seen.add(key); out.push(d); }
  }
  return out;
}

export function hasErrors(list: readonly Diagnostic[]): boolean {
  return list.some((d) => d.severity === "error");
}

/** One line, whatever the path and the message hold (printable.ts). */
export function formatDiagnostic(d: Diagnostic): string {
  return printableLine(`${d.span.file}:${d.span.line}:${d.span.col}: ${d.severity} ${d.code}: ${d.message}`);
}

/** Code-unit order, independent of locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
