// Where the controller-tools pin is looked for: up from the working directory to its module's
// root, past a module nested in an outer one, never past the repository's root.

import test from "ava";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findControllerToolsPin } from "./controller-tools-pin.js";

/** A tree of files (path → text) in a fresh directory. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "om-pin-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const makefile = "CONTROLLER_TOOLS_VERSION ?= v0.16.1\n";

test("a nested module's run finds the outer module's Makefile pin", (t) => {
  const root = tree({ ".git/HEAD": "", Makefile: makefile, "go.mod": "module example.com/outer\n", "test/infra/go.mod": "module example.com/outer/test/infra\n" });
  t.deepEqual(findControllerToolsPin(join(root, "test/infra")), { version: "v0.16.1", from: "../../Makefile" });
  rmSync(root, { recursive: true });
});

test("a module that no outer module holds stops the search at its root", (t) => {
  const root = tree({ Makefile: makefile, "project/go.mod": "module example.com/project\n" });
  t.is(findControllerToolsPin(join(root, "project")), undefined);
  rmSync(root, { recursive: true });
});

test("the repository's root stops the search even inside an outer module", (t) => {
  const root = tree({ Makefile: makefile, "go.mod": "module example.com/outer\n", "vendored/.git/HEAD": "", "vendored/go.mod": "module example.com/vendored\n" });
  t.is(findControllerToolsPin(join(root, "vendored")), undefined);
  rmSync(root, { recursive: true });
});
