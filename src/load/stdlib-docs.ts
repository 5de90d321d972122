// Doc comments of the Go standard library's types, which controller-gen writes as
// descriptions (a field of type time.Duration gets "A Duration represents the elapsed time
// …"): controller-gen type-checks GOROOT's sources; we read them too when a Go toolchain is
// installed (GOROOT, else the `go` on PATH, resolved through its symlinks), and otherwise
// use our own table of the few standard-library types the model knows. The texts agree:
// these comments have not changed since Go 1.0.

import { existsSync, readdirSync, realpathSync } from "./traced-fs.js";
import { delimiter, dirname, join } from "node:path";
import type { DocLine } from "../parse/syntax.js";
import { readRegularFile } from "./regular-file.js";

export type StdlibDoc = (pkg: string, name: string) => readonly DocLine[] | undefined;

/** The standard-library types the model knows (src/model/types.ts) whose doc controller-gen writes (the others have MarshalJSON). */
const table: Readonly<Record<string, readonly string[]>> = {
  "time.Duration": [
    "A Duration represents the elapsed time between two instants",
    "as an int64 nanosecond count. The representation limits the",
    "largest representable duration to approximately 290 years.",
  ],
};

const maxFileBytes = 4 << 20;

export function standardLibraryDocs(env: Readonly<Record<string, string | undefined>> | undefined): StdlibDoc {
  const root = goroot(env ?? process.env);
  const cache = new Map<string, readonly DocLine[] | undefined>();
  return (pkg, name) => {
    const key = `${pkg}.${name}`;
    if (!Object.hasOwn(table, key)) return undefined;
    if (!cache.has(key)) cache.set(key, (root === undefined ? undefined : readDoc(root, pkg, name)) ?? table[key]!.map(docLine(pkg)));
    return cache.get(key);
  };
}

function goroot(env: Readonly<Record<string, string | undefined>>): string | undefined {
  if (env.GOROOT !== undefined && env.GOROOT !== "" && existsSync(join(env.GOROOT, "src"))) return env.GOROOT;
  for (const dir of (env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    try {
      const root = dirname(dirname(realpathSync(join(dir, "go"))));
      if (existsSync(join(root, "src", "time"))) return root;
    } catch {
      continue; // no go here
    }
  }
  return undefined;
}

/** The `//` comment right above `type <name> ` at the top level of one of the package's files. */
function readDoc(root: string, pkg: string, name: string): readonly DocLine[] | undefined {
  const dir = join(root, "src", ...pkg.split("/"));
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".go") && !f.endsWith("_test.go")).sort();
  } catch {
    return undefined;
  }
  const declaration = new RegExp(`^type ${name}\\b`);
  for (const file of files) {
    const read = readRegularFile(join(dir, file), maxFileBytes);
    if (!read.ok) continue;
    const lines = read.bytes.toString("utf8").split("\n");
    const at = lines.findIndex((line) => declaration.test(line));
    if (at === -1) continue;
    let first = at;
    while (first > 0 && lines[first - 1]!.startsWith("//")) first--;
    return lines.slice(first, at).map((line) => line.slice(2).replace(/^ /, "")).map(docLine(pkg));
  }
  return undefined;
}

function docLine(pkg: string): (text: string, i: number) => DocLine {
  return (text, i) => ({ text, span: { file: `<${pkg}>`, line: i + 1, col: 1 } });
}
