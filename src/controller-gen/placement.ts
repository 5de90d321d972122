// Where the generators' files go: each generator's output rule (output-rules.ts) places its
// "config" files in a directory, on standard output (concatenated in the order the generators
// were named, as controller-gen writes them) or nowhere; "fixed" files go where they say.

import { join } from "node:path";
import type { GeneratedFile } from "./generator.js";
import { ruleForGenerator, type OutputRules } from "./output-rules.js";

export interface Placed {
  /** Paths relative to the working directory, with their contents, in order. */
  readonly files: readonly { readonly path: string; readonly contents: string }[];
  /** What goes to standard output. */
  readonly stdout: string;
}

export function placeFiles(results: readonly { readonly generator: string; readonly files: readonly GeneratedFile[] }[], rules: OutputRules): Placed {
  const files: { path: string; contents: string }[] = [];
  let stdout = "";
  for (const { generator, files: generated } of results) {
    const rule = ruleForGenerator(rules, generator);
    for (const file of generated) {
      if (file.placement === "fixed") files.push({ path: file.path, contents: file.contents });
      else if (rule.kind === "dir") files.push({ path: join(rule.dir, file.path), contents: file.contents });
      else if (rule.kind === "stdout") stdout += file.contents;
    }
  }
  return { files, stdout };
}
