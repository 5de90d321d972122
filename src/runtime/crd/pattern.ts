// `pattern`: the API server matches it with Go's regexp (RE2 syntax, unanchored search).
// JavaScript's RegExp (with the `u` flag) reads most RE2 patterns the same way; the
// differences a CRD pattern can hit are rewritten here:
//
// - `.` matches any character but `\n` in RE2, but also refuses `\r`, U+2028 and U+2029 in
//   JavaScript: it becomes `[^\n]` (and `[^]`-like `(?s)` makes it match everything);
// - `\z` (end of text) is `$` without the `m` flag, `\A` is `^`; `(?P<name>` is `(?<name>`;
// - leading flag groups `(?i)`, `(?s)`, `(?m)`, `(?U)`… become RegExp flags (`U`, ungreedy,
//   has no JavaScript equivalent: the pattern is refused);
// - `\Q…\E` quotes literally; POSIX classes `[[:alpha:]]` inside brackets are expanded.
//
// What RE2 refuses (backreferences, lookaround) the API server refuses when the CRD is
// created, so such patterns never reach validation. A pattern JavaScript cannot compile after
// the rewrite is reported by `compilePattern` as undefined (validateCustomResource then
// reports an internal error for the value rather than guessing).

const POSIX: Readonly<Record<string, string>> = {
  alnum: "0-9A-Za-z", alpha: "A-Za-z", ascii: "\\x00-\\x7F", blank: "\\t ", cntrl: "\\x00-\\x1F\\x7F",
  digit: "0-9", graph: "!-~", lower: "a-z", print: " -~", punct: "!-\\/:-@\\[-`{-~", space: "\\t\\n\\v\\f\\r ",
  upper: "A-Z", word: "0-9A-Za-z_", xdigit: "0-9A-Fa-f",
};

const cache = new Map<string, RegExp | undefined>();

/** The pattern as a JavaScript RegExp with RE2's meaning, or undefined when it cannot be expressed. */
export function compilePattern(pattern: string): RegExp | undefined {
  if (cache.has(pattern)) return cache.get(pattern);
  let compiled: RegExp | undefined;
  try {
    const { source, flags } = translate(pattern);
    compiled = source === undefined ? undefined : new RegExp(source, flags);
  } catch {
    compiled = undefined;
  }
  if (cache.size > 1000) cache.clear(); // hostile tables: bounded memory
  cache.set(pattern, compiled);
  return compiled;
}

function translate(pattern: string): { source: string | undefined; flags: string } {
  let rest = pattern;
  const flagSet = new Set<string>(["u"]);
  for (let m = /^\(\?([imsU]+)\)/.exec(rest); m !== null; m = /^\(\?([imsU]+)\)/.exec(rest)) {
    if (m[1]!.includes("U")) return { source: undefined, flags: "" };
    for (const f of m[1]!) flagSet.add(f);
    rest = rest.slice(m[0].length);
  }
  const dotAll = flagSet.has("s");
  flagSet.delete("s");
  let out = "";
  let inClass = false;
  for (let i = 0; i < rest.length; i++) {
    const c = rest[i]!;
    if (c === "\\") {
      const next = rest[i + 1] ?? "";
      if (next === "Q") {
        const end = rest.indexOf("\\E", i + 2);
        const literal = rest.slice(i + 2, end === -1 ? rest.length : end);
        out += literal.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
        i = end === -1 ? rest.length : end + 1;
        continue;
      }
      if (!inClass && next === "z") out += "$";
      else if (!inClass && next === "A") out += "^";
      else out += c + next;
      i++;
      continue;
    }
    if (inClass) {
      const posix = /^\[:(\^?)([a-z]+):\]/.exec(rest.slice(i));
      if (posix !== null && POSIX[posix[2]!] !== undefined && posix[1] === "") {
        out += POSIX[posix[2]!];
        i += posix[0].length - 1;
        continue;
      }
      if (c === "]") inClass = false;
      out += c;
      continue;
    }
    if (c === "[") {
      inClass = true;
      out += c;
      // a `]` right after `[` or `[^` is a literal in RE2
      if (rest[i + 1] === "^") { out += "^"; i++; }
      if (rest[i + 1] === "]") { out += "\\]"; i++; }
      continue;
    }
    if (c === "(" && rest.startsWith("(?P<", i)) {
      out += "(?<";
      i += 3;
      continue;
    }
    if (c === ".") {
      out += dotAll ? "[\\s\\S]" : "[^\\n]";
      continue;
    }
    out += c;
  }
  return { source: out, flags: [...flagSet].sort().join("") };
}
