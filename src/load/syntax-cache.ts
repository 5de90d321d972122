// A persistent cache of syntax facts (src/parse/syntax.ts) per Go file, so that runs that
// read the same files again — one process per package under `go generate ./...`, each
// parsing the same dependencies (core/v1, meta/v1, …), or an update script followed by
// its verify script — skip parsing them. An entry is keyed by the SHA-256 of the file's
// text together with everything else that decides its facts (the cache format, the
// facts' version, the package version), so it is never stale; the display path is not
// part of it (syntax-codec.ts). Entries live in DIR/<first two hex digits>/<key>; see
// cache-dir.ts for DIR and cache-trim.ts for how it is kept small. A cache that cannot
// be read or written is no cache: the run parses and never reports it.

import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { GoFileSyntax } from "../parse/syntax.js";
import { syntaxFactsVersion } from "../parse/syntax.js";
import { ensureDirectory, touchIfOlder, writeAtomically } from "./cache-files.js";
import { markUsedEveryMs, trimIfDue } from "./cache-trim.js";
import type { SourceText } from "./parse-pool.js";
import { readRegularFile } from "./regular-file.js";
import { decodeEntry, encodeEntry } from "./syntax-codec.js";

/** Bump when the entry layout (syntax-codec.ts) changes. */
const cacheFormat = 1;

export interface CacheStats {
  hits: number;
  misses: number;
}

export class SyntaxCache {
  private writable = true;
  private used = false;
  readonly stats: CacheStats = { hits: 0, misses: 0 };

  private constructor(
    readonly dir: string,
    private readonly salt: string,
    private readonly now: () => number,
  ) {}

  /** The cache in `dir`, created if absent; undefined when `dir` is not (and cannot become) a directory. */
  static open(dir: string, now: () => number = Date.now): SyntaxCache | undefined {
    const version = packageVersion();
    if (version === undefined || !isDirectoryOrCreated(dir)) return undefined;
    return new SyntaxCache(dir, `openapi-markers ${version} cache ${cacheFormat} facts ${syntaxFactsVersion}\n`, now);
  }

  /**
   * The facts of every file: from the cache where it has them, else from `parse` (given
   * the misses only, in order), which are then stored.
   */
  parseAll(files: readonly SourceText[], parse: (files: readonly SourceText[]) => GoFileSyntax[]): GoFileSyntax[] {
    this.used = true;
    const keys = files.map((f) => this.keyOf(f.text));
    const results = files.map((f, i) => this.load(keys[i]!, f.display));
    const missing = results.flatMap((r, i) => (r === undefined ? [i] : []));
    this.stats.hits += files.length - missing.length;
    this.stats.misses += missing.length;
    if (missing.length === 0) return results as GoFileSyntax[];
    const parsed = parse(missing.map((i) => files[i]!));
    missing.forEach((i, k) => {
      results[i] = parsed[k]!;
      this.store(keys[i]!, parsed[k]!);
    });
    return results as GoFileSyntax[];
  }

  /** Trims the cache if that is due (at most once a day); call once, when the run is done with it. */
  finish(): void {
    if (this.used && this.writable) trimIfDue(this.dir, this.now());
  }

  private keyOf(text: string): string {
    return createHash("sha256").update(this.salt).update(text).digest("hex");
  }

  private pathOf(key: string): string {
    return join(this.dir, key.slice(0, 2), key);
  }

  private load(key: string, display: string): GoFileSyntax | undefined {
    const path = this.pathOf(key);
    const read = readRegularFile(path);
    if (!read.ok) return undefined;
    const facts = decodeEntry(key, read.bytes, display);
    if (facts !== undefined && this.writable) touchIfOlder(path, markUsedEveryMs, this.now());
    return facts;
  }

  private store(key: string, facts: GoFileSyntax): void {
    if (!this.writable) return;
    // One failed write (a read-only or full disk) is enough: the rest would fail too.
    if (!writeAtomically(this.pathOf(key), encodeEntry(key, facts))) this.writable = false;
  }
}

function isDirectoryOrCreated(dir: string): boolean {
  try {
    // A link to a directory is accepted for the cache itself (a user's choice), not below it.
    return statSync(dir).isDirectory();
  } catch {
    return ensureDirectory(dir);
  }
}

let version: string | undefined | null = null;

/** This package's version (part of every key); undefined when it cannot be read, and then no cache. */
function packageVersion(): string | undefined {
  if (version !== null) return version;
  const read = readRegularFile(fileURLToPath(new URL("../../../package.json", import.meta.url)));
  try {
    const parsed = read.ok ? (JSON.parse(read.bytes.toString("utf8")) as { version?: unknown }).version : undefined;
    version = typeof parsed === "string" ? parsed : undefined;
  } catch {
    version = undefined;
  }
  return version;
}
