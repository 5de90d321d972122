// The layers of src/ (docs/internals.md, "Layers"): a module imports modules of its own
// folder and of folders on lower layers, never one on its own layer or above. The order is
// read from the document, so the page and the test cannot disagree. Tests and test
// support are left out: a test may use anything to drive what it tests.

import test from "ava";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const src = join(repo, "src");

/**
 * Imports allowed against the order, each with its reason: "from -> to" by module path.
 * None today; a new one needs a reason a reviewer accepts.
 */
const exceptions: ReadonlyMap<string, string> = new Map<string, string>([]);

/** The layers, lowest first: each a list of src/ folders and top-level files. */
function layers(): string[][] {
  const page = readFileSync(join(repo, "docs/internals.md"), "utf8");
  const block = /```layers\n([\s\S]*?)```/.exec(page);
  if (block === null) throw new Error("docs/internals.md has no ```layers block");
  return block[1]!.trim().split("\n").map((line) => line.trim().split(/\s+/)).reverse();
}

function modules(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...modules(path));
    else if (name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "test-support.ts") found.push(path);
  }
  return found;
}

/** The relative modules a file imports: import/export … from "./x.js", import("./x.js"). */
function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*"(\.[^"]+)"|\bimport\(\s*"(\.[^"]+)"\s*\)/g)].map((m) => m[1] ?? m[2]!);
  return specifiers.map((s) => resolve(dirname(file), s.replace(/\.js$/, ".ts")));
}

/** A module's place: its folder under src/ (analysis, emit, …) or, at the top, its file name. */
function place(file: string): string {
  return relative(src, file).split(/[\\/]/)[0]!;
}

test("every folder and top-level module of src/ is on a layer", (t) => {
  const named = new Set(layers().flat());
  const places = new Set(modules(src).map(place));
  t.deepEqual([...places].filter((p) => !named.has(p)).sort(), [], "add it to docs/internals.md's layers");
  t.deepEqual([...named].filter((p) => !places.has(p)).sort(), [], "the layers name what does not exist");
});

test("no module imports one on its own layer (another folder) or a higher one", (t) => {
  const layerOf = new Map<string, number>();
  layers().forEach((names, index) => names.forEach((name) => layerOf.set(name, index)));
  const wrong: string[] = [];
  for (const file of modules(src)) {
    for (const target of imports(file)) {
      const [from, to] = [place(file), place(target)];
      if (from === to || !target.startsWith(src)) continue;
      if ((layerOf.get(to) ?? Infinity) < (layerOf.get(from) ?? -Infinity)) continue;
      const edge = `${relative(repo, file)} -> ${relative(repo, target)}`;
      if (!exceptions.has(edge)) wrong.push(edge);
    }
  }
  t.deepEqual(wrong, []);
});

test("the import reader sees static, re-exported, type-only and dynamic imports", (t) => {
  const read = imports(join(src, "cli.ts")).map((p) => relative(src, p));
  t.true(read.includes("config.ts")); // import { … } from
  t.true(read.includes("commands/check.ts")); // import type
  t.true(read.includes("commands/generate.ts")); // await import("…")
  t.true(imports(join(src, "index.ts")).length > 0);
});
