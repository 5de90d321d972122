// Until kube-openapi 84b298b (go 1.23 in its go.mod) openapi-gen type-checked with
// GODEBUG gotypesalias=0, and go/types then cannot use an alias while it is still working
// out the alias's own type: `type Kind struct { Next *Self }; type Self = Kind`, checked
// from a type declared above both that refers to Self, reaches Kind through Self, and in
// Kind's fields meets Self again. That use is "invalid use of type alias Self in recursive
// type" (go.dev/issue/50729); gengo ignores type errors, so the member's type is invalid
// (gengo's Kind Unsupported) and openapi-gen fails on it: "not sure how to enforce default
// for Unsupported". Which use breaks depends on the order go/types declares things in:
// every type definition of the package in source order (files by name), then the aliases,
// each declaring what it refers to on first sight. This module replays that order.

import type { Package, TypeDecl, TypeRef, Universe } from "../../model/ir.js";

/** Deeper chains of first sightings than this are left unchecked (never met in real packages). */
const maxChain = 1000;

const cache = new WeakMap<Package, ReadonlySet<TypeRef>>();

/**
 * The named type references of `pkg` that go/types without materialized aliases makes
 * invalid: uses of an alias inside the declarations it is being resolved through.
 */
export function brokenAliasUses(pkg: Package): ReadonlySet<TypeRef> {
  let found = cache.get(pkg);
  if (found === undefined) {
    found = replayDeclarations(pkg);
    cache.set(pkg, found);
  }
  return found;
}

/** Whether `ref` (a member's type) contains such a use: its type is then invalid or holds an invalid one. */
export function containsBrokenAliasUse(universe: Universe, owner: TypeDecl, ref: TypeRef): TypeRef | undefined {
  const pkg = universe.packages.get(owner.pkg);
  if (pkg === undefined) return undefined;
  const broken = brokenAliasUses(pkg);
  if (broken.size === 0) return undefined;
  const stack: TypeRef[] = [ref];
  for (let n = 0; stack.length > 0 && n < 10_000; n++) {
    const current = stack.pop()!;
    if (broken.has(current)) return current;
    stack.push(...children(current));
  }
  return undefined;
}

/** The type expressions inside `ref` in the order go/types checks them (a map's key, then its value). */
function children(ref: TypeRef): TypeRef[] {
  switch (ref.kind) {
    case "pointer": case "slice": case "array": return [ref.elem];
    case "map": return [ref.key, ref.value];
    case "struct": return ref.fields.map((f) => f.type);
    default: return [];
  }
}

function replayDeclarations(pkg: Package): ReadonlySet<TypeRef> {
  const decls = [...pkg.types.values()].sort(bySource);
  const state = new Map<TypeDecl, "declaring" | "declared">();
  const declaringAliases = new Set<TypeDecl>();
  const invalid = new Set<TypeRef>();
  let chain = 0;
  const declare = (decl: TypeDecl): void => {
    if (state.has(decl) || chain >= maxChain) return;
    state.set(decl, "declaring");
    chain++;
    if (decl.isAlias) declaringAliases.add(decl);
    visit(decl.type);
    declaringAliases.delete(decl);
    chain--;
    state.set(decl, "declared");
  };
  const visit = (ref: TypeRef): void => {
    if (ref.kind === "named") {
      const target = ref.pkg === pkg.path ? pkg.types.get(ref.name) : undefined;
      if (target === undefined) return;
      declare(target);
      if (declaringAliases.has(target)) invalid.add(ref);
      return;
    }
    for (const child of children(ref)) visit(child);
  };
  for (const decl of decls) if (!decl.isAlias) declare(decl);
  for (const decl of decls) if (decl.isAlias) declare(decl);
  return invalid;
}

function bySource(a: TypeDecl, b: TypeDecl): number {
  const file = a.span.file < b.span.file ? -1 : a.span.file > b.span.file ? 1 : 0;
  return file !== 0 ? file : a.span.line - b.span.line || a.span.col - b.span.col;
}
