// Warnings about code the user does not own — a module in the module cache, a package under
// vendor/ — that the user can do nothing about (e.g. OM1073: controller-runtime v0.24's
// function bodies use Go 1.26's new(expr), which the parser's grammar predates). controller-gen
// prints nothing about them; they are left out unless --dependency-warnings. Errors are never left out.

import type { Diagnostic } from "../diag/diagnostic.js";

/** A file in the module cache (a directory named module@version) or under a vendor/ directory. */
export function isDependencyFile(file: string): boolean {
  return file.split(/[\\/]/).some((segment) => segment === "vendor" || /@v[0-9]/.test(segment));
}

export function withoutDependencyWarnings(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity === "error" || !isDependencyFile(d.span.file));
}
