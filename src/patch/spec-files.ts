// Spec files on disk for `openapi-markers patch`: one JSON or YAML file, or a directory of
// per-group-version files (Kubernetes' api/openapi-spec/v3/*.json). JSON is edited as
// text (untouched bytes stay untouched); YAML too, through the source ranges of the yaml
// library's Document (yaml-edit.ts), so untouched definitions keep their bytes and comments.

import { isAlias, isCollection, isPair, parseDocument, type Alias, type Document } from "yaml";
import { editYaml } from "./yaml-edit.js";
import { hasOwn, jsonEqual, own } from "../json/dict.js";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { formatForPath, sortKeys } from "../write/canonical.js";
import type { Schema } from "../emit/openapi/context.js";
import { editJson, type JsonChange } from "./json-edit.js";
import { detectStyle } from "./json-style.js";
import { isJsonObject, JsonSyntaxError, maxJsonDepth, nodeValue, parseJsonText } from "../json/json-text.js";
import { detectFlavour, type Flavour } from "./flavour.js";
import { countDefinitions, definitionsOf, patchDocument, specVersion, type DefinitionCounts, type PatchOptions, type SpecVersion } from "./patch-spec.js";

export interface SpecText {
  /** Display path. */
  readonly path: string;
  /** Decoded by spec-bytes.ts: no BOM, bytes that are not UTF-8 escaped. */
  readonly text: string;
  /** Whether the file began with a byte order mark (written back if so). */
  readonly bom: boolean;
}

export interface SpecResult {
  readonly path: string;
  readonly text: string;
  readonly changes: readonly JsonChange[];
  readonly diagnostics: readonly Diagnostic[];
  /** Undefined when the file could not be patched (see diagnostics). */
  readonly counts?: DefinitionCounts;
  /** The flavour its definitions were written in (undefined with counts). */
  readonly flavour?: Flavour;
}

export type GeneratedDefinitions = (version: SpecVersion, flavour: Flavour) => Readonly<Record<string, Schema>>;

/** The flavour to write a document in: the flag's, else the one the file has. */
function flavourOf(doc: Schema, version: SpecVersion, options: PatchOptions): Flavour {
  if (options.published !== undefined) return options.published ? "published" : "raw";
  return detectFlavour(definitionsOf(doc, version), version);
}

export function patchSpecText(spec: SpecText, generated: GeneratedDefinitions, options: PatchOptions): SpecResult {
  return formatForPath(spec.path) === "yaml" ? patchYaml(spec, generated, options) : patchJson(spec, generated, options);
}

function patchJson(spec: SpecText, generated: GeneratedDefinitions, options: PatchOptions): SpecResult {
  let root;
  try {
    root = parseJsonText(spec.text);
  } catch (error) {
    const offset = error instanceof JsonSyntaxError ? error.offset : 0;
    return failed(spec, diagnose("OM1009", { file: spec.path, ...lineCol(spec.text, offset) }, "JSON", (error as Error).message));
  }
  const doc = nodeValue(root);
  const version = specVersion(doc);
  if (version === undefined) return failed(spec, diagnose("OM1010", { file: spec.path, line: 1, col: 1 }));
  const flavour = flavourOf(doc as Schema, version, options);
  const fresh = generated(version, flavour);
  const next = patchDocument(doc as Schema, version, fresh, options);
  const edited = editJson(spec.text, root, next, detectStyle(spec.text));
  const counts = countDefinitions(doc as Schema, next, version, fresh);
  return { path: spec.path, text: edited.text, changes: edited.changes, diagnostics: [], counts, flavour };
}

function patchYaml(spec: SpecText, generated: GeneratedDefinitions, options: PatchOptions): SpecResult {
  const document = parseDocument(spec.text, { keepSourceTokens: false });
  if (document.errors.length > 0) {
    const error = document.errors[0]!;
    const [line, col] = error.linePos?.[0] ? [error.linePos[0].line, error.linePos[0].col] : [1, 1];
    return failed(spec, diagnose("OM1009", { file: spec.path, line, col }, "YAML", yamlMessage(error.message.split("\n")[0]!)));
  }
  const cycle = recursiveAlias(document);
  if (cycle !== undefined) {
    const at = lineCol(spec.text, cycle.range?.[0] ?? 0);
    return failed(spec, diagnose("OM1009", { file: spec.path, ...at }, "YAML", `the alias *${cycle.source} is inside the node it names: the value would contain itself, which no JSON value can`));
  }
  let doc: unknown;
  try {
    doc = document.toJS({ maxAliasCount });
  } catch (error) {
    // The yaml library refuses to expand more aliases than maxAliasCount (alias bombs).
    if (!(error instanceof ReferenceError)) throw error;
    return failed(spec, diagnose("OM1009", { file: spec.path, line: 1, col: 1 }, "YAML", `more than ${maxAliasCount} aliases (*name): the limit that guards against alias bombs`));
  }
  if (nestingDepth(doc) > maxJsonDepth) {
    return failed(spec, diagnose("OM1009", { file: spec.path, line: 1, col: 1 }, "YAML", `values nested more than ${maxJsonDepth} levels deep`));
  }
  const version = specVersion(doc);
  if (version === undefined) return failed(spec, diagnose("OM1010", { file: spec.path, line: 1, col: 1 }));
  const flavour = flavourOf(doc as Schema, version, options);
  const fresh = generated(version, flavour);
  const next = patchDocument(doc as Schema, version, fresh, options);
  const changes: JsonChange[] = [];
  diffValues(doc, next, [], changes);
  const text = changes.length === 0 ? spec.text : editedYaml(spec.text, document, doc, next) ?? reserialised(document, changes, next);
  const counts = countDefinitions(doc as Schema, next, version, fresh);
  return { path: spec.path, text, changes, diagnostics: [], counts, flavour };
}

