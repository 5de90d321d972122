// The controller-tools version a repository pins: the Makefile's CONTROLLER_TOOLS_VERSION
// (kubebuilder's scaffolding; also CONTROLLER_GEN_VERSION / CONTROLLER_GEN_VER, or a
// `controller-gen@vX` it installs), else a tools module's or the main go.mod's requirement of
// sigs.k8s.io/controller-tools (tools/, hack/tools/, hack/internal/tools/), else the version the hack/*.sh scripts install or run
// (karmada's CONTROLLER_GEN_VER="v0.21.0", kwok's `go run …/controller-gen@v0.19.0`) —
// looked for from the working directory up to its module or repository root (past a module
// nested in an outer one, up to the outer one's root).

import { existsSync, readdirSync } from "./traced-fs.js";
import { dirname, join, relative } from "node:path";
import { parseModFile } from "./gomod.js";
import { isFile, readRegularFile } from "./regular-file.js";

const module = "sigs.k8s.io/controller-tools";

export interface ControllerToolsPin {
  readonly version: string;
  /** Where it was read, relative to the working directory. */
  readonly from: string;
}

export function findControllerToolsPin(cwd: string): ControllerToolsPin | undefined {
  for (let dir = cwd, depth = 0; depth < 64; depth++) {
    const pin = pinIn(dir, cwd);
    if (pin !== undefined) return pin;
    // The repository's root: no pin above it. A module's root neither, unless it is nested in
    // an outer module (cluster-api's test/infrastructure/docker runs the root Makefile's
    // controller-gen): then the search goes on up to the outer one.
    if (existsSync(join(dir, ".git"))) return undefined;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    if (isFile(join(dir, "go.mod")) && !hasOuterModule(parent)) return undefined;
    dir = parent;
  }
  return undefined;
}

/** Whether `dir` or a directory above it, within the repository, holds a go.mod. */
function hasOuterModule(dir: string): boolean {
  for (let at = dir, depth = 0; depth < 64; depth++) {
    if (isFile(join(at, "go.mod"))) return true;
    if (existsSync(join(at, ".git"))) return false;
    const parent = dirname(at);
    if (parent === at) return false;
    at = parent;
  }
  return false;
}

/** A version assigned to one of the variables that name it, or the version a `controller-gen@…` line installs. */
const ASSIGNED = /^\s*(?:export\s+)?CONTROLLER_(?:TOOLS_VERSION|GEN_VERSION|GEN_VER)\s*[?:]?=\s*["']?(v[0-9][^\s#"']*)/m;
const INSTALLED = /controller-tools\/cmd\/controller-gen@(v[0-9][^\s#"'`;)]*)/;

function versionIn(text: string): string | undefined {
  return ASSIGNED.exec(text)?.[1] ?? INSTALLED.exec(text)?.[1];
}

function pinIn(dir: string, cwd: string): ControllerToolsPin | undefined {
  const makefile = readText(join(dir, "Makefile"));
  const fromMake = makefile === undefined ? undefined : versionIn(makefile);
  if (fromMake !== undefined) return { version: fromMake, from: relativeTo(cwd, join(dir, "Makefile")) };
  // kueue's tools module is hack/internal/tools (its Makefile asks `go list -m` there).
  for (const mod of ["tools/go.mod", "hack/tools/go.mod", "hack/internal/tools/go.mod", "go.mod"]) {
    const text = readText(join(dir, mod));
    if (text === undefined) continue;
    const required = parseModFile(text, "go.mod").requires.find((r) => r.path === module);
    if (required !== undefined) return { version: required.version, from: relativeTo(cwd, join(dir, mod)) };
  }
  return pinInScripts(dir, cwd);
}

/**
 * The version hack/*.sh scripts pin. Scripts may disagree (scheduler-plugins' update script
 * runs v0.19.0, its verify script installs v0.17.3): the scripts that write (update*) win;
 * where they still disagree there is no pin rather than a guess.
 */
function pinInScripts(dir: string, cwd: string): ControllerToolsPin | undefined {
  const hack = join(dir, "hack");
  let names: string[];
  try {
    names = readdirSync(hack).filter((name) => name.endsWith(".sh")).sort();
  } catch {
    return undefined;
  }
  const pins = names.flatMap((name) => {
    const text = readText(join(hack, name));
    const version = text === undefined ? undefined : versionIn(text);
    return version === undefined ? [] : [{ version, from: relativeTo(cwd, join(hack, name)), writes: /^update/.test(name) }];
  });
  const writers = pins.filter((pin) => pin.writes);
  const chosen = writers.length > 0 ? writers : pins;
  if (chosen.length === 0 || chosen.some((pin) => pin.version !== chosen[0]!.version)) return undefined;
  return { version: chosen[0]!.version, from: chosen[0]!.from };
}

function readText(path: string): string | undefined {
  if (!isFile(path)) return undefined;
  const read = readRegularFile(path, 1 << 20);
  return read.ok ? read.bytes.toString("utf8") : undefined;
}

/** `path` from the working directory: `Makefile`, or `../../Makefile` for an outer module's. */
function relativeTo(cwd: string, path: string): string {
  return relative(cwd, path);
}
