// Our runtime tables for upstream's test types, made by our own generator (dogfooding): the
// struct types of patch_test.go go into a throwaway Go module, with the few changes our
// generator needs (see goTypeFile), and `generate --all-types --ts` turns them into tables.

import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Tables } from "../../src/runtime/index.js";
import { closure, fieldType, imports, structs, type GoStruct } from "./go-source.js";

/** Reads a file of the mirror at the chosen revision. */
export type ShowFile = (path: string) => string;

const MODULE = "upstream.test/strategicpatch";

/**
 * Writes the types reachable from `roots` (and the files of other apimachinery packages that
 * declare the types they use) under `dir`, runs the generator and returns the tables.
 */
export interface Generated {
  readonly tables: Tables;
  /** JSON names of the fields whose merge tags were dropped (see goTypeFile). */
  readonly untagged: readonly string[];
}

export function generateTables(bin: string, show: ShowFile, testFile: string, roots: readonly string[], dir: string): Generated {
  const source = show(testFile);
  const types = closure(structs(source), roots);
  const inputs = [join(dir, "types")];
  mkdirSync(inputs[0]!, { recursive: true });
  writeFileSync(join(dir, "types/go.mod"), `module ${MODULE}\n\ngo 1.22\n\nrequire k8s.io/apimachinery v0.0.0\n`);
  const used = usedImports(types, imports(source));
  writeFileSync(join(dir, "types/types.go"), goTypeFile(types, used));
  if (used.size > 0) writeFileSync(join(dir, "go.mod"), show("go.mod"));
  for (const [qualifier, path] of used) inputs.push(writeDeclaringFile(show, dir, qualifier, path, types));
  const out = join(dir, "tables.ts");
  const run = spawnSync(process.execPath, [bin, "generate", ...inputs, "--all-types", "--ts", out], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`generate failed (exit ${run.status}):\n${run.stderr}`);
  return { tables: tablesOf(readFileSync(out, "utf8")), untagged: untaggedFields(types) };
}

function untaggedFields(types: readonly GoStruct[]): string[] {
  return types.flatMap((type) => type.fields.filter((line) => !fieldType(line).startsWith("[]") && /patchMergeKey:"/.test(line))
    .map((line) => /json:"([^",]*)/.exec(line)?.[1] ?? ""));
}

/** The definition name of a type of the test file in the generated tables. */
/** The definition name our generator gave Go type `name` of the test package (whatever its naming scheme). */
export function definitionName(tables: Tables, name: string): string {
  const found = Object.keys(tables).find((key) => key.endsWith(`.${name}`));
  if (found === undefined) throw new Error(`no definition for ${name} in the generated tables`);
  return found;
}

/** The `tables` object of a generated module: its initializer is JSON. */
function tablesOf(module: string): Tables {
  const match = /^export const tables: [^=\n]+ = (\{[\s\S]*?^\});$/m.exec(module);
  if (match === null) throw new Error("no `export const tables` in the generated module");
  return JSON.parse(match[1]!) as Tables;
}

/** Imports (qualifier → path) that the extracted field types use. apimachinery's own only. */
function usedImports(types: readonly GoStruct[], all: Map<string, string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const type of types) {
    for (const line of type.fields) {
      for (const match of fieldType(line).matchAll(/(\w+)\.\w+/g)) {
        const path = all.get(match[1]!);
        if (path === undefined || !path.startsWith("k8s.io/apimachinery/")) throw new Error(`cannot provide ${match[0]} for ${type.name}`);
        used.set(match[1]!, path);
      }
    }
  }
  return used;
}

/**
 * The types as a Go file our generator accepts. Changes, none of which changes what upstream's
 * strategic merge patch does with the field:
 * - openapi-gen (and so our generator) wants `+patchStrategy`/`+patchMergeKey` comments that
 *   match the struct tags: they are added;
 * - a merge key or `merge` strategy on a field that is not a list (MergeItemPtr) is rejected
 *   by openapi-gen; upstream ignores both there (a map always merges), so they are dropped;
 * - an anonymous struct (JSONItem's `struct{ Raw []byte }`) has no definition: it becomes
 *   `interface{}`, which is what upstream's OpenAPI fixture gives it (a property without type).
 */
function goTypeFile(types: readonly GoStruct[], used: Map<string, string>): string {
  const lines = ["package strategicpatch", ""];
  if (used.size > 0) lines.push("import (", ...[...used].map(([name, path]) => `\t${name} "${path}"`), ")", "");
  for (const type of types) lines.push(`type ${type.name} struct {`, ...type.fields.flatMap(goField), "}", "");
  return lines.join("\n");
}

function goField(line: string): string[] {
  const type = fieldType(line);
  let out = type.startsWith("struct{") ? line.replace(type, "interface{}") : line;
  const isList = type.startsWith("[]");
  if (!isList) {
    out = out.replace(/ patchMergeKey:"[^"]*"/, "").replace(/patchStrategy:"merge"/, "").replace(/patchStrategy:"([^"]*)"/, (_, s: string) =>
      `patchStrategy:"${s.split(",").filter((part) => part !== "merge").join(",")}"`);
  }
  const markers: string[] = [];
  const strategy = /patchStrategy:"([^"]+)"/.exec(out)?.[1];
  const mergeKey = /patchMergeKey:"([^"]+)"/.exec(out)?.[1];
  if (strategy !== undefined) markers.push(`\t// +patchStrategy=${strategy}`);
  if (mergeKey !== undefined) markers.push(`\t// +patchMergeKey=${mergeKey}`);
  return [...markers, out];
}

/** Copies the file of package `path` that declares the first type the fields use from it. */
function writeDeclaringFile(show: ShowFile, dir: string, qualifier: string, path: string, types: readonly GoStruct[]): string {
  const pkg = path.slice("k8s.io/apimachinery/".length);
  const names = new Set(types.flatMap((type) => type.fields.flatMap((line) =>
    [...fieldType(line).matchAll(new RegExp(`\\b${qualifier}\\.(\\w+)`, "g"))].map((m) => m[1]!))));
  const files = show(`${pkg}/`).split("\n").filter((file) => file.endsWith(".go") && !file.endsWith("_test.go"));
  mkdirSync(join(dir, pkg), { recursive: true });
  for (const file of files) {
    const text = show(`${pkg}/${file}`);
    if ([...names].some((name) => new RegExp(`^type ${name} struct`, "m").test(text))) writeFileSync(join(dir, pkg, file), text);
  }
  return join(dir, pkg);
}
