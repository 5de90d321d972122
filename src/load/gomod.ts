// go.mod and go.work files, read as the go command reads them (golang.org/x/mod/modfile's
// grammar): lines of tokens, `verb (` … `)` blocks, `//` comments, "quoted" and `raw`
// strings. Only the directives that decide where packages come from are kept (module,
// go, require, replace, use), and `tool` (a module that builds openapi-gen with `go tool`
// pins its kube-openapi); the others are checked for shape and skipped. Every error
// is a position and a message, so a malformed file is reported, never half-read.

import type { Pos } from "../parse/syntax.js";

export interface ModFileError {
  readonly pos: Pos;
  readonly message: string;
}

export interface Requirement {
  readonly path: string;
  readonly version: string;
  readonly pos: Pos;
}

/** `replace old [v] => new v` or `replace old [v] => ./dir`. */
export interface Replacement {
  readonly oldPath: string;
  /** Absent: every version of oldPath. */
  readonly oldVersion: string | undefined;
  readonly newPath: string;
  /** Absent: newPath is a directory. */
  readonly newVersion: string | undefined;
  readonly pos: Pos;
}

export interface ModFile {
  readonly module: { readonly path: string; readonly pos: Pos } | undefined;
  readonly goVersion: string | undefined;
  readonly requires: readonly Requirement[];
  readonly replaces: readonly Replacement[];
  /** `tool` directives (Go 1.24): the packages `go tool` builds in this module. */
  readonly tools: readonly { readonly path: string; readonly pos: Pos }[];
  /** go.work only: the module directories of the workspace. */
  readonly uses: readonly { readonly dir: string; readonly pos: Pos }[];
  readonly errors: readonly ModFileError[];
}

type Kind = "go.mod" | "go.work";

const verbs: Record<Kind, ReadonlySet<string>> = {
  "go.mod": new Set(["module", "go", "toolchain", "godebug", "require", "exclude", "replace", "retract", "tool", "ignore"]),
  "go.work": new Set(["go", "toolchain", "godebug", "use", "replace"]),
};

export function parseModFile(text: string, kind: Kind): ModFile {
  const errors: ModFileError[] = [];
  const file = { module: undefined as ModFile["module"], goVersion: undefined as string | undefined, requires: [] as Requirement[], replaces: [] as Replacement[], uses: [] as ModFile["uses"][number][], tools: [] as ModFile["tools"][number][], errors };
  for (const line of statements(text, errors)) {
    if (!verbs[kind].has(line.verb)) {
      errors.push({ pos: line.pos, message: `unknown directive: ${line.verb}` });
      continue;
    }
    applyDirective(file, line, errors);
  }
  if (kind === "go.mod" && file.module === undefined && errors.length === 0) {
    errors.push({ pos: { line: 1, col: 1 }, message: "no module directive" });
  }
  return file;
}

interface Token {
  readonly text: string;
  readonly quoted: boolean;
  readonly pos: Pos;
}

/** One directive: its verb and the tokens after it (a block line repeats its block's verb). */
interface Statement {
  readonly verb: string;
  readonly args: readonly Token[];
  readonly pos: Pos;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer E)[] ? E[] : T[K] };

function applyDirective(file: Mutable<ModFile>, line: Statement, errors: ModFileError[]): void {
  const args = line.args;
  const fail = (message: string, pos: Pos = line.pos): void => { errors.push({ pos, message }); };
  switch (line.verb) {
    case "module":
      if (args.length !== 1) return fail("usage: module module/path");
      if (file.module !== undefined) return fail("repeated module statement");
      if (!isModulePath(args[0]!.text)) return fail(`invalid module path ${quote(args[0]!.text)}`, args[0]!.pos);
      file.module = { path: args[0]!.text, pos: args[0]!.pos };
      return;
    case "go":
      if (args.length !== 1) return fail("usage: go 1.23");
      if (!/^[1-9][0-9]*\.(0|[1-9][0-9]*)(\.(0|[1-9][0-9]*))?((rc|beta)[1-9][0-9]*)?$/.test(args[0]!.text)) return fail(`invalid go version ${quote(args[0]!.text)}: must match format 1.23.0`, args[0]!.pos);
      if (file.goVersion !== undefined) return fail("repeated go statement");
      file.goVersion = args[0]!.text;
      return;
    case "require":
      if (args.length !== 2) return fail("usage: require module/path v1.2.3");
      if (!isModulePath(args[0]!.text)) return fail(`invalid module path ${quote(args[0]!.text)}`, args[0]!.pos);
      if (!isVersion(args[1]!.text)) return fail(`invalid version ${quote(args[1]!.text)} of ${args[0]!.text}: expected a semantic version such as v1.2.3`, args[1]!.pos);
      file.requires.push({ path: args[0]!.text, version: args[1]!.text, pos: line.pos });
      return;
    case "replace":
      return replaceDirective(file, line, fail);
    case "tool":
      if (args.length !== 1) return fail("usage: tool package/path");
      file.tools.push({ path: args[0]!.text, pos: line.pos });
      return;
    case "use":
      if (args.length !== 1) return fail("usage: use local/dir");
      file.uses.push({ dir: args[0]!.text, pos: line.pos });
      return;
    default:
      // exclude, retract, toolchain, godebug, ignore: nothing we need, but never empty.
      if (args.length === 0) fail(`usage: ${line.verb} needs an argument`);
  }
}

