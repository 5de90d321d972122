// How the upstream-manifests-line script reads a repository's own controller-gen lines: a
// Makefile target's recipe (continuation lines joined, the Makefile's simple variables
// expanded, a leading `cd DIR;` kept as the line's working directory) or a line given as is.

export interface ControllerGenLine {
  /** The working directory, relative to the project folder ("" for the folder itself). */
  readonly cwd: string;
  /** The arguments after controller-gen, as the shell passes them. */
  readonly args: readonly string[];
}

const CALL = "$(CONTROLLER_GEN)";

/** The $(CONTROLLER_GEN) commands in the recipes of `targets` (`*` in a name matches any targets). */
export function controllerGenLines(makefile: string, targets: readonly string[]): ControllerGenLine[] {
  const lines = joinContinuations(makefile);
  const variables = simpleVariables(lines);
  const out: ControllerGenLine[] = [];
  for (const target of new Set(targets.flatMap((t) => (t.includes("*") ? targetsMatching(lines, t) : [t])))) {
    // A target may have several rule lines (kyverno: one for its help text, one with the recipe).
    lines.forEach((l, start) => {
      if (new RegExp(`^${escape(target)}\\s*:(?!=)`).test(l)) out.push(...recipeCommands(lines, start, variables));
    });
  }
  return out;
}

function recipeCommands(lines: readonly string[], start: number, variables: ReadonlyMap<string, string>): ControllerGenLine[] {
  const out: ControllerGenLine[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("\t")) {
      if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
      break;
    }
    const command = parseCommand(expand(line.trim(), variables));
    if (command !== undefined) out.push(command);
  }
  return out;
}

/** The targets a `*` pattern names, in Makefile order. */
function targetsMatching(lines: readonly string[], pattern: string): string[] {
  const re = new RegExp(`^(${pattern.split("*").map(escape).join("[A-Za-z0-9_.-]*")})\\s*:(?!=)`);
  return lines.flatMap((l) => re.exec(l)?.[1] ?? []);
}

/** A line given on the command line: `[cd DIR;] ARGS`, with or without a leading controller-gen word. */
export function givenLine(text: string): ControllerGenLine {
  const withCall = /^\s*(?:cd\s+\S+\s*(?:;|&&)\s*)?(?:\$\(CONTROLLER_GEN\)|\S*controller-gen)\s/.test(text)
    ? text.replace(/(\$\(CONTROLLER_GEN\)|\S*controller-gen)(?=\s)/, CALL)
    : `${CALL} ${text}`;
  return parseCommand(withCall)!;
}

function parseCommand(line: string): ControllerGenLine | undefined {
  const at = line.indexOf(CALL);
  if (at === -1) return undefined;
  const cd = /(?:^|[;&]\s*)cd\s+(\S+?)\s*(?:;|&&)\s*$/.exec(line.slice(0, at).replace(/^[@-]+/, ""))?.[1];
  // `"$(CONTROLLER_GEN)"`: the quotes are the command word's.
  const quoted = line[at - 1] === '"' && line[at + CALL.length] === '"';
  const words = shellWords(line.slice(at + CALL.length + (quoted ? 1 : 0)));
  return { cwd: cd === undefined ? "" : cd.replace(/^\.\/?/, "").replace(/\/$/, ""), args: words };
}

function joinContinuations(text: string): string[] {
  const out: string[] = [];
  let pending: string | undefined;
  for (const raw of text.split("\n")) {
    const line = pending === undefined ? raw : `${pending} ${raw.trim()}`;
    if (line.endsWith("\\")) pending = line.slice(0, -1);
    else {
      out.push(line);
      pending = undefined;
    }
  }
  if (pending !== undefined) out.push(pending);
  return out;
}

/** `NAME := value`, `NAME ?= value`, `NAME = value` at the top level, the last one winning. */
function simpleVariables(lines: readonly string[]): Map<string, string> {
  const vars = new Map<string, string>();
  for (const line of lines) {
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*(?::=|\?=|=)\s*(.*)$/.exec(line);
    if (m === null) continue;
    if (line.includes("?=") && vars.has(m[1]!)) continue;
    vars.set(m[1]!, m[2]!.replace(/\s+#.*$/, "").trim());
  }
  vars.delete("CONTROLLER_GEN");
  return vars;
}

function expand(text: string, vars: ReadonlyMap<string, string>): string {
  let out = text;
  for (let depth = 0; depth < 8; depth++) {
    const next = out.replace(/\$[({]([A-Za-z_][A-Za-z0-9_]*)[)}]/g, (whole, name: string) => vars.get(name) ?? whole);
    if (next === out) break;
    out = next;
  }
  return out;
}

/** Words as the shell splits them (quotes removed), up to the first unquoted `;`, `&&`, `|` or `>`. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (const ch of line) {
    if (quote !== undefined) {
      if (ch === quote) quote = undefined;
      else word = (word ?? "") + ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      word ??= "";
    } else if (ch === ";" || ch === "&" || ch === "|" || ch === ">") break;
    else if (/\s/.test(ch)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? "") + ch;
  }
  if (word !== undefined) words.push(word);
  return words;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
