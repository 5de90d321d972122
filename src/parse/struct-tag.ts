// Go struct tags with reflect.StructTag.Get semantics: `key:"value" key2:"value2"`,
// keys are runs of non-space, non-quote, non-colon characters, values are Go strings.

import { decodeGoString } from "./go-string.js";

export type StructTag = ReadonlyMap<string, string>;

/** Parses a struct tag. Malformed trailing text is ignored, as reflect does. */
export function parseStructTag(tag: string): StructTag {
  const values = new Map<string, string>();
  let rest = tag;
  for (;;) {
    rest = rest.replace(/^ +/, "");
    const match = /^([^\x00-\x20:"\x7f]+):("(?:[^"\\]|\\.)*")/.exec(rest);
    if (match === null) break;
    const value = decodeGoString(match[2]!);
    if (value === undefined) break;
    if (!values.has(match[1]!)) values.set(match[1]!, value);
    rest = rest.slice(match[0].length);
  }
  return values;
}

/** The `json` tag split into its name and options, as encoding/json reads it. */
export interface JsonTag {
  readonly name: string;
  readonly options: readonly string[];
}

export function jsonTagOf(tag: StructTag): JsonTag | undefined {
  const raw = tag.get("json");
  if (raw === undefined) return undefined;
  const [name, ...options] = raw.split(",");
  return { name: name!, options };
}
