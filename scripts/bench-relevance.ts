// Verifies the relevance scan (src/load/relevance.ts) on real trees: every Go file below
// the given directories that the scan would skip is parsed anyway, and must declare
// nothing the pipeline reads (no type, no non-blank constant, no OpenAPI*/UnmarshalJSON
// method). The benchmark runs it on each corpus it measures.
//
//   node dist/scripts/bench-relevance.js DIR...
//
// prints one JSON line: { files, bytes, skipped, bytesSkipped, violations: [path...] }
// and exits 1 when a skipped file has facts.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface RelevanceCheck {
  readonly files: number;
  readonly bytes: number;
  readonly skipped: number;
  readonly bytesSkipped: number;
  readonly violations: readonly string[];
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  process.stderr.write("usage: node dist/scripts/bench-relevance.js DIR...\n");
  process.exit(2);
}
const { mayMatter, readFacts } = await import("../src/load/relevance.js");
const { parseGoFile, selectParser } = await import("../src/parse/go-tree.js");
await selectParser("auto");
const result = { files: 0, bytes: 0, skipped: 0, bytesSkipped: 0, violations: [] as string[] };
for (const path of dirs.flatMap(goFiles)) {
  const bytes = readFileSync(path);
  result.files++;
  result.bytes += bytes.length;
  if (mayMatter(bytes)) continue;
  result.skipped++;
  result.bytesSkipped += bytes.length;
  const facts = readFacts(parseGoFile(path, bytes.toString("utf8")));
  if (facts.types.length + facts.consts.length + facts.methods.length > 0) result.violations.push(path);
}
process.stdout.write(JSON.stringify(result satisfies RelevanceCheck) + "\n");
if (result.violations.length > 0) process.exitCode = 1;

function goFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".go"))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
