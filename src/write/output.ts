// Writing outputs: all files are first written beside their targets under temporary
// names, then renamed into place, so a failed run never leaves a partial output.

import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { OutputFile } from "../generate.js";

export interface Sink {
  write(text: string): unknown;
}

export function writeOutputs(outputs: readonly OutputFile[], cwd: string, stdout: Sink): void {
  const staged: [string, string][] = [];
  try {
    for (const output of outputs) {
      if (output.path === "-") continue;
      const target = resolve(cwd, output.path);
      mkdirSync(dirname(target), { recursive: true });
      const temp = `${target}.tmp-${process.pid}`;
      writeFileSync(temp, output.content);
      staged.push([temp, target]);
    }
    for (const [temp, target] of staged) renameSync(temp, target);
  } finally {
    for (const [temp] of staged) rmSync(temp, { force: true });
  }
  for (const output of outputs) if (output.path === "-") stdout.write(output.content);
}
