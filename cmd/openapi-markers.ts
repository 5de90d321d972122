#!/usr/bin/env node
// The bin entry: everything lives in src/cli.ts, which is loaded only when needed. A bare
// `--version` is answered here, without loading yargs (as fast as Node starts); it prints
// what yargs would print. So is a plain `controller-gen`, `generate` or `openapi-gen` line
// (what Makefiles and //go:generate lines run).
import { readFileSync } from "node:fs";
import { adoptHeapPolicy } from "../src/heap-policy.js";
import { cacheDirectory } from "../src/load/cache-dir.js";
import { bundleFingerprint } from "../src/memo/fingerprint.js";
import { memoized } from "../src/memo/memo.js";
import type { CliIO } from "../src/commands/io.js";

adoptHeapPolicy(process.env["NODE_OPTIONS"] ?? "", process.execArgv);

const argv = process.argv.slice(2);
if (argv.length === 1 && argv[0] === "--version") {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
  process.stdout.write(`${pkg.version}\n`);
} else {
  const { guardStdout, workingDirectory } = await import("../src/write/stdout.js");
  guardStdout(process.stdout, process.stderr, (code) => process.exit(code));
  const cwd = workingDirectory(() => process.cwd());
  if (cwd === undefined) {
    process.stderr.write("openapi-markers: the working directory no longer exists: run it from an existing directory\n");
    process.exitCode = 2;
  } else {
    // A line run before with nothing it read changed is replayed (src/memo/memo.ts).
    const memo = { cacheDir: cacheDirectory(process.env, cwd), fingerprint: bundleFingerprint(import.meta.url), env: process.env };
    process.exitCode = await memoized(argv, { cwd, stdout: process.stdout, stderr: process.stderr }, memo, async (io) => {
      // A plain controller-gen, generate or openapi-gen line runs without loading yargs
      // (src/commands/controller-gen-line.ts, src/commands/plain-lines.ts).
      const plain = argv[0] === "controller-gen" || argv[0] === "generate" || argv[0] === "openapi-gen" ? await runPlainCommand(io) : undefined;
      return plain ?? await (await import("../src/cli.js")).runCli(argv, io);
    });
  }
}

/** src/commands/plain-command.ts, from its code-cached bundle beside this file (src/load/code-cache.ts), else its modules. */
async function runPlainCommand(io: CliIO): Promise<number | undefined> {
  const { loadPlainCommand } = await import("../src/load/code-cache.js");
  const bundle = loadPlainCommand<typeof import("../src/commands/plain-command.js")>(new URL("./plain-command.cjs", import.meta.url), argv, io.cwd);
  const code = await (bundle?.exports ?? await import("../src/commands/plain-command.js")).runPlainCommand(argv, io);
  if (code === 0) bundle?.save();
  return code;
}
