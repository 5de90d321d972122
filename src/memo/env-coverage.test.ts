// The run memo's key (key.ts) covers every environment variable the tool reads: this test
// reads src/ and cmd/ for each read — `env.NAME`, `env["NAME"]`, `env[constant]`,
// `process.env…` — and fails on one the key does not cover, or one it cannot name.

import test from "ava";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { isKeyedVariable } from "./key.js";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

function modules(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.startsWith("test-support") ? [path] : [];
  });
}

/** Reads whose name is computed and which key.ts covers by construction (keyedEnvironment reads only keyed names). */
const computedReads = new Set(["src/memo/key.ts env[name]"]);

interface Read {
  readonly where: string;
  readonly name: string | undefined;
}

function envReads(files: readonly string[]): Read[] {
  const texts = files.map((file) => [relative(repo, file), readFileSync(file, "utf8")] as const);
  const constants = new Map<string, string>();
  for (const [, text] of texts) for (const m of text.matchAll(/\bconst (\w+) = "([A-Z][A-Z0-9_]*)"/g)) constants.set(m[1]!, m[2]!);
  const reads: Read[] = [];
  for (const [file, text] of texts) {
    // Environment variables are upper case; a lower-case member of something named env (a CEL environment) is none.
    for (const m of text.matchAll(/\benv\??\.([A-Z][A-Z0-9_]*)\b/g)) reads.push({ where: file, name: m[1] });
    for (const m of text.matchAll(/\benv\[([^\]]+)\]/g)) {
      const inner = m[1]!.trim();
      const literal = /^"([^"]+)"$/.exec(inner)?.[1];
      const name = literal ?? constants.get(inner);
      if (name === undefined && computedReads.has(`${file} env[${inner}]`)) continue;
      reads.push({ where: `${file} env[${inner}]`, name });
    }
  }
  return reads;
}

test("every environment variable src/ and cmd/ read is in the run memo's key", (t) => {
  const reads = envReads([...modules(join(repo, "src")), ...modules(join(repo, "cmd"))]);
  const names = new Set(reads.flatMap((r) => (r.name === undefined ? [] : [r.name])));
  // The reads this test must find, so that it cannot pass by finding nothing.
  for (const known of ["GOMODCACHE", "GOPATH", "GOWORK", "GOFLAGS", "HOME", "GOROOT", "PATH", "XDG_CACHE_HOME", "OPENAPI_MARKERS_CACHE", "OPENAPI_MARKERS_PARSER", "GITHUB_WORKSPACE", "NODE_OPTIONS"]) {
    t.true(names.has(known), `the scan finds ${known}`);
  }
  t.deepEqual(reads.filter((r) => r.name === undefined).map((r) => r.where), [], "reads whose variable cannot be named");
  t.deepEqual([...names].filter((n) => !isKeyedVariable(n)).sort(), [], "variables the key does not cover (add them to src/memo/key.ts)");
});

test("the scan names each form of read, and fails on a computed one", (t) => {
  const dir = mkdtempSync(join(tmpdir(), "om-env-scan-"));
  try {
    const file = join(dir, "sample.ts");
    writeFileSync(file, 'const known = "FROM_CONST";\nenv.GOFOO; env?.BAR_BAZ; env["QUX"]; process.env[known]; env.lowercase; env[computed];\n');
    t.deepEqual(envReads([file]).map((r) => r.name ?? r.where.replace(/^.* /, "? ")), ["GOFOO", "BAR_BAZ", "QUX", "FROM_CONST", "? env[computed]"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  t.false(isKeyedVariable("SOME_OTHER"));
  t.true(isKeyedVariable("GOWORK") && isKeyedVariable("OPENAPI_MARKERS_X") && isKeyedVariable("GITHUB_WORKSPACE"));
});
