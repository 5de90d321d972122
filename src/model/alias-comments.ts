// gengo/v1's comment attribution for Go aliases, which openapi-gen used until kube-openapi
// moved to gengo/v2 (src/era/openapi-gen.ts, "alias-docs"). gengo/v1 walked the scope of every
// input package — packages by import path, names sorted — and set the comment of each
// type name on the type it denotes; `type A = B` denotes B itself, so A's doc comment (its
// description and its comment tags) replaced B's, and of several such declarations the
// last one walked won. gengo/v2 keeps a declared type's own comment, but a type whose
// comment has no text (none, or only blank `//` lines) takes that of the first alias
// walked that has one.

import { compareStrings } from "../diag/diagnostic.js";
import type { Package, TypeDecl, Universe } from "./ir.js";
import { declOf } from "./types.js";

/** The universe as gengo/v1 saw it: every aliased type carries the comment of the last declaration naming it. */
export function withAliasComments(universe: Universe): Universe {
  const winner = new Map<TypeDecl, TypeDecl>();
  walkTypeNames(universe, (decl, target) => winner.set(target, decl));
  return withCommentsOf(universe, winner);
}

/** The universe as gengo/v2 sees it: a type without comment text has its first commented alias's. */
export function withUndocumentedAliasComments(universe: Universe): Universe {
  const winner = new Map<TypeDecl, TypeDecl>();
  walkTypeNames(universe, (decl, target) => {
    if (decl !== target && !winner.has(target) && !isBlank(decl) && isBlank(target)) winner.set(target, decl);
  });
  return withCommentsOf(universe, winner);
}

/** go/ast's CommentGroup.Text() of a doc comment is empty: openapi-gen sees no comment. */
function isBlank(decl: TypeDecl): boolean {
  return decl.doc.every((line) => line.text.trim() === "");
}

/** Every type name of the input packages as gengo walks them, with the type it denotes. */
function walkTypeNames(universe: Universe, visit: (decl: TypeDecl, target: TypeDecl) => void): void {
  const inputs = [...universe.packages.values()].filter((p) => p.isInput).sort((a, b) => compareStrings(a.path, b.path));
  for (const pkg of inputs) {
    for (const name of [...pkg.types.keys()].sort(compareStrings)) {
      const decl = pkg.types.get(name)!;
      const target = decl.isAlias && decl.type.kind === "named" ? declOf(universe, decl.type) : decl;
      if (target !== undefined && !target.isAlias) visit(decl, target);
    }
  }
}

function withCommentsOf(universe: Universe, winner: ReadonlyMap<TypeDecl, TypeDecl>): Universe {
  const replaced = [...winner].filter(([target, decl]) => target !== decl);
  if (replaced.length === 0) return universe;
  const byPackage = new Map<string, [TypeDecl, TypeDecl][]>();
  for (const pair of replaced) byPackage.set(pair[0].pkg, [...(byPackage.get(pair[0].pkg) ?? []), pair]);
  const packages = new Map(universe.packages);
  for (const [path, pairs] of byPackage) {
    const pkg = packages.get(path);
    if (pkg === undefined) continue;
    const types = new Map(pkg.types);
    for (const [target, decl] of pairs) types.set(target.name, { ...target, doc: decl.doc, markers: decl.markers });
    packages.set(path, { ...pkg, types } satisfies Package);
  }
  return { packages };
}
