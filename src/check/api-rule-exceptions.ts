// Known API rule violations that `check` accepts: a file in the report's own format (as
// Kubernetes keeps api/api-rules/violation_exceptions.list), so that the report openapi-gen
// (or `openapi-markers openapi-gen`) wrote can be checked in as it is. Blank lines and
// lines starting with # are skipped. An exception that matches no violation any more is
// a warning: Kubernetes' build fails on any difference from its list, --warnings-as-errors
// does too.

import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import type { Span } from "../parse/syntax.js";
import { reportLine, type ApiRuleViolation } from "./api-rule-report.js";

export interface ApiRuleExceptions {
  /** Report lines (the key of a violation) and where each is written. */
  readonly lines: ReadonlyMap<string, Span>;
  readonly diagnostics: readonly Diagnostic[];
}

const lineFormat = /^API rule violation: [^,]*,[^,]*,[^,]*,[^,]*$/;

/** Parses an exceptions file; `file` is the path shown in diagnostics. */
export function parseApiRuleExceptions(text: string, file: string): ApiRuleExceptions {
  const lines = new Map<string, Span>();
  const diagnostics: Diagnostic[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const span = { file, line: i + 1, col: 1 };
    if (line.trim() === "" || line.startsWith("#")) return;
    if (!lineFormat.test(line)) diagnostics.push(diagnose("OM3077", span, JSON.stringify(line)));
    else if (!lines.has(line)) lines.set(line, span);
  });
  return { lines, diagnostics };
}

/** The violations not excepted, and a warning for each exception that matches none. */
export function applyApiRuleExceptions(violations: readonly ApiRuleViolation[], exceptions: ApiRuleExceptions): { kept: ApiRuleViolation[]; stale: Diagnostic[] } {
  const seen = new Set<string>();
  const kept: ApiRuleViolation[] = [];
  for (const v of violations) {
    const key = reportLine(v);
    seen.add(key);
    if (!exceptions.lines.has(key)) kept.push(v);
  }
  const stale = [...exceptions.lines].filter(([key]) => !seen.has(key)).map(([key, span]) => diagnose("OM3078", span, JSON.stringify(key)));
  return { kept, stale };
}
