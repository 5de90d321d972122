// npm run conformance -- CORPUS [--kit DIR]
// Scores openapi-markers against Kubernetes' published swagger.json (see the conformance
// kit's README for laying out CORPUS). Not part of CI: the corpus cannot be committed.

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { detectStyle, renderJson } from "../src/patch/json-style.js";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const args = process.argv.slice(2);
const kitFlag = args.indexOf("--kit");
const kit = resolve(kitFlag === -1 ? join(repo, "../shared/conformance") : args[kitFlag + 1]!);
const corpus = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--kit");
if (corpus === undefined || !existsSync(join(corpus, "truth.json"))) {
  process.stderr.write("usage: npm run conformance -- CORPUS [--kit DIR]   (CORPUS holds api/, apimachinery/, truth.json)\n");
  process.exit(2);
}
const bin = join(repo, "dist/bin/openapi-markers.js");
const out = join(corpus, "out.v2.json");
const started = performance.now();
const run = spawnSync(process.execPath, [bin, "generate", join(corpus, "api/..."), join(corpus, "apimachinery/..."), "--published", "--v2", out], { encoding: "utf8" });
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const warnings = run.stderr.split("\n").filter((l) => l.includes(": warning OM")).length;
process.stdout.write(`generate: exit ${run.status}, ${seconds} s, ${warnings} warnings\n`);
if (run.status !== 0) {
  process.stderr.write(run.stderr);
  process.exit(1);
}
let failed = false;
try {
  execFileSync("python3", [join(kit, "compare.py"), join(corpus, "truth.json"), out, "--verbose", "20"], { stdio: "inherit" });
} catch {
  failed = true;
}
failed = !patchChecks(corpus, bin) || failed;
process.exit(failed ? 1 : 0);

/**
 * The patch acceptance on the published swagger.json: a full patch and an
 * --only-extensions patch (after stripping every x-kubernetes-* key but the GVK from the
 * definitions the sources produce) both give back the original bytes; --check exits 0.
 */
function patchChecks(corpus: string, bin: string): boolean {
  const original = readFileSync(join(corpus, "swagger.json"), "utf8");
  const work = mkdtempSync(join(tmpdir(), "om-conformance-"));
  try {
    const inputs = [join(corpus, "api/..."), join(corpus, "apimachinery/...")];
    const patch = (file: string, ...flags: string[]): number =>
      spawnSync(process.execPath, [bin, "patch", file, ...inputs, ...flags], { encoding: "utf8" }).status ?? 2;
    const full = join(work, "full.json");
    writeFileSync(full, original);
    const fullExit = patch(full);
    const stripped = join(work, "stripped.json");
    writeFileSync(stripped, renderJson(stripExtensions(JSON.parse(original)), 0, detectStyle(original)));
    const extExit = patch(stripped, "--only", "extensions");
    const checkExit = patch(join(corpus, "swagger.json"), "--check");
    const results = [
      ["patch (full definitions)", fullExit === 0 && readFileSync(full, "utf8") === original],
      ["patch --only extensions after stripping", extExit === 0 && readFileSync(stripped, "utf8") === original],
      ["patch --check on the original exits 0", checkExit === 0],
    ] as const;
    for (const [name, ok] of results) process.stdout.write(`${name}: ${ok ? "byte-identical" : "FAILED"}\n`.replace("exits 0: byte-identical", "exits 0: yes"));
    return results.every(([, ok]) => ok);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The definitions the sources produce, without their x-kubernetes-* keys (GVK kept). */
function stripExtensions(doc: { definitions: Record<string, unknown> }): unknown {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(Object.entries(value)
      .filter(([k]) => !k.startsWith("x-kubernetes-") || k === "x-kubernetes-group-version-kind")
      .map(([k, v]) => [k, strip(v)]));
  };
  for (const name of Object.keys(doc.definitions)) {
    if (name.startsWith("io.k8s.api.") || name.startsWith("io.k8s.apimachinery.")) doc.definitions[name] = strip(doc.definitions[name]);
  }
  return doc;
}
