// A dependency package of controller-gen's crd run, parsed only as far as its CRDs read it
// (src/parse/declaration-mask.ts masks the rest). Its type declarations start masked; a
// type that a demand reaches (src/load/demands.ts) is unmasked with every type of the
// package its declaration names and the methods declared on them, and the package's files
// whose masks changed are parsed again. Constants, imports, comments and whatever the
// scanner keeps are always parsed; doc.go is never masked (its comment groups are read whole).

import { lazyMask, scanDeclarations, type TopDeclaration } from "../parse/declaration-mask.js";
import type { SourceText } from "./parse-pool.js";

export class PartialPackage {
  private readonly scans: (readonly TopDeclaration[] | undefined)[];
  /** The maskable type declarations, by name. */
  private readonly typeDeclarations = new Map<string, TopDeclaration[]>();
  private readonly unmasked = new Set<string>();
  /** Each file's mask key at its last parse (null: never parsed). */
  private readonly parsedWith: (string | undefined | null)[];

  constructor(private readonly files: readonly SourceText[]) {
    this.scans = files.map((f) => (isDocFile(f.display) ? undefined : scanDeclarations(f.text)));
    this.parsedWith = files.map(() => null);
    for (const scan of this.scans) {
      for (const d of scan ?? []) {
        if (d.kind !== "type") continue;
        const list = this.typeDeclarations.get(d.name);
        if (list === undefined) this.typeDeclarations.set(d.name, [d]);
        else list.push(d);
      }
    }
  }

  /**
   * Unmasks a type, with the package's types its declaration names (a superset: field names
   * and the like count too), transitively. False when nothing changed.
   */
  unmask(name: string): boolean {
    if (this.unmasked.has(name) || !this.typeDeclarations.has(name)) return false;
    const stack = [name];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (this.unmasked.has(next)) continue;
      const declarations = this.typeDeclarations.get(next);
      if (declarations === undefined) continue;
      this.unmasked.add(next);
      for (const d of declarations) for (const ident of d.idents) if (!this.unmasked.has(ident) && this.typeDeclarations.has(ident)) stack.push(ident);
    }
    return true;
  }

  /** The files whose mask changed since their last parse, as the parser takes them, with their index. */
  changedSources(): { readonly index: number; readonly source: SourceText }[] {
    const out: { index: number; source: SourceText }[] = [];
    this.files.forEach((file, index) => {
      const scan = this.scans[index];
      // Nothing masked: the parser leaves the comments' text out of any file by itself.
      const mask = scan === undefined ? undefined : lazyMask(file.text, scan, (d) => this.keeps(d));
      if (this.parsedWith[index] === mask?.key) return;
      this.parsedWith[index] = mask?.key;
      out.push({ index, source: mask === undefined ? file : { ...file, masked: mask } });
    });
    return out;
  }

  /** A type is kept once unmasked; a method unless its receiver is a masked type; functions and variables never. */
  private keeps(d: TopDeclaration): boolean {
    if (d.kind === "type") return this.unmasked.has(d.name);
    if (d.kind === "method") return this.unmasked.has(d.name) || !this.typeDeclarations.has(d.name);
    return d.kind === "keep";
  }
}

function isDocFile(display: string): boolean {
  return display === "doc.go" || display.endsWith("/doc.go");
}
