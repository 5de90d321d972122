// Fuzzing of our own. Seeded mutations of the Go files under testdata/ — bytes, Go
// tokens, nesting runs, comment markers and struct tags — each run through the loader
// and `generate` (v2, v3 and TypeScript; everything the command does but write). For
// every input:
//  - no internal error (exit 0 or 1, never a stack trace);
//  - every diagnostic is `file:line:col: severity CODE: message` with a code of the
//    catalogue and a position inside an input file;
//  - a second run gives the same bytes (exit code, diagnostics, every output file);
//  - in every format (text, json, github) no line carries a control character or starts a
//    GitHub Actions workflow command other than the github format's own annotations.
// The second run is made for every fourth input (a fuller check is a longer run).
// FUZZ_RUNS (default 2000) sets the number of inputs and FUZZ_SEED (default 1) the seed:
//   FUZZ_RUNS=100000 FUZZ_SEED=7 npx ava --config ava.slow.config.js src/fuzz.test.ts --timeout=2h
// A failing input is written to the system's temporary directory and named in the report;
// FUZZ_LOG=FILE appends progress and failures to FILE as they happen (for long runs).

import test from "ava";
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { catalogue } from "./diag/codes.js";
import { hasErrors } from "./diag/diagnostic.js";
import { renderDiagnostics, type DiagnosticFormat } from "./diag/format.js";
import { controlCharacter } from "./diag/printable.js";
import { generate } from "./generate.js";
import { loadPackages } from "./load/load.js";
import { mulberry32 } from "../scripts/synthetic-corpus.js";

const testdata = fileURLToPath(new URL("../../testdata/", import.meta.url));
const runs = Number(process.env.FUZZ_RUNS ?? "2000");
const seed = Number(process.env.FUZZ_SEED ?? "1");
const progressLog = process.env.FUZZ_LOG;
const progress = (line: string): void => {
  if (progressLog !== undefined) appendFileSync(progressLog, `${new Date().toISOString()} ${line}\n`);
};

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const int = (rng: Rng, max: number): number => Math.floor(rng() * max);

/** The Go files of the test data: small ones only (the deep-nesting cases are tested on their own). */
function seeds(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat?.isDirectory()) walk(path);
      else if (stat?.isFile() && name.endsWith(".go") && stat.size < 20_000) out.push(readFileSync(path, "utf8"));
    }
  };
  walk(testdata);
  return out;
}

const tokens = [
  "[]", "*", "map[string]", "map[int]", "[3]", "[...]", "(", ")", "{", "}", "struct{", "interface{}", "chan ", "func()",
  "type ", "const ", "var ", "package ", "import ", "=", " + ", ",", ";", ".", "\n", "\t", " ", "\"", "`", "'", "\\",
  "//", "/*", "*/", "// +", "_", "iota", "nil", "true", "0x1F", "1e9", "\"\\u00e9\\x00\\777\"", "\"\\U0010FFFF\"",
  "é", "😀", "\u2028", "\ufeff", "\u0000", "\r\n", "int32", "string", "metav1.Time", "json.RawMessage", "time.Duration",
  "OpenAPIModelName", "OpenAPISchemaType", "OpenAPISchemaFormat", "OpenAPIV3OneOfTypes", "func (T) OpenAPIModelName() string { return \"x.T\" }\n",
];

const markerNames = [
  "k8s:openapi-gen", "k8s:openapi-model-package", "optional", "required", "default", "enum", "listType", "listMapKey",
  "mapType", "structType", "patchStrategy", "patchMergeKey", "union", "unionDiscriminator", "unionMember",
  "unionDiscriminatedBy", "unionDeprecated", "k8s:validation:maxLength", "k8s:validation:pattern",
  "k8s:validation:items:maxItems", "k8s:validation:cel[0]:rule", "k8s:validation:cel[0]:message", "validations",
  "recommendedPatchMergeKey", "unionMemer", " listType ",
];
const markerValues = [
  "", "true", "false", "map", "set", "atomic", "granular", "merge", "replace", "retainKeys", "name", "a,b", "ref(Alpha)",
  "{\"a\":1}", "{bad json", "[1,2", "\"x\"", "null", "abc", "-1", "1e400", "x-kubernetes-foo:bar", "io.example.v1",
  "\"__proto__\"", "{\"__proto__\":{\"x\":1}}", "constructor", "toString", "self.size() > 0",
];
const tagTexts = [
  "json:\"name\"", "json:\"name,omitempty\"", "json:\",inline\"", "json:\"-\"", "json:\"\"", "json:\"x,string\"",
  "json:\"__proto__\"", "json:\"constructor\"", "json:\"a\" json:\"b\"", "patchStrategy:\"merge\" patchMergeKey:\"name\"",
  "patchStrategy:\"merge,retainKeys\"", "protobuf:\"bytes,1,opt\"", "json:\"é\"", "json:\"a", "json:", "json:\"\\\"\"",
];

