// Finding the module a directory belongs to, and reading go.mod / go.work files into
// diagnostics-or-data. A go.mod that is unreadable, a directory or malformed is reported
// as what it is (the go command would stop there too), never as a missing go.mod.

import { statSync } from "./traced-fs.js";
import { join, resolve } from "node:path";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { parseModFile, type ModFile } from "./gomod.js";
import { readRegularFile } from "./regular-file.js";

export interface Module {
  readonly path: string;
  readonly root: string;
  /** The parsed go.mod (absent for a module known only by its path). */
  readonly modFile: ModFile | undefined;
}

/** Paths as diagnostics show them (relative to the working directory). */
export type Display = (absolute: string) => string;

export class ModuleFinder {
  private readonly byDir = new Map<string, Module | "broken" | undefined>();
  private readonly files = new Map<string, ModFile | undefined>();

  constructor(
    private readonly display: Display,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** Adds a diagnostic about a module file found while resolving. */
  report(diagnostic: Diagnostic): void {
    this.diagnostics.push(diagnostic);
  }

  /**
   * The module of the nearest go.mod at or above `dir`: undefined when there is none,
   * "broken" when the nearest one could not be read (that is reported already).
   */
  moduleOf(dir: string): Module | "broken" | undefined {
    const chain: string[] = [];
    let current = dir;
    let module: Module | "broken" | undefined;
    for (;;) {
      if (this.byDir.has(current)) {
        module = this.byDir.get(current);
        break;
      }
      chain.push(current);
      const found = this.moduleAt(current);
      if (found !== "none") {
        module = found;
        break;
      }
      const parent = resolve(current, "..");
      if (parent === current) break;
      current = parent;
    }
    for (const visited of chain) this.byDir.set(visited, module);
    return module;
  }

  /** The module whose go.mod is in `dir`: "none" when there is no go.mod entry at all. */
  private moduleAt(dir: string): Module | "broken" | "none" {
    const file = join(dir, "go.mod");
    if (!exists(file)) return "none";
    const modFile = this.read(file, "go.mod");
    if (modFile?.module === undefined) return "broken";
    return { path: modFile.module.path, root: dir, modFile };
  }

  /**
   * A dependency's go.mod, read as the go command reads one (leniently: a directive it
   * does not know is skipped, not an error); undefined when it cannot be read.
   */
  readDependency(file: string): ModFile | undefined {
    const read = readRegularFile(file);
    return read.ok ? parseModFile(new TextDecoder().decode(read.bytes), "go.mod") : undefined;
  }

  /** A go.mod or go.work file, parsed; undefined (and reported) when unreadable or malformed. */
  read(file: string, kind: "go.mod" | "go.work"): ModFile | undefined {
    if (this.files.has(file)) return this.files.get(file);
    const parsed = this.readUncached(file, kind);
    this.files.set(file, parsed);
    return parsed;
  }

  private readUncached(file: string, kind: "go.mod" | "go.work"): ModFile | undefined {
    const where = this.display(file);
    const at = { file: where, line: 1, col: 1 };
    const read = readRegularFile(file);
    if (!read.ok) {
      this.diagnostics.push("notRegular" in read ? diagnose("OM1040", at, where, read.notRegular) : diagnose("OM1003", at, where, read.error));
      return undefined;
    }
    const text = new TextDecoder().decode(read.bytes);
    const parsed = parseModFile(text, kind);
    for (const error of parsed.errors) {
      this.diagnostics.push(diagnose(kind === "go.mod" ? "OM1012" : "OM1013", { file: where, ...error.pos }, error.message));
    }
    return parsed.errors.length === 0 ? parsed : undefined;
  }
}

/** Whether anything (file, directory, broken entry) is at `path`. */
function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch (error) {
    return (error as { code?: string }).code !== "ENOENT" && (error as { code?: string }).code !== "ENOTDIR";
  }
}
