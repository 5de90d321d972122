// Special files under Go or spec names are never read: a FIFO would block forever and
// /dev/zero would never end. Each is a diagnostic; the runs end promptly.

import test from "ava";
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runCli } from "../cli.js";

/** Exit code and what was printed (stdout, then stderr). */
async function cli(args: string[], cwd: string, env?: NodeJS.ProcessEnv): Promise<{ exit: number; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const exit = await runCli(args, { cwd, env, stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) } });
  return { exit, stderr: stdout + stderr };
}

/** A module with one package, api/, holding a valid types.go. */
function module(): string {
  const dir = mkdtempSync(join(tmpdir(), "om-special-"));
  mkdirSync(join(dir, "api"));
  writeFileSync(join(dir, "go.mod"), "module example.com/m\n");
  writeFileSync(join(dir, "api", "doc.go"), "// +k8s:openapi-gen=true\npackage api\n");
  writeFileSync(join(dir, "api", "types.go"), "package api\n\ntype T struct{}\n");
  return dir;
}

/** Our small stand-in module cache (k8s.io/apimachinery's meta/v1), for controller-gen's kinds. */
const modcache = fileURLToPath(new URL("../../../testdata/crd/modcache", import.meta.url));

function mkfifo(path: string): boolean {
  return spawnSync("mkfifo", [path]).status === 0;
}

