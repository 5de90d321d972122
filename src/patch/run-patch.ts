// `openapi-markers patch`: read the spec file(s), patch them in memory from the Go
// sources, then either report what would change (--check) or write the changed files
// atomically. Any error leaves every file untouched.

import { readdirSync, statSync } from "../load/traced-fs.js";
import { join, resolve } from "node:path";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import type { Schema } from "../emit/openapi/context.js";
import type { Definition } from "../emit/openapi/definitions.js";
import { openapiDocument } from "../emit/openapi/openapi.js";
import { errorReason } from "../diag/system-error.js";
import { readRegularFile } from "../load/regular-file.js";
import { UsageError } from "../load/usage-error.js";
import { writeOutputs, type Sink } from "../write/output.js";
import type { JsonChange } from "./json-edit.js";
import type { Flavour } from "./flavour.js";
import type { DefinitionCounts, PatchOptions, SpecVersion } from "./patch-spec.js";
import { decodeSpec, encodeSpec } from "./spec-bytes.js";
import { patchSpecText, type SpecResult, type SpecText } from "./spec-files.js";

export interface PatchRun {
  readonly results: readonly SpecResult[];
  readonly diagnostics: readonly Diagnostic[];
}

export interface SpecRead {
  readonly specs: readonly SpecText[];
  /** Spec files that cannot be read (special files, permissions). */
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * The spec files a target names: the file itself, or a directory's JSON and YAML files.
 * Paths are shown as the user wrote them (plus the file name inside a directory).
 */
export function readSpecs(target: string, cwd: string): SpecRead {
  const absolute = resolve(cwd, target);
  let names: string[] | undefined;
  try {
    names = statSync(absolute).isDirectory() ? readdirSync(absolute).filter((n) => /\.(json|ya?ml)$/i.test(n)).sort() : undefined;
  } catch (error) {
    if ((error as { code?: string }).code !== "ENOENT") throw new UsageError(`cannot read spec ${target}: ${errorReason(error)}`);
    throw new UsageError(`spec ${target} does not exist`);
  }
  if (names?.length === 0) throw new UsageError(`spec directory ${target} holds no .json, .yaml or .yml file`);
  const shown = target.replace(/\/+$/, "");
  const files = names === undefined ? [[absolute, target] as const] : names.map((name) => [join(absolute, name), `${shown}/${name}`] as const);
  const specs: SpecText[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [path, display] of files) {
    const read = readRegularFile(path);
    const where = { file: display, line: 1, col: 1 };
    if (read.ok) specs.push({ path: display, ...decodeSpec(read.bytes) });
    else diagnostics.push("notRegular" in read ? diagnose("OM1040", where, display, read.notRegular) : diagnose("OM1003", where, display, read.error));
  }
  return { specs, diagnostics };
}

export function patchSpecs(specs: readonly SpecText[], definitions: readonly Definition[], options: PatchOptions): PatchRun {
  const cache = new Map<string, Record<string, Schema>>();
  const generated = (version: SpecVersion, flavour: Flavour): Record<string, Schema> => {
    const key = `${version} ${flavour}`;
    if (!cache.has(key)) cache.set(key, renderedDefinitions(definitions, version, flavour));
    return cache.get(key)!;
  };
  const results = specs.map((spec) => patchSpecText(spec, generated, options));
  return { results, diagnostics: results.flatMap((r) => r.diagnostics) };
}

/** The counts of every spec file patched, summed. */
export function totalCounts(results: readonly SpecResult[]): DefinitionCounts {
  let replaced = 0, added = 0, leftAlone = 0;
  for (const { counts } of results) {
    if (counts === undefined) continue;
    replaced += counts.replaced;
    added += counts.added;
    leftAlone += counts.leftAlone;
  }
  return { replaced, added, leftAlone };
}

/**
 * OM1030 when the sources produce none of the spec's definitions and none it refers to:
 * patching would change nothing, and `--check` would pass on a stale file — most often the
 * names differ, or the wrong packages were given.
 */
export function noMatch(target: string, counts: DefinitionCounts, definitions: readonly Definition[]): Diagnostic | undefined {
  if (counts.replaced > 0 || counts.added > 0 || counts.leftAlone === 0) return undefined;
  const names = definitions.map((d) => d.name).sort();
  const produced = names.length === 0 ? "they produce no definition" : `they produce ${names.length}, e.g. ${names[0]}`;
  return diagnose("OM1030", { file: target, line: 1, col: 1 }, counts.leftAlone, target, produced);
}

/** `N definitions replaced, M added, K left alone` for the end of a run. */
export function describeCounts(counts: DefinitionCounts): string {
  const plural = (n: number): string => `${n} definition${n === 1 ? "" : "s"}`;
  return `${plural(counts.replaced)} replaced, ${counts.added} added, ${counts.leftAlone} left alone`;
}

function renderedDefinitions(definitions: readonly Definition[], version: SpecVersion, flavour: Flavour): Record<string, Schema> {
  const doc = openapiDocument(definitions, version, { published: flavour === "published", title: "", version: "" });
  return (version === "v2" ? doc.definitions : (doc.components as Schema).schemas) as Record<string, Schema>;
}

/** `raw flavour (as in the file)`, `published flavour (--published)`…; undefined when no file was patched. */
export function describeFlavours(results: readonly SpecResult[], flag: boolean | undefined): string | undefined {
  const found = results.flatMap((r) => (r.flavour === undefined ? [] : [r.flavour]));
  const flavours = [...new Set(found)].sort();
  if (flavours.length === 0) return undefined;
  const how = flag === undefined ? (found.length === 1 ? "as in the file" : "as in each file") : flag ? "--published" : "--no-published";
  return `${flavours.join(" and ")} flavour${flavours.length > 1 ? "s" : ""} (${how})`;
}

/** `path: definition: key.path change` lines for --check. */
export function describeChanges(result: SpecResult): string[] {
  return result.changes.map((change) => `${result.path}: ${describePath(change)}`);
}

function describePath(change: JsonChange): string {
  const [root, ...rest] = change.path;
  const inDefinitions = root === "definitions" ? rest : root === "components" && rest[0] === "schemas" ? rest.slice(1) : undefined;
  if (inDefinitions === undefined || inDefinitions.length === 0) return `${change.path.join(".") || "(document)"} ${change.kind}`;
  const [definition, ...keys] = inDefinitions;
  return keys.length === 0 ? `definition ${definition} ${change.kind}` : `${definition}: ${keys.join(".")} ${change.kind}`;
}

/** The number of files written, or the diagnostics of a write that failed (then none is). */
export function writeSpecs(results: readonly SpecResult[], specs: readonly SpecText[], cwd: string, stdout: Sink): number | Diagnostic[] {
  const changed = results.flatMap((r, i) => (r.text === specs[i]!.text ? [] : [{ path: r.path, content: encodeSpec({ text: r.text, bom: specs[i]!.bom }) }]));
  const failures = writeOutputs(changed, cwd, stdout);
  return failures.length > 0 ? failures : changed.length;
}
