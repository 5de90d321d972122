// What kind of package an import path names, by the go command's conventions.

/**
 * "local": a file-system path (/etc/d, ./x, ../x), which the go command refuses to import
 * in module mode; "standard": the standard library's (no dot in the first element);
 * "module": a package of some module.
 */
export function importPathKind(importPath: string): "local" | "standard" | "module" {
  if (importPath.startsWith("/") || importPath === "." || importPath === ".." || /^\.\.?\//.test(importPath) || /^[A-Za-z]:[/\\]/.test(importPath)) return "local";
  return importPath.split("/")[0]!.includes(".") ? "module" : "standard";
}