test("a FIFO named x.go is reported, not read", async (t) => {
  const dir = module();
  try {
    if (!mkfifo(join(dir, "api", "x.go"))) return t.pass("mkfifo is not available");
    const want = { exit: 1, stderr: "api/x.go:1:1: error OM1040: api/x.go is a FIFO, not a regular file: it is not read\n" };
    t.deepEqual(await cli(["check", "api"], dir), want);
    t.deepEqual(await cli(["generate", "api", "--v3", "out.json"], dir), want);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a .go symbolic link to /dev/zero is reported, not read; found by DIR/... too", async (t) => {
  const dir = module();
  try {
    symlinkSync("/dev/zero", join(dir, "api", "zero.go"));
    const got = await cli(["generate", "./...", "--v3", "out.json"], dir);
    t.deepEqual(got, { exit: 1, stderr: "api/zero.go:1:1: error OM1040: api/zero.go is a device, not a regular file: it is not read\n" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a FIFO spec is reported, not read", async (t) => {
  const dir = module();
  try {
    if (!mkfifo(join(dir, "swagger.json"))) return t.pass("mkfifo is not available");
    const got = await cli(["patch", "swagger.json", "api"], dir);
    t.deepEqual(got, { exit: 1, stderr: "swagger.json:1:1: error OM1040: swagger.json is a FIFO, not a regular file: it is not read\n" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// Permissions do not stop root, so this case runs only as another user.
const asUser = process.getuid?.() === 0 ? test.skip : test;
asUser("an unreadable directory under DIR/... is reported", async (t) => {
  const dir = module();
  try {
    mkdirSync(join(dir, "api", "locked"));
    chmodSync(join(dir, "api", "locked"), 0o000);
    const got = await cli(["generate", "./...", "--v3", "out.json"], dir);
    t.deepEqual(got, { exit: 1, stderr: "api/locked:1:1: error OM1003: cannot read api/locked: permission denied\n" });
  } finally {
    chmodSync(join(dir, "api", "locked"), 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

test("patch keeps a byte order mark and the bytes of definitions it does not change, UTF-8 or not", async (t) => {
  const dir = module();
  try {
    const head = Buffer.from('\ufeff{"swagger": "2.0", "definitions": {"other": {"description": "caf');
    const tail = Buffer.from('"}, "com.example.m.api.T": {}}}\n');
    writeFileSync(join(dir, "swagger.json"), Buffer.concat([head, Buffer.of(0xe9, 0xff), tail]));
    t.deepEqual(await cli(["patch", "swagger.json", "api"], dir), { exit: 0, stderr: "openapi-markers: 1 definition replaced, 0 added, 1 left alone; published flavour (as in the file)\nopenapi-markers: patched 1 file\n" });
    const want = Buffer.concat([head, Buffer.of(0xe9, 0xff), Buffer.from('"}, "com.example.m.api.T": {"type": "object"}}}\n')]);
    t.deepEqual(readFileSync(join(dir, "swagger.json")), want);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a FIFO vendor/modules.txt is reported, not read", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "om-special-"));
  try {
    mkdirSync(join(dir, "api"));
    mkdirSync(join(dir, "vendor", "example.com", "meta"), { recursive: true });
    writeFileSync(join(dir, "go.mod"), "module example.com/m\n\ngo 1.22\n\nrequire example.com/meta v1.0.0\n");
    writeFileSync(join(dir, "vendor", "example.com", "meta", "meta.go"), "package meta\n\ntype Meta struct {\n\tName string `json:\"name\"`\n}\n");
    writeFileSync(join(dir, "api", "types.go"), "// +k8s:openapi-gen=true\npackage api\n\nimport \"example.com/meta\"\n\ntype T struct {\n\tMeta meta.Meta `json:\"meta\"`\n}\n");
    if (!mkfifo(join(dir, "vendor", "modules.txt"))) return t.pass("mkfifo is not available");
    const got = await cli(["check", "api"], dir);
    t.deepEqual(got, { exit: 1, stderr: "vendor/modules.txt:1:1: error OM1040: vendor/modules.txt is a FIFO, not a regular file: it is not read\n" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a device as header file is reported, not read; a FIFO header is read to its end", async (t) => {
  const dir = module();
  try {
    writeFileSync(join(dir, "go.mod"), "module example.com/m\n\ngo 1.22\n\nrequire k8s.io/apimachinery v0.1.0\n");
    mkdirSync(join(dir, "api", "v1"));
    writeFileSync(join(dir, "api", "v1", "types.go"), [
      "// +groupName=x.example.com",
      "package v1",
      "",
      'import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"',
      "",
      "// +kubebuilder:object:root=true",
      "type T struct {",
      "\tmetav1.TypeMeta   `json:\",inline\"`",
      "\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`",
      "}",
      "",
    ].join("\n"));
    const env = { ...process.env, GOMODCACHE: modcache };
    const device = { exit: 1, stderr: "/dev/zero:1:1: error OM1040: /dev/zero is a device, not a regular file: it is not read\n" };
    const openapiGen = (header: string) => ["openapi-gen", "--go-header-file", header, "--output-file", "zz_generated.openapi.go", "--output-dir", "out", "--output-pkg", "example.com/m/out", "./api"];
    const controllerGen = (header: string) => ["controller-gen", `crd:headerFile=${header}`, "paths=./api/...", "output:crd:dir=crds"];
    t.deepEqual(await cli(openapiGen("/dev/zero"), dir), device);
    // controller-gen's words for a header it cannot open (src/commands/controller-gen.ts).
    t.deepEqual(await cli(controllerGen("/dev/zero"), dir, env), { exit: 1, stderr: "open /dev/zero: a device\nError: not all generators ran successfully\n" });
    t.deepEqual(readdirSync(dir).sort(), ["api", "go.mod"]);
    if (!mkfifo(join(dir, "header.fifo"))) return t.pass("mkfifo is not available");
    for (const [args, runEnv] of [[openapiGen("header.fifo"), undefined], [controllerGen("header.fifo"), env]] as const) {
      const writer = spawn("sh", ["-c", "printf '// A header from a FIFO.\\n' > header.fifo"], { cwd: dir });
      const got = await cli([...args], dir, runEnv);
      await new Promise((done) => writer.on("close", done));
      t.is(got.exit, 0, got.stderr);
    }
    const firstLines = (path: string, n: number) => readFileSync(join(dir, path), "utf8").split("\n").slice(0, n).join("\n");
    t.is(firstLines("out/zz_generated.openapi.go", 4), "//go:build !ignore_autogenerated\n// +build !ignore_autogenerated\n\n// A header from a FIFO.");
    t.is(firstLines("crds/x.example.com_ts.yaml", 3), "// A header from a FIFO.\n---\napiVersion: apiextensions.k8s.io/v1");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
