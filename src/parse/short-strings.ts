// One copy of each short string that recurs in every field of an API: struct tag keys
// (`json`, `protobuf`), json names and options (`name`, `omitempty`), marker keys and
// values (`optional`, `listType`, `atomic`). Each is cut out of the source as a string of
// its own (24–32 bytes) per occurrence; a 50 MB file has hundreds of thousands of each.
// Only strings too short for V8 to make a slice of the source are kept, so the table
// never holds a file's text alive; it is bounded, and a Map (no prototype keys).

/** Longer strings are slices of the source, cheap already (and kept out of the table). */
const maxLength = 12;
const maxEntries = 4096;
const table = new Map<string, string>();

/** `text`, or an equal string seen before. */
export function shortString(text: string): string {
  if (text.length > maxLength) return text;
  const known = table.get(text);
  if (known !== undefined) return known;
  if (table.size < maxEntries) table.set(text, text);
  return text;
}
