// Two types must not share a definition name: one definition would silently replace the
// other in every document, and every `$ref` to either would point at the survivor. The
// name comes from wherever src/emit/openapi/names.ts takes it (OpenAPIModelName(), the model
// package tag, the Go path), so the check runs on the names themselves.

import { compareDiagnostics, diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import type { TypeDecl } from "../../model/ir.js";
import type { Span } from "../../parse/syntax.js";
import { refsIn, type Definition } from "./definitions.js";

/** One OM4102 at each type whose definition name another type also has, naming the other. */
export function duplicateDefinitionNames(definitions: readonly Definition[]): Diagnostic[] {
  const owners = new Map<string, TypeDecl[]>();
  const claim = (name: string, decl: TypeDecl): void => {
    const list = owners.get(name);
    if (list === undefined) owners.set(name, [decl]);
    else if (!list.includes(decl)) list.push(decl);
  };
  for (const def of definitions) claim(def.name, def.decl);
  for (const def of definitions) for (const ref of refsIn(def.v2)) claim(ref.name, ref.decl);
  const out: Diagnostic[] = [];
  for (const [name, decls] of owners) {
    if (decls.length < 2) continue;
    const ordered = [...decls].sort((a, b) => compareDiagnostics(at(a.span), at(b.span)));
    ordered.forEach((decl, i) => {
      const other = ordered[i === 0 ? 1 : 0]!;
      out.push(diagnose("OM4102", decl.span, JSON.stringify(name.replace(/~1/g, "/").replace(/~0/g, "~")), `${decl.pkg}.${decl.name}`,
        `${other.pkg}.${other.name}`, `${other.span.file}:${other.span.line}:${other.span.col}`));
    });
  }
  return out;
}

/** A span as a diagnostic, to order spans the way diagnostics are ordered. */
function at(span: Span): Diagnostic {
  return { code: "OM4102", severity: "error", message: "", span };
}
