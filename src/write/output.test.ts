// Output writing on hostile file systems: links, special files, failures half-way, a full
// standard output, a deleted working directory. Each case checks the exact diagnostic and
// that no temporary file is left behind.

import test from "ava";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatDiagnostic } from "../diag/diagnostic.js";
import { writeOutputs } from "./output.js";
import { guardStdout } from "./stdout.js";

const repo = fileURLToPath(new URL("../../../", import.meta.url));
const bin = join(repo, "dist/bin/openapi-markers.js");
const widgets = join(repo, "testdata/examples/widgets/...");
const noStdout = { write: () => { throw new Error("nothing goes to stdout"); } };

function scratch(): string {
  return mkdtempSync(join(tmpdir(), "om-output-"));
}

function messages(list: ReturnType<typeof writeOutputs>): string[] {
  return list.map(formatDiagnostic);
}

test("a chain of symbolic links is written through: the last target changes, the links stay", (t) => {
  const dir = scratch();
  try {
    writeFileSync(join(dir, "real.json"), "old\n");
    symlinkSync("real.json", join(dir, "middle.json"));
    mkdirSync(join(dir, "sub"));
    symlinkSync("../middle.json", join(dir, "sub", "link.json"));
    t.deepEqual(writeOutputs([{ path: "sub/link.json", content: "new\n" }], dir, noStdout), []);
    t.is(readFileSync(join(dir, "real.json"), "utf8"), "new\n");
    t.deepEqual(readdirSync(dir).sort(), ["middle.json", "real.json", "sub"]);
    t.deepEqual(readdirSync(join(dir, "sub")), ["link.json"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a dangling symbolic link is written through: its target is created", (t) => {
  const dir = scratch();
  try {
    symlinkSync("made.json", join(dir, "link.json"));
    t.deepEqual(writeOutputs([{ path: "link.json", content: "x\n" }], dir, noStdout), []);
    t.is(readFileSync(join(dir, "made.json"), "utf8"), "x\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a FIFO or a device is refused, and nothing is written", (t) => {
  const dir = scratch();
  try {
    const made = spawnSync("mkfifo", [join(dir, "pipe.json")]);
    if (made.status !== 0) return t.pass("mkfifo is not available");
    const got = writeOutputs([{ path: "a.json", content: "a\n" }, { path: "pipe.json", content: "x\n" }], dir, noStdout);
    t.deepEqual(messages(got), ["pipe.json:1:1: error OM1041: cannot write pipe.json: it is a FIFO, not a regular file"]);
    t.deepEqual(messages(writeOutputs([{ path: "/dev/null", content: "x\n" }], dir, noStdout)),
      ["/dev/null:1:1: error OM1041: cannot write /dev/null: it is a device, not a regular file"]);
    t.deepEqual(readdirSync(dir), ["pipe.json"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("when a later output cannot be staged, the earlier one's temporary file is removed and nothing is written", (t) => {
  const dir = scratch();
  try {
    writeFileSync(join(dir, "file"), "f\n");
    const got = writeOutputs([{ path: "first.json", content: "1\n" }, { path: "file/second.json", content: "2\n" }], dir, noStdout);
    t.deepEqual(messages(got), ["file/second.json:1:1: error OM1041: cannot write file/second.json: a parent of it is not a directory"]);
    t.deepEqual(readdirSync(dir), ["file"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("bytes are written as they are (spec files that are not UTF-8)", (t) => {
  const dir = scratch();
  try {
    t.deepEqual(writeOutputs([{ path: "x.json", content: Uint8Array.of(0x22, 0xff, 0x22) }], dir, noStdout), []);
    t.deepEqual([...readFileSync(join(dir, "x.json"))], [0x22, 0xff, 0x22]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Runs the built CLI through sh (for ulimit and redirections). */
function sh(script: string, cwd: string): { status: number | null; stderr: string } {
  const run = spawnSync("sh", ["-c", script], { cwd, encoding: "utf8", env: { ...process.env, BIN: bin, WIDGETS: widgets } });
  return { status: run.status, stderr: run.stderr };
}

test("a write that fails half-way (file size limit, as a full disk) is a diagnostic; the old file stays and no temporary file is left", (t) => {
  const dir = scratch();
  try {
    writeFileSync(join(dir, "v3.json"), "old\n");
    // SIGXFSZ ignored: the write returns EFBIG, as a full disk returns ENOSPC.
    const run = sh(`trap '' XFSZ; ulimit -f 1; exec node "$BIN" generate "$WIDGETS" --v3 v3.json`, dir);
    t.is(run.stderr, "v3.json:1:1: error OM1041: cannot write v3.json: file too large\n");
    t.is(run.status, 1);
    t.deepEqual(readdirSync(dir), ["v3.json"]);
    t.is(readFileSync(join(dir, "v3.json"), "utf8"), "old\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("standard output on a full device is a diagnostic, not a stack trace", (t) => {
  if (!existsSync("/dev/full")) return t.pass("no /dev/full here");
  const run = sh(`node "$BIN" generate "$WIDGETS" --v3 - > /dev/full`, repo);
  t.is(run.stderr, "-:1:1: error OM1042: cannot write standard output: no space left on device\n");
  t.is(run.status, 1);
});

test("EPIPE on standard output (the reader stopped) is quiet and leaves the exit status to the command; other errors print OM1042 and exit 1", (t) => {
  for (const [code, want, wantExit] of [["EPIPE", "", undefined], ["EIO", "-:1:1: error OM1042: cannot write standard output: input/output error\n", 1]] as const) {
    let listener: ((error: Error) => void) | undefined;
    let stderr = "";
    let exit: number | undefined;
    guardStdout({ on: (_event, l) => (listener = l) }, { write: (s: string) => (stderr += s) }, (c) => (exit = c));
    listener!(Object.assign(new Error(code), { code }));
    listener!(Object.assign(new Error("after"), { code: "ERR_STREAM_DESTROYED" }));
    t.is(stderr, want);
    t.is(exit, wantExit);
  }
});

test("`generate … --v3 - | head -c 1` ends quietly with status 0, as Unix filters do", (t) => {
  const dir = scratch();
  try {
    // Far more than a pipe holds (64 KiB), so that the write meets the closed pipe.
    writeFileSync(join(dir, "go.mod"), "module example.com/big\n\ngo 1.22\n");
    const types = Array.from({ length: 2000 }, (_, i) => `type T${i} struct {\n\tName string \`json:"name"\`\n}\n`);
    writeFileSync(join(dir, "types.go"), `package big\n\n${types.join("\n")}`);
    const run = spawnSync("bash", ["-c", `node "$BIN" generate . --all-types --v3 - --no-cache | head -c 1 > /dev/null; echo "\${PIPESTATUS[0]}"`],
      { cwd: dir, encoding: "utf8", env: { ...process.env, BIN: bin } });
    t.is(run.stderr, "");
    t.is(run.stdout, "0\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("--v2 /dev/stdout and --v3 /dev/stderr into pipes are the standard streams, not the files their links name", (t) => {
  const run = spawnSync("bash", ["-c", `node "$BIN" generate "$WIDGETS" --v2 /dev/stdout --v3 /dev/stderr --no-cache | cat`],
    { encoding: "utf8", env: { ...process.env, BIN: bin, WIDGETS: widgets } });
  t.is(run.status, 0);
  t.true(run.stdout.startsWith('{\n  "definitions": {'), run.stdout.slice(0, 100));
  t.true(run.stderr.startsWith('{\n  "components": {'), run.stderr.slice(0, 100));
});

test("a temporary file left by a killed run (any name, the PID's too) blocks nothing and is never taken for the target", (t) => {
  const dir = scratch();
  try {
    for (const leftover of [`.out.json.tmp-${process.pid}`, ".out.json.tmp-1", ".out.json.tmp-0123456789abcdef"]) writeFileSync(join(dir, leftover), "partial");
    t.deepEqual(writeOutputs([{ path: "out.json", content: "whole\n" }], dir, noStdout), []);
    t.is(readFileSync(join(dir, "out.json"), "utf8"), "whole\n");
    t.deepEqual(readdirSync(dir).filter((n) => n !== "out.json").sort(), [".out.json.tmp-0123456789abcdef", ".out.json.tmp-1", `.out.json.tmp-${process.pid}`]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a temporary file that cannot be created is named in the message (not the target, which may not exist)", (t) => {
  if (process.getuid?.() === 0) return t.pass("root writes everywhere");
  const dir = scratch();
  try {
    mkdirSync(join(dir, "ro"), { mode: 0o555 });
    t.deepEqual(messages(writeOutputs([{ path: "ro/out.json", content: "x\n" }], dir, noStdout)),
      ["ro/out.json:1:1: error OM1041: cannot write ro/out.json: cannot create a temporary file beside it (.out.json.tmp-…): permission denied"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("an output directory below /proc/self/fd is an error at once, not an endless mkdir", (t) => {
  if (!existsSync("/proc/self/fd")) return t.pass("no /proc here");
  const started = performance.now();
  t.deepEqual(messages(writeOutputs([{ path: "/proc/self/fd/x/out.json", content: "x\n" }], scratch(), noStdout)),
    ["/proc/self/fd/x/out.json:1:1: error OM1041: cannot write /proc/self/fd/x/out.json: no such file or directory"]);
  t.true(performance.now() - started < 5000);
});

test("a deleted working directory is reported, not a stack trace", (t) => {
  const dir = scratch();
  const run = sh(`cd "${dir}" && rmdir "${dir}" && node "$BIN" generate .`, repo);
  t.is(run.stderr, "openapi-markers: the working directory no longer exists: run it from an existing directory\n");
  t.is(run.status, 2);
});

test("text is written in slices byte-for-byte as UTF-8: astral pairs and lone surrogates across slice edges", (t) => {
  const dir = scratch();
  try {
    // Slices are 32,768 code units: "𝔘" (a surrogate pair) straddles the first edge and a
    // lone high surrogate the second; a lone low one follows; "…" fills whole slices with
    // 3-byte characters.
    const text = "a".repeat(32_767) + "𝔘" + "b".repeat(32_765) + "\ud800" + "x" + "\udc00" + "…".repeat(70_000) + "é" + "\n";
    t.deepEqual(writeOutputs([{ path: "out.txt", content: text }], dir, noStdout), []);
    t.deepEqual(readFileSync(join(dir, "out.txt")), Buffer.from(text, "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
