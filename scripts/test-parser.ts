// Loaded by ava before every test file (package.json, ava.require): selects the parser
// that tests calling the loader directly parse with, as the CLI and the library select one
// before they parse. `auto` (the WebAssembly parser unless the native binding, an opt-in,
// is installed), or the parser OPENAPI_MARKERS_PARSER names (CI's native pass).

import { selectParser, type ParserChoice } from "../src/parse/go-tree.js";

const choice = process.env.OPENAPI_MARKERS_PARSER;
await selectParser(choice === "native" || choice === "wasm" ? (choice as ParserChoice) : "auto");
