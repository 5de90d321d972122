// A struct's JSON properties as the API server sees them: read by the checks (list map
// keys, merge keys) and the emitters (CEL rules, runtime tables) alike.

import { inlinedStruct, jsonName } from "./fields.js";
import type { Field, TypeDecl, Universe } from "./ir.js";
import { structFields } from "./types.js";
import { maxNesting } from "../parse/syntax.js";

/** The JSON properties of a struct, inlined members included, by JSON name. */
export function jsonFields(universe: Universe, decl: TypeDecl): Map<string, Field> {
  const out = new Map<string, Field>();
  // `inlining` holds the structs inlined around the current one: a cycle stops, and so
  // does a chain past maxNesting (the emitter reports it, OM1072).
  const inlining = new Set<TypeDecl>([decl]);
  const visit = (current: TypeDecl): void => {
    for (const field of structFields(universe, current)) {
      const inlined = inlinedStruct(field, universe);
      if (inlined !== undefined) {
        if (inlining.has(inlined) || inlining.size > maxNesting) continue;
        inlining.add(inlined);
        visit(inlined);
        inlining.delete(inlined);
        continue;
      }
      const name = jsonName(field);
      if (name !== undefined && !out.has(name)) out.set(name, field);
    }
  };
  visit(decl);
  return out;
}
