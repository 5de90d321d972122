// node dist/scripts/patch-flavour.js DIR
// The patch acceptance of issue 18 on a corpus laid out by the conformance kit's
// prepare-openshift.sh (DIR/openapi.json: openshift's checked-in raw openapi-gen output,
// DIR/inputs.txt: its packages). Not part of CI: the corpus cannot be committed.
//  1. `patch --check DIR/openapi.json INPUTS` exits 0 (the raw flavour is kept);
//  2. `patch --check` of the file `generate --v2` writes from the same inputs exits 0;
//  3. a YAML copy of DIR/openapi.json (written in another style than ours, with a comment
//     above every definition) with one definition made stale is patched back: the
//     file differs from the copy only in that definition's lines, and reads as the copy.
// Prints one line per check and exits 1 if any fails.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseDocument, stringify } from "yaml";
import { jsonEqual } from "../src/json/dict.js";
import { editYaml } from "../src/patch/yaml-edit.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(repo, "dist/bin/openapi-markers.js");
const dirArg = process.argv[2];
if (dirArg === undefined) {
  process.stderr.write("usage: node dist/scripts/patch-flavour.js DIR   (DIR from prepare-openshift.sh)\n");
  process.exit(2);
}
const dir = resolve(dirArg);
const inputs = readFileSync(join(dir, "inputs.txt"), "utf8").split("\n").filter((l) => l !== "");
const work = mkdtempSync(join(tmpdir(), "om-patch-flavour-"));

function cli(...args: string[]): { status: number; stderr: string } {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8", maxBuffer: 1 << 28 });
  return { status: run.status ?? 2, stderr: run.stderr };
}

function lastLine(text: string): string {
  return text.trim().split("\n").at(-1) ?? "";
}

/** A stale copy of one definition: another description, its first property gone. */
function staleCopy(text: string, name: string): string {
  const document = parseDocument(text);
  const value = document.toJS() as { definitions: Record<string, Record<string, unknown>> };
  const stale = structuredClone(value);
  const definition = stale.definitions[name]!;
  definition.description = "A stale description.";
  const properties = definition.properties as Record<string, unknown>;
  delete properties[Object.keys(properties)[0]!];
  const edited = editYaml(text, document, value, stale);
  if (edited === undefined) throw new Error("the YAML copy cannot be edited in place");
  return edited;
}

/** The lines of `name`'s definition in a YAML text of `definitions:` at two spaces. */
function definitionLines(lines: readonly string[], name: string): [number, number] {
  const start = lines.indexOf(`  ${name}:`);
  let end = start + 1;
  while (end < lines.length && !/^ {0,2}\S/.test(lines[end]!)) end++;
  // The comment line above the next definition belongs to it.
  while (end > start + 1 && lines[end - 1]!.startsWith("  #")) end--;
  return [start, end];
}

function yamlCheck(original: Record<string, unknown>): [boolean, string] {
  const definitions = original.definitions as Record<string, Record<string, unknown>>;
  const name = Object.keys(definitions).find((n) => Object.keys((definitions[n]!.properties as object | undefined) ?? {}).length > 1)!;
  // Not our style: no sequence indent, lines wrapped at 100, single quotes, a comment per definition.
  const body = stringify(original, { indentSeq: false, lineWidth: 100, singleQuote: true, sortMapEntries: true });
  const copy = "# A YAML copy of openapi.json, with comments.\n" + body.replace(/^ {2}(\S[^\n]*):$/gm, (line, key: string) => `  # ${key.replace(/^'|'$/g, "")}\n${line}`);
  const file = join(work, "openapi.yaml");
  writeFileSync(file, staleCopy(copy, name));
  const patched = cli("patch", file, ...inputs);
  if (patched.status !== 0) return [false, `patch exited ${patched.status}: ${lastLine(patched.stderr)}`];
  const text = readFileSync(file, "utf8");
  const [before, after] = [copy.split("\n"), text.split("\n")];
  const [start, end] = definitionLines(before, name);
  const [start2, end2] = definitionLines(after, name);
  const outside = start === start2 && before.slice(0, start).join("\n") === after.slice(0, start2).join("\n") && before.slice(end).join("\n") === after.slice(end2).join("\n");
  const same = jsonEqual(parseDocument(text).toJS(), parseDocument(copy).toJS());
  const changed = after.slice(start2, end2).filter((line, i) => line !== before[start + i]).length;
  return [outside && same, `${name}: lines ${start + 1}–${end} of ${before.length}; outside them ${outside ? "identical" : "DIFFERENT"}; ${changed} lines of it rewritten; value ${same ? "equal to the copy's" : "DIFFERENT"}`];
}

let failed = false;
try {
  const raw = cli("patch", "--check", join(dir, "openapi.json"), ...inputs);
  const ours = join(work, "ours.v2.json");
  const generated = cli("generate", ...inputs, "--v2", ours);
  const oursCheck = generated.status === 0 ? cli("patch", "--check", ours, ...inputs) : generated;
  const [yamlOk, yamlDetail] = yamlCheck(JSON.parse(readFileSync(join(dir, "openapi.json"), "utf8")) as Record<string, unknown>);
  const results: [string, boolean, string][] = [
    ["patch --check openapi.json (raw) exits 0", raw.status === 0, lastLine(raw.stderr)],
    ["patch --check of our generate --v2 exits 0", oursCheck.status === 0, lastLine(oursCheck.stderr)],
    ["YAML copy, one stale definition patched: only it differs", yamlOk, yamlDetail],
  ];
  for (const [what, ok, detail] of results) {
    process.stdout.write(`${ok ? "ok  " : "FAIL"} ${what} (${detail})\n`);
    failed ||= !ok;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
