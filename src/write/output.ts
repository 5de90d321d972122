// Writing outputs: all files are first written beside their targets under temporary
// names, then renamed into place, so a failed run never leaves a partial output and no
// temporary file survives any failure. A symbolic link is written through: the file it
// points at is replaced, the link stays. A path that exists and is no regular file (a
// directory, a FIFO, a device) is refused: renaming over it would replace the node.
// Failures are diagnostics, positioned at the path as the user wrote it.

import { randomBytes } from "node:crypto";
import { chmodSync, closeSync, lstatSync, openSync, readlinkSync, realpathSync, renameSync, rmSync, statSync, writeSync, type Stats } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { errorReason, kindOf } from "../diag/system-error.js";
import { makeDirectories } from "../load/make-directories.js";
import { activeRecording, type WrittenFile } from "../load/traced-fs.js";
import { UsageError } from "../load/usage-error.js";

export interface Sink {
  write(text: string | Uint8Array): unknown;
}

/** As the user wrote it (`-` is standard output), with the bytes or text, or how to render the text when it is written. */
export type OutputContent =
  | { readonly path: string; readonly content: string | Uint8Array }
  | { readonly path: string; readonly render: () => string };

function contentOf(output: OutputContent): string | Uint8Array {
  return "render" in output ? output.render() : output.content;
}

interface Staged {
  readonly output: OutputContent;
  readonly target: string;
  readonly temp: string;
  /** What was written, kept only while a run memo records the run (src/memo/). */
  readonly written: WrittenFile | undefined;
}

/**
 * Writes every output, or none when one cannot be written (the diagnostics say why).
 * Standard output is written last, only when every file was. Outputs given as renderers
 * are rendered as they are written, one at a time.
 */
export function writeOutputs(outputs: readonly OutputContent[], cwd: string, stdout: Sink, stderr?: Sink): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const staged: Staged[] = [];
  const streamOf = (path: string): Sink | undefined => {
    const stream = standardStream(path);
    return stream === "stdout" ? stdout : stream === "stderr" ? stderr : undefined;
  };
  try {
    for (const output of outputs) {
      if (streamOf(output.path) !== undefined) continue;
      const result = stage(output, cwd);
      if ("code" in result) diagnostics.push(result);
      else staged.push(result);
      if (diagnostics.length > 0) return diagnostics;
    }
    for (const item of staged) {
      const failure = attempt(item.output.path, () => renameSync(item.temp, item.target));
      if (failure !== undefined) return [failure];
    }
    if (staged.length > 0) activeRecording()?.events.push({ kind: "files", files: staged.map((item) => item.written!) });
  } finally {
    for (const item of staged) rmSync(item.temp, { force: true });
  }
  for (const output of outputs) streamOf(output.path)?.write(contentOf(output));
  return diagnostics;
}

/**
 * The standard stream an output path names: `-`, and the device names a shell user writes
 * (which, into a pipe, name no file: /dev/stdout links to `pipe:[…]`, so a write through the
 * link would fail). Written as the stream itself, last, like `-`.
 */
export function standardStream(path: string): "stdout" | "stderr" | undefined {
  if (path === "-" || path === "/dev/stdout" || path === "/dev/fd/1") return "stdout";
  if (path === "/dev/stderr" || path === "/dev/fd/2") return "stderr";
  return undefined;
}

/** Writes one output to a temporary file beside the file it will replace. */
function stage(output: OutputContent, cwd: string): Staged | Diagnostic {
  const target = throughLinks(resolve(cwd, output.path));
  if (typeof target !== "string") return writeFailure(output.path, target.reason);
  const existing = statOrUndefined(target);
  if (existing !== undefined && !existing.isFile()) return writeFailure(output.path, `it is ${kindOf(existing)}, not a regular file`);
  try {
    makeDirectories(dirname(target));
  } catch (error) {
    const code = (error as { code?: string }).code;
    return writeFailure(output.path, code === "EEXIST" || code === "ENOTDIR" ? "a parent of it is not a directory" : errorReason(error));
  }
  const created = createTemporary(target, existing === undefined ? 0o666 : existing.mode & 0o7777);
  if ("reason" in created) return writeFailure(output.path, created.reason);
  const { temp, fd } = created;
  let written: WrittenFile | undefined;
  const failure = attempt(output.path, () => {
    const content = contentOf(output);
    // Kept as UTF-8 (the bytes written): a rendered text held as it is costs several times its size.
    if (activeRecording() !== undefined) written = { path: output.path, content: typeof content === "string" ? Buffer.from(content, "utf8") : content };
    if (typeof content === "string") writeText(fd, content);
    else writeAll(fd, content);
    if (existing !== undefined) chmodSync(temp, existing.mode & 0o7777);
  });
  closeSync(fd);
  if (failure !== undefined) {
    rmSync(temp, { force: true });
    return failure;
  }
  return { output, target, temp, written };
}

