// A definition name comes from the input: the Go path (a directory's name may hold a
// newline or an ESC), a model package tag, or the string OpenAPIModelName() returns (a Go
// string may hold any escape). A control character in it would reach every document, every
// `$ref`, the TypeScript module's names, and every log that prints one; such a name is an
// error at the type, not an output.

import { diagnose, type Diagnostic } from "../../diag/diagnostic.js";
import { controlCharacter } from "../../diag/printable.js";
import { refsIn, type Definition } from "./definitions.js";

/** One OM1016 at each type whose definition name (as defined or as referred to) holds a control character. */
export function controlCharacterNames(definitions: readonly Definition[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  const check = (name: string, decl: Definition["decl"]): void => {
    if (!controlCharacter.test(name) || seen.has(name)) return;
    seen.add(name);
    out.push(diagnose("OM1016", decl.span, JSON.stringify(name), `${decl.pkg}.${decl.name}`));
  };
  for (const def of definitions) {
    check(def.name, def.decl);
    for (const ref of refsIn(def.v2)) check(ref.name, ref.decl);
  }
  return out;
}
