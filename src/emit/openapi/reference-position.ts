// Where a definition's `$ref` to a type comes from in the source: the type name in the field
// that refers to it, so that a diagnostic about the reference points at what to change. A
// reference may come through inlined embedded structs, which are searched too (breadth first,
// each struct once, so a cycle of embeddings ends).

import type { TypeDecl, TypeRef, Universe } from "../../model/ir.js";
import type { Span } from "../../parse/syntax.js";
import { declOf, structFields } from "../../model/types.js";

/** The span of the first type name in `owner`'s fields (or its inlined structs') that names `target`, else `owner`'s. */
export function referenceSpan(universe: Universe, owner: TypeDecl, target: TypeDecl): Span {
  const queue: TypeDecl[] = [owner];
  const seen = new Set<TypeDecl>(queue);
  for (let i = 0; i < queue.length; i++) {
    for (const field of structFields(universe, queue[i]!)) {
      if (field.json?.name === "-") continue;
      // An embedded struct without a JSON name is inlined: its fields refer, not it.
      const inlined = field.embedded && (field.json?.name ?? "") === "";
      const found = inlined ? undefined : namedIn(universe, field.type, target);
      if (found !== undefined) return found;
      const embedded = inlined ? embeddedDecl(universe, field.type) : undefined;
      if (embedded !== undefined && !seen.has(embedded)) {
        seen.add(embedded);
        queue.push(embedded);
      }
    }
  }
  return owner.span;
}

/** The span of a name in `type` (through pointers, slices, arrays and maps) that is `target` after Go aliases. */
function namedIn(universe: Universe, type: TypeRef, target: TypeDecl): Span | undefined {
  const stack: TypeRef[] = [type];
  // Type expressions are depth-bounded by the parser; the count bounds the walk all the same.
  for (let steps = 0; stack.length > 0 && steps < 256; steps++) {
    const t = stack.pop()!;
    if (t.kind === "named" && declOf(universe, t) === target) return t.span;
    if (t.kind === "pointer" || t.kind === "slice" || t.kind === "array") stack.push(t.elem);
    if (t.kind === "map") stack.push(t.value, t.key);
  }
  return undefined;
}

function embeddedDecl(universe: Universe, type: TypeRef): TypeDecl | undefined {
  const named = type.kind === "pointer" ? type.elem : type;
  return named.kind === "named" ? declOf(universe, named) : undefined;
}
