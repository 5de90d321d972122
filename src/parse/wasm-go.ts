// The WebAssembly Go parser: web-tree-sitter with the tree-sitter-go.wasm that the
// tree-sitter-go package ships. Only src/parse/go-tree.ts imports this file (it stays the
// single entry to tree-sitter): it is the fallback where the native binding does not load
// (no prebuild for the platform's C++ library, and no compiler to build one), and what
// `--parser wasm` forces.
//
// web-tree-sitter is pinned to the 0.25 line, the same tree-sitter core as the native
// binding (0.25), so both run one parsing algorithm over one grammar (tree-sitter-go 0.25,
// ABI 15) and produce the same trees.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Parser as WebParser } from "web-tree-sitter";

export interface WasmGo {
  readonly parser: WebParser;
  /** "web-tree-sitter 0.25.10, tree-sitter-go 0.25.0 (wasm)", for --version --verbose. */
  readonly detail: string;
}

let loading: Promise<WasmGo> | undefined;

/** Compiles the WebAssembly modules once per thread, on first use. */
export function loadWasmGo(): Promise<WasmGo> {
  loading ??= load();
  return loading;
}

async function load(): Promise<WasmGo> {
  const require = createRequire(import.meta.url);
  const { Parser, Language } = await import("web-tree-sitter");
  await Parser.init();
  const goDir = dirname(require.resolve("tree-sitter-go/package.json"));
  const language = await Language.load(readFileSync(join(goDir, "tree-sitter-go.wasm")));
  const parser = new Parser();
  parser.setLanguage(language);
  // web-tree-sitter's exports map has no ./package.json; its main file sits next to it.
  const webVersion = packageVersion(join(dirname(require.resolve("web-tree-sitter")), "package.json"));
  const goVersion = packageVersion(join(goDir, "package.json"));
  return { parser, detail: `web-tree-sitter ${webVersion}, tree-sitter-go ${goVersion}` };
}

function packageVersion(file: string): string {
  return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
}