function replaceDirective(file: Mutable<ModFile>, line: Statement, fail: (message: string, pos?: Pos) => void): void {
  const usage = "usage: replace module/path [v1.2.3] => other/module v1.4 or replace module/path [v1.2.3] => ../local/directory";
  const args = line.args.map((t) => t.text);
  const arrow = args.indexOf("=>");
  if (arrow !== 1 && arrow !== 2) return fail(usage);
  const rest = args.slice(arrow + 1);
  if (rest.length !== 1 && rest.length !== 2) return fail(usage);
  const [oldPath, oldVersion] = args;
  const [newPath, newVersion] = rest;
  if (!isModulePath(oldPath!)) return fail(`invalid module path ${quote(oldPath!)}`, line.args[0]!.pos);
  if (arrow === 2 && !isVersion(oldVersion!)) return fail(`invalid version ${quote(oldVersion!)} of ${oldPath}`, line.args[1]!.pos);
  if (isLocalPath(newPath!)) {
    if (newVersion !== undefined) return fail(`replacement directory ${newPath} cannot have a version`, line.args[arrow + 2]!.pos);
  } else {
    if (newVersion === undefined) return fail(`replacement module ${newPath} needs a version (or write a local directory as ./${newPath})`, line.args[arrow + 1]!.pos);
    if (!isModulePath(newPath!)) return fail(`invalid module path ${quote(newPath!)}`, line.args[arrow + 1]!.pos);
    if (!isVersion(newVersion)) return fail(`invalid version ${quote(newVersion)} of ${newPath}`, line.args[arrow + 2]!.pos);
  }
  file.replaces.push({ oldPath: oldPath!, oldVersion: arrow === 2 ? oldVersion : undefined, newPath: newPath!, newVersion, pos: line.pos });
}

/** As modfile.IsDirectoryPath: a replacement that names a directory, not a module. */
export function isLocalPath(path: string): boolean {
  return path === "." || path === ".." || /^\.\.?[/\\]/.test(path) || path.startsWith("/") || /^[A-Za-z]:[/\\]/.test(path);
}

/** module.CheckPath's shape: slash-separated elements of letters, digits and -._~ (+ for import paths). */
export function isModulePath(path: string): boolean {
  if (path === "" || path.startsWith("-")) return false;
  return path.split("/").every((e) => e !== "" && e !== "." && e !== ".." && /^[A-Za-z0-9._~+-]+$/.test(e) && !e.endsWith("."));
}

/** A canonical semantic version as go.mod requires it (v1.2.3, -pre, +incompatible). */
export function isVersion(version: string): boolean {
  return /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+incompatible)?$/.test(version);
}

function quote(text: string): string {
  return JSON.stringify(text);
}

// ---- the grammar: tokens, lines and blocks ---------------------------------------------

function statements(text: string, errors: ModFileError[]): Statement[] {
  const out: Statement[] = [];
  let block: Token | undefined;
  for (const line of tokenLines(text, errors)) {
    const first = line[0]!;
    const last = line[line.length - 1]!;
    if (block !== undefined) {
      if (first.text === ")" && !first.quoted) {
        if (line.length > 1) errors.push({ pos: line[1]!.pos, message: "unexpected text after )" });
        block = undefined;
      } else if (line.some((t) => !t.quoted && (t.text === "(" || t.text === ")"))) {
        errors.push({ pos: first.pos, message: "unexpected parenthesis inside a block" });
      } else {
        out.push({ verb: block.text, args: line, pos: first.pos });
      }
    } else if (!last.quoted && last.text === "(") {
      if (line.length !== 2 || first.quoted) errors.push({ pos: first.pos, message: "a block starts with one directive name and (" });
      else block = first;
    } else if (line.some((t) => !t.quoted && (t.text === "(" || t.text === ")"))) {
      errors.push({ pos: first.pos, message: "unexpected parenthesis" });
    } else {
      out.push({ verb: first.text, args: line.slice(1), pos: first.pos });
    }
  }
  if (block !== undefined) errors.push({ pos: block.pos, message: `block ${block.text} ( is never closed` });
  return out;
}

