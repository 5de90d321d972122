// The relevance scan (src/load/relevance.ts) may skip a file only when parsing it would
// give nothing the pipeline reads; and loading with or without it gives the same model.

import test from "ava";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildUniverse } from "../model/build.js";
import { parseGoFile } from "../parse/go-tree.js";
import { emptyLoadStats, loadPackages } from "./load.js";
import { mayMatter, readFacts } from "./relevance.js";

const testdata = fileURLToPath(new URL("../../../testdata/", import.meta.url));
const generatedCode = join(testdata, "generate/generated-code/input");

const matters = (text: string): boolean => mayMatter(Buffer.from(text));

test("declarations are seen wherever a declaration can begin", (t) => {
  for (const text of [
    "package a\ntype A int\n",
    "package a\n\t type A int\n",
    "package a; type A int",
    "package a\nvar x = 1; const A = 1\n",
    "package a\n/* c */ type A int\n",
    "package a\r\ntype(\r\n\tA int\r\n)\r\n",
    "package a\nconst (\n\t_ = iota\n)\n",
    "package a\nconst _, A = 1, 2\n",
    "package a\nconst _ , A = 1, 2\n",
    "package a\nconst _/* c */= 1\n",
    "package a\nfunc (a A) OpenAPIModelName() string { return \"x\" }\n",
    "package a\nfunc (a *A)UnmarshalJSON(b []byte) error { return nil }\n",
    "package a\nfunc (a A) /* c */ OpenAPISchemaType() []string { return nil }\n",
  ]) t.true(matters(text), text);
});

test("files that declare nothing the pipeline reads are skipped", (t) => {
  for (const text of [
    "package a\n",
    "package a\nconst _ = proto.Version3 // upgrade\n",
    "package a\nconst _ T = 1\nconst\t_= 2\n",
    "package a\nvar typeName = \"x\"\nvar constant = 1\n",
    "package a\nfunc f() error { return fmt.Errorf(\"wire type %d\", 2) }\n",
    "package a\nfunc (m *M) Size() int { return m.OpenAPIV3Schema.Size() }\n",
    "package a\nfunc (m *M) Unmarshal(b []byte) error { return m.UnmarshalJSONish(b) }\n",
    "package a\nvar ctype, typed, consts = 1, 2, 3\n",
  ]) t.false(matters(text), text);
});

test("every file of testdata that the scan skips has no facts the pipeline reads", (t) => {
  let skipped = 0;
  for (const path of goFiles(testdata)) {
    const bytes = readFileSync(path);
    if (mayMatter(bytes)) continue;
    skipped++;
    const facts = readFacts(parseGoFile(relative(testdata, path), bytes.toString("utf8")));
    t.deepEqual(facts, { types: [], consts: [], methods: [] }, relative(testdata, path));
  }
  t.true(skipped >= 2, "the generated-code case has files to skip");
});

test("loading with and without the scan gives the same model", (t) => {
  const inputDirs = readdirSync(join(testdata, "generate"), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => join(testdata, "generate", e.name, "input"));
  for (const input of [generatedCode, ...inputDirs]) {
    const load = (parseEveryFile: boolean) => {
      const stats = emptyLoadStats();
      try {
        const loaded = loadPackages([`${input}/...`], testdata, { allPackages: true, parseEveryFile, stats });
        return { universe: buildUniverse(loaded.packages), diagnostics: loaded.diagnostics, inputDirs: loaded.inputDirs, stats };
      } catch (error) {
        return { error: String(error), stats };
      }
    };
    const filtered = load(false);
    const everything = load(true);
    t.deepEqual({ ...filtered, stats: undefined }, { ...everything, stats: undefined }, relative(testdata, input));
    if (input === generatedCode) t.is(filtered.stats.filesSkipped, 2);
  }
});

function goFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".go"))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}
