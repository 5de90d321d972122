// A JSON parser that remembers where every value and member is in the text, so a patch
// can rewrite only what changed and leave every other byte as it was. Objects are
// prototype-free (keys are input text: "__proto__" and "constructor" are plain keys).

import { dict } from "./dict.js";

export type JsonNode = JsonObject | JsonArray | JsonScalar;

export interface JsonMember {
  readonly key: string;
  /** Offset of the key's opening quote. */
  readonly start: number;
  readonly value: JsonNode;
}

export interface JsonObject {
  readonly kind: "object";
  readonly start: number;
  readonly end: number;
  readonly members: readonly JsonMember[];
}

export interface JsonArray {
  readonly kind: "array";
  readonly start: number;
  readonly end: number;
  readonly items: readonly JsonNode[];
}

export interface JsonScalar {
  readonly kind: "scalar";
  readonly start: number;
  readonly end: number;
  readonly value: string | number | boolean | null;
}

export class JsonSyntaxError extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

/**
 * How deeply arrays and objects may nest. Real documents nest a few dozen levels; the
 * limit keeps every recursive walk over a parsed value far from the stack's end.
 */
export const maxJsonDepth = 1000;

export function parseJsonText(text: string): JsonNode {
  const parser = new Parser(text);
  const node = parser.value();
  parser.skipSpace();
  if (parser.pos !== text.length) throw new JsonSyntaxError("unexpected text after the JSON value", parser.pos);
  return node;
}

/** The plain value of a node. */
export function nodeValue(node: JsonNode): unknown {
  switch (node.kind) {
    case "scalar":
      return node.value;
    case "array":
      return node.items.map(nodeValue);
    case "object": {
      const out = dict();
      for (const m of node.members) out[m.key] = nodeValue(m.value);
      return out;
    }
  }
}

export function memberOf(node: JsonNode | undefined, key: string): JsonNode | undefined {
  return node?.kind === "object" ? node.members.find((m) => m.key === key)?.value : undefined;
}

class Parser {
  pos = 0;
  private depth = 0;

  constructor(private readonly text: string) {}

  skipSpace(): void {
    while (this.pos < this.text.length && " \t\n\r".includes(this.text[this.pos]!)) this.pos++;
  }

  value(): JsonNode {
    this.skipSpace();
    const ch = this.text[this.pos];
    if (ch === "{" || ch === "[") {
      if (++this.depth > maxJsonDepth) throw new JsonSyntaxError(`values nested more than ${maxJsonDepth} levels deep`, this.pos);
      const node = ch === "{" ? this.object() : this.array();
      this.depth--;
      return node;
    }
    if (ch === '"') {
      const start = this.pos;
      return { kind: "scalar", start, value: this.string(), end: this.pos };
    }
    return this.literal();
  }

  private object(): JsonObject {
    const start = this.pos++;
    const members: JsonMember[] = [];
    this.skipSpace();
    if (this.text[this.pos] === "}") return { kind: "object", start, end: ++this.pos, members };
    for (;;) {
      this.skipSpace();
      const keyStart = this.pos;
      if (this.text[this.pos] !== '"') throw new JsonSyntaxError("expected a string key", this.pos);
      const key = this.string();
      this.skipSpace();
      this.expect(":");
      members.push({ key, start: keyStart, value: this.value() });
      this.skipSpace();
      if (this.text[this.pos] === "}") return { kind: "object", start, end: ++this.pos, members };
      this.expect(",");
    }
  }

  private array(): JsonArray {
    const start = this.pos++;
    const items: JsonNode[] = [];
    this.skipSpace();
    if (this.text[this.pos] === "]") return { kind: "array", start, end: ++this.pos, items };
    for (;;) {
      items.push(this.value());
      this.skipSpace();
      if (this.text[this.pos] === "]") return { kind: "array", start, end: ++this.pos, items };
      this.expect(",");
    }
  }

  private string(): string {
    const start = this.pos++;
    while (this.pos < this.text.length) {
      const ch = this.text[this.pos++];
      if (ch === "\\") this.pos++;
      else if (ch === '"') return JSON.parse(this.text.slice(start, this.pos)) as string;
    }
    throw new JsonSyntaxError("unterminated string", start);
  }

  private literal(): JsonScalar {
    const start = this.pos;
    const match = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(this.text.slice(start, start + 64));
    if (match === null) {
      const message = this.pos >= this.text.length ? "unexpected end of input" : `unexpected character ${JSON.stringify(this.text[start])}`;
      throw new JsonSyntaxError(message, start);
    }
    this.pos += match[0].length;
    return { kind: "scalar", start, end: this.pos, value: JSON.parse(match[0]) as string | number | boolean | null };
  }

  private expect(ch: string): void {
    if (this.pos >= this.text.length) throw new JsonSyntaxError("unexpected end of input", this.pos);
    if (this.text[this.pos] !== ch) throw new JsonSyntaxError(`expected ${JSON.stringify(ch)}`, this.pos);
    this.pos++;
  }
}

/** Parses JSON with messages of our own (stable across Node versions), never throwing. */
export function parseJsonValue(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: nodeValue(parseJsonText(text.trim())) };
  } catch (error) {
    const offset = error instanceof JsonSyntaxError ? error.offset : 0;
    return { ok: false, message: `${(error as Error).message} at character ${offset + 1}` };
  }
}

/** A JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, any> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
