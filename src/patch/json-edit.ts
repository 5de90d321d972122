// Rewrites a parsed JSON text into a new value while keeping every unchanged value's
// text exactly as it was: unchanged subtrees are copied, changed objects are rebuilt
// member by member (existing keys keep their place, new keys go to their sorted place
// when the object's keys are sorted, else to the end), and only new values are rendered.

import { hasOwn, jsonEqual } from "../json/dict.js";
import { isJsonObject, nodeValue, type JsonNode, type JsonObject } from "../json/json-text.js";
import { byCodeUnit, renderJson, renderString, type JsonStyle } from "./json-style.js";

export interface JsonChange {
  readonly path: readonly string[];
  readonly kind: "added" | "removed" | "changed";
}

export interface EditResult {
  readonly text: string;
  readonly changes: readonly JsonChange[];
}

export function editJson(text: string, root: JsonNode, next: unknown, style: JsonStyle): EditResult {
  const changes: JsonChange[] = [];
  const editor = new Editor(text, style, changes);
  const body = editor.node(root, next, 0, []);
  return { text: text.slice(0, root.start) + body + text.slice(root.end), changes };
}

class Editor {
  constructor(
    private readonly text: string,
    private readonly style: JsonStyle,
    private readonly changes: JsonChange[],
  ) {}

  node(node: JsonNode, next: unknown, depth: number, path: readonly string[]): string {
    if (jsonEqual(nodeValue(node), next)) return this.text.slice(node.start, node.end);
    if (node.kind === "object" && isJsonObject(next) && node.members.length > 0) return this.object(node, next, depth, path);
    this.changes.push({ path, kind: "changed" });
    return renderJson(next, depth, this.style);
  }

  private object(node: JsonObject, next: Record<string, unknown>, depth: number, path: readonly string[]): string {
    const keys = node.members.map((m) => m.key);
    const sorted = keys.every((k, i) => i === 0 || byCodeUnit(keys[i - 1]!, k) <= 0);
    const order = finalOrder(keys, Object.keys(next), sorted);
    const byKey = new Map(node.members.map((m) => [m.key, m]));
    const parts = order.map((key) => {
      const member = byKey.get(key);
      if (member === undefined) {
        this.changes.push({ path: [...path, key], kind: "added" });
        return `${renderString(key, this.style)}${this.style.colon}${renderJson(next[key], depth + 1, this.style)}`;
      }
      const keyText = this.text.slice(member.start, member.value.start);
      return keyText + this.node(member.value, next[key], depth + 1, [...path, key]);
    });
    for (const key of keys) if (!hasOwn(next, key)) this.changes.push({ path: [...path, key], kind: "removed" });
    const first = node.members[0]!;
    const last = node.members[node.members.length - 1]!;
    const open = this.text.slice(node.start + 1, first.start);
    const close = this.text.slice(last.value.end, node.end - 1);
    const gap = node.members.length > 1 ? this.text.slice(first.value.end, node.members[1]!.start) : "," + open;
    if (parts.length === 0) return "{}";
    return "{" + open + parts.join(gap) + close + "}";
  }
}

/** Existing keys keep their order; new keys go to their sorted place, or to the end. */
function finalOrder(existing: readonly string[], wanted: readonly string[], sorted: boolean): string[] {
  const wantedSet = new Set(wanted);
  const existingSet = new Set(existing);
  const kept = existing.filter((k) => wantedSet.has(k));
  const added = wanted.filter((k) => !existingSet.has(k)).sort(byCodeUnit);
  if (!sorted) return [...kept, ...added];
  return [...kept, ...added].sort(byCodeUnit);
}

