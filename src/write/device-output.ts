// An output path that is a character device (/dev/null, a terminal) is written through, as
// openapi-gen's os.Create does — kube_codegen.sh's callers pass --report-filename /dev/null.
// writeOutputs refuses it (renaming a file over a device would replace the device node);
// nothing is staged for it, so it is written after the files, like standard output.

import { writeFileSync } from "node:fs";
import { activeRecording, statSync } from "../load/traced-fs.js";
import { resolve } from "node:path";
import { diagnose, type Diagnostic } from "../diag/diagnostic.js";
import { errorReason } from "../diag/system-error.js";
import type { OutputContent } from "./output.js";

export function isCharacterDevice(path: string, cwd: string): boolean {
  try {
    return statSync(resolve(cwd, path)).isCharacterDevice();
  } catch {
    return false;
  }
}

export function writeToDevice(output: OutputContent, cwd: string): Diagnostic[] {
  try {
    const content = "render" in output ? output.render() : output.content;
    writeFileSync(resolve(cwd, output.path), content);
    activeRecording()?.events.push({ kind: "device", file: { path: output.path, content } });
    return [];
  } catch (error) {
    return [diagnose("OM1041", { file: output.path, line: 1, col: 1 }, output.path, errorReason(error))];
  }
}
