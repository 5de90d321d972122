// npm run conformance -- CORPUS [--kit DIR]
// Scores openapi-markers against Kubernetes' published swagger.json (see the conformance
// kit's README for laying out CORPUS). Not part of CI: the corpus cannot be committed.

import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
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
const bin = join(repo, "dist/cmd/openapi-markers.js");
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
try {
  execFileSync("python3", [join(kit, "compare.py"), join(corpus, "truth.json"), out, "--verbose", "20"], { stdio: "inherit" });
} catch {
  process.exit(1);
}
