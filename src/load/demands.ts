// What a package needs from other packages, found on syntax before any model exists, so
// that dependencies are loaded lazily: only the packages that a type reference, an
// inlined or embedded member, an enum constant, a custom-type method or a model-name
// constant reaches. An input package needs everything it declares; a dependency only
// what is asked of it.

import type { ConstSpecSyntax, GoFileSyntax, MethodSyntax, TypeSpecSyntax, TypeSyntax, ValueSyntax } from "../parse/syntax.js";

/** A name wanted from a package: a type (with its methods and enum constants), a constant, or everything. */
export interface Demand {
  readonly pkg: string;
  readonly kind: "type" | "const" | "all";
  readonly name: string;
}

interface Declared<T> {
  readonly spec: T;
  readonly file: GoFileSyntax;
}

/** The declarations of one parsed package, by name. */
export class PackageDeclarations {
  private readonly types = new Map<string, Declared<TypeSpecSyntax>>();
  private readonly consts = new Map<string, Declared<ConstSpecSyntax>>();
  private readonly constsOfType = new Map<string, Declared<ConstSpecSyntax>[]>();
  private readonly methodsOf = new Map<string, Declared<MethodSyntax>[]>();

  constructor(
    readonly path: string,
    private readonly files: readonly GoFileSyntax[],
  ) {
    for (const file of files) {
      for (const spec of file.types) this.types.set(spec.name, { spec, file });
      for (const spec of file.consts) {
        this.consts.set(spec.name, { spec, file });
        const type = localTypeName(spec);
        if (type !== undefined) push(this.constsOfType, type, { spec, file });
      }
      for (const spec of file.methods) push(this.methodsOf, spec.receiver, { spec, file });
    }
  }

  /** The names that `demand` reaches, in this package and in the packages its files import. */
  reach(demand: Demand): Demand[] {
    const out: Demand[] = [];
    if (demand.kind === "all") {
      for (const file of this.files) {
        for (const spec of file.types) this.typeDemands(spec.type, file, out);
        for (const spec of file.consts) this.constDemands(spec, file, out);
        for (const spec of file.methods) if (spec.returns !== undefined) this.valueDemands(spec.returns, file, out);
      }
    } else if (demand.kind === "type") {
      const declared = this.types.get(demand.name);
      if (declared !== undefined) this.typeDemands(declared.spec.type, declared.file, out);
      for (const c of this.constsOfType.get(demand.name) ?? []) this.constDemands(c.spec, c.file, out);
      for (const m of this.methodsOf.get(demand.name) ?? []) if (m.spec.returns !== undefined) this.valueDemands(m.spec.returns, m.file, out);
    } else {
      const declared = this.consts.get(demand.name);
      if (declared !== undefined) this.constDemands(declared.spec, declared.file, out);
    }
    return out;
  }

  /** Every named type in a type expression (iterative: hostile nesting depth costs no stack). */
  private typeDemands(root: TypeSyntax, file: GoFileSyntax, out: Demand[]): void {
    const stack: TypeSyntax[] = [root];
    while (stack.length > 0) {
      const type = stack.pop()!;
      switch (type.kind) {
        case "ident":
          out.push({ pkg: this.path, kind: "type", name: type.name });
          break;
        case "qualified": {
          for (const pkg of importPathsOf(file, type.pkg)) out.push({ pkg, kind: "type", name: type.name });
          break;
        }
        case "pointer":
        case "slice":
        case "array":
          stack.push(type.elem);
          break;
        case "map":
          stack.push(type.key, type.value);
          break;
        case "struct":
          for (const field of type.fields) stack.push(field.type);
          break;
        default:
          break;
      }
    }
  }

  private constDemands(spec: ConstSpecSyntax, file: GoFileSyntax, out: Demand[]): void {
    if (spec.type !== undefined) this.typeDemands(spec.type, file, out);
    if (spec.value !== undefined) this.valueDemands(spec.value, file, out);
  }

  private valueDemands(root: ValueSyntax, file: GoFileSyntax, out: Demand[]): void {
    const stack: ValueSyntax[] = [root];
    while (stack.length > 0) {
      const value = stack.pop()!;
      if (value.kind === "ident") out.push({ pkg: this.path, kind: "const", name: value.name });
      else if (value.kind === "qualified") {
        for (const pkg of importPathsOf(file, value.pkg)) out.push({ pkg, kind: "const", name: value.name });
      } else if (value.kind === "concat") stack.push(...value.parts);
      else if (value.kind === "conversion") {
        stack.push(value.arg);
        const dot = value.type.indexOf(".");
        const pkgs = dot === -1 ? [this.path] : importPathsOf(file, value.type.slice(0, dot));
        for (const pkg of pkgs) out.push({ pkg, kind: "type", name: value.type.slice(dot + 1) });
      }
    }
  }
}

/**
 * The import paths a file's qualifier may name: the import with that alias, else the
 * unaliased imports whose path ends in the name (a package's name is usually its last
 * path element: k8s.io/api/core/v1 → v1, gopkg.in/inf.v0 → inf), else — the name is the
 * package clause's, unknown before parsing — every unaliased import.
 */
function importPathsOf(file: GoFileSyntax, qualifier: string): string[] {
  const aliased = file.imports.find((imp) => imp.alias === qualifier);
  if (aliased !== undefined) return [aliased.path];
  const unaliased = file.imports.filter((imp) => imp.alias === undefined);
  const named = unaliased.filter((imp) => mayBeNamed(imp.path, qualifier));
  return (named.length > 0 ? named : unaliased).map((imp) => imp.path);
}

function mayBeNamed(path: string, name: string): boolean {
  const parts = path.split("/");
  const last = parts[parts.length - 1]!;
  const previous = parts.length > 1 ? parts[parts.length - 2]! : "";
  const plain = (s: string): string => s.replace(/\.v\d+$/, "").replace(/^go-/, "").replace(/[-.]go$/, "").replace(/[^A-Za-z0-9_]/g, "_");
  return plain(last) === name || (/^v\d+$/.test(last) && plain(previous) === name);
}

/** The type a constant is declared with when it is this package's: `T` or `T("v")`. */
function localTypeName(spec: ConstSpecSyntax): string | undefined {
  if (spec.type?.kind === "ident") return spec.type.name;
  if (spec.type === undefined && spec.value?.kind === "conversion" && !spec.value.type.includes(".")) return spec.value.type;
  return undefined;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}
