// The files of a folder of a bare mirror at a ref, written out for the upstream-* scripts.
// Through ls-tree and cat-file rather than git archive: a mirror may lack its largest blobs
// (images, binaries), which are left out instead of failing the whole extraction.

import { execFileSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Writes the files of `path` ("." for all) at `ref` of `gitDir` under `into`; returns how many were left out. */
export function extractTree(gitDir: string, ref: string, path: string, into: string): number {
  const git = (args: string[], input?: string): Buffer => execFileSync("git", ["--git-dir", gitDir, ...args], { input, maxBuffer: 2 ** 31 - 1 });
  const files = git(["ls-tree", "-r", "-z", ref, ...(path === "." ? [] : [path])]).toString("utf8").split("\0").flatMap((entry) => {
    const tab = entry.indexOf("\t");
    const [mode, type, sha] = entry.slice(0, tab).split(" ");
    const file = entry.slice(tab + 1);
    return type === "blob" ? [{ mode: mode!, sha: sha!, file: path === "." ? file : file.slice(path.length + 1) }] : [];
  });
  mkdirSync(into, { recursive: true });
  if (files.length === 0) return 0;
  const batch = git(["cat-file", "--batch"], files.map((f) => f.sha).join("\n") + "\n");
  let at = 0;
  let missing = 0;
  for (const f of files) {
    const eol = batch.indexOf(10, at);
    const header = batch.subarray(at, eol).toString("utf8");
    at = eol + 1;
    if (header.endsWith(" missing")) {
      missing++;
      continue;
    }
    const size = Number(header.split(" ")[2]);
    const bytes = batch.subarray(at, at + size);
    at += size + 1;
    const target = join(into, f.file);
    mkdirSync(dirname(target), { recursive: true });
    if (f.mode === "120000") symlinkSync(bytes.toString("utf8"), target);
    else writeFileSync(target, bytes, { mode: f.mode === "100755" ? 0o755 : 0o644 });
  }
  return missing;
}