/** Non-empty lines of tokens; stops at the first lexical error. */
function tokenLines(text: string, errors: ModFileError[]): Token[][] {
  const lines: Token[][] = [];
  let current: Token[] = [];
  let line = 1;
  let lineStart = 0;
  let i = 0;
  // Columns count code points; tokens come in order, so counting resumes where it stopped.
  let counted = 0;
  let countedCol = 1;
  const pos = (at: number): Pos => {
    if (counted < lineStart) [counted, countedCol] = [lineStart, 1];
    for (; counted < at; counted++) if ((text.charCodeAt(counted) & 0xfc00) !== 0xdc00) countedCol++;
    return { line, col: countedCol };
  };
  while (i < text.length) {
    const c = text[i]!;
    if (c === "\n") {
      if (current.length > 0) lines.push(current);
      current = [];
      i++;
      line++;
      lineStart = i;
    } else if (c === " " || c === "\t" || c === "\r") {
      i++;
    } else if (text.startsWith("//", i)) {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
    } else if (c === "(" || c === ")") {
      current.push({ text: c, quoted: false, pos: pos(i) });
      i++;
    } else if (c === '"' || c === "`") {
      const string = quotedString(text, i);
      if (typeof string === "string") {
        errors.push({ pos: pos(i), message: string });
        return lines;
      }
      current.push({ text: string.value, quoted: true, pos: pos(i) });
      i = string.end;
    } else {
      const start = i;
      while (i < text.length && !/[\s()"`]/.test(text[i]!) && !text.startsWith("//", i)) i++;
      const word = text.slice(start, i);
      if (/[[\]{},]/.test(word)) {
        errors.push({ pos: pos(start), message: `unexpected input character in ${quote(word)}` });
        return lines;
      }
      current.push({ text: word, quoted: false, pos: pos(start) });
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

/** A Go string literal at `start`: its value and end, or an error message. */
function quotedString(text: string, start: number): { value: string; end: number } | string {
  const quoteChar = text[start]!;
  let i = start + 1;
  while (i < text.length && text[i] !== quoteChar) {
    if (text[i] === "\n" && quoteChar === '"') return "unexpected newline in string";
    i += text[i] === "\\" && quoteChar === '"' ? 2 : 1;
  }
  if (i >= text.length) return "unterminated quoted string";
  const literal = text.slice(start, i + 1);
  if (quoteChar === "`") return { value: literal.slice(1, -1), end: i + 1 };
  try {
    // Go's interpreted strings share JSON's common escapes; anything else is reported.
    return { value: JSON.parse(literal) as string, end: i + 1 };
  } catch {
    return `invalid quoted string ${literal}`;
  }
}

// ---- vendor/modules.txt ------------------------------------------------------------------

export interface VendoredModule {
  readonly path: string;
  readonly version: string | undefined;
  readonly packages: readonly string[];
}

/** `# module version [=> replacement]` headers, each followed by its package lines. */
export function parseModulesTxt(text: string): { readonly modules: readonly VendoredModule[]; readonly errors: readonly ModFileError[] } {
  const modules: { path: string; version: string | undefined; packages: string[] }[] = [];
  const errors: ModFileError[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line === "" || line.startsWith("## ")) return;
    if (line.startsWith("# ")) {
      const fields = line.slice(2).trim().split(/\s+/);
      const arrow = fields.indexOf("=>");
      const head = arrow === -1 ? fields : fields.slice(0, arrow);
      if (head.length < 1 || head.length > 2 || !isModulePath(head[0]!)) {
        errors.push({ pos: { line: index + 1, col: 1 }, message: `unexpected module line ${quote(line)}` });
        return;
      }
      modules.push({ path: head[0]!, version: head[1], packages: [] });
      return;
    }
    const current = modules[modules.length - 1];
    if (current === undefined || line.startsWith("#") || /\s/.test(line)) {
      errors.push({ pos: { line: index + 1, col: 1 }, message: `unexpected line ${quote(line)}` });
      return;
    }
    current.packages.push(line);
  });
  return { modules, errors };
}
