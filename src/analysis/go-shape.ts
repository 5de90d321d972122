// A field's Go shape, as Go's own zero-value rules see it: what "set" means for a union
// member (validation-gen: pointer non-nil, slice or map non-empty, builtin non-zero).
// Named types are followed to their underlying type (gengo's NativeType); pointers are not.

import type { TypeRef, Universe } from "../model/ir.js";
import { declOf } from "../model/types.js";

export type GoShape = "pointer" | "slice" | "map" | "value" | "struct" | "other";

export function goShape(universe: Universe, ref: TypeRef): GoShape {
  let current = ref;
  for (let hops = 0; hops < 32; hops++) {
    switch (current.kind) {
      case "pointer":
        return "pointer";
      case "slice":
        return "slice";
      case "array":
        return "other";
      case "map":
        return "map";
      case "builtin":
        return current.name === "error" ? "other" : "value";
      case "struct":
        return "struct";
      case "interface":
        return "pointer"; // nil-able: set when non-null
      case "named": {
        const decl = declOf(universe, current);
        if (decl === undefined) return "other";
        current = decl.type;
        continue;
      }
      default:
        return "other";
    }
  }
  return "other";
}

/** The element type of a slice (behind pointers and names), or undefined. */
export function sliceElem(universe: Universe, ref: TypeRef): TypeRef | undefined {
  const type = behindPointersAndNames(universe, ref);
  return type?.kind === "slice" ? type.elem : undefined;
}

/** Whether the type (behind pointers and names) is the builtin string. */
export function isStringType(universe: Universe, ref: TypeRef): boolean {
  const type = behindPointersAndNames(universe, ref);
  return type?.kind === "builtin" && type.name === "string";
}

/** The builtin's name behind pointers and names (`*Level` → "string"), or undefined. */
export function builtinBehind(universe: Universe, ref: TypeRef): string | undefined {
  const type = behindPointersAndNames(universe, ref);
  return type?.kind === "builtin" ? type.name : undefined;
}

/** The first type that is neither a pointer nor a name; undefined for an unknown name or a chain too long. */
export function behindPointersAndNames(universe: Universe, ref: TypeRef): TypeRef | undefined {
  let current = ref;
  for (let hops = 0; hops < 32; hops++) {
    if (current.kind === "pointer") current = current.elem;
    else if (current.kind === "named") {
      const decl = declOf(universe, current);
      if (decl === undefined) return undefined;
      current = decl.type;
    } else return current;
  }
  return undefined;
}