/**
 * A new temporary file beside `target`, under a random name no earlier run can have left
 * (a run killed mid-write leaves its file; with the PID in the name, every later run with
 * that PID — node is PID 1 in every container — would have failed on it). Created
 * exclusively (wx): never through whatever already sits at the name.
 */
function createTemporary(target: string, mode: number): { temp: string; fd: number } | { reason: string } {
  const prefix = join(dirname(target), `.${basename(target)}.tmp-`);
  for (let tries = 0; ; tries++) {
    const temp = prefix + randomBytes(8).toString("hex");
    try {
      return { temp, fd: openSync(temp, "wx", mode) };
    } catch (error) {
      if ((error as { code?: string }).code === "EEXIST" && tries < 3) continue;
      // The random part is left out: the message is the same in every run.
      return { reason: `cannot create a temporary file beside it (.${basename(target)}.tmp-…): ${errorReason(error)}` };
    }
  }
}

/**
 * Encodes a slice at a time: a Buffer of the whole document would hold a second copy of
 * every output at the run's peak of memory (each document is megabytes). A slice never
 * ends between the two halves of a surrogate pair; a lone surrogate becomes U+FFFD, as
 * Buffer.from would write it.
 */
function writeText(fd: number, text: string): void {
  const chunk = Buffer.allocUnsafe(sliceUnits * 3);
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + sliceUnits, text.length);
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    writeAll(fd, chunk.subarray(0, chunk.write(text.slice(start, end), "utf8")));
    start = end;
  }
}

/** UTF-16 code units per slice; each takes at most 3 bytes of UTF-8. */
const sliceUnits = 1 << 15;

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

function writeAll(fd: number, bytes: Uint8Array): void {
  for (let offset = 0; offset < bytes.length;) offset += writeSync(fd, bytes, offset, bytes.length - offset);
}

/** The path a write to `path` lands on: symbolic links followed, even to a missing file. */
function throughLinks(path: string): string | { reason: string } {
  let current = path;
  for (let hops = 0; hops < maxLinkHops; hops++) {
    let stats: Stats;
    try {
      stats = lstatSync(current);
    } catch {
      return current;
    }
    if (!stats.isSymbolicLink()) return current;
    current = resolve(dirname(current), readlinkSync(current));
  }
  return { reason: "too many levels of symbolic links" };
}

/** As Linux's MAXSYMLINKS. */
const maxLinkHops = 40;

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function attempt(path: string, action: () => void): Diagnostic | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return writeFailure(path, errorReason(error));
  }
}

function writeFailure(path: string, reason: string): Diagnostic {
  return diagnose("OM1041", { file: path, line: 1, col: 1 }, path, reason);
}

/**
 * Usage errors of the outputs themselves: two outputs on one file (links followed), or
 * more than one on standard output. `flags` maps each flag (`--v2`) to its path, if given.
 */
export function checkOutputPaths(flags: readonly (readonly [string, string | undefined])[], cwd: string): void {
  const given = flags.filter((f): f is readonly [string, string] => f[1] !== undefined);
  for (const stream of ["stdout", "stderr"] as const) {
    const onStream = given.filter(([, path]) => standardStream(path) === stream).map(([flag]) => flag);
    const name = stream === "stdout" ? "standard output (-)" : "standard error";
    if (onStream.length > 1) throw new UsageError(`${listed(onStream)} write to ${name}, which holds only one document: give all but one a file path`);
  }
  const seen = new Map<string, string>();
  for (const [flag, path] of given) {
    if (standardStream(path) !== undefined) continue;
    refuseGoSource(flag, path, cwd);
    const key = sameFileKey(resolve(cwd, path));
    const other = seen.get(key);
    if (other !== undefined) throw new UsageError(`${other} and ${flag} ${path} write the same file: give each output its own path`);
    seen.set(key, `${flag} ${path}`);
  }
}

/**
 * An output never replaces Go source: `--v2 pkg/types.go` (a slip of the shell, a swapped
 * argument) would overwrite an input. The tool writes JSON, YAML and TypeScript only, so a
 * path that is, or links to, a `.go` file is refused whether or not it exists yet.
 */
function refuseGoSource(flag: string, path: string, cwd: string): void {
  const target = throughLinks(resolve(cwd, path));
  if (path.endsWith(".go") || (typeof target === "string" && target.endsWith(".go"))) {
    throw new UsageError(`${flag} ${path}: an output cannot be a Go file (.go), which it would overwrite; give a .json, .yaml or .ts path`);
  }
}

/** One string per file a path writes to: links followed, parent directories canonical. */
function sameFileKey(path: string): string {
  const target = throughLinks(path);
  const file = typeof target === "string" ? target : path;
  try {
    return join(realpathSync(dirname(file)), basename(file));
  } catch {
    return file;
  }
}

function listed(items: readonly string[]): string {
  return items.length <= 2 ? items.join(" and ") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
