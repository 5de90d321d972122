// Go struct tags with reflect.StructTag.Get semantics: `key:"value" key2:"value2"`,
// keys are runs of non-space, non-quote, non-colon characters, values are Go strings.

import { decodeGoString } from "./go-string.js";

/** A struct tag's values by key (the first of a repeated key, as reflect's Get). */
export interface StructTag {
  get(key: string): string | undefined;
}

/**
 * Keys and values in turn, in one exact-size array: every field of the model has a tag,
 * and a Map per field cost ≈ 250 bytes where this costs ≈ 100.
 */
class TagValues implements StructTag {
  constructor(private readonly pairs: readonly string[]) {}

  get(key: string): string | undefined {
    for (let i = 0; i < this.pairs.length; i += 2) if (this.pairs[i] === key) return this.pairs[i + 1];
    return undefined;
  }
}

const noTag = new TagValues([]);

/** Parses a struct tag. Malformed trailing text is ignored, as reflect does. */
export function parseStructTag(tag: string): StructTag {
  const pairs: string[] = [];
  const seen = new TagValues(pairs);
  let rest = tag;
  for (;;) {
    rest = rest.replace(/^ +/, "");
    const match = /^([^\x00-\x20:"\x7f]+):("(?:[^"\\]|\\.)*")/.exec(rest);
    if (match === null) break;
    const value = decodeGoString(match[2]!);
    if (value === undefined) break;
    if (seen.get(match[1]!) === undefined) pairs.push(match[1]!, value);
    rest = rest.slice(match[0].length);
  }
  // slice: an array grown by push keeps room for 16 more.
  return pairs.length === 0 ? noTag : new TagValues(pairs.slice());
}

/** The `json` tag split into its name and options, as encoding/json reads it. */
export interface JsonTag {
  readonly name: string;
  readonly options: readonly string[];
}

export function jsonTagOf(tag: StructTag): JsonTag | undefined {
  const raw = tag.get("json");
  if (raw === undefined) return undefined;
  // slice, not `[name, ...options]`: a rest element's array keeps room for 16 more.
  const parts = raw.split(",");
  return { name: parts[0]!, options: parts.slice(1) };
}
