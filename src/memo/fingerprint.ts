// The code a run memo's key names (key.ts). The build writes it beside the bundle's chunks
// (scripts/build.ts): the SHA-256 of the bundle's own fingerprint (every chunk: see
// src/load/syntax-cache.ts), of the precompiled templates and of the version of every
// dependency as installed — everything a run executes that its inputs do not decide.
// Where there is none (the compiled modules run directly, as in development) the code is
// unknown and there is no memo.

import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readdirSync } from "node:fs";
import { readOwnFile } from "../load/regular-file.js";

export const memoFingerprintFile = "memo-fingerprint.txt";

/** The fingerprint beside the module at `moduleUrl`, or undefined. */
export function bundleFingerprint(moduleUrl: string): string | undefined {
  const read = readOwnFile(fileURLToPath(new URL(memoFingerprintFile, moduleUrl)), 64);
  const text = read.ok ? read.bytes.toString("latin1") : "";
  return /^[0-9a-f]{64}$/.test(text) ? text : undefined;
}

/** At build time: the fingerprint of the package at `root` whose bundle has `bundle` as its code fingerprint. */
export function memoFingerprint(root: string, bundle: string): string {
  const hash = createHash("sha256").update(`bundle ${bundle}\n`);
  const templates = join(root, "dist", "templates");
  for (const name of readdirSync(templates).sort()) {
    const read = readOwnFile(join(templates, name));
    hash.update(`template ${name} ${read.ok ? createHash("sha256").update(read.bytes).digest("hex") : "?"}\n`);
  }
  const read = readOwnFile(join(root, "package.json"));
  const manifest = JSON.parse(read.ok ? read.bytes.toString("utf8") : "{}") as { dependencies?: Record<string, string> };
  const require = createRequire(join(root, "package.json"));
  for (const name of Object.keys(manifest.dependencies ?? {}).sort()) {
    let version = "?";
    try {
      version = (require(`${name}/package.json`) as { version: string }).version;
    } catch {
      // A package that does not export its package.json: its name and range stand for it.
      version = `range ${manifest.dependencies![name]}`;
    }
    hash.update(`dependency ${name} ${version}\n`);
  }
  return hash.digest("hex");
}
