// The controller-tools version a repository pins: the Makefile's CONTROLLER_TOOLS_VERSION
// (kubebuilder's scaffolding), else a tools module's or the main go.mod's requirement of
// sigs.k8s.io/controller-tools, looked for from the working directory up to its module or
// repository root.

import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
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
    // The module's or the repository's root: no pin above it.
    if (isFile(join(dir, "go.mod")) || existsSync(join(dir, ".git"))) return undefined;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return undefined;
}

function pinIn(dir: string, cwd: string): ControllerToolsPin | undefined {
  const makefile = readText(join(dir, "Makefile"));
  const fromMake = makefile === undefined ? undefined : /^\s*CONTROLLER_TOOLS_VERSION\s*[?:]?=\s*(v[0-9][^\s#]*)/m.exec(makefile)?.[1];
  if (fromMake !== undefined) return { version: fromMake, from: relativeTo(cwd, join(dir, "Makefile")) };
  for (const mod of ["tools/go.mod", "hack/tools/go.mod", "go.mod"]) {
    const text = readText(join(dir, mod));
    if (text === undefined) continue;
    const required = parseModFile(text, "go.mod").requires.find((r) => r.path === module);
    if (required !== undefined) return { version: required.version, from: relativeTo(cwd, join(dir, mod)) };
  }
  return undefined;
}

function readText(path: string): string | undefined {
  if (!isFile(path)) return undefined;
  const read = readRegularFile(path, 1 << 20);
  return read.ok ? read.bytes.toString("utf8") : undefined;
}

function relativeTo(cwd: string, path: string): string {
  return path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path;
}
