// `check --format github` names files from the repository root: GITHUB_WORKSPACE when set,
// else the nearest directory above the working directory that holds `.git`.

import test from "ava";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { diagnose } from "../diag/diagnostic.js";
import { annotationRoot, rebaseFiles } from "./github-paths.js";

function withTree(t: { teardown: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), "github-paths-"));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, "repo", "api", "v1"), { recursive: true });
  return dir;
}

test("without GITHUB_WORKSPACE the root is the nearest parent with .git (a directory or a worktree's file)", (t) => {
  const dir = withTree(t);
  mkdirSync(join(dir, "repo", ".git"));
  t.is(annotationRoot(join(dir, "repo", "api"), {}), join(dir, "repo"));
  rmSync(join(dir, "repo", ".git"), { recursive: true });
  writeFileSync(join(dir, "repo", ".git"), "gitdir: elsewhere\n");
  t.is(annotationRoot(join(dir, "repo", "api", "v1"), { GITHUB_WORKSPACE: "" }), join(dir, "repo"));
});

test("GITHUB_WORKSPACE wins over .git, and is read relative to the working directory", (t) => {
  const dir = withTree(t);
  mkdirSync(join(dir, "repo", ".git"));
  t.is(annotationRoot(join(dir, "repo", "api"), { GITHUB_WORKSPACE: ".." }), join(dir, "repo"));
  t.is(annotationRoot(join(dir, "repo", "api"), { GITHUB_WORKSPACE: join(dir, "repo", "api") }), join(dir, "repo", "api"));
});

test("files named from the working directory are renamed from the root", (t) => {
  const cwd = "/ws/repo/api";
  const d = diagnose("OM3050", { file: "v1/types.go", line: 3, col: 5 }, "optinal", "optional");
  const [rebased] = rebaseFiles([d], cwd, "/ws/repo");
  t.deepEqual(rebased!.span, { file: "api/v1/types.go", line: 3, col: 5 });
  t.is(rebaseFiles([d], cwd, "/ws/repo/api/v1")[0]!.span.file, "types.go");
});
