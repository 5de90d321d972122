// docs/diagnostics.md is tested: every code of the catalogue has a section, in catalogue
// order, and every example in it runs. An example is one or more source blocks followed
// by a ```console block whose first line is `$ openapi-markers <args>`; the lines after it
// are exactly what the command prints (standard output, then standard error) in a fresh
// directory holding those files, plus a go.mod for `module example.com/api` unless the
// example brings its own; its module cache (GOMODCACHE) is `gomodcache/` there. A source
// block is a ```go or ```gomod block whose first line is
// `// <path>`, or any block whose info string names it: ```json file=<path>. Output shown
// in ```text blocks is not run (what no Markdown can hold: bytes that are not UTF-8, …).
// UPDATE_GOLDEN=1 rewrites the output of every example in the file: review the diff.

import test from "ava";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "../cli.js";
import { catalogue } from "../diag/codes.js";

const docPath = fileURLToPath(new URL("../../../docs/diagnostics.md", import.meta.url));
const doc = readFileSync(docPath, "utf8");

interface Block { readonly lang: string; readonly file: string | undefined; readonly lines: string[]; readonly line: number }
interface Example {
  readonly code: string;
  readonly sources: Map<string, string>;
  readonly args: string[];
  readonly want: string;
  /** 1-based line of the `$ openapi-markers` line in the doc. */
  readonly line: number;
}

function blocks(text: string): Block[] {
  const out: Block[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)(?:\s+file=(\S+))?\s*$/.exec(lines[i]!);
    if (open === null) continue;
    const body: string[] = [];
    const start = i + 1;
    for (i++; i < lines.length && lines[i] !== "```"; i++) body.push(lines[i]!);
    out.push({ lang: open[1]!, file: open[2], lines: body, line: start });
  }
  return out;
}

/** The sections of the codes, after the introduction (code ""). */
function sections(text: string): { code: string; body: string; line: number }[] {
  const re = /^### (OM\d{4})\b.*$/gm;
  const heads = [...text.matchAll(re)];
  const out = [{ code: "", body: text.slice(0, heads[0]?.index ?? text.length), line: 1 }];
  heads.forEach((head, i) => {
    const end = heads[i + 1]?.index ?? text.length;
    out.push({ code: head[1]!, body: text.slice(head.index, end), line: text.slice(0, head.index).split("\n").length });
  });
  return out;
}

function examples(section: { code: string; body: string; line: number }): Example[] {
  const out: Example[] = [];
  // Consecutive console blocks share the source blocks before them.
  let sources = new Map<string, string>();
  let ran = false;
  for (const block of blocks(section.body)) {
    const path = block.file ?? (block.lang === "go" || block.lang === "gomod" ? /^\/\/ (\S+)$/.exec(block.lines[0] ?? "")?.[1] : undefined);
    if (path !== undefined) {
      if (ran) [sources, ran] = [new Map(), false];
      sources.set(path, block.lines.join("\n") + "\n");
    } else if (block.lang === "console" && block.lines[0]?.startsWith("$ openapi-markers ")) {
      const args = block.lines[0].slice("$ openapi-markers ".length).trim().split(/\s+/);
      const want = block.lines.slice(1).map((l) => l + "\n").join("");
      out.push({ code: section.code, sources, args, want, line: section.line + block.line });
      ran = true;
    }
  }
  return out;
}

async function run(example: Example): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "om-doc-"));
  try {
    if (!example.sources.has("go.mod")) {
      writeFileSync(join(dir, "go.mod"), "module example.com/api\n\ngo 1.22\n");
    }
    for (const [path, content] of example.sources) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    let stdout = "";
    let stderr = "";
    await runCli(example.args, { cwd: dir, env: { GOMODCACHE: join(dir, "gomodcache") }, stdout: { write: (s) => void (stdout += s) }, stderr: { write: (s) => void (stderr += s) } });
    return stdout + stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const found = sections(doc);

if (process.env.UPDATE_GOLDEN === "1") {
  test("diagnostics.md: rewrite the output of every example", async (t) => {
    const lines = doc.split("\n");
    const all = found.flatMap(examples).sort((a, b) => b.line - a.line);
    for (const example of all) {
      const end = lines.indexOf("```", example.line);
      const got = (await run(example)).split("\n").slice(0, -1);
      lines.splice(example.line, end - example.line, ...got);
    }
    writeFileSync(docPath, lines.join("\n"));
    t.pass();
  });
}

test("diagnostics.md has one section per code, in catalogue order", (t) => {
  t.deepEqual(found.slice(1).map((s) => s.code), Object.keys(catalogue));
});

for (const section of process.env.UPDATE_GOLDEN === "1" ? [] : found) {
  const list = examples(section);
  test(`diagnostics.md ${section.code || "introduction"}`, async (t) => {
    for (const example of list) {
      t.is(await run(example), example.want, `the example at docs/diagnostics.md:${example.line}`);
    }
    const shown = list.filter((e) => e.want.includes(`${section.code}: `));
    if (list.length > 0) t.true(shown.length > 0, `no example of ${section.code} prints ${section.code}`);
    else t.pass();
  });
}
