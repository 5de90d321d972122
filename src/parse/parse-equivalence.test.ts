// The two parsers (the native binding and web-tree-sitter with tree-sitter-go.wasm) give
// the same syntax facts: for every .go file of testdata, for texts chosen to stress
// offsets and errors, and through the parse worker. The suite runs where the native
// binding is installed (an opt-in; CI's native pass installs it, and sets
// OPENAPI_MARKERS_PARSER=native so that it cannot skip); scripts/parse-equivalence.ts does
// the same for a corpus.

import test from "ava";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { writeSyntheticCorpus } from "../../scripts/synthetic-corpus.js";
import { emptyLoadStats, loadPackages } from "../load/load.js";
import { ParsePool, type SourceText } from "../load/parse-pool.js";
import { activeParser, parseGoFile, selectParser, type ParserKind } from "./go-tree.js";
import type { GoFileSyntax } from "./syntax.js";
import { withNativeBinding } from "../test-support.js";

const serial = withNativeBinding ? test.serial : test.serial.skip;

const testdata = fileURLToPath(new URL("../../../testdata/", import.meta.url));

/** Every readable .go file below testdata (a case holds a dangling symlink on purpose). */
function testdataGoFiles(): SourceText[] {
  const files: SourceText[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".go")) {
        try {
          files.push({ display: relative(testdata, path), text: readFileSync(path, "utf8") });
        } catch {
          // unreadable on purpose (testdata/errors/unreadable-file)
        }
      }
    }
  };
  walk(testdata);
  return files;
}

/** Texts whose offsets and errors differ most easily between bindings. */
const stressTexts: SourceText[] = [
  { display: "utf16.go", text: "package p\n\n// Größe 😀 𝔘nicode doc\ntype Ünïcode struct {\n\t// 日本語 😀😀\n\tNamé string `json:\"namé,omitempty\" 😀:\"x\"`\n}\n\nconst Ω = \"😀\"\n" },
  { display: "unterminated.go", text: "package p\n\ntype T struct {\n\tA int `json:\"a\"\n\tB int\n}\n" },
  { display: "errors.go", text: "package p\n\ntype T struct {\n\tA map[string] `json:\"a\"`\n\tB ]int\n}\n\nconst (\n\tX = 1 +\n)\n" },
  { display: "empty.go", text: "" },
  { display: "methods.go", text: "package p\n\nfunc (T) OpenAPISchemaType() []string { return []string{\"string\"} }\nfunc (T) OpenAPISchemaFormat() string { return \"int-or-string\" }\nfunc (t *T) Other() int { return 1 }\n" },
];

async function parseWith(kind: ParserKind, files: readonly SourceText[]): Promise<GoFileSyntax[]> {
  await selectParser(kind);
  return files.map((f) => parseGoFile(f.display, f.text));
}

// One parser is selected per thread, so these tests run one after the other.
serial("every .go file of testdata: the WebAssembly parser gives the native parser's syntax facts", async (t) => {
  const files = testdataGoFiles();
  t.true(files.length > 150, `only ${files.length} files found`);
  const native = await parseWith("native", files);
  const wasm = await parseWith("wasm", files);
  t.is(activeParser(), "wasm");
  for (let i = 0; i < files.length; i++) t.deepEqual(wasm[i], native[i], files[i]!.display);
});

serial("offsets past the BMP, syntax errors and method bodies: the same facts from both parsers", async (t) => {
  const native = await parseWith("native", stressTexts);
  const wasm = await parseWith("wasm", stressTexts);
  t.deepEqual(wasm, native);
  // The stress texts do stress: errors are found, and a field name past a surrogate pair is placed.
  t.true(native[1]!.errors.length > 0 && native[2]!.errors.length > 0);
  t.true(JSON.stringify(native[0]).includes("Namé"));
});

serial("the parse worker runs the selected WebAssembly parser and gives the native results", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "parse-equivalence-"));
  try {
    const corpus = writeSyntheticCorpus(dir, { scale: 0.2, seed: 5 });
    await selectParser("native");
    const native = loadPackages(corpus.inputs, dir, { allPackages: true, parallelThreshold: Infinity });
    await selectParser("wasm");
    const stats = emptyLoadStats();
    const wasm = loadPackages(corpus.inputs, dir, { allPackages: true, stats, parallelThreshold: 0 });
    t.true(stats.usedWorker);
    t.deepEqual(wasm, native);
    const files = native.packages.flatMap((p) => p.files.map((f) => ({ display: f.path, text: readFileSync(join(dir, f.path), "utf8") })));
    const pool = new ParsePool({ parallelThreshold: 0 });
    try {
      t.deepEqual(pool.parseAll(files), await parseWith("native", files));
    } finally {
      pool.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
