// Parse equivalence over a corpus: every .go file below the given directories is parsed by
// the native binding and by the WebAssembly parser, each in a fresh process, and their
// syntax facts are compared file by file (a SHA-256 of each file's facts as JSON).
// Reports each parser's time: cold (a fresh process: loading the parser, then the first
// pass over every file) and warm (a second pass in the same process).
//
//   npm run build && node dist/scripts/parse-equivalence.js DIR...
//
// prints one Markdown row per parser and a summary line; exit 1 when any file differs.

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ParserKind } from "../src/parse/go-tree.js";

interface ParserRun {
  readonly parser: ParserKind;
  readonly detail: string;
  readonly loadMs: number;
  readonly coldMs: number;
  readonly warmMs: number;
  /** Per file (in the order of `files`): SHA-256 of its syntax facts, or "throws: message". */
  readonly digests: readonly string[];
}

function goFiles(dir: string): string[] {
  const out: string[] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) stack.push(path);
      else if (entry.isFile() && entry.name.endsWith(".go")) out.push(path);
    }
  }
  return out;
}

/** The child: one parser, two passes, digests on stdout. */
async function measure(parser: ParserKind, files: readonly string[]): Promise<ParserRun> {
  const texts = files.map((f) => readFileSync(f, "utf8"));
  const { parseGoFile, selectParser } = await import("../src/parse/go-tree.js");
  const started = performance.now();
  const info = await selectParser(parser);
  const loadMs = performance.now() - started;
  const parseAll = (): string[] => texts.map((text, i) => {
    try {
      return createHash("sha256").update(JSON.stringify(parseGoFile(files[i]!, text))).digest("hex");
    } catch (error) {
      return `throws: ${(error as Error).message}`;
    }
  });
  const digests = parseAll();
  const coldMs = performance.now() - started;
  const warmStart = performance.now();
  parseAll();
  const warmMs = performance.now() - warmStart;
  return { parser, detail: info.detail, loadMs, coldMs, warmMs, digests };
}

function inChild(parser: ParserKind, dirs: readonly string[]): ParserRun {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--child", parser, ...dirs], { maxBuffer: 256 << 20, encoding: "utf8" });
  return JSON.parse(out) as ParserRun;
}

const args = process.argv.slice(2);
if (args[0] === "--child") {
  const dirs = args.slice(2);
  process.stdout.write(JSON.stringify(await measure(args[1] as ParserKind, dirs.flatMap(goFiles).sort())));
} else if (args.length === 0) {
  process.stderr.write("usage: node dist/scripts/parse-equivalence.js DIR...\n");
  process.exitCode = 2;
} else {
  const files = args.flatMap(goFiles).sort();
  const bytes = files.reduce((n, f) => n + readFileSync(f).length, 0);
  const runs = (["native", "wasm"] as const).map((p) => inChild(p, args));
  const [native, wasm] = runs as [ParserRun, ParserRun];
  const differing = files.filter((_, i) => native.digests[i] !== wasm.digests[i]);
  const fmt = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
  process.stdout.write("| parser | files | load | cold (load + 1st pass) | warm (2nd pass) | MB/s warm |\n|---|---:|---:|---:|---:|---:|\n");
  for (const run of runs) {
    process.stdout.write(`| ${run.parser} (${run.detail}) | ${files.length} | ${fmt(run.loadMs)} | ${fmt(run.coldMs)} | ${fmt(run.warmMs)} | ${(bytes / 1e6 / (run.warmMs / 1000)).toFixed(1)} |\n`);
  }
  const throwing = native.digests.filter((d) => d.startsWith("throws")).length;
  process.stdout.write(`\n${files.length} files, ${(bytes / 1e6).toFixed(2)} MB: ${files.length - differing.length} identical, ${differing.length} differ` +
    (throwing > 0 ? ` (${throwing} throw in both)` : "") + "\n");
  for (const f of differing.slice(0, 20)) process.stdout.write(`differs: ${f}\n`);
  if (differing.length > 0) process.exitCode = 1;
}