/** The text edited in place (yaml-edit.ts), if it reads back as the new value. */
function editedYaml(text: string, document: Document, before: unknown, after: unknown): string | undefined {
  const edited = editYaml(text, document, before, after);
  if (edited === undefined) return undefined;
  const reread = parseDocument(edited);
  return reread.errors.length === 0 && jsonEqual(reread.toJS({ maxAliasCount }), after) ? edited : undefined;
}

/**
 * The Document with the changes set and written out whole: for documents the in-place edit
 * cannot handle (flow style at the top, aliases or complex keys on the way to a change).
 * Comments stay, but untouched parts may be re-formatted.
 */
function reserialised(document: Document, changes: readonly JsonChange[], next: unknown): string {
  for (const change of changes) {
    if (change.kind === "removed") document.deleteIn(change.path);
    else document.setIn(change.path, sortKeys(valueAt(next, change.path)));
  }
  return document.toString({ lineWidth: 0 });
}

/** How deeply arrays and objects nest (iterative: the value may be deep). */
/**
 * The first alias that names a node holding it (`x: &p [*p]`, `d: &d {self: *d}`). The yaml
 * library makes it a cyclic value, which every later walk would follow forever; the limit on
 * aliases does not see it (there is one alias). Walked iteratively, in document order, so an
 * alias resolves to the latest anchor of its name before it, as YAML says.
 */
function recursiveAlias(document: Document): Alias | undefined {
  const anchors = new Map<string, unknown>();
  const open = new Set<unknown>();
  const pending: [unknown, boolean][] = [[document.contents, false]];
  while (pending.length > 0) {
    const [node, leaving] = pending.pop()!;
    if (leaving) {
      open.delete(node);
    } else if (isAlias(node)) {
      if (open.has(anchors.get(node.source))) return node;
    } else if (isPair(node)) {
      pending.push([node.value, false], [node.key, false]);
    } else if (node !== null && typeof node === "object") {
      const anchor = (node as { anchor?: string }).anchor;
      if (anchor !== undefined) anchors.set(anchor, node);
      if (!isCollection(node)) continue;
      open.add(node);
      pending.push([node, true]);
      for (let i = node.items.length - 1; i >= 0; i--) pending.push([node.items[i], false]);
    }
  }
  return undefined;
}

function nestingDepth(root: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[root, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== "object") continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > maxJsonDepth) return deepest; // deep enough to refuse; and a cycle would never end
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** The yaml library's own limit, stated so the message can name it. */
const maxAliasCount = 100;

/** The yaml library reports running out of stack on deep nesting as a parse error. */
function yamlMessage(message: string): string {
  return /Maximum call stack size exceeded/.test(message) ? `values nested too deeply for the YAML reader (the limit is ${maxJsonDepth} levels or less)` : message;
}

function failed(spec: SpecText, diagnostic: Diagnostic): SpecResult {
  return { path: spec.path, text: spec.text, changes: [], diagnostics: [diagnostic] };
}

/** The paths where two JSON values differ, as added/removed keys or changed values. */
export function diffValues(before: unknown, after: unknown, path: readonly string[], out: JsonChange[]): void {
  if (jsonEqual(before, after)) return;
  if (isJsonObject(before) && isJsonObject(after)) {
    for (const key of Object.keys(before)) if (!hasOwn(after, key)) out.push({ path: [...path, key], kind: "removed" });
    for (const [key, value] of Object.entries(after)) {
      if (!hasOwn(before, key)) out.push({ path: [...path, key], kind: "added" });
      else diffValues(before[key], value, [...path, key], out);
    }
    return;
  }
  out.push({ path, kind: "changed" });
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((v, key) => (isJsonObject(v) ? own(v, key) : undefined), value);
}


function lineCol(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, col: [...before[before.length - 1]!].length + 1 };
}