/** One to four edits of the text, drawn by `rng`. */
function mutate(text: string, others: readonly string[], rng: Rng): string {
  let out = text;
  for (let n = 1 + int(rng, 4); n > 0; n--) {
    const at = int(rng, out.length + 1);
    switch (int(rng, 9)) {
      case 0: // delete a range
        out = out.slice(0, at) + out.slice(at + 1 + int(rng, 20));
        break;
      case 1: // insert a Go token
        out = out.slice(0, at) + pick(rng, tokens) + out.slice(at);
        break;
      case 2: { // duplicate a range
        const from = int(rng, out.length);
        out = out.slice(0, at) + out.slice(from, from + 1 + int(rng, 60)) + out.slice(at);
        break;
      }
      case 3: // replace a character
        out = out.slice(0, at) + String.fromCodePoint(pick(rng, [0, 9, 10, 13, 32, 34, 42, 43, 47, 92, 96, 0xe9, 0x2028, 0xfffd, 0x1f600, int(rng, 0x80)])) + out.slice(at + 1);
        break;
      case 4: { // a line of another seed
        const lines = pick(rng, others).split("\n");
        out = out.slice(0, at) + pick(rng, lines) + "\n" + out.slice(at);
        break;
      }
      case 5: { // a marker line before a random line
        const lines = out.split("\n");
        const value = pick(rng, markerValues);
        lines.splice(int(rng, lines.length + 1), 0, `\t// +${pick(rng, markerNames)}${value === "" ? "" : "=" + value}`);
        out = lines.join("\n");
        break;
      }
      case 6: { // another struct tag
        const tag = /`[^`\n]*`/g;
        const found = [...out.matchAll(tag)];
        if (found.length > 0) {
          const m = pick(rng, found);
          out = out.slice(0, m.index) + "`" + pick(rng, tagTexts) + "`" + out.slice(m.index + m[0].length);
        }
        break;
      }
      case 7: // a run of one nesting token (deep types and expressions)
        out = out.slice(0, at) + pick(rng, ["[]", "*", "(", "map[string]", "\"a\" + ", "{", "struct{ A "]).repeat(1 + int(rng, 300)) + out.slice(at);
        break;
      default: { // swap two lines
        const lines = out.split("\n");
        const i = int(rng, lines.length);
        const j = int(rng, lines.length);
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
        out = lines.join("\n");
      }
    }
  }
  return out;
}

interface Outcome {
  readonly exit: number;
  readonly stderr: string;
  readonly files: string;
  /** The diagnostics as `check --format json` and `--format github` print them. */
  readonly json: string;
  readonly github: string;
}

/** `generate apis/... --v2 --v3 --ts` as the command runs it, without the writing. */
function run(dir: string, allTypes: boolean): Outcome {
  try {
    const loaded = loadPackages(["apis/..."], dir, { allPackages: allTypes });
    const result = generate(loaded, { allTypes, published: false, format: "json", v2: "v2.json", v3: "v3.json", ts: "tables.ts" });
    const failed = hasErrors(result.diagnostics);
    const files = failed ? "" : result.outputs.map((o) => `${o.path}\n${o.render()}`).join("\n");
    const rendered = (format: DiagnosticFormat): string => renderDiagnostics(result.diagnostics, format);
    return { exit: failed ? 1 : 0, stderr: rendered("text"), files, json: rendered("json"), github: rendered("github") };
  } catch (error) {
    return { exit: 2, stderr: `internal error: ${error instanceof Error ? error.stack : String(error)}`, files: "", json: "", github: "" };
  }
}

const diagnosticLine = /^(.+):(\d+):(\d+): (error|warning|note) (OM\d{4}): ./;

/** What is wrong with an outcome, if anything. */
function problems(outcome: Outcome, sources: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  if (outcome.exit !== 0 && outcome.exit !== 1) found.push(`exit ${outcome.exit}`);
  if (/internal error|RangeError|TypeError|    at /.test(outcome.stderr)) found.push(`internal error: ${outcome.stderr.slice(0, 300)}`);
  for (const line of outcome.stderr.split("\n")) {
    if (line === "") continue;
    const m = diagnosticLine.exec(line);
    if (m === null) {
      found.push(`not a diagnostic: ${line.slice(0, 200)}`);
      continue;
    }
    const [, file, row, col, , code] = m;
    if (!(code! in catalogue)) found.push(`unknown code: ${line}`);
    const text = sources.get(file!);
    if (text === undefined) {
      if (!file!.startsWith("apis")) found.push(`position outside the inputs: ${line}`);
    } else if (Number(row) < 1 || Number(col) < 1 || Number(row) > text.split("\n").length) {
      found.push(`position outside ${file}: ${line}`);
    }
  }
  if (outcome.exit === 0 && outcome.files === "") found.push("exit 0 without outputs");
  found.push(...unsafeLines(outcome.stderr, "text"), ...unsafeLines(outcome.json, "json"), ...unsafeLines(outcome.github, "github"));
  return found;
}

/** A line GitHub Actions would run as a workflow command (`::cmd` after spaces, or `##[` anywhere). */
const workflowCommand = /^\s*::|##\[/;
const githubAnnotation = /^::(error|warning|notice) file=[^\n:,]*,line=\d+,col=\d+,title=OM\d{4}::OM\d{4}: /;

/** Lines of a rendering that carry a control character or start a workflow command of their own. */
function unsafeLines(text: string, format: DiagnosticFormat): string[] {
  const found: string[] = [];
  for (const line of text.split("\n")) {
    if (controlCharacter.test(line)) found.push(`${format}: a control character in ${JSON.stringify(line.slice(0, 200))}`);
    const own = format === "github" ? githubAnnotation.test(line) && !line.slice(2).includes("##[") : false;
    if (line !== "" && workflowCommand.test(line) && !own) found.push(`${format}: a workflow command in ${JSON.stringify(line.slice(0, 200))}`);
    if (format === "github" && line !== "" && !own) found.push(`github: not an annotation: ${JSON.stringify(line.slice(0, 200))}`);
  }
  return found;
}

test(`fuzz: ${runs} mutated Go inputs (seed ${seed}) give positioned diagnostics, never an internal error, the same bytes twice`, (t) => {
  const corpus = seeds();
  t.true(corpus.length > 50, "the seeds are the Go files of testdata/");
  const rng = mulberry32(seed);
  const dir = mkdtempSync(join(tmpdir(), "om-fuzz-"));
  t.timeout(Math.max(600_000, runs * 200));
  const failures: string[] = [];
  let slowest = { ms: 0, iteration: -1 };
  const exits = [0, 0, 0];
  const codes = new Set<string>();
  try {
    writeFileSync(join(dir, "go.mod"), "module example.com/fuzz\n\ngo 1.22\n");
    mkdirSync(join(dir, "apis", "v1"), { recursive: true });
    const doc = "// +k8s:openapi-gen=true\npackage v1\n";
    writeFileSync(join(dir, "apis", "v1", "doc.go"), doc);
    for (let i = 0; i < runs && failures.length < 20; i++) {
      const text = mutate(pick(rng, corpus), corpus, rng);
      const allTypes = rng() < 0.5;
      writeFileSync(join(dir, "apis", "v1", "types.go"), text);
      const sources = new Map([["apis/v1/types.go", text], ["apis/v1/doc.go", doc]]);
      const started = performance.now();
      const first = run(dir, allTypes);
      const ms = performance.now() - started;
      if (ms > slowest.ms) slowest = { ms, iteration: i };
      exits[first.exit] = (exits[first.exit] ?? 0) + 1;
      for (const m of first.stderr.matchAll(/ (OM\d{4}): /g)) codes.add(m[1]!);
      const found = problems(first, sources);
      if (i % 4 === 0 && JSON.stringify(first) !== JSON.stringify(run(dir, allTypes))) found.push("a second run gave other bytes");
      if (found.length > 0) {
        const saved = join(tmpdir(), `om-fuzz-seed${seed}-${i}.go`);
        writeFileSync(saved, text);
        failures.push(`input ${i} (${saved}${allTypes ? ", --all-types" : ""}): ${found.join("; ")}`);
        progress(`FAIL ${failures[failures.length - 1]!}`);
      }
      if ((i + 1) % 500 === 0) progress(`${i + 1} inputs; exit 0: ${exits[0]}, exit 1: ${exits[1]}, internal: ${exits[2]}; failures ${failures.length}; codes ${codes.size}; slowest ${slowest.ms.toFixed(0)} ms`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  t.log(`exit 0: ${exits[0]}, exit 1: ${exits[1]}, internal errors: ${exits[2]}; ${codes.size} codes seen: ${[...codes].sort().join(" ")}`);
  t.log(`slowest input: ${slowest.ms.toFixed(0)} ms (input ${slowest.iteration})`);
  t.deepEqual(failures, []);
});

test("fuzz: the mutations are a pure function of the seed", (t) => {
  const corpus = seeds();
  const draw = (): string[] => {
    const rng = mulberry32(seed);
    return Array.from({ length: 20 }, () => mutate(pick(rng, corpus), corpus, rng));
  };
  const drawn = draw();
  t.deepEqual(drawn, draw());
  t.true(new Set(drawn).size > 15, "the inputs differ from each other");
});
