// Go struct tags with reflect.StructTag.Get semantics: `key:"value" key2:"value2"`,
// keys are runs of non-space, non-quote, non-colon characters, values are Go strings.

import { decodeGoString } from "./go-string.js";
import { shortString } from "./short-strings.js";

/** A struct tag's values by key (the first of a repeated key, as reflect's Get). */
export interface StructTag {
  get(key: string): string | undefined;
}

/**
 * The first two keys and values in fields of their own (most tags have `json` and
 * `protobuf`, or fewer), the rest in an array: every field of the model has a tag, and a
 * Map per field cost ≈ 250 bytes where this costs 64.
 */
class TagValues implements StructTag {
  private readonly key0: string | undefined;
  private readonly value0: string | undefined;
  private readonly key1: string | undefined;
  private readonly value1: string | undefined;
  /** Keys and values in turn, after the first two. */
  private readonly more: readonly string[] | undefined;

  constructor(pairs: readonly string[]) {
    this.key0 = pairs[0];
    this.value0 = pairs[1];
    this.key1 = pairs[2];
    this.value1 = pairs[3];
    this.more = pairs.length > 4 ? pairs.slice(4) : undefined;
  }

  get(key: string): string | undefined {
    if (key === this.key0) return this.value0;
    if (key === this.key1) return this.value1;
    const more = this.more;
    if (more !== undefined) for (let i = 0; i < more.length; i += 2) if (more[i] === key) return more[i + 1];
    return undefined;
  }
}

const noTag = new TagValues([]);

/** Parses a struct tag. Malformed trailing text is ignored, as reflect does. */
export function parseStructTag(tag: string): StructTag {
  const pairs: string[] = [];
  let rest = tag;
  for (;;) {
    rest = rest.replace(/^ +/, "");
    const match = /^([^\x00-\x20:"\x7f]+):("(?:[^"\\]|\\.)*")/.exec(rest);
    if (match === null) break;
    const value = decodeGoString(match[2]!);
    if (value === undefined) break;
    if (!hasKey(pairs, match[1]!)) pairs.push(shortString(match[1]!), value);
    rest = rest.slice(match[0].length);
  }
  return pairs.length === 0 ? noTag : new TagValues(pairs);
}

function hasKey(pairs: readonly string[], key: string): boolean {
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === key) return true;
  return false;
}

/** The `json` tag split into its name and options, as encoding/json reads it. */
export interface JsonTag {
  readonly name: string;
  readonly options: readonly string[];
}

export function jsonTagOf(tag: StructTag): JsonTag | undefined {
  const raw = tag.get("json");
  if (raw === undefined) return undefined;
  // Not `[name, ...options]`: a rest element's array keeps room for 16 more.
  const parts = raw.split(",");
  return { name: shortString(parts[0]!), options: sharedOptions(parts) };
}

/** One frozen list for each of the common option lists (none, `omitempty`…): most fields have one of them. */
const commonOptions = new Map<string, readonly string[]>(
  [[], ["omitempty"], ["inline"], ["omitzero"], ["omitempty", "omitzero"]].map((list) => [optionsKey(list), Object.freeze(list)]),
);

/** The count too: `[]` and `[""]` (from `json:"name,"`) join alike. */
function optionsKey(options: readonly string[]): string {
  return `${options.length}:${options.join(",")}`;
}

/** The options after the name, shared when common. */
function sharedOptions(parts: readonly string[]): readonly string[] {
  const options = parts.slice(1);
  return commonOptions.get(optionsKey(options)) ?? options;
}
