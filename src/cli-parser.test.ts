// --parser and --version --verbose: the choice is validated (flag and environment
// variable), and --version --verbose names the parser that runs with its versions.

import test from "ava";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { runCli } from "./cli.js";
import { withNativeBinding } from "./test-support.js";

const require = createRequire(import.meta.url);

async function cli(argv: readonly string[]): Promise<{ exit: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const exit = await runCli(argv, {
    cwd: process.cwd(),
    stdout: { write: (s: string) => { stdout += s; return true; } },
    stderr: { write: (s: string) => { stderr += s; return true; } },
  });
  return { exit, stdout, stderr };
}

function version(packageJson: string): string {
  return (JSON.parse(readFileSync(packageJson, "utf8")) as { version: string }).version;
}

const own = version(new URL("../../package.json", import.meta.url).pathname);
const goVersion = version(require.resolve("tree-sitter-go/package.json"));
const webVersion = version(join(dirname(require.resolve("web-tree-sitter")), "package.json"));
const wasmVerbose = `openapi-markers ${own}\nnode ${process.version} (${process.platform}-${process.arch})\nparser: wasm (web-tree-sitter ${webVersion}, tree-sitter-go ${goVersion})\ncache: off\n`;

test.serial("--version --verbose --parser wasm names web-tree-sitter and tree-sitter-go with their versions", async (t) => {
  t.deepEqual(await cli(["--version", "--verbose", "--parser", "wasm"]), { exit: 0, stdout: wasmVerbose, stderr: "" });
});

const nativeTest = withNativeBinding ? test.serial : test.serial.skip;
const withoutNativeTest = withNativeBinding ? test.serial.skip : test.serial;

withoutNativeTest("--parser native without the native binding (an opt-in) is a usage error that says how to install it", async (t) => {
  const { exit, stdout, stderr } = await cli(["--version", "--verbose", "--parser", "native"]);
  t.deepEqual({ exit, stdout }, { exit: 2, stdout: "" });
  t.regex(stderr, /^openapi-markers: the native tree-sitter binding does not load: Cannot find module 'tree-sitter'.*; it is an opt-in: npm install tree-sitter@0\.25 beside openapi-markers\n/);
});

withoutNativeTest("auto without the native binding runs the WebAssembly parser", async (t) => {
  const { exit, stdout } = await cli(["--version", "--verbose"]);
  t.is(exit, 0);
  t.is(stdout.split("\n")[2], wasmVerbose.split("\n")[2]);
});

nativeTest("--version --verbose --parser=native names the native binding with its versions", async (t) => {
  const nativeVersion = version(require.resolve("tree-sitter/package.json"));
  t.deepEqual(await cli(["--verbose", "--parser=native", "--version"]), {
    exit: 0,
    stdout: `openapi-markers ${own}\nnode ${process.version} (${process.platform}-${process.arch})\nparser: native (tree-sitter ${nativeVersion}, tree-sitter-go ${goVersion})\ncache: off\n`,
    stderr: "",
  });
});

test.serial("an unknown --parser is a usage error", async (t) => {
  t.deepEqual(await cli(["generate", "testdata/examples/widgets/...", "--parser", "jit"]), {
    exit: 2,
    stdout: "",
    stderr: "openapi-markers: Invalid values:\n  Argument: parser, Given: \"jit\", Choices: \"auto\", \"native\", \"wasm\"\nRun 'openapi-markers --help' for usage.\n",
  });
});

test.serial("an unknown OPENAPI_MARKERS_PARSER is a usage error; a valid one is the default", async (t) => {
  process.env.OPENAPI_MARKERS_PARSER = "fast";
  try {
    t.deepEqual(await cli(["--version", "--verbose"]), {
      exit: 2,
      stdout: "",
      stderr: "openapi-markers: OPENAPI_MARKERS_PARSER must be auto, native or wasm, not \"fast\"\nRun 'openapi-markers --help' for usage.\n",
    });
    process.env.OPENAPI_MARKERS_PARSER = "wasm";
    t.deepEqual(await cli(["--version", "--verbose"]), { exit: 0, stdout: wasmVerbose, stderr: "" });
  } finally {
    delete process.env.OPENAPI_MARKERS_PARSER;
  }
});

test.serial("--version --verbose names the syntax cache's directory from OPENAPI_MARKERS_CACHE (off in this suite)", async (t) => {
  process.env.OPENAPI_MARKERS_CACHE = "some/cache";
  try {
    const { stdout } = await cli(["--version", "--verbose", "--parser", "wasm"]);
    t.is(stdout.split("\n").at(-2), `cache: ${join(process.cwd(), "some", "cache")}`);
  } finally {
    process.env.OPENAPI_MARKERS_CACHE = "off";
  }
});
