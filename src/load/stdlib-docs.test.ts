import test from "ava";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { standardLibraryDocs } from "./stdlib-docs.js";

const texts = (lines: readonly { text: string }[] | undefined): string[] | undefined => lines?.map((l) => l.text);

test("without a Go toolchain, time.Duration's doc comes from our table", (t) => {
  const doc = standardLibraryDocs({ PATH: "" });
  t.deepEqual(texts(doc("time", "Duration")), [
    "A Duration represents the elapsed time between two instants",
    "as an int64 nanosecond count. The representation limits the",
    "largest representable duration to approximately 290 years.",
  ]);
  t.is(doc("time", "Month"), undefined);
  t.is(doc("example.com/time", "Duration"), undefined);
});

test("with GOROOT, the comment above the declaration in its sources", (t) => {
  const root = mkdtempSync(join(tmpdir(), "om-goroot-"));
  try {
    mkdirSync(join(root, "src", "time"), { recursive: true });
    writeFileSync(join(root, "src", "time", "time.go"), "package time\n\n// Not this one.\n\n// A Duration is read from here\n// over two lines.\ntype Duration int64\n");
    writeFileSync(join(root, "src", "time", "time_test.go"), "package time\n\n// Not a test's.\ntype Duration int64\n");
    t.deepEqual(texts(standardLibraryDocs({ GOROOT: root })("time", "Duration")), ["A Duration is read from here", "over two lines."]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
