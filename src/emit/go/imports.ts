import { isExported } from "../openapi/definitions.js";

// Package names in generated Go, as gengo's import tracker chooses them: the first package
// to be named gets the shortest free name made of its path's last elements (`v1`, then
// `corev1`, `apicorev1`, …), never the output package's own name; a Go keyword gets a `_`.
// The names therefore depend on the order in which the generator first names each
// package, which the renderers reproduce.

const goKeywords = new Set([
  "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func", "go", "goto",
  "if", "import", "interface", "map", "package", "range", "return", "select", "struct", "switch", "type", "var",
]);

export class ImportTracker {
  private readonly pathToName = new Map<string, string>();
  private readonly usedNames = new Set<string>();
  /** Packages named in front of at least one exported symbol (what goimports counts as a use). */
  private readonly exportedUse = new Set<string>();
  private readonly localLeaf: string;

  /** `local`: the package the file is generated into (its own symbols need no import). */
  constructor(private readonly local: string) {
    this.localLeaf = local.slice(local.lastIndexOf("/") + 1);
  }

  /**
   * The qualifier for a package's symbols (`corev1.`), naming the package on first use.
   * `symbol`: the name written after it, when it may be unexported (`s1.kind4`).
   */
  qualifier(path: string, symbol?: string): string {
    if (path === this.local || path === "") return "";
    if (symbol === undefined || isExported(symbol)) this.exportedUse.add(path);
    let name = this.pathToName.get(path);
    if (name === undefined) {
      name = this.chooseName(path);
      this.pathToName.set(path, name);
      this.usedNames.add(name);
    }
    return name + ".";
  }

  private chooseName(path: string): string {
    const dirs = path.split("/");
    for (let n = dirs.length - 1; n >= 0; n--) {
      const name = dirs.slice(n).join("").replace(/[_.-]/g, "");
      if (this.usedNames.has(name) || name === this.localLeaf) continue;
      return goKeywords.has(name) ? "_" + name : name;
    }
    // gengo panics here; every path of distinct packages yields a distinct join.
    return dirs.join("").replace(/[_.-]/g, "") + String(this.pathToName.size);
  }

  /**
   * The import block, as goimports leaves it: the standard library's group (no dot in the
   * first element), a blank line, the rest; each sorted by path. `pruned`: goimports in full
   * mode (gengo/v1) also drops an import named only in front of unexported symbols, since a
   * selector of an unexported name is not a package reference to it.
   */
  importBlock(pruned = false): string {
    // goimports: the standard library's group first, each group sorted by path.
    const groupOf = (path: string): number => (path.split("/")[0]!.includes(".") ? 1 : 0);
    const paths = [...this.pathToName.keys()]
      .filter((path) => !pruned || this.exportedUse.has(path)).sort((a, b) => groupOf(a) - groupOf(b) || (a < b ? -1 : a > b ? 1 : 0));
    if (paths.length === 0) return "";
    const lines: string[] = [];
    let group = -1;
    for (const path of paths) {
      const next = path.split("/")[0]!.includes(".") ? 1 : 0;
      if (group !== -1 && next !== group) lines.push("");
      group = next;
      lines.push(`\t${this.pathToName.get(path)!} "${path}"`);
    }
    return `import (\n${lines.join("\n")}\n)\n\n`;
  }
}

