// Text from the input (paths, import strings, names, marker values) printed as one line of
// a terminal or CI log. Raw, a newline would let an input start a line of its own — in
// GitHub Actions, `::error …::` or `::add-mask::` there is a workflow command that every job
// running the tool executes — and an ESC would drive the terminal. So every control
// character is written as an escape (`\n`, `\x1b`, `\u2028`), a line never starts with `::`
// (after spaces, as the runner reads it), and `##[` (the runner's older command form,
// recognised anywhere in a line) never appears.

/**
 * C0 and C1 controls, DEL, the Unicode line and paragraph separators, and the bidirectional
 * overrides and isolates (text that displays in another order than it reads).
 */
export const controlCharacter = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const controlCharacters = new RegExp(controlCharacter.source, "g");

const named: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** One character as an escape a reader understands (as Go's %q writes it). */
export function escapeCharacter(c: string): string {
  const code = c.charCodeAt(0);
  return named[c] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`);
}

/** `text` as one line that can carry no control character and start no workflow command. */
export function printableLine(text: string): string {
  const escaped = text.replace(controlCharacters, escapeCharacter).replace(/##\[/g, "##\\x5b");
  return /^ *::/.test(escaped) ? escaped.replace(":", "\\x3a") : escaped;
}

/** Text of several lines (split at `\n`), each made printable. */
export function printableLines(text: string): string {
  return text.split("\n").map(printableLine).join("\n");
}

/**
 * JSON text made safe for a log the same way, still the same JSON: JSON.stringify escapes
 * C0 controls but not DEL, C1, U+2028/2029 or `[`, and a string value can hold `##[`.
 */
export function printableJson(json: string): string {
  return json.replace(/[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .replace(/##\[/g, "##\\u005b");
}
