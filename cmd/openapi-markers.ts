#!/usr/bin/env node
// The bin entry: everything lives in src/cli.ts.
import { runCli } from "../src/cli.js";

process.exitCode = await runCli(process.argv.slice(2), { cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr });
