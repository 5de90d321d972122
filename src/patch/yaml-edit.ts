// Rewrites a parsed YAML document into a new value while keeping the bytes of everything
// that does not change, comments included: block mappings are edited pair by pair through
// the source ranges of the yaml library's Document nodes; only a changed or added pair is
// rendered anew (in canonical YAML, indented to its place), a removed one is cut out with
// its line. When the document is not a block mapping of plain keys all the way down to the
// changes (flow collections are re-rendered whole, which is fine; aliases and complex keys
// are not), or the edited text does not read back as the new value, the caller falls back
// to re-serialising the Document.

import { isMap, isScalar, type Document, type Node, type Pair, type YAMLMap } from "yaml";
import { hasOwn, jsonEqual } from "../json/dict.js";
import { isJsonObject } from "../json/json-text.js";
import { byCodeUnit, yamlText } from "../write/canonical.js";

interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The edited text, or undefined when the document's shape does not allow edits in place. */
export function editYaml(text: string, document: Document, before: unknown, after: unknown): string | undefined {
  const root = document.contents;
  if (!isBlockMap(root) || !isJsonObject(before) || !isJsonObject(after)) return undefined;
  const edits: TextEdit[] = [];
  if (!editMap(text, root, before, after, edits)) return undefined;
  // New text is rendered with LF; a CRLF file gets CRLF lines.
  const crlf = text.includes("\r\n");
  return applyEdits(text, crlf ? edits.map((e) => ({ ...e, text: e.text.replace(/\r?\n/g, "\r\n") })) : edits);
}

function isBlockMap(node: unknown): node is YAMLMap<Node, Node> {
  return isMap(node) && !node.flow && node.range !== undefined && node.items.length > 0;
}

/** Edits of one block mapping; false when a pair is not a plain key with a parsed value. */
function editMap(text: string, map: YAMLMap<Node, Node>, before: Record<string, unknown>, after: Record<string, unknown>, edits: TextEdit[]): boolean {
  const keys: string[] = [];
  for (const pair of map.items) {
    const key = plainKey(pair);
    if (key === undefined) return false;
    keys.push(key);
    if (!hasOwn(after, key)) edits.push(removal(text, pair));
    else if (jsonEqual(before[key], after[key])) continue;
    else if (isBlockMap(pair.value) && isJsonObject(before[key]) && isJsonObject(after[key]) && Object.keys(after[key]).length > 0) {
      if (!editMap(text, pair.value, before[key], after[key], edits)) return false;
    } else edits.push(replacement(text, pair, key, after[key]));
  }
  const added = Object.keys(after).filter((key) => !hasOwn(before, key)).sort(byCodeUnit);
  const sorted = keys.every((k, i) => i === 0 || byCodeUnit(keys[i - 1]!, k) <= 0);
  for (const key of added) edits.push(insertion(text, map, keys, sorted, key, after[key]));
  return true;
}

/** The key of a pair whose key is a scalar and whose value was parsed from the text. */
function plainKey(pair: Pair<Node, Node>): string | undefined {
  const { key, value } = pair;
  if (!isScalar(key) || key.range === undefined || value === null || value.range === undefined) return undefined;
  if (key.anchor !== undefined || value.anchor !== undefined) return undefined;
  return String(key.value);
}

/** `key: value` in canonical YAML, its lines after the first indented to `column`, no final newline. */
function renderPair(key: string, value: unknown, column: number): string {
  const lines = yamlText({ [key]: value }).replace(/\n$/, "").split("\n");
  return lines.map((line, i) => (i === 0 || line === "" ? line : " ".repeat(column) + line)).join("\n");
}

function replacement(text: string, pair: Pair<Node, Node>, key: string, value: unknown): TextEdit {
  const start = pair.key!.range![0];
  const end = pair.value!.range![1];
  const newline = text[end - 1] === "\n" ? "\n" : "";
  return { start, end, text: renderPair(key, value, columnOf(text, start)) + newline };
}

/** The pair's lines (not the comment lines above it, which the yaml library gives the pair before). */
function removal(text: string, pair: Pair<Node, Node>): TextEdit {
  const start = lineStart(text, pair.key!.range![0]);
  return { start, end: lineEnd(text, pair.value!.range![2]), text: "" };
}

/** A new pair before the first greater key (sorted maps, above that key's comments), else after the last. */
function insertion(text: string, map: YAMLMap<Node, Node>, keys: readonly string[], sorted: boolean, key: string, value: unknown): TextEdit {
  const column = columnOf(text, map.items[0]!.key!.range![0]);
  const rendered = " ".repeat(column) + renderPair(key, value, column) + "\n";
  const next = sorted ? keys.findIndex((k) => byCodeUnit(key, k) < 0) : -1;
  if (next >= 0) {
    const at = commentBlockStart(text, lineStart(text, map.items[next]!.key!.range![0]));
    return { start: at, end: at, text: rendered };
  }
  const at = lineEnd(text, map.items[map.items.length - 1]!.value!.range![2]);
  return { start: at, end: at, text: (at > 0 && text[at - 1] !== "\n" ? "\n" : "") + rendered };
}

function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const ordered = edits.map((edit, i) => ({ edit, i })).sort((a, b) => a.edit.start - b.edit.start || a.i - b.i);
  let out = "";
  let at = 0;
  for (const { edit } of ordered) {
    out += text.slice(at, edit.start) + edit.text;
    at = Math.max(at, edit.end);
  }
  return out + text.slice(at);
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf("\n", offset - 1) + 1;
}

/** The offset after the newline that ends the line holding `offset - 1` (or the text's end). */
function lineEnd(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === "\n") return offset;
  const newline = text.indexOf("\n", offset);
  return newline < 0 ? text.length : newline + 1;
}

function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/** The start of the comment-only lines directly above the line at `start`. */
function commentBlockStart(text: string, start: number): number {
  let at = start;
  while (at > 0) {
    const previous = lineStart(text, at - 1);
    if (!text.slice(previous, at).trimStart().startsWith("#")) break;
    at = previous;
  }
  return at;
}
