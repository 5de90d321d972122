// The build steps after tsc (npm run build):
// - every templates/NAME.hbs is precompiled into dist/templates/NAME.cjs, so that a run
//   loads only Handlebars' runtime (≈ 25 ms instead of 62 for the full package) and never
//   compiles a template; options as src/emit/ts/render.ts documents them;
// - the command line is bundled into dist/bin/ (the package's bin): one module per lazily
//   loaded part (the entry, each command, the parse worker) instead of a hundred files,
//   which saves ≈ 70 ms of module loading on every start. Dependencies stay external. The
//   parse worker is an entry of its own beside the chunks, where parse-pool's
//   `new URL("./parse-worker.js", import.meta.url)` finds it; every other path a module
//   computes from its own URL is two levels below the package root, as in dist/src. The
//   bundle's code fingerprint (the syntax cache's salt) is written beside its chunks;
// - the plain command lines (src/commands/plain-command.ts) are bundled once more, as one
//   CommonJS script, dist/bin/plain-command.cjs, which the bin compiles through a V8 code
//   cache (src/load/code-cache.ts; Node 20 has none for ES modules). It sits beside the
//   chunks, so the paths its modules compute from `import.meta.url` (here the script's own
//   URL) are the chunks' paths; a dynamic import of a package (a vm.Script cannot import)
//   calls the loader's import() instead.
//
//   node dist/scripts/build.js

import { build } from "esbuild";
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const dist = join(repo, "dist");

function precompileTemplates(): void {
  const handlebars = createRequire(import.meta.url)("handlebars") as typeof import("handlebars");
  const out = join(dist, "templates");
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(join(repo, "templates")).filter((f) => f.endsWith(".hbs")).sort()) {
    const spec = handlebars.precompile(readFileSync(join(repo, "templates", file), "utf8"), { noEscape: true, strict: true });
    writeFileSync(join(out, file.replace(/\.hbs$/, ".cjs")), `// Precompiled from templates/${file} by scripts/build.ts.\nmodule.exports = ${String(spec)};\n`);
  }
}

async function bundleCli(): Promise<void> {
  const out = join(dist, "bin");
  rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: { "openapi-markers": join(dist, "cmd/openapi-markers.js"), "parse-worker": join(dist, "src/load/parse-worker.js") },
    outdir: out,
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  chmodSync(join(out, "openapi-markers.js"), 0o755);
  await bundlePlainCommand(out);
  const { bundleFingerprintFile, codeFingerprint } = await import("../src/load/syntax-cache.js");
  writeFileSync(join(out, bundleFingerprintFile), codeFingerprint(out)!);
  const { memoFingerprint, memoFingerprintFile } = await import("../src/memo/fingerprint.js");
  writeFileSync(join(out, memoFingerprintFile), memoFingerprint(repo, readFileSync(join(out, bundleFingerprintFile), "latin1")));
}

async function bundlePlainCommand(out: string): Promise<void> {
  const file = join(out, "plain-command.cjs");
  const shim = join(dist, "bin-shim.mjs");
  writeFileSync(shim, 'export const importMetaUrl = require("node:url").pathToFileURL(__filename).href;\n');
  try {
    await build({
      entryPoints: [join(dist, "src/commands/plain-command.js")],
      outfile: file,
      bundle: true,
      format: "cjs",
      platform: "node",
      target: "node20",
      packages: "external",
      define: { "import.meta.url": "importMetaUrl" },
      inject: [shim],
      logLevel: "warning",
    });
  } finally {
    rmSync(shim);
  }
  const text = readFileSync(file, "utf8");
  const rewritten = text.replace(/\bimport\((?="[^".\/][^"]*"\))/g, "__hostImport(");
  if ([...rewritten.matchAll(/\bimport\(/g)].length !== 0) throw new Error(`${file}: an import() that does not name a package`);
  writeFileSync(file, rewritten);
}

precompileTemplates();
await bundleCli();
chmodSync(join(dist, "cmd/openapi-markers.js"), 0o755);
writeFileSync(join(dist, "cjs/runtime/package.json"), JSON.stringify({ type: "commonjs" }));
