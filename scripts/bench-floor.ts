// The parse-only floor: a process that loads tree-sitter, reads the given Go files and
// parses each one on one thread, extracting nothing. `openapi-markers generate` cannot
// be faster than this on one core; the benchmark compares its wall time with this one's.
//
//   node dist/scripts/bench-floor.js FILE_LIST.json
//
// prints one JSON line: { files, chars, readMs, parseMs }.

import { readFileSync } from "node:fs";

const list = process.argv[2];
if (list === undefined) {
  process.stderr.write("usage: node dist/scripts/bench-floor.js FILE_LIST.json\n");
  process.exit(2);
}
const { parseOnly, selectParser } = await import("../src/parse/go-tree.js");
// The parser `auto` picks, as the CLI does (the WebAssembly one unless the native binding is installed).
await selectParser("auto");
const paths = JSON.parse(readFileSync(list, "utf8")) as string[];
let started = performance.now();
const texts = paths.map((path) => readFileSync(path, "utf8"));
const readMs = performance.now() - started;
started = performance.now();
for (const text of texts) parseOnly(text);
const parseMs = performance.now() - started;
const chars = texts.reduce((n, t) => n + t.length, 0);
process.stdout.write(JSON.stringify({ files: texts.length, chars, readMs, parseMs }) + "\n");
