// CEL types as far as cost estimation needs them: the kind (which overloads apply, whether a
// select costs, whether a size is fixed), list/map parameters, and an object's fields.

export type CelType =
  | { readonly kind: "dyn" | "null" | "bool" | "int" | "uint" | "double" | "string" | "bytes" | "duration" | "timestamp" | "error" }
  | { readonly kind: "list"; readonly elem: CelType }
  | { readonly kind: "map"; readonly key: CelType; readonly value: CelType }
  | { readonly kind: "object"; readonly name: string; readonly fields: ReadonlyMap<string, CelType> }
  | { readonly kind: "type"; readonly of: CelType }
  | { readonly kind: "optional"; readonly elem: CelType }
  /** Kubernetes' library types (Quantity, IP, CIDR, URL, Semver, Format, …), by name. */
  | { readonly kind: "opaque"; readonly name: string };

export const dyn: CelType = { kind: "dyn" };
export const prim = (kind: "null" | "bool" | "int" | "uint" | "double" | "string" | "bytes" | "duration" | "timestamp"): CelType => ({ kind });
export const listOf = (elem: CelType): CelType => ({ kind: "list", elem });
export const mapOf = (key: CelType, value: CelType): CelType => ({ kind: "map", key, value });
export const optionalOf = (elem: CelType): CelType => ({ kind: "optional", elem });
export const opaque = (name: string): CelType => ({ kind: "opaque", name });

/** cel-go's isScalar: a value whose size is fixed (strings, bytes, lists, maps are not). */
export function isScalar(t: CelType): boolean {
  switch (t.kind) {
    case "bool":
    case "double":
    case "duration":
    case "int":
    case "timestamp":
    case "uint":
      return true;
    case "optional":
      return isScalar(t.elem);
    default:
      return false;
  }
}

export function sameType(a: CelType, b: CelType): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case "list":
      return sameType(a.elem, (b as typeof a).elem);
    case "optional":
      return sameType(a.elem, (b as typeof a).elem);
    case "map":
      return sameType(a.key, (b as typeof a).key) && sameType(a.value, (b as typeof a).value);
    case "object":
    case "opaque":
      return a.name === (b as typeof a).name;
    case "type":
      return sameType(a.of, (b as typeof a).of);
    default:
      return true;
  }
}

/** The type parameters (list element; map key and value) as cel-go's Type.Parameters(). */
export function parameters(t: CelType): CelType[] {
  if (t.kind === "list" || t.kind === "optional") return [t.elem];
  if (t.kind === "map") return [t.key, t.value];
  return [];
}
